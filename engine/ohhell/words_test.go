package ohhell

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/trickparty/trickparty/engine"
)

// TestEveryWordIsTranslated: every key the game hands the interface - its
// title, options, decisions, suits, reasons, score lines, rows, tags and
// prompts (from the views of a whole game) - is in both words files, which
// hold the same keys but the refusals' (Japanese only), and every refusal
// the rules make has its Japanese words.
func TestEveryWordIsTranslated(t *testing.T) {
	files := map[string]map[string]json.RawMessage{}
	for _, lang := range []string{"en", "ja"} {
		b, err := words.ReadFile("words." + lang + ".json")
		if err != nil {
			t.Fatal(err)
		}
		m := map[string]json.RawMessage{}
		if err := json.Unmarshal(b, &m); err != nil {
			t.Fatalf("words.%s.json: %v", lang, err)
		}
		files[lang] = m
	}
	keys := map[string]bool{Descriptor.Title: true, Descriptor.TieBreak: true, "blurb " + Name: true, "nextleader " + Name: true, "beforetricks " + Name: true,
		"tag " + TagBid: true, "tag " + TagWon: true, "score ohhell.score.exact": true, "score ohhell.score.zero": true,
		"score ohhell.score.missed": true, "score ohhell.score.missed.took": true, "score ohhell.score.missed.none": true,
		"Exact bid": true, "Bid 0 and took no trick": true, "Missed the bid": true}
	for _, o := range Descriptor.Options {
		keys[o.Label] = true
		for _, c := range o.Choices {
			keys[c.Label] = true
		}
	}
	for _, d := range Descriptor.Decisions {
		keys[d.Done], keys[d.Hint] = true, true
	}
	for _, s := range suitNames {
		keys[s] = true
	}
	for _, r := range Descriptor.TrickReasons {
		keys[r.Text] = true
		for _, k := range []string{"why ", "whyshort ", "whyyou ", "example "} {
			keys[k+r.ID] = true
		}
	}
	// the views' words over a game, the dealer hooked and not
	g := newGame(t, 4, map[string]int{"cards": 13})
	var buf [engine.MaxActions]engine.Action
	rules := map[string]bool{}
	for !g.Over() {
		for s := 0; s < g.players; s++ {
			v, err := Descriptor.View(g.Observe(s))
			if err != nil {
				t.Fatal(err)
			}
			for _, r := range v.Rows {
				keys[r.Label] = true
			}
			if p := v.Prompt; p != nil {
				keys[p.Say], keys[p.Title], keys[p.Ask] = true, true, true
				for _, c := range p.Choices {
					keys[c.Label] = true // the numbers too: the interface looks every label up
				}
			}
			for _, a := range []engine.Action{PlayAction(0), BidAction(0), BidAction(MaxHand), FirstBid - 1} {
				c := g.Clone()
				if re, ok := c.Apply(s, a).(*engine.RuleError); ok {
					rules["rule "+re.Rule] = true
				}
			}
		}
		legal := g.Legal(g.turn, buf[:0])
		apply(t, g, g.turn, legal[len(legal)/2])
	}
	for k := range keys {
		for lang, m := range files {
			if _, ok := m[k]; !ok {
				t.Errorf("words.%s.json has no %q", lang, k)
			}
		}
	}
	for k := range rules {
		if _, ok := files["ja"][k]; !ok {
			t.Errorf("words.ja.json has no %q", k)
		}
	}
	for k := range files["ja"] {
		if _, ok := files["en"][k]; !ok && !strings.HasPrefix(k, "rule ") {
			t.Errorf("words.ja.json has %q, which words.en.json has not", k)
		}
	}
	for k := range files["en"] {
		if _, ok := files["ja"][k]; !ok {
			t.Errorf("words.en.json has %q, which words.ja.json has not", k)
		}
	}
	if len(rules) < 4 {
		t.Errorf("only refusals %v met", rules)
	}
}

// TestShortReasonsFitUnderACard: a trick's short reason is the tag under
// the winning card, one card wide; a tag longer than the other games'
// longest ("only yellow", 11 letters; 「赤はこれだけ」, 6 characters) is cut
// with an ellipsis at 800x600.
func TestShortReasonsFitUnderACard(t *testing.T) {
	limits := map[string]int{"en": 11, "ja": 6}
	for lang, most := range limits {
		b, err := words.ReadFile("words." + lang + ".json")
		if err != nil {
			t.Fatal(err)
		}
		m := map[string]json.RawMessage{}
		if err := json.Unmarshal(b, &m); err != nil {
			t.Fatalf("words.%s.json: %v", lang, err)
		}
		found := 0
		for _, r := range Descriptor.TrickReasons {
			var short string
			if err := json.Unmarshal(m["whyshort "+r.ID], &short); err != nil {
				t.Errorf("words.%s.json: no short reason for %s (%v)", lang, r.ID, err)
				continue
			}
			found++
			if n := len([]rune(short)); n > most {
				t.Errorf("words.%s.json: the short reason for %s, %q, is %d characters, more than %d", lang, r.ID, short, n, most)
			}
		}
		if found == 0 {
			t.Fatalf("words.%s.json: no short reasons read", lang)
		}
	}
}
