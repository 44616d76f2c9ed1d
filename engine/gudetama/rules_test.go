package gudetama

import (
	"encoding/json"
	"errors"
	"reflect"
	"testing"

	"github.com/trickparty/trickparty/engine"
)

// legalMoves lists seat's legal actions in notation.
func legalMoves(g *Game, seat int) []string {
	var out []string
	for _, a := range g.Legal(seat, nil) {
		out = append(out, g.ActionString(a))
	}
	return out
}

// refuse applies a move that must be refused with the given rule key and
// message, and checks the state is unchanged.
func refuse(t *testing.T, g *Game, m engine.Move, rule, message string) {
	t.Helper()
	before := *g
	a, err := g.DecodeMove(m)
	if err == nil {
		err = g.Apply(m.Seat, a)
	}
	var re *engine.RuleError
	if !errors.As(err, &re) {
		t.Fatalf("%+v: want a RuleError %q, got %v", m, rule, err)
	}
	if re.Rule != rule || re.Message != message {
		t.Errorf("%+v: got %s %q, want %s %q", m, re.Rule, re.Message, rule, message)
	}
	if !sameState(&before, g) {
		t.Errorf("%+v: refused move changed the state", m)
	}
}

// TestSpecExample is rules.md's trick: 7, 9, 10, then seat 3 cannot reach
// 10 and plays its lowest card (1); the 10 wins and 1 is ordinary here.
func TestSpecExample(t *testing.T) {
	g := mustNew(t, engine.Config{Players: 4, Deals: []engine.Deal{
		deal(0, cards("7", "3"), cards("9", "2"), cards("10", "5"), cards("1", "8")),
	}})
	apply(t, g, p(0, "7"), p(1, "9"), p(2, "10"))
	if got := legalMoves(g, 3); !reflect.DeepEqual(got, []string{"1"}) {
		t.Errorf("seat 3 may play %v, want only its lowest card 1", got)
	}
	refuse(t, g, p(3, "8"), "gudetama.follow", "must play 10 or higher, or your lowest card (1)")
	apply(t, g, p(3, "1"))
	if g.ToMove() != engine.SeatsOf(2) || g.Score(0)+g.Score(1)+g.Score(2)+g.Score(3) != 0 {
		t.Errorf("after the trick: to move %v, scores %v", g.ToMove().Seats(), g.scores)
	}
	rep := g.Report()
	if len(rep.Tricks) != 1 || rep.Tricks[0].Winners[0] != 2 || *rep.Tricks[0].NextLeader != 2 {
		t.Errorf("report %+v", rep.Tricks)
	}
}

func TestLeaderPlaysAnything(t *testing.T) {
	g := mustNew(t, engine.Config{Players: 2, Deals: []engine.Deal{deal(1, cards("4", "5", "6"), cards("13", "2", "2"))}})
	if got := legalMoves(g, 1); !reflect.DeepEqual(got, []string{"2", "13"}) {
		t.Errorf("leader may play %v", got)
	}
	if got := legalMoves(g, 0); len(got) != 0 {
		t.Errorf("seat not due to act may play %v", got)
	}
}

func TestFollowEqualOrHigherOrLowest(t *testing.T) {
	g := mustNew(t, engine.Config{Players: 3, Deals: []engine.Deal{
		deal(0, cards("8", "2"), cards("3", "8"), cards("4", "9")),
	}})
	// Seat 1 holds 3 and 8: 8 equals the best, 3 is its lowest.
	apply(t, g, p(0, "8"))
	if got := legalMoves(g, 1); !reflect.DeepEqual(got, []string{"3", "8"}) {
		t.Errorf("seat 1 may play %v, want [3 8]", got)
	}
	apply(t, g, p(1, "3"))
	// Seat 2 holds 4 and 9: 9 beats, 4 is lowest; both allowed.
	if got := legalMoves(g, 2); !reflect.DeepEqual(got, []string{"4", "9"}) {
		t.Errorf("seat 2 may play %v, want [4 9]", got)
	}
}

