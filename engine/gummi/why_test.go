package gummi

import (
	"reflect"
	"testing"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/enginetest"
)

func newGame(cfg engine.Config) (engine.Game, error) { return engine.AsGame(New(cfg)) }

// rulesPoints are a card's points by its value 1..10 (rules.md section 1,
// "Deck").
var rulesPoints = [10]int{4, 4, 4, 3, 3, 3, 2, 2, 2, 1}

// expectWhy is rules.md section 1, "Winners", read afresh from the card
// faces: each colour of the trick goes to the highest card of that colour,
// "only of colour" when it is the only one; winners in play order, each
// taking its card face-up and the rest of its colour face-down.
func expectWhy(t *testing.T, tr engine.TrickRecord) (winners []int, why []engine.TrickWhy) {
	t.Helper()
	faces := make([]engine.CardFace, len(tr.Plays))
	count := map[int]int{}
	for i, p := range tr.Plays {
		f, ok := Descriptor.Card(p.Card)
		if !ok {
			t.Fatalf("card %q", p.Card)
		}
		faces[i] = f
		count[f.Suit]++
	}
	for i, p := range tr.Plays {
		best := true
		for j := range tr.Plays {
			if faces[j].Suit == faces[i].Suit && faces[j].Rank > faces[i].Rank {
				best = false
			}
		}
		if !best {
			continue
		}
		// The winner takes its card face-up for its points (the rules'
		// table) and the rest of the colour face-down.
		w := engine.TrickWhy{Seat: p.Seat, Card: p.Card, ID: "gummi.trick.highest_of_colour",
			Take: "gummi.take.with_facedown", Points: rulesPoints[faces[i].Rank-1], Others: count[faces[i].Suit] - 1}
		if w.Others == 0 {
			w.ID, w.Take = "gummi.trick.only_of_colour", "gummi.take.face_up"
		}
		winners = append(winners, p.Seat)
		why = append(why, w)
	}
	return winners, why
}

// TestTrickWhyRandomGames: in whole random games of every table size, one
// and three rounds, every trick says why each winner won, as the rules
// read afresh say, and every reason arises.
func TestTrickWhyRandomGames(t *testing.T) {
	seen := map[string]int{}
	for _, rounds := range []int{1, advancedRounds} {
		enginetest.RandomGames(t, newGame, Name, []int{2, 3, 4, 5}, engine.Options{}.With("rounds", rounds), 25, func(g engine.Game) {
			rep := g.Report()
			if err := enginetest.CheckWhy(rep, Name, Descriptor.TrickReasons, seen); err != nil {
				t.Fatal(err)
			}
			for _, tr := range rep.Tricks {
				winners, why := expectWhy(t, tr)
				if !reflect.DeepEqual(tr.Winners, winners) || !reflect.DeepEqual(tr.Why, why) {
					t.Fatalf("trick %+v: want winners %v why %+v", tr, winners, why)
				}
			}
		})
	}
	t.Logf("reasons met: %v", seen)
	enginetest.CheckEveryReason(t, Descriptor.TrickReasons, seen)
}

// TestTrickWhyCases shows each reason arising in a hand-written trick.
func TestTrickWhyCases(t *testing.T) {
	play := func(s int, c string) engine.Move { return engine.Move{Seat: s, Play: c} }
	down := func(s, p int) engine.Move { return engine.ChoiceMove(s, MoveFacedown, p) }
	hi, only := "gummi.trick.highest_of_colour", "gummi.trick.only_of_colour"
	up, withDown := "gummi.take.face_up", "gummi.take.with_facedown"
	seen := map[string]int{}
	for _, tc := range []struct {
		name     string
		hands    [][]string
		facedown [][]string
		moves    []engine.Move
		want     []engine.TrickWhy
	}{
		{"one colour: the highest wins it",
			[][]string{{"red2"}, {"red9"}, {"red5"}}, nil,
			[]engine.Move{play(0, "red2"), play(1, "red9"), play(2, "red5")},
			[]engine.TrickWhy{{Seat: 1, Card: "red9", ID: hi, Take: withDown, Points: 2, Others: 2}}},
		{"two winners, two reasons",
			[][]string{{"red9"}, {"red3"}, {"blue5"}}, nil,
			[]engine.Move{play(0, "red9"), play(1, "red3"), play(2, "blue5")},
			[]engine.TrickWhy{{Seat: 0, Card: "red9", ID: hi, Take: withDown, Points: 2, Others: 1}, {Seat: 2, Card: "blue5", ID: only, Take: up, Points: 3}}},
		{"every card alone in its colour",
			[][]string{{"red1"}, {"blue2"}, {"yellow3"}}, nil,
			[]engine.Move{play(0, "red1"), play(1, "blue2"), play(2, "yellow3")},
			[]engine.TrickWhy{{Seat: 0, Card: "red1", ID: only, Take: up, Points: 4}, {Seat: 1, Card: "blue2", ID: only, Take: up, Points: 4}, {Seat: 2, Card: "yellow3", ID: only, Take: up, Points: 4}}},
		{"a face-down card alone in its colour",
			[][]string{{"red9"}, {}, {"red3"}}, [][]string{{}, {"green4"}, {}},
			[]engine.Move{play(0, "red9"), down(1, 0), play(2, "red3")},
			[]engine.TrickWhy{{Seat: 0, Card: "red9", ID: hi, Take: withDown, Points: 2, Others: 1}, {Seat: 1, Card: "green4", ID: only, Take: up, Points: 3}}},
		{"a face-down card highest of its colour",
			[][]string{{"red9"}, {}, {"red3"}}, [][]string{{}, {"red10"}, {}},
			[]engine.Move{play(0, "red9"), down(1, 0), play(2, "red3")},
			[]engine.TrickWhy{{Seat: 1, Card: "red10", ID: hi, Take: withDown, Points: 1, Others: 2}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cfg := engine.Config{Players: 3, Deals: []engine.Deal{{Leader: engine.IntPtr(0), Hands: tc.hands, Facedown: tc.facedown}}}
			g := enginetest.Replay(t, newGame, cfg, tc.moves...)
			rep := g.Report()
			if len(rep.Tricks) != 1 || !reflect.DeepEqual(rep.Tricks[0].Why, tc.want) {
				t.Fatalf("tricks %+v, want why %+v", rep.Tricks, tc.want)
			}
			if err := enginetest.CheckWhy(rep, Name, Descriptor.TrickReasons, seen); err != nil {
				t.Fatal(err)
			}
		})
	}
	enginetest.CheckEveryReason(t, Descriptor.TrickReasons, seen)
}
