package trip

import (
	"encoding/json"
	"reflect"
	"testing"

	"github.com/trickparty/trickparty/engine"
)

func TestCardNames(t *testing.T) {
	for id := Card(0); id < NumCards; id++ {
		c, err := ParseCard(id.String())
		if err != nil || c != id {
			t.Fatalf("%d: %q parses to %d, %v", id, id.String(), c, err)
		}
	}
	for name, want := range map[string]struct {
		suit Suit
		rank int
		id   Card
	}{
		"red1": {Red, 1, 0}, "red12": {Red, 12, 11}, "blue1": {Blue, 1, 12},
		"green7": {Green, 7, 30}, "yellow12": {Yellow, 12, 47},
		"trump1": {Trump, 1, 48}, "trump6": {Trump, 6, 53},
	} {
		c := mustCard(t, name)
		if c.Suit() != want.suit || c.Rank() != want.rank || c != want.id || c.IsTrump() != (want.suit == Trump) {
			t.Errorf("%s: got suit %v rank %d id %d", name, c.Suit(), c.Rank(), c)
		}
	}
	for _, bad := range []string{"", "red0", "red13", "trump7", "trump0", "purple1", "red", "red07", "Red1", "red1 ", "7"} {
		if _, err := ParseCard(bad); err == nil {
			t.Errorf("%q parsed", bad)
		}
	}
}

func TestCardSetJSON(t *testing.T) {
	s := SetOf(cards(t, "trump2", "red1", "yellow12")...)
	data, err := json.Marshal(s)
	if err != nil || string(data) != `["red1","yellow12","trump2"]` {
		t.Fatalf("marshal: %s %v", data, err)
	}
	var back CardSet
	if err := json.Unmarshal(data, &back); err != nil || back != s {
		t.Fatalf("unmarshal: %v %v", back, err)
	}
	if err := json.Unmarshal([]byte(`["red13"]`), &back); err == nil {
		t.Fatal("accepted red13")
	}
	var p Play
	if err := json.Unmarshal([]byte(`{"seat":1,"card":"green3"}`), &p); err != nil || p.Card != mustCard(t, "green3") {
		t.Fatalf("play: %+v %v", p, err)
	}
}

func TestScoreFormula(t *testing.T) {
	for _, tc := range []struct {
		won  []string
		want int
	}{
		{nil, 0},
		{[]string{"red1"}, 1},
		{[]string{"red12"}, 12},
		{[]string{"red3", "red9", "red2"}, 27}, // 9 x 3
		{[]string{"red3", "blue5", "blue1", "trump6"}, 3 + 10 + 6}, // 3x1 + 5x2 + 6x1
		{[]string{"trump1", "trump4"}, 8},
		{[]string{"yellow12", "green12", "blue12", "red12", "trump6"}, 54},
	} {
		if got := score(SetOf(cards(t, tc.won...)...)); got != tc.want {
			t.Errorf("score(%v) = %d, want %d", tc.won, got, tc.want)
		}
	}
}

func TestTrickWinner(t *testing.T) {
	for _, tc := range []struct {
		name  string
		cards []string
		want  int
	}{
		{"lowest of led suit", []string{"red5", "red2", "red9", "red3"}, 1},
		{"off-suit low card does not win", []string{"red5", "blue1", "red4"}, 2},
		{"leader keeps it when nobody goes lower", []string{"red2", "blue1", "green1"}, 0},
		{"lowest trump", []string{"red5", "trump4", "trump2", "red1"}, 2},
		{"single trump beats led suit", []string{"red1", "trump6", "red2"}, 1},
		{"trump led, lowest trump", []string{"trump5", "trump3", "trump6"}, 1},
		{"a 7 without trump is just a card", []string{"red9", "red7", "blue7"}, 1},
		{"7 of led suit with trump wins", []string{"red7", "red1", "trump1"}, 0},
		{"off-suit 7 with trump wins", []string{"red3", "trump1", "blue7"}, 2},
		{"first of several 7s wins", []string{"red8", "green7", "trump2", "red7", "yellow7"}, 1},
		{"first 7 even after trump lead", []string{"trump2", "trump1", "yellow7", "blue7"}, 2},
		{"7 loses to lower led card without trump", []string{"blue7", "blue2", "red7"}, 1},
	} {
		got := trickWinner(cards(t, tc.cards...))
		if got != tc.want {
			t.Errorf("%s: %v won by %d, want %d", tc.name, tc.cards, got, tc.want)
		}
	}
}

