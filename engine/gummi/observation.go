package gummi

import (
	"errors"
	"fmt"

	"github.com/trickparty/trickparty/engine"
)

// Play is one card played to a trick, as every seat saw it.
type Play struct {
	Seat int  `json:"seat"`
	Card Card `json:"card"`
	// Facedown is true when the card came from the seat's face-down row.
	Facedown bool `json:"facedown"`
}

// Trick is one completed trick of the current round.
type Trick struct {
	Leader int    `json:"leader"`
	Plays  []Play `json:"plays"`
	// Winners are the seats that won a colour, in the order they played.
	Winners []int `json:"winners"`
}

// Observation is everything one seat may see of a Gummi Trick game: its own
// hand, the public record of the round, and counts of the others' cards.
// It never holds another seat's hand, a face-down card still in a row (not
// even the observer's own) or a set-aside card. It implements
// engine.Observation and round-trips through encoding/json.
type Observation struct {
	engine.Viewpoint
	// Rounds is how many rounds the game has (1, or 3 in the advanced game).
	Rounds int `json:"rounds"`
	// Colours are the colours in play this round, in rules order.
	Colours []Colour `json:"colours"`
	// Hand is the observer's hand in card order.
	Hand []Card `json:"hand"`
	// HandCounts is each seat's number of hand cards.
	HandCounts []int `json:"hand_counts"`
	// Facedown is each seat's face-down row, one entry per position as
	// dealt: true while the card is still face-down (identity unknown).
	Facedown [][]bool `json:"facedown"`
	// Leader leads the current trick; Trick holds its plays so far.
	Leader int    `json:"leader"`
	Trick  []Play `json:"trick"`
	// Tricks are this round's completed tricks (from which voids follow).
	Tricks []Trick `json:"tricks"`
	// PilesFaceup and PilesFacedown are each seat's scoring pile this
	// round, in the order the cards were added (all were seen when played).
	PilesFaceup   [][]Card `json:"piles_faceup"`
	PilesFacedown [][]Card `json:"piles_facedown"`
	// Scores are the running totals, including the round in progress;
	// RoundScores has one entry per finished or running round.
	Scores      []int   `json:"scores"`
	RoundScores [][]int `json:"round_scores"`
	// Turn is the seat due to play, -1 when the game is over.
	Turn int  `json:"to_move"`
	Over bool `json:"over"`
	// Winners lists the winning seats, ascending; empty until Over.
	Winners []int `json:"winners"`
}

var _ engine.Observation = (*Observation)(nil)

// Observe is what seat may see. A seat outside the table gets a spectator's
// view (an empty hand).
func (g *Game) Observe(seat int) engine.Observation { return g.observe(seat) }

func (g *Game) observe(seat int) *Observation {
	n := g.players
	o := &Observation{
		Viewpoint: engine.Viewpoint{Viewer: seat, NumPlayers: n, Round: g.round}, Rounds: g.rounds,
		Colours:       []Colour{},
		Hand:          []Card{},
		HandCounts:    make([]int, n),
		Facedown:      make([][]bool, n),
		Leader:        int(g.cur.leader),
		Trick:         make([]Play, g.cur.n),
		Tricks:        make([]Trick, g.nDone),
		PilesFaceup:   make([][]Card, n),
		PilesFacedown: make([][]Card, n),
		Scores:        make([]int, n),
		RoundScores:   make([][]int, g.round),
		Turn:          -1,
		Over:          g.over,
		Winners:       []int{},
	}
	if !g.over {
		o.Turn = g.turn
	} else {
		o.Winners = g.winners.Seats()
	}
	for c := Colour(0); c < NumColours; c++ {
		if g.colours&(1<<c) != 0 {
			o.Colours = append(o.Colours, c)
		}
	}
	if seat >= 0 && seat < n {
		o.Hand = cardsOf(g.hands[seat])
	}
	for s := 0; s < n; s++ {
		o.HandCounts[s] = popcount(g.hands[s])
		o.Facedown[s] = make([]bool, g.fdLen[s])
		for p := range o.Facedown[s] {
			o.Facedown[s][p] = g.fdLeft[s]&(1<<p) != 0
		}
		o.PilesFaceup[s] = []Card{}
		o.PilesFacedown[s] = []Card{}
		o.Scores[s] = g.Score(s)
	}
	for r := range o.RoundScores {
		o.RoundScores[r] = append([]int{}, g.roundScores[r][:n]...)
	}
	for i := range o.Trick {
		o.Trick[i] = Play{Seat: g.cur.seat(i, n), Card: g.cur.plays[i].card, Facedown: g.cur.plays[i].facedown}
	}
	for k := 0; k < g.nDone; k++ {
		t := &g.done[k]
		tv := Trick{Leader: int(t.leader), Plays: make([]Play, t.n), Winners: t.winnersInOrder(n)}
		for i := range tv.Plays {
			tv.Plays[i] = Play{Seat: t.seat(i, n), Card: t.plays[i].card, Facedown: t.plays[i].facedown}
		}
		o.Tricks[k] = tv
		t.pileOrder(n, func(s int, c Card, faceup bool) {
			if faceup {
				o.PilesFaceup[s] = append(o.PilesFaceup[s], c)
			} else {
				o.PilesFacedown[s] = append(o.PilesFacedown[s], c)
			}
		})
	}
	return o
}

