package app

import (
	"reflect"
	"testing"

	"github.com/trickparty/trickparty/engine"
)

func TestSettingsRoundTripAndRepair(t *testing.T) {
	p := &MemPrefs{}
	if got := LoadSettings(p); got != DefaultSettings {
		t.Fatalf("empty prefs: %+v", got)
	}
	want := Settings{Name: "Mika", Speed: Fast, Theme: "dark", CardSize: "large", Language: "ja", AfterTrick: "click", Sound: false, Volume: 35}
	SaveSettings(p, want)
	if got := LoadSettings(p); got != want {
		t.Fatalf("round trip: %+v, want %+v", got, want)
	}
	p.SetString("settings", `{"name":"  ","speed":"warp","theme":"neon","card_size":"huge","language":"xx","after_trick":"never","volume":101}`)
	if got := LoadSettings(p); got != DefaultSettings {
		t.Fatalf("bad values not repaired: %+v", got)
	}
	p.SetString("settings", `{"volume":-1}`)
	if got := LoadSettings(p); got != DefaultSettings {
		t.Fatalf("bad sound settings not repaired: %+v", got)
	}
	// Settings saved before sound existed: sound stays on by default.
	p.SetString("settings", `{"name":"Mika","speed":"fast"}`)
	if got := LoadSettings(p); !got.Sound || got.Volume != DefaultSettings.Volume || got.Name != "Mika" {
		t.Fatalf("older settings: %+v", got)
	}
	if !DefaultSettings.Sound || DefaultSettings.SoundLevel() <= 0 || DefaultSettings.SoundLevel() > 1 {
		t.Fatalf("sound is not on by default: %+v", DefaultSettings)
	}
	if (Settings{Volume: 35}).SoundLevel() != 0.35 {
		t.Fatal("volume 35 is not level 0.35")
	}
	p.SetString("settings", `{{{`)
	if got := LoadSettings(p); got != DefaultSettings {
		t.Fatalf("garbage not ignored: %+v", got)
	}
	for i, sp := range Speeds[1:] {
		slower := Speeds[i]
		if sp.Flight() >= slower.Flight() || sp.Pause() >= slower.Pause() || sp.Gap() >= slower.Gap() {
			t.Errorf("%s is not faster than %s", sp, slower)
		}
	}
	if Instant.Flight() != 0 || Instant.Pause() != 0 || Instant.Gap() != 0 {
		t.Error("instant takes time")
	}
	if Speed("warp").Flight() != Normal.Flight() || Speed("").Pause() != Normal.Pause() {
		t.Error("an unknown speed is not paced as normal")
	}
}

func TestStatisticsCountAndPersist(t *testing.T) {
	p := &MemPrefs{}
	s := LoadStatistics(p)
	s.AddResult(engine.Config{Game: "gummi", Players: 4}, 12, true)
	s.AddResult(engine.Config{Game: "gummi", Players: 4}, 20, true)
	s.AddResult(engine.Config{Game: "gummi", Players: 4}, 9, false)
	s.AddResult(engine.Config{Game: "gummi", Players: 4}, 15, true)
	s.AddResult(engine.Config{Game: "trip", Players: 3}, 30, false)
	s.AddResult(engine.Config{Game: "gudetama", Players: 4}, 5, true)
	s.AddResult(engine.Config{Game: "gudetama", Players: 4}, 2, false)
	s.Save(p)
	got := LoadStatistics(p)
	g := got.Records[StatKey("gummi", 4)]
	want := Record{Played: 4, Won: 3, Scored: 4, TotalScore: 56, Best: 20, Streak: 1, BestStreak: 2,
		Recent: []Result{{12, true}, {20, true}, {9, false}, {15, true}}}
	if !reflect.DeepEqual(g, want) {
		t.Fatalf("gummi/4: %+v, want %+v", g, want)
	}
	if avg, ok := g.AverageScore(); !ok || avg != 14 || g.WinRate() != 0.75 {
		t.Fatalf("gummi/4 average %v %v, win rate %v", avg, ok, g.WinRate())
	}
	if r := got.Records[StatKey("trip", 3)]; r.Played != 1 || r.Won != 0 || r.Best != 30 || r.Streak != 0 {
		t.Fatalf("trip/3: %+v", r)
	}
	// In Gudetama the lowest score is the best.
	if r := got.Records[StatKey("gudetama", 4)]; r.Best != 2 || r.BestStreak != 1 || r.Streak != 0 {
		t.Fatalf("gudetama/4: %+v", r)
	}
	if keys := got.Keys(); len(keys) != 3 || keys[0] != "gudetama/4" {
		t.Fatalf("keys %v", keys)
	}
	for i := 0; i < RecentResults+5; i++ {
		got.AddResult(engine.Config{Game: "trip", Players: 3}, i, i%2 == 0)
	}
	if r := got.Records[StatKey("trip", 3)]; len(r.Recent) != RecentResults || r.Recent[RecentResults-1].Score != RecentResults+4 || r.Played != RecentResults+6 {
		t.Fatalf("recent results not trimmed to the newest: %+v", r)
	}
	// Statistics written before scores were kept still read.
	p.SetString("statistics", `{"records":{"gummi/2":{"played":3,"won":1}}}`)
	if r := LoadStatistics(p).Records[StatKey("gummi", 2)]; r.Played != 3 || r.Won != 1 {
		t.Fatalf("old statistics lost: %+v", r)
	}
	for _, bad := range []string{
		`{"records":{"gummi/2":{"played":1,"won":5}}}`,
		`{"records":{"gummi/2":{"played":2,"won":1,"streak":2,"best_streak":2}}}`,
		`{"records":{"gummi/2":{"played":1,"won":1,"recent":[{"score":1},{"score":2}]}}}`,
	} {
		p.SetString("statistics", bad)
		if got := LoadStatistics(p); len(got.Records) != 0 {
			t.Fatalf("impossible record kept: %s -> %+v", bad, got.Records)
		}
	}
}

// TestShortGamesAreCountedApart: a game at an option other than its
// default (Trick of Trip's 2 rounds) has a record of its own, which knows
// its options, so its scores are not averaged with full games'; an option
// set to its default counts as the full game.
func TestShortGamesAreCountedApart(t *testing.T) {
	p := &MemPrefs{}
	s := LoadStatistics(p)
	s.AddResult(engine.Config{Game: "trip", Players: 3}, 60, true)
	s.AddResult(engine.Config{Game: "trip", Players: 3, Options: engine.Options{}.With("rounds", 4)}, 50, false)
	s.AddResult(engine.Config{Game: "trip", Players: 3, Options: engine.Options{}.With("rounds", 2)}, 20, true)
	s.Save(p)
	got := LoadStatistics(p)
	full, short := got.Records[StatKey("trip", 3)], got.Records["trip/3?rounds=2"]
	if full.Played != 2 || full.TotalScore != 110 || !full.Options.Equal(engine.Options{}) {
		t.Fatalf("full games: %+v", full)
	}
	if short.Played != 1 || short.TotalScore != 20 || !short.Options.Equal(engine.Options{}.With("rounds", 2)) {
		t.Fatalf("short games: %+v", short)
	}
	if len(got.Records) != 2 {
		t.Fatalf("records %v", got.Keys())
	}
}
