package games

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// shapeFiles are the files every game package has (docs/ARCHITECTURE.md,
// "The shape of a game package").
var shapeFiles = []string{
	"doc.go", "tables.go", "card.go", "action.go", "game.go", "deal.go", "rules.go",
	"notation.go", "observation.go", "determinize.go", "invariants.go", "report.go",
	"why.go", "view.go", "breakdown.go", "examples.go", "heuristic.go", "descriptor.go",
}

// shapeParts are the files a game has only when it has what they hold
// ("a file a game does not need is left out"): each is there exactly when
// the package's Descriptor sets the field. High Card, with no guided game
// and a random playout, has neither.
var shapeParts = map[string]string{"tutorial.go": "Tutorial", "rollout.go": "Rollout"}

// shapeNames are the names every game package declares, with the file
// each lives in: functions, Game's methods ("Game."), types.
var shapeNames = map[string]string{
	"Name": "game.go", "New": "game.go", "type Game": "game.go", "type state": "game.go",
	"Game.Clone": "game.go", "Game.CopyFrom": "game.go",
	"PlayAction": "action.go", "IsPlay": "action.go",
	"Game.Legal": "rules.go", "Game.Apply": "rules.go",
	"Game.EncodeMove": "notation.go", "Game.DecodeMove": "notation.go", "Game.ActionString": "notation.go", "ActionString": "notation.go",
	"type Observation": "observation.go", "Game.Observe": "observation.go", "Observation.Validate": "observation.go",
	"Observation.Determinize": "determinize.go",
	"Game.CheckInvariants":    "invariants.go",
	"Game.Report":             "report.go",
	"Descriptor":              "descriptor.go",
}

// TestEveryGamePackageHasTheShape walks every game package under engine (a
// directory with a descriptor.go) and checks it has the convention's
// files and names where the convention puts them (a tutorial and a
// rollout only when its Descriptor has them), that Game embeds state
// beside nothing but its fixed deals (a game with rounds to deal) and
// trick log, and that each kind of
// move besides plays has its First<Kind>, <Kind>Action and Is<Kind>.
func TestEveryGamePackageHasTheShape(t *testing.T) {
	dirs, _ := filepath.Glob("../*/descriptor.go")
	if len(dirs) < 3 {
		t.Fatalf("found %d game packages", len(dirs))
	}
	for _, d := range dirs {
		dir := filepath.Dir(d)
		t.Run(filepath.Base(dir), func(t *testing.T) {
			for _, f := range shapeFiles {
				if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
					t.Errorf("no %s", f)
				}
			}
			set := descriptorFields(t, filepath.Join(dir, "descriptor.go"))
			for f, field := range shapeParts {
				_, err := os.Stat(filepath.Join(dir, f))
				if (err == nil) != set[field] {
					t.Errorf("%s present %v, Descriptor.%s set %v", f, err == nil, field, set[field])
				}
			}
			found := declarations(t, dir)
			for name, file := range shapeNames {
				if got, ok := found[name]; !ok || got != file {
					t.Errorf("%s is in %q, want %s", name, got, file)
				}
			}
			for name, file := range found {
				kind, ok := strings.CutPrefix(name, "First")
				if !ok || file != "action.go" {
					continue
				}
				for _, want := range []string{kind + "Action", "Is" + kind} {
					if found[want] != "action.go" {
						t.Errorf("%s has no %s in action.go", name, want)
					}
				}
			}
			// a game of one round plays its deal in New and keeps none
			want := "state log"
			if found["type fixedDeal"] != "" {
				want = "state deals log"
			}
			if found["Game fields"] != want {
				t.Errorf("Game holds %q, want %s", found["Game fields"], want)
			}
		})
	}
}

// descriptorFields are the fields the Descriptor variable in path sets.
func descriptorFields(t *testing.T, path string) map[string]bool {
	f, err := parser.ParseFile(token.NewFileSet(), path, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	set := map[string]bool{}
	ast.Inspect(f, func(n ast.Node) bool {
		spec, ok := n.(*ast.ValueSpec)
		if !ok || len(spec.Names) != 1 || spec.Names[0].Name != "Descriptor" || len(spec.Values) != 1 {
			return true
		}
		if lit, ok := spec.Values[0].(*ast.CompositeLit); ok {
			for _, e := range lit.Elts {
				if kv, ok := e.(*ast.KeyValueExpr); ok {
					if id, ok := kv.Key.(*ast.Ident); ok {
						set[id.Name] = true
					}
				}
			}
		}
		return false
	})
	if !set["ID"] {
		t.Fatalf("%s: no Descriptor literal with an ID", path)
	}
	return set
}

// declarations maps the top-level names of the package in dir (functions,
// methods as Type.Name, types as "type Name", constants and variables) to
// the file that declares them; "Game fields" lists Game's fields.
func declarations(t *testing.T, dir string) map[string]string {
	fset := token.NewFileSet()
	paths, _ := filepath.Glob(filepath.Join(dir, "*.go"))
	found := map[string]string{}
	for _, path := range paths {
		if strings.HasSuffix(path, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, decl := range f.Decls {
			for _, name := range declared(decl, found) {
				found[name] = filepath.Base(path)
			}
		}
	}
	return found
}

// declared names what decl declares, as declarations keys them; it notes
// Game's fields in found.
func declared(decl ast.Decl, found map[string]string) []string {
	var names []string
	switch d := decl.(type) {
	case *ast.FuncDecl:
		name := d.Name.Name
		if d.Recv != nil {
			recv := d.Recv.List[0].Type
			if star, ok := recv.(*ast.StarExpr); ok {
				recv = star.X
			}
			if id, ok := recv.(*ast.Ident); ok {
				name = id.Name + "." + name
			}
		}
		names = append(names, name)
	case *ast.GenDecl:
		for _, spec := range d.Specs {
			switch s := spec.(type) {
			case *ast.TypeSpec:
				names = append(names, "type "+s.Name.Name)
				if st, ok := s.Type.(*ast.StructType); ok && s.Name.Name == "Game" {
					found["Game fields"] = fieldNames(st)
				}
			case *ast.ValueSpec:
				for _, n := range s.Names {
					names = append(names, n.Name)
				}
			}
		}
	}
	return names
}

// fieldNames lists a struct's fields, an embedded one by its type.
func fieldNames(st *ast.StructType) string {
	var names []string
	for _, f := range st.Fields.List {
		if len(f.Names) == 0 {
			if id, ok := f.Type.(*ast.Ident); ok {
				names = append(names, id.Name)
			}
		}
		for _, n := range f.Names {
			names = append(names, n.Name)
		}
	}
	return strings.Join(names, " ")
}
