package tablemodel

import (
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
	"github.com/trickparty/trickparty/engine/gudetama"
)

// newTable starts a local table of the game: the player at seat 0, random
// bots elsewhere, and the model of the player's table fed its snapshot.
func newTable(t *testing.T, game string, players int, seed uint64) (*app.Table, *Model, <-chan app.Event) {
	t.Helper()
	return newTableWith(t, engine.Config{Game: game, Players: players, Seed: seed})
}

// newTableWith is newTable with a whole configuration.
func newTableWith(t *testing.T, cfg engine.Config) (*app.Table, *Model, <-chan app.Event) {
	t.Helper()
	players := cfg.Players
	seats := []app.SeatSetup{{Kind: app.Human, Name: "You"}}
	for i := 1; i < players; i++ {
		seats = append(seats, app.SeatSetup{Kind: app.Bot, Name: fmt.Sprint("Bot ", i), Level: bot.Random})
	}
	tbl, err := app.NewTable(app.TableOptions{Config: cfg, Seats: seats})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { tbl.Close() })
	obs, events := tbl.Subscribe()
	m := New(tbl.Seat(), nil)
	if err := m.Observe(obs); err != nil {
		t.Fatal(err)
	}
	tbl.Start()
	return tbl, m, events
}

// next is the session's next event.
func next(t *testing.T, events <-chan app.Event) app.Event {
	t.Helper()
	select {
	case ev, ok := <-events:
		if !ok {
			t.Fatal("the session closed")
		}
		return ev
	case <-time.After(20 * time.Second):
		t.Fatal("no event in 20 s")
	}
	return app.Event{}
}

// act plays the first action the model allows, or, during the split, the
// drawn cards as placed in the stand, and tells the model it was sent.
func act(t *testing.T, tbl *app.Table, m *Model) {
	t.Helper()
	var a engine.Action
	if arr := m.View().Arranging(); arr != nil && m.Turn() == engine.Decide {
		for i, n := range m.Order() {
			m.Place(n, i/m.SlotSize(0))
		}
		sets, ok := m.Sets()
		if !ok {
			t.Fatalf("the stand is not full: %v", m.Slots())
		}
		var err error
		if a, err = app.DecodeFor(m.Observation(), engine.ChoiceMove(m.Human(), m.View().Prompt.Kind, sets)); err != nil {
			t.Fatal(err)
		}
	} else {
		allowed := m.Allowed()
		if len(allowed) == 0 {
			t.Fatalf("asked (%v) with nothing allowed", m.Turn())
		}
		a = allowed[0]
	}
	if err := tbl.Send(a); err != nil {
		t.Fatalf("an allowed action was refused: %v", err)
	}
	m.Sent(tbl.Observation())
}