func TestMiddleCardRefused(t *testing.T) {
	g := mustNew(t, engine.Config{Players: 2, Deals: []engine.Deal{deal(0, cards("10", "2", "4"), cards("3", "7", "12"))}})
	apply(t, g, p(0, "10"))
	refuse(t, g, p(1, "7"), "gudetama.follow", "must play 10 or higher, or your lowest card (3)")
	refuse(t, g, p(1, "11"), "gudetama.hold", "you do not hold a 11")
	// Nothing is higher than a 14: the refusal does not ask for one.
	g = mustNew(t, engine.Config{Players: 2, Deals: []engine.Deal{deal(0, cards("14", "2", "4"), cards("3", "7", "12"))}})
	apply(t, g, p(0, "14"))
	refuse(t, g, p(1, "7"), "gudetama.follow.fourteen", "must play a 14, or your lowest card (3)")
	refuse(t, g, p(0, "2"), "gudetama.turn", "it is seat 1's turn, not seat 0's")
	refuse(t, g, p(5, "2"), "gudetama.seat", "there is no seat 5 at this table of 2")
	refuse(t, g, lead(1, 0), "gudetama.no-choice", "there is no leader to choose now: play a card")
	if err := g.Apply(1, 99); err == nil {
		t.Errorf("unknown action id accepted")
	}
	if err := g.Apply(1, 15); err == nil {
		t.Errorf("action id 15 accepted")
	}
}

func TestEqualRankLaterWins(t *testing.T) {
	g := mustNew(t, engine.Config{Players: 4, Deals: []engine.Deal{
		deal(1, cards("9", "2"), cards("9", "5"), cards("6", "3"), cards("9", "13")),
	}})
	apply(t, g, p(1, "9"), p(2, "3"), p(3, "9"), p(0, "9"))
	if g.ToMove() != engine.SeatsOf(0) {
		t.Errorf("the last 9 (seat 0) should win, to move %v", g.ToMove().Seats())
	}
}

func TestFourteenChooseLeader(t *testing.T) {
	g := mustNew(t, engine.Config{Players: 3, Deals: []engine.Deal{
		deal(0, cards("14", "2", "3"), cards("5", "6", "7"), cards("7", "8", "9")),
	}})
	apply(t, g, p(0, "14"), p(1, "5"), p(2, "7"))
	if !g.Choosing() || g.ToMove() != engine.SeatsOf(0) {
		t.Fatalf("the 14's winner should choose: choosing %v, to move %v", g.Choosing(), g.ToMove().Seats())
	}
	if got := legalMoves(g, 0); !reflect.DeepEqual(got, []string{"lead: seat 1", "lead: seat 2"}) {
		t.Errorf("choices %v", got)
	}
	refuse(t, g, lead(0, 0), "gudetama.lead-self", "choose another player to lead: you won with a 14")
	refuse(t, g, p(0, "2"), "gudetama.choose", "choose who leads next before anyone plays: you won with a 14")
	refuse(t, g, lead(1, 2), "gudetama.turn", "it is seat 0's turn, not seat 1's")
	if nl := g.Report().Tricks[0].NextLeader; nl != nil {
		t.Errorf("next leader %d before the choice", *nl)
	}
	apply(t, g, lead(0, 2))
	if g.Choosing() || g.ToMove() != engine.SeatsOf(2) || *g.Report().Tricks[0].NextLeader != 2 {
		t.Errorf("after choosing seat 2: to move %v, report %+v", g.ToMove().Seats(), g.Report().Tricks[0])
	}
	obs := g.Observe(1).(*Observation)
	if obs.Leader != 2 || len(obs.Tricks) != 1 || obs.Tricks[0].Winner != 0 {
		t.Errorf("observation %+v", obs)
	}
}