func TestLegalPlays(t *testing.T) {
	hand := SetOf(cards(t, "red3", "red8", "blue2", "trump4")...)
	for _, tc := range []struct {
		led  string
		want []string
	}{
		{"", []string{"red3", "red8", "blue2", "trump4"}},
		{"red1", []string{"red3", "red8", "trump4"}},            // follow or trump
		{"green5", []string{"red3", "red8", "blue2", "trump4"}}, // void: anything
		{"trump1", []string{"trump4"}},                          // trump led: must trump
	} {
		led := NoCard
		if tc.led != "" {
			led = mustCard(t, tc.led)
		}
		if got, want := legalPlays(hand, led), SetOf(cards(t, tc.want...)...); got != want {
			t.Errorf("led %s: legal %s, want %s", tc.led, got, want)
		}
	}
	noTrump := SetOf(cards(t, "red3", "blue2")...)
	if got := legalPlays(noTrump, mustCard(t, "trump1")); got != noTrump {
		t.Errorf("trump led, no trump held: %s", got)
	}
}

func TestSplitActions(t *testing.T) {
	seen := map[uint8]bool{}
	for i, m := range splitMasks {
		if seen[m] || i > 0 && m <= splitMasks[i-1] {
			t.Fatalf("masks not increasing and distinct at %d", i)
		}
		seen[m] = true
	}
	drawn := cards(t, "trump2", "red1", "blue3", "red9", "green4", "yellow12")
	d := SetOf(drawn...)
	for a := FirstSplit; a < FirstSplit+NumSplits; a++ {
		s0, s1, ok := SplitSets(d, a)
		if !ok || s0.Count() != 3 || s1.Count() != 3 || s0|s1 != d {
			t.Fatalf("%d: %s | %s", a, s0, s1)
		}
		back, err := SplitAction(drawn, s0.Cards())
		if err != nil || back != a {
			t.Fatalf("%d: SplitAction gives %d, %v", a, back, err)
		}
	}
	a, err := SplitAction(drawn, cards(t, "red1", "blue3", "trump2"))
	if err != nil {
		t.Fatal(err)
	}
	s0, _, _ := SplitSets(d, a)
	if s0 != SetOf(cards(t, "red1", "blue3", "trump2")...) {
		t.Fatalf("set 0 is %s", s0)
	}
	if _, err := SplitAction(drawn, cards(t, "red1", "blue3", "red2")); err == nil {
		t.Fatal("accepted a card not drawn")
	}
	if _, err := SplitAction(drawn, cards(t, "red1", "blue3")); err == nil {
		t.Fatal("accepted a set of two")
	}
	// Legal's ten splits put the lowest card in set 0 and cover every split.
	if len(legalSplits) != 10 {
		t.Fatalf("%d legal splits", len(legalSplits))
	}
	pairs := map[[2]CardSet]bool{}
	for _, a := range legalSplits {
		s0, s1, _ := SplitSets(d, a)
		if !s0.Has(d.Lowest()) {
			t.Fatalf("legal split %d leaves the lowest card in set 1", a)
		}
		pairs[[2]CardSet{s0, s1}] = true
	}
	for a := FirstSplit; a < FirstSplit+NumSplits; a++ {
		s0, s1, _ := SplitSets(d, a)
		if !pairs[[2]CardSet{s0, s1}] && !pairs[[2]CardSet{s1, s0}] {
			t.Fatalf("split %d is not a legal split or its swap", a)
		}
	}
}

// handsGame is a 3-player game on fixed hands, seat 0 leading.
func handsGame(t *testing.T, rounds int, hands ...[]string) *Game {
	t.Helper()
	return newGame(t, engine.Config{Players: len(hands), Options: engine.Options{}.With("rounds", rounds), Seed: 3,
		Deals: []engine.Deal{{Leader: engine.IntPtr(0), Hands: hands}}})
}