// GameName is "gummi".
func (o *Observation) GameName() string { return Name }

// ToMove is the seat due to play; empty when the game is over.
func (o *Observation) ToMove() engine.SeatSet {
	if o.Over || o.Turn < 0 || o.Turn >= engine.MaxPlayers {
		return 0
	}
	return engine.SeatSet(0).With(o.Turn)
}

// Legal appends the observer's legal actions to buf[:0] (none unless it is
// the observer's turn).
func (o *Observation) Legal(buf []engine.Action) []engine.Action {
	buf = buf[:0]
	if o.Over || o.Turn != o.Viewer || o.Viewer < 0 || o.Viewer >= len(o.Facedown) {
		return buf
	}
	var hand uint64
	for _, c := range o.Hand {
		if c.Valid() {
			hand |= c.bit()
		}
	}
	var t trick
	for _, p := range o.Trick {
		if p.Card.Valid() && int(t.nColours) < MaxPlayers {
			t.addColour(p.Card.Colour())
		}
	}
	var left uint8
	for p, in := range o.Facedown[o.Viewer] {
		if in && p < FacedownSize {
			left |= 1 << p
		}
	}
	return appendLegal(buf, hand, left, &t)
}

// addColour appends col to t's priority order unless it is already there.
func (t *trick) addColour(col Colour) {
	for i := 0; i < int(t.nColours); i++ {
		if t.colours[i] == col {
			return
		}
	}
	t.colours[t.nColours] = col
	t.nColours++
}

// Validate checks that o is internally consistent (the shape Observe
// produces), so Determinize can rebuild a game from it; useful for
// observations received from elsewhere.
func (o *Observation) Validate() error {
	var d determinizer
	return o.validate(&d)
}

