package app

import (
	"reflect"
	"testing"
	"time"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
)

func TestHomeChoiceRoundTripsAndDropsWhatDoesNotFit(t *testing.T) {
	p := &MemPrefs{}
	if got := LoadHomeChoice(p); !reflect.DeepEqual(got, HomeChoice{}) {
		t.Fatalf("nothing saved: got %+v", got)
	}
	want := HomeChoice{Game: "gummi", Players: 3, Options: engine.Options{}.With("rounds", 3), Levels: []bot.Level{bot.Hard, bot.Easy}}
	SaveHomeChoice(p, want)
	if got := LoadHomeChoice(p); !reflect.DeepEqual(got, want) {
		t.Fatalf("got %+v, want %+v", got, want)
	}
	SaveHomeChoice(p, HomeChoice{Game: "gummi", Players: 9, Options: engine.Options{}.With("rounds", 7), Levels: []bot.Level{"genius", bot.Normal}})
	got := LoadHomeChoice(p)
	if got.Game != "gummi" || got.Players != 0 || !got.Options.Equal(engine.Options{}) || !reflect.DeepEqual(got.Levels, []bot.Level{bot.Normal}) {
		t.Errorf("what does not fit was kept: %+v", got)
	}
	for _, raw := range []string{`{"game":"chess","players":2}`, `{{{`} {
		p.SetString(homeChoiceKey, raw)
		if got := LoadHomeChoice(p); !reflect.DeepEqual(got, HomeChoice{}) {
			t.Errorf("%s: got %+v", raw, got)
		}
	}
}

// TestHomeChoiceKeepsEachGamesOptions: the options of the games not
// chosen last come back too; an unknown game's, and values out of a
// game's range, do not.
func TestHomeChoiceKeepsEachGamesOptions(t *testing.T) {
	p := &MemPrefs{}
	SaveHomeChoice(p, HomeChoice{Game: "trip", Players: 3, GameOptions: map[string]engine.Options{
		"gummi":    engine.Options{}.With("rounds", 3),
		"trip":     engine.Options{}.With("rounds", 2),
		"chess":    engine.Options{}.With("rounds", 1),
		"gudetama": engine.Options{}.With("target", -4),
	}})
	got := LoadHomeChoice(p).GameOptions
	want := map[string]engine.Options{"gummi": engine.Options{}.With("rounds", 3), "trip": engine.Options{}.With("rounds", 2), "gudetama": {}}
	if len(got) != len(want) {
		t.Fatalf("kept %v, want %v", got, want)
	}
	for id, o := range want {
		if !got[id].Equal(o) {
			t.Errorf("%s: kept %+v, want %+v", id, got[id], o)
		}
	}
}

// TestHostChoiceIsKeptApart: the Host screen's choice is kept apart from
// the home screen's, with its turn timer; a timer out of range is dropped.
func TestHostChoiceIsKeptApart(t *testing.T) {
	p := &MemPrefs{}
	SaveHomeChoice(p, HomeChoice{Game: "gummi", Players: 4})
	SaveHostChoice(p, HomeChoice{Game: "trip", Players: 3, TurnTimer: 30 * time.Second})
	if h := LoadHomeChoice(p); h.Game != "gummi" || h.Players != 4 || h.TurnTimer != 0 {
		t.Fatalf("home choice %+v", h)
	}
	if h := LoadHostChoice(p); h.Game != "trip" || h.Players != 3 || h.TurnTimer != 30*time.Second {
		t.Fatalf("host choice %+v", h)
	}
	SaveHostChoice(p, HomeChoice{Game: "trip", Players: 3, TurnTimer: -time.Second})
	if h := LoadHostChoice(p); h.TurnTimer != 0 {
		t.Fatalf("a negative timer came back as %v", h.TurnTimer)
	}
}
