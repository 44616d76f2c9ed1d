package lan

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"strconv"
	"testing"
	"time"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
	"github.com/trickparty/trickparty/engine/games"
	"github.com/trickparty/trickparty/engine/gudetama"
	"github.com/trickparty/trickparty/engine/gummi"
	"github.com/trickparty/trickparty/engine/trip"
)

// field reads an unexported field of a game for the leak test's ground
// truth (reflect may read, never write, unexported fields).
func field(g any, name string) reflect.Value {
	f := reflect.ValueOf(g).Elem().FieldByName(name)
	if !f.IsValid() {
		panic("leak test: game has no field " + name + "; update forbiddenCards")
	}
	return f
}

// forbiddenCards is, from the true game state, every card name (as a JSON
// string) seat may not see now: other seats' hidden cards and Gummi's
// unrevealed face-down cards.
func forbiddenCards(g engine.Game, seat int) []string {
	var out []string
	q := func(s string) { out = append(out, strconv.Quote(s)) }
	switch gm := g.(type) {
	case *gummi.Game:
		hands, row, n, left := field(gm, "hands"), field(gm, "fdRow"), field(gm, "fdLen"), field(gm, "fdLeft")
		for p := 0; p < g.Players(); p++ {
			if p != seat {
				for set := hands.Index(p).Uint(); set != 0; set &= set - 1 {
					q(gummi.Card(trailing(set)).String())
				}
			}
			for pos := 0; pos < int(n.Index(p).Int()); pos++ {
				if left.Index(p).Uint()&(1<<pos) != 0 {
					q(gummi.Card(row.Index(p).Index(pos).Uint()).String())
				}
			}
		}
	case *trip.Game:
		hand, drawn, sets, split := field(gm, "hand"), field(gm, "drawn"), field(gm, "sets"), field(gm, "split")
		known := trip.CardSet(sets.Index(seat).Index(0).Uint() | sets.Index(seat).Index(1).Uint())
		allSplit := engine.SeatSet(split.Uint()).Count() == g.Players()
		if allSplit {
			pass := g.Observe(seat).(*trip.Observation).Pass
			from := ((seat-pass)%g.Players() + g.Players()) % g.Players()
			known |= trip.CardSet(sets.Index(from).Index(0).Uint() | sets.Index(from).Index(1).Uint())
		}
		for p := 0; p < g.Players(); p++ {
			if p != seat {
				hidden := trip.CardSet(hand.Index(p).Uint())
				if !allSplit {
					// The six drawn cards are private until split.
					hidden |= trip.CardSet(drawn.Index(p).Uint())
				}
				hidden &^= known
				for _, name := range hidden.Names() {
					q(name)
				}
			}
		}
	case *gudetama.Game:
		// Ranks repeat, so a rank is forbidden only if another seat holds
		// it and seat cannot see that rank anywhere legitimately: in its
		// own hand or among the cards played so far.
		seen := map[gudetama.Rank]bool{}
		for _, r := range gm.Hand(seat).Ranks(nil) {
			seen[r] = true
		}
		for _, t := range g.Report().Tricks {
			for _, p := range t.Plays {
				r, _ := gudetama.ParseRank(p.Card)
				seen[r] = true
			}
		}
		for _, p := range g.Observe(seat).(*gudetama.Observation).Trick {
			seen[p.Card] = true
		}
		for p := 0; p < g.Players(); p++ {
			if p != seat {
				for _, r := range gm.Hand(p).Ranks(nil) {
					if !seen[r] {
						q(r.String())
					}
				}
			}
		}
	case *fakeGame:
		for _, name := range gm.hidden(seat) {
			q(name)
		}
	default:
		panic(fmt.Sprintf("leak test: unknown game %T", g))
	}
	return out
}

func trailing(x uint64) int {
	n := 0
	for x&1 == 0 {
		x >>= 1
		n++
	}
	return n
}