func TestFollowRules(t *testing.T) {
	g := handsGame(t, 1,
		[]string{"red5", "trump3", "blue1"},
		[]string{"red9", "blue4", "trump2"},
		[]string{"green1", "trump6", "yellow2"})
	refused(t, g, engine.Move{Seat: 1, Play: "red9"}, "trip.turn", "it is seat 0's turn, not seat 1's")
	refused(t, g, engine.Move{Seat: 0, Play: "red6"}, "trip.hold", "you do not hold red6")
	play(t, g, 0, "red5")
	refused(t, g, engine.Move{Seat: 1, Play: "blue4"}, "trip.follow", "must follow red (or play a trump): you hold red")
	play(t, g, 1, "trump2")  // trump instead of following
	play(t, g, 2, "yellow2") // void in red: anything
	// trump2 is the only trump: seat 1 wins, keeps only its card.
	if g.won[1] != SetOf(mustCard(t, "trump2")) || g.discard != SetOf(cards(t, "red5", "yellow2")...) {
		t.Fatalf("won %s discard %s", g.won[1], g.discard)
	}
	if g.turn != 1 || g.leader != 1 {
		t.Fatalf("winner does not lead: turn %d", g.turn)
	}
	play(t, g, 1, "blue4")
	refused(t, g, engine.Move{Seat: 0, Play: "blue1"}, "trip.turn", "it is seat 2's turn, not seat 0's")
	play(t, g, 2, "trump6")
	play(t, g, 0, "trump3") // may trump although holding blue1
	if g.won[0] != SetOf(mustCard(t, "trump3")) {
		t.Fatalf("lowest trump should win: %s", g.won[0])
	}
	refused(t, g, engine.Move{Seat: 0, Play: "trump6"}, "trip.hold", "you do not hold trump6")
}

func TestTrumpLedMustTrump(t *testing.T) {
	g := handsGame(t, 1,
		[]string{"trump5", "red1"},
		[]string{"red2", "trump1"},
		[]string{"blue3", "green3"})
	play(t, g, 0, "trump5")
	refused(t, g, engine.Move{Seat: 1, Play: "red2"}, "trip.trump", "must play a trump: a trump was led and you hold one")
	play(t, g, 1, "trump1")
	play(t, g, 2, "green3") // no trump: anything
	if g.won[1] != SetOf(mustCard(t, "trump1")) {
		t.Fatalf("won %v", g.won)
	}
}