// TestModelHoldsTheFinishedTrick feeds a model a local game's events as
// the screen's pump does, and reads what it shows at each step: a trick's
// last card stays on the table with the trick until its result, then the
// trick is held with its winners and why they won and nothing may be
// played; once taken in, the table shows the view's trick again. The
// player's own action is taken at once by a local table, and nothing may
// be played while its event is not shown.
func TestModelHoldsTheFinishedTrick(t *testing.T) {
	for _, game := range []string{"gummi", "trip", "gudetama"} {
		t.Run(game, func(t *testing.T) {
			tbl, m, events := newTable(t, game, 4, 7)
			players := 4
			tricks := 0
			for tricks < 6 {
				if m.Asked() && !m.Busy() {
					act(t, tbl, m)
					if !m.Busy() {
						t.Fatalf("sent: pending %v", m.Pending())
					}
					if m.MayPlay() || m.Asked() || len(m.Allowed()) != 0 {
						t.Fatalf("asked again before the action's event was shown: turn %v, allowed %v", m.Turn(), m.Allowed())
					}
				}
				ev := next(t, events)
				switch ev.Kind {
				case app.ActionApplied:
					before := len(m.Shown())
					if err := m.Applied(ev); err != nil {
						t.Fatal(err)
					}
					if ev.Seat == m.Human() && m.Busy() {
						t.Fatal("the player's action was shown and is still pending")
					}
					if ev.Card != "" && m.Holding() {
						// The trick's last card: it lies with the others until
						// the trick's result.
						h, _ := m.Held()
						if len(m.Shown()) != before+1 || m.Shown()[before].Card != ev.Card || len(h.Winners) != 0 {
							t.Fatalf("last card %s: shown %v (was %d), winners %v", ev.Card, m.Shown(), before, h.Winners)
						}
					}
				case app.TrickCompleted:
					m.TrickDone(*ev.Trick)
					h, ok := m.Held()
					if !ok || fmt.Sprint(m.Shown()) != fmt.Sprint(ev.Trick.Plays) || fmt.Sprint(h.Winners) != fmt.Sprint(ev.Trick.Winners) {
						t.Fatalf("held %v: shown %v, winners %v; want %v won by %v", ok, m.Shown(), h.Winners, ev.Trick.Plays, ev.Trick.Winners)
					}
					if len(h.Why) != len(ev.Trick.Winners) {
						t.Fatalf("%d reasons under a trick of %d winners", len(h.Why), len(ev.Trick.Winners))
					}
					if len(m.Shown()) != players {
						t.Fatalf("a held trick of %d cards at %d players", len(m.Shown()), players)
					}
					if m.MayPlay() || m.Asked() || len(m.Allowed()) != 0 {
						t.Fatal("the player may act while a finished trick is held")
					}
					m.Release()
					if m.Holding() || len(m.Winners()) != 0 {
						t.Fatal("still held once taken in")
					}
					if !m.DealHeld() && fmt.Sprint(m.Shown()) != fmt.Sprint(m.View().Trick) {
						t.Fatalf("taken in: shown %v, the view's trick %v", m.Shown(), m.View().Trick)
					}
					tricks++
				case app.RoundOver:
					m.ScoreRound(ev)
					if _, err := m.Deal(); err != nil {
						t.Fatal(err)
					}
				case app.GameOver:
					return
				}
			}
		})
	}
}

// TestModelHoldsTheNextDeal: the card that ends a round leaves the round's
// view on the table, without that card, and the next round's deal waits
// until Deal; nothing may be played meanwhile.
func TestModelHoldsTheNextDeal(t *testing.T) {
	tbl, m, events := newTable(t, "trip", 3, 11)
	for {
		if m.Asked() && !m.Busy() {
			act(t, tbl, m)
		}
		ev := next(t, events)
		switch ev.Kind {
		case app.ActionApplied:
			round := m.View().Round
			if err := m.Applied(ev); err != nil {
				t.Fatal(err)
			}
			if !m.DealHeld() {
				continue
			}
			if shown := m.Shown(); m.View().Round != round || !m.Holding() || len(shown) == 0 || shown[len(shown)-1].Card != ev.Card {
				t.Fatalf("the round's end shows round %d (was %d) and trick %v, held %v", m.View().Round, round, shown, m.Holding())
			}
			if _, ok := m.Card(ev.Card); ok && ev.Seat == m.Human() {
				t.Fatalf("the last card %s is still in the hand", ev.Card)
			}
			if m.Turn() != engine.Waiting || m.MayPlay() || len(m.Allowed()) != 0 {
				t.Fatalf("asked %v while the next deal waits", m.Turn())
			}
			// The round's last trick is scored while it is held: the
			// totals and the round's points are the round's end's, and
			// nobody plays now.
			last := next(t, events)
			m.TrickDone(*last.Trick)
			over := next(t, events)
			if over.Kind != app.RoundOver {
				t.Fatalf("the round's last trick was followed by %v", over.Kind)
			}
			v := m.View()
			for s, seat := range v.Seats {
				if seat.Score != over.Scores[s] {
					t.Errorf("while the round's last trick is held seat %d shows %d, the round ends at %d", s, seat.Score, over.Scores[s])
				}
			}
			if got := v.RoundScores; len(got) >= round && !slices.Equal(got[round-1], over.RoundScores) {
				t.Errorf("while the round's last trick is held its points show %v, the round ends with %v", got, over.RoundScores)
			}
			// Trick of Trip keeps its piles: the winner's shows the card
			// it won the last trick with (the others are discarded) while
			// the trick is held.
			for _, w := range last.Trick.Winners {
				for _, p := range last.Trick.Plays {
					if p.Seat == w && !slices.Contains(v.Seats[w].Won, p.Card) {
						t.Errorf("while the round's last trick is held, its winner's pile %v lacks %s", v.Seats[w].Won, p.Card)
					}
				}
			}
			if held, _ := m.Held(); v.ToMove != 0 || held.NextRound != round+1 {
				t.Errorf("while the round's last trick is held: to move %v, next round %d", v.ToMove, held.NextRound)
			}
			m.Release()
			if len(m.Shown()) != 0 {
				t.Fatalf("the round's last trick %v is still shown once taken in", m.Shown())
			}
			dealt, err := m.Deal()
			if err != nil || !dealt {
				t.Fatalf("no deal: %v, %v", dealt, err)
			}
			if m.DealHeld() || m.View().Round != round+1 {
				t.Fatalf("dealt round %d after round %d", m.View().Round, round)
			}
			if again, _ := m.Deal(); again {
				t.Fatal("the same deal dealt twice")
			}
			return
		case app.TrickCompleted:
			m.TrickDone(*ev.Trick)
			m.Release()
		case app.GameOver:
			t.Fatal("the game ended without a round's end")
		}
	}
}

