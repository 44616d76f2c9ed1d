package gummi

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/trickparty/trickparty/engine"
)

func TestCards(t *testing.T) {
	for i := 0; i < DeckSize; i++ {
		c := Card(i)
		back, err := ParseCard(c.String())
		if err != nil || back != c {
			t.Fatalf("%d: %q parses to %d, %v", i, c, back, err)
		}
		if NewCard(c.Colour(), c.Value()) != c {
			t.Fatalf("NewCard(%v, %d) != %v", c.Colour(), c.Value(), c)
		}
	}
	for name, want := range map[string]struct {
		col    Colour
		v, pts int
	}{"red1": {Red, 1, 4}, "red3": {Red, 3, 4}, "blue4": {Blue, 4, 3}, "yellow6": {Yellow, 6, 3},
		"green7": {Green, 7, 2}, "brown9": {Brown, 9, 2}, "purple10": {Purple, 10, 1}} {
		c := card(t, name)
		if c.Colour() != want.col || c.Value() != want.v || c.Points() != want.pts {
			t.Errorf("%s: %v %d %d", name, c.Colour(), c.Value(), c.Points())
		}
	}
	if card(t, "purple10") != 59 || card(t, "red1") != 0 || card(t, "blue1") != 10 {
		t.Fatal("card ids do not follow colour*10 + value-1")
	}
	for _, bad := range []string{"", "red", "red0", "red11", "pink3", "Red3", "red+3", "red03", "red 3", "3red"} {
		if _, err := ParseCard(bad); err == nil {
			t.Errorf("%q parsed", bad)
		}
	}
	if Card(60).String() != "card(60)" || Colour(9).String() != "colour(9)" || Purple.String() != "purple" {
		t.Fatal("String of out-of-range values")
	}
}

func TestNewValidatesConfig(t *testing.T) {
	for _, cfg := range []engine.Config{
		{Players: 1}, {Players: 6}, {Players: 3, Options: engine.Options{}.With("rounds", 2)},
		{Players: 3, Options: engine.Options{}.With("rounds", 4)}, {Players: 3, Options: engine.Options{}.With("rounds", -1)},
		{Players: 3, Options: engine.Options{}.With("target", 21)}, {Game: "trip", Players: 3},
		{Players: 2, Deals: []engine.Deal{{Hands: [][]string{{"red1"}, {"red2"}}}, {Hands: [][]string{{"red1"}, {"red2"}}}}},
	} {
		_, err := New(cfg)
		var ce *engine.ConfigError
		if !errors.As(err, &ce) {
			t.Errorf("%+v: got %v, want a ConfigError", cfg, err)
		}
	}
	for _, r := range []int{0, 1, 3} {
		g := mustNew(t, engine.Config{Players: 2, Options: engine.Options{}.With("rounds", r)})
		if want := max(r, 1); g.Rounds() != want {
			t.Errorf("rounds option %d: %d rounds", r, g.Rounds())
		}
	}
}

func TestFixedDealValidation(t *testing.T) {
	ok := engine.Deal{Hands: [][]string{{"red1"}, {"red2"}}}
	cases := map[string]engine.Deal{
		"is dealt twice":         {Hands: [][]string{{"red1"}, {"red1"}}},
		"twice":                  {Hands: [][]string{{"red1"}, {"red2"}}, Facedown: [][]string{{"red2"}, {"red3"}}},
		"not a Gummi Trick card": {Hands: [][]string{{"red11"}, {"red2"}}},
		"same number of cards":   {Hands: [][]string{{"red1", "red3"}, {"red2"}}},
		"hands for 2 players":    {Hands: [][]string{{"red1"}}},
		"face-down rows":         {Hands: [][]string{{"red1"}, {"red2"}}, Facedown: [][]string{{"red3"}}},
		"at most 3 cards":        {Hands: [][]string{{}, {"red2", "red1", "red3", "red4"}}, Facedown: [][]string{{"red5", "red6", "red7", "red8"}, {}}},
		"uses 4 colours":         {Hands: [][]string{{"red1", "blue1"}, {"green1", "yellow1"}}},
		"gives nobody any card":  {Hands: [][]string{{}, {}}},
		"leader 2 is not a seat": {Leader: engine.IntPtr(2), Hands: ok.Hands},
		"not draws":              {Hands: ok.Hands, Draw: [][]string{{"red1"}}},
	}
	for want, d := range cases {
		_, err := New(engine.Config{Players: 2, Deals: []engine.Deal{d}})
		var ce *engine.ConfigError
		if !errors.As(err, &ce) || !strings.Contains(ce.Message, want) {
			t.Errorf("%q: got %v", want, err)
		}
	}
	// Short face-down rows are positions as dealt; any colours allowed up
	// to the player count's limit.
	g := mustNew(t, engine.Config{Players: 2, Deals: []engine.Deal{{Leader: engine.IntPtr(1),
		Hands: [][]string{{"purple1", "brown2"}, {"purple3"}}, Facedown: [][]string{{}, {"brown4"}}}}})
	if g.turn != 1 || g.fdLen[0] != 0 || g.fdLen[1] != 1 || g.nTricks != 2 {
		t.Fatalf("fixed deal: turn %d rows %v tricks %d", g.turn, g.fdLen, g.nTricks)
	}
	if err := g.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
	if g.colours != 1<<Purple|1<<Brown || popcount(g.setAside) != 20-4 {
		t.Fatal("colours in play of a fixed deal")
	}
}

