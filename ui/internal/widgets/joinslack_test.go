package widgets

import (
	"encoding/json"
	"os"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/trickparty/trickparty/ui/internal/linebreak"
)

// TestTwoPiecesAreNoWiderThanTheirJoinSlack: the line breaker bounds a
// line by its pieces' widths and linebreak.JoinSlack instead of measuring
// it whole, so no text of the app may be drawn wider joined than apart by
// more than the slack, in either language, at the sizes the app draws
// text (with its fonts, kerning and all). Were it, a line would run past
// its width.
func TestTwoPiecesAreNoWiderThanTheirJoinSlack(t *testing.T) {
	a := test.NewApp()
	defer a.Quit()
	a.Settings().SetTheme(&Theme{})
	raw, err := os.ReadFile("../words/translations/ja.json")
	if err != nil {
		t.Fatal(err)
	}
	var ja map[string]any
	if err := json.Unmarshal(raw, &ja); err != nil {
		t.Fatal(err)
	}
	// Pairs a font kerns, beside the app's own words.
	texts := []string{"AVAWATo Ty Yo LT P. F, \"A\" Wa Te Vo (f) 7/4 1:1"}
	for en, tr := range ja {
		texts = append(texts, en)
		switch tr := tr.(type) {
		case string:
			texts = append(texts, tr)
		case map[string]any: // a plural's forms
			for _, form := range tr {
				if form, ok := form.(string); ok {
					texts = append(texts, form)
				}
			}
		}
	}
	checked, worst := 0, float32(0)
	// Every text at the smallest size; every third also in bold and at
	// the largest size a big window draws (measuring is slow under -race).
	sizes := []struct {
		size  float32
		style fyne.TextStyle
	}{{12, fyne.TextStyle{}}, {12, fyne.TextStyle{Bold: true}}, {30, fyne.TextStyle{}}}
	slices.Sort(texts)
	for i, text := range texts {
		pieces := linebreak.Phrases(text)
		at := sizes
		if i%3 != 0 {
			at = sizes[:1]
		}
		for _, at := range at {
			measure := func(s string) float32 { return fyne.MeasureText(s, at.size, at.style).Width }
			// As the line breaker joins them: a line ends with no space,
			// and the piece that joins it starts with the space the line
			// broke at.
			line := ""
			for _, p := range pieces {
				bounded, next := strings.TrimRight(line, " "), strings.TrimRight(line+p, " ")
				if bounded != "" && len(next) > len(bounded) {
					rest := measure(next[len(bounded):])
					joined, apart := measure(next), measure(bounded)+rest
					worst = max(worst, (joined-apart)/linebreak.JoinSlack(rest))
					if joined > apart+linebreak.JoinSlack(rest) {
						t.Errorf("%q and %q at %v px: %.2f joined, %.2f apart", bounded, next[len(bounded):], at.size, joined, apart)
					}
					checked++
				}
				line += p
			}
		}
	}
	t.Logf("%d joins; the widest took %.0f%% of its slack", checked, 100*worst)
	if checked < 3000 {
		t.Fatalf("only %d joins checked", checked)
	}
}
