package table

import (
	"strings"
	"testing"
	"time"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/games"
	"github.com/trickparty/trickparty/ui/internal/words"
)

// TestTheTurnClockNeverShowsMoreThanItsTimer: while every table holds the
// finished trick before a turn, its clock stands at the whole timer, not
// the timer and the reading time ("67 s left" on a 60 s timer); a host's
// millisecond over the timer shows as the timer; once the clock runs it
// counts down from there.
func TestTheTurnClockNeverShowsMoreThanItsTimer(t *testing.T) {
	now := time.Now()
	runs := now.Add(10 * time.Second)
	for _, c := range []struct {
		name string
		info app.SeatInfo
		at   time.Time
		want int
	}{
		{"held", app.SeatInfo{TurnEnds: runs.Add(60 * time.Second), TurnRuns: runs}, now, 60},
		{"held, a millisecond over", app.SeatInfo{TurnEnds: runs.Add(60*time.Second + time.Millisecond), TurnRuns: runs}, now, 60},
		{"held, 1 s before it runs", app.SeatInfo{TurnEnds: runs.Add(60 * time.Second), TurnRuns: runs}, runs.Add(-time.Second), 60},
		{"running", app.SeatInfo{TurnEnds: runs.Add(60 * time.Second), TurnRuns: runs}, runs.Add(1500 * time.Millisecond), 59},
		{"no hold", app.SeatInfo{TurnEnds: now.Add(30 * time.Second)}, now, 30},
		{"ran out", app.SeatInfo{TurnEnds: now.Add(-time.Second)}, now, 0},
		{"no timer", app.SeatInfo{}, now, -1},
	} {
		if got := turnSecondsLeft(c.info, c.at); got != c.want {
			t.Errorf("%s: the clock shows %d s, want %d", c.name, got, c.want)
		}
	}

	// On the table: the player's plate, while the trick before their
	// turn is held, says the timer's 60 s, not the 70 s left in all.
	u, _ := newTestUI(t)
	ts := startGame(t, u, engine.Config{Game: "gummi", Players: 3, Seed: 2})
	playUntil(t, ts, myTurn(ts))
	seats := append([]app.SeatInfo(nil), ts.model.Seats()...)
	me := ts.model.Human()
	seats[me].TurnEnds, seats[me].TurnRuns = time.Now().Add(70*time.Second), time.Now().Add(10*time.Second)
	ts.model.SetSeats(seats)
	for _, b := range ts.felt.seatW {
		if b.seat != me {
			continue
		}
		b.update()
		if !strings.Contains(b.info.Text, "60 s left") {
			t.Errorf("the player's plate reads %q while the clock stands at 60 s", b.info.Text)
		}
	}
	ts.felt.renderStatus()
	if s := ts.felt.status.full; !strings.Contains(s, "60 s left") {
		t.Errorf("the status reads %q while the clock stands at 60 s", s)
	}
}

// TestATimedOutTurnSaysABotPlayedIt: the log says a bot played the card
// for the player whose time ran out, not that the player played it, in
// English and in Japanese, and one played for a player who is away says
// so too; any other turn is said as before.
func TestATimedOutTurnSaysABotPlayedIt(t *testing.T) {
	d, ok := games.Lookup("gummi")
	if !ok {
		t.Fatal("no gummi")
	}
	card := d.Deck()[0]
	names := []string{"You", "Tim", "Aiko"}
	tw := words.Trick{Game: "gummi", Name: func(s int) string { return names[s] }, Human: 0}
	ev := app.Event{Kind: app.ActionApplied, Seat: 1, Verb: engine.MovePlay, Move: engine.Move{Seat: 1, Play: card}, Card: card, TimedOut: true}
	for _, code := range []string{"en", "ja"} {
		setLanguage(code)
		want := map[string]string{
			"en": "A bot played " + words.Card("gummi", card) + " for Tim: time ran out",
			"ja": "時間切れのため、Timの代わりにボットが" + words.Card("gummi", card) + "を出しました",
		}[code]
		if got := logLines(tw, ev); len(got) != 1 || got[0] != want {
			t.Errorf("%s: a timed-out turn is logged %q, want %q", code, got, want)
		}
		away := ev
		away.TimedOut, away.StoodIn = false, true
		wantAway := map[string]string{
			"en": "A bot played " + words.Card("gummi", card) + " for Tim, who is away",
			"ja": "Timが離席中のため、代わりにボットが" + words.Card("gummi", card) + "を出しました",
		}[code]
		if got := logLines(tw, away); len(got) != 1 || got[0] != wantAway {
			t.Errorf("%s: a turn a bot played for an away player is logged %q, want %q", code, got, wantAway)
		}
		played := ev
		played.TimedOut = false
		if got := logLines(tw, played); len(got) != 1 || strings.Contains(got[0], "bot") || strings.Contains(got[0], "ボット") {
			t.Errorf("%s: a turn Tim played is logged %q", code, got)
		}
	}
	setLanguage("en")
}
