// Package tests holds whole-repository checks and the shell tests that
// start the app or the LAN host in a private network namespace.
package tests

import (
	"go/build"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"
)

const module = "github.com/trickparty/trickparty/"

// layerRule says which packages a directory's code may import: a test
// names the rule in words, so a failure explains the architecture.
type layerRule struct {
	dir    string // repository-relative package directory prefix
	why    string
	denied func(imp string) bool
	// codeOnly rules leave the package's tests free: a ui test may start
	// a lan host to play the other machine's part.
	codeOnly bool
}

func ours(imp string) (string, bool) { return strings.CutPrefix(imp, module) }

func isFyne(imp string) bool { return strings.HasPrefix(imp, "fyne.io/") }

var layerRules = []layerRule{
	{"engine", "the engine is pure Go: it imports only the standard library, engine packages and assets (pure Go pictures a game's Descriptor.Art hands on)", func(imp string) bool {
		p, mine := ours(imp)
		return (mine && !strings.HasPrefix(p, "engine") && p != "assets") || (!mine && strings.Contains(strings.Split(imp, "/")[0], "."))
	}, true},
	{"engine", "the engine's tests never start Fyne or the ui: a game package's tests may play it through app and lan and draw its art as the app does, so a game added by a build tag is tested in its own package", func(imp string) bool {
		p, mine := ours(imp)
		return isFyne(imp) || (mine && (strings.HasPrefix(p, "ui") || strings.HasPrefix(p, "cmd")))
	}, false},
	{"lan", "lan builds on the engine only (no Fyne, no app, no ui); lan/lantest helps its tests and lan/internal holds its own parts (the PAKE, mDNS on the wire)", func(imp string) bool {
		p, mine := ours(imp)
		return isFyne(imp) || (mine && !strings.HasPrefix(p, "engine") && p != "lan/lantest" && !strings.HasPrefix(p, "lan/internal/"))
	}, false},
	{"app", "app is the application layer without Fyne: it may use engine and lan, never ui", func(imp string) bool {
		p, mine := ours(imp)
		return isFyne(imp) || (mine && (p == "ui" || strings.HasPrefix(p, "cmd")))
	}, false},
	{"assets", "assets are art and data: no Fyne, none of our packages", func(imp string) bool {
		p, mine := ours(imp)
		return isFyne(imp) || (mine && !strings.HasPrefix(p, "assets"))
	}, false},
	{"ui/internal/tablemodel", "the table's model is what the table shows, without Fyne, so tests read it headless: it builds on app and the engine only", func(imp string) bool {
		p, mine := ours(imp)
		return isFyne(imp) || (mine && p != "app" && !strings.HasPrefix(p, "engine"))
	}, true},
	{"ui/internal/tablemodel", "the table's model and its tests never start Fyne (a test may play a LAN host)", isFyne, false},
	{"ui/internal/words", "the words are said without Fyne, so their tests run headless: they build on app, the engine, lang and the table's model only", func(imp string) bool {
		p, mine := ours(imp)
		return isFyne(imp) || (mine && p != "app" && !strings.HasPrefix(p, "engine") && p != "ui/internal/lang" && p != "ui/internal/tablemodel")
	}, false},
	{"ui/internal/widgets", "the shared widgets know no screen, session or game: Fyne, lang, posixlocale and the line breaker only", func(imp string) bool {
		p, mine := ours(imp)
		return mine && p != "ui/internal/lang" && p != "ui/internal/posixlocale" && p != "ui/internal/linebreak"
	}, false},
	{"ui/internal/art", "the card art comes from the games' descriptors (through app) and assets, drawn for Fyne: no screen, session or words", func(imp string) bool {
		p, mine := ours(imp)
		return mine && p != "app" && p != "assets" && !strings.HasPrefix(p, "engine")
	}, false},
	{"ui/home", "a screen's package builds on app, the engine and ui's internal packages, and asks the app for the rest by an interface: never ui itself", func(imp string) bool {
		p, mine := ours(imp)
		return mine && p != "app" && !strings.HasPrefix(p, "engine") && !strings.HasPrefix(p, "ui/internal/")
	}, false},
	{"ui/internal/linebreak", "line breaking is text only: no Fyne (the ui passes its measure in) and none of our packages", func(imp string) bool {
		_, mine := ours(imp)
		return isFyne(imp) || mine
	}, false},
	{"ui", "ui sits below the programs: it never imports cmd", func(imp string) bool {
		p, mine := ours(imp)
		return mine && strings.HasPrefix(p, "cmd")
	}, false},
	{"ui", "ui only draws: it reaches the network through app, never lan", func(imp string) bool {
		p, mine := ours(imp)
		return mine && p == "lan"
	}, true},
}

// TestLayering walks every package of the repository (tests included) and
// checks its imports against the layering in docs/ARCHITECTURE.md.
func TestLayering(t *testing.T) {
	root, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	checked := map[string]int{}
	err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() {
			return nil
		}
		name := d.Name()
		if path != root && (strings.HasPrefix(name, ".") || name == "testdata" || name == "build" || name == "dist") {
			return filepath.SkipDir
		}
		pkg, err := build.ImportDir(path, 0)
		if err != nil {
			return nil // no Go files here
		}
		rel, _ := filepath.Rel(root, path)
		rel = filepath.ToSlash(rel)
		imports := append(append(append([]string{}, pkg.Imports...), pkg.TestImports...), pkg.XTestImports...)
		for _, r := range layerRules {
			if rel != r.dir && !strings.HasPrefix(rel, r.dir+"/") {
				continue
			}
			checked[r.dir]++
			imports := imports
			if r.codeOnly {
				imports = pkg.Imports
			}
			for _, imp := range imports {
				if r.denied(imp) {
					t.Errorf("%s imports %s: %s", rel, imp, r.why)
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range layerRules {
		if checked[r.dir] == 0 {
			t.Errorf("no package found under %s/: the walk is broken", r.dir)
		}
	}
	if checked["engine"] < 6 {
		t.Errorf("only %d engine packages checked", checked["engine"])
	}
}
