package ui

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/trickparty/trickparty/ui/internal/linebreak"
)

// oneEach measures every character one unit wide.
func oneEach(s string) float32 { return float32(utf8.RuneCountInString(s)) }

// TestEveryJapaneseTextWrapsWithoutLoss: every Japanese text the app has,
// wrapped at every width from 3 to 30 characters (for the felt and for a
// label), keeps every character (only spaces at a break go), has no empty
// line, and starts no line but the first with a closing mark.
func TestEveryJapaneseTextWrapsWithoutLoss(t *testing.T) {
	var texts []string
	for _, v := range allWords(t, "ja") {
		switch v := v.(type) {
		case string:
			texts = append(texts, v)
		case map[string]any:
			for _, p := range v {
				if s, ok := p.(string); ok {
					texts = append(texts, s)
				}
			}
		}
	}
	if len(texts) < 100 {
		t.Fatalf("only %d Japanese texts", len(texts))
	}
	for _, text := range texts {
		for _, para := range strings.Split(text, "\n") {
			for w := float32(3); w <= 30; w++ {
				for _, lines := range [][]string{linebreak.Wrap(para, w, oneEach), linebreak.WrapInside(para, w, oneEach)} {
					if joined := strings.ReplaceAll(strings.Join(lines, ""), " ", ""); joined != strings.ReplaceAll(para, " ", "") {
						t.Fatalf("%q at %v loses text: %q", para, w, lines)
					}
					for i, l := range lines {
						if l == "" && para != "" {
							t.Fatalf("%q at %v: an empty line in %q", para, w, lines)
						}
						if r, _ := utf8.DecodeRuneInString(l); i > 0 && linebreak.NoLineStart(r) {
							t.Errorf("%q at %v: line %q starts with %q", para, w, l, r)
						}
					}
				}
			}
		}
	}
}
