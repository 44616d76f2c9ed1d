package gudetama

import "github.com/trickparty/trickparty/engine"

// Name is the game's id in configs and the scenario contract.
const Name = "gudetama"

// play is one card in a trick.
type play struct {
	seat int8
	rank Rank
}

// trick is a trick in progress or completed. The winner so far is tracked as
// cards arrive: a card equal to or above the best wins, so the last of tied
// highest cards wins.
type trick struct {
	leader int8 // -1 while a 14-winner has yet to choose the leader
	n      uint8
	winner int8
	best   Rank
	// tied is true when an earlier card of the trick has rank best too: the
	// winner won as the last of equal highest cards (why.go).
	tied  bool
	plays [MaxPlayers]play
}

// add plays seat's card r to t and decides the winner so far: the highest
// rank, the last of equal ones.
func (t *trick) add(seat int, r Rank) {
	t.plays[t.n] = play{seat: int8(seat), rank: r}
	t.n++
	if r >= t.best {
		t.tied = r == t.best
		t.best = r
		t.winner = int8(seat)
	}
}

// hasOne reports whether a 1 was played in the trick.
func (t *trick) hasOne() bool {
	for i := uint8(0); i < t.n; i++ {
		if t.plays[i].rank == 1 {
			return true
		}
	}
	return false
}

// Game is one game of Gudetama. It implements engine.Game.
type Game struct {
	state
	deals []fixedDeal     // parsed cfg.Deals, read-only after New, so copies share it
	log   engine.TrickLog // kept only by games made by New
}

// state is everything that changes during play: plain values only, so it
// copies without allocating and compares with ==.
type state struct {
	players int
	target  int
	rng     engine.RNG

	round          int
	tricksPerRound int
	nTricks        int // completed tricks this round; tricks[nTricks] is the current one
	tricks         [HandSize]trick

	active   engine.SeatSet
	turn     int  // seat due to act; -1 when the game is over
	choosing bool // turn must choose who leads (won a trick with a 14)

	left    Hand // every card still in the game: the deck minus scored cards
	undealt Hand // cards of left not dealt this round
	discard Hand // cards of this round's completed tricks that were not scored
	hands   [MaxPlayers]Hand

	scores [MaxPlayers]int
	// roundPts[r][s] is the rank of the card seat s scored in round r+1 (0:
	// none). A seat scores at most one card per round, so this is both the
	// round scores and the ordered score piles.
	roundPts [maxRounds][MaxPlayers]Rank

	over    bool
	winners engine.SeatSet
}

var _ engine.Game = (*Game)(nil)

// New starts a game from cfg and deals round 1, or explains why cfg cannot
// be played with an *engine.ConfigError.
func New(cfg engine.Config) (*Game, error) {
	if cfg.Game != "" && cfg.Game != Name {
		return nil, engine.BadConfig("config is for %q, not %s", cfg.Game, Name)
	}
	if cfg.Players < MinPlayers || cfg.Players > MaxPlayers {
		return nil, engine.BadConfig("Gudetama is played by %d to %d players, not %d", MinPlayers, MaxPlayers, cfg.Players)
	}
	target := cfg.Options.Get("target")
	if target == 0 {
		target = DefaultTarget
	}
	if target < 0 {
		return nil, engine.BadConfig("the target score must be positive, not %d", target)
	}
	if cfg.Options.Get("rounds") != 0 {
		return nil, engine.BadConfig("Gudetama has no rounds option: it is played until a player reaches the target")
	}
	deals, err := parseDeals(cfg)
	if err != nil {
		return nil, err
	}
	g := &Game{
		state: state{players: cfg.Players, target: target, rng: engine.NewRNG(cfg.Seed)},
		deals: deals,
		log:   engine.KeepTricks(),
	}
	g.reset()
	if err := g.beginRound(-1); err != nil {
		return nil, err
	}
	return g, nil
}

// reset puts the game before its first deal.
func (g *Game) reset() {
	g.round, g.tricksPerRound, g.nTricks = 0, 0, 0
	g.tricks = [HandSize]trick{}
	g.active = engine.SeatSet(1<<uint(g.players) - 1)
	g.turn, g.choosing = -1, false
	g.left, g.undealt, g.discard = fullDeck, 0, 0
	g.hands = [MaxPlayers]Hand{}
	g.scores = [MaxPlayers]int{}
	g.roundPts = [maxRounds][MaxPlayers]Rank{}
	g.over, g.winners = false, 0
	g.log.Restart()
}

// Restart starts the same game (players, target, fixed deals) afresh with a
// new seed, reusing the receiver without allocating: for benchmarks, arenas
// and search. A kept trick log is emptied.
func (g *Game) Restart(seed uint64) error {
	g.rng = engine.NewRNG(seed)
	g.reset()
	return g.beginRound(-1)
}

// Name is "gudetama".
func (g *Game) Name() string { return Name }

// Players is the number of seats.
func (g *Game) Players() int { return g.players }

// Round is the current round, from 1.
func (g *Game) Round() int { return g.round }

// Target is the score that ends the game.
func (g *Game) Target() int { return g.target }

// ToMove is the seat due to act (empty when the game is over).
func (g *Game) ToMove() engine.SeatSet {
	if g.over || g.turn < 0 {
		return 0
	}
	return engine.SeatSet(1) << uint(g.turn)
}

// Simultaneous is false: one seat acts at a time.
func (g *Game) Simultaneous() bool { return false }

// Over reports whether the game has ended.
func (g *Game) Over() bool { return g.over }

// Score is seat's total of points taken so far.
func (g *Game) Score(seat int) int {
	if seat < 0 || seat >= g.players {
		return 0
	}
	return g.scores[seat]
}

// Winners is the seat with the lowest total once the game is over (several
// only if the deck ran out during a tie; see the package comment).
func (g *Game) Winners() engine.SeatSet { return g.winners }

// Active is the set of seats not eliminated.
func (g *Game) Active() engine.SeatSet { return g.active }

// Hand is seat's hand (for tests and tools; players see only Observe).
func (g *Game) Hand(seat int) Hand {
	if seat < 0 || seat >= g.players {
		return 0
	}
	return g.hands[seat]
}

// Choosing reports whether the seat due to act must choose the next leader.
func (g *Game) Choosing() bool { return g.choosing }

// Clone returns an independent copy without the trick log.
func (g *Game) Clone() engine.Game { return engine.CloneGame(g, (*Game).trickLog) }

// CopyFrom makes g a copy of src without the trick log and without
// allocating; src must be a non-nil *Game (engine.Game's contract).
func (g *Game) CopyFrom(src engine.Game) { engine.CopyGame(g, src, (*Game).trickLog) }

// trickLog names the one part of the state a copy does not take.
func (g *Game) trickLog() *engine.TrickLog { return &g.log }
