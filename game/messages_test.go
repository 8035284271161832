package game

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"regexp"
	"slices"
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

// keyShape is how a key of the catalogs looks in code: dotted lower-case words
// ("event.move", "hud.decide.replace"); a literal ending in a dot ("month.") is the
// start of keys the code completes at run time.
var keyShape = regexp.MustCompile(`^[a-z][a-z0-9]*(\.[a-z0-9]+)*\.?$`)

// fileName is a literal that names a file ("settings.json"), not a key.
var fileName = regexp.MustCompile(`\.(json|png|go|txt|ttf|wav|html|js|wasm|exe)$`)

// germanLetters betray a German text written in Go code.
var germanLetters = regexp.MustCompile(`[äöüÄÖÜß]`)

// sentence is three or more words in a row, in lower case or capitalised: a text meant
// for a reader (the board's printed labels, "FIRST ARMY GROUP", are names, not
// sentences).
var sentence = regexp.MustCompile(`[A-Za-z][a-z]+[,:;]? +[A-Za-z][a-z]+[,:;]? +[A-Za-z][a-z]+`)

// sentencesFor lists where the code may still speak in sentences of its own, and why:
// those are for programmers and for the protocol's scripts, in English, not for the
// players of the game (whose texts are all in the catalogs).
var sentencesFor = map[string]string{
	"game/engine":               "the text protocol's own replies, English for scripts (docs/protocol.md)",
	"game/ai":                   "selfplay's report and the AI's internal errors, for developers",
	"game/store":                "the file system's errors, shown after a catalog sentence that says what failed",
	"maps":                      "the map file's errors, for whoever edits the map",
	"scripts":                   "the developers' tools",
	"audio":                     "the sound driver's log lines",
	"main.go":                   "the command line's usage and errors, English for developers",
	"serve.go":                  "taktik serve's flags and start line, English for whoever hosts",
	"server":                    "the online protocol's replies, English for programs like the engine's (docs/online.md), its SQL and its bare page for hosts",
	"window.go":                 "the command line's usage and errors, English for developers",
	"assets/i18n":               "the catalogs' own loading errors",
	"render/trace.go":           "the trace of frame times, for developers",
	"render/palette/palette.go": "the names of the colour pairs, for the colour-blindness test's messages",
	"game/save.go":              "the text of encoding/json's error that names an unknown field, read to say which",
}

// errorCalls build errors and crashes for programmers: their texts need no catalog.
var errorCalls = map[string]bool{"fmt.Errorf": true, "errors.New": true, "panic": true, "log.Printf": true,
	"log.Println": true, "log.Fatal": true,
	"t.Fatal": true, "t.Fatalf": true, "t.Errorf": true} // t.…: a test helper's word to a programmer

