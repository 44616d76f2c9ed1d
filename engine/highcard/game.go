// Package highcard is High Card, the smallest game Trick Party plays and
// the proof that a game is one package: two players, cards 1..10, four each
// (the "cards" option: 1 to 5), the rest unseen; the higher card wins the trick and its
// winner leads the next; each trick won is a point. Its package brings all
// of it - rules, art, words, rules pages - in its Descriptor, and a program
// plays it once it registers that descriptor (cmd/trickparty/highcard.go,
// built with -tags highcard).
package highcard

import (
	"errors"
	"strconv"

	"github.com/trickparty/trickparty/engine"
)

// Name is the game's id.
const Name = "highcard"

const (
	// Players is the seat count: High Card is a duel.
	Players = 2
	// Cards is the size of the deck, cards 1..Cards.
	Cards = 10
	// MaxHand is the most cards a hand is dealt: the whole deck, so
	// nothing is hidden. DefaultHand leaves two cards unseen.
	MaxHand     = Cards / Players
	DefaultHand = 4
)

// game is the whole state; hands are bitsets of cards 1..10.
type game struct {
	Hands  [Players]uint16 `json:"hands"`
	Turn   int             `json:"turn"`
	Lead   int             `json:"lead"`
	Played int             `json:"played"` // card the leader put down, 0 when none
	Points [Players]int    `json:"points"`
	// Out are the cards played in finished tricks; a card never dealt is
	// in no hand and not out, and nobody sees it.
	Out    uint16 `json:"out"`
	Tricks []engine.TrickRecord
}

// New deals a game: cfg.Deals[0] when given (hands by name, a leader),
// else the option "cards" cards each from a shuffled deck.
func New(cfg engine.Config) (engine.Game, error) {
	if cfg.Players != Players {
		return nil, engine.BadConfig("High Card is for %d players, not %d", Players, cfg.Players)
	}
	g := &game{}
	if len(cfg.Deals) > 0 {
		return g, g.dealFixed(cfg.Deals[0])
	}
	hand := cfg.Options.Get("cards")
	if hand == 0 {
		hand = DefaultHand
	}
	if hand < 1 || hand > MaxHand {
		return nil, engine.BadConfig("High Card deals 1 to %d cards each, not %d", MaxHand, hand)
	}
	rng := engine.NewRNG(cfg.Seed)
	deck := []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}
	engine.Shuffle(&rng, deck)
	for i, c := range deck[:hand*Players] {
		g.Hands[i%Players] |= 1 << c
	}
	return g, nil
}

// dealFixed deals the hands d names, as many cards each, and its leader.
func (g *game) dealFixed(d engine.Deal) error {
	if len(d.Hands) != Players || len(d.Facedown) != 0 || len(d.Draw) != 0 {
		return engine.BadConfig("a High Card deal is %d hands and nothing else", Players)
	}
	for s, hand := range d.Hands {
		if len(hand) != len(d.Hands[0]) || len(hand) == 0 || len(hand) > MaxHand {
			return engine.BadConfig("a High Card deal gives both seats the same 1..%d cards", MaxHand)
		}
		for _, name := range hand {
			c, err := parseCard(name)
			if err != nil {
				return engine.BadConfig("seat %d: %v", s, err)
			}
			if (g.Hands[0]|g.Hands[1])&(1<<c) != 0 {
				return engine.BadConfig("%s is dealt twice", name)
			}
			g.Hands[s] |= 1 << c
		}
	}
	leader, err := d.LeaderSeat(Players, 1)
	if err != nil {
		return err
	}
	if leader >= 0 {
		g.Lead, g.Turn = leader, leader
	}
	return nil
}

// parseCard reads a card name, "1".."10".
func parseCard(name string) (int, error) {
	n, err := strconv.Atoi(name)
	if err != nil || n < 1 || n > Cards || strconv.Itoa(n) != name {
		return 0, errors.New("High Card's cards are 1 to 10, not " + strconv.Quote(name))
	}
	return n, nil
}

func (g *game) Name() string             { return Name }
func (g *game) Players() int             { return Players }
func (g *game) Round() int               { return 1 }
func (g *game) Simultaneous() bool       { return false }
func (g *game) Over() bool               { return g.Hands == [Players]uint16{} && g.Played == 0 }
func (g *game) Score(seat int) int       { return g.Points[seat] }
func (g *game) Clone() engine.Game       { c := *g; c.Tricks = nil; return &c }
func (g *game) CopyFrom(src engine.Game) { *g = *src.(*game); g.Tricks = nil }

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
	for c := 1; c <= Cards; c++ {
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
	if a < 1 || a > Cards || g.Hands[seat]&(1<<a) == 0 {
		return engine.Refuse("highcard.hold", "you do not hold that card")
	}
	g.Hands[seat] &^= 1 << a
	if g.Played == 0 {
		g.Played, g.Turn = int(a), 1-seat
		return nil
	}
	winner, card := g.Lead, strconv.Itoa(g.Played)
	if int(a) > g.Played {
		winner, card = seat, strconv.Itoa(int(a))
	}
	g.Points[winner]++
	g.Out |= 1<<g.Played | 1<<a
	g.Tricks = append(g.Tricks, engine.TrickRecord{Round: 1, Leader: g.Lead, Winners: []int{winner},
		Plays: []engine.PlayRecord{{Seat: g.Lead, Card: strconv.Itoa(g.Played)}, {Seat: seat, Card: strconv.Itoa(int(a))}},
		Why:   engine.OneWhy(winner, card, higher.ID)})
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

func (g *game) EncodeMove(seat int, a engine.Action) engine.Move {
	return engine.Move{Seat: seat, Play: strconv.Itoa(int(a))}
}

func (g *game) DecodeMove(m engine.Move) (engine.Action, error) {
	if m.Kind() != engine.MovePlay {
		return engine.NoAction, errors.New("a High Card move plays a card 1..10")
	}
	c, err := parseCard(m.Play)
	if err != nil {
		return engine.NoAction, err
	}
	return engine.Action(c), nil
}

func (g *game) ActionString(a engine.Action) string { return strconv.Itoa(int(a)) }

func (g *game) Report() engine.Report {
	scores := []int{g.Points[0], g.Points[1]}
	return engine.Report{Round: 1, Tricks: g.Tricks, Scores: scores, RoundScores: [][]int{scores}, Winners: g.Winners().Seats()}
}

func popcount(h uint16) int {
	n := 0
	for ; h != 0; h &= h - 1 {
		n++
	}
	return n
}
