package gudetama

import (
	"github.com/trickparty/trickparty/engine"
)

// Play is one card played to a trick.
type Play = engine.Played[Rank]

// TrickView is a completed trick of the current round.
type TrickView = engine.WonTrick[Rank]

// Observation is everything one seat may see of a game of Gudetama: its own
// hand and public information only (no other hand, no undealt card, no seed
// or RNG state). It round-trips through encoding/json; every slice is
// non-nil.
type Observation struct {
	engine.Viewpoint
	// Target is the score that ends the game.
	Target int `json:"target"`
	// Hand is the observer's own hand, ascending.
	Hand []Rank `json:"hand"`
	// HandCounts is how many cards each seat holds.
	HandCounts []int `json:"hand_counts"`
	// Eliminated lists the seats out of the game, ascending.
	Eliminated []int `json:"eliminated"`
	// Leader leads the current trick; -1 when no trick is open (a lead is
	// being chosen, or the round or game is over).
	Leader int `json:"leader"`
	// Trick is the current trick's cards in the order played.
	Trick []Play `json:"trick"`
	// Tricks are this round's completed tricks, in order.
	Tricks []TrickView `json:"tricks"`
	// Scores are the totals of points taken so far.
	Scores []int `json:"scores"`
	// RoundScores holds, per round so far (finished or running), the points
	// each seat took in it.
	RoundScores [][]int `json:"round_scores"`
	// Piles holds each seat's scored cards, in the order scored.
	Piles [][]Rank `json:"piles"`
	// Left counts the cards still in the game by rank (the deck minus scored
	// cards; index 0 unused): public knowledge.
	Left [NumRanks + 1]int `json:"left"`
	// LeadChoice is the seat that must choose the next leader after winning
	// with a 14, or -1.
	LeadChoice int `json:"lead_choice"`
	// Turn is the seat due to act, -1 when the game is over.
	Turn int `json:"to_move"`
	// Over reports whether the game has ended.
	Over bool `json:"over"`
	// Winners lists the winning seats; empty until Over.
	Winners []int `json:"winners"`
}

// Observe is everything seat may see.
func (g *Game) Observe(seat int) engine.Observation { return g.observe(seat) }

func (g *Game) observe(seat int) *Observation {
	o := &Observation{
		Viewpoint:   engine.Viewpoint{Viewer: seat, NumPlayers: g.players, Round: g.round},
		Target:      g.target,
		Hand:        []Rank{},
		HandCounts:  make([]int, g.players),
		Eliminated:  []int{},
		Leader:      -1,
		Trick:       []Play{},
		Tricks:      make([]TrickView, 0, g.nTricks),
		Scores:      make([]int, g.players),
		RoundScores: make([][]int, 0, g.round),
		Piles:       make([][]Rank, g.players),
		LeadChoice:  -1,
		Turn:        g.turn,
		Over:        g.over,
		Winners:     []int{},
	}
	if seat >= 0 && seat < g.players {
		o.Hand = g.hands[seat].Ranks(o.Hand)
	}
	for s := 0; s < g.players; s++ {
		o.HandCounts[s] = g.hands[s].Len()
		if !g.active.Has(s) {
			o.Eliminated = append(o.Eliminated, s)
		}
		o.Piles[s] = g.pile(s)
	}
	for i := 0; i < g.nTricks; i++ {
		t := &g.tricks[i]
		o.Tricks = append(o.Tricks, TrickView{Leader: int(t.leader), Plays: plays(t), Winner: int(t.winner)})
	}
	if g.nTricks < g.tricksPerRound && !g.over {
		t := &g.tricks[g.nTricks]
		o.Leader = int(t.leader)
		o.Trick = plays(t)
	}
	copy(o.Scores, g.scores[:g.players])
	for r := 0; r < g.round; r++ {
		row := make([]int, g.players)
		for s := range row {
			row[s] = int(g.roundPts[r][s])
		}
		o.RoundScores = append(o.RoundScores, row)
	}
	for r := Rank(1); r <= NumRanks; r++ {
		o.Left[r] = g.left.Count(r)
	}
	if g.choosing {
		o.LeadChoice = g.turn
	}
	if g.over {
		o.Winners = g.winners.Seats()
	}
	return o
}

func plays(t *trick) []Play {
	out := make([]Play, t.n)
	for i := range out {
		out[i] = Play{Seat: int(t.plays[i].seat), Card: t.plays[i].rank}
	}
	return out
}

// GameName is "gudetama".
func (o *Observation) GameName() string { return Name }

// ToMove is the set of seats due to act.
func (o *Observation) ToMove() engine.SeatSet {
	if o.Over || o.Turn < 0 || o.Turn >= MaxPlayers {
		return 0
	}
	return engine.SeatSet(1) << uint(o.Turn)
}

// active is the set of seats not eliminated.
func (o *Observation) active() engine.SeatSet {
	var a engine.SeatSet
	for s := 0; s < o.NumPlayers && s < MaxPlayers; s++ {
		a = a.With(s)
	}
	for _, s := range o.Eliminated {
		a = a.Without(s)
	}
	return a
}

// OwnHand is the observer's hand packed as a Hand.
func (o *Observation) OwnHand() Hand {
	var h Hand
	for _, r := range o.Hand {
		if r.Valid() && h.Count(r) < 15 {
			h = h.Add(r)
		}
	}
	return h
}

// Best is the highest rank in the current trick (0 when it is empty).
func (o *Observation) Best() Rank {
	var best Rank
	for _, p := range o.Trick {
		best = max(best, p.Card)
	}
	return best
}

// Legal appends the observer's legal actions to buf[:0], as Game.Legal.
func (o *Observation) Legal(buf []engine.Action) []engine.Action {
	buf = buf[:0]
	if o.Over || o.Turn != o.Viewer || o.Viewer < 0 {
		return buf
	}
	if o.LeadChoice == o.Viewer {
		return appendLeads(buf, o.active(), o.Viewer, min(o.NumPlayers, MaxPlayers))
	}
	return appendPlays(buf, o.OwnHand(), len(o.Trick) > 0, o.Best())
}

// Validate checks the shape of an observation received from elsewhere (a
// peer, a save) before it is drawn: the view relies on it.
func (o *Observation) Validate() error {
	return o.CheckShape(MinPlayers, MaxPlayers, len(o.HandCounts), len(o.Scores), len(o.Piles))
}
