package gudetama

import (
	"fmt"
	"testing"

	"github.com/trickparty/trickparty/engine"
)

// checkInvariants verifies that every card of the deck is in exactly one
// place and that the bookkeeping agrees with itself.
func checkInvariants(g *Game) error {
	var piles Hand
	if g.roundPts[min(g.round, maxRounds-1)] != [MaxPlayers]Rank{} && g.round < maxRounds {
		return fmt.Errorf("score recorded for round %d, which has not started", g.round+1)
	}
	for r := 0; r < g.round; r++ {
		for s := 0; s < MaxPlayers; s++ {
			if c := g.roundPts[r][s]; c != 0 {
				if s >= g.players {
					return fmt.Errorf("score recorded for round %d seat %d outside the game", r+1, s)
				}
				piles = piles.Add(c)
			}
		}
	}
	var hands Hand
	for s := 0; s < MaxPlayers; s++ {
		if s >= g.players || !g.active.Has(s) {
			if g.hands[s] != 0 {
				return fmt.Errorf("seat %d is not playing but holds %v", s, g.hands[s])
			}
		}
		hands += g.hands[s]
	}
	var cur Hand
	if g.nTricks < g.tricksPerRound && !g.choosing && !g.over {
		t := &g.tricks[g.nTricks]
		for i := uint8(0); i < t.n; i++ {
			cur = cur.Add(t.plays[i].rank)
		}
	}
	// Recount the discard from the completed tricks.
	var played Hand
	for i := 0; i < g.nTricks; i++ {
		t := &g.tricks[i]
		for j := uint8(0); j < t.n; j++ {
			played = played.Add(t.plays[j].rank)
		}
	}
	if played-g.roundCards() != g.discard {
		return fmt.Errorf("discard %v, but completed tricks minus scored cards are %v", g.discard, played-g.roundCards())
	}
	places := []Hand{g.undealt, hands, cur, g.discard, piles}
	for r := Rank(1); r <= NumRanks; r++ {
		n := 0
		for _, p := range places {
			n += p.Count(r)
		}
		if n != Copies[r] {
			return fmt.Errorf("rank %d: %d cards in undealt+hands+trick+discard+piles, want %d (undealt %v hands %v trick %v discard %v piles %v)",
				r, n, Copies[r], g.undealt, hands, cur, g.discard, piles)
		}
		if g.left.Count(r)+piles.Count(r) != Copies[r] {
			return fmt.Errorf("rank %d: left %d + scored %d != %d", r, g.left.Count(r), piles.Count(r), Copies[r])
		}
	}
	total := 0
	for s := 0; s < g.players; s++ {
		sum := 0
		for r := 0; r < g.round; r++ {
			sum += int(g.roundPts[r][s])
		}
		if sum != g.scores[s] {
			return fmt.Errorf("seat %d: score %d, piles add to %d", s, g.scores[s], sum)
		}
		total += sum
	}
	if !g.over {
		// Only an eliminated 14-winner choosing the next round's leader acts
		// from outside the game.
		if !g.active.Has(g.turn) && !(g.choosing && g.nTricks == g.tricksPerRound) {
			return fmt.Errorf("seat %d to move is not active", g.turn)
		}
		if g.active.Count() < 2 {
			return fmt.Errorf("game goes on with %d players", g.active.Count())
		}
		// Every active seat holds the cards of the tricks it has still to play.
		for s := 0; s < g.players; s++ {
			if !g.active.Has(s) {
				continue
			}
			want := g.tricksPerRound - g.nTricks
			if !g.choosing && g.nTricks < g.tricksPerRound {
				t := &g.tricks[g.nTricks]
				for i := uint8(0); i < t.n; i++ {
					if int(t.plays[i].seat) == s {
						want--
					}
				}
			}
			if g.hands[s].Len() != want {
				return fmt.Errorf("seat %d holds %d cards, want %d", s, g.hands[s].Len(), want)
			}
		}
	} else if g.winners.Empty() {
		return fmt.Errorf("game over without winners")
	}
	return nil
}

// mustNew builds a game or fails the test.
func mustNew(t testing.TB, cfg engine.Config) *Game {
	t.Helper()
	if cfg.Game == "" {
		cfg.Game = Name
	}
	g, err := New(cfg)
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	return g
}

// hands builds the fixed deal of one round from card names.
func deal(leader int, hands ...[]string) engine.Deal {
	d := engine.Deal{Hands: hands}
	if leader >= 0 {
		d.Leader = engine.IntPtr(leader)
	}
	return d
}

// cards lists card names.
func cards(names ...string) []string { return names }

// apply applies moves in notation, failing the test on any refusal.
func apply(t testing.TB, g *Game, moves ...engine.Move) {
	t.Helper()
	for i, m := range moves {
		a, err := g.DecodeMove(m)
		if err != nil {
			t.Fatalf("move %d %+v: %v", i, m, err)
		}
		if err := g.Apply(m.Seat, a); err != nil {
			t.Fatalf("move %d %+v: %v", i, m, err)
		}
		if err := checkInvariants(g); err != nil {
			t.Fatalf("after move %d %+v: %v", i, m, err)
		}
	}
}

func p(seat int, card string) engine.Move { return engine.Move{Seat: seat, Play: card} }
func lead(seat, t int) engine.Move        { return engine.Move{Seat: seat, Lead: engine.IntPtr(t)} }

// playRandom plays random legal actions until the game is over, failing the
// test if that takes more than max actions; it reports the number of actions.
func playRandom(t testing.TB, g *Game, rng *engine.RNG, max int, each func()) int {
	t.Helper()
	n := playN(t, g, rng, max, each)
	if !g.Over() {
		t.Fatalf("game not over after %d actions", max)
	}
	return n
}

// playN plays up to max random legal actions, fewer if the game ends.
func playN(t testing.TB, g *Game, rng *engine.RNG, max int, each func()) int {
	t.Helper()
	buf := make([]engine.Action, 0, engine.MaxActions)
	for n := 0; n < max; n++ {
		if g.Over() {
			return n
		}
		seat := g.ToMove().First()
		buf = g.Legal(seat, buf)
		if len(buf) == 0 {
			t.Fatalf("seat %d to move has no legal action", seat)
		}
		if err := g.Apply(seat, buf[rng.IntN(len(buf))]); err != nil {
			t.Fatalf("legal action refused: %v", err)
		}
		if each != nil {
			each()
		}
	}
	return max
}

// sameState reports whether two games are in the same state (the trick log
// by length, since a copy of a game shares its records; the shared fixed
// deals by identity).
func sameState(a, b *Game) bool {
	if a.log.Len() != b.log.Len() || len(a.deals) != len(b.deals) || (len(a.deals) > 0 && &a.deals[0] != &b.deals[0]) {
		return false
	}
	if a.log.Keeping() != b.log.Keeping() {
		return false
	}
	return a.players == b.players && a.target == b.target && a.rng == b.rng &&
		a.round == b.round && a.tricksPerRound == b.tricksPerRound && a.nTricks == b.nTricks &&
		a.tricks == b.tricks && a.active == b.active && a.turn == b.turn && a.choosing == b.choosing &&
		a.left == b.left && a.undealt == b.undealt && a.discard == b.discard && a.hands == b.hands &&
		a.scores == b.scores && a.roundPts == b.roundPts && a.over == b.over && a.winners == b.winners
}
