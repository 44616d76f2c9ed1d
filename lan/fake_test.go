package lan

import (
	"fmt"
	"testing/fstest"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
	"github.com/trickparty/trickparty/engine/games"
)

// fakeGame is a tiny trick game used to test the protocol before (and
// independently of) the real games: every seat holds fakeHand hidden cards
// "k000".."kNNN"; seats play one card each in turn; the highest card wins
// the trick, scores a point and leads next.
type fakeGame struct {
	players int
	hands   [][]int
	trick   []int // cards played this trick, from leader
	leader  int
	turn    int
	scores  []int
	played  int
}

const fakeHand = 3

func newFake(cfg engine.Config) (engine.Game, error) {
	if cfg.Players < 2 || cfg.Players > 7 {
		return nil, engine.BadConfig("fake: bad player count %d", cfg.Players)
	}
	g := &fakeGame{players: cfg.Players, scores: make([]int, cfg.Players)}
	deck := make([]int, cfg.Players*fakeHand)
	for i := range deck {
		deck[i] = i
	}
	rng := engine.NewRNG(cfg.Seed)
	engine.Shuffle(&rng, deck)
	for s := 0; s < cfg.Players; s++ {
		g.hands = append(g.hands, append([]int(nil), deck[s*fakeHand:(s+1)*fakeHand]...))
	}
	return g, nil
}

func fakeCard(c int) string { return fmt.Sprintf("k%03d", c) }

func (g *fakeGame) Name() string       { return "fake" }
func (g *fakeGame) Players() int       { return g.players }
func (g *fakeGame) Round() int         { return 1 }
func (g *fakeGame) Simultaneous() bool { return false }
func (g *fakeGame) Over() bool         { return g.played == g.players*fakeHand }
func (g *fakeGame) Score(s int) int    { return g.scores[s] }
func (g *fakeGame) ToMove() engine.SeatSet {
	if g.Over() {
		return 0
	}
	return engine.SeatsOf(g.turn)
}
func (g *fakeGame) Legal(seat int, buf []engine.Action) []engine.Action {
	buf = buf[:0]
	if !g.ToMove().Has(seat) {
		return buf
	}
	for _, c := range g.hands[seat] {
		buf = append(buf, engine.Action(c))
	}
	return buf
}
func (g *fakeGame) Apply(seat int, a engine.Action) error {
	if !g.ToMove().Has(seat) {
		return engine.Refuse("fake.turn", "not your turn")
	}
	for i, c := range g.hands[seat] {
		if c == int(a) {
			g.hands[seat] = append(g.hands[seat][:i:i], g.hands[seat][i+1:]...)
			g.trick = append(g.trick, c)
			g.played++
			g.turn = (g.turn + 1) % g.players
			if len(g.trick) == g.players {
				best := 0
				for j, x := range g.trick {
					if x > g.trick[best] {
						best = j
					}
				}
				w := (g.leader + best) % g.players
				g.scores[w]++
				g.leader, g.turn, g.trick = w, w, nil
			}
			return nil
		}
	}
	return engine.Refuse("fake.hand", "you do not hold %s", fakeCard(int(a)))
}
func (g *fakeGame) Winners() engine.SeatSet {
	var w engine.SeatSet
	if !g.Over() {
		return w
	}
	best := 0
	for s, x := range g.scores {
		if x > best {
			best, w = x, 0
		}
		if x == best {
			w = w.With(s)
		}
	}
	return w
}
func (g *fakeGame) Observe(seat int) engine.Observation {
	o := &fakeObs{Me: seat, N: g.players, Turn: g.ToMove(), Scores: append([]int(nil), g.scores...)}
	for _, c := range g.hands[seat] {
		o.Hand = append(o.Hand, fakeCard(c))
	}
	for _, c := range g.trick {
		o.Trick = append(o.Trick, fakeCard(c))
	}
	return o
}
func (g *fakeGame) Clone() engine.Game {
	c := *g
	c.hands = nil
	for _, h := range g.hands {
		c.hands = append(c.hands, append([]int(nil), h...))
	}
	c.trick = append([]int(nil), g.trick...)
	c.scores = append([]int(nil), g.scores...)
	return &c
}
func (g *fakeGame) CopyFrom(src engine.Game) { *g = *src.Clone().(*fakeGame) }
func (g *fakeGame) EncodeMove(seat int, a engine.Action) engine.Move {
	return engine.Move{Seat: seat, Play: fakeCard(int(a))}
}
func (g *fakeGame) DecodeMove(m engine.Move) (engine.Action, error) {
	var c int
	if _, err := fmt.Sscanf(m.Play, "k%03d", &c); err != nil {
		return 0, fmt.Errorf("fake: bad card %q", m.Play)
	}
	return engine.Action(c), nil
}
func (g *fakeGame) ActionString(a engine.Action) string { return fakeCard(int(a)) }
func (g *fakeGame) Report() engine.Report               { return engine.Report{} }

