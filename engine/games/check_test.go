package games

import (
	"bytes"
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/highcard"
)

// TestCheckRefusesWhatAGameMustNotLack: Register's check names what a
// descriptor lacks or declares wrongly - its art, deck, kinds of move,
// rules pages, words files and options - and takes every registered game.
func TestCheckRefusesWhatAGameMustNotLack(t *testing.T) {
	for _, d := range All() {
		if err := Check(d); err != nil {
			t.Errorf("%s: %v", d.ID, err)
		}
	}
	for name, c := range map[string]struct {
		change func(d *engine.Descriptor)
		want   string
	}{
		"no art":               {func(d *engine.Descriptor) { d.Art = nil }, "has no Art"},
		"no deck, no art":      {func(d *engine.Descriptor) { d.Deck, d.Art = nil, nil }, "has no Art, Deck"},
		"no rules":             {func(d *engine.Descriptor) { d.Rules = nil }, "has no Rules"},
		"decision not a kind":  {func(d *engine.Descriptor) { d.Decisions = []engine.DecisionSpec{{Kind: "Bid"}} }, `a decision of kind "Bid"`},
		"decision is a play":   {func(d *engine.Descriptor) { d.Decisions = []engine.DecisionSpec{{Kind: engine.MovePlay}} }, `a decision of kind "play"`},
		"decision twice":       {func(d *engine.Descriptor) { d.Decisions = []engine.DecisionSpec{{Kind: "bid"}, {Kind: "bid"}} }, `decision "bid" declared twice`},
		"rules not English":    {func(d *engine.Descriptor) { d.Rules = fstest.MapFS{"rules.ja.md": {}} }, "no rules.en.md"},
		"rules misnamed":       {func(d *engine.Descriptor) { d.Rules = fstest.MapFS{"rules.en.md": {}, "en.md": {}} }, "en.md is not named rules.LANG.md"},
		"words misnamed":       {func(d *engine.Descriptor) { d.Words = fstest.MapFS{"en.json": {}} }, "en.json is not named words.LANG.json"},
		"default out of range": {func(d *engine.Descriptor) { d.Options[0].Default = 9 }, "default 9 outside 1..5"},
		"choice out of range":  {func(d *engine.Descriptor) { d.Options[0].Choices = []engine.OptionChoice{{Value: 6, Label: "6"}} }, "choice 6"},
		"empty range":          {func(d *engine.Descriptor) { d.Options[0].Min = 0 }, "range 0..5"},
		"option twice":         {func(d *engine.Descriptor) { d.Options = append(d.Options, d.Options[0]) }, `option "cards" declared twice`},
		"option unnamed":       {func(d *engine.Descriptor) { d.Options[0].Name = "" }, "without a name"},
		"option not a key":     {func(d *engine.Descriptor) { d.Options[0].Name = "Cards!" }, "lower-case"},
		"one player":           {func(d *engine.Descriptor) { d.MinPlayers = 1 }, "1 to 2 players"},
	} {
		d := highcard.Descriptor
		d.Options = append([]engine.OptionSpec(nil), d.Options...)
		c.change(&d)
		err := Check(&d)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want an error saying %q", name, err, c.want)
		}
		func() {
			defer func() {
				if r := recover(); r == nil || !strings.Contains(r.(string), c.want) {
					t.Errorf("%s: Register panicked with %v", name, r)
				}
			}()
			d.ID = "highcard2"
			Register(&d)
		}()
	}
	if _, ok := Lookup("highcard2"); ok {
		t.Error("a refused descriptor was registered")
	}
}

// TestNewTakesOnlyDeclaredOptions: a config's options are the game's own,
// within their ranges; an option beyond Rounds and Target reaches the game.
func TestNewTakesOnlyDeclaredOptions(t *testing.T) {
	for _, c := range []struct {
		game, option string
		value        int
		want         string
	}{
		{"highcard", "cards", 6, "option cards is 6, not within 1..5"},
		{"highcard", "rounds", 2, `High Card has no option "rounds"`},
		{"gummi", "target", 21, `Gummi Trick has no option "target"`},
		{"gummi", "rounds", 2, ""}, // within 1..3: the game itself refuses 2
		{"gudetama", "target", 10000, "not within 1..9999"},
	} {
		cfg := engine.Config{Game: c.game, Players: 2, Seed: 1}
		if c.game == "gummi" || c.game == "gudetama" {
			cfg.Players = 3
		}
		cfg.Options.Set(c.option, c.value)
		_, err := New(cfg)
		if c.want == "" {
			continue
		}
		var bad *engine.ConfigError
		if err == nil || !strings.Contains(err.Error(), c.want) || !errors.As(err, &bad) {
			t.Errorf("%s %s=%d: %v, want a config error saying %q", c.game, c.option, c.value, err, c.want)
		}
	}
	cfg := engine.Config{Game: "highcard", Players: 2, Seed: 4}
	cfg.Options.Set("cards", 3)
	g, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	if v, _ := View(g.Observe(0)); len(v.Hand) != 3 {
		t.Fatalf("cards=3 dealt %d cards", len(v.Hand))
	}
}

