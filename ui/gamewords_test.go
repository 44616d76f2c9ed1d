package ui

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/games"
	"github.com/trickparty/trickparty/ui/internal/words"
)

// TestGamesWordsLiveInTheirPackages: the words of one game (its rules'
// sentences, keyed by its rule ids: "why gummi.…", "score trip.…", "rule
// gudetama.…", and the titles, option labels, decisions' words and what
// its views ask and tell a seat that no other game and no screen of ours
// uses) are in its own package (engine/GAME/words.LANG.json,
// Descriptor.Words), not in ui/internal/words/translations, so a game
// brings all its words and the interface names no game; and a game's
// words name no other game's rules and say the same keys in every
// language.
func TestGamesWordsLiveInTheirPackages(t *testing.T) {
	games := app.Games()
	ruleKey := func(id string) *regexp.Regexp {
		return regexp.MustCompile(`^[a-z]+ ` + regexp.QuoteMeta(id) + `\.[a-z]`)
	}
	// The words each game says: its descriptor's, its decisions', and
	// what its views ask and tell a seat over a few games.
	uiSays := uiTranslatedStrings(t)
	saidBy := map[string][]string{}
	for _, d := range games {
		words := gameSays(t, d)
		for w := range words {
			saidBy[w] = append(saidBy[w], d.ID)
		}
	}
	for _, code := range []string{"en", "ja"} {
		data, err := words.Translations.ReadFile("translations/" + code + ".json")
		if err != nil {
			t.Fatal(err)
		}
		var m map[string]any
		if err := json.Unmarshal(data, &m); err != nil {
			t.Fatalf("%s.json: %v", code, err)
		}
		for key := range m {
			for _, d := range games {
				if ruleKey(d.ID).MatchString(key) {
					t.Errorf("ui/internal/words/translations/%s.json has %q: it belongs in engine/%s/words.%s.json", code, key, d.ID, code)
				}
			}
			if ids := saidBy[key]; len(ids) == 1 && !uiSays[key] {
				t.Errorf("ui/internal/words/translations/%s.json has %q, which only %s says: it belongs in engine/%s/words.%s.json", code, key, ids[0], ids[0], code)
			}
		}
	}
	for _, d := range games {
		if d.Words == nil {
			t.Errorf("%s brings no words", d.ID)
			continue
		}
		keys := map[string][]string{}
		for _, code := range []string{"en", "ja"} {
			data, err := os.ReadFile(filepath.Join("..", "engine", d.ID, "words."+code+".json"))
			if err != nil {
				t.Fatal(err)
			}
			var m map[string]any
			if err := json.Unmarshal(data, &m); err != nil {
				t.Fatalf("%s words.%s.json: %v", d.ID, code, err)
			}
			for key := range m {
				for _, other := range games {
					if other.ID != d.ID && ruleKey(other.ID).MatchString(key) {
						t.Errorf("engine/%s/words.%s.json has %s's %q", d.ID, code, other.ID, key)
					}
				}
				// A refusal's English is the game's own message, so
				// "rule …" keys are in Japanese only.
				if code == "en" || !strings.HasPrefix(key, "rule ") {
					keys[key] = append(keys[key], code)
				}
			}
		}
		for key, codes := range keys {
			if len(codes) != 2 {
				t.Errorf("engine/%s: %q only in words.%s.json", d.ID, key, codes[0])
			}
		}
		// What only this game says, the game translates.
		for w, ids := range saidBy {
			if len(ids) == 1 && ids[0] == d.ID && !uiSays[w] && len(keys[w]) == 0 {
				t.Errorf("%s says %q, which engine/%s/words.*.json do not translate", d.ID, w, d.ID)
			}
		}
	}
}

// uiTranslatedStrings is every literal the ui's own code translates
// (lang.L and lang.N calls in ui's packages).
func uiTranslatedStrings(t *testing.T) map[string]bool {
	t.Helper()
	re := regexp.MustCompile(`lang\.(?:L|N)\(("(?:[^"\\]|\\.)*")`)
	out := map[string]bool{}
	for _, f := range uiSources(t, false) {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range re.FindAllSubmatch(src, -1) {
			if key, err := strconv.Unquote(string(m[1])); err == nil {
				out[key] = true
			}
		}
	}
	if len(out) < 50 {
		t.Fatalf("found only %d translated strings in ui's code; the scan is broken", len(out))
	}
	return out
}

