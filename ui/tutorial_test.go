package ui

import (
	"os"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine/tutorial"
)

func tinyScript(t *testing.T) *tutorial.Script {
	t.Helper()
	data, err := os.ReadFile("../app/testdata/tutorial-tiny.json")
	if err != nil {
		t.Fatal(err)
	}
	s, err := tutorial.Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// coachDue waits until the coach shows a step the tutorial is waiting on.
func coachDue(ts *TableScreen) func() bool {
	return func() bool { return ts.coach.due }
}

func TestTutorialCoachTeachesTheTinyGame(t *testing.T) {
	u, _ := newTestUI(t)
	if err := u.startTutorial(tinyScript(t)); err != nil {
		t.Fatal(err)
	}
	ts := u.screen
	c := ts.coach
	drain(t, ts, coachDue(ts))
	if c.say.Text != "Welcome." || c.next.Hidden || c.point() != tutorial.PointNone {
		t.Fatalf("first step: %q, next hidden %v, point %q", c.say.Text, c.next.Hidden, c.point())
	}
	// Playing before Next is refused and said in the coach's panel.
	hand := ts.handW
	ts.playCard(hand[0])
	if c.wrong.Hidden || c.wrong.Text != "Read this first, then press Next." {
		t.Fatalf("a card played before Next: wrong %q hidden %v", c.wrong.Text, c.wrong.Hidden)
	}
	test.Tap(c.next)
	drain(t, ts, coachDue(ts))
	if c.say.Text != "Play the red 9." || !c.next.Hidden || !c.cur.Move || len(c.ringObjects()) != 1 {
		t.Fatalf("move step: %q next hidden %v move %v rings %d", c.say.Text, c.next.Hidden, c.cur.Move, len(c.ringObjects()))
	}
	// The card to play is marked; another is answered with the reason.
	var red9, blue3 *cardWidget
	for _, w := range ts.handW {
		switch w.name {
		case "red9":
			red9 = w
		case "blue3":
			blue3 = w
		}
	}
	if ts.handHighlight(1, red9) == nil {
		t.Fatal("the red 9 is not marked as the move to make")
	}
	ts.playCard(blue3)
	if c.wrong.Hidden || c.wrong.Text != "Not the blue 3: the red 9 wins." {
		t.Fatalf("another card: wrong %q hidden %v", c.wrong.Text, c.wrong.Hidden)
	}
	if n := len(u.tutorial.Moves()); n != 0 {
		t.Fatalf("the wrong card was played: %d moves", n)
	}
	ts.playCard(red9)
	drain(t, ts, func() bool { return c.due && c.step == 2 })
	if c.wrong.Visible() || c.point() != tutorial.PointTrick {
		t.Fatalf("after the move: wrong shown %v, point %q", c.wrong.Visible(), c.point())
	}
	test.Tap(c.next)
	drain(t, ts, func() bool { return c.due && c.step == 3 })
	test.Tap(c.next)
	drain(t, ts, func() bool { return c.due && c.step == 4 && !ts.holding })
	for _, w := range ts.handW {
		if w.name == "blue3" {
			ts.playCard(w)
		}
	}
	drain(t, ts, func() bool { return c.due && c.step == 5 })
	if c.real.Hidden || c.home.Hidden || !c.next.Hidden || !c.sheetRing.Visible() {
		t.Fatalf("last step: real %v home %v next %v sheet ring %v", c.real.Visible(), c.home.Visible(), c.next.Visible(), c.sheetRing.Visible())
	}
	if len(u.Stats.Keys()) != 0 {
		t.Fatal("the guided game counted in the statistics")
	}
	test.Tap(c.real)
	if u.screen == nil || u.screen.coach != nil || u.tutorial != nil || u.table == nil {
		t.Fatal("Play a real game did not open a real game")
	}
	if cfg := u.table.Config(); cfg.Game != "gummi" || cfg.Players != 2 || cfg.Deals != nil {
		t.Fatalf("the real game: %+v", cfg)
	}
}

func TestTutorialIsOfferedTheFirstTimeAGameIsPlayed(t *testing.T) {
	u, _ := newTestUI(t)
	u.ShowHome()
	if app.TutorialOffered(u.prefs, "gummi") {
		t.Fatal("offered before the home screen asked")
	}
	play := findButton(u.Win.Content(), "Play")
	test.Tap(play)
	if u.screen != nil {
		t.Fatal("the first Play of a game started it without offering its guided game")
	}
	if !app.TutorialOffered(u.prefs, "gummi") {
		t.Fatal("the offer was not remembered")
	}
	now := findButton(u.Win.Canvas().Overlays().Top(), "Play now")
	test.Tap(now)
	if u.screen == nil || u.screen.coach != nil {
		t.Fatal("Play now did not start a real game")
	}
	u.leaveTable()
	test.Tap(findButton(u.Win.Content(), "Play"))
	if u.screen == nil {
		t.Fatal("the second Play asked again")
	}
}
