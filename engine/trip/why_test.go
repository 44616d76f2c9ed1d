package trip

import (
	"reflect"
	"testing"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/enginetest"
)

func newEngineGame(cfg engine.Config) (engine.Game, error) { return engine.AsGame(New(cfg)) }

// expectWhy is rules.md section 3, "Who wins", read afresh from the card
// faces: with a trump and a 7 in the trick the first 7; else with a trump
// the lowest trump; else the lowest card of the led suit.
func expectWhy(t *testing.T, tr engine.TrickRecord) []engine.TrickWhy {
	t.Helper()
	faces := make([]engine.CardFace, len(tr.Plays))
	first7, lowTrump := -1, -1
	for i, p := range tr.Plays {
		f, ok := Descriptor.Card(p.Card)
		if !ok {
			t.Fatalf("card %q", p.Card)
		}
		faces[i] = f
		if f.Trump && (lowTrump < 0 || f.Rank < faces[lowTrump].Rank) {
			lowTrump = i
		}
		if !f.Trump && f.Rank == 7 && first7 < 0 {
			first7 = i
		}
	}
	win, id := 0, "trip.trick.lowest_of_led"
	switch {
	case lowTrump >= 0 && first7 >= 0:
		win, id = first7, "trip.trick.seven_beats_trumps"
	case lowTrump >= 0:
		win, id = lowTrump, "trip.trick.lowest_trump"
	default:
		for i, f := range faces {
			if !f.Trump && f.Suit == faces[0].Suit && f.Rank < faces[win].Rank {
				win = i
			}
		}
	}
	why := engine.OneWhy(tr.Plays[win].Seat, tr.Plays[win].Card, id)
	// Its winner keeps its own card; the others are discarded.
	why[0].Take, why[0].Others = "trip.take.own", len(tr.Plays)-1
	return why
}

// suitWorth is what seat's kept cards of card's suit score after tricks,
// counted afresh: each trick's winner keeps the card it won with; the
// highest number kept times the cards kept.
func suitWorth(t *testing.T, tricks []engine.TrickRecord, seat int, card string) int {
	t.Helper()
	of, _ := Descriptor.Card(card)
	high, n := 0, 0
	for _, tr := range tricks {
		if tr.Why[0].Seat != seat {
			continue
		}
		f, _ := Descriptor.Card(tr.Why[0].Card)
		if f.Trump == of.Trump && f.Suit == of.Suit {
			high, n = max(high, f.Rank), n+1
		}
	}
	return high * n
}

// TestTrickWhyRandomGames: in whole random games of every table size,
// every trick says why its winner won, as the rules read afresh say, and
// every reason arises.
func TestTrickWhyRandomGames(t *testing.T) {
	seen := map[string]int{}
	enginetest.RandomGames(t, newEngineGame, Name, []int{3, 4, 5}, engine.Options{}, 40, func(g engine.Game) {
		rep := g.Report()
		if err := enginetest.CheckWhy(rep, Name, Descriptor.TrickReasons, seen); err != nil {
			t.Fatal(err)
		}
		for k, tr := range rep.Tricks {
			want := expectWhy(t, tr)
			want[0].Points = suitWorth(t, rep.Tricks[:k+1], want[0].Seat, want[0].Card)
			if !reflect.DeepEqual(tr.Why, want) || tr.Winners[0] != want[0].Seat {
				t.Fatalf("trick %d %+v: want why %+v", k, tr, want)
			}
		}
	})
	t.Logf("reasons met: %v", seen)
	enginetest.CheckEveryReason(t, Descriptor.TrickReasons, seen)
}

