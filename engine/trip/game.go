package trip

import "github.com/trickparty/trickparty/engine"

// Name is the game's id in configs, saves and the scenario contract.
const Name = "trip"

// phase is where a round stands.
type phase uint8

const (
	phaseSplit phase = iota // every seat still splitting its six cards
	phasePick               // every seat has split; picks outstanding
	phasePlay               // tricks
	phaseOver               // the game has ended
)

// trickRec is one completed trick of the current round.
type trickRec struct {
	leader int8
	winner int8
	// why is the rule that made winner's card win, for the trick log. A
	// game determinized from an observation keeps no log and leaves it 0.
	why   reason
	cards [MaxPlayers]Card // in play order, from the leader
}

// Game is one game of Trick of Trip. It implements engine.Game.
type Game struct {
	state
	deals []fixedDeal     // read-only after New, so copies share it
	log   engine.TrickLog // kept only by games made by New
}

// state is everything that changes during play: plain values only, so it
// copies without allocating and compares with ==.
type state struct {
	players, rounds, round int
	phase                  phase
	drafted                bool // this round opened with a draft (not a fixed "hands" deal)
	rng                    engine.RNG

	deck    CardSet // cards not in play this round and not won
	discard CardSet // cards of this round's tricks that nobody kept
	drawn   [MaxPlayers]CardSet
	sets    [MaxPlayers][2]CardSet // each seat's split, kept for the round
	picked  [MaxPlayers]int8       // set taken from the stand received, -1 before
	split   engine.SeatSet         // seats that have split
	pickd   engine.SeatSet         // seats that have picked
	hand    [MaxPlayers]CardSet
	won     [MaxPlayers]CardSet
	// roundWon[r-1][s] is what seat s won in round r (round_scores).
	roundWon [MaxRounds][MaxPlayers]CardSet

	leader, turn int // current trick's leader and the seat to play; -1 when over
	trick        [MaxPlayers]Card
	nTrick       int
	done         [maxTricks]trickRec
	nDone        int

	over    bool
	winners engine.SeatSet
}

var _ engine.Game = (*Game)(nil)

// New validates cfg and starts round 1 with its draft (or with the fixed
// hands of cfg.Deals[0]).
func New(cfg engine.Config) (*Game, error) {
	if cfg.Game != "" && cfg.Game != Name {
		return nil, engine.BadConfig("trip.New was given a %q game", cfg.Game)
	}
	n := cfg.Players
	if n < MinPlayers || n > MaxPlayers {
		return nil, engine.BadConfig("Trick of Trip is played by %d to %d players, not %d", MinPlayers, MaxPlayers, n)
	}
	rounds := cfg.Options.Get("rounds")
	if rounds == 0 {
		rounds = MaxRounds
	}
	if rounds < 1 || rounds > MaxRounds {
		return nil, engine.BadConfig("Trick of Trip lasts 1 to %d rounds, not %d", MaxRounds, rounds)
	}
	deals, err := parseDeals(cfg.Deals, n, rounds)
	if err != nil {
		return nil, err
	}
	g := &Game{state: state{players: n, rounds: rounds, rng: engine.NewRNG(cfg.Seed)}, deals: deals, log: engine.KeepTricks()}
	leader := -1
	if len(deals) > 0 {
		leader = deals[0].leader
	}
	if leader < 0 {
		leader = g.rng.IntN(n)
	}
	g.startRound(1, leader)
	return g, nil
}

// allSeats is the set of every seat.
func (g *Game) allSeats() engine.SeatSet { return engine.SeatSet(1<<g.players - 1) }

// pass is the direction stands move this round.
func (g *Game) pass() int { return passDirection[(g.round-1)%MaxRounds] }

// receiver is the seat that receives seat s's stand this round.
func (g *Game) receiver(s int) int { return (s + g.pass() + g.players) % g.players }

// maker is the seat whose stand seat s receives this round.
func (g *Game) maker(s int) int { return (s - g.pass() + g.players) % g.players }

// Name is "trip".
func (g *Game) Name() string { return Name }

// Players is the number of seats.
func (g *Game) Players() int { return g.players }

// Round is the current round, from 1.
func (g *Game) Round() int { return g.round }

// Rounds is the number of rounds of this game.
func (g *Game) Rounds() int { return g.rounds }

// Over reports whether the game has ended.
func (g *Game) Over() bool { return g.over }

// Winners is the set of seats that won; empty until Over.
func (g *Game) Winners() engine.SeatSet { return g.winners }

// Score is seat's score formula over the cards it has won so far.
func (g *Game) Score(seat int) int {
	if seat < 0 || seat >= g.players {
		return 0
	}
	return score(g.won[seat])
}

// Simultaneous is true during the draft (splits, then picks).
func (g *Game) Simultaneous() bool { return g.phase == phaseSplit || g.phase == phasePick }

// ToMove is the seats that still owe a split or a pick during the draft, the
// seat to play during a trick, and nobody once the game is over.
func (g *Game) ToMove() engine.SeatSet {
	switch g.phase {
	case phaseSplit:
		return g.allSeats() &^ g.split
	case phasePick:
		return g.allSeats() &^ g.pickd
	case phasePlay:
		return engine.SeatSet(1) << uint(g.turn)
	}
	return 0
}

// Clone returns an independent copy without the trick log.
func (g *Game) Clone() engine.Game { return engine.CloneGame(g, (*Game).trickLog) }

// CopyFrom makes g a copy of src without the trick log and without
// allocating; src must be a non-nil *Game (engine.Game's contract).
func (g *Game) CopyFrom(src engine.Game) { engine.CopyGame(g, src, (*Game).trickLog) }

// trickLog names the one part of the state a copy does not take.
func (g *Game) trickLog() *engine.TrickLog { return &g.log }
