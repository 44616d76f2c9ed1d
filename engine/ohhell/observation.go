package ohhell

import (
	"github.com/trickparty/trickparty/engine"
)

// Play is one card played to a trick.
type Play = engine.Played[Card]

// TrickView is a completed trick of the current round.
type TrickView = engine.WonTrick[Card]

// Observation is everything one seat may see of a game of Oh Hell: its own
// hand, the card turned up, every bid, the cards played and the scores;
// never another hand or the cards left in the deck. It round-trips
// through encoding/json; every slice is non-nil.
type Observation struct {
	engine.Viewpoint
	// First is the first round's hand size, Rounds the game's rounds and
	// Hook whether the dealer is hooked: the options, public.
	First  int  `json:"first"`
	Rounds int  `json:"rounds"`
	Hook   bool `json:"hook"`
	// HandSize is how many cards each seat was dealt this round.
	HandSize int `json:"hand_size"`
	Dealer   int `json:"dealer"`
	// TurnUp is the card turned up for trump; "" (NoCard) when the hands
	// took the whole deck and the round has no trump.
	TurnUp Card `json:"turn_up"`
	// Hand is the observer's own hand.
	Hand Hand `json:"hand"`
	// HandCounts is how many cards each seat holds.
	HandCounts []int `json:"hand_counts"`
	// RoundBids and RoundWon are each round's bids (-1: not made yet) and
	// tricks won, seat by seat, the current round last; RoundScores each
	// round's points (the current round's are 0 until it ends).
	RoundBids   [][]int `json:"round_bids"`
	RoundWon    [][]int `json:"round_won"`
	RoundScores [][]int `json:"round_scores"`
	Scores      []int   `json:"scores"`
	// Leader leads the trick in play (or the first trick, while bidding);
	// -1 once the game is over.
	Leader int `json:"leader"`
	// Trick is the trick in play, Tricks this round's completed tricks.
	Trick  []Play      `json:"trick"`
	Tricks []TrickView `json:"tricks"`
	// Turn is the seat due to act, -1 once the game is over.
	Turn    int   `json:"to_move"`
	Over    bool  `json:"over"`
	Winners []int `json:"winners"`
}

// Observe is everything seat may see.
func (g *Game) Observe(seat int) engine.Observation { return g.observe(seat) }

func (g *Game) observe(seat int) *Observation {
	n := g.players
	o := &Observation{
		Viewpoint: engine.Viewpoint{Viewer: seat, NumPlayers: n, Round: g.round},
		First:     g.first, Rounds: g.rounds, Hook: g.hook,
		HandSize: g.size, Dealer: g.dealer, TurnUp: g.turnUp,
		HandCounts: make([]int, n),
		RoundBids:  make([][]int, g.round), RoundWon: make([][]int, g.round), RoundScores: make([][]int, g.round),
		Scores: make([]int, n), Leader: -1, Trick: []Play{}, Tricks: make([]TrickView, g.nDone),
		Turn: g.turn, Over: g.over, Winners: []int{},
	}
	if seat >= 0 && seat < n {
		o.Hand = g.hands[seat]
	}
	for s := 0; s < n; s++ {
		o.HandCounts[s] = g.hands[s].Len()
	}
	for r := 0; r < g.round; r++ {
		o.RoundBids[r], o.RoundWon[r], o.RoundScores[r] = make([]int, n), make([]int, n), make([]int, n)
		for s := 0; s < n; s++ {
			o.RoundBids[r][s], o.RoundWon[r][s], o.RoundScores[r][s] = int(g.roundBids[r][s]), int(g.roundWon[r][s]), int(g.roundPts[r][s])
		}
	}
	copy(o.Scores, g.scores[:n])
	for k := range o.Tricks {
		t := &g.tricks[k]
		o.Tricks[k] = TrickView{Leader: int(t.lead), Plays: plays(t, n), Winner: int(g.winners[k])}
	}
	if !g.over {
		o.Leader = int(g.tricks[g.nDone].lead)
		o.Trick = plays(&g.tricks[g.nDone], n)
	} else {
		o.Winners = g.winnerS.Seats()
	}
	return o
}

// plays are a trick's cards as an observation lists them.
func plays(t *trick, players int) []Play {
	out := make([]Play, t.n)
	for i := range out {
		out[i] = Play{Seat: t.seat(i, players), Card: t.cards[i]}
	}
	return out
}

// GameName is "ohhell".
func (o *Observation) GameName() string { return Name }

// ToMove is the seat due to act.
func (o *Observation) ToMove() engine.SeatSet {
	if o.Over || o.Turn < 0 || o.Turn >= o.NumPlayers || o.Turn >= MaxPlayers {
		return 0
	}
	return engine.SeatSet(1) << uint(o.Turn)
}

// Trump is the round's trump suit, NoSuit for none.
func (o *Observation) Trump() Suit { return trumpOf(o.TurnUp) }

// Bids are this round's bids, seat by seat (-1: not made yet); nil for an
// observation without rounds.
func (o *Observation) Bids() []int {
	if len(o.RoundBids) == 0 {
		return nil
	}
	return o.RoundBids[len(o.RoundBids)-1]
}

// Won are the tricks each seat has won this round.
func (o *Observation) Won() []int {
	if len(o.RoundWon) == 0 {
		return nil
	}
	return o.RoundWon[len(o.RoundWon)-1]
}

// Bidding reports whether this round's bids are still being made.
func (o *Observation) Bidding() bool {
	for _, b := range o.Bids() {
		if b < 0 {
			return !o.Over
		}
	}
	return false
}

// Legal appends the observer's legal actions to buf[:0], as Game.Legal.
func (o *Observation) Legal(buf []engine.Action) []engine.Action {
	buf = buf[:0]
	var g Game
	if o.Over || o.Turn != o.Viewer || o.read(&g) != nil {
		return buf
	}
	return g.Legal(o.Viewer, buf)
}

// Validate says what is wrong with an observation a peer or a save gave,
// one no game of Oh Hell could show: nil when a game could.
func (o *Observation) Validate() error {
	var g Game
	return o.read(&g)
}