// validate is Validate leaving d ready to deal the unseen cards.
func (o *Observation) validate(d *determinizer) error {
	n := o.NumPlayers
	if n < MinPlayers || n > MaxPlayers {
		return fmt.Errorf("observation: %d players", n)
	}
	if o.Viewer < 0 || o.Viewer >= n {
		return fmt.Errorf("observation: seat %d of %d", o.Viewer, n)
	}
	if o.Rounds != 1 && o.Rounds != advancedRounds || o.Round < 1 || o.Round > o.Rounds {
		return fmt.Errorf("observation: round %d of %d", o.Round, o.Rounds)
	}
	if len(o.RoundScores) != o.Round || len(o.Scores) != n || len(o.HandCounts) != n ||
		len(o.Facedown) != n || len(o.PilesFaceup) != n || len(o.PilesFacedown) != n {
		return errors.New("observation: per-seat lists have the wrong length")
	}
	for _, rs := range o.RoundScores {
		if len(rs) != n {
			return errors.New("observation: round scores have the wrong length")
		}
	}
	var mask uint8
	for _, c := range o.Colours {
		if int(c) >= NumColours || mask&(1<<c) != 0 {
			return errors.New("observation: bad colour list")
		}
		mask |= 1 << c
	}
	if popcount(uint64(mask)) > coloursByPlayers[n] {
		return errors.New("observation: too many colours")
	}
	all := colourCards(mask)
	var seen uint64
	see := func(c Card) error {
		if !c.Valid() || all&c.bit() == 0 || seen&c.bit() != 0 {
			return fmt.Errorf("observation: card %s is not in play or seen twice", c)
		}
		seen |= c.bit()
		return nil
	}
	for _, c := range o.Hand {
		if err := see(c); err != nil {
			return err
		}
	}
	if o.HandCounts[o.Viewer] != len(o.Hand) {
		return errors.New("observation: own hand count differs from the hand")
	}
	if o.Leader < 0 || o.Leader >= n || len(o.Trick) >= n || len(o.Tricks) > maxTricks {
		return errors.New("observation: bad trick")
	}
	var played [MaxPlayers]int
	checkPlays := func(leader int, plays []Play) error {
		for i, p := range plays {
			if p.Seat != (leader+i)%n {
				return errors.New("observation: plays out of turn order")
			}
			if err := see(p.Card); err != nil {
				return err
			}
		}
		return nil
	}
	var done uint64 // the completed tricks' cards, which the piles hold
	for _, t := range o.Tricks {
		if t.Leader < 0 || t.Leader >= n || len(t.Plays) != n {
			return errors.New("observation: bad completed trick")
		}
		if err := checkPlays(t.Leader, t.Plays); err != nil {
			return err
		}
		for _, p := range t.Plays {
			done |= p.Card.bit()
		}
		for _, w := range t.Winners {
			if w < 0 || w >= n {
				return errors.New("observation: bad trick winner")
			}
		}
	}
	if err := checkPlays(o.Leader, o.Trick); err != nil {
		return err
	}
	for _, p := range o.Trick {
		played[p.Seat] = 1
	}
	var piled uint64
	for s := 0; s < n; s++ {
		if len(o.Facedown[s]) > FacedownSize || o.HandCounts[s] < 0 {
			return errors.New("observation: bad card counts")
		}
		for _, list := range [][]Card{o.PilesFaceup[s], o.PilesFacedown[s]} {
			for _, c := range list {
				if !c.Valid() || piled&c.bit() != 0 {
					return errors.New("observation: bad pile")
				}
				piled |= c.bit()
			}
		}
	}
	if piled != done {
		return errors.New("observation: the piles are not the completed tricks' cards")
	}
	// The round's score is what its piles are worth; a sample trusting a
	// forged score would hold a game whose totals contradict its cards.
	for s := 0; s < n; s++ {
		if pileWorth(o.PilesFaceup[s], len(o.PilesFacedown[s])) != o.RoundScores[o.Round-1][s] {
			return fmt.Errorf("observation: seat %d's round score is not what its piles are worth", s)
		}
	}
	remaining := func(s int) int {
		k := o.HandCounts[s]
		for _, in := range o.Facedown[s] {
			if in {
				k++
			}
		}
		return k
	}
	left := remaining(o.Leader) + played[o.Leader]
	for s := 0; s < n; s++ {
		if remaining(s)+played[s] != left {
			return errors.New("observation: seats hold different numbers of cards")
		}
	}
	if len(o.Tricks)+left > maxTricks {
		return errors.New("observation: too many tricks")
	}
	if o.Over {
		if len(o.Trick) != 0 || left != 0 {
			return errors.New("observation: over with cards still in play")
		}
	} else {
		if o.Turn != (o.Leader+len(o.Trick))%n || left == 0 {
			return errors.New("observation: wrong seat to move")
		}
	}
	d.left = left
	if !d.setup(o, mask, seen) {
		return errors.New("observation: no deal of the unseen cards fits the counts and voids")
	}
	return nil
}

// pileWorth is what a pile scores: its face-up cards' points and
// FacedownPilePoints for each face-down card.
func pileWorth(faceup []Card, facedown int) int {
	worth := facedown * FacedownPilePoints
	for _, c := range faceup {
		worth += c.Points()
	}
	return worth
}
