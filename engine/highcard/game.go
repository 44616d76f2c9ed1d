package highcard

import "github.com/trickparty/trickparty/engine"

// Name is the game's id.
const Name = "highcard"

// Game is one game of High Card. It implements engine.Game. A one-round
// game keeps no fixed deals: New plays the deal it is given at once.
type Game struct {
	state
	log engine.TrickLog // kept only by games made by New
}

// state is everything that changes during play: plain values only, so it
// copies without allocating and compares with ==. Hands and out are sets
// of cards (bit n for card n).
type state struct {
	hands  [Players]uint16
	turn   int
	lead   int
	played Card // the card the leader put down, 0 when none
	points [Players]int
	// out are the cards played in finished tricks; a card never dealt is
	// in no hand and not out, and nobody sees it.
	out uint16
	// last is the last finished trick, the card led and the card that
	// followed (none before the first), and lastLead the seat that led it.
	last     [2]Card
	lastLead int
}

var _ engine.Game = (*Game)(nil)

// New deals a game: cfg.Deals[0] when given (hands by name, a leader),
// else the option "cards" cards each from a shuffled deck.
func New(cfg engine.Config) (engine.Game, error) {
	if cfg.Players != Players {
		return nil, engine.BadConfig("High Card is for %d players, not %d", Players, cfg.Players)
	}
	g := &Game{log: engine.KeepTricks()}
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
	g.deal(&rng, hand)
	return g, nil
}

func (g *Game) Name() string       { return Name }
func (g *Game) Players() int       { return Players }
func (g *Game) Round() int         { return 1 }
func (g *Game) Simultaneous() bool { return false }
func (g *Game) Over() bool         { return g.hands == [Players]uint16{} && g.played == 0 }
func (g *Game) Score(seat int) int { return g.points[seat] }

// ToMove is the seat due to play, none once the game is over.
func (g *Game) ToMove() engine.SeatSet {
	if g.Over() {
		return 0
	}
	return engine.SeatsOf(g.turn)
}

// Winners are the seats with the most tricks once the game is over: both
// on a tie.
func (g *Game) Winners() engine.SeatSet {
	switch {
	case !g.Over():
		return 0
	case g.points[0] > g.points[1]:
		return engine.SeatsOf(0)
	case g.points[1] > g.points[0]:
		return engine.SeatsOf(1)
	}
	return engine.SeatsOf(0, 1)
}

// Clone copies g without its trick log (engine.Game's contract).
func (g *Game) Clone() engine.Game { return engine.CloneGame(g, (*Game).trickLog) }

// CopyFrom makes g a copy of src without the trick log and without
// allocating; src must be a non-nil *Game (engine.Game's contract).
func (g *Game) CopyFrom(src engine.Game) { engine.CopyGame(g, src, (*Game).trickLog) }

// trickLog names the one part of the state a copy does not take.
func (g *Game) trickLog() *engine.TrickLog { return &g.log }
