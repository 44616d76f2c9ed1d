package gudetama

import (
	"math/bits"

	"github.com/trickparty/trickparty/engine"
)

// Apply takes seat's action, or refuses it with an *engine.RuleError (or,
// when the action would start a round whose fixed deal cannot be played, an
// *engine.ConfigError) and leaves the state unchanged.
func (g *Game) Apply(seat int, a engine.Action) error {
	if err := g.check(seat, a); err != nil {
		return err
	}
	if g.choosing {
		return g.applyLead(seat, leadSeat(a))
	}
	return g.applyPlay(seat, Rank(a))
}

// check refuses an action that is not legal, in a player's words.
func (g *Game) check(seat int, a engine.Action) error {
	if err := engine.CheckTurn(Name, g.over, seat, g.players, g.turn); err != nil {
		return err
	}
	isPlay := IsPlay(a)
	isLead := IsLead(a)
	if !isPlay && !isLead {
		return engine.Refuse("gudetama.action", "unknown action %d", a)
	}
	if g.choosing {
		if isPlay {
			return engine.Refuse("gudetama.choose", "choose who leads next before anyone plays: you won with a 14")
		}
		t := leadSeat(a)
		if err := engine.CheckSeat(Name, false, t, g.players); err != nil {
			return err
		}
		switch {
		case t == seat:
			return engine.Refuse("gudetama.lead-self", "choose another player to lead: you won with a 14")
		case !g.active.Has(t):
			return engine.Refuse("gudetama.lead-eliminated", "seat %d is out of the game and cannot lead", t)
		}
		return nil
	}
	if isLead {
		return engine.Refuse("gudetama.no-choice", "there is no leader to choose now: play a card")
	}
	r := Rank(a)
	hand := g.hands[seat]
	if !hand.Has(r) {
		return engine.Refuse("gudetama.hold", "you do not hold a %d", r)
	}
	cur := &g.tricks[g.nTricks]
	if cur.n > 0 && r < cur.best {
		if low := hand.Lowest(); r != low {
			if cur.best == NumRanks {
				// Nothing is higher than a 14, so the refusal does not
				// say "14 or higher".
				return engine.Refuse("gudetama.follow.fourteen", "must play a 14, or your lowest card (%d)", low)
			}
			return engine.Refuse("gudetama.follow", "must play %d or higher, or your lowest card (%d)", cur.best, low)
		}
	}
	return nil
}

// applyPlay plays a checked card.
func (g *Game) applyPlay(seat int, r Rank) error {
	cur := &g.tricks[g.nTricks]
	complete := int(cur.n)+1 == g.active.Count()
	if complete && g.nTricks+1 == g.tricksPerRound {
		return g.applyFinalPlay(seat, r)
	}
	g.hands[seat] = g.hands[seat].Remove(r)
	cur.add(seat, r)
	if !complete {
		g.turn = g.nextActive(seat)
		return nil
	}
	g.completeTrick(cur)
	if cur.best == NumRanks {
		// A winning 14: the winner must hand the lead to another player.
		g.choosing = true
		g.turn = int(cur.winner)
		g.tricks[g.nTricks] = trick{leader: -1}
		return nil
	}
	g.startTrick(int(cur.winner))
	g.setLogNext(int(cur.winner))
	return nil
}

// applyFinalPlay plays the last card of a round. Ending a round may start
// the next one, whose fixed deal can still be refused, so it keeps a copy of
// the state to restore then (kept out of applyPlay so that the common path
// does not pay for the copy's stack space).
//
//go:noinline
func (g *Game) applyFinalPlay(seat int, r Rank) error {
	backup := *g
	cur := &g.tricks[g.nTricks]
	g.hands[seat] = g.hands[seat].Remove(r)
	cur.add(seat, r)
	g.completeTrick(cur)
	if err := g.endRound(cur); err != nil {
		*g = backup
		return err
	}
	if g.over && cur.best == NumRanks && g.log.Keeping() {
		// The game ended: the 14 hands no lead on, it just won.
		g.log.SetWhy(cur.whyRecord(false, true))
	}
	return nil
}

// completeTrick moves a full trick's cards to the discard and logs it.
func (g *Game) completeTrick(cur *trick) {
	for i := uint8(0); i < cur.n; i++ {
		g.discard = g.discard.Add(cur.plays[i].rank)
	}
	g.nTricks++
	if g.log.Keeping() {
		g.log.Add(g.trickRecord(cur))
	}
}

// applyLead hands the lead to seat t after a winning 14.
func (g *Game) applyLead(seat, t int) error {
	if g.nTricks == g.tricksPerRound {
		// The final trick was won with a 14: t leads the next round.
		if err := g.beginRound(t); err != nil {
			return err
		}
		g.choosing = false
		g.setLogNext(t)
		return nil
	}
	g.choosing = false
	g.startTrick(t)
	g.setLogNext(t)
	return nil
}

// startTrick opens the next trick of the round, led by leader.
func (g *Game) startTrick(leader int) {
	g.tricks[g.nTricks] = trick{leader: int8(leader), winner: int8(leader)}
	g.turn = leader
}

