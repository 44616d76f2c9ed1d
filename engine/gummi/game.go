package gummi

import (
	"math/bits"

	"github.com/trickparty/trickparty/engine"
)

// Name is the game's id.
const Name = "gummi"

// play is one card played to a trick.
type play struct {
	card     Card
	facedown bool
}

// trick is one trick, complete or in progress. Seat of plays[i] is
// (leader+i) mod players.
type trick struct {
	leader int8
	n      int8
	// colours lists the distinct colours in order of first appearance: the
	// priority order for the players still to play.
	colours  [MaxPlayers]Colour
	nColours int8
	// winners is the set of seats that won a colour (complete tricks only).
	winners engine.SeatSet
	plays   [MaxPlayers]play
}

// Game is one game of Gummi Trick. It implements engine.Game.
type Game struct {
	state
	deals []fixedDeal     // read-only after New, so clones may share it
	log   engine.TrickLog // kept only by games made by New
}

// state is everything that changes during play: plain values only, so it
// copies without allocating and compares with ==.
type state struct {
	players int
	rounds  int
	round   int

	// colours is the set of colours in play this round (bit per colour);
	// every card of those colours is in exactly one place: a hand, a
	// face-down row, the set-aside cards, the current trick or a pile.
	colours  uint8
	hands    [MaxPlayers]uint64
	fdRow    [MaxPlayers][FacedownSize]Card
	fdLen    [MaxPlayers]int8
	fdLeft   [MaxPlayers]uint8 // bit p: position p still face-down
	setAside uint64
	pileUp   [MaxPlayers]uint64
	pileDown [MaxPlayers]uint64

	cur     trick
	done    [maxTricks]trick
	nDone   int
	nTricks int // tricks in this round
	turn    int
	over    bool
	winners engine.SeatSet
	// roundScores[r][s] is seat s's score in round r+1 (running for the
	// current round).
	roundScores [advancedRounds][MaxPlayers]int

	rng engine.RNG
}

var _ engine.Game = (*Game)(nil)

// New starts a game from cfg and deals its first round.
func New(cfg engine.Config) (*Game, error) {
	if cfg.Game != "" && cfg.Game != Name {
		return nil, engine.BadConfig("gummi cannot play game %q", cfg.Game)
	}
	if cfg.Players < MinPlayers || cfg.Players > MaxPlayers {
		return nil, engine.BadConfig("Gummi Trick is played by %d to %d players, not %d", MinPlayers, MaxPlayers, cfg.Players)
	}
	rounds := 1
	switch cfg.Options.Get("rounds") {
	case 0, 1:
	case advancedRounds:
		rounds = advancedRounds
	default:
		return nil, engine.BadConfig("Gummi Trick is played over 1 round or %d rounds (advanced game), not %d", advancedRounds, cfg.Options.Get("rounds"))
	}
	if cfg.Options.Get("target") != 0 {
		return nil, engine.BadConfig("Gummi Trick has no target score option")
	}
	if len(cfg.Deals) > rounds {
		return nil, engine.BadConfig("%d deals given for a game of %d round(s)", len(cfg.Deals), rounds)
	}
	deals := make([]fixedDeal, len(cfg.Deals))
	for i, d := range cfg.Deals {
		fd, err := parseDeal(d, cfg.Players, i+1)
		if err != nil {
			return nil, err
		}
		deals[i] = fd
	}
	g := &Game{state: state{players: cfg.Players, rounds: rounds}, deals: deals, log: engine.KeepTricks()}
	g.rng = engine.NewRNG(cfg.Seed)
	g.startRound(1, -1)
	return g, nil
}

// restart begins a fresh game with the same table and options from seed,
// without allocating and without a trick log (benchmarks, arenas).
func (g *Game) restart(seed uint64) {
	players, rounds, deals := g.players, g.rounds, g.deals
	*g = Game{state: state{players: players, rounds: rounds}, deals: deals}
	g.rng = engine.NewRNG(seed)
	g.startRound(1, -1)
}