func TestFreshDeal(t *testing.T) {
	for players, colours := range map[int]int{2: 3, 3: 4, 4: 5, 5: 6} {
		leaders := map[int]bool{}
		for seed := uint64(0); seed < 40; seed++ {
			g := mustNew(t, engine.Config{Players: players, Seed: seed})
			if g.colours != uint8(1<<colours-1) {
				t.Fatalf("%dp colours %b", players, g.colours)
			}
			for s := 0; s < players; s++ {
				if popcount(g.hands[s]) != 9 || g.fdLen[s] != 3 || g.fdLeft[s] != 7 {
					t.Fatalf("%dp seat %d: %d hand cards, %d face-down", players, s, popcount(g.hands[s]), g.fdLen[s])
				}
			}
			if want := colours*10 - 12*players; popcount(g.setAside) != want {
				t.Fatalf("%dp: %d set aside, want %d", players, popcount(g.setAside), want)
			}
			if err := g.CheckInvariants(); err != nil {
				t.Fatal(err)
			}
			leaders[g.turn] = true
		}
		if len(leaders) != players {
			t.Errorf("%dp: random first leader only ever %v", players, leaders)
		}
	}
}

// The rulebook's worked trick (shared/spec/examples/gummi-priority.json).
func specExample(t *testing.T) *Game {
	return mustNew(t, engine.Config{Players: 4, Deals: []engine.Deal{{
		Leader:   engine.IntPtr(0),
		Hands:    [][]string{{"red1", "red9"}, {"blue6", "blue8", "red6"}, {"purple1", "red3", "yellow9", "yellow3"}, {"green3", "green5", "yellow5", "yellow2"}},
		Facedown: [][]string{{"green10", "purple5"}, {"yellow6"}, {}, {}},
	}}})
}

func legalNames(g *Game, seat int) string {
	var names []string
	for _, a := range g.Legal(seat, nil) {
		names = append(names, g.ActionString(a))
	}
	return strings.Join(names, " ")
}

func TestSpecExamplePriority(t *testing.T) {
	g := specExample(t)
	if got := legalNames(g, 0); got != "red1 red9 face-down 0 face-down 1" {
		t.Fatalf("leader may play anything: %s", got)
	}
	playCard(t, g, 0, "red9")
	// Seat 1 holds red6 but may play its face-down card anyway.
	if got := legalNames(g, 1); got != "red6 face-down 0" {
		t.Fatalf("seat 1: %s", got)
	}
	if err := g.Apply(1, FirstFacedown); err != nil {
		t.Fatal(err)
	}
	// Seat 2 holds red and yellow: red, the first card's colour.
	if got := legalNames(g, 2); got != "red3" {
		t.Fatalf("seat 2: %s", got)
	}
	refused(t, g, 2, engine.Action(card(t, "yellow9")), "gummi.priority", "must play red: it is the earliest colour in this trick that you hold")
	playCard(t, g, 2, "red3")
	// Seat 3 holds no red: yellow, the revealed face-down card's colour.
	if got := legalNames(g, 3); got != "yellow2 yellow5" {
		t.Fatalf("seat 3: %s", got)
	}
	refused(t, g, 3, engine.Action(card(t, "green3")), "gummi.priority", "must play yellow: it is the earliest colour in this trick that you hold")
	playCard(t, g, 3, "yellow2")
	last := g.done[0]
	if last.winners != engine.SeatsOf(0, 1) || g.turn != 1 {
		t.Fatalf("winners %v, next leader %d", last.winners, g.turn)
	}
	if g.Score(0) != 3 || g.Score(1) != 4 || g.pileUp[0] != card(t, "red9").bit() || g.pileDown[1] != card(t, "yellow2").bit() {
		t.Fatal("scores or piles after the example trick")
	}
	if g.fdRow[1][0] != NoCard || g.fdLeft[1] != 0 {
		t.Fatal("played face-down card still in the row")
	}
}