// endRound scores the round's final trick cur, eliminates and ends the game
// per the rules, and starts the next round unless the winner must first
// choose its leader.
func (g *Game) endRound(cur *trick) error {
	ri := g.round - 1
	if cur.hasOne() {
		// Any 1 in the final trick: everyone scores the card they played.
		for i := uint8(0); i < cur.n; i++ {
			g.scoreCard(ri, int(cur.plays[i].seat), cur.plays[i].rank)
		}
	} else {
		g.scoreCard(ri, int(cur.winner), cur.best)
	}
	if g.maxScore() >= g.target {
		// Game end (or a playoff round): everyone above the lowest active
		// total is out; a sole survivor wins.
		low := g.lowestActive()
		for s := 0; s < g.players; s++ {
			if g.active.Has(s) && g.scores[s] > low {
				g.active = g.active.Without(s)
			}
		}
		if g.active.Count() == 1 {
			g.finish(g.active)
			return nil
		}
	}
	if !g.canDeal() {
		g.finishLowest()
		return nil
	}
	winner := int(cur.winner)
	if cur.best == NumRanks {
		// The 14's winner chooses the next leader among the players still
		// in, even when this round's result has just eliminated them
		// (rules.md section 2, "Leads").
		g.choosing = true
		g.turn = winner
		return nil
	}
	// A winner this round's result eliminated leads nothing: the next
	// remaining player to their left does.
	next := winner
	if !g.active.Has(next) {
		next = g.nextActive(winner)
	}
	if err := g.beginRound(next); err != nil {
		return err
	}
	g.setLogNext(next)
	return nil
}

// scoreCard moves a card played by seat in round ri+1 to its score pile.
func (g *Game) scoreCard(ri, seat int, r Rank) {
	g.roundPts[ri][seat] = r
	g.scores[seat] += int(r)
	g.left = g.left.Remove(r)
	g.discard = g.discard.Remove(r)
}

func (g *Game) maxScore() int {
	m := 0
	for s := 0; s < g.players; s++ {
		m = max(m, g.scores[s])
	}
	return m
}

func (g *Game) lowestActive() int {
	low := -1
	for s := 0; s < g.players; s++ {
		if g.active.Has(s) && (low < 0 || g.scores[s] < low) {
			low = g.scores[s]
		}
	}
	return low
}

// canDeal reports whether another round can be dealt: one card per active
// player at least, and room in the per-round tables.
func (g *Game) canDeal() bool {
	return g.round < maxRounds && g.left.Len() >= g.active.Count()
}

// finish ends the game with the given winners.
func (g *Game) finish(winners engine.SeatSet) {
	g.over = true
	g.winners = winners
	g.turn = -1
	g.choosing = false
}

// finishLowest ends the game because no further round can be dealt: the
// lowest active totals win.
func (g *Game) finishLowest() {
	low := g.lowestActive()
	var w engine.SeatSet
	for s := 0; s < g.players; s++ {
		if g.active.Has(s) && g.scores[s] == low {
			w = w.With(s)
		}
	}
	g.finish(w)
}

// setLogNext records who leads after the last logged trick.
func (g *Game) setLogNext(leader int) {
	g.log.SetNextLeader(leader)
}

// Legal appends seat's legal actions to buf[:0], ascending.
func (g *Game) Legal(seat int, buf []engine.Action) []engine.Action {
	buf = buf[:0]
	if g.over || seat != g.turn {
		return buf
	}
	if g.choosing {
		return appendLeads(buf, g.active, seat, g.players)
	}
	cur := &g.tricks[g.nTricks]
	return appendPlays(buf, g.hands[seat], cur.n > 0, cur.best)
}

// appendLeads appends the lead choices of chooser: every other active seat.
func appendLeads(buf []engine.Action, active engine.SeatSet, chooser, players int) []engine.Action {
	for t := 0; t < players; t++ {
		if t != chooser && active.Has(t) {
			buf = append(buf, LeadAction(t))
		}
	}
	return buf
}

// appendPlays appends the plays allowed from hand: anything when leading;
// otherwise a rank >= best, or the lowest card.
func appendPlays(buf []engine.Action, hand Hand, following bool, best Rank) []engine.Action {
	if hand == 0 {
		return buf
	}
	allowed := hand
	if following {
		allowed = hand.AtLeast(best)
		low := hand.Lowest()
		if low < best {
			buf = append(buf, PlayAction(low))
		}
	}
	for m := allowed.present(); m != 0; m &= m - 1 {
		buf = append(buf, engine.Action(bits.TrailingZeros64(m)/4))
	}
	return buf
}

// nextActive is the next active seat to the left of seat.
func (g *Game) nextActive(seat int) int {
	t := seat
	for i := 0; i < g.players; i++ {
		if t++; t == g.players {
			t = 0
		}
		if g.active&(1<<uint(t)) != 0 {
			return t
		}
	}
	return seat
}
