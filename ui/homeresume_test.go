package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/ui/internal/uitest"
)

// TestHomeResumesTheHostedTable: a host who left mid-game finds the home
// screen's Continue button enabled, reading Resume hosted table; it
// resumes the table with its log told so far. With a solo save too, both
// are offered.
func TestHomeResumesTheHostedTable(t *testing.T) {
	u, q := lanTestUI(t)
	l, _ := hostWithGuest(t, u, q)
	playHost(t, q, l.remote(), func() bool {
		_, s, err := app.LoadHosted(u.store)
		return err == nil && len(s.Moves) >= 4
	})
	// The host leaves: the table is kept for resuming.
	u.closeLAN()

	u2 := newTestUIWith(t, u.store, u.prefs)
	u2.ShowHome()
	if b := uitest.ButtonStarting(u2.Win.Content(), "Continue saved game"); b != nil {
		t.Fatal("the home screen offers a solo save there is none of")
	}
	resume := uitest.ButtonStarting(u2.Win.Content(), "Resume hosted table")
	if resume == nil || resume.Disabled() {
		t.Fatal("the home screen does not offer the hosted table")
	}
	test.Tap(resume)
	runUI(t, q, "the resumed table", func() bool { return u2.tableScreen() != nil })
	if u2.lan == nil || !u2.lan.hosting || drive(u2.tableScreen()).Shown().Names[1] != "Gus" {
		t.Fatal("Resume did not host the kept table again")
	}
	if lines := drive(u2.tableScreen()).Shown().Log; len(lines) < 4 || !strings.Contains(strings.Join(lines, "\n"), "Gus played") {
		t.Fatalf("the resumed table's log tells %q", lines)
	}
	u2.closeLAN()

	// A solo save as well: both are offered, each under its own name.
	save, err := (&app.Save{Format: app.SaveFormat, Config: engine.Config{Game: "gummi", Players: 3, Seed: 2},
		Seats: []app.SeatSetup{{Kind: app.Human, Name: "Hana"}, {Kind: app.Bot, Name: "Aiko", Level: "random"}, {Kind: app.Bot, Name: "Bruno", Level: "random"}}}).Encode()
	if err != nil {
		t.Fatal(err)
	}
	u.store.Write(app.AutosaveName, save)
	u2.ShowHome()
	cont := uitest.ButtonStarting(u2.Win.Content(), "Continue saved game")
	resume = uitest.ButtonStarting(u2.Win.Content(), "Resume hosted table")
	if cont == nil || cont.Disabled() || resume == nil || resume.Disabled() {
		t.Fatal("with a solo save and a hosted table the home screen does not offer both")
	}
	test.Tap(cont)
	if u2.localTable() == nil || u2.lan != nil {
		t.Fatal("Continue saved game did not continue the solo game")
	}
}

// saveInRound cuts the autosave back to k moves into round r.
func saveInRound(t *testing.T, store app.Storage, r, k int) {
	t.Helper()
	data, err := store.Read(app.AutosaveName)
	if err != nil {
		t.Fatal(err)
	}
	s, err := app.DecodeSave(data)
	if err != nil {
		t.Fatal(err)
	}
	for n := range s.Moves {
		g, err := app.Replay(s.Config, s.Moves[:n])
		if err != nil {
			t.Fatal(err)
		}
		if g.Round() == r && n+k <= len(s.Moves) {
			s.Moves = s.Moves[:n+k]
			data, _ = s.Encode()
			if err := store.Write(app.AutosaveName, data); err != nil {
				t.Fatal(err)
			}
			return
		}
	}
	t.Fatalf("the save does not reach %d moves into round %d", k, r)
}

