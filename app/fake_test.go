package app

import (
	"fmt"
	"strconv"
	"sync/atomic"
	"testing/fstest"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/games"
)

// fakeGame is a tiny trick game standing in for the real ones in tests of
// the table's mechanics: each seat holds cards 0..8 dealt from the seed,
// three each; a later player must play a card of the lead's parity when
// holding one; the highest card wins and leads. Two rounds.
type fakeGame struct {
	players int
	round   int
	hands   [][]int
	trick   []engine.PlayRecord
	leader  int
	turn    int
	scores  []int
	tricks  []engine.TrickRecord
	rng     engine.RNG
	over    bool
}

func newFake(cfg engine.Config) (engine.Game, error) {
	if cfg.Game != "fake" {
		return nil, engine.BadConfig("unknown game %q", cfg.Game)
	}
	if cfg.Players < 2 || cfg.Players > 3 {
		return nil, engine.BadConfig("fake is for 2 or 3 players")
	}
	g := &fakeGame{players: cfg.Players, scores: make([]int, cfg.Players), rng: engine.NewRNG(cfg.Seed)}
	g.deal(1)
	return g, nil
}

func (g *fakeGame) deal(round int) {
	g.round = round
	deck := []int{0, 1, 2, 3, 4, 5, 6, 7, 8}
	engine.Shuffle(&g.rng, deck)
	g.hands = make([][]int, g.players)
	for s := range g.hands {
		g.hands[s] = append([]int(nil), deck[s*3:s*3+3]...)
	}
	g.leader = g.rng.IntN(g.players)
	g.turn = g.leader
	g.trick = nil
}

func (g *fakeGame) Name() string                        { return "fake" }
func (g *fakeGame) Players() int                        { return g.players }
func (g *fakeGame) Round() int                          { return g.round }
func (g *fakeGame) Simultaneous() bool                  { return false }
func (g *fakeGame) Over() bool                          { return g.over }
func (g *fakeGame) Score(seat int) int                  { return g.scores[seat] }
func (g *fakeGame) ActionString(a engine.Action) string { return "c" + strconv.Itoa(int(a)) }
func (g *fakeGame) ToMove() engine.SeatSet {
	if g.over {
		return 0
	}
	return engine.SeatsOf(g.turn)
}

func (g *fakeGame) Legal(seat int, buf []engine.Action) []engine.Action {
	buf = buf[:0]
	if g.over || seat != g.turn {
		return buf
	}
	for _, c := range g.hands[seat] {
		if g.check(seat, c) == nil {
			buf = append(buf, engine.Action(c))
		}
	}
	return buf
}

func (g *fakeGame) check(seat, c int) error {
	held := -1
	for i, h := range g.hands[seat] {
		if h == c {
			held = i
		}
	}
	if held < 0 {
		return engine.Refuse("fake.held", "you do not hold c%d", c)
	}
	if len(g.trick) > 0 {
		lead, _ := strconv.Atoi(g.trick[0].Card[1:])
		if c%2 != lead%2 {
			for _, h := range g.hands[seat] {
				if h%2 == lead%2 {
					return engine.Refuse("fake.parity", "must follow the lead's parity")
				}
			}
		}
	}
	return nil
}

func (g *fakeGame) Apply(seat int, a engine.Action) error {
	if g.over || seat != g.turn {
		return engine.Refuse("turn", "not your turn")
	}
	if err := g.check(seat, int(a)); err != nil {
		return err
	}
	h := g.hands[seat]
	for i := range h {
		if h[i] == int(a) {
			g.hands[seat] = append(h[:i:i], h[i+1:]...)
			break
		}
	}
	g.trick = append(g.trick, engine.PlayRecord{Seat: seat, Card: "c" + strconv.Itoa(int(a))})
	g.turn = (g.turn + 1) % g.players
	if len(g.trick) < g.players {
		return nil
	}
	best, win := -1, -1
	for _, p := range g.trick {
		v, _ := strconv.Atoi(p.Card[1:])
		if v > best {
			best, win = v, p.Seat
		}
	}
	g.scores[win]++
	rec := engine.TrickRecord{Round: g.round, Leader: g.leader, Plays: g.trick, Winners: []int{win}}
	g.trick = nil
	g.leader, g.turn = win, win
	if len(g.hands[0]) == 0 {
		if g.round == 2 {
			g.over = true
		} else {
			g.deal(2)
			rec.NextLeader = engine.IntPtr(g.leader)
		}
	} else {
		rec.NextLeader = engine.IntPtr(win)
	}
	g.tricks = append(g.tricks, rec)
	return nil
}

