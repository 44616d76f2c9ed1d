package gummi

import (
	"github.com/trickparty/trickparty/engine"
)

// required is the set of hand cards seat may play under the priority order:
// the cards of the earliest colour in the trick that the hand holds, or the
// whole hand when it holds none of them (always for the leader).
func required(hand uint64, t *trick) uint64 {
	for i := 0; i < int(t.nColours); i++ {
		if m := hand & t.colours[i].mask(); m != 0 {
			return m
		}
	}
	return hand
}

// Legal appends seat's legal actions to buf[:0]: the hand cards the priority
// order allows (by colour name, then value), then every face-down position
// still in the row.
func (g *Game) Legal(seat int, buf []engine.Action) []engine.Action {
	buf = buf[:0]
	if g.over || seat != g.turn {
		return buf
	}
	return appendLegal(buf, g.hands[seat], g.fdLeft[seat], &g.cur)
}

// legalColourOrder is the order Legal lists hand cards in: by colour name,
// then value, as the scenario contract's example lists them (blue6, blue8,
// red6), so the contract's "legal" reads like a sorted list of names.
var legalColourOrder = [NumColours]Colour{Blue, Brown, Green, Purple, Red, Yellow}

func appendLegal(buf []engine.Action, hand uint64, fdLeft uint8, t *trick) []engine.Action {
	allowed := required(hand, t)
	if allowed == 0 || allowed&^lowest(allowed).Colour().mask() == 0 {
		// One colour (the usual case when following): id order is name
		// order.
		for m := allowed; m != 0; m &= m - 1 {
			buf = append(buf, engine.Action(lowest(m)))
		}
		return appendFacedown(buf, fdLeft)
	}
	for _, col := range legalColourOrder {
		for m := allowed & col.mask(); m != 0; m &= m - 1 {
			buf = append(buf, engine.Action(lowest(m)))
		}
	}
	return appendFacedown(buf, fdLeft)
}

func appendFacedown(buf []engine.Action, fdLeft uint8) []engine.Action {
	for p := 0; p < FacedownSize; p++ {
		if fdLeft&(1<<p) != 0 {
			buf = append(buf, FirstFacedown+engine.Action(p))
		}
	}
	return buf
}

// check explains why seat may not take action a now, or returns nil.
func (g *Game) check(seat int, a engine.Action) error {
	if err := engine.CheckTurn(Name, g.over, seat, g.players, g.turn); err != nil {
		return err
	}
	switch {
	case a < FirstFacedown:
		c := Card(a)
		if g.hands[seat]&c.bit() == 0 {
			return engine.Refuse("gummi.not-held", "you do not hold %s", engine.CardArg(c.String()))
		}
		if allowed := required(g.hands[seat], &g.cur); allowed&c.bit() == 0 {
			return engine.Refuse("gummi.priority", "must play %s: it is the earliest colour in this trick that you hold", engine.SuitArg(lowest(allowed).Colour().String()))
		}
	case int(a) < numActions:
		p := int(a - FirstFacedown)
		if p >= int(g.fdLen[seat]) {
			return engine.Refuse("gummi.no-facedown", "you have no face-down card %d", p)
		}
		if g.fdLeft[seat]&(1<<p) == 0 {
			return engine.Refuse("gummi.facedown-played", "face-down card %d has already been played", p)
		}
	default:
		return engine.Refuse("gummi.action", "%d is not a Gummi Trick action", int(a))
	}
	return nil
}

// Apply plays seat's card, or refuses it with an *engine.RuleError and
// leaves the state unchanged. When the play ends a round whose next fixed
// deal names a leader other than the rules' leader, it returns an
// *engine.ConfigError and also leaves the state unchanged.
func (g *Game) Apply(seat int, a engine.Action) error {
	if err := g.check(seat, a); err != nil {
		return err
	}
	if g.cur.n == int8(g.players-1) && g.nDone == g.nTricks-1 && g.round < len(g.deals) && g.round < g.rounds && g.deals[g.round].leader >= 0 {
		// This play starts a round whose fixed deal names a leader, which
		// may contradict the rules: keep a copy to restore (once a round).
		backup := *g
		if err := g.applyChecked(seat, a); err != nil {
			*g = backup
			return err
		}
		return nil
	}
	return g.applyChecked(seat, a)
}