// TestModelAwaitsTheTablesAnswer: an action a table has not answered yet
// (a LAN host's) is pending unanswered; the player may not act again
// until it is refused or its event is shown. The answer and the turn are
// read from the same model.
func TestModelAwaitsTheTablesAnswer(t *testing.T) {
	tbl, m, events := newTable(t, "trip", 3, 5)
	for !m.MayPlay() {
		ev := next(t, events)
		switch ev.Kind {
		case app.ActionApplied:
			if err := m.Applied(ev); err != nil {
				t.Fatal(err)
			}
		case app.TrickCompleted:
			m.TrickDone(*ev.Trick)
			m.Release()
		}
		if m.Turn() == engine.Decide && m.View().Passing != nil {
			act(t, tbl, m)
		}
	}
	allowed := m.Allowed()
	// As a LAN session stands right after sending: still asking the seat.
	m.Sent(m.Observation())
	if m.Pending() != Sent || m.Answered() || m.MayPlay() || len(m.Allowed()) != 0 {
		t.Fatalf("unanswered: pending %v, answered %v, may play %v", m.Pending(), m.Answered(), m.MayPlay())
	}
	m.Refused()
	if m.Busy() || !m.MayPlay() || fmt.Sprint(m.Allowed()) != fmt.Sprint(allowed) {
		t.Fatalf("refused: busy %v, may play %v, allowed %v (was %v)", m.Busy(), m.MayPlay(), m.Allowed(), allowed)
	}
	// A local table took it at once: answered, and still nothing more to
	// do until its event is shown.
	m.Sent(nil)
	if m.Pending() != Taken || !m.Answered() || m.MayPlay() {
		t.Fatalf("taken: pending %v, answered %v, may play %v", m.Pending(), m.Answered(), m.MayPlay())
	}
	m.Refused()
	for _, a := range allowed {
		c := false
		for _, h := range m.View().Hand {
			c = c || (h.Action == a && h.Legal)
		}
		for _, r := range m.View().Rows {
			for _, fd := range r.Cards {
				c = c || (fd.Action == a && fd.Legal)
			}
		}
		if !c {
			t.Fatalf("allowed %v is no legal card", a)
		}
	}
}

// TestModelArrangesTheStand: cards placed in the stand's slots leave the
// row and close it up; a slot holds three; the split is whole only with
// both slots full; the slots empty once the split is over.
func TestModelArrangesTheStand(t *testing.T) {
	m := New(0, nil)
	drawn := []string{"f", "b", "d", "a", "e", "c"}
	m.ShowView(engine.View{Phase: engine.Decide, Prompt: &engine.Prompt{Kind: "split",
		Arrange: &engine.Arrange{Cards: drawn, Slots: []engine.Slot{{Label: "Set 1", Size: 3}, {Label: "Set 2", Size: 3}}}}})
	if got := fmt.Sprint(m.Order()); got != "[a b c d e f]" {
		t.Fatalf("order %s, want the drawn cards sorted", got)
	}
	m.Toggle("b")
	m.Place("a", 1)
	if got := fmt.Sprint(m.RowOrder()); got != "[c d e f b a]" {
		t.Fatalf("row %s", got)
	}
	for _, n := range []string{"c", "d", "e"} {
		m.Place(n, 0)
	}
	if got := fmt.Sprint(m.Slots()); got != "[[b c d] [a]]" {
		t.Fatalf("slots %s: a slot holds three", got)
	}
	if _, ok := m.Sets(); ok {
		t.Fatal("a split of four cards is whole")
	}
	m.Place("e", 1)
	m.Place("f", 1)
	sets, ok := m.Sets()
	if !ok || fmt.Sprint(sets) != "[[b c d] [a e f]]" {
		t.Fatalf("sets %v, whole %v", sets, ok)
	}
	m.Toggle("c")
	if m.Placed("c") || fmt.Sprint(m.RowOrder()) != "[c b d a e f]" {
		t.Fatalf("tapped out: row %v", m.RowOrder())
	}
	m.ShowView(engine.View{Phase: engine.Waiting})
	if s := m.Slots(); len(s) != 0 {
		t.Fatalf("slots %v after the split", s)
	}
}

