package tests

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/trickparty/trickparty/engine/games"
	"github.com/trickparty/trickparty/engine/highcard"
)

// High Card is registered here as a build adds it (-tags highcard), so the
// walk holds it to the same rule: its id and package appear only in its
// own package and in the files that register it, one per program.
func init() { games.Register(&highcard.Descriptor) }

// addedBy are the files that register a game a build adds, by id: one per
// program that can play it.
var addedBy = map[string][]string{highcard.Name: {"cmd/trickparty/highcard.go", "cmd/trickctl/highcard.go"}}

// gameOwners are where a game's id and package may appear: its own package
// and the registry (or, for a game a build adds, the files that register
// it). The art is the game's: assets holds pictures, not ids.
func gameOwners(game string) []string {
	owners := []string{"engine/" + game + "/", "engine/games/"}
	owners = append(owners, addedBy[game]...)
	return owners
}

// TestGamesOnlyThroughTheRegistry: outside a game's own package and the
// registry, no Go source (tests aside) imports a game package or
// holds a game's id as a string: everything else learns about a game from
// its descriptor, so adding a game touches only its own files.
func TestGamesOnlyThroughTheRegistry(t *testing.T) {
	root, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	ids := map[string]bool{}
	for _, d := range games.All() {
		ids[d.ID] = true
	}
	if len(ids) < 4 {
		t.Fatalf("the registry lists %d games", len(ids))
	}
	files := 0
	err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		rel = filepath.ToSlash(rel)
		if d.IsDir() {
			if path != root && (strings.HasPrefix(d.Name(), ".") || d.Name() == "testdata" || d.Name() == "build" || d.Name() == "dist") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(rel, ".go") || strings.HasSuffix(rel, "_test.go") {
			return nil
		}
		allowed := func(game string) bool {
			for _, dir := range gameOwners(game) {
				if strings.HasPrefix(rel, dir) {
					return true
				}
			}
			return false
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		files++
		for _, imp := range f.Imports {
			p, _ := strconv.Unquote(imp.Path.Value)
			if game, ok := strings.CutPrefix(p, module+"engine/"); ok && ids[game] && !allowed(game) {
				t.Errorf("%s imports the %s package; ask engine/games for its descriptor instead", rel, game)
			}
		}
		ast.Inspect(f, func(n ast.Node) bool {
			lit, ok := n.(*ast.BasicLit)
			if !ok || lit.Kind != token.STRING {
				return true
			}
			if s, err := strconv.Unquote(lit.Value); err == nil && ids[s] && !allowed(s) {
				t.Errorf("%s holds the game id %q; a game's traits belong in its descriptor", rel, s)
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if files < 50 {
		t.Fatalf("scanned only %d files; the walk is broken", files)
	}
}