// TestFourteenTieLastWins: two 14s: the later one wins and chooses.
func TestFourteenTieLastWins(t *testing.T) {
	g := mustNew(t, engine.Config{Players: 3, Deals: []engine.Deal{
		deal(0, cards("14", "2"), cards("14", "6"), cards("7", "8")),
	}})
	apply(t, g, p(0, "14"), p(1, "14"), p(2, "7"))
	if !g.Choosing() || g.ToMove() != engine.SeatsOf(1) {
		t.Errorf("seat 1's later 14 should win: to move %v", g.ToMove().Seats())
	}
}

func TestFinalTrickWinnerScores(t *testing.T) {
	g := mustNew(t, engine.Config{Players: 4, Seed: 9, Deals: []engine.Deal{
		deal(0, cards("3", "12"), cards("5", "6"), cards("2", "13"), cards("4", "8")),
	}})
	apply(t, g, p(0, "3"), p(1, "5"), p(2, "13"), p(3, "4"))
	if g.scores != [MaxPlayers]int{} {
		t.Fatalf("scored before the final trick: %v", g.scores)
	}
	apply(t, g, p(2, "2"), p(3, "8"), p(0, "12"), p(1, "6"))
	if g.Score(0) != 12 || g.Score(1)+g.Score(2)+g.Score(3) != 0 {
		t.Errorf("scores %v, want 12 for seat 0 only", g.scores)
	}
	if g.Round() != 2 || g.ToMove() != engine.SeatsOf(0) || g.tricksPerRound != HandSize {
		t.Errorf("round %d, to move %v, tricks %d", g.Round(), g.ToMove().Seats(), g.tricksPerRound)
	}
	// The 12 left the game; the other cards were shuffled back in.
	if g.left.Count(12) != Copies[12]-1 || g.left.Len() != DeckSize-1 {
		t.Errorf("cards left %v", g.left)
	}
	rep := g.Report()
	if !reflect.DeepEqual(rep.Piles[0], []string{"12"}) || !reflect.DeepEqual(rep.RoundScores, [][]int{{12, 0, 0, 0}, {0, 0, 0, 0}}) {
		t.Errorf("piles %v round scores %v", rep.Piles, rep.RoundScores)
	}
}

func TestFinalTrickOneEveryoneScores(t *testing.T) {
	g := mustNew(t, engine.Config{Players: 4, Deals: []engine.Deal{deal(2, cards("9"), cards("1"), cards("6"), cards("11"))}})
	apply(t, g, p(2, "6"), p(3, "11"), p(0, "9"), p(1, "1"))
	if g.scores != [MaxPlayers]int{9, 1, 6, 11} {
		t.Errorf("scores %v, want everyone's own card", g.scores)
	}
	if g.left.Len() != DeckSize-4 || g.ToMove() != engine.SeatsOf(3) {
		t.Errorf("left %d cards, to move %v", g.left.Len(), g.ToMove().Seats())
	}
}

func TestOneOrdinaryEarlier(t *testing.T) {
	g := mustNew(t, engine.Config{Players: 3, Deals: []engine.Deal{deal(0, cards("1", "5"), cards("4", "7"), cards("2", "9"))}})
	apply(t, g, p(0, "1"), p(1, "4"), p(2, "2"), p(1, "7"), p(2, "9"), p(0, "5"))
	if g.scores != [MaxPlayers]int{0, 0, 9} {
		t.Errorf("scores %v, want only the final winner's 9", g.scores)
	}
}

// TestFinalFourteenChoosesNextRoundLeader: the winner of the final trick with
// a 14 chooses another player to lead the next round.
func TestFinalFourteenChoosesNextRoundLeader(t *testing.T) {
	g := mustNew(t, engine.Config{Players: 3, Seed: 4, Deals: []engine.Deal{deal(0, cards("14"), cards("5"), cards("7"))}})
	apply(t, g, p(0, "14"), p(1, "5"), p(2, "7"))
	if g.Round() != 1 || !g.Choosing() || g.Score(0) != 14 {
		t.Fatalf("round %d choosing %v score %d", g.Round(), g.Choosing(), g.Score(0))
	}
	refuse(t, g, lead(0, 0), "gudetama.lead-self", "choose another player to lead: you won with a 14")
	apply(t, g, lead(0, 2))
	if g.Round() != 2 || g.ToMove() != engine.SeatsOf(2) || *g.Report().Tricks[0].NextLeader != 2 {
		t.Errorf("round %d to move %v", g.Round(), g.ToMove().Seats())
	}
}