// TestModelKeepsThePlayersOrder: a card moved stays where it was put when
// the hand changes; a new card goes in sorted position.
func TestModelKeepsThePlayersOrder(t *testing.T) {
	m := New(0, nil)
	hand := func(names ...string) engine.View {
		v := engine.View{Phase: engine.Waiting}
		for _, n := range names {
			v.Hand = append(v.Hand, engine.CardView{Name: n})
		}
		return v
	}
	m.ShowView(hand("c", "a", "e"))
	if !m.Move("c", 2) || m.Move("z", 0) {
		t.Fatal("moving a card in the hand and one not in it")
	}
	m.ShowView(hand("a", "b", "c", "e"))
	if got := fmt.Sprint(m.Order()); got != "[a b e c]" {
		t.Fatalf("order %s, want c kept last and b before the first card after it", got)
	}
}

// TestModelScoresATrickWhenItsWinnerIsSaid: the piles and scores change
// when the table says who won the trick, not while its last card is still
// on its way (a second ahead of the words).
func TestModelScoresATrickWhenItsWinnerIsSaid(t *testing.T) {
	tbl, m, events := newTable(t, "gummi", 3, 4)
	checked := 0
	for checked < 5 {
		if m.Asked() && !m.Busy() {
			act(t, tbl, m)
		}
		ev := next(t, events)
		switch ev.Kind {
		case app.ActionApplied:
			before := slices.Clone(m.View().Seats)
			if err := m.Applied(ev); err != nil {
				t.Fatal(err)
			}
			if held, holding := m.Held(); !holding || len(held.Winners) > 0 || m.DealHeld() {
				continue
			}
			after, _ := app.ViewOf(ev.Obs)
			moved := false
			for s := range before {
				moved = moved || after.Seats[s].Score != before[s].Score || len(after.Seats[s].Won) != len(before[s].Won)
			}
			if !moved {
				t.Fatal("a finished Gummi trick moved no card to a pile")
			}
			for s := range before {
				if got := m.View().Seats[s]; got.Score != before[s].Score || got.WonHidden != before[s].WonHidden || len(got.Won) != len(before[s].Won) {
					t.Fatalf("seat %d's pile and score changed before the trick's winner was said: %+v, was %+v", s, got, before[s])
				}
			}
			done := next(t, events)
			if done.Kind != app.TrickCompleted {
				t.Fatalf("a trick's last card was followed by %v", done.Kind)
			}
			m.TrickDone(*done.Trick)
			for s := range after.Seats {
				if got := m.View().Seats[s]; got.Score != after.Seats[s].Score || got.WonHidden != after.Seats[s].WonHidden || len(got.Won) != len(after.Seats[s].Won) {
					t.Fatalf("once the winner is said seat %d shows %+v, the trick left %+v", s, got, after.Seats[s])
				}
			}
			m.Release()
			checked++
		case app.TrickCompleted:
			m.TrickDone(*ev.Trick)
			m.Release()
		}
	}
}