// applyChecked applies an action check has accepted.
func (g *Game) applyChecked(seat int, a engine.Action) error {
	var pl play
	if a < FirstFacedown {
		pl.card = Card(a)
		g.hands[seat] &^= pl.card.bit()
	} else {
		p := a - FirstFacedown
		pl.card = g.fdRow[seat][p]
		pl.facedown = true
		g.fdLeft[seat] &^= 1 << p
		g.fdRow[seat][p] = NoCard
	}
	t := &g.cur
	t.plays[t.n] = pl
	t.n++
	col := pl.card.Colour()
	seen := false
	for i := 0; i < int(t.nColours); i++ {
		if t.colours[i] == col {
			seen = true
			break
		}
	}
	if !seen {
		t.colours[t.nColours] = col
		t.nColours++
	}
	if int(t.n) < g.players {
		g.turn = (g.turn + 1) % g.players
		return nil
	}
	return g.finishTrick()
}

// finishTrick scores the complete current trick and starts the next trick,
// round or the end of the game. It returns a *engine.ConfigError, with the
// state half-changed, when the next round's fixed deal contradicts the
// rules' leader; Apply restores the state then.
func (g *Game) finishTrick() error {
	t := &g.cur
	leader := g.resolve(t, g.round-1)
	g.done[g.nDone] = *t
	g.nDone++
	if g.nDone < g.nTricks {
		if g.log.Keeping() {
			g.log.Add(g.trickRecord(t, leader))
		}
		g.cur = trick{leader: int8(leader)}
		g.turn = leader
		return nil
	}
	// The round is over.
	if g.round < g.rounds {
		next := g.roundLeader()
		if g.round < len(g.deals) {
			if want := g.deals[g.round].leader; want >= 0 && want != next {
				return engine.BadConfig("round %d: the deal names seat %d to lead, but the rules make seat %d the leader", g.round+1, want, next)
			}
		}
		if g.log.Keeping() {
			g.log.Add(g.trickRecord(t, next))
		}
		g.startRound(g.round+1, next)
		return nil
	}
	if g.log.Keeping() {
		g.log.Add(g.trickRecord(t, -1))
	}
	g.over = true
	g.turn = -1
	g.cur = trick{leader: int8(leader)}
	g.winners = g.finalWinners()
	return nil
}

// resolve awards each colour of the complete trick t to the highest card of
// that colour (colourWin): the winner's card face-up, the others of the
// colour face-down in the winner's pile, all scored into round r (0-based).
// It records the winners in t and returns the next leader: the winner who
// played latest.
func (g *Game) resolve(t *trick, r int) int {
	next := 0
	for ci := 0; ci < int(t.nColours); ci++ {
		col := t.colours[ci]
		best, _ := t.colourWin(col)
		w := (int(t.leader) + best) % g.players
		t.winners = t.winners.With(w)
		win := t.plays[best].card
		g.pileUp[w] |= win.bit()
		g.roundScores[r][w] += win.Points()
		for i := 0; i < int(t.n); i++ {
			if c := t.plays[i].card; i != best && c.Colour() == col {
				g.pileDown[w] |= c.bit()
				g.roundScores[r][w] += FacedownPilePoints
			}
		}
		if best > next {
			next = best
		}
	}
	return (int(t.leader) + next) % g.players
}

// roundLeader is the leader of the next round: the seat that scored most in
// the round just finished; among tied seats, the one who played latest in
// the round's last trick.
func (g *Game) roundLeader() int {
	r := g.round - 1
	best := -1
	for s := 0; s < g.players; s++ {
		if best < 0 || g.roundScores[r][s] > g.roundScores[r][best] {
			best = s
		}
	}
	last := &g.done[g.nDone-1]
	leader := -1
	for i := 0; i < int(last.n); i++ {
		s := (int(last.leader) + i) % g.players
		if g.roundScores[r][s] == g.roundScores[r][best] {
			leader = s
		}
	}
	return leader
}

// finalWinners ranks the seats by total points, then points in the last
// round, then cards in the last round's pile; the seats tied at the top
// share the win. In the one-round game that is the rules' "highest score,
// then most cards in the pile".
func (g *Game) finalWinners() engine.SeatSet {
	var set engine.SeatSet
	var bestKey [3]int
	for s := 0; s < g.players; s++ {
		key := [3]int{g.Score(s), g.roundScores[g.round-1][s], popcount(g.pileUp[s] | g.pileDown[s])}
		switch {
		case set == 0 || key[0] > bestKey[0] ||
			key[0] == bestKey[0] && (key[1] > bestKey[1] || key[1] == bestKey[1] && key[2] > bestKey[2]):
			set, bestKey = engine.SeatSet(0).With(s), key
		case key == bestKey:
			set = set.With(s)
		}
	}
	return set
}
