package table

import (
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/tutorial"
	"github.com/trickparty/trickparty/ui/internal/art"
	"github.com/trickparty/trickparty/ui/internal/uitest"
)

func tinyScript(t *testing.T) *tutorial.Script {
	t.Helper()
	data, err := os.ReadFile("../../app/testdata/tutorial-tiny.json")
	if err != nil {
		t.Fatal(err)
	}
	s, err := tutorial.Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// guidedGame opens a game's guided game at its coach's first note.
func guidedGame(t *testing.T, game string) (*testWindow, *Screen, *coach) {
	t.Helper()
	s, err := tutorial.For(game)
	if err != nil {
		t.Fatal(err)
	}
	u, _ := newTestUI(t)
	if err := u.startTutorial(s); err != nil {
		t.Fatal(err)
	}
	drain(t, u.tableScreen(), coachDue(u.tableScreen()))
	return u, u.tableScreen(), u.tableScreen().coach
}

// coachDue waits until the coach shows a step the tutorial is waiting on.
func coachDue(ts *Screen) func() bool {
	return func() bool { return ts.coach.due }
}

func TestTutorialCoachTeachesTheTinyGame(t *testing.T) {
	u, _ := newTestUI(t)
	if err := u.startTutorial(tinyScript(t)); err != nil {
		t.Fatal(err)
	}
	ts := u.tableScreen()
	c := ts.coach
	drain(t, ts, coachDue(ts))
	if c.say.Text != "Welcome." || c.next.Hidden || c.point() != tutorial.PointNone {
		t.Fatalf("first step: %q, next hidden %v, point %q", c.say.Text, c.next.Hidden, c.point())
	}
	// Playing before Next is refused and said in the coach's panel.
	hand := ts.felt.handW
	ts.input.playCard(hand[0])
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
	for _, w := range ts.felt.handW {
		switch w.name {
		case "red9":
			red9 = w
		case "blue3":
			blue3 = w
		}
	}
	if ts.felt.handHighlight(1, red9) == nil {
		t.Fatal("the red 9 is not marked as the move to make")
	}
	ts.input.playCard(blue3)
	if c.wrong.Hidden || c.wrong.Text != "The blue 3 would win blue, but red is where your 9 wins." {
		t.Fatalf("another card: wrong %q hidden %v", c.wrong.Text, c.wrong.Hidden)
	}
	if n := len(u.guided().Moves()); n != 0 {
		t.Fatalf("the wrong card was played: %d moves", n)
	}
	ts.input.playCard(red9)
	drain(t, ts, func() bool { return c.due && c.step == 2 })
	if c.wrong.Visible() || c.point() != tutorial.PointTrick {
		t.Fatalf("after the move: wrong shown %v, point %q", c.wrong.Visible(), c.point())
	}
	test.Tap(c.next)
	drain(t, ts, func() bool { return c.due && c.step == 3 })
	test.Tap(c.next)
	drain(t, ts, func() bool { return c.due && c.step == 4 && !ts.model.Holding() })
	for _, w := range ts.felt.handW {
		if w.name == "blue3" {
			ts.input.playCard(w)
		}
	}
	drain(t, ts, func() bool { return c.due && c.step == 5 })
	if c.real.Hidden || c.home.Hidden || !c.next.Hidden || !c.sheetRing.Visible() {
		t.Fatalf("last step: real %v home %v next %v sheet ring %v", c.real.Visible(), c.home.Visible(), c.next.Visible(), c.sheetRing.Visible())
	}
	if len(u.results) != 0 {
		t.Fatal("the guided game counted in the statistics")
	}
	test.Tap(c.real)
	if u.tableScreen() == nil || u.tableScreen().coach != nil || u.guided() != nil || u.localTable() == nil {
		t.Fatal("Play a real game did not open a real game")
	}
	if cfg := u.localTable().Config(); cfg.Game != "gummi" || cfg.Players != 2 || cfg.Deals != nil {
		t.Fatalf("the real game: %+v", cfg)
	}
}

// TestEveryGuidedGamePlaysThroughWithEveryStepShown plays each game's
// guided game as a learner would: every step is shown in turn, with its
// words and its outline on the table, the asked move is made from the
// table (a card from the hand or the face-down row; a choice, split or
// pick as the table sends it) and accepted, and the last step offers a
// real game.
func TestEveryGuidedGamePlaysThroughWithEveryStepShown(t *testing.T) {
	for _, g := range app.Games() {
		t.Run(g.ID, func(t *testing.T) {
			s, err := tutorial.For(g.ID)
			if err != nil {
				t.Fatal(err)
			}
			u, _ := newTestUI(t)
			if *shotsDir != "" {
				art.Rasterize = art.DrawSVG
			}
			if err := u.startTutorial(s); err != nil {
				t.Fatal(err)
			}
			ts, c := u.tableScreen(), u.tableScreen().coach
			for want := 0; want < len(s.Steps); want++ {
				// A round's summary is closed as the learner would
				// (Next round) when the coach waits for the next deal.
				drain(t, ts, func() bool { return (c.due && c.step == want) || (ts.felt.panel.round && !c.due) })
				if !c.due && ts.felt.panel.primary != nil {
					ts.felt.panel.primary()
					drain(t, ts, func() bool { return c.due && c.step == want })
				}
				if c.say.Text != s.Steps[want].Say.EN {
					t.Fatalf("step %d shows %q", want, c.say.Text)
				}
				// One way on: the round's summary offers no "Next round"
				// beside the coach's Next.
				if b := ts.felt.panel.goOn; ts.felt.panel.round && b != nil && b.Visible() && c.next.Visible() {
					t.Errorf("step %d: the round's summary offers %q beside the coach's Next", want, b.Text)
				}
				if p := c.point(); p != tutorial.PointNone && p != tutorial.PointScores && len(c.ringObjects()) == 0 {
					t.Fatalf("step %d points at the %s, which is not on the table", want, p)
				}
				shoot(t, u, fmt.Sprintf("tutorial-%s-%02d", g.ID, want+1))
				if want == len(s.Steps)-1 {
					break
				}
				if !c.cur.Move {
					if c.next.Hidden {
						t.Fatalf("step %d waits for Next without the button", want)
					}
					test.Tap(c.next)
					continue
				}
				// The learner takes in a trick still held, and closes a
				// round's summary, before making the move.
				drain(t, ts, func() bool { return !ts.model.Holding() })
				if ts.felt.panel.round && ts.felt.panel.primary != nil {
					ts.felt.panel.primary()
				}
				before := len(u.guided().Moves())
				playFromTable(t, ts, c.cur.Expected)
				drain(t, ts, func() bool { return len(u.guided().Moves()) > before })
				if c.wrong.Visible() {
					t.Fatalf("step %d: the asked move was answered %q", want, c.wrong.Text)
				}
			}
			if c.real.Hidden {
				t.Fatal("the last step does not offer a real game")
			}
			if got, want := len(u.guided().Moves()), len(s.Scenario.Actions); got != want {
				t.Fatalf("%d of the script's %d actions played", got, want)
			}
			// The game's end has one set of ways on, the coach's: the
			// game-over panel does not offer them too (two "next"
			// controls would leave the learner to guess).
			// The learner plays on to the end where the script stops
			// before it, taking in each trick.
			playUntil(t, ts, func() bool {
				if ts.director.Waits() {
					ts.felt.feltTapped()
				}
				if ts.felt.panel.round && ts.felt.panel.primary != nil {
					ts.felt.panel.primary() // a round's summary: Next round
				}
				return ts.felt.panel.obj != nil && ts.model.View().Phase == engine.Finished
			})
			if uitest.FindButton(ts.felt.panel.obj, "History") == nil {
				t.Fatal("no game-over panel at the guided game's end")
			}
			for _, twice := range []string{"Play again", "Home"} {
				if uitest.FindButton(ts.felt.panel.obj, twice) != nil {
					t.Errorf("the game-over panel offers %q beside the coach's buttons", twice)
				}
			}
		})
	}
}

// playFromTable makes action a as the learner would: a card dropped from
// the hand or the face-down row; other actions as the table sends them.
func playFromTable(t *testing.T, ts *Screen, a engine.Action) {
	t.Helper()
	for _, w := range append(append([]*cardWidget(nil), ts.felt.fdW...), ts.felt.handW...) {
		if ts.input.actionOf(w) == a && ts.model.View().Phase == engine.PlayCard {
			if ts.felt.handHighlight(0, w) == nil {
				t.Fatalf("the card to play (%s) is not marked", w.name)
			}
			ts.input.playCard(w)
			return
		}
	}
	ts.input.submit(a)
}

// TestTheSeatDueWaitsForTheCoachsNext: while the coach's note holds the
// game, the bot due to play says it plays after Next: the gold plate
// alone reads as "Bruno plays now", and the learner would wait for him.
func TestTheSeatDueWaitsForTheCoachsNext(t *testing.T) {
	_, ts, c := guidedGame(t, "gummi")
	due := -1
	for i := range ts.felt.seatW {
		if ts.model.View().ToMove.Has(i) {
			due = i
		}
	}
	if due < 0 || due == ts.model.Human() || !c.waitsForNext() {
		t.Fatalf("the guided Gummi game should open on a bot's lead behind a note: due %d, waits %v", due, c.waitsForNext())
	}
	ts.felt.seatW[due].update()
	if got := ts.felt.seatW[due].info.Text; !strings.Contains(got, "plays after Next") {
		t.Fatalf("the bot due while the note is read says %q", got)
	}
	for !c.cur.Move {
		test.Tap(c.next)
		drain(t, ts, coachDue(ts))
	}
	for i, b := range ts.felt.seatW {
		b.update()
		if strings.Contains(b.info.Text, "plays after Next") {
			t.Fatalf("seat %d still waits for Next at a move step: %q", i, b.info.Text)
		}
	}
}

// TestAGuidedGameOffersOneWayOn: with a finished trick held and no note
// due, "click to go on" beside the coach's Next would leave the learner
// unsure which to use: in a guided game the status names Next.
func TestAGuidedGameOffersOneWayOn(t *testing.T) {
	_, ts, c := guidedGame(t, "gummi")
	c.due = false // between notes
	tr := engine.TrickRecord{Round: 1, Plays: []engine.PlayRecord{{Seat: 2, Card: "red6"}}, Winners: []int{2}}
	ts.holdTrick(app.Event{Kind: app.TrickCompleted, Trick: &tr})
	ts.director.Open(time.Time{}) // as the table's pump makes it wait
	defer ts.director.Shut()
	ts.Render()
	if got := ts.felt.status.full; !strings.Contains(got, "press Next to go on") || strings.Contains(got, "click") {
		t.Fatalf("the status reads %q", got)
	}
	if c.next.Hidden {
		t.Fatal("the coach offers no Next to go on")
	}
}
