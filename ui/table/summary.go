package table

import (
	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/app/sound"
)

// The summaries take the middle of the felt, not a dialog: the round's
// (each player's points, line by line, with the cards that made them)
// stays until "Next round" deals; the game's shows every round, the
// standings and how a tie was broken. summarypanel.go makes them from
// what they tell; here the table shows them and puts them away.

// summaries is what the summaries tell, from the table as shown now.
func (f *feltArea) summaries() summaries {
	return summaries{game: f.game, seats: len(f.model.Seats()), name: f.seatName, role: f.seatRoleOf,
		record: f.record, view: f.model.View(), words: f.words(), scale: f.theme.Scale}
}

// showRoundSummary shows the round's points; gate closes when the player
// asks for the next round.
func (t *Screen) showRoundSummary(ev app.Event, gate chan struct{}) {
	// An observation that cannot be read is said when its deal is shown
	// (closeSummary); who was out is then left to the tricks.
	_ = t.record.EndRound(ev)
	t.logLive(ev) // the next round's start, as a restored log says it
	// The view that stays on the table under the summary agrees with it.
	t.model.ScoreRound(ev)
	t.felt.panel.round = true
	next := func() {
		t.closeSummary()
		if gate != nil {
			close(gate)
			gate = nil
		}
	}
	t.felt.panel.rebuild = func() {
		t.felt.panel.primary = next
		t.felt.setPanel(t.felt.summaries().roundPanel(ev, next))
	}
	t.felt.panel.rebuild()
	if t.coach != nil {
		t.coach.render() // a step about the round's points is due now
	}
}

// closeSummary puts the round summary away and deals the next round.
func (t *Screen) closeSummary() {
	if !t.felt.panel.round && !t.model.DealHeld() {
		return
	}
	t.felt.panel.round, t.felt.panel.obj, t.felt.panel.rebuild, t.felt.panel.primary, t.felt.panel.goOn = false, nil, nil, nil, nil
	if _, err := t.model.Deal(); err != nil {
		t.felt.flash(err.Error())
	}
	if t.coach != nil {
		t.coach.render() // a step about the new deal may be due now
		return
	}
	t.Render()
}

// setPanel puts a summary panel on the felt.
func (f *feltArea) setPanel(p summaryPanel) {
	f.panel.obj, f.panel.box, f.panel.goOn = p.obj, p.box, p.goOn
	f.render()
}

// showGameOver puts the results in the middle of the felt: the winner,
// the standings, how a tie was broken, and every round's breakdown.
func (t *Screen) showGameOver(ev app.Event) {
	t.felt.flyer.Hide()
	if err := t.model.GameOver(ev.Obs); err != nil {
		t.felt.flash(err.Error())
	}
	won := false
	for _, w := range ev.Winners {
		if w == t.model.Human() {
			won = true
		}
	}
	score := 0
	if t.model.Human() >= 0 && t.model.Human() < len(ev.Scores) {
		score = ev.Scores[t.model.Human()]
	}
	if t.coach == nil {
		// A guided game is not a result, nor a game to review.
		if f, ok := t.shell.Finished(t.sess.Config(), score, won); ok {
			t.finished = &f
		}
	}
	t.shell.Play(sound.GameOver)
	// An observation that cannot be read was said just now (GameOver).
	_ = t.record.EndRound(ev)
	t.felt.panel.rebuild = func() {
		ways := gameOverWays{again: t.shell.PlayAgain, home: t.shell.Leave, history: t.showHistory}
		if t.coach != nil {
			// The coach's last step offers the ways on (a real game,
			// or home): the panel does not offer them a second time.
			ways.again, ways.home = nil, nil
		}
		if f := t.finished; f != nil {
			ways.review = func() { t.shell.Review(*f) }
		}
		if _, local := t.sess.(*app.Table); local && t.coach == nil {
			// The same cards again, to try another line of play: only a
			// game this computer dealt can be dealt again.
			ways.sameDeal = t.shell.PlayDealAgain
		}
		t.felt.panel.primary = t.shell.PlayAgain
		if l := t.lan; l != nil && !l.Hosting() {
			// A guest cannot deal: the host's next game opens here
			// by itself, which the panel says instead of offering a
			// button that would only wait.
			ways.again, ways.hostDeals = nil, true
			t.felt.panel.primary = nil
		}
		t.felt.setPanel(t.felt.summaries().gameOverPanel(ev, won, ways))
	}
	t.felt.panel.rebuild()
}
