package ohhell

import (
	"errors"
	"testing"

	"github.com/trickparty/trickparty/engine"
)

// refused checks that seat's a is refused by rule, changing nothing.
func refused(t *testing.T, g *Game, seat int, a engine.Action, rule string) {
	t.Helper()
	before := g.state
	err := g.Apply(seat, a)
	var re *engine.RuleError
	if !errors.As(err, &re) || re.Rule != rule {
		t.Fatalf("seat %d %s: %v, want a refusal by %s", seat, ActionString(a), err, rule)
	}
	if g.state != before {
		t.Fatalf("the refused %s changed the game", ActionString(a))
	}
}

// threeHands is a round of two cards each at three seats, seat 0 leading
// (seat 2 deals), hearts turned up.
func threeHands(t *testing.T, opts map[string]int) *Game {
	return newGame(t, 3, opts, deal(0, "5H", []string{"AS", "2H"}, []string{"KS", "3C"}, []string{"QS", "4D"}))
}

// TestBiddingGoesLeftFromTheDealer: the seat left of the dealer bids
// first, each seat once, 0 up to its cards; nobody plays before every
// bid, and after the dealer's the first bidder leads.
func TestBiddingGoesLeftFromTheDealer(t *testing.T) {
	g := threeHands(t, nil)
	if g.dealer != 2 || g.turn != 0 || !g.Bidding() {
		t.Fatalf("dealer %d, turn %d, bidding %v", g.dealer, g.turn, g.Bidding())
	}
	var buf [engine.MaxActions]engine.Action
	if got := g.Legal(0, buf[:0]); len(got) != 3 || got[0] != BidAction(0) || got[2] != BidAction(2) {
		t.Fatalf("first bidder's choices %v", got)
	}
	refused(t, g, 0, PlayAction(card(t, "AS")), "ohhell.bidfirst")
	refused(t, g, 0, BidAction(3), "ohhell.bidrange")
	refused(t, g, 1, BidAction(0), "ohhell.turn")
	bid(t, g, 1, 0)
	if g.turn != 2 || g.bids[0] != 1 || g.bids[1] != 0 {
		t.Fatalf("turn %d, bids %v", g.turn, g.bids)
	}
	bid(t, g, 0)
	if g.Bidding() || g.turn != 0 {
		t.Fatalf("after every bid: bidding %v, turn %d", g.Bidding(), g.turn)
	}
	refused(t, g, 0, BidAction(1), "ohhell.playnow")
}

// TestTheHook: with the hook (the default) the dealer may not bid what
// makes the bids add up to the round's tricks; without it, may.
func TestTheHook(t *testing.T) {
	var buf [engine.MaxActions]engine.Action
	g := threeHands(t, nil)
	bid(t, g, 1, 0)
	refused(t, g, 2, BidAction(1), "ohhell.hook")
	if got := g.Legal(2, buf[:0]); len(got) != 2 || got[0] != BidAction(0) || got[1] != BidAction(2) {
		t.Fatalf("the hooked dealer may bid %v", got)
	}
	// the hook forbids nothing when the others already bid more
	g = threeHands(t, nil)
	bid(t, g, 2, 1)
	if got := g.Legal(2, buf[:0]); len(got) != 3 {
		t.Fatalf("the dealer may bid %v", got)
	}
	g = threeHands(t, map[string]int{"hook": HookOff})
	bid(t, g, 1, 0, 1)
	if g.Bidding() {
		t.Fatal("without the hook the dealer's bid was refused")
	}
}

// TestFollowSuit: a player must play the suit led when it holds one, and
// may play anything when it holds none.
func TestFollowSuit(t *testing.T) {
	g := newGame(t, 3, nil, deal(0, "5H", []string{"AS", "2H"}, []string{"KS", "3C"}, []string{"4D", "2D"}))
	bid(t, g, 0, 0, 0)
	play(t, g, "AS")
	refused(t, g, 1, PlayAction(card(t, "3C")), "ohhell.follow")
	refused(t, g, 1, PlayAction(card(t, "2H")), "ohhell.hold")
	var buf [engine.MaxActions]engine.Action
	if got := g.Legal(1, buf[:0]); len(got) != 1 || got[0] != PlayAction(card(t, "KS")) {
		t.Fatalf("seat 1 may play %v", got)
	}
	play(t, g, "KS")
	if got := g.Legal(2, buf[:0]); len(got) != 2 {
		t.Fatalf("seat 2, without spades, may play %v", got)
	}
	play(t, g, "4D")
	if g.won[0] != 1 || g.turn != 0 {
		t.Fatalf("the ace of the suit led: won %v, turn %d", g.won, g.turn)
	}
}

