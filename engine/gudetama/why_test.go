package gudetama

import (
	"reflect"
	"slices"
	"testing"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/enginetest"
)

func newGame(cfg engine.Config) (engine.Game, error) { return engine.AsGame(New(cfg)) }

// expectWhy is rules.md section 2 read afresh from the card faces: the
// highest rank wins, the last of equal ones; a winning 14 hands the lead
// to another player unless the trick ended the game (ends). Only the
// round's final trick scores: its winner the rank it won with, and when a
// 1 is in it everyone their own card.
func expectWhy(t *testing.T, tr engine.TrickRecord, ends, final bool) []engine.TrickWhy {
	t.Helper()
	best, win, n := -1, -1, 0
	one := false
	for i, p := range tr.Plays {
		f, ok := Descriptor.Card(p.Card)
		if !ok {
			t.Fatalf("card %q", p.Card)
		}
		one = one || f.Rank == 1
		switch {
		case f.Rank > best:
			best, win, n = f.Rank, i, 1
		case f.Rank == best:
			win, n = i, n+1
		}
	}
	id := "gudetama.trick.highest"
	switch {
	case best == 14 && !ends && n > 1:
		id = "gudetama.trick.fourteen_last_of_equal"
	case best == 14 && !ends:
		id = "gudetama.trick.fourteen"
	case n > 1:
		id = "gudetama.trick.highest_last_of_equal"
	}
	why := engine.OneWhy(tr.Plays[win].Seat, tr.Plays[win].Card, id)
	switch {
	case !final:
		why[0].Take = "gudetama.take.nothing"
	case one:
		why[0].Take, why[0].Points = "gudetama.take.one_played", best
	default:
		why[0].Take, why[0].Points = "gudetama.take.final", best
	}
	return why
}

// TestTrickWhyRandomGames: in whole random games of every table size,
// every trick says why its winner won, as the rules read afresh say, and
// every reason arises.
func TestTrickWhyRandomGames(t *testing.T) {
	seen := map[string]int{}
	enginetest.RandomGames(t, newGame, Name, []int{2, 3, 4, 5, 6, 7}, engine.Options{}, 40, func(g engine.Game) {
		rep := g.Report()
		if err := enginetest.CheckWhy(rep, Name, Descriptor.TrickReasons, seen); err != nil {
			t.Fatal(err)
		}
		for k, tr := range rep.Tricks {
			last := k == len(rep.Tricks)-1
			want := expectWhy(t, tr, last, last || rep.Tricks[k+1].Round != tr.Round)
			if !reflect.DeepEqual(tr.Why, want) || tr.Winners[0] != want[0].Seat {
				t.Fatalf("trick %d %+v: want why %+v", k, tr, want)
			}
		}
	})
	t.Logf("reasons met: %v", seen)
	enginetest.CheckEveryReason(t, Descriptor.TrickReasons, seen)
}