// ownCards is the seat's own hand as JSON strings: the scanner must find
// these, which proves it looks for the encoding actually used.
func ownCards(g engine.Game, seat int) []string {
	b, _ := json_Marshal(g.Observe(seat))
	var o struct {
		Hand any `json:"hand"`
	}
	json_Unmarshal(b, &o)
	var out []string
	switch h := o.Hand.(type) {
	case []any:
		for _, x := range h {
			if s, ok := x.(string); ok {
				out = append(out, strconv.Quote(s))
			}
		}
	}
	return out
}

// splitLast cuts a view frame's "last" record out when it reports the
// final action of a round the table has since left (a new deal): last is
// that record's bytes as sent, rest the frame without them. Other frames
// come back whole with last nil.
func splitLast(b []byte) (rest, last []byte, round int) {
	var m struct {
		View *struct {
			Round int             `json:"round"`
			Last  json.RawMessage `json:"last"`
		} `json:"view"`
	}
	if json_Unmarshal(b, &m) != nil || m.View == nil || m.View.Last == nil {
		return b, nil, 0
	}
	var la struct {
		Round int `json:"round"`
	}
	if json_Unmarshal(m.View.Last, &la) != nil || la.Round == m.View.Round {
		return b, nil, 0
	}
	return bytes.Replace(b, m.View.Last, nil, 1), m.View.Last, la.Round
}

// leakCheck scans every frame of every stream a seat received against the
// cards forbidden at the version of the game that frame describes.
func leakCheck(t *testing.T, newGame func(engine.Config) (engine.Game, error), s *Save, seat int, streams []*[]byte) (frames int) {
	t.Helper()
	g, err := newGame(s.Config)
	if err != nil {
		t.Fatal(err)
	}
	forbidden := [][]string{forbiddenCards(g, seat)}
	// played[v] is the JSON of the trick move v completed, if any: public.
	played := [][]byte{nil}
	for _, mv := range s.Moves {
		a, _ := g.DecodeMove(mv)
		tricks := len(g.Report().Tricks)
		if err := g.Apply(mv.Seat, a); err != nil {
			t.Fatal(err)
		}
		forbidden = append(forbidden, forbiddenCards(g, seat))
		var done []byte
		if rep := g.Report(); len(rep.Tricks) > tricks {
			done, _ = json_Marshal(rep.Tricks[len(rep.Tricks)-1])
		}
		played = append(played, done)
	}
	g0, _ := newGame(s.Config)
	own := ownCards(g0, seat)
	sawOwn := false
	for _, st := range streams {
		r := bytes.NewReader(*st)
		version := 0
		for {
			b, err := ReadFrame(r, nil)
			if err != nil {
				break
			}
			frames++
			if m, err := decodeMsg(b); err == nil && m.View != nil {
				version = m.View.Version
				if version == 0 && m.View.Started {
					for _, c := range own {
						sawOwn = sawOwn || bytes.Contains(b, []byte(c))
					}
				}
			}
			if version > len(s.Moves) {
				t.Fatalf("seat %d: view of version %d, only %d moves", seat, version, len(s.Moves))
			}
			rest, last, lastRound := splitLast(b)
			if last != nil {
				// The record of a round's final action describes the
				// finished round: it may name that round's public trick
				// (the cards now lie in new hands, but that a card was
				// played last round says nothing about who holds it now)
				// and nothing hidden before the action.
				for _, c := range forbidden[version-1] {
					if bytes.Contains(last, []byte(c)) && !bytes.Contains(played[version], []byte(c)) {
						t.Fatalf("LEAK: seat %d received %s in round %d's final action record: %s", seat, c, lastRound, last)
					}
				}
			}
			for _, c := range forbidden[version] {
				if bytes.Contains(rest, []byte(c)) {
					t.Fatalf("LEAK: seat %d received %s at version %d: %s", seat, c, version, b)
				}
			}
		}
	}
	if len(own) > 0 && !sawOwn {
		t.Fatalf("seat %d: scanner never found its own cards %v: it is not looking at the real encoding", seat, own)
	}
	return frames
}

type realCase struct {
	game          string
	players, bots int
	opts          engine.Options
}