// gameSays is every translation key game d says: its descriptor's
// (title, tie-break and end rule, option labels, its decisions' words)
// and those its views say to any seat (a prompt's words and the labels of
// its choices and slots, its rows' labels, "tag <ID>" of its seats' tags)
// over seeded random games at each player count and option choice. A
// choice's label that is a numeral or a seat's name is no key.
func gameSays(t *testing.T, d *engine.Descriptor) map[string]bool {
	t.Helper()
	out := map[string]bool{}
	say := func(ws ...string) {
		for _, w := range ws {
			if w != "" {
				out[w] = true
			}
		}
	}
	say(d.Title, d.TieBreak, d.EndRule)
	for _, o := range d.Options {
		say(o.Label)
		for _, c := range o.Choices {
			say(c.Label)
		}
	}
	for _, s := range d.Decisions {
		say(s.Done, s.DoneYou, s.Hint, s.Other)
		say(s.HintPlace[:]...)
	}
	asked := map[engine.MoveKind]bool{}
	viewSays := func(v engine.View) {
		if p := v.Prompt; p != nil {
			asked[p.Kind] = true
			say(p.Say, p.Title, p.Ask)
			for _, c := range p.Choices {
				if _, err := strconv.Atoi(c.Label); err != nil && c.Seat < 0 {
					say(c.Label)
				}
			}
			if a := p.Arrange; a != nil {
				say(a.Confirm, a.Incomplete, a.Ready, a.ReadyShort)
				for _, s := range a.Slots {
					say(s.Label)
				}
			}
		}
		for _, r := range v.Rows {
			say(r.Label)
			say(r.AlsoPlayable)
			if r.Choosable() {
				asked[engine.MovePlay] = true
			}
		}
		for _, s := range v.Seats {
			for _, tag := range s.Tags {
				say("tag " + tag.ID)
			}
		}
	}
	const seeds = 3
	for players := d.MinPlayers; players <= d.MaxPlayers; players++ {
		for seed := uint64(1); seed <= seeds; seed++ {
			cfg := engine.Config{Game: d.ID, Players: players, Seed: seed}
			// Each game takes the next choice of every option, so the
			// seeds of a player count play each of them.
			for i, o := range d.Options {
				if len(o.Choices) > 0 {
					cfg.Options.Set(o.Name, o.Choices[(int(seed)+i)%len(o.Choices)].Value)
				}
			}
			playSaying(t, d, cfg, viewSays)
		}
	}
	// The games played asked every decision the game declares, so their
	// words were gathered; one that plays a card of a row is asked by a
	// row to choose from.
	for _, s := range d.Decisions {
		kind := s.Kind
		if s.PlaysACard {
			kind = engine.MovePlay
		}
		if !asked[kind] {
			t.Errorf("%s: no view of the games played asked for a %q decision", d.ID, s.Kind)
		}
	}
	return out
}

// playSaying plays cfg with random legal moves and hands every seat's
// view at every step to see.
func playSaying(t *testing.T, d *engine.Descriptor, cfg engine.Config, see func(engine.View)) {
	t.Helper()
	g, err := games.New(cfg)
	if err != nil {
		t.Fatalf("%+v: %v", cfg, err)
	}
	rng := engine.NewRNG(cfg.Seed)
	var buf []engine.Action
	for steps := 0; ; steps++ {
		for s := 0; s < cfg.Players; s++ {
			v, err := d.View(g.Observe(s))
			if err != nil {
				t.Fatalf("%+v seat %d: %v", cfg, s, err)
			}
			see(v)
		}
		if g.Over() {
			return
		}
		if steps > 100000 {
			t.Fatalf("%+v: not over after %d moves", cfg, steps)
		}
		seats := g.ToMove().Seats()
		seat := seats[rng.IntN(len(seats))]
		buf = g.Legal(seat, buf)
		if err := g.Apply(seat, buf[rng.IntN(len(buf))]); err != nil {
			t.Fatalf("%+v: %v", cfg, err)
		}
	}
}
