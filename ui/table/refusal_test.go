package table

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/trickparty/trickparty/engine"
)

// TestRefusalGoesWhenALegalCardIsPlayed: "must play …" is said while it
// applies, and goes as soon as the player's legal card is played (it
// stayed its full three and a half seconds, over the next card).
func TestRefusalGoesWhenALegalCardIsPlayed(t *testing.T) {
	for seed := uint64(1); seed < 40; seed++ {
		u, _ := newTestUI(t)
		ts := startGame(t, u, engine.Config{Game: "gummi", Players: 3, Seed: seed})
		drain(t, ts, myTurn(ts))
		bad := handCard(ts, false)
		if bad == nil {
			u.closeTable()
			continue
		}
		ts.input.playCard(bad)
		if !strings.HasPrefix(ts.felt.message.said, "Must play") || ts.felt.message.lines[0].Text == "" {
			t.Fatalf("after an illegal card the felt says %q (drawn %q)", ts.felt.message.said, ts.felt.message.lines[0].Text)
		}
		ts.input.playCard(handCard(ts, true))
		drain(t, ts, func() bool { return !ts.model.Busy() })
		if ts.felt.message.said != "" || ts.felt.message.lines[0].Text != "" {
			t.Fatalf("the legal card is played and the felt still says %q (drawn %q)", ts.felt.message.said, ts.felt.message.lines[0].Text)
		}
		return
	}
	t.Fatal("never held an illegal card")
}

// TestRefusalGoesWhenTheTrickEnds: "Wait for your turn", said when the
// player tries a card while the others are still to play, goes once the
// trick is over.
func TestRefusalGoesWhenTheTrickEnds(t *testing.T) {
	u, _ := newTestUI(t)
	u.prefs.AfterTrick = "auto"
	ts := startGame(t, u, engine.Config{Game: "gummi", Players: 4, Seed: 11})
	for range 9 {
		drain(t, ts, myTurn(ts))
		done := len(ts.record.Tricks())
		ts.input.playCard(handCard(ts, true))
		drain(t, ts, func() bool { return !ts.model.Busy() })
		if len(ts.record.Tricks()) > done || ts.model.Holding() {
			continue // the player's card ended the trick: try the next one
		}
		ts.input.playCard(ts.input.allPlayable()[0])
		if ts.felt.message.said != "Wait for your turn" {
			t.Fatalf("a card tried while the others play: the felt says %q", ts.felt.message.said)
		}
		drain(t, ts, func() bool { return len(ts.record.Tricks()) > done })
		if ts.felt.message.said != "" || ts.felt.message.lines[0].Text != "" {
			t.Fatalf("the trick is over and the felt still says %q", ts.felt.message.said)
		}
		return
	}
	t.Fatal("the player's card ended every trick")
}

// TestCoachRefusalGoesWithTheRightMove: in a guided game the coach's panel
// says why a card is not the one (the felt stays clear: a note there lay
// over the draft's buttons); once the right card is played it goes.
func TestCoachRefusalGoesWithTheRightMove(t *testing.T) {
	u, _ := newTestUI(t)
	if err := u.startTutorial(tinyScript(t)); err != nil {
		t.Fatal(err)
	}
	ts := u.tableScreen()
	c := ts.coach
	drain(t, ts, coachDue(ts))
	test.Tap(c.next)
	drain(t, ts, coachDue(ts))
	var red9, blue3 *cardWidget
	for _, w := range ts.felt.handW {
		switch w.name {
		case "red9":
			red9 = w
		case "blue3":
			blue3 = w
		}
	}
	ts.input.playCard(blue3)
	if c.wrong.Hidden || !strings.Contains(c.wrong.Text, "blue 3") || ts.felt.message.said != "" {
		t.Fatalf("the wrong card: coach %q (hidden %v), felt %q", c.wrong.Text, c.wrong.Hidden, ts.felt.message.said)
	}
	ts.input.playCard(red9)
	drain(t, ts, func() bool { return c.due && c.step == 2 })
	if c.wrong.Visible() || ts.felt.message.said != "" {
		t.Fatalf("the right card: coach still says %q (shown %v), felt %q", c.wrong.Text, c.wrong.Visible(), ts.felt.message.said)
	}
}

// TestWaitForYourTurnGoesWhenTheTurnComes: "Wait for your turn", said
// when the player tries a card while a seat before them in the trick is
// to play, goes once the player's turn comes: beside "Your turn" it
// contradicted the status line.
func TestWaitForYourTurnGoesWhenTheTurnComes(t *testing.T) {
	u, _ := newTestUI(t)
	u.prefs.AfterTrick = "auto"
	ts := startGame(t, u, engine.Config{Game: "gummi", Players: 4, Seed: 11})
	human := ts.model.Human()
	// Another seat is to play and the player has not played in this trick.
	othersFirst := func() bool {
		v := ts.model.View()
		if ts.model.Holding() || v.Phase != engine.Waiting || len(ts.felt.handW) == 0 {
			return false
		}
		for _, p := range v.Trick {
			if p.Seat == human {
				return false
			}
		}
		return true
	}
	playUntil(t, ts, func() bool { return othersFirst() || ts.model.View().Over })
	if !othersFirst() {
		t.Fatal("the player led or followed at once in every trick")
	}
	ts.input.playCard(ts.felt.handW[0])
	if ts.felt.message.said != "Wait for your turn" {
		t.Fatalf("a card tried while another seat is to play: the felt says %q", ts.felt.message.said)
	}
	drain(t, ts, myTurn(ts))
	shown := ""
	for _, l := range ts.felt.message.lines {
		shown += l.Text
	}
	if ts.felt.message.said != "" || strings.Contains(shown, "Wait for your turn") {
		t.Fatalf("the player's turn came and the felt still says %q (drawn %q)", ts.felt.message.said, shown)
	}
}