// TestTrickWhyCases shows each reason arising in a hand-written trick.
func TestTrickWhyCases(t *testing.T) {
	seven, trump, led := "trip.trick.seven_beats_trumps", "trip.trick.lowest_trump", "trip.trick.lowest_of_led"
	seen := map[string]int{}
	for _, tc := range []struct {
		name  string
		cards []string // seats 0, 1, 2 in play order, seat 0 leading
		want  engine.TrickWhy
	}{
		{"a 7 after a trump wins", []string{"red5", "trump1", "blue7"}, engine.TrickWhy{Seat: 2, Card: "blue7", ID: seven}},
		{"a 7 before the trump wins once the trump comes", []string{"red7", "trump2", "red3"}, engine.TrickWhy{Seat: 0, Card: "red7", ID: seven}},
		{"the first of two 7s wins", []string{"trump3", "blue7", "green7"}, engine.TrickWhy{Seat: 1, Card: "blue7", ID: seven}},
		{"the lowest trump wins", []string{"red5", "trump4", "trump2"}, engine.TrickWhy{Seat: 2, Card: "trump2", ID: trump}},
		{"a trump led, the lowest trump wins", []string{"trump5", "trump3", "red1"}, engine.TrickWhy{Seat: 1, Card: "trump3", ID: trump}},
		{"a lone trump wins", []string{"red1", "red2", "trump6"}, engine.TrickWhy{Seat: 2, Card: "trump6", ID: trump}},
		{"no trump: the lowest of the led suit", []string{"red5", "red3", "blue1"}, engine.TrickWhy{Seat: 1, Card: "red3", ID: led}},
		{"no trump: a 7 wins only as the lowest of the led suit", []string{"red9", "red7", "blue2"}, engine.TrickWhy{Seat: 1, Card: "red7", ID: led}},
		{"no trump: a 7 off the led suit loses", []string{"red9", "blue7", "green7"}, engine.TrickWhy{Seat: 0, Card: "red9", ID: led}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			hands := [][]string{{tc.cards[0]}, {tc.cards[1]}, {tc.cards[2]}}
			cfg := engine.Config{Players: 3, Deals: []engine.Deal{{Leader: engine.IntPtr(0), Hands: hands}}}
			var moves []engine.Move
			for s, c := range tc.cards {
				moves = append(moves, engine.Move{Seat: s, Play: c})
			}
			g := enginetest.Replay(t, newEngineGame, cfg, moves...)
			rep := g.Report()
			// The winner keeps its own card, the other two are discarded,
			// and its pile, that card alone, scores the card's number.
			tc.want.Take, tc.want.Others = takeOwn, 2
			c, _ := ParseCard(tc.want.Card)
			tc.want.Points = c.Rank()
			if len(rep.Tricks) != 1 || !reflect.DeepEqual(rep.Tricks[0].Why, []engine.TrickWhy{tc.want}) {
				t.Fatalf("tricks %+v, want why %+v", rep.Tricks, tc.want)
			}
			if err := enginetest.CheckWhy(rep, Name, Descriptor.TrickReasons, seen); err != nil {
				t.Fatal(err)
			}
		})
	}
	enginetest.CheckEveryReason(t, Descriptor.TrickReasons, seen)
}

// TestATakeSaysWhatTheSuitNowScores: a trick's why says what the winner's
// cards of the winning card's suit score once it is kept (the highest
// number times the cards), in the report and in every seat's view.
func TestATakeSaysWhatTheSuitNowScores(t *testing.T) {
	hands := [][]string{{"red5", "red10", "green3"}, {"red3", "red2", "green4"}, {"blue1", "blue2", "green5"}}
	cfg := engine.Config{Players: 3, Deals: []engine.Deal{{Leader: engine.IntPtr(0), Hands: hands}}}
	moves := []engine.Move{{Seat: 0, Play: "red5"}, {Seat: 1, Play: "red3"}, {Seat: 2, Play: "blue1"},
		{Seat: 1, Play: "red2"}, {Seat: 2, Play: "blue2"}, {Seat: 0, Play: "red10"}}
	g := enginetest.Replay(t, newEngineGame, cfg, moves...)
	rep := g.Report()
	// Bruno's reds: the 3, then the 3 and the 2: 3 x 1, then 3 x 2.
	for i, want := range []int{3, 6} {
		if got := rep.Tricks[i].Why[0]; got.Seat != 1 || got.Points != want {
			t.Fatalf("trick %d: why %+v, want Bruno's reds to score %d", i+1, got, want)
		}
	}
	for s := 0; s < 3; s++ {
		v, err := Descriptor.View(g.Observe(s))
		if err != nil {
			t.Fatal(err)
		}
		if v.LastTrick == nil || v.LastTrick.Why[0].Points != 6 {
			t.Fatalf("seat %d's view of the last trick: %+v", s, v.LastTrick)
		}
	}
}