// TestEveryTextIsInTheCatalogs reads every Go file of the module outside the tests: each
// literal shaped like a key of a catalog namespace is a key the catalogs hold (or the
// start of some), every key of the catalogs is used by the code (as a literal, a
// counted key's base, or under a start the code completes), the catalogs hold the same
// keys, and no text a player reads is written in Go: no German letters anywhere, no
// choosing a language by comparing with "de", and no sentence outside the places
// sentencesFor names and the calls that build errors for programmers.
func TestEveryTextIsInTheCatalogs(t *testing.T) {
	all, err := i18n.Tables()
	if err != nil {
		t.Fatal(err)
	}
	en := all[i18n.Fallback]
	for code, table := range all {
		for k := range en {
			if _, ok := table[k]; !ok {
				t.Errorf("%s.json lacks %q", code, k)
			}
		}
		for k := range table {
			if _, ok := en[k]; !ok {
				t.Errorf("%s.json has %q, which %s.json lacks", code, k, i18n.Fallback)
			}
		}
	}
	spaces := map[string]bool{}
	for k := range en {
		spaces[strings.SplitN(k, ".", 2)[0]] = true
	}
	literals, prefixes, words := map[string]bool{}, map[string]bool{}, map[string]bool{}
	found := 0
	for _, f := range moduleFiles(t) {
		allowed := ""
		for where, why := range sentencesFor {
			if f.path == where || strings.HasPrefix(f.path, where+"/") {
				allowed = why
			}
		}
		inError := map[ast.Node]bool{}
		ast.Inspect(f.ast, func(n ast.Node) bool {
			switch x := n.(type) {
			case *ast.CallExpr:
				if errorCalls[callee(x.Fun)] {
					for _, a := range x.Args {
						inError[a] = true
					}
				}
			case *ast.FuncDecl:
				if x.Name.Name == "Error" && x.Recv != nil { // an error's own sentence for programmers
					inError[x.Body] = true
				}
			case *ast.BinaryExpr:
				if (x.Op == token.EQL || x.Op == token.NEQ) && (isLang(x.X) || isLang(x.Y)) {
					t.Errorf("%s: a language chosen in code (a comparison with its code); put the words in the catalogs", f.at(x.Pos()))
				}
			case *ast.CaseClause:
				if slices.ContainsFunc(x.List, isLang) {
					t.Errorf("%s: a language chosen in code (a case of its code); put the words in the catalogs", f.at(x.Pos()))
				}
			case *ast.BasicLit:
				s, err := strconv.Unquote(x.Value)
				if x.Kind != token.STRING || err != nil {
					return true
				}
				found++
				words[s] = true
				if keyShape.MatchString(s) && strings.Contains(s, ".") && spaces[strings.SplitN(s, ".", 2)[0]] && !fileName.MatchString(s) {
					if strings.HasSuffix(s, ".") {
						prefixes[s] = true
					} else {
						literals[s] = true
					}
				}
				if germanLetters.MatchString(s) {
					t.Errorf("%s: German text in Go code: %q; put it in the catalogs", f.at(x.Pos()), s)
				}
				if allowed == "" && sentence.MatchString(s) && !f.inside(x, inError) {
					t.Errorf("%s: a sentence in Go code: %q; put it in the catalogs", f.at(x.Pos()), s)
				}
			}
			return true
		})
	}
	if found < 2000 {
		t.Fatalf("found only %d string literals; is the search looking in the right place?", found)
	}
	// The code names a key whole, or without one of its words, which it adds at run time:
	// i18n.Counted adds ".one", the help lines ".k" and ".a" ("help.zoom": help.k.zoom).
	stems := map[string]bool{}
	for k := range en {
		parts := strings.Split(k, ".")
		for i := range parts {
			stems[strings.Join(slices.Delete(slices.Clone(parts), i, i+1), ".")] = true
		}
	}
	for s := range literals {
		if _, ok := en[s]; !ok && !stems[s] {
			t.Errorf("the code uses the key %q, which the catalogs lack", s)
		}
	}
	for p := range prefixes {
		if !hasPrefix(en, p) {
			t.Errorf("the code builds keys from %q, but no key of the catalogs starts so", p)
		}
	}
	for k := range en {
		used := words[k]
		parts := strings.Split(k, ".")
		for i := range parts {
			used = used || words[strings.Join(slices.Delete(slices.Clone(parts), i, i+1), ".")]
		}
		for p := range prefixes {
			used = used || strings.HasPrefix(k, p)
		}
		if !used {
			t.Errorf("the catalogs hold %q, which no code uses", k)
		}
	}
}

// isLang is a language's code written as a literal: "de", "en".
func isLang(e ast.Expr) bool {
	l, ok := e.(*ast.BasicLit)
	return ok && (l.Value == `"de"` || l.Value == `"en"`)
}

func hasPrefix(table map[string]string, p string) bool {
	for k := range table {
		if strings.HasPrefix(k, p) {
			return true
		}
	}
	return false
}

// callee names a called function as written: "fmt.Errorf", "panic".
func callee(fun ast.Expr) string {
	switch f := fun.(type) {
	case *ast.Ident:
		return f.Name
	case *ast.SelectorExpr:
		if x, ok := f.X.(*ast.Ident); ok {
			return x.Name + "." + f.Sel.Name
		}
	}
	return ""
}

type goFile struct {
	path    string // from the module's root, slash-separated
	ast     *ast.File
	fset    *token.FileSet
	parents map[ast.Node]ast.Node
}

func (f goFile) at(p token.Pos) string { return f.path + ":" + strconv.Itoa(f.fset.Position(p).Line) }

// inside reports whether n stands within one of the nodes marked.
func (f goFile) inside(n ast.Node, marked map[ast.Node]bool) bool {
	for ; n != nil; n = f.parents[n] {
		if marked[n] {
			return true
		}
	}
	return false
}

// moduleFiles parses every Go file of the module but the tests.
func moduleFiles(t *testing.T) []goFile {
	t.Helper()
	var out []goFile
	err := filepath.WalkDir("..", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == ".git" || d.Name() == "testdata") {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
			return nil
		}
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, p, nil, 0)
		if err != nil {
			return err
		}
		parents := map[ast.Node]ast.Node{}
		var stack []ast.Node
		ast.Inspect(f, func(n ast.Node) bool {
			if n == nil {
				stack = stack[:len(stack)-1]
				return false
			}
			if len(stack) > 0 {
				parents[n] = stack[len(stack)-1]
			}
			stack = append(stack, n)
			return true
		})
		rel, _ := filepath.Rel("..", p)
		out = append(out, goFile{filepath.ToSlash(rel), f, fset, parents})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}