// TestTrickWhyCases shows each reason arising in a hand-written trick,
// and the 14 that ends the game handing no lead on.
func TestTrickWhyCases(t *testing.T) {
	seen := map[string]int{}
	for _, tc := range []struct {
		name   string
		target int
		hands  [][]string
		moves  []engine.Move
		want   engine.TrickWhy
	}{
		{"the highest card", 0,
			[][]string{{"5", "2"}, {"9", "3"}, {"7", "1"}},
			[]engine.Move{p(0, "5"), p(1, "9"), p(2, "1")},
			engine.TrickWhy{Seat: 1, Card: "9", ID: "gudetama.trick.highest", Take: "gudetama.take.nothing"}},
		{"equal highest cards: the last wins", 0,
			[][]string{{"5", "2"}, {"9", "3"}, {"9", "1"}},
			[]engine.Move{p(0, "5"), p(1, "9"), p(2, "9")},
			engine.TrickWhy{Seat: 2, Card: "9", ID: "gudetama.trick.highest_last_of_equal", Take: "gudetama.take.nothing"}},
		{"all three equal: the last wins", 0,
			[][]string{{"4", "2"}, {"4", "3"}, {"4", "1"}},
			[]engine.Move{p(0, "4"), p(1, "4"), p(2, "4")},
			engine.TrickWhy{Seat: 2, Card: "4", ID: "gudetama.trick.highest_last_of_equal", Take: "gudetama.take.nothing"}},
		{"a lowest card does not tie", 0,
			[][]string{{"5", "6"}, {"3", "8"}, {"5", "9"}},
			[]engine.Move{p(0, "5"), p(1, "3"), p(2, "5")},
			engine.TrickWhy{Seat: 2, Card: "5", ID: "gudetama.trick.highest_last_of_equal", Take: "gudetama.take.nothing"}},
		{"a 14 wins and hands the lead on", 0,
			[][]string{{"5", "2"}, {"14", "3"}, {"7", "1"}},
			[]engine.Move{p(0, "5"), p(1, "14"), p(2, "1")},
			engine.TrickWhy{Seat: 1, Card: "14", ID: "gudetama.trick.fourteen", Take: "gudetama.take.nothing"}},
		{"both 14s: the later wins and hands the lead on", 0,
			[][]string{{"14", "2"}, {"14", "3"}, {"7", "1"}},
			[]engine.Move{p(0, "14"), p(1, "14"), p(2, "1")},
			engine.TrickWhy{Seat: 1, Card: "14", ID: "gudetama.trick.fourteen_last_of_equal", Take: "gudetama.take.nothing"}},
		{"a 14 wins the final trick of a round: its winner chooses the next round's leader", 0,
			[][]string{{"5"}, {"14"}, {"1"}},
			[]engine.Move{p(0, "5"), p(1, "14"), p(2, "1")},
			engine.TrickWhy{Seat: 1, Card: "14", ID: "gudetama.trick.fourteen", Take: "gudetama.take.one_played", Points: 14}},
		{"the final trick without a 1: its winner scores the card it won with", 0,
			[][]string{{"5"}, {"9"}, {"3"}},
			[]engine.Move{p(0, "5"), p(1, "9"), p(2, "3")},
			engine.TrickWhy{Seat: 1, Card: "9", ID: "gudetama.trick.highest", Take: "gudetama.take.final", Points: 9}},
		{"a 1 in the final trick: the highest still wins it", 0,
			[][]string{{"1"}, {"9"}, {"3"}},
			[]engine.Move{p(0, "1"), p(1, "9"), p(2, "3")},
			engine.TrickWhy{Seat: 1, Card: "9", ID: "gudetama.trick.highest", Take: "gudetama.take.one_played", Points: 9}},
		{"a 14 that ends the game hands no lead on", 10,
			[][]string{{"5"}, {"14"}},
			[]engine.Move{p(0, "5"), p(1, "14")},
			engine.TrickWhy{Seat: 1, Card: "14", ID: "gudetama.trick.highest", Take: "gudetama.take.final", Points: 14}},
		{"both 14s ending the game", 10,
			[][]string{{"14"}, {"14"}, {"1"}},
			[]engine.Move{p(0, "14"), p(1, "14"), p(2, "1")},
			engine.TrickWhy{Seat: 1, Card: "14", ID: "gudetama.trick.highest_last_of_equal", Take: "gudetama.take.one_played", Points: 14}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cfg := engine.Config{Players: len(tc.hands), Options: engine.Options{}.With("target", tc.target), Deals: []engine.Deal{deal(0, tc.hands...)}}
			g := enginetest.Replay(t, newGame, cfg, tc.moves...)
			rep := g.Report()
			if len(rep.Tricks) != 1 || !reflect.DeepEqual(rep.Tricks[0].Why, []engine.TrickWhy{tc.want}) {
				t.Fatalf("tricks %+v, want why %+v", rep.Tricks, tc.want)
			}
			if err := enginetest.CheckWhy(rep, Name, Descriptor.TrickReasons, seen); err != nil {
				t.Fatal(err)
			}
			if ends := tc.target != 0; g.Over() != ends {
				t.Fatalf("over = %v, want %v", g.Over(), ends)
			}
			// Every seat's view of the trick says the same, while the
			// round is still the trick's (a new round shows no tricks).
			for s := 0; s < g.Players() && g.Round() == 1; s++ {
				v, err := Descriptor.View(g.Observe(s))
				if err != nil {
					t.Fatal(err)
				}
				if v.LastTrick == nil || !reflect.DeepEqual(v.LastTrick.Why, rep.Tricks[0].Why) {
					t.Fatalf("seat %d's view: last trick %+v", s, v.LastTrick)
				}
			}
		})
	}
	enginetest.CheckEveryReason(t, Descriptor.TrickReasons, seen)
}

// TestTheViewNotesAOneInTheLastTrick: while a 1 lies in the round's last
// trick, every seat's view notes it (every card played in it scores), so
// the seats still to play learn it before they choose; not before the 1
// is played, nor in an earlier trick that holds a 1.
func TestTheViewNotesAOneInTheLastTrick(t *testing.T) {
	cfg := engine.Config{Game: Name, Players: 3, Deals: []engine.Deal{deal(0, cards("5", "9"), cards("1", "12"), cards("1", "8"))}}
	g := mustNew(t, cfg)
	notes := func() []string {
		var out []string
		for s := 0; s < g.Players(); s++ {
			out = append(out, view(g.Observe(s).(*Observation)).Note)
		}
		return out
	}
	none, noted := []string{"", "", ""}, []string{NoteOnePlayed, NoteOnePlayed, NoteOnePlayed}
	for _, step := range []struct {
		move engine.Move
		want []string
	}{
		// The first trick: a 1 in it is an ordinary card.
		{p(0, "9"), none}, {p(1, "12"), none}, {p(2, "1"), none},
		// The last: Bruno leads, and the 1 he plays is noted at once.
		{p(1, "1"), noted}, {p(2, "8"), noted},
		// The round is over.
		{p(0, "5"), none},
	} {
		apply(t, g, step.move)
		if got := notes(); !slices.Equal(got, step.want) {
			t.Fatalf("after %+v the views note %q, want %q", step.move, got, step.want)
		}
	}
}