// TestFourteenWinnerEliminatedChooses: a 14 that wins a round's final trick
// lets its winner choose the next round's leader even when that round's
// result eliminates them, among the players still in (rules.md "Leads").
func TestFourteenWinnerEliminatedChooses(t *testing.T) {
	g := mustNew(t, engine.Config{Players: 3, Options: engine.Options{}.With("target", 10), Seed: 4,
		Deals: []engine.Deal{deal(2, cards("2"), cards("3"), cards("14"))}})
	apply(t, g, p(2, "14"), p(0, "2"), p(1, "3"))
	if !g.Choosing() || g.Round() != 1 || g.ToMove() != engine.SeatsOf(2) || g.active != engine.SeatsOf(0, 1) {
		t.Fatalf("choosing %v round %d to move %v active %v", g.Choosing(), g.Round(), g.ToMove().Seats(), g.active.Seats())
	}
	if got := g.Legal(2, nil); !reflect.DeepEqual(got, []engine.Action{LeadAction(0), LeadAction(1)}) {
		t.Errorf("legal %v, want both players still in", got)
	}
	refuse(t, g, lead(2, 2), "gudetama.lead-self", "choose another player to lead: you won with a 14")
	apply(t, g, lead(2, 1))
	if g.Choosing() || g.Round() != 2 || g.ToMove() != engine.SeatsOf(1) {
		t.Errorf("choosing %v round %d to move %v", g.Choosing(), g.Round(), g.ToMove().Seats())
	}
	if next := g.Report().Tricks[0].NextLeader; next == nil || *next != 1 {
		t.Errorf("report's next leader %v, want 1", next)
	}
}

// TestEliminatedWinnerWithoutFourteenPassesLeft: without a 14 an eliminated
// winner has no say; the next remaining player to the left leads.
func TestEliminatedWinnerWithoutFourteenPassesLeft(t *testing.T) {
	g := mustNew(t, engine.Config{Players: 3, Options: engine.Options{}.With("target", 10), Seed: 4,
		Deals: []engine.Deal{deal(2, cards("2"), cards("3"), cards("13"))}})
	apply(t, g, p(2, "13"), p(0, "2"), p(1, "3"))
	if g.Choosing() || g.Round() != 2 || g.ToMove() != engine.SeatsOf(0) {
		t.Errorf("choosing %v round %d to move %v", g.Choosing(), g.Round(), g.ToMove().Seats())
	}
}

func TestGameEndLowestWins(t *testing.T) {
	g := mustNew(t, engine.Config{Players: 3, Deals: []engine.Deal{
		deal(0, cards("14"), cards("13"), cards("1")), deal(1, cards("8"), cards("10"), cards("1")),
	}})
	apply(t, g, p(0, "14"), p(1, "13"), p(2, "1"), lead(0, 1), p(1, "10"), p(2, "1"))
	if g.Over() {
		t.Fatal("over before the round ended")
	}
	apply(t, g, p(0, "8"))
	if !g.Over() || g.Winners() != engine.SeatsOf(2) || !g.ToMove().Empty() {
		t.Errorf("over %v winners %v", g.Over(), g.Winners().Seats())
	}
	if rep := g.Report(); rep.Tricks[1].NextLeader != nil || !reflect.DeepEqual(rep.Winners, []int{2}) {
		t.Errorf("report %+v", rep)
	}
	refuse(t, g, p(0, "3"), "gudetama.over", "the game is over")
}

