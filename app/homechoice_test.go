package app

import (
	"reflect"
	"testing"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
)

func TestHomeChoiceRoundTripsAndDropsWhatDoesNotFit(t *testing.T) {
	p := &MemPrefs{}
	if got := LoadHomeChoice(p); !reflect.DeepEqual(got, HomeChoice{}) {
		t.Fatalf("nothing saved: got %+v", got)
	}
	want := HomeChoice{Game: "gummi", Players: 3, Options: engine.Options{Rounds: 3}, Levels: []bot.Level{bot.Hard, bot.Easy}}
	SaveHomeChoice(p, want)
	if got := LoadHomeChoice(p); !reflect.DeepEqual(got, want) {
		t.Fatalf("got %+v, want %+v", got, want)
	}
	SaveHomeChoice(p, HomeChoice{Game: "gummi", Players: 9, Options: engine.Options{Rounds: 7}, Levels: []bot.Level{"genius", bot.Normal}})
	got := LoadHomeChoice(p)
	if got.Game != "gummi" || got.Players != 0 || got.Options != (engine.Options{}) || !reflect.DeepEqual(got.Levels, []bot.Level{bot.Normal}) {
		t.Errorf("what does not fit was kept: %+v", got)
	}
	for _, raw := range []string{`{"game":"chess","players":2}`, `{{{`} {
		p.SetString(homeChoiceKey, raw)
		if got := LoadHomeChoice(p); !reflect.DeepEqual(got, HomeChoice{}) {
			t.Errorf("%s: got %+v", raw, got)
		}
	}
}