var realCases = []realCase{
	{"gummi", 4, 1, engine.Options{}},
	{"gummi", 3, 0, engine.Options{}.With("rounds", 3)},
	{"gudetama", 5, 2, engine.Options{}.With("target", 8)},
	{"gudetama", 3, 1, engine.Options{}},
	{"trip", 4, 1, engine.Options{}.With("rounds", 2)},
	{"trip", 3, 0, engine.Options{}},
}

// playReal plays one networked game: bots on the host, humans as clients
// (even ones scripted at random, odd ones engine/bot Normal on the client,
// seat 0 of every other game a Hard bot with a small budget), recording
// every byte each client receives.
func playReal(t *testing.T, rc realCase, seed uint64) (*Host, []*recorder) {
	t.Helper()
	cfg := HostConfig{
		Game:      engine.Config{Game: rc.game, Players: rc.players, Seed: seed, Options: rc.opts},
		Name:      "Real",
		Code:      "ABCD23",
		Bots:      rc.bots,
		Grace:     time.Second,
		KeepAlive: 200 * time.Millisecond,
	}
	h := startHost(t, cfg)
	var finals []<-chan *View
	var recs []*recorder
	for i := 0; i < rc.players-rc.bots; i++ {
		rec := &recorder{}
		cc := clientCfg(fmt.Sprintf("Human %d", i))
		rec.watch(&cc)
		c := join(t, h.Addr().String(), cc)
		recs = append(recs, rec)
		var choose func(engine.Observation) engine.Action
		switch {
		case i == 0 && seed%2 == 0:
			b, err := bot.New(bot.Hard, bot.Budget{Iterations: 30})
			if err != nil {
				t.Fatal(err)
			}
			rng := engine.NewRNG(seed)
			choose = func(o engine.Observation) engine.Action { return b.Choose(o, &rng) }
		case i%2 == 1:
			b, _ := bot.New(bot.Normal, bot.Budget{})
			rng := engine.NewRNG(seed + uint64(i))
			choose = func(o engine.Observation) engine.Action { return b.Choose(o, &rng) }
		default:
			choose = randomChooser(seed*31 + uint64(i))
		}
		finals = append(finals, autoplay(c, choose))
	}
	waitDone(t, h, 60*time.Second)
	var views []*View
	for _, f := range finals {
		select {
		case v := <-f:
			views = append(views, v)
		case <-time.After(10 * time.Second):
			t.Fatal("a client did not see the end")
		}
	}
	checkResult(t, h, games.New, views)
	return h, recs
}

func TestFullGamesReal(t *testing.T) {
	for _, rc := range realCases {
		t.Run(fmt.Sprintf("%s-%d", rc.game, rc.players), func(t *testing.T) {
			playReal(t, rc, 1)
		})
	}
}

// TestNoLeaks plays many networked games and scans every byte each seat
// received for cards it must not see.
func TestNoLeaks(t *testing.T) {
	n := 4
	if testing.Short() {
		n = 1
	}
	total := 0
	for _, rc := range realCases {
		for seed := uint64(1); seed <= uint64(n); seed++ {
			h, recs := playReal(t, rc, seed*977)
			s := hostSave(h)
			for seat, rec := range recs {
				total += leakCheck(t, games.New, s, seat, rec.snapshot())
			}
			h.Close()
		}
	}
	t.Logf("%d games, %d frames scanned, 0 leaks", len(realCases)*n, total)
}

func TestNoLeaksFake(t *testing.T) {
	for seed := uint64(1); seed <= 5; seed++ {
		h := startHost(t, fakeCfg(4, 1, seed))
		var recs []*recorder
		var finals []<-chan *View
		for i := 0; i < 3; i++ {
			rec := &recorder{}
			cc := clientCfg("p")
			rec.watch(&cc)
			finals = append(finals, autoplay(join(t, h.Addr().String(), cc), randomChooser(seed+uint64(i))))
			recs = append(recs, rec)
		}
		waitDone(t, h, 10*time.Second)
		for _, f := range finals {
			<-f
		}
		s := hostSave(h)
		for seat, rec := range recs {
			leakCheck(t, newFake, s, seat, rec.snapshot())
		}
	}
}