// TestOptionsBeyondRoundsAndTarget: Get and Set hold any option, a copy
// never shares a later change, and JSON writes every option as one flat
// object and reads it back.
func TestOptionsBeyondRoundsAndTarget(t *testing.T) {
	var o engine.Options
	o.Set("rounds", 3)
	o.Set("cards", 4)
	c := o
	c.Set("cards", 2)
	if o.Get("cards") != 4 || c.Get("cards") != 2 || o.Get("rounds") != 3 || o.Get("nothing") != 0 {
		t.Fatalf("options %+v, copy %+v", o, c)
	}
	b, err := json.Marshal(engine.Config{Game: "highcard", Options: o})
	if err != nil || !bytes.Contains(b, []byte(`"options":{"cards":4,"rounds":3}`)) {
		t.Fatalf("%s, %v", b, err)
	}
	var back engine.Config
	if err := json.Unmarshal(b, &back); err != nil || !back.Options.Equal(o) || back.Options.Get("rounds") != 3 {
		t.Fatalf("read back %+v, %v", back.Options, err)
	}
	if err := json.Unmarshal([]byte(`{"options":{"cards":"many"}}`), &back); err == nil {
		t.Error("an option that is not a number was read")
	}
	o.Set("cards", 0)
	if !o.Equal(engine.Options{}.With("rounds", 3)) || !slices.Equal(o.Names(), []string{"rounds"}) {
		t.Errorf("set to 0 (the default): %+v", o)
	}
}

// TestEveryCardIsDrawnByItsGame: every card of every game's deck reads
// into a face its art draws as a card-sized SVG, each card its own
// picture, and the back too; a face the game does not have is an error.
func TestEveryCardIsDrawnByItsGame(t *testing.T) {
	for _, d := range All() {
		seen := map[string]string{}
		back := d.Art.Back()
		if !bytes.Contains(back, []byte(`viewBox="0 0 250 350"`)) {
			t.Errorf("%s: the back is not card-sized: %.80s", d.ID, back)
		}
		for _, name := range d.Deck() {
			face, ok := d.Card(name)
			if !ok {
				t.Errorf("%s: its deck names %q, which it cannot read", d.ID, name)
				continue
			}
			svg, err := d.Art.Face(face)
			if err != nil || !bytes.Contains(svg, []byte(`viewBox="0 0 250 350"`)) {
				t.Errorf("%s %s: %v %.80s", d.ID, name, err, svg)
				continue
			}
			if other, ok := seen[string(svg)]; ok || bytes.Equal(svg, back) {
				t.Errorf("%s: %s is drawn as %s (or as the back)", d.ID, name, other)
			}
			seen[string(svg)] = name
		}
		if len(seen) == 0 {
			t.Errorf("%s: no card drawn", d.ID)
		}
		if _, err := d.Art.Face(engine.CardFace{Suit: 99, Rank: 99}); err == nil {
			t.Errorf("%s drew a card it does not have", d.ID)
		}
	}
}

// TestMovesAreOfTheGamesKinds: over random games of every game, each
// action's notation is a move of a kind the game declares (Decisions), read
// back to the same action.
func TestMovesAreOfTheGamesKinds(t *testing.T) {
	for _, d := range All() {
		made := map[engine.MoveKind]bool{}
		for seed := uint64(1); seed <= 5; seed++ {
			g, err := New(engine.Config{Game: d.ID, Players: d.MaxPlayers, Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			rng := engine.NewRNG(seed)
			for !g.Over() {
				seat := g.ToMove().First()
				legal := g.Legal(seat, nil)
				a := legal[rng.IntN(len(legal))]
				m := g.EncodeMove(seat, a)
				if !d.Makes(m.Kind()) {
					t.Fatalf("%s made a move of kind %q, not one it declares (%v)", d.ID, m.Kind(), d.Decisions)
				}
				if back, err := g.DecodeMove(m); err != nil || back != a {
					t.Fatalf("%s: %+v reads back as %d, %v", d.ID, m, back, err)
				}
				made[m.Kind()] = true
				if err := g.Apply(seat, a); err != nil {
					t.Fatal(err)
				}
			}
		}
		kinds := []engine.MoveKind{engine.MovePlay}
		for _, spec := range d.Decisions {
			kinds = append(kinds, spec.Kind)
		}
		for _, k := range kinds {
			if !made[k] {
				t.Errorf("%s declares moves of kind %q but made none in 5 games", d.ID, k)
			}
		}
	}
}
