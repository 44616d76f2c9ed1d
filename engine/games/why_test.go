package games

import (
	"fmt"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/trickparty/trickparty/engine"
)

// TestTrickReasonsDescribed: every game lists its trick reasons, each id
// starting with the game's id, unique, with one English sentence.
func TestTrickReasonsDescribed(t *testing.T) {
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
			if r.Text == "" || strings.Count(r.Text, ". ") > 0 || !strings.HasSuffix(r.Text, ".") || strings.Contains(r.Text, "|") {
				t.Errorf("%s: %q is not one sentence (that a Markdown table can hold)", r.ID, r.Text)
			}
			if got, ok := d.TrickReason(r.ID); !ok || got != r {
				t.Errorf("%s: TrickReason(%q) = %+v, %v", d.ID, r.ID, got, ok)
			}
		}
	}
}

// TestTrickReasonsDocumented: docs/TRICK_REASONS.md, which interfaces and
// outside tools read for the ids of the scenario contract's "why", has one
// section per shipped game, in menu order, headed with the game's title
// and id, whose table lists exactly the game's TrickReasons: the same ids
// with the same English sentences, in the same order. A game a program
// adds documents its reasons in its own package, not here.
func TestTrickReasonsDocumented(t *testing.T) {
	doc, err := os.ReadFile("../../docs/TRICK_REASONS.md")
	if err != nil {
		t.Fatal(err)
	}
	got, err := documentedReasons(string(doc))
	if err != nil {
		t.Fatal(err)
	}
	var want []gameReasons
	for _, d := range All() {
		if shipped(d) {
			want = append(want, gameReasons{heading: sectionHeading(d), reasons: d.TrickReasons})
		}
	}
	if len(want) < 3 {
		t.Fatalf("only %d shipped games", len(want))
	}
	for i := range max(len(got), len(want)) {
		switch {
		case i >= len(got):
			t.Errorf("docs/TRICK_REASONS.md has no section %q after %d sections", want[i].heading, len(got))
		case i >= len(want):
			t.Errorf("docs/TRICK_REASONS.md has section %q, not a shipped game's", got[i].heading)
		case got[i].heading != want[i].heading:
			t.Errorf("docs/TRICK_REASONS.md section %d is %q, want %q (each shipped game, in menu order)", i+1, got[i].heading, want[i].heading)
		case !slices.Equal(got[i].reasons, want[i].reasons):
			t.Errorf("docs/TRICK_REASONS.md %s lists\n%s\nthe game's TrickReasons are\n%s", got[i].heading, reasonRows(got[i].reasons), reasonRows(want[i].reasons))
		}
	}
}

// TestDocumentedReasonsReadsEveryRow: the document is read section by
// section, each heading with its rows in order and each sentence whole, and
// a row outside a game's section is an error: TestTrickReasonsDocumented
// compares all of what the document says.
func TestDocumentedReasonsReadsEveryRow(t *testing.T) {
	doc := "# Title\n\n## A (`a`)\n\n| id | why |\n|----|-----|\n| `a.trick.x` | X wins. |\n| `a.trick.y` | Y wins. |\n\n## B: two (`b`)\n\n| `b.trick.z` | Z wins. |\n"
	got, err := documentedReasons(doc)
	want := []gameReasons{
		{"A (`a`)", []engine.TrickReason{{ID: "a.trick.x", Text: "X wins."}, {ID: "a.trick.y", Text: "Y wins."}}},
		{"B: two (`b`)", []engine.TrickReason{{ID: "b.trick.z", Text: "Z wins."}}},
	}
	if err != nil || len(got) != 2 || got[0].heading != want[0].heading || !slices.Equal(got[0].reasons, want[0].reasons) ||
		got[1].heading != want[1].heading || !slices.Equal(got[1].reasons, want[1].reasons) {
		t.Fatalf("read %+v, %v", got, err)
	}
	if _, err := documentedReasons("| `a.trick.x` | X wins. |\n## A (`a`)\n"); err == nil {
		t.Error("a row before any game's section was read")
	}
}

// gameReasons is one game's section of docs/TRICK_REASONS.md.
type gameReasons struct {
	heading string
	reasons []engine.TrickReason
}

// sectionHeading is the heading of d's section: "Gummi Trick (`gummi`)".
func sectionHeading(d *engine.Descriptor) string { return fmt.Sprintf("%s (`%s`)", d.Title, d.ID) }

var (
	gameSection = regexp.MustCompile("^## (.+ \\(`[a-z]+`\\))$")
	reasonRow   = regexp.MustCompile("^\\| `([^`]+)` \\| (.*) \\|$")
)

// documentedReasons reads the games' sections of docs/TRICK_REASONS.md, in
// order, each with its table's rows in order. Any other "## " heading ends
// the game sections; a reason row outside a game's section is an error.
func documentedReasons(doc string) ([]gameReasons, error) {
	var out []gameReasons
	in := false
	for n, line := range strings.Split(doc, "\n") {
		if m := gameSection.FindStringSubmatch(line); m != nil {
			out = append(out, gameReasons{heading: m[1]})
			in = true
			continue
		}
		if strings.HasPrefix(line, "#") {
			in = false
			continue
		}
		m := reasonRow.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		if !in {
			return nil, fmt.Errorf("line %d: a reason row outside a game's section: %s", n+1, line)
		}
		last := &out[len(out)-1]
		last.reasons = append(last.reasons, engine.TrickReason{ID: m[1], Text: m[2]})
	}
	return out, nil
}

// reasonRows writes reasons as the document's table rows, for a message.
func reasonRows(rs []engine.TrickReason) string {
	var b strings.Builder
	for _, r := range rs {
		fmt.Fprintf(&b, "| `%s` | %s |\n", r.ID, r.Text)
	}
	return b.String()
}
