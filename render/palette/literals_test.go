package palette

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"
)

// Every colour of the game is written in this package once: no other package of render
// writes a colour as a literal (color.NRGBA{0xec, 0xe3, 0xc6, 0xff}). A colour worked out
// from others (a mix, a fade) is no literal and may stand where it is used. Tests are
// left out: they write the colours they expect to find on the screen.
func TestNoColourOutsideThePalette(t *testing.T) {
	var found []string
	err := filepath.WalkDir("..", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && filepath.Base(path) == "palette" {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		found = append(found, colourLiterals(t, path)...)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range found {
		t.Errorf("a colour written outside render/palette: %s", f)
	}
}

// colourLiterals are the places in one file where a colour of package image/color is
// written with constant components only.
func colourLiterals(t *testing.T, path string) []string {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
	if err != nil {
		t.Fatal(err)
	}
	var found []string
	ast.Inspect(f, func(n ast.Node) bool {
		lit, ok := n.(*ast.CompositeLit)
		if !ok || !isColourType(lit.Type) || len(lit.Elts) == 0 {
			return true
		}
		for _, e := range lit.Elts {
			if kv, ok := e.(*ast.KeyValueExpr); ok {
				e = kv.Value
			}
			if _, ok := e.(*ast.BasicLit); !ok {
				return true
			}
		}
		found = append(found, fset.Position(lit.Pos()).String())
		return true
	})
	return found
}

// isColourType reports whether a literal's type is one of image/color's colours.
func isColourType(e ast.Expr) bool {
	sel, ok := e.(*ast.SelectorExpr)
	if !ok {
		return false
	}
	pkg, ok := sel.X.(*ast.Ident)
	if !ok || pkg.Name != "color" {
		return false
	}
	switch sel.Sel.Name {
	case "RGBA", "NRGBA", "RGBA64", "NRGBA64", "Gray", "Gray16", "Alpha", "Alpha16", "CMYK":
		return true
	}
	return false
}