func TestRuleErrors(t *testing.T) {
	g := specExample(t)
	refused(t, g, 1, engine.Action(card(t, "blue6")), "gummi.turn", "it is seat 0's turn, not seat 1's")
	refused(t, g, 7, 0, "gummi.seat", "there is no seat 7 at this table of 4")
	refused(t, g, -1, 0, "gummi.seat", "there is no seat -1 at this table of 4")
	refused(t, g, 0, engine.Action(card(t, "red5")), "gummi.not-held", "you do not hold red5")
	refused(t, g, 0, FirstFacedown+2, "gummi.no-facedown", "you have no face-down card 2")
	refused(t, g, 0, 63, "gummi.action", "63 is not a Gummi Trick action")
	refused(t, g, 0, engine.NoAction, "gummi.action", "65535 is not a Gummi Trick action")
	if err := g.Apply(0, FirstFacedown+1); err != nil {
		t.Fatal(err)
	}
	// Seat 1 holds no purple, so any card; then the trick goes round.
	playCard(t, g, 1, "red6")
	playCard(t, g, 2, "purple1")
	playCard(t, g, 3, "green3")
	// purple: seat 2's 1 beats the face-down 5? No: 5 beats 1, seat 0 wins
	// purple; red: seat 1 alone; green: seat 3 alone. Latest winner: 3.
	if g.done[0].winners != engine.SeatsOf(0, 1, 3) || g.turn != 3 {
		t.Fatalf("winners %v next %d", g.done[0].winners, g.turn)
	}
	playCard(t, g, 3, "green5")
	refused(t, g, 0, FirstFacedown+1, "gummi.facedown-played", "face-down card 1 has already been played")
}

// Each colour goes to its highest card; the winner's own card face-up, the
// others of the colour face-down; a lone card wins its colour; the next
// leader is the winner who played latest.
func TestWinnersPerColour(t *testing.T) {
	g := mustNew(t, engine.Config{Players: 5, Deals: []engine.Deal{{Leader: engine.IntPtr(3), Hands: [][]string{
		{"blue9", "red2"}, {"blue10", "red3"}, {"green1", "yellow4"}, {"blue2", "red5"}, {"red6", "red7"},
	}}}})
	playCard(t, g, 3, "blue2")
	playCard(t, g, 4, "red6") // no blue: anything
	playCard(t, g, 0, "blue9")
	playCard(t, g, 1, "blue10")
	playCard(t, g, 2, "green1") // neither blue nor red: anything
	tr := g.done[0]
	if got := tr.winnersInOrder(5); !reflect.DeepEqual(got, []int{4, 1, 2}) {
		t.Fatalf("winners %v", got)
	}
	if g.turn != 2 {
		t.Fatalf("next leader %d, want 2 (latest winner)", g.turn)
	}
	want := []int{0, 1 + 2, 4, 0, 3}
	for s, w := range want {
		if g.Score(s) != w {
			t.Errorf("seat %d scored %d, want %d", s, g.Score(s), w)
		}
	}
	if g.pileUp[1] != card(t, "blue10").bit() || g.pileDown[1] != card(t, "blue2").bit()|card(t, "blue9").bit() {
		t.Fatal("blue pile")
	}
	rep := g.Report()
	if p := rep.Piles[1].(Pile); !reflect.DeepEqual(p, Pile{Faceup: []string{"blue10"}, Facedown: []string{"blue2", "blue9"}}) {
		t.Fatalf("pile in play order: %+v", p)
	}
	if n := rep.Tricks[0].NextLeader; n == nil || *n != 2 {
		t.Fatal("next_leader")
	}
	if rep.Eliminated == nil || rep.Winners == nil || len(rep.Winners) != 0 {
		t.Fatal("eliminated and winners must be empty lists")
	}
}

