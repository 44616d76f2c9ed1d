package ui

import (
	"slices"
	"sync"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/app/sound"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/ui/internal/uitest"
)

// recorder is a sound.Player that keeps every cue with the volume it was
// played at.
type recorder struct {
	mu      sync.Mutex
	volume  float64
	played  []sound.Sound
	volumes []float64
}

func (r *recorder) Play(s sound.Sound) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.played = append(r.played, s)
	r.volumes = append(r.volumes, r.volume)
}

func (r *recorder) SetVolume(v float64) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.volume = v
}

func (r *recorder) cues() ([]sound.Sound, []float64) {
	r.mu.Lock()
	defer r.mu.Unlock()
	return slices.Clone(r.played), slices.Clone(r.volumes)
}

// newSoundUI is newTestUI with a recorder for its sounds.
func newSoundUI(t *testing.T) (*UI, *recorder) {
	u, _ := newTestUI(t)
	rec := &recorder{}
	u.useSound(rec)
	return u, rec
}

// playGame plays a one-round Gummi Trick, the player taking the first
// legal card each turn, until the game ends or enough says stop, and
// returns the cues the game's events call for in order: a card for every
// card played, a trick for every trick won, the game's end once, and a
// ping each time the table turns to asking the player for a card.
func playGame(t *testing.T, u *UI, enough func(want []sound.Sound) bool) []sound.Sound {
	t.Helper()
	ts := startGame(t, u, engine.Config{Game: "gummi", Players: 3, Seed: 5, Options: engine.Options{}.With("rounds", 1)})
	var want []sound.Sound
	asked := false
	look := func() {
		now := drive(ts).Shown().View.Phase == engine.PlayCard && !drive(ts).Shown().Holding && !drive(ts).Shown().Busy
		if now && !asked {
			want = append(want, sound.YourTurn)
		}
		asked = now
	}
	look()
	deadline := time.After(30 * time.Second)
	for !(drive(ts).Shown().View.Phase == engine.Finished && drive(ts).Shown().Panel != nil) && !enough(want) {
		if asked {
			drive(ts).Submit(ts.Session().Observation().Legal(nil)[0])
			look()
			continue
		}
		var ev app.Event
		select {
		case ev = <-drive(ts).Events():
		case <-deadline:
			t.Fatalf("the game did not end; phase %v", drive(ts).Shown().View.Phase)
		}
		switch {
		case ev.Kind == app.ActionApplied && ev.Card != "":
			want = append(want, sound.CardPlayed)
		case ev.Kind == app.TrickCompleted:
			want = append(want, sound.TrickWon)
		case ev.Kind == app.GameOver:
			want = append(want, sound.GameOver)
		}
		drive(ts).Show(ev)
		look()
	}
	return want
}

// TestTableSounds: a game sounds each card as it lands, each trick as it
// is won, the player's turn as it comes and the end of the game, in the
// order the table shows them, at the saved volume.
func TestTableSounds(t *testing.T) {
	u, rec := newSoundUI(t)
	want := playGame(t, u, func([]sound.Sound) bool { return false })
	got, volumes := rec.cues()
	if !slices.Equal(got, want) {
		t.Fatalf("played %v\nwant   %v", got, want)
	}
	count := map[sound.Sound]int{}
	for _, s := range got {
		count[s]++
	}
	if count[sound.CardPlayed] < 3*count[sound.TrickWon] || count[sound.TrickWon] == 0 || count[sound.YourTurn] == 0 ||
		count[sound.GameOver] != 1 || got[len(got)-1] != sound.GameOver {
		t.Fatalf("cues %v", count)
	}
	for i, v := range volumes {
		if v != app.DefaultSettings.SoundLevel() {
			t.Fatalf("cue %d at volume %v, want the default %v", i, v, app.DefaultSettings.SoundLevel())
		}
	}
}

// TestSoundOffPlaysNothing: with sound off in the settings, the table is
// silent through cards, a trick and the player's turn.
func TestSoundOffPlaysNothing(t *testing.T) {
	u, rec := newSoundUI(t)
	s := u.Settings
	s.Sound = false
	u.saveSettings(s)
	playGame(t, u, func(want []sound.Sound) bool {
		return slices.Contains(want, sound.TrickWon) && slices.Contains(want, sound.YourTurn)
	})
	if got, _ := rec.cues(); len(got) != 0 {
		t.Fatalf("played %v with sound off", got)
	}
}

// TestSoundPlayerGetsSavedVolume: the player handed to New plays at the
// saved volume.
func TestSoundPlayerGetsSavedVolume(t *testing.T) {
	prefs := &app.MemPrefs{}
	s := app.DefaultSettings
	s.Volume = 40
	app.SaveSettings(prefs, s)
	rec := &recorder{}
	New(test.NewTempApp(t), Options{Prefs: prefs, Sound: rec})
	if rec.volume != 0.4 {
		t.Fatalf("volume %v, want 0.4", rec.volume)
	}
	// Without a player the app is silent, not broken.
	u := New(test.NewTempApp(t), Options{Prefs: prefs})
	u.play(sound.CardPlayed)
}

// TestSettingsDialogSound: the settings dialog shows sound on and its
// volume, and saving them reaches the settings and the player; letting
// go of the slider plays a card at the new level only, and the slider is
// disabled while sound is off.
func TestSettingsDialogSound(t *testing.T) {
	u, rec := newSoundUI(t)
	u.ShowSettings()
	form := u.Win.Canvas().Overlays().Top()
	check := uitest.FindFirst(form, func(c *widget.Check) bool { return c.Text == "Play sounds" })
	slider := uitest.FindFirst(form, func(*widget.Slider) bool { return true })
	if check == nil || slider == nil {
		t.Fatal("no sound check or volume slider in the settings")
	}
	if !check.Checked || slider.Value != float64(app.DefaultSettings.Volume) || slider.Disabled() {
		t.Fatalf("dialog shows sound %v, volume %v (disabled %v)", check.Checked, slider.Value, slider.Disabled())
	}
	slider.SetValue(25) // as a drag or arrow key ends
	got, volumes := rec.cues()
	if !slices.Equal(got, []sound.Sound{sound.CardPlayed}) || volumes[0] != 0.25 || rec.volume != app.DefaultSettings.SoundLevel() {
		t.Fatalf("preview played %v at %v, volume left at %v", got, volumes, rec.volume)
	}
	check.SetChecked(false)
	if !slider.Disabled() {
		t.Fatal("the volume slider stays enabled with sound off")
	}
	test.Tap(uitest.FindButton(form, "Save"))
	if u.Settings.Sound || u.Settings.Volume != 25 || rec.volume != 0.25 {
		t.Fatalf("saved sound %v, volume %d; player at %v", u.Settings.Sound, u.Settings.Volume, rec.volume)
	}
	if again := app.LoadSettings(u.prefs); again.Sound || again.Volume != 25 {
		t.Fatalf("stored %+v", again)
	}
}
