package games

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

// TestTrickReasonsDocumented: every game lists its trick reasons, each id
// starting with the game's id, unique, with one English sentence; and
// docs/TRICK_REASONS.md lists exactly the shipped games' ids with the same
// sentences (a game a program adds documents its own in its package).
func TestTrickReasonsDocumented(t *testing.T) {
	doc, err := os.ReadFile("../../docs/TRICK_REASONS.md")
	if err != nil {
		t.Fatal(err)
	}
	documented := map[string]string{}
	for _, line := range strings.Split(string(doc), "\n") {
		var id string
		if _, err := fmt.Sscanf(line, "| `%s", &id); err != nil || !strings.HasSuffix(id, "`") {
			continue
		}
		id = strings.TrimSuffix(id, "`")
		_, text, _ := strings.Cut(line, "` | ")
		documented[id] = strings.TrimSuffix(text, " |")
	}
	ids := map[string]bool{}
	for _, d := range All() {
		if len(d.TrickReasons) == 0 {
			t.Errorf("%s lists no trick reasons", d.ID)
		}
		for _, r := range d.TrickReasons {
			if !strings.HasPrefix(r.ID, d.ID+".trick.") || ids[r.ID] {
				t.Errorf("%s: id %q is not the game's or is listed twice", d.ID, r.ID)
			}
			ids[r.ID] = true
			if r.Text == "" || strings.Count(r.Text, ". ") > 0 || !strings.HasSuffix(r.Text, ".") {
				t.Errorf("%s: %q is not one sentence", r.ID, r.Text)
			}
			if got, ok := d.TrickReason(r.ID); !ok || got != r {
				t.Errorf("%s: TrickReason(%q) = %+v, %v", d.ID, r.ID, got, ok)
			}
			if text, ok := documented[r.ID]; (!ok && shipped(d)) || ok && text != r.Text {
				t.Errorf("docs/TRICK_REASONS.md: %s is %q, the game says %q", r.ID, text, r.Text)
			}
		}
	}
	for id := range documented {
		if !ids[id] {
			t.Errorf("docs/TRICK_REASONS.md lists %s, which no game gives", id)
		}
	}
}