// TestHeldSaysWhenTheWinnerIsOut plays Gudetama play-offs, where the
// winner of a round's last trick may go out of the game with what it
// scored and so not lead the next round: the held trick says so exactly
// when the next round's view has its winner out, and some game shows it.
func TestHeldSaysWhenTheWinnerIsOut(t *testing.T) {
	seen := 0
	for seed := uint64(1); seed <= 40 && seen == 0; seed++ {
		tbl, m, events := newTableWith(t, engine.Config{Game: "gudetama", Players: 5, Seed: seed, Options: engine.Options{}.With("target", 4)})
		playGame(t, tbl, m, events, func(ev app.Event) {
			h, _ := m.Held()
			if h.NextRound > 0 && len(ev.Trick.Winners) == 1 {
				nv, err := app.ViewOf(ev.Obs)
				if err != nil {
					t.Fatal(err)
				}
				w := ev.Trick.Winners[0]
				if out := nv.Seats[w].Eliminated; h.WinnerOut != out {
					t.Fatalf("seed %d: winner %d out in round %d is %v, the held trick says %v", seed, w, h.NextRound, out, h.WinnerOut)
				}
				if h.WinnerOut {
					seen++
				}
			} else if h.WinnerOut {
				t.Fatalf("seed %d: a trick that did not end its round says its winner is out", seed)
			}
		}, nil)
		tbl.Close()
	}
	if seen == 0 {
		t.Fatal("no play-off in 40 games ended a round with its winner out")
	}
}

// TestHeldSaysTheGameIsOver: the trick that ends the game is held with the
// game's winners, so the table can say who won under it; no earlier trick
// is.
func TestHeldSaysTheGameIsOver(t *testing.T) {
	for _, game := range []string{"gummi", "trip", "gudetama"} {
		tbl, m, events := newTable(t, game, 3, 5)
		var last []int
		tricks := 0
		playGame(t, tbl, m, events, func(app.Event) {
			if tricks > 0 && len(last) > 0 {
				t.Fatalf("%s: trick %d, which the game went on after, was held with the game's winners %v", game, tricks, last)
			}
			h, _ := m.Held()
			last = h.GameWinners
			tricks++
		}, func(ev app.Event) {
			if len(last) == 0 || !slices.Equal(last, ev.Winners) {
				t.Fatalf("%s: the game's last trick was held with winners %v; the game was won by %v", game, last, ev.Winners)
			}
		})
		tbl.Close()
	}
}

// playGame plays tbl's game to its end as the screen's pump feeds the
// model, the player taking the first action the model allows: onTrick
// sees each finished trick while it is held, onOver (when not nil) the
// game's end.
func playGame(t *testing.T, tbl *app.Table, m *Model, events <-chan app.Event, onTrick, onOver func(app.Event)) {
	t.Helper()
	playGameAsked(t, tbl, m, events, onTrick, onOver, nil)
}

// playGameAsked is playGame with onAsked, when not nil, told each time the
// player is asked to act, before they do, with the last action before.
func playGameAsked(t *testing.T, tbl *app.Table, m *Model, events <-chan app.Event, onTrick, onOver func(app.Event), onAsked func(last app.Event)) {
	t.Helper()
	var last app.Event
	for {
		if m.Asked() && !m.Busy() {
			if onAsked != nil {
				onAsked(last)
			}
			act(t, tbl, m)
		}
		ev := next(t, events)
		switch ev.Kind {
		case app.ActionApplied:
			last = ev
			if err := m.Applied(ev); err != nil {
				t.Fatal(err)
			}
		case app.TrickCompleted:
			m.TrickDone(*ev.Trick)
			if onTrick != nil {
				onTrick(ev)
			}
			m.Release()
		case app.RoundOver:
			m.ScoreRound(ev)
			if _, err := m.Deal(); err != nil {
				t.Fatal(err)
			}
		case app.GameOver:
			if onOver != nil {
				onOver(ev)
			}
			return
		}
	}
}

// TestModelSaysWhoChoseThePlayerToLead: when the player is to play right
// after another seat chose them to lead (a Gudetama 14), the model names
// that seat, and at no other time; some game shows it.
func TestModelSaysWhoChoseThePlayerToLead(t *testing.T) {
	seen := 0
	for seed := uint64(1); seed <= 40 && seen < 3; seed++ {
		tbl, m, events := newTable(t, "gudetama", 4, seed)
		playGameAsked(t, tbl, m, events, nil, nil, func(last app.Event) {
			lead, err := last.Move.Int()
			chosen := last.Move.Kind() == gudetama.MoveLead && err == nil && lead == m.Human() && last.Seat != m.Human()
			by, ok := m.ChosenToLeadBy()
			if ok != chosen || ok && by != last.Seat {
				t.Fatalf("seed %d: after %+v the model says chosen by %d (%v)", seed, last.Move, by, ok)
			}
			if ok {
				if len(m.View().Trick) > 0 {
					t.Fatalf("seed %d: chosen to lead a trick with %d cards in it", seed, len(m.View().Trick))
				}
				seen++
			}
		})
		tbl.Close()
	}
	if seen == 0 {
		t.Fatal("in no game did a bot choose the player to lead")
	}
}