// TestTieForLowestPlayoff: seats tied for lowest play on alone; after each
// playoff round those above the new lowest are out.
func TestTieForLowestPlayoff(t *testing.T) {
	g := mustNew(t, engine.Config{Players: 4, Options: engine.Options{}.With("target", 5), Seed: 8, Deals: []engine.Deal{
		deal(0, cards("1"), cards("6"), cards("1"), cards("1")),
		deal(-1, cards("9"), nil, cards("3"), cards("3")),
		deal(-1, nil, nil, cards("4"), cards("2")),
	}})
	apply(t, g, p(0, "1"), p(1, "6"), p(2, "1"), p(3, "1"))
	// Seat 1 reached 6 >= 5; seats 0, 2, 3 tie at 1; the final trick's
	// winner (seat 1) is out, so seat 2 (to its left) leads.
	if g.active != engine.SeatsOf(0, 2, 3) || g.ToMove() != engine.SeatsOf(2) || g.Round() != 2 {
		t.Fatalf("active %v to move %v round %d", g.active.Seats(), g.ToMove().Seats(), g.Round())
	}
	if got := g.Observe(1).(*Observation); !reflect.DeepEqual(got.Eliminated, []int{1}) || got.HandCounts[1] != 0 {
		t.Errorf("observation %+v", got)
	}
	apply(t, g, p(2, "3"), p(3, "3"), p(0, "9"))
	// 10, 6, 1, 1: seat 0 is out, seats 2 and 3 still tie; seat 0 won the
	// final trick and is out, so seat 2 leads.
	if g.active != engine.SeatsOf(2, 3) || g.Over() || g.ToMove() != engine.SeatsOf(2) {
		t.Fatalf("active %v over %v to move %v", g.active.Seats(), g.Over(), g.ToMove().Seats())
	}
	refuse(t, g, p(0, "2"), "gudetama.turn", "it is seat 2's turn, not seat 0's")
	apply(t, g, p(2, "4"))
	if g.ToMove() != engine.SeatsOf(3) {
		t.Fatalf("eliminated seat not skipped: to move %v", g.ToMove().Seats())
	}
}

func TestPlayoffWithRandomDeals(t *testing.T) {
	// A tie at the top of the target: play on with random deals until one
	// remains; eliminated seats never hold cards or act.
	for seed := uint64(0); seed < 50; seed++ {
		g := mustNew(t, engine.Config{Players: 4, Options: engine.Options{}.With("target", 5), Seed: seed, Deals: []engine.Deal{
			deal(0, cards("1"), cards("6"), cards("1"), cards("1")),
		}})
		apply(t, g, p(0, "1"), p(1, "6"), p(2, "1"), p(3, "1"))
		rng := engine.NewRNG(seed)
		playRandom(t, g, &rng, 5000, func() {
			if g.ToMove().Has(1) || g.hands[1] != 0 {
				t.Fatalf("eliminated seat 1 takes part")
			}
		})
		if g.Winners().Count() != 1 || g.Winners().Has(1) {
			t.Errorf("seed %d: winners %v", seed, g.Winners().Seats())
		}
	}
}