// TestTrumpWins: the highest trump wins whatever was led; without a trump
// played the highest card of the suit led wins, and another suit's
// higher card does not.
func TestTrumpWins(t *testing.T) {
	g := newGame(t, 3, nil, deal(0, "5H", []string{"AS", "KC"}, []string{"2H", "QC"}, []string{"3H", "AD"}))
	bid(t, g, 0, 0, 0)
	play(t, g, "AS", "2H", "3H")
	if g.winners[0] != 2 {
		t.Fatalf("the 3 of trumps lost to %d", g.winners[0])
	}
	play(t, g, "AD", "KC", "QC")
	rep := g.Report()
	if len(rep.Tricks) != 2 || rep.Tricks[0].Why[0].ID != trumpWins.ID || rep.Tricks[1].Winners[0] != 2 || rep.Tricks[1].Why[0].ID != ledWins.ID {
		t.Fatalf("tricks %+v", rep.Tricks)
	}
}

// TestExactBidsScore: an exact bid scores 10 and a point a trick, 0 bid
// and 0 won included; any other bid scores nothing. The next round deals
// one card fewer, dealt by the next seat.
func TestExactBidsScore(t *testing.T) {
	g := newGame(t, 3, map[string]int{"cards": 2}, deal(0, "5H", []string{"AS", "KC"}, []string{"2H", "QC"}, []string{"3H", "AD"}))
	bid(t, g, 1, 0, 2)
	play(t, g, "AS", "2H", "3H", "AD", "KC", "QC")
	if g.Score(0) != 0 || g.Score(1) != 10 || g.Score(2) != 12 {
		t.Fatalf("scores %v", g.scores)
	}
	if g.round != 2 || g.size != 1 || g.dealer != 0 || g.turn != 1 || !g.Bidding() {
		t.Fatalf("round %d of %d cards, dealer %d, turn %d", g.round, g.size, g.dealer, g.turn)
	}
	if rep := g.Report(); len(rep.RoundScores) != 2 || rep.RoundScores[0][2] != 12 || *rep.Tricks[1].NextLeader != 1 {
		t.Fatalf("report %+v", rep)
	}
}

// TestRoundsGoDownAndBackUp: rounds deal the option's cards, one fewer
// each round down to one, and with updown back up; a table too large for
// the option starts at what the deck gives each seat.
func TestRoundsGoDownAndBackUp(t *testing.T) {
	g := newGame(t, 4, map[string]int{"cards": 3, "updown": DownAndUp})
	var sizes []int
	var buf [engine.MaxActions]engine.Action
	for !g.Over() {
		if len(sizes) < g.round {
			sizes = append(sizes, g.size)
		}
		apply(t, g, g.turn, g.Legal(g.turn, buf[:0])[0])
	}
	if len(sizes) != 5 || sizes[0] != 3 || sizes[2] != 1 || sizes[4] != 3 {
		t.Fatalf("hand sizes %v", sizes)
	}
	if g = newGame(t, 7, map[string]int{"cards": MaxHand}); g.size != 7 || g.rounds != 7 {
		t.Fatalf("7 players, 17 cards asked: %d cards, %d rounds", g.size, g.rounds)
	}
	// four players of thirteen cards use the whole deck: no trump
	if g = newGame(t, 4, map[string]int{"cards": 13}); g.turnUp != NoCard || g.Trump() != NoSuit {
		t.Fatalf("a card turned up %v from an empty deck", g.turnUp)
	}
}