func TestDraftPassesAndPicks(t *testing.T) {
	draw := [][]string{
		{"red1", "red2", "red3", "red4", "red5", "red6"},
		{"blue1", "blue2", "blue3", "blue4", "blue5", "blue6"},
		{"green1", "green2", "green3", "green4", "green5", "green6"},
		{"yellow1", "yellow2", "yellow3", "yellow4", "yellow5", "yellow6"},
	}
	for _, round2 := range []bool{false, true} {
		cfg := engine.Config{Players: 4, Seed: 5, Deals: []engine.Deal{{Leader: engine.IntPtr(2), Draw: draw}}}
		g := newGame(t, cfg)
		if round2 {
			// Play round 1 at random, then fix round 2's draw: cards won in
			// round 1 cannot be drawn again, so use a fresh game's state.
			g.deals = nil
			playRound(t, g, engine.NewRNG(9))
			g.deals = make([]fixedDeal, 2)
			g.deals[1] = fixedDeal{leader: -1, draw: true, size: DrawSize}
			var won CardSet
			for s := 0; s < 4; s++ {
				won |= g.won[s]
			}
			pool := allCards &^ won
			for s := 0; s < 4; s++ {
				for j := 0; j < DrawSize; j++ {
					c := pool.Lowest()
					pool = pool.Without(c)
					g.deals[1].cards[s] = g.deals[1].cards[s].With(c)
				}
				g.deals[1].all |= g.deals[1].cards[s]
			}
			g.startRound(2, g.leader)
			draw = nil
			for s := 0; s < 4; s++ {
				draw = append(draw, g.drawn[s].Names())
			}
		}
		dir := 1
		if round2 {
			dir = -1
		}
		if !g.Simultaneous() || g.ToMove() != engine.SeatsOf(0, 1, 2, 3) {
			t.Fatalf("draft not simultaneous: %v", g.ToMove())
		}
		refused(t, g, engine.ChoiceMove(1, MovePick, 0), "trip.pick.early", "wait: every player must split before anyone picks")
		refused(t, g, engine.Move{Seat: 1, Play: draw[1][0]}, "trip.phase.split-first", "")
		for s := 3; s >= 0; s-- { // any order
			apply(t, g, engine.ChoiceMove(s, MoveSplit, [][]string{draw[s][3:], draw[s][:3]}))
			if s > 0 {
				refused(t, g, engine.ChoiceMove(s, MoveSplit, [][]string{draw[s][:3], draw[s][3:]}), "trip.split.done", "you have already split")
				if o := g.observe(0); o.Stand != [2]CardSet{} {
					t.Fatal("stand visible before every seat split")
				}
			}
		}
		if g.phase != phasePick {
			t.Fatal("not in pick phase")
		}
		for s := 0; s < 4; s++ {
			o := g.observe(s)
			maker := (s - dir + 4) % 4
			if o.Stand[0] != SetOf(cards(t, draw[maker][3:]...)...) || o.Stand[1] != SetOf(cards(t, draw[maker][:3]...)...) {
				t.Fatalf("round2=%v seat %d receives %v, want seat %d's stand", round2, s, o.Stand, maker)
			}
		}
		// Seat s picks set s%2 of the stand it received.
		for s := 0; s < 4; s++ {
			apply(t, g, engine.ChoiceMove(s, MovePick, s%2))
		}
		for s := 0; s < 4; s++ {
			maker, receiver := (s-dir+4)%4, (s+dir+4)%4
			ms := [2][]string{draw[maker][3:], draw[maker][:3]}
			own := [2][]string{draw[s][3:], draw[s][:3]}
			want := SetOf(cards(t, ms[s%2]...)...) | SetOf(cards(t, own[1-receiver%2]...)...)
			if g.hand[s] != want {
				t.Fatalf("round2=%v seat %d holds %s, want %s", round2, s, g.hand[s], want)
			}
			o := g.observe(s)
			if o.Picked != s%2 || o.Taken != receiver%2 {
				t.Fatalf("seat %d: picked %d taken %d", s, o.Picked, o.Taken)
			}
		}
		if g.Simultaneous() || g.phase != phasePlay {
			t.Fatal("play did not start")
		}
		refused(t, g, engine.ChoiceMove(0, MovePick, 0), "trip.phase.draft-over", "the draft is over: play a card")
	}
}

// playRound plays the rest of the current round at random.
func playRound(t *testing.T, g *Game, rng engine.RNG) {
	t.Helper()
	r := g.round
	buf := make([]engine.Action, 0, engine.MaxActions)
	for g.round == r && !g.over {
		seat, a := randomAction(g, &rng, buf)
		if err := g.Apply(seat, a); err != nil {
			t.Fatal(err)
		}
	}
}