// startRound deals round r. leader is the rules' leader (-1 in round 1: the
// deal's or a random one).
func (g *Game) startRound(r, leader int) {
	g.round = r
	g.nDone = 0
	g.cur = trick{}
	g.hands = [MaxPlayers]uint64{}
	g.fdRow = [MaxPlayers][FacedownSize]Card{}
	g.fdLen = [MaxPlayers]int8{}
	g.fdLeft = [MaxPlayers]uint8{}
	g.pileUp = [MaxPlayers]uint64{}
	g.pileDown = [MaxPlayers]uint64{}
	if r <= len(g.deals) {
		d := &g.deals[r-1]
		g.colours = d.colours
		g.hands = d.hands
		g.fdRow = d.fdRow
		g.fdLen = d.fdLen
		for s := 0; s < g.players; s++ {
			g.fdLeft[s] = uint8(1<<g.fdLen[s] - 1)
		}
		g.setAside = colourCards(g.colours) &^ d.dealt
		g.nTricks = d.perSeat
		if leader < 0 {
			leader = d.leader
		}
	} else {
		g.dealFresh()
	}
	if leader < 0 {
		leader = g.rng.IntN(g.players)
	}
	g.cur.leader = int8(leader)
	g.turn = leader
}

// dealFresh shuffles the first coloursByPlayers colours and deals hands,
// face-down rows and the set-aside cards from the game's RNG.
func (g *Game) dealFresh() {
	nc := coloursByPlayers[g.players]
	var deck [DeckSize]Card
	n := nc * MaxValue
	for i := 0; i < n; i++ {
		deck[i] = Card(i)
	}
	engine.Shuffle(&g.rng, deck[:n])
	g.colours = uint8(1<<nc - 1)
	k := 0
	for s := 0; s < g.players; s++ {
		var h uint64
		for i := 0; i < HandSize; i++ {
			h |= deck[k].bit()
			k++
		}
		g.hands[s] = h
		for p := 0; p < FacedownSize; p++ {
			g.fdRow[s][p] = deck[k]
			k++
		}
		g.fdLen[s] = FacedownSize
		g.fdLeft[s] = 1<<FacedownSize - 1
	}
	var rest uint64
	for ; k < n; k++ {
		rest |= deck[k].bit()
	}
	g.setAside = rest
	g.nTricks = HandSize + FacedownSize
}

// colourCards is every card of the colours in mask.
func colourCards(mask uint8) uint64 {
	var set uint64
	for c := Colour(0); c < NumColours; c++ {
		if mask&(1<<c) != 0 {
			set |= c.mask()
		}
	}
	return set
}

func popcount(x uint64) int { return bits.OnesCount64(x) }

func lowest(x uint64) Card { return Card(bits.TrailingZeros64(x)) }

// Name is "gummi".
func (g *Game) Name() string { return Name }

// Players is the number of seats.
func (g *Game) Players() int { return g.players }

// Round is the current round, from 1.
func (g *Game) Round() int { return g.round }

// Rounds is the number of rounds the game lasts (1, or 3 in the advanced game).
func (g *Game) Rounds() int { return g.rounds }

// ToMove is the seat due to play; empty when the game is over.
func (g *Game) ToMove() engine.SeatSet {
	if g.over {
		return 0
	}
	return engine.SeatSet(1) << uint(g.turn)
}

// Simultaneous is false: Gummi Trick's seats act one at a time.
func (g *Game) Simultaneous() bool { return false }

// Over reports whether the game has ended.
func (g *Game) Over() bool { return g.over }

// Score is seat's total over all rounds, including the round in progress.
func (g *Game) Score(seat int) int {
	if seat < 0 || seat >= g.players {
		return 0
	}
	t := 0
	for r := 0; r < g.round; r++ {
		t += g.roundScores[r][seat]
	}
	return t
}

// RoundScore is seat's score in round r (1-based); 0 outside the game.
func (g *Game) RoundScore(seat, r int) int {
	if seat < 0 || seat >= g.players || r < 1 || r > g.round {
		return 0
	}
	return g.roundScores[r-1][seat]
}

// Winners is the set of seats that won; empty until Over.
func (g *Game) Winners() engine.SeatSet { return g.winners }

// Clone returns an independent copy without the trick log.
func (g *Game) Clone() engine.Game { return engine.CloneGame(g, (*Game).trickLog) }

// CopyFrom makes g a copy of src without the trick log and without
// allocating; src must be a non-nil *Game (engine.Game's contract).
func (g *Game) CopyFrom(src engine.Game) { engine.CopyGame(g, src, (*Game).trickLog) }

// trickLog names the one part of the state a copy does not take.
func (g *Game) trickLog() *engine.TrickLog { return &g.log }
