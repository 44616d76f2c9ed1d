// Package highcard_test is a fourth game that exists only in tests: two
// players, cards 1..10, five each; the higher card wins the trick and its
// winner leads the next; each trick won is a point. It is registered
// through its descriptor like the real games and played through app.Table
// and a LAN host without any file outside this package knowing it.
package highcard_test

import (
	"errors"
	"strconv"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/games"
)

const (
	id    = "highcard"
	cards = 10
	hand  = cards / 2
)

func init() {
	games.Register(&engine.Descriptor{
		ID: id, Title: "High Card", MinPlayers: 2, MaxPlayers: 2,
		New:            newGame,
		NewObservation: func() engine.Observation { return &observation{} },
		View:           view,
		Card: func(name string) (engine.CardFace, bool) {
			n, err := strconv.Atoi(name)
			return engine.CardFace{Rank: n}, err == nil && n >= 1 && n <= cards
		},
		Breakdown: func(tricks []engine.TrickRecord, players, _ int) engine.ScoreBreakdown {
			b := engine.ScoreBreakdown{Seats: make([][]engine.ScoreLine, players)}
			for _, t := range tricks {
				w := t.Winners[0]
				for _, p := range t.Plays {
					if p.Seat == w {
						b.Seats[w] = append(b.Seats[w], engine.ScoreLine{Reason: "Trick won with", Cards: []string{p.Card}, Points: 1})
					}
				}
			}
			return b
		},
		Heuristic: func(_ engine.Observation, legal []engine.Action, _ bool, _ *engine.RNG) engine.Action {
			return engine.ArgMax(legal, func(a engine.Action) float64 { return float64(a) })
		},
	})
}

// game is the whole state; hands are bitsets of cards 1..10.
type game struct {
	Hands  [2]uint16 `json:"hands"`
	Turn   int       `json:"turn"`
	Lead   int       `json:"lead"`
	Played int       `json:"played"` // card the leader put down, 0 when none
	Points [2]int    `json:"points"`
	Tricks []engine.TrickRecord
	keep   bool // a game made by newGame keeps Tricks; copies for search do not
}

func newGame(cfg engine.Config) (engine.Game, error) {
	if cfg.Players != 2 {
		return nil, engine.BadConfig("High Card is for 2 players")
	}
	rng := engine.NewRNG(cfg.Seed)
	deck := []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}
	engine.Shuffle(&rng, deck)
	g := &game{keep: true}
	for i, c := range deck {
		g.Hands[i%2] |= 1 << c
	}
	return g, nil
}

func (g *game) Name() string             { return id }
func (g *game) Players() int             { return 2 }
func (g *game) Round() int               { return 1 }
func (g *game) Simultaneous() bool       { return false }
func (g *game) Over() bool               { return g.Hands == [2]uint16{} && g.Played == 0 }
func (g *game) Score(seat int) int       { return g.Points[seat] }
func (g *game) Clone() engine.Game       { c := *g; c.Tricks, c.keep = nil, false; return &c }
func (g *game) CopyFrom(src engine.Game) { *g = *src.(*game); g.Tricks, g.keep = nil, false }

func (g *game) ToMove() engine.SeatSet {
	if g.Over() {
		return 0
	}
	return engine.SeatsOf(g.Turn)
}

func (g *game) Legal(seat int, buf []engine.Action) []engine.Action {
	buf = buf[:0]
	if g.Over() || seat != g.Turn {
		return buf
	}
	for c := 1; c <= cards; c++ {
		if g.Hands[seat]&(1<<c) != 0 {
			buf = append(buf, engine.Action(c))
		}
	}
	return buf
}

func (g *game) Apply(seat int, a engine.Action) error {
	if g.Over() || seat != g.Turn {
		return engine.Refuse("highcard.turn", "it is not your turn")
	}
	if a < 1 || a > cards || g.Hands[seat]&(1<<a) == 0 {
		return engine.Refuse("highcard.hold", "you do not hold that card")
	}
	g.Hands[seat] &^= 1 << a
	if g.Played == 0 {
		g.Played, g.Turn = int(a), 1-seat
		return nil
	}
	winner := g.Lead
	if int(a) > g.Played {
		winner = seat
	}
	g.Points[winner]++
	if g.keep {
		g.Tricks = append(g.Tricks, engine.TrickRecord{Round: 1, Leader: g.Lead, Winners: []int{winner},
			Plays: []engine.PlayRecord{{Seat: g.Lead, Card: strconv.Itoa(g.Played)}, {Seat: seat, Card: strconv.Itoa(int(a))}}})
	}
	g.Played, g.Lead, g.Turn = 0, winner, winner
	return nil
}