func TestNextRoundLeaderAndGameEnd(t *testing.T) {
	// Round 1: seat 1 wins both tricks, seats 0 and 2 tie at 0: the round 2
	// leader is one of them, as the deal chooses.
	deals := []engine.Deal{
		{Leader: engine.IntPtr(0), Hands: [][]string{{"red5", "red6"}, {"red1", "red2"}, {"red8", "red9"}}},
		{Leader: engine.IntPtr(2), Hands: [][]string{{"blue5"}, {"blue2"}, {"blue1"}}},
	}
	cfg := engine.Config{Game: Name, Players: 3, Options: engine.Options{}.With("rounds", 2), Deals: deals}
	g := newGame(t, cfg)
	play(t, g, 0, "red5")
	play(t, g, 1, "red1")
	play(t, g, 2, "red8")
	play(t, g, 1, "red2")
	play(t, g, 2, "red9")
	play(t, g, 0, "red6")
	if g.round != 2 || g.turn != 2 {
		t.Fatalf("round %d, turn %d", g.round, g.turn)
	}
	rep := g.Report()
	if last := rep.Tricks[1]; last.NextLeader == nil || *last.NextLeader != 2 {
		t.Fatalf("next leader of round 1's last trick: %v", last.NextLeader)
	}
	play(t, g, 2, "blue1")
	play(t, g, 0, "blue5")
	play(t, g, 1, "blue2")
	if !g.Over() || g.Winners() != engine.SeatsOf(1) {
		t.Fatalf("over %v winners %v", g.Over(), g.Winners())
	}
	rep = g.Report()
	if rep.Tricks[2].NextLeader != nil || !reflect.DeepEqual(rep.Winners, []int{1}) ||
		!reflect.DeepEqual(rep.Scores, []int{0, 4, 1}) || !reflect.DeepEqual(rep.RoundScores, [][]int{{0, 4, 0}, {0, 0, 1}}) {
		t.Fatalf("report %+v", rep)
	}
	// A leader outside the tie is a config error at the action that would
	// start round 2, and changes nothing.
	deals[1].Leader = engine.IntPtr(1)
	g = newGame(t, cfg)
	for _, m := range []engine.Move{{Seat: 0, Play: "red5"}, {Seat: 1, Play: "red1"}, {Seat: 2, Play: "red8"}, {Seat: 1, Play: "red2"}, {Seat: 2, Play: "red9"}} {
		apply(t, g, m)
	}
	before := g.state
	err := g.Apply(0, PlayAction(mustCard(t, "red6")))
	if _, ok := err.(*engine.ConfigError); !ok || before != g.state {
		t.Fatalf("want a ConfigError and no change, got %v", err)
	}
	// A card won in round 1 cannot be dealt in round 2.
	deals[1].Leader = nil
	deals[1].Hands = [][]string{{"blue5"}, {"red1"}, {"blue1"}}
	g = newGame(t, cfg)
	for _, m := range []engine.Move{{Seat: 0, Play: "red5"}, {Seat: 1, Play: "red1"}, {Seat: 2, Play: "red8"}, {Seat: 1, Play: "red2"}, {Seat: 2, Play: "red9"}} {
		apply(t, g, m)
	}
	if err := g.Apply(0, PlayAction(mustCard(t, "red6"))); err == nil || g.round != 1 {
		t.Fatalf("dealt a won card: %v", err)
	}
}

func TestTieBreaks(t *testing.T) {
	// Seat 0 wins red3 (3 points); seat 1 wins red1 and red2 (2 x 2 = 4)...
	// build: seat 0 scores 4 with one card (blue4), seat 1 scores 4 with two
	// (red1, red2): seat 1 wins on cards.
	g := handsGame(t, 1,
		[]string{"blue4", "red9"},
		[]string{"blue8", "red1"},
		[]string{"blue9", "red2"})
	play(t, g, 0, "blue4")
	play(t, g, 1, "blue8")
	play(t, g, 2, "blue9")
	play(t, g, 0, "red9")
	play(t, g, 1, "red1")
	play(t, g, 2, "red2")
	// seat 0: blue4 = 4; seat 1: red1 = 1. Not a tie - check the formula path.
	if g.Score(0) != 4 || g.Score(1) != 1 || g.Winners() != engine.SeatsOf(0) {
		t.Fatalf("scores %d %d winners %v", g.Score(0), g.Score(1), g.Winners())
	}
	g = newGame(t, engine.Config{Players: 3, Options: engine.Options{}.With("rounds", 1), Deals: []engine.Deal{{Leader: engine.IntPtr(0),
		Hands: [][]string{{"blue4", "green9", "yellow5"}, {"blue8", "green2", "yellow2"}, {"blue9", "green3", "yellow9"}}}}})
	play(t, g, 0, "blue4") // seat 0 wins blue4: 4
	play(t, g, 1, "blue8")
	play(t, g, 2, "blue9")
	play(t, g, 0, "green9")
	play(t, g, 1, "green2") // seat 1 wins green2
	play(t, g, 2, "green3")
	play(t, g, 1, "yellow2") // seat 1 wins yellow2: 2 + 2 = 4 with two cards
	play(t, g, 2, "yellow9")
	play(t, g, 0, "yellow5")
	if g.Score(0) != 4 || g.Score(1) != 4 || g.Winners() != engine.SeatsOf(1) {
		t.Fatalf("tie on score should go to most cards: %d %d %v", g.Score(0), g.Score(1), g.Winners())
	}
	// Same score and same count: shared.
	g = newGame(t, engine.Config{Players: 3, Options: engine.Options{}.With("rounds", 1), Deals: []engine.Deal{{Leader: engine.IntPtr(0),
		Hands: [][]string{{"blue4", "green9"}, {"blue8", "green4"}, {"blue9", "green10"}}}}})
	play(t, g, 0, "blue4")
	play(t, g, 1, "blue8")
	play(t, g, 2, "blue9")
	play(t, g, 0, "green9")
	play(t, g, 1, "green4")
	play(t, g, 2, "green10")
	if g.Winners() != engine.SeatsOf(0, 1) {
		t.Fatalf("shared win expected: %v", g.Winners())
	}
}