// TestTheLastTricksPilesAgreeWithTheScore: in Gummi, whose piles start
// again each round, the round's last trick is held with every pile worth
// the round's points and holding the cards taken in it, as after any other
// trick ("= 29 points this round" stood beside a score of 31).
func TestTheLastTricksPilesAgreeWithTheScore(t *testing.T) {
	checked := 0
	for seed := uint64(1); seed <= 3; seed++ {
		tbl, m, events := newTableWith(t, engine.Config{Game: "gummi", Players: 4, Seed: seed, Options: engine.Options{}.With("rounds", 3)})
		var before []engine.SeatView
		playGameAsked(t, tbl, m, events, func(ev app.Event) {
			h, _ := m.Held()
			if h.NextRound == 0 {
				before = m.View().Seats
				return
			}
			v := m.View()
			for s, sv := range v.Seats {
				want := v.RoundScores[ev.Trick.Round-1][s]
				if sv.WonPoints != want {
					t.Fatalf("seed %d round %d: seat %d's pile is worth %d, the round gave it %d", seed, ev.Trick.Round, s, sv.WonPoints, want)
				}
				won := slices.Contains(ev.Trick.Winners, s)
				if took := len(sv.Won) + sv.WonHidden - len(before[s].Won) - before[s].WonHidden; took < 0 || (took > 0) != won {
					t.Fatalf("seed %d round %d: seat %d's pile changed by %d cards in the last trick, winners %v", seed, ev.Trick.Round, s, took, ev.Trick.Winners)
				}
			}
			checked++
		}, nil, nil)
		tbl.Close()
	}
	if checked < 3 {
		t.Fatalf("only %d rounds' last tricks checked", checked)
	}
}

// TestPendingCard: the card played is named while its action awaits its
// event, and forgotten once shown, refused or replaced by another action.
func TestPendingCard(t *testing.T) {
	m := New(0, nil)
	m.SentCard(nil, "R5")
	if m.PendingCard() != "R5" || !m.Busy() {
		t.Fatalf("pending card %q, busy %v", m.PendingCard(), m.Busy())
	}
	m.Refused()
	if m.PendingCard() != "" || m.Busy() {
		t.Fatal("a refused card is still pending")
	}
	m.SentCard(nil, "#1")
	m.Sent(nil)
	if m.PendingCard() != "" {
		t.Fatal("a lead sent after a card still names the card")
	}
	m.SentCard(nil, "R5")
	_ = m.Applied(app.Event{Kind: app.ActionApplied, Seat: 0, Card: "R5"})
	if m.PendingCard() != "" {
		t.Fatal("a card shown is still pending")
	}
	m.SetSeats([]app.SeatInfo{{SeatSetup: app.SeatSetup{Name: "Aiko"}}})
	if s := m.Seats(); len(s) != 1 || s[0].Name != "Aiko" {
		t.Fatalf("seats %v", s)
	}
}

// TestGameWinnersOnlyOnceTheLastTrickIsIn: the game's winners are not
// marked while any trick is held, the game's last one included (its
// points may not be on the seats yet), and are the game's once it is
// taken in.
func TestGameWinnersOnlyOnceTheLastTrickIsIn(t *testing.T) {
	for _, game := range []string{"gummi", "trip", "gudetama"} {
		tbl, m, events := newTable(t, game, 4, 3)
		playGame(t, tbl, m, events, func(app.Event) {
			if w := m.GameWinners(); len(w) > 0 {
				t.Fatalf("%s: a trick is held and the game's winners are marked: %v", game, w)
			}
		}, func(ev app.Event) {
			if w := m.GameWinners(); !slices.Equal(w, ev.Winners) {
				t.Fatalf("%s: after the last trick the winners marked are %v; the game was won by %v", game, w, ev.Winners)
			}
		})
		tbl.Close()
	}
}