// TestFixedDealsAreChecked: a deal that cannot be played is a clear error.
func TestFixedDealsAreChecked(t *testing.T) {
	for name, d := range map[string]engine.Deal{
		"unequal":   deal(0, "", []string{"AS", "2H"}, []string{"KS"}, []string{"QS", "4D"}),
		"twice":     deal(0, "", []string{"AS"}, []string{"AS"}, []string{"QS"}),
		"bad card":  deal(0, "", []string{"1S"}, []string{"AS"}, []string{"QS"}),
		"turned up": deal(0, "AS", []string{"AS"}, []string{"KS"}, []string{"QS"}),
		"seats":     deal(0, "", []string{"AS"}, []string{"KS"}),
		"leader":    deal(3, "", []string{"AS"}, []string{"KS"}, []string{"QS"}),
		"facedown":  {Hands: [][]string{{"AS"}, {"KS"}, {"QS"}}, Facedown: [][]string{{"2S"}, {}, {}}},
	} {
		var ce *engine.ConfigError
		if _, err := New(engine.Config{Game: Name, Players: 3, Deals: []engine.Deal{d}}); !errors.As(err, &ce) {
			t.Errorf("%s: %v", name, err)
		}
	}
	// round 2's leader is the rules': left of the next dealer
	_, err := New(engine.Config{Game: Name, Players: 3, Deals: []engine.Deal{deal(0, "", []string{"AS"}, []string{"KS"}, []string{"QS"}), {Leader: engine.IntPtr(0)}}})
	if err == nil {
		t.Error("round 2 led by round 1's leader")
	}
}

// TestValidateRefusesImpossibleObservations: what no game could show is
// refused before it is drawn, and sampling it deals a fresh game that
// holds the invariants.
func TestValidateRefusesImpossibleObservations(t *testing.T) {
	g := newGame(t, 3, nil, deal(0, "5H", []string{"AS", "KC"}, []string{"2H", "QC"}, []string{"3H", "AD"}))
	bid(t, g, 1, 0, 0)
	play(t, g, "AS", "2H")
	good := g.observe(2)
	if err := good.Validate(); err != nil {
		t.Fatalf("a real observation: %v", err)
	}
	for name, bad := range map[string]func(o *Observation){
		"seat":        func(o *Observation) { o.Viewer = 3 },
		"players":     func(o *Observation) { o.NumPlayers = 2 },
		"round":       func(o *Observation) { o.Round = 2 },
		"hand":        func(o *Observation) { o.Hand |= card(t, "AS").bit() },
		"hand count":  func(o *Observation) { o.HandCounts[0] = 2 },
		"turn":        func(o *Observation) { o.Turn = 0 },
		"turned up":   func(o *Observation) { o.TurnUp = NoCard },
		"hook":        func(o *Observation) { o.RoundBids = [][]int{{1, 0, 1}} },
		"score":       func(o *Observation) { o.Scores[1] = 10 },
		"trick order": func(o *Observation) { o.Trick = []Play{{Seat: 1, Card: card(t, "2H")}, {Seat: 0, Card: card(t, "AS")}} },
		"void":        func(o *Observation) { o.Viewer, o.Hand = 1, card(t, "3S").bit() },
	} {
		o := *good
		o.RoundBids = [][]int{append([]int(nil), good.RoundBids[0]...)}
		o.HandCounts = append([]int(nil), good.HandCounts...)
		o.Scores = append([]int(nil), good.Scores...)
		bad(&o)
		if o.Validate() == nil {
			t.Errorf("%s: %+v validates", name, o)
		}
		rng := engine.NewRNG(1)
		if err := o.Determinize(&rng, nil).(*Game).CheckInvariants(); err != nil {
			t.Errorf("%s: the sample: %v", name, err)
		}
	}
}

// TestDeterminizeKeepsVoids: a seat that did not follow a suit is never
// dealt it in a sample, and the card turned up is never dealt.
func TestDeterminizeKeepsVoids(t *testing.T) {
	g := newGame(t, 3, map[string]int{"cards": 5})
	var buf [engine.MaxActions]engine.Action
	rng := engine.NewRNG(3)
	checked := 0
	for !g.Over() && g.round == 1 {
		for s := 0; s < 3; s++ {
			o := g.observe(s)
			for k := 0; k < 20; k++ {
				d := o.Determinize(&rng, nil).(*Game)
				v := d.voids()
				for seat := 0; seat < 3; seat++ {
					for su := Suit(0); su < Suits; su++ {
						if v[seat]&(1<<su) != 0 {
							checked++
							if d.hands[seat].Of(su) != 0 {
								t.Fatalf("seat %d's sample gives seat %d %s it did not follow", s, seat, su)
							}
						}
					}
					if d.hands[seat].Has(g.turnUp) {
						t.Fatalf("the card turned up %v is dealt to seat %d", g.turnUp, seat)
					}
				}
			}
		}
		legal := g.Legal(g.turn, buf[:0])
		apply(t, g, g.turn, legal[rng.IntN(len(legal))])
	}
	if checked == 0 {
		t.Fatal("no void arose in this game: the test checks nothing")
	}
}