// TestHomeNamesTheSavedGame: with a game saved mid-way, the home screen
// says which game Continue goes back to and how far it had come, and Play
// asks before a new game takes its place; with no save, and with one that
// cannot be read, it says nothing of one.
func TestHomeNamesTheSavedGame(t *testing.T) {
	u, store := newTestUI(t)
	u.ShowHome()
	if uitest.CanvasHasText(u.Win, "Saved game") {
		t.Fatal("the home screen names a saved game there is none of")
	}
	if play := uitest.ButtonStarting(u.Win.Content(), "Play"); play.Importance != widget.HighImportance {
		t.Error("without a saved game Play is not the way forward")
	}
	ts := startGame(t, u, engine.Config{Game: "trip", Players: 3, Seed: 4})
	playUntil(t, ts, func() bool { return drive(ts).Shown().View.Round == 2 })
	u.closeTable()
	saveInRound(t, store, 2, 1)

	prefs := &app.MemPrefs{}
	// Play goes straight to the game: the picker starts on the saved
	// game's (Trick of Trip), and Gummi Trick is the default.
	app.MarkTutorialOffered(prefs, "gummi")
	app.MarkTutorialOffered(prefs, "trip")
	u2 := newTestUIWith(t, store, prefs)
	u2.ShowHome()
	if want := "Saved game: Trick of Trip, 3 players, round 2 of 4"; !uitest.CanvasHasText(u2.Win, want) {
		t.Fatalf("the home screen does not say %q: %s", want, strings.Join(uitest.TextsIn(u2.Win.Content()), " / "))
	}
	// With a game saved, Continue is the way forward, not Play.
	cont, play := uitest.ButtonStarting(u2.Win.Content(), "Continue saved game"), uitest.ButtonStarting(u2.Win.Content(), "Play")
	if cont.Importance != widget.HighImportance || play.Importance == widget.HighImportance {
		t.Error("with a game saved, Play stands out and Continue does not")
	}
	u2.Win.Resize(fyne.NewSize(800, 600))
	shoot(t, u2, "home-saved-800")
	SetLanguage("ja")
	t.Cleanup(func() { SetLanguage("en") })
	u2.ShowHome()
	if want := "保存されたゲーム：トリック・オブ・トリップ・3人・第2ラウンド／全4ラウンド"; !uitest.CanvasHasText(u2.Win, want) {
		t.Errorf("the Japanese home screen does not say %q: %s", want, strings.Join(uitest.TextsIn(u2.Win.Content()), " / "))
	}
	shoot(t, u2, "home-saved-800-ja")
	SetLanguage("en")
	u2.ShowHome()

	// Play asks before a new game takes the saved one's place; No keeps it.
	u2.ShowHome()
	test.Tap(uitest.ButtonStarting(u2.Win.Content(), "Play"))
	ask := u2.Win.Canvas().Overlays().Top()
	if ask == nil || !strings.Contains(strings.Join(uitest.TextsIn(ask), " "), "A new game replaces your saved game (Trick of Trip, 3 players, round 2 of 4)") {
		t.Fatal("Play does not ask before replacing the saved game")
	}
	shoot(t, u2, "home-replace-ask")
	saved, _ := store.Read(app.AutosaveName)
	test.Tap(uitest.FindButton(ask, "No"))
	if now, _ := store.Read(app.AutosaveName); u2.localTable() != nil || string(now) != string(saved) {
		t.Fatal("No did not keep the saved game")
	}
	test.Tap(uitest.ButtonStarting(u2.Win.Content(), "Play"))
	test.Tap(uitest.FindButton(u2.Win.Canvas().Overlays().Top(), "Yes"))
	if u2.localTable() == nil {
		t.Fatal("Yes did not start the new game")
	}
	u2.closeTable()

	// Left at the first round's end: the save holds round 2 dealt and no
	// move in it, which "round 2 of 4" made sound played.
	u2.closeTable()
	store.Write(app.AutosaveName, saved)
	saveInRound(t, store, 2, 0)
	u2.ShowHome()
	if want := "Saved game: Trick of Trip, 3 players, 1 of 4 rounds played"; !uitest.CanvasHasText(u2.Win, want) {
		t.Errorf("at a round's end the home screen does not say %q: %s", want, strings.Join(uitest.TextsIn(u2.Win.Content()), " / "))
	}
	SetLanguage("ja")
	u2.ShowHome()
	if want := "保存されたゲーム：トリック・オブ・トリップ・3人・1／4ラウンド終了"; !uitest.CanvasHasText(u2.Win, want) {
		t.Errorf("the Japanese home screen does not say %q: %s", want, strings.Join(uitest.TextsIn(u2.Win.Content()), " / "))
	}
	SetLanguage("en")

	store.Write(app.AutosaveName, []byte("{not a save"))
	u2.ShowHome()
	if uitest.CanvasHasText(u2.Win, "Saved game") {
		t.Fatal("the home screen names a save that cannot be read")
	}
	if b := uitest.ButtonStarting(u2.Win.Content(), "Continue saved game"); b == nil || b.Disabled() {
		t.Fatal("Continue is not there to explain the unreadable save")
	}
}

// TestHomePickerStartsOnTheSavedGame: with a game saved, the home
// screen's picker starts on that game and its table, whatever was chosen
// there last: Gummi Trick chosen beside Continue's Trick of Trip read as
// what Continue would play.
func TestHomePickerStartsOnTheSavedGame(t *testing.T) {
	u, store := newTestUI(t)
	ts := startGame(t, u, engine.Config{Game: "trip", Players: 3, Seed: 4})
	playUntil(t, ts, func() bool { return drive(ts).Shown().View.Round == 2 })
	u.closeTable()

	prefs := &app.MemPrefs{}
	app.SaveHomeChoice(prefs, app.HomeChoice{Game: "gummi", Players: 5})
	u2 := newTestUIWith(t, store, prefs)
	u2.ShowHome()
	if !uitest.CanvasHasText(u2.Win, "Saved game: Trick of Trip") {
		t.Fatalf("no saved game on the home screen: %s", strings.Join(uitest.TextsIn(u2.Win.Content()), " / "))
	}
	radios, selects := homeWidgets(u2.Win.Content())
	if radios[0].Selected != "Trick of Trip" || selects[0].Selected != "3" {
		t.Errorf("beside the saved Trick of Trip for 3 the picker shows %q for %q", radios[0].Selected, selects[0].Selected)
	}
}