func TestConfigErrors(t *testing.T) {
	ok := [][]string{{"red1"}, {"red2"}, {"red3"}}
	for name, cfg := range map[string]engine.Config{
		"two players":     {Players: 2},
		"six players":     {Players: 6},
		"five rounds":     {Players: 3, Options: engine.Options{}.With("rounds", 5)},
		"negative rounds": {Players: 3, Options: engine.Options{}.With("rounds", -1)},
		"wrong game":      {Game: "gummi", Players: 3},
		"too many deals":  {Players: 3, Options: engine.Options{}.With("rounds", 1), Deals: []engine.Deal{{Hands: ok}, {Hands: ok}}},
		"duplicate card":  {Players: 3, Deals: []engine.Deal{{Hands: [][]string{{"red1"}, {"red1"}, {"red3"}}}}},
		"unknown card":    {Players: 3, Deals: []engine.Deal{{Hands: [][]string{{"red1"}, {"red13"}, {"red3"}}}}},
		"uneven hands":    {Players: 3, Deals: []engine.Deal{{Hands: [][]string{{"red1", "red4"}, {"red2"}, {"red3"}}}}},
		"empty hands":     {Players: 3, Deals: []engine.Deal{{Hands: [][]string{{}, {}, {}}}}},
		"seats missing":   {Players: 4, Deals: []engine.Deal{{Hands: ok}}},
		"short draw":      {Players: 3, Deals: []engine.Deal{{Draw: ok}}},
		"draw and hands":  {Players: 3, Deals: []engine.Deal{{Draw: ok, Hands: ok}}},
		"no cards":        {Players: 3, Deals: []engine.Deal{{Leader: engine.IntPtr(0)}}},
		"bad leader":      {Players: 3, Deals: []engine.Deal{{Leader: engine.IntPtr(3), Hands: ok}}},
		"facedown":        {Players: 3, Deals: []engine.Deal{{Hands: ok, Facedown: ok}}},
		"deck runs out":   {Players: 5, Deals: []engine.Deal{{Hands: handsOf(0, 5, 10)}, {Hands: handsOf(0, 5, 8)}, {Hands: handsOf(0, 5, 7)}}},
	} {
		if name != "wrong game" {
			cfg.Game = Name
		}
		_, err := New(cfg)
		if _, ok := err.(*engine.ConfigError); !ok || err.Error() == "" {
			t.Errorf("%s: want a ConfigError, got %v", name, err)
		}
	}
}

// handsOf deals cards from id first on, size per seat, to n seats.
func handsOf(first, n, size int) [][]string {
	out := make([][]string, n)
	for s := range out {
		for j := 0; j < size; j++ {
			out[s] = append(out[s], Card(first+s*size+j).String())
		}
	}
	return out
}

func TestDeckCountsAllowedWhenTheyFit(t *testing.T) {
	// 10, 8 and 6 cards a seat leave 30 cards for round 4's draw: playable.
	cfg := engine.Config{Game: Name, Players: 5, Deals: []engine.Deal{{Hands: handsOf(0, 5, 10)}, {Hands: handsOf(0, 5, 8)}, {Hands: handsOf(0, 5, 6)}}}
	if _, err := New(cfg); err != nil {
		t.Fatal(err)
	}
}
