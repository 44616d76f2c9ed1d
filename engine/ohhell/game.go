package ohhell

import "github.com/trickparty/trickparty/engine"

// Name is the game's id in configs, saves and the scenario contract.
const Name = "ohhell"

// trick is a trick in progress or completed: who led and the cards in the
// order played.
type trick struct {
	lead  int8
	n     int8
	cards [MaxPlayers]Card
}

// seat is the seat that played the trick's i-th card.
func (t *trick) seat(i, players int) int { return (int(t.lead) + i) % players }

// Game is one game of Oh Hell. It implements engine.Game.
type Game struct {
	state
	deals []fixedDeal     // parsed cfg.Deals, read-only after New, so copies share it
	log   engine.TrickLog // kept only by games made by New
}

// state is everything that changes during play: plain values only, so it
// copies without allocating and compares with ==.
type state struct {
	players int
	first   int  // the first round's hand size
	rounds  int  // rounds in the game
	hook    bool // the dealer may not make the bids add up to the tricks
	rng     engine.RNG

	round  int
	size   int // cards each seat was dealt this round: its tricks
	dealer int
	hands  [MaxPlayers]Hand
	turnUp Card // the card turned up for trump; NoCard when the deck ran out
	bids   [MaxPlayers]int8
	nBids  int // bids made this round; bidding goes on while nBids < players
	won    [MaxPlayers]int8
	turn   int // the seat due to act, -1 once the game is over

	// tricks[:nDone] are this round's completed tricks, winners[i] who won
	// tricks[i]; tricks[nDone] is the trick in play.
	tricks  [MaxHand]trick
	winners [MaxHand]int8
	nDone   int

	scores [MaxPlayers]int
	// roundBids, roundWon and roundPts are each finished or running
	// round's bids, tricks won and points, seat by seat.
	roundBids [maxRounds][MaxPlayers]int8
	roundWon  [maxRounds][MaxPlayers]int8
	roundPts  [maxRounds][MaxPlayers]int8

	over    bool
	winnerS engine.SeatSet
}

var _ engine.Game = (*Game)(nil)

// New starts a game from cfg and deals its first round, or explains why
// cfg cannot be played with an *engine.ConfigError.
func New(cfg engine.Config) (*Game, error) {
	if cfg.Game != "" && cfg.Game != Name {
		return nil, engine.BadConfig("config is for %q, not %s", cfg.Game, Name)
	}
	if cfg.Players < MinPlayers || cfg.Players > MaxPlayers {
		return nil, engine.BadConfig("Oh Hell is played by %d to %d players, not %d", MinPlayers, MaxPlayers, cfg.Players)
	}
	for _, n := range cfg.Options.Names() {
		if n != "cards" && n != "updown" && n != "hook" {
			// Its rounds follow from cards and updown; it has no target score.
			return nil, engine.BadConfig("Oh Hell has no option %q (its options: cards, updown, hook)", n)
		}
	}
	cards, updown, hook := cfg.Options.Get("cards"), cfg.Options.Get("updown"), cfg.Options.Get("hook")
	if cards == 0 {
		cards = DefaultCards
	}
	if cards < 1 || cards > MaxHand || updown < 0 || updown > DownAndUp || hook < 0 || hook > HookOff {
		return nil, engine.BadConfig("Oh Hell's options: cards 1..%d, updown 1..2, hook 1..2 (not %d, %d, %d)", MaxHand, cards, updown, hook)
	}
	first := min(cards, Cards/cfg.Players)
	g := &Game{state: state{players: cfg.Players, first: first, rounds: first, hook: hook != HookOff, rng: engine.NewRNG(cfg.Seed)},
		log: engine.KeepTricks()}
	if updown == DownAndUp {
		g.rounds = 2*first - 1
	}
	deals, err := g.parseDeals(cfg.Deals)
	if err != nil {
		return nil, err
	}
	g.deals = deals
	g.dealer = g.rng.IntN(g.players)
	if len(deals) > 0 && deals[0].leader >= 0 {
		g.dealer = (deals[0].leader + g.players - 1) % g.players
	}
	for i := 1; i < len(deals); i++ {
		if l := deals[i].leader; l >= 0 && l != (g.dealer+i+1)%g.players {
			return nil, engine.BadConfig("round %d: the deal names seat %d to lead, but the rules give the lead to seat %d, left of the dealer", i+1, l, (g.dealer+i+1)%g.players)
		}
	}
	g.beginRound(1)
	return g, nil
}

// handSize is how many cards round r deals by the schedule: one fewer
// each round down to one, then (DownAndUp) one more each round.
func (g *Game) handSize(r int) int {
	if r <= g.first {
		return g.first - r + 1
	}
	return r - g.first + 1
}

// Name is "ohhell".
func (g *Game) Name() string { return Name }

// Players is the number of seats.
func (g *Game) Players() int { return g.players }

// Round is the current round, from 1.
func (g *Game) Round() int { return g.round }

// Rounds is the number of rounds the game lasts.
func (g *Game) Rounds() int { return g.rounds }

// Simultaneous is false: one seat acts at a time.
func (g *Game) Simultaneous() bool { return false }

// Over reports whether the game has ended.
func (g *Game) Over() bool { return g.over }

// Score is seat's total so far.
func (g *Game) Score(seat int) int {
	if seat < 0 || seat >= g.players {
		return 0
	}
	return g.scores[seat]
}

// Winners are the seats with the highest total once the game is over
// (all of them on a tie).
func (g *Game) Winners() engine.SeatSet { return g.winnerS }

// ToMove is the seat due to act, none once the game is over.
func (g *Game) ToMove() engine.SeatSet {
	if g.over || g.turn < 0 {
		return 0
	}
	return engine.SeatSet(1) << uint(g.turn)
}

// Bidding reports whether the round's bids are still being made.
func (g *Game) Bidding() bool { return !g.over && g.nBids < g.players }

// Trump is the round's trump suit, NoSuit when no card was turned up.
func (g *Game) Trump() Suit { return trumpOf(g.turnUp) }

// trumpOf is the suit of the card turned up, NoSuit for none.
func trumpOf(c Card) Suit {
	if !c.Valid() {
		return NoSuit
	}
	return c.Suit()
}

// Hand is seat's hand (for tests and tools; players see only Observe).
func (g *Game) Hand(seat int) Hand {
	if seat < 0 || seat >= g.players {
		return 0
	}
	return g.hands[seat]
}

// Clone copies g without its trick log (engine.Game's contract).
func (g *Game) Clone() engine.Game { return engine.CloneGame(g, (*Game).trickLog) }

// CopyFrom makes g a copy of src without the trick log and without
// allocating; src must be a non-nil *Game (engine.Game's contract).
func (g *Game) CopyFrom(src engine.Game) { engine.CopyGame(g, src, (*Game).trickLog) }

// trickLog names the one part of the state a copy does not take.
func (g *Game) trickLog() *engine.TrickLog { return &g.log }
