#!/usr/bin/env bash
# tree-report.sh REV — the shape of the tree at a commit, to compare before and after a
# restructuring (issue 18): the package graph of the project's own packages (go list
# -deps), the five largest .go files (lines; with and without the tests), the five largest types (by methods, and by
# lines: the type's declaration and its methods'), and how many repeated blocks of six or
# more lines `duplicates` finds. The commit is unpacked with git archive into a temporary
# folder, so the working tree is not touched.
#
#   scripts/tree-report.sh 7c00316
#   scripts/tree-report.sh HEAD
# No pipefail: the lists end in head, whose early exit is no failure.
set -eu
cd "$(dirname "$0")/.."
rev=${1:?usage: tree-report.sh REV}
git rev-parse --verify --quiet "$rev^{commit}" >/dev/null || { echo "tree-report.sh: $rev is no commit" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
git archive --format=tar "$rev" | tar -x -C "$tmp/"
mkdir "$tmp/.report"
cat > "$tmp/.report/types.go" <<'EOF'
// types counts, for every named type of the Go files below a folder (tests left out), the
// methods declared on it and the lines of its declaration and its methods.
package main

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

func main() {
	root := os.Args[1]
	type info struct{ methods, lines int }
	types := map[string]*info{}
	get := func(k string) *info {
		if types[k] == nil {
			types[k] = &info{}
		}
		return types[k]
	}
	fset := token.NewFileSet()
	filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") ||
			strings.Contains(p, "/.report/") {
			return err
		}
		f, err := parser.ParseFile(fset, p, nil, 0)
		if err != nil {
			return nil
		}
		dir, _ := filepath.Rel(root, filepath.Dir(p))
		lines := func(n ast.Node) int { return fset.Position(n.End()).Line - fset.Position(n.Pos()).Line + 1 }
		for _, decl := range f.Decls {
			switch d := decl.(type) {
			case *ast.GenDecl:
				for _, s := range d.Specs {
					if ts, ok := s.(*ast.TypeSpec); ok {
						get(dir + "." + ts.Name.Name).lines += lines(ts)
					}
				}
			case *ast.FuncDecl:
				if d.Recv == nil || len(d.Recv.List) == 0 {
					continue
				}
				t := d.Recv.List[0].Type
				if s, ok := t.(*ast.StarExpr); ok {
					t = s.X
				}
				if g, ok := t.(*ast.IndexExpr); ok {
					t = g.X
				}
				if id, ok := t.(*ast.Ident); ok {
					in := get(dir + "." + id.Name)
					in.methods++
					in.lines += lines(d)
				}
			}
		}
		return nil
	})
	names := make([]string, 0, len(types))
	for k := range types {
		names = append(names, k)
	}
	show := func(title string, key func(*info) int) {
		sort.Slice(names, func(i, j int) bool {
			a, b := key(types[names[i]]), key(types[names[j]])
			return a > b || a == b && names[i] < names[j]
		})
		fmt.Println(title)
		for _, n := range names[:min(5, len(names))] {
			fmt.Printf("  %-36s %4d methods %6d lines\n", n, types[n].methods, types[n].lines)
		}
	}
	show("largest types by methods:", func(i *info) int { return i.methods })
	show("largest types by lines (declaration and methods):", func(i *info) int { return i.lines })
}
EOF
echo "tree report for $rev ($(git rev-parse --short "$rev"): $(git log -1 --format=%s "$rev" | cut -c1-80))"
echo
echo "package graph (own packages and the own packages each imports):"
(cd "$tmp" && go list -deps -f '{{if not .Standard}}{{.ImportPath}}:{{range .Imports}} {{.}}{{end}}{{end}}' ./... 2>/dev/null) |
	awk -v mod="$(cd "$tmp" && go list -m)" 'NF && index($1, mod) == 1 {
		line = "  " $1
		for (i = 2; i <= NF; i++) if (index($i, mod) == 1 && ($i == mod || substr($i, length(mod) + 1, 1) == "/")) line = line " " $i
		print line
	}' | sort -u
echo
echo "own packages: $(cd "$tmp" && go list ./... | wc -l)"
echo
echo "largest .go files (lines):"
(cd "$tmp" && find . -name '*.go' -not -path './.report/*' -print0 | xargs -0 wc -l | grep -v ' total$' |
	sort -rn | head -5 | sed 's/^/  /')
echo "largest .go files without the tests (lines):"
(cd "$tmp" && find . -name '*.go' -not -name '*_test.go' -not -path './.report/*' -print0 | xargs -0 wc -l |
	grep -v ' total$' | sort -rn | head -5 | sed 's/^/  /')
echo
(cd "$tmp" && go run .report/types.go .)
echo
echo "repeated blocks (duplicates, six or more lines):"
rm -rf "$tmp/.report"
duplicates --repo "$tmp" --seconds 300 --most 1 | head -1 | sed 's/^/  /'