func (g *fakeGame) Winners() engine.SeatSet {
	if !g.over {
		return 0
	}
	var s engine.SeatSet
	best := -1
	for i, v := range g.scores {
		if v > best {
			best, s = v, engine.SeatsOf(i)
		} else if v == best {
			s = s.With(i)
		}
	}
	return s
}

func (g *fakeGame) clone() *fakeGame {
	c := *g
	c.hands = make([][]int, len(g.hands))
	for i := range g.hands {
		c.hands[i] = append([]int(nil), g.hands[i]...)
	}
	c.trick = append([]engine.PlayRecord(nil), g.trick...)
	c.scores = append([]int(nil), g.scores...)
	c.tricks = append([]engine.TrickRecord(nil), g.tricks...)
	return &c
}

func (g *fakeGame) Clone() engine.Game       { return g.clone() }
func (g *fakeGame) CopyFrom(src engine.Game) { *g = *src.(*fakeGame).clone() }
func (g *fakeGame) EncodeMove(seat int, a engine.Action) engine.Move {
	return engine.Move{Seat: seat, Play: "c" + strconv.Itoa(int(a))}
}

func (g *fakeGame) DecodeMove(m engine.Move) (engine.Action, error) {
	if len(m.Play) < 2 || m.Play[0] != 'c' {
		return engine.NoAction, fmt.Errorf("no card %q", m.Play)
	}
	n, err := strconv.Atoi(m.Play[1:])
	if err != nil || n < 0 || n > 8 {
		return engine.NoAction, fmt.Errorf("no card %q", m.Play)
	}
	return engine.Action(n), nil
}

func (g *fakeGame) Report() engine.Report {
	return engine.Report{Round: g.round, Tricks: g.tricks, Scores: append([]int(nil), g.scores...)}
}

func (g *fakeGame) Observe(seat int) engine.Observation {
	o := &fakeObs{SeatN: seat, N: g.players, Hand: append([]int(nil), g.hands[seat]...),
		Trick: append([]engine.PlayRecord(nil), g.trick...), Turn: g.ToMove(), g: g.clone()}
	o.LegalA = g.Legal(seat, nil)
	return o
}

// fakeObs is the fake game's observation; it keeps a copy of the game only
// to determinize (the fake has no hidden information worth sampling).
type fakeObs struct {
	SeatN, N int
	Hand     []int
	Trick    []engine.PlayRecord
	Turn     engine.SeatSet
	LegalA   []engine.Action
	g        *fakeGame
}

func (o *fakeObs) GameName() string       { return "fake" }
func (o *fakeObs) Seat() int              { return o.SeatN }
func (o *fakeObs) Players() int           { return o.N }
func (o *fakeObs) ToMove() engine.SeatSet { return o.Turn }
func (o *fakeObs) Legal(buf []engine.Action) []engine.Action {
	return append(buf[:0], o.LegalA...)
}
func (o *fakeObs) Determinize(rng *engine.RNG, dst engine.Game) engine.Game { return o.g.clone() }

// fakeDecodes counts the fake observations made to decode into.
var fakeDecodes atomic.Int64

// The fake game is registered like any game: through its descriptor.
func init() {
	games.Register(&engine.Descriptor{
		ID: "fake", Title: "Fake", MinPlayers: 2, MaxPlayers: 3,
		New:            newFake,
		NewObservation: func() engine.Observation { fakeDecodes.Add(1); return &fakeObs{} },
		Deck:           func() []string { return nil },
		Art:            fakeArt{},
		Rules:          fstest.MapFS{"rules.en.md": {Data: []byte("# Fake\n")}},
		Card:           func(string) (engine.CardFace, bool) { return engine.CardFace{}, false },
		Breakdown: func(_ []engine.TrickRecord, players, _ int) engine.ScoreBreakdown {
			return engine.ScoreBreakdown{Seats: make([][]engine.ScoreLine, players)} // the fake scores nothing it could explain
		},
		Heuristic: func(_ engine.Observation, legal []engine.Action, _ bool, _ *engine.RNG) engine.Action {
			return legal[0]
		},
		View: func(obs engine.Observation) (engine.View, error) {
			o := obs.(*fakeObs)
			v := engine.View{Game: "fake", Seat: o.SeatN, Players: o.N, ToMove: o.Turn, Trick: o.Trick}
			for _, c := range o.Hand {
				v.Hand = append(v.Hand, engine.CardView{Name: "c" + strconv.Itoa(c), Action: engine.Action(c), Legal: IsLegal(obs, engine.Action(c))})
			}
			return v, nil
		},
	})
}

// fakeArt draws nothing: the fake is never on a screen.
type fakeArt struct{}

func (fakeArt) Face(engine.CardFace) ([]byte, error) { return nil, fmt.Errorf("the fake has no art") }
func (fakeArt) Back() []byte                         { return nil }