// Round 2's leader is the round's top scorer; ties go to the tied seat who
// played latest in the round's last trick. A fixed deal's leader must agree
// or the play that would start the round is refused without change.
func TestAdvancedRoundLeader(t *testing.T) {
	deal1 := engine.Deal{Leader: engine.IntPtr(0), Hands: [][]string{{"blue1"}, {"red1"}, {"green10"}}}
	deal2 := func(leader *int) engine.Deal {
		return engine.Deal{Leader: leader, Hands: [][]string{{"yellow1"}, {"yellow2"}, {"yellow3"}}}
	}
	g := mustNew(t, engine.Config{Players: 3, Options: engine.Options{}.With("rounds", 3), Deals: []engine.Deal{deal1, deal2(nil)}})
	playCard(t, g, 0, "blue1")
	playCard(t, g, 1, "red1")
	playCard(t, g, 2, "green10")
	if g.Round() != 2 || g.turn != 1 {
		t.Fatalf("round %d leader %d, want round 2 led by seat 1", g.Round(), g.turn)
	}
	if g.Score(0) != 4 || g.RoundScore(0, 1) != 4 || g.RoundScore(0, 2) != 0 {
		t.Fatal("scores carried into round 2")
	}
	// Seat 2 wins round 2 alone (yellow3 beats all): it leads round 3.
	playCard(t, g, 1, "yellow2")
	playCard(t, g, 2, "yellow3")
	playCard(t, g, 0, "yellow1")
	if g.Round() != 3 || g.turn != 2 {
		t.Fatalf("round %d leader %d, want round 3 led by seat 2", g.Round(), g.turn)
	}
	if err := g.CheckInvariants(); err != nil {
		t.Fatal(err)
	}

	bad := mustNew(t, engine.Config{Players: 3, Options: engine.Options{}.With("rounds", 3), Deals: []engine.Deal{deal1, deal2(engine.IntPtr(0))}})
	playCard(t, bad, 0, "blue1")
	playCard(t, bad, 1, "red1")
	before := snapshot(bad)
	logged := bad.log.Len()
	err := bad.Apply(2, engine.Action(card(t, "green10")))
	var ce *engine.ConfigError
	if !errors.As(err, &ce) || ce.Message != "round 2: the deal names seat 0 to lead, but the rules make seat 1 the leader" {
		t.Fatalf("got %v", err)
	}
	if snapshot(bad) != before || bad.log.Len() != logged {
		t.Fatal("refused round start changed the state")
	}
	good := mustNew(t, engine.Config{Players: 3, Options: engine.Options{}.With("rounds", 3), Deals: []engine.Deal{deal1, deal2(engine.IntPtr(1))}})
	playCard(t, good, 0, "blue1")
	playCard(t, good, 1, "red1")
	playCard(t, good, 2, "green10")
	if good.Round() != 2 || good.turn != 1 {
		t.Fatal("a leader equal to the rules' leader is accepted")
	}
}

func TestFinalWinners(t *testing.T) {
	g := &Game{state: state{players: 3, rounds: 3, round: 3}}
	set := func(s int, r1, r2, r3, cards int) {
		g.roundScores[0][s], g.roundScores[1][s], g.roundScores[2][s] = r1, r2, r3
		g.pileDown[s] = (1<<cards - 1) << (s * 15)
	}
	set(0, 5, 5, 5, 3)
	set(1, 6, 5, 4, 9)
	set(2, 1, 1, 1, 9)
	if w := g.finalWinners(); w != engine.SeatsOf(0) {
		t.Fatalf("round-3 points break the tie: %v", w)
	}
	set(1, 5, 5, 5, 4)
	if w := g.finalWinners(); w != engine.SeatsOf(1) {
		t.Fatalf("round-3 cards break the tie: %v", w)
	}
	set(0, 5, 5, 5, 4)
	if w := g.finalWinners(); w != engine.SeatsOf(0, 1) {
		t.Fatalf("shared win: %v", w)
	}
	set(2, 20, 0, 0, 0)
	if w := g.finalWinners(); w != engine.SeatsOf(2) {
		t.Fatalf("total points first: %v", w)
	}
	one := &Game{state: state{players: 2, rounds: 1, round: 1}}
	one.roundScores[0] = [MaxPlayers]int{7, 7}
	one.pileUp[0], one.pileUp[1] = 0b1, 0b110
	if w := one.finalWinners(); w != engine.SeatsOf(1) {
		t.Fatalf("one round: most cards breaks the tie: %v", w)
	}
}

func TestGameOver(t *testing.T) {
	g := mustNew(t, engine.Config{Players: 2, Deals: []engine.Deal{{Leader: engine.IntPtr(1), Hands: [][]string{{"red1"}, {"red2"}}}}})
	playCard(t, g, 1, "red2")
	playCard(t, g, 0, "red1")
	if !g.Over() || !g.ToMove().Empty() || g.Winners() != engine.SeatsOf(1) || len(g.Legal(0, nil)) != 0 {
		t.Fatal("end of a one-trick game")
	}
	refused(t, g, 0, 0, "gummi.over", "the game is over")
	obs := g.Observe(0).(*Observation)
	if !obs.Over || obs.Turn != -1 || len(obs.Trick) != 0 || len(obs.Tricks) != 1 {
		t.Fatalf("observation at the end: %+v", obs)
	}
	rep := g.Report()
	if rep.Tricks[0].NextLeader != nil || !reflect.DeepEqual(rep.Winners, []int{1}) || !reflect.DeepEqual(rep.Scores, []int{0, 5}) {
		t.Fatalf("report: %+v", rep)
	}
}
