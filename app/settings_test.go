package app

import "testing"

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
	s.AddResult("gummi", 4, true)
	s.AddResult("gummi", 4, false)
	s.AddResult("trip", 3, false)
	s.Save(p)
	got := LoadStatistics(p)
	if r := got.Records[StatKey("gummi", 4)]; r != (Record{Played: 2, Won: 1}) {
		t.Fatalf("gummi/4: %+v", r)
	}
	if r := got.Records[StatKey("trip", 3)]; r != (Record{Played: 1}) {
		t.Fatalf("trip/3: %+v", r)
	}
	if keys := got.Keys(); len(keys) != 2 || keys[0] != "gummi/4" {
		t.Fatalf("keys %v", keys)
	}
	p.SetString("statistics", `{"records":{"gummi/2":{"played":1,"won":5}}}`)
	if got := LoadStatistics(p); len(got.Records) != 0 {
		t.Fatalf("impossible record kept: %+v", got.Records)
	}
}