// TestShortDeckEqualDeal: when the deck cannot give 7 to everyone, each
// active player gets the largest equal number, and the round lasts that long.
func TestShortDeckEqualDeal(t *testing.T) {
	g := mustNew(t, engine.Config{Players: 7, Seed: 1, Options: engine.Options{}.With("target", 1000)})
	// Take cards out of the game by hand: 63 - 17 = 46 left, 6 each.
	for _, r := range []Rank{14, 14, 13, 13, 13, 13, 12, 12, 12, 12, 11, 11, 11, 11, 10, 10, 10} {
		g.left = g.left.Remove(r)
	}
	g.round = 3
	g.active = engine.SeatsOf(0, 1, 2, 3, 4, 5, 6)
	if err := g.beginRound(0); err != nil {
		t.Fatal(err)
	}
	if g.tricksPerRound != 6 || g.undealt.Len() != 4 {
		t.Fatalf("dealt %d each with %d undealt, want 6 and 4", g.tricksPerRound, g.undealt.Len())
	}
	for s := 0; s < 7; s++ {
		if g.hands[s].Len() != 6 {
			t.Errorf("seat %d holds %d", s, g.hands[s].Len())
		}
	}
	// Two players, 3 cards left: one each, one trick.
	g2 := mustNew(t, engine.Config{Players: 2, Seed: 2, Options: engine.Options{}.With("target", 1000)})
	g2.left = Hand(0).Add(3).Add(5).Add(9)
	if err := g2.beginRound(1); err != nil {
		t.Fatal(err)
	}
	if g2.tricksPerRound != 1 || g2.hands[0].Len() != 1 || g2.undealt.Len() != 1 {
		t.Errorf("tricks %d", g2.tricksPerRound)
	}
}

// TestDeckRunsOut: with an unreachable target the game still ends when the
// deck cannot give everyone a card; the lowest total wins.
func TestDeckRunsOut(t *testing.T) {
	for players := 2; players <= 7; players++ {
		for seed := uint64(0); seed < 20; seed++ {
			g := mustNew(t, engine.Config{Players: players, Seed: seed, Options: engine.Options{}.With("target", 10000)})
			rng := engine.NewRNG(seed)
			playRandom(t, g, &rng, 20000, func() {
				if err := g.CheckInvariants(); err != nil {
					t.Fatal(err)
				}
			})
			if g.left.Len() >= players {
				t.Errorf("%dp: ended with %d cards left", players, g.left.Len())
			}
			low := g.lowestActive()
			for _, w := range g.Winners().Seats() {
				if g.scores[w] != low {
					t.Errorf("%dp seed %d: winner %d scored %d, the lowest active total is %d", players, seed, w, g.scores[w], low)
				}
			}
		}
	}
}

func TestRandomFirstLeaderVaries(t *testing.T) {
	seen := engine.SeatSet(0)
	for seed := uint64(0); seed < 100; seed++ {
		g := mustNew(t, engine.Config{Players: 5, Seed: seed})
		seen |= g.ToMove()
		if g.tricksPerRound != HandSize || g.undealt.Len() != DeckSize-5*HandSize {
			t.Fatalf("dealt %d each, %d undealt", g.tricksPerRound, g.undealt.Len())
		}
	}
	if seen != engine.SeatsOf(0, 1, 2, 3, 4) {
		t.Errorf("first leaders seen: %v", seen.Seats())
	}
	// A given leader is honoured in round 1.
	g := mustNew(t, engine.Config{Players: 5, Seed: 3, Deals: []engine.Deal{{Leader: engine.IntPtr(4)}}})
	if g.ToMove() != engine.SeatsOf(4) || g.tricksPerRound != HandSize {
		t.Errorf("given leader 4 not honoured: %v", g.ToMove().Seats())
	}
}

func TestNextRoundLeaderMismatch(t *testing.T) {
	g := mustNew(t, engine.Config{Players: 2, Deals: []engine.Deal{deal(0, cards("5"), cards("9")), deal(0, cards("2"), cards("3"))}})
	apply(t, g, p(0, "5"))
	before := *g
	err := g.Apply(1, PlayAction(9))
	var ce *engine.ConfigError
	if !errors.As(err, &ce) || ce.Message != "round 2: the deal names seat 0 to lead, but the rules give the lead to seat 1" {
		t.Fatalf("got %v", err)
	}
	if !sameState(&before, g) || len(g.Report().Tricks) != 0 {
		t.Errorf("refused round start changed the state")
	}
	// Same on a lead choice after a final 14.
	g = mustNew(t, engine.Config{Players: 3, Deals: []engine.Deal{deal(0, cards("14"), cards("5"), cards("7")), deal(1, cards("2"), cards("3"), cards("4"))}})
	apply(t, g, p(0, "14"), p(1, "5"), p(2, "7"))
	before = *g
	if err := g.Apply(0, LeadAction(2)); !errors.As(err, &ce) {
		t.Fatalf("got %v", err)
	}
	if !sameState(&before, g) {
		t.Errorf("refused lead choice changed the state")
	}
	apply(t, g, lead(0, 1))
}

