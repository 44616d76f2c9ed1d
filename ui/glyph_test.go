package ui

import (
	"bytes"
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"unicode"

	"fyne.io/fyne/v2"
	"github.com/go-text/typesetting/font"

	"github.com/trickparty/trickparty/ui/internal/widgets"
)

// shownStrings is every string the interface can show: the translations
// (keys are the English texts), the rules texts, and the string literals
// of ui's packages.
func shownStrings(t *testing.T) map[string]string {
	t.Helper()
	out := map[string]string{}
	files, _ := filepath.Glob("internal/words/translations/*.json")
	// The guided games' scripts, which the coach shows, and the games' own
	// words, in each game's package.
	scripts, _ := filepath.Glob("../engine/*/tutorial.json")
	words, _ := filepath.Glob("../engine/*/words.*.json")
	for _, f := range append(append(files, scripts...), words...) {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var m map[string]any
		if err := json.Unmarshal(data, &m); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		var walk func(where string, v any)
		walk = func(where string, v any) {
			switch v := v.(type) {
			case string:
				out[v] = where
			case map[string]any:
				for k, x := range v {
					out[k] = where
					walk(where, x)
				}
			case []any:
				for _, x := range v {
					walk(where, x)
				}
			}
		}
		walk(f, m)
	}
	rules, _ := filepath.Glob("../engine/*/rules.*.md")
	for _, f := range rules {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		out[string(data)] = f
	}
	fset := token.NewFileSet()
	for _, f := range uiSources(t, false) {
		file, err := parser.ParseFile(fset, f, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(file, func(n ast.Node) bool {
			if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING {
				if s, err := strconv.Unquote(lit.Value); err == nil {
					out[s] = fset.Position(lit.Pos()).String()
				}
			}
			return true
		})
	}
	if len(out) < 300 {
		t.Fatalf("found only %d strings; the scan is broken", len(out))
	}
	return out
}

func parseFont(t *testing.T, r fyne.Resource) *font.Face {
	t.Helper()
	f, err := font.ParseTTF(bytes.NewReader(r.Content()))
	if err != nil {
		t.Fatalf("%s: %v", r.Name(), err)
	}
	return f
}

// TestEveryCharacterIsInTheShippedFonts: every character the interface can
// show, in every language, is drawn from a font we ship (ours or Fyne's
// own), in the regular and the bold style, never from whatever fonts the
// player's system happens to have (Windows drew "▸" as "�").
func TestEveryCharacterIsInTheShippedFonts(t *testing.T) {
	th := &widgets.Theme{}
	latinRegular, latinBold := widgets.CutLatinFonts()
	for _, style := range []fyne.TextStyle{{}, {Bold: true}} {
		fonts := []*font.Face{parseFont(t, th.Font(style))}
		// Fyne's own font as the app hands it to Fyne: cut (widgets/fontsize.go).
		if style.Bold {
			fonts = append(fonts, parseFont(t, fyne.NewStaticResource("latin-bold", latinBold)))
		} else {
			fonts = append(fonts, parseFont(t, fyne.NewStaticResource("latin", latinRegular)))
		}
		missing := map[rune]string{}
		for s, where := range shownStrings(t) {
			for _, r := range s {
				if unicode.Is(unicode.Zs, r) {
					// The shaper keeps a space in the run before it, so
					// our font (first in the theme) must have it too.
					if _, ok := fonts[0].NominalGlyph(r); !ok {
						missing[r] = where
					}
					continue
				}
				if unicode.IsControl(r) {
					continue
				}
				found := false
				for _, f := range fonts {
					if _, ok := f.NominalGlyph(r); ok {
						found = true
						break
					}
				}
				if !found {
					missing[r] = where
				}
			}
		}
		for r, where := range missing {
			t.Errorf("bold %v: %q (U+%04X, from %s) is in no font we ship: run `make fonts` or use another character", style.Bold, r, r, where)
		}
	}
}