// hidden lists the cards seat must never see: everybody else's hand.
func (g *fakeGame) hidden(seat int) []string {
	var out []string
	for s, h := range g.hands {
		if s != seat {
			for _, c := range h {
				out = append(out, fakeCard(c))
			}
		}
	}
	return out
}

// fakeObs is fakeGame's observation.
type fakeObs struct {
	Me     int            `json:"me"`
	N      int            `json:"n"`
	Turn   engine.SeatSet `json:"turn"`
	Hand   []string       `json:"hand"`
	Trick  []string       `json:"trick"`
	Scores []int          `json:"scores"`
}

func (o *fakeObs) GameName() string       { return "fake" }
func (o *fakeObs) Seat() int              { return o.Me }
func (o *fakeObs) Players() int           { return o.N }
func (o *fakeObs) ToMove() engine.SeatSet { return o.Turn }
func (o *fakeObs) Legal(buf []engine.Action) []engine.Action {
	buf = buf[:0]
	if !o.Turn.Has(o.Me) {
		return buf
	}
	for _, s := range o.Hand {
		var c int
		fmt.Sscanf(s, "k%03d", &c)
		buf = append(buf, engine.Action(c))
	}
	return buf
}
func (o *fakeObs) Determinize(rng *engine.RNG, dst engine.Game) engine.Game { return nil }

// fakeBot plays a random legal card.
type fakeBot struct{ level bot.Level }

func (b fakeBot) Level() bot.Level { return b.level }
func (b fakeBot) Choose(obs engine.Observation, rng *engine.RNG) engine.Action {
	legal := obs.Legal(nil)
	return legal[rng.IntN(len(legal))]
}

func newFakeBot(l bot.Level) (bot.Bot, error) { return fakeBot{l}, nil }

// The fake game goes through the registry like any game; the host tests
// still build it with their own NewGame to vary it.
func init() {
	games.Register(&engine.Descriptor{
		ID: "fake", Title: "Fake", MinPlayers: 2, MaxPlayers: 7,
		New:            newFake,
		NewObservation: func() engine.Observation { return &fakeObs{} },
		Deck:           func() []string { return nil },
		Art:            fakeArt{},
		Rules:          fstest.MapFS{"rules.en.md": {Data: []byte("# Fake\n")}},
		View:           func(engine.Observation) (engine.View, error) { return engine.View{}, nil },
		Card:           func(string) (engine.CardFace, bool) { return engine.CardFace{}, false },
		Breakdown: func(_ []engine.TrickRecord, players, _ int) engine.ScoreBreakdown {
			return engine.ScoreBreakdown{Seats: make([][]engine.ScoreLine, players)} // the fake scores nothing it could explain
		},
		Heuristic: func(_ engine.Observation, legal []engine.Action, _ bool, _ *engine.RNG) engine.Action {
			return legal[0]
		},
	})
}

// fakeArt draws nothing: the fake is never on a screen.
type fakeArt struct{}

func (fakeArt) Face(engine.CardFace) ([]byte, error) { return nil, fmt.Errorf("the fake has no art") }
func (fakeArt) Back() []byte                         { return nil }