func (g *game) Winners() engine.SeatSet {
	switch {
	case !g.Over():
		return 0
	case g.Points[0] > g.Points[1]:
		return engine.SeatsOf(0)
	case g.Points[1] > g.Points[0]:
		return engine.SeatsOf(1)
	}
	return engine.SeatsOf(0, 1)
}

func (g *game) Observe(seat int) engine.Observation {
	o := &observation{Me: seat, Hand: g.Hands[seat], Other: popcount(g.Hands[1-seat]), Turn: g.Turn, Lead: g.Lead,
		Played: g.Played, Points: g.Points, Gone: ^(g.Hands[0] | g.Hands[1]) &^ (1 << g.Played)}
	if g.Over() {
		o.Turn = -1
	}
	return o
}

func (g *game) EncodeMove(seat int, a engine.Action) engine.Move {
	return engine.Move{Seat: seat, Play: strconv.Itoa(int(a))}
}

func (g *game) DecodeMove(m engine.Move) (engine.Action, error) {
	n, err := strconv.Atoi(m.Play)
	if err != nil || n < 1 || n > cards {
		return engine.NoAction, errors.New("a High Card move plays a card 1..10")
	}
	return engine.Action(n), nil
}

func (g *game) ActionString(a engine.Action) string { return strconv.Itoa(int(a)) }

func (g *game) Report() engine.Report {
	return engine.Report{Round: 1, Tricks: g.Tricks, Scores: []int{g.Points[0], g.Points[1]}, Winners: g.Winners().Seats()}
}

func popcount(h uint16) int {
	n := 0
	for ; h != 0; h &= h - 1 {
		n++
	}
	return n
}

// observation is what a seat sees: its hand, the other's card count, the
// card led and what has gone.
type observation struct {
	Me     int    `json:"me"`
	Hand   uint16 `json:"hand"`
	Other  int    `json:"other"`
	Turn   int    `json:"turn"`
	Lead   int    `json:"lead"`
	Played int    `json:"played"`
	Points [2]int `json:"points"`
	Gone   uint16 `json:"gone"`
}

func (o *observation) GameName() string { return id }
func (o *observation) Seat() int        { return o.Me }
func (o *observation) Players() int     { return 2 }

func (o *observation) ToMove() engine.SeatSet {
	if o.Turn < 0 || o.Turn > 1 {
		return 0
	}
	return engine.SeatsOf(o.Turn)
}

func (o *observation) Legal(buf []engine.Action) []engine.Action {
	g := game{Turn: o.Turn, Played: o.Played}
	g.Hands[o.Me] = o.Hand
	if o.Turn != o.Me {
		return buf[:0]
	}
	return g.Legal(o.Me, buf)
}

// Determinize deals the cards the seat has not seen to the other seat.
func (o *observation) Determinize(rng *engine.RNG, dst engine.Game) engine.Game {
	var unseen []int
	for c := 1; c <= cards; c++ {
		if (o.Hand|o.Gone)&(1<<c) == 0 && c != o.Played {
			unseen = append(unseen, c)
		}
	}
	engine.Shuffle(rng, unseen)
	g, ok := dst.(*game)
	if !ok {
		g = &game{}
	}
	*g = game{Turn: o.Turn, Lead: o.Lead, Played: o.Played, Points: o.Points}
	g.Hands[o.Me] = o.Hand
	for _, c := range unseen[:min(o.Other, len(unseen))] {
		g.Hands[1-o.Me] |= 1 << c
	}
	return g
}

func view(obs engine.Observation) (engine.View, error) {
	o, ok := obs.(*observation)
	if !ok {
		return engine.View{}, errors.New("not a High Card observation")
	}
	legal := engine.LegalSet(obs)
	v := engine.View{Game: id, Seat: o.Me, Players: 2, Round: 1, Rounds: 1, ToMove: o.ToMove(), Leader: o.Lead, Over: o.Turn < 0}
	v.Phase = engine.PhaseOf(v.Over, v.ToMove, o.Me)
	for c := 1; c <= cards; c++ {
		if o.Hand&(1<<c) != 0 {
			v.Hand = append(v.Hand, engine.CardView{Name: strconv.Itoa(c), Action: engine.Action(c), Legal: legal[engine.Action(c)]})
		}
	}
	v.Seats = []engine.SeatView{{Score: o.Points[0]}, {Score: o.Points[1]}}
	v.Seats[o.Me].HandCount, v.Seats[1-o.Me].HandCount = popcount(o.Hand), o.Other
	if o.Played != 0 {
		v.Trick = []engine.PlayRecord{{Seat: o.Lead, Card: strconv.Itoa(o.Played)}}
	}
	return v, nil
}