func TestConfigErrors(t *testing.T) {
	for name, cfg := range map[string]engine.Config{
		"one player":     {Players: 1},
		"eight players":  {Players: 8},
		"negative goal":  {Players: 3, Options: engine.Options{}.With("target", -1)},
		"rounds option":  {Players: 3, Options: engine.Options{}.With("rounds", 2)},
		"other game":     {Game: "gummi", Players: 3},
		"bad card":       {Players: 2, Deals: []engine.Deal{{Hands: [][]string{{"0"}, {"3"}}}}},
		"card 07":        {Players: 2, Deals: []engine.Deal{{Hands: [][]string{{"07"}, {"3"}}}}},
		"too many":       {Players: 2, Deals: []engine.Deal{{Hands: [][]string{{"14", "14"}, {"14"}}}}},
		"unequal":        {Players: 2, Deals: []engine.Deal{{Hands: [][]string{{"4", "5"}, {"3"}}}}},
		"empty":          {Players: 2, Deals: []engine.Deal{{Hands: [][]string{{}, {}}}}},
		"seat count":     {Players: 3, Deals: []engine.Deal{{Hands: [][]string{{"4"}, {"3"}}}}},
		"bad leader":     {Players: 3, Deals: []engine.Deal{{Leader: engine.IntPtr(3)}}},
		"facedown":       {Players: 2, Deals: []engine.Deal{{Facedown: [][]string{{"4"}, {"3"}}}}},
		"eight in hand":  {Players: 2, Deals: []engine.Deal{{Hands: [][]string{{"2", "2", "3", "3", "4", "4", "5", "5"}, {"6", "6", "7", "7", "8", "8", "9", "9"}}}}},
		"later too many": {Players: 2, Deals: []engine.Deal{{}, {Hands: [][]string{{"1", "1", "1"}, {"1", "1", "2"}}}}},
	} {
		_, err := New(cfg)
		var ce *engine.ConfigError
		if !errors.As(err, &ce) || ce.Message == "" {
			t.Errorf("%s: want a ConfigError, got %v", name, err)
		}
	}
	g := mustNew(t, engine.Config{Players: 3})
	if g.Target() != DefaultTarget {
		t.Errorf("default target %d", g.Target())
	}
}

func mustJSON(v any) []byte {
	data, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return data
}

func TestHand(t *testing.T) {
	var h Hand
	for _, r := range []Rank{14, 3, 3, 7, 1, 14} {
		h = h.Add(r)
	}
	if h.Len() != 6 || h.Lowest() != 1 || h.Highest() != 14 || h.Count(3) != 2 || h.Count(2) != 0 {
		t.Errorf("hand %v: len %d low %d high %d", h, h.Len(), h.Lowest(), h.Highest())
	}
	if got := h.AtLeast(4).Ranks(nil); !reflect.DeepEqual(got, []Rank{7, 14, 14}) {
		t.Errorf("AtLeast(4) = %v", got)
	}
	if fullDeck.Len() != DeckSize {
		t.Errorf("full deck holds %d", fullDeck.Len())
	}
	if Hand(0).Lowest() != 0 || Hand(0).Highest() != 0 {
		t.Errorf("empty hand extremes")
	}
}

func TestReportShape(t *testing.T) {
	g := mustNew(t, engine.Config{Players: 3, Seed: 2})
	data := string(mustJSON(g.Report()))
	want := `{"round":1,"tricks":[],"scores":[0,0,0],"round_scores":[[0,0,0]],"piles":[[],[],[]],"eliminated":[],"winners":[]}`
	if data != want {
		t.Errorf("report %s\nwant   %s", data, want)
	}
}
