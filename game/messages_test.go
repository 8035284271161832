package game

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"taktik/assets/i18n"
)

// messageKey is how a key of the rules' sentences looks: "rule.move.must.stop".
var messageKey = regexp.MustCompile(`^rule(\.[a-z0-9]+)+$`)

// catalogVerbs counts the arguments a catalog's format takes (fmt verbs, explicit
// indexes counted by the highest).
var catalogVerbs = regexp.MustCompile(`%(\[(\d+)\])?[-+# 0-9.]*([a-zA-Z%])`)

func argCount(format string) int {
	next, top := 1, 0
	for _, m := range catalogVerbs.FindAllStringSubmatch(format, -1) {
		if m[3] == "%" {
			continue
		}
		if m[2] != "" {
			next, _ = strconv.Atoi(m[2])
		}
		top = max(top, next)
		next++
	}
	return top
}

// TestRefusalsAreKeysOfTheCatalogs: the rules say what happened as a message key and its
// arguments, and every sentence lives in the catalogs (assets/i18n). Each refuse call
// in game/*.go names a key as a constant, that key is in every catalog, and it gets as
// many arguments as the English format takes; no *Error is built from sentences by hand;
// and every rule.* key of the catalogs is used by the code.
func TestRefusalsAreKeysOfTheCatalogs(t *testing.T) {
	all, err := i18n.Tables()
	if err != nil {
		t.Fatal(err)
	}
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	used := map[string]bool{}
	calls := 0
	fset := token.NewFileSet()
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			switch x := n.(type) {
			case *ast.BasicLit:
				if s, err := strconv.Unquote(x.Value); err == nil && x.Kind == token.STRING && messageKey.MatchString(s) {
					used[s] = true
				}
			case *ast.CompositeLit:
				if id, ok := x.Type.(*ast.Ident); ok && id.Name == "Error" && name != "errors.go" {
					t.Errorf("%s: an Error built by hand; use refuse with a key", fset.Position(x.Pos()))
				}
			case *ast.CallExpr:
				id, ok := x.Fun.(*ast.Ident)
				if !ok || id.Name != "refuse" {
					return true
				}
				calls++
				at := fset.Position(x.Pos())
				lit, ok := x.Args[0].(*ast.BasicLit)
				key, err := "", error(nil)
				if ok {
					key, err = strconv.Unquote(lit.Value)
				}
				if !ok || err != nil || !messageKey.MatchString(key) {
					t.Errorf("%s: refuse takes a message key constant (rule.…), not %s", at, written(x.Args[0]))
					return true
				}
				for code, table := range all {
					if _, ok := table[key]; !ok {
						t.Errorf("%s: %s.json lacks %q", at, code, key)
					}
				}
				if want := argCount(all[i18n.Fallback][key]); len(x.Args)-1 != want {
					t.Errorf("%s: %q takes %d arguments, refuse gives it %d", at, key, want, len(x.Args)-1)
				}
				for _, a := range x.Args[1:] {
					if l, ok := a.(*ast.BasicLit); ok && l.Kind == token.STRING && strings.Contains(l.Value, " ") {
						t.Errorf("%s: a sentence %s passed to %q; put it in the catalogs", at, l.Value, key)
					}
				}
			}
			return true
		})
	}
	if calls < 150 {
		t.Errorf("found only %d refuse calls; is the search looking in the right place?", calls)
	}
	for key := range all[i18n.Fallback] {
		if strings.HasPrefix(key, "rule.") && !used[key] && !used[strings.TrimSuffix(key, ".one")] {
			t.Errorf("the catalogs hold %q, which no code in game uses", key)
		}
	}
}

// written names an expression for a message: a literal as written, anything else by kind.
func written(e ast.Expr) string {
	if l, ok := e.(*ast.BasicLit); ok {
		return l.Value
	}
	return "an expression"
}
