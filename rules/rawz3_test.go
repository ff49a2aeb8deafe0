package rules_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strings"
	"testing"
)

// TestNoRawZ3 checks that no built-in rule reaches raw Z3: the package
// does not import the binding, and no call in it is to the Builder's
// escape hatch (Digit, Value, Assert, Z3), which would leave its Models
// to Z3 alone (see sudoku.Builder).
func TestNoRawZ3(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	hatch := map[string]bool{"Digit": true, "Value": true, "Assert": true, "Z3": true}
	fset := token.NewFileSet()
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, imp := range f.Imports {
			if imp.Path.Value == `"github.com/z3sudoku/z3sudoku/z3"` {
				t.Errorf("%s imports the Z3 binding", name)
			}
		}
		ast.Inspect(f, func(n ast.Node) bool {
			if call, ok := n.(*ast.CallExpr); ok {
				if sel, ok := call.Fun.(*ast.SelectorExpr); ok && hatch[sel.Sel.Name] {
					t.Errorf("%s: a call to %s, the Builder's escape hatch to raw Z3", fset.Position(call.Pos()), sel.Sel.Name)
				}
			}
			return true
		})
	}
	if len(files) == 0 {
		t.Fatal("no files")
	}
}
