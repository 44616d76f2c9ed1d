package ui

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
func (t *TableScreen) summaries() summaries {
	return summaries{game: t.game, seats: len(t.seats), name: t.seatName, role: t.seatRoleOf,
		record: t.record, view: t.model.View(), words: t.words(), scale: t.feltTheme.Scale}
}

// showRoundSummary shows the round's points; gate closes when the player
// asks for the next round.
func (t *TableScreen) showRoundSummary(ev app.Event, gate chan struct{}) {
	// An observation that cannot be read is said when its deal is shown
	// (closeSummary); who was out is then left to the tricks.
	_ = t.record.EndRound(ev)
	// The view that stays on the table under the summary agrees with it.
	t.model.ScoreRound(ev)
	t.summaryOpen = true
	next := func() {
		t.closeSummary()
		if gate != nil {
			close(gate)
			gate = nil
		}
	}
	t.rebuildPanel = func() {
		t.panelPrimary = next
		t.setPanel(t.summaries().roundPanel(ev, next))
	}
	t.rebuildPanel()
	if t.coach != nil {
		t.coach.render() // a step about the round's points is due now
	}
}

// closeSummary puts the round summary away and deals the next round.
func (t *TableScreen) closeSummary() {
	if !t.summaryOpen && !t.model.DealHeld() {
		return
	}
	t.summaryOpen, t.panel, t.rebuildPanel, t.panelPrimary = false, nil, nil, nil
	if _, err := t.model.Deal(); err != nil {
		t.flash(err.Error())
	}
	if t.coach != nil {
		t.coach.render() // a step about the new deal may be due now
		return
	}
	t.render()
}

// setPanel puts a summary panel on the felt.
func (t *TableScreen) setPanel(p summaryPanel) {
	t.panel, t.panelBox = p.obj, p.box
	t.render()
}

// showGameOver puts the results in the middle of the felt: the winner,
// the standings, how a tie was broken, and every round's breakdown.
func (t *TableScreen) showGameOver(ev app.Event) {
	t.flyer.Hide()
	if err := t.model.GameOver(ev.Obs); err != nil {
		t.flash(err.Error())
	}
	won := false
	for _, w := range ev.Winners {
		if w == t.human {
			won = true
		}
	}
	score := 0
	if t.human >= 0 && t.human < len(ev.Scores) {
		score = ev.Scores[t.human]
	}
	if t.coach == nil {
		// A guided game is not a result, nor a game to review.
		t.u.recordResult(t.sess.Config(), score, won)
		if f, ok := t.u.keepFinished(); ok {
			t.finished = &f
		}
	}
	t.u.play(sound.GameOver)
	// An observation that cannot be read was said just now (GameOver).
	_ = t.record.EndRound(ev)
	t.rebuildPanel = func() {
		ways := gameOverWays{again: t.u.playAgain, home: t.u.leaveTable, history: t.showHistory}
		if t.coach != nil {
			// The coach's last step offers the ways on (a real game,
			// or home): the panel does not offer them a second time.
			ways.again, ways.home = nil, nil
		}
		if f := t.finished; f != nil {
			back := t.u.Win.Content()
			ways.review = func() { t.u.ShowReview(*f, func() { t.u.setContent(back) }) }
		}
		t.panelPrimary = t.u.playAgain
		t.setPanel(t.summaries().gameOverPanel(ev, won, ways))
	}
	t.rebuildPanel()
}
