package table

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/gudetama"
	"github.com/trickparty/trickparty/engine/trip"
	"github.com/trickparty/trickparty/ui/internal/art"
	"github.com/trickparty/trickparty/ui/internal/uitest"
	"github.com/trickparty/trickparty/ui/internal/words"
)

// newTestUI is the interface on Fyne's test driver, with the table's
// events left for the test to drain and animations off.
// newTestUIPrefs is newTestUI on the given preferences: the app started
// again on what an earlier run stored.
// newTestUIWith is newTestUI on the given storage and preferences.
// startGameAs is startGame with the player's name.
// drain shows the table's events until cond holds.
// playUntil shows the table's events and, once the table has shown all
// there is and the player is to act, plays the first legal action, until
// cond holds.
// dragTo drags card so that its centre lands on target.
func TestDragCardOntoTablePlaysIt(t *testing.T) {
	u, _ := newTestUI(t)
	ts := startGame(t, u, engine.Config{Game: "gummi", Players: 4, Seed: 7})
	drain(t, ts, myTurn(ts))
	c := handCard(ts, true)
	if c == nil {
		t.Fatal("no legal hand card")
	}
	if c.dim {
		t.Fatal("a legal card is dimmed")
	}
	name := c.name
	before := len(humanMoves(u))
	dragTo(u, c, tableCenter(ts))
	moves := humanMoves(u)
	if len(moves) != before+1 || moves[len(moves)-1].Play != name {
		t.Fatalf("human moves %v, want a play of %s", moves, name)
	}
	// Once the event is shown the card has left the hand for the trick.
	drain(t, ts, func() bool { return !ts.model.Busy() })
	for _, n := range ts.model.Order() {
		if n == name {
			t.Fatalf("%s still in the hand", name)
		}
	}
	found := false
	for _, p := range ts.model.Shown() {
		found = found || (p.Seat == 0 && p.Card == name)
	}
	if !found && !ts.model.Holding() {
		t.Fatalf("%s not on the table: %v", name, ts.model.Shown())
	}
}

func TestIllegalCardSpringsBackWithRule(t *testing.T) {
	for seed := uint64(1); seed < 40; seed++ {
		u, _ := newTestUI(t)
		ts := startGame(t, u, engine.Config{Game: "gummi", Players: 3, Seed: seed})
		drain(t, ts, myTurn(ts))
		c := handCard(ts, false)
		if c == nil {
			u.closeTable()
			continue
		}
		if !c.dim {
			t.Fatal("an illegal card is not dimmed")
		}
		home := c.home
		before := len(u.localTable().Moves())
		c.MouseIn(nil) // the real pointer hovers the card before dragging it
		dragTo(u, c, tableCenter(ts))
		if len(u.localTable().Moves()) != before {
			t.Fatal("an illegal card was played")
		}
		if c.Position() != home {
			t.Fatalf("card at %v, want it back at %v", c.Position(), home)
		}
		if !strings.HasPrefix(ts.felt.message.said, "Must play") {
			t.Fatalf("message %q, want the rule's words", ts.felt.message.said)
		}
		if face := test.WidgetRenderer(c).Objects()[1]; face.Position().Y != 0 {
			t.Fatalf("the refused card is drawn raised by %v", -face.Position().Y)
		}
		return
	}
	t.Fatal("never held an illegal card")
}

func TestDragReordersHand(t *testing.T) {
	u, _ := newTestUI(t)
	ts := startGame(t, u, engine.Config{Game: "gummi", Players: 2, Seed: 3})
	if len(ts.felt.handW) < 3 {
		t.Fatalf("hand of %d", len(ts.felt.handW))
	}
	first, last := ts.felt.handW[0], ts.felt.handW[len(ts.felt.handW)-1]
	name := first.name
	dragTo(u, first, center(last).Add(fyne.NewPos(10, 0)))
	if got := ts.model.Order()[len(ts.model.Order())-1]; got != name {
		t.Fatalf("order %v: %s not moved to the end", ts.model.Order(), name)
	}
	if len(u.localTable().Moves()) != 0 && humanMoves(u) != nil {
		t.Fatal("reordering played a card")
	}
	// The new order survives the next redraw from the observation.
	drain(t, ts, func() bool { return len(u.localTable().Moves()) > 0 || myTurn(ts)() })
	if ts.model.Order()[len(ts.model.Order())-1] != name {
		t.Fatalf("order lost after an event: %v", ts.model.Order())
	}
}

func TestKeyboardPlaysSelectedCard(t *testing.T) {
	u, _ := newTestUI(t)
	ts := startGame(t, u, engine.Config{Game: "gummi", Players: 4, Seed: 7})
	drain(t, ts, myTurn(ts))
	cards := ts.input.allPlayable()
	want := -1
	for i, c := range cards {
		if !c.faceUp || !c.dim {
			want = i
			break
		}
	}
	for i := 0; i <= want; i++ {
		ts.input.typedKey(&fyne.KeyEvent{Name: fyne.KeyRight})
	}
	if ts.input.selected != want {
		t.Fatalf("selected %d, want %d", ts.input.selected, want)
	}
	before := len(humanMoves(u))
	ts.input.typedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if len(humanMoves(u)) != before+1 {
		t.Fatal("Enter did not play the selected card")
	}
}

func TestTripStandDraft(t *testing.T) {
	u, _ := newTestUI(t)
	ts := startGame(t, u, engine.Config{Game: "trip", Players: 3, Seed: 7})
	drain(t, ts, func() bool { return splitting(ts.model.View()) })
	if len(ts.felt.handW) != 6 {
		t.Fatalf("%d drawn cards shown, want 6", len(ts.felt.handW))
	}
	if !ts.felt.stand.button.Disabled() {
		t.Fatal("confirm enabled before the stand is filled")
	}
	slot := ts.felt.stand
	sp, ss := slot.slotRect(0, ts.felt.Size())
	target := fyne.CurrentApp().Driver().AbsolutePositionForObject(ts.felt).Add(sp).Add(fyne.NewPos(ss.Width/2, ss.Height/2))
	var chosen []string
	for i := 0; i < 6; i++ {
		// Always drag the first card still in the hand row.
		var c *cardWidget
		for _, w := range ts.felt.handW {
			if _, placed := slot.slotPosOf(w.name, ts.felt.Size()); !placed {
				c = w
				break
			}
		}
		if i == 3 {
			if len(ts.model.Slots()[0]) != 3 {
				t.Fatalf("slot 0 holds %v", ts.model.Slots()[0])
			}
			// Confirm waits for the second slot: no card is placed for
			// the player.
			if !ts.felt.stand.button.Disabled() {
				t.Fatal("confirm enabled with one slot full")
			}
			sp, ss = slot.slotRect(1, ts.felt.Size())
			target = fyne.CurrentApp().Driver().AbsolutePositionForObject(ts.felt).Add(sp).Add(fyne.NewPos(ss.Width/2, ss.Height/2))
		}
		if i < 3 {
			chosen = append(chosen, c.name)
		}
		dragTo(u, c, target)
	}
	if len(ts.model.Slots()[1]) != 3 {
		t.Fatalf("slot 1 holds %v", ts.model.Slots()[1])
	}
	if ts.felt.stand.button.Disabled() {
		t.Fatal("confirm disabled with both slots full")
	}
	test.Tap(ts.felt.stand.button)
	moves := humanMoves(u)
	var split [][]string
	if len(moves) != 1 || moves[0].Kind() != trip.MoveSplit || moves[0].Decode(&split) != nil {
		t.Fatalf("moves %v, want the split", moves)
	}
	in := map[string]bool{}
	for _, set := range split {
		if len(set) == 3 && strings.Join(set, " ") == strings.Join(sorted(chosen), " ") {
			in["ok"] = true
		}
	}
	if !in["ok"] {
		t.Fatalf("split %v does not hold the chosen set %v", split, chosen)
	}
	drain(t, ts, func() bool { return picking(ts.model.View()) })
	if len(ts.felt.stand.offer[0]) != 3 || len(ts.felt.stand.offer[1]) != 3 {
		t.Fatalf("stand received shows %d+%d cards", len(ts.felt.stand.offer[0]), len(ts.felt.stand.offer[1]))
	}
	test.Tap(ts.felt.stand.pick[1])
	if m := humanMoves(u); len(m) != 2 || m[1].Kind() != trip.MovePick || string(m[1].Value) != "1" {
		t.Fatalf("moves %v, want pick 1", m)
	}
	drain(t, ts, func() bool { return len(passedCards(ts.model.View())) == 3 })
	if !ts.panel.side.passed.Visible() || !strings.Contains(ts.panel.side.passed.Text(), words.Card(ts.felt.game, passedCards(ts.model.View())[0])) {
		t.Fatalf("passed set not shown: %q", ts.panel.side.passed.Text())
	}
	if len(ts.felt.handW) != 6 {
		t.Fatalf("hand after the draft: %d cards", len(ts.felt.handW))
	}
}

func sorted(names []string) []string {
	out := append([]string(nil), names...)
	art.SortCards("trip", out)
	return out
}

func TestGudetamaFourteenPrompt(t *testing.T) {
	u, _ := newTestUI(t)
	cfg := engine.Config{Game: "gudetama", Players: 2, Seed: 1, Deals: []engine.Deal{{
		Leader: engine.IntPtr(0),
		Hands:  [][]string{{"14", "2", "3", "4", "5", "6", "7"}, {"1", "2", "3", "4", "5", "6", "7"}},
	}}}
	ts := startGame(t, u, cfg)
	drain(t, ts, myTurn(ts))
	var fourteen *cardWidget
	for _, c := range ts.felt.handW {
		if c.name == "14" {
			fourteen = c
		}
	}
	if fourteen == nil {
		t.Fatalf("no 14 in %v", ts.model.Order())
	}
	test.DoubleTap(fourteen)
	drain(t, ts, func() bool {
		return choosingLead(ts.model.View()) && ts.felt.prompt != nil && !ts.model.Holding()
	})
	b := uitest.FindButton(ts.felt.prompt, "Aiko")
	if b == nil {
		t.Fatal("no button to choose Aiko")
	}
	if uitest.FindButton(ts.felt.prompt, "You") != nil {
		t.Fatal("the winner may not choose themselves")
	}
	test.Tap(b)
	m := humanMoves(u)
	if lead, ok := leadOf(m[len(m)-1]); !ok || lead != 1 {
		last := m[len(m)-1]
		t.Fatalf("last move %+v, want lead 1", last)
	}
	if ts.felt.prompt != nil {
		t.Fatal("prompt still shown after choosing")
	}
}

// TestTheFourteenPromptSaysWhatTheChoiceChanges: a player who wins with a
// 14 chooses who leads, and needs to know what the choice changes. With
// more than one to choose from, the prompt names the leader after whom
// the player plays last.
func TestTheFourteenPromptSaysWhatTheChoiceChanges(t *testing.T) {
	u, _ := newTestUI(t)
	cfg := engine.Config{Game: "gudetama", Players: 4, Seed: 1, Deals: []engine.Deal{{
		Leader: engine.IntPtr(0),
		Hands: [][]string{{"14", "2", "3", "4", "5", "6", "7"}, {"1", "2", "3", "4", "5", "6", "7"},
			{"1", "2", "3", "4", "5", "6", "8"}, {"1", "2", "3", "4", "5", "6", "9"}},
	}}}
	ts := startGame(t, u, cfg)
	drain(t, ts, myTurn(ts))
	for _, c := range ts.felt.handW {
		if c.name == "14" {
			test.DoubleTap(c)
		}
	}
	drain(t, ts, func() bool {
		return choosingLead(ts.model.View()) && ts.felt.prompt != nil && !ts.model.Holding()
	})
	u.Win.Resize(fyne.NewSize(800, 600))
	shoot(t, u, "fourteen-prompt")
	want := "Choose Aiko and you play last, seeing every other card first."
	if texts := uitest.TextsIn(ts.felt.prompt); !slices.Contains(texts, want) {
		t.Fatalf("the 14's prompt says %q, want %q among them", texts, want)
	}
}

// TestAboutShowsVersion: the About box names the version stamped into the
// binary (issue: the version shows in the About box and --version).
// TestTripMiniStandsShowWhoIsDone: during the split, the small stand of
// each opponent that has filled its own holds two sets of backs, on the
// side of the neighbour it goes to; the player's own stand is the big one.
func TestTripMiniStandsShowWhoIsDone(t *testing.T) {
	u, _ := newTestUI(t)
	ts := startGame(t, u, engine.Config{Game: "trip", Players: 4, Seed: 7})
	drain(t, ts, func() bool { return splitting(ts.model.View()) && ts.model.View().ToMove.Count() == 1 })
	filled := 0
	for i, backs := range ts.felt.stand.miniBacks {
		switch len(backs) {
		case 6:
			filled++
		case 0:
			// Mini stand i lies between seats i and i+1; the empty one
			// is where the player's own stand would go.
			want := (ts.model.Human() + 3) % 4
			if standTo(ts.model.View()) == (ts.model.Human()+1)%4 {
				want = ts.model.Human()
			}
			if i != want {
				t.Errorf("mini stand %d is empty; the player's stand goes to seat %d", i, standTo(ts.model.View()))
			}
		default:
			t.Errorf("mini stand %d holds %d backs", i, len(backs))
		}
	}
	if filled != 3 {
		t.Fatalf("%d filled mini stands with the 3 opponents done", filled)
	}
	inScene := 0
	for _, o := range ts.felt.stand.objects() {
		for _, backs := range ts.felt.stand.miniBacks {
			for _, b := range backs {
				if o == b {
					inScene++
				}
			}
		}
	}
	if inScene != 18 {
		t.Fatalf("%d of 18 backs are drawn", inScene)
	}
}

// TestFlashedMessageClearsOnTheUIGoroutine: a flashed message clears itself
// through runOnUI, so under the race detector the test goroutine reading
// the message while the clearing comes due is no race (with fyne.Do the
// test driver ran the clearing on the timer's goroutine).
func TestFlashedMessageClearsOnTheUIGoroutine(t *testing.T) {
	u, _ := newTestUI(t)
	ts := startGame(t, u, engine.Config{Game: "gummi", Players: 4, Seed: 3})
	ts.felt.flash("a message")
	drain(t, ts, func() bool { return ts.felt.message.said == "" })
}

// A newcomer clicks a card first: the table says how to play it.
func TestTappingAHandCardSaysHowToPlayIt(t *testing.T) {
	u, _ := newTestUI(t)
	ts := startGame(t, u, engine.Config{Game: "gudetama", Players: 3, Seed: 5})
	drain(t, ts, myTurn(ts))
	test.Tap(ts.felt.handW[0])
	if !strings.HasPrefix(ts.felt.message.said, "Drag the card onto the table") {
		t.Fatalf("message %q after a tap on a hand card", ts.felt.message.said)
	}
	if n := len(u.localTable().Moves()); ts.model.View().Phase != engine.PlayCard || ts.model.Busy() {
		t.Fatalf("a tap played a card (%d moves)", n)
	}
}

// TestAnothersChoiceOfLeaderIsSaidOnTheFelt: when a bot won with a 14
// and chose who leads, only the log said whom; the table looked as if
// nothing had happened.
func TestAnothersChoiceOfLeaderIsSaidOnTheFelt(t *testing.T) {
	u, _ := newTestUI(t)
	cfg := engine.Config{Game: "gudetama", Players: 3, Seed: 1, Deals: []engine.Deal{{
		Leader: engine.IntPtr(1),
		Hands:  [][]string{{"2", "3"}, {"14", "14"}, {"4", "5"}},
	}}}
	ts := startGame(t, u, cfg)
	said := ""
	playUntil(t, ts, func() bool {
		if strings.Contains(ts.felt.message.said, "to lead") {
			said = ts.felt.message.said
		}
		return said != "" || ts.model.View().Phase == engine.Finished
	})
	if !strings.Contains(said, "Aiko chose") {
		t.Fatalf("the felt says %q", said)
	}
}

// TestTheFourteenPromptAtARoundsEndSaysWhatItScored: won with a 14, the
// round's last trick asks for the next round's leader, and says what the
// trick scored before the round's summary comes, so the player chooses
// knowing it.
func TestTheFourteenPromptAtARoundsEndSaysWhatItScored(t *testing.T) {
	u, _ := newTestUI(t)
	cfg := engine.Config{Game: "gudetama", Players: 3, Seed: 1, Deals: []engine.Deal{{
		Leader: engine.IntPtr(0),
		Hands:  [][]string{{"14"}, {"2"}, {"3"}},
	}}}
	ts := startGame(t, u, cfg)
	drain(t, ts, myTurn(ts))
	test.DoubleTap(ts.felt.handW[0])
	drain(t, ts, func() bool {
		return choosingLead(ts.model.View()) && ts.felt.prompt != nil && !ts.model.Holding()
	})
	texts := strings.Join(uitest.TextsIn(ts.felt.prompt), "\n")
	for _, want := range []string{"Choose who leads the next round.", "the last trick, so you score your winning card: 14 (bad: the lowest total wins)"} {
		if !strings.Contains(texts, want) {
			t.Errorf("the prompt says %q, without %q", texts, want)
		}
	}
}

// The shipped games' decisions as the tests drive them through the
// generic view: an arrangement (Trick of Trip's split), choices with cards
// (its pick), a choice of leader (Gudetama's).

func splitting(v engine.View) bool { return v.Arranging() != nil }

func picking(v engine.View) bool { return v.Choosing() != nil && cardPrompt(v.Prompt) }

func choosingLead(v engine.View) bool { return v.Choosing() != nil && v.Prompt.Leader }

// leadOf is the seat a Gudetama lead names; false for another move.
func leadOf(m engine.Move) (int, bool) {
	if m.Kind() != gudetama.MoveLead {
		return 0, false
	}
	s, err := m.Int()
	return s, err == nil
}

// passedCards are the cards a neighbour took from the player's stand
// (Trick of Trip), nil before it is known.
func passedCards(v engine.View) []string {
	r, ok := v.Row(trip.RowTaken)
	if !ok {
		return nil
	}
	var out []string
	for _, c := range r.Cards {
		out = append(out, c.Name)
	}
	return out
}

// standTo is the seat the player's stand goes to in the draft.
func standTo(v engine.View) int { return v.Passing.To(v.Seat, v.Players) }

// drawnCards are the cards the player is to split.
func drawnCards(v engine.View) []string { return v.Arranging().Cards }

// TestAnyGamesPromptIsDrawnAsItsChoices: a prompt the table has never
// seen (a bid, numbered choices) is drawn by the same panel as a choice
// of leader: its title and question, and a button a choice with its
// label, and its instruction stands in the status line.
func TestAnyGamesPromptIsDrawnAsItsChoices(t *testing.T) {
	u, _ := newTestUI(t)
	ts := startGame(t, u, engine.Config{Game: "gudetama", Players: 3, Seed: 1})
	ts.model.ShowView(engine.View{Game: "gudetama", Seat: ts.model.Human(), Players: 3, Phase: engine.Decide,
		ToMove: engine.SeatsOf(ts.model.Human()), Seats: make([]engine.SeatView, 3),
		Prompt: &engine.Prompt{Kind: "bid", Say: "Bid", Title: "Your bid", Ask: "How many tricks will you take?", Seat: -1,
			Choices: []engine.PromptChoice{{Action: 1, Label: "0", Seat: -1, Legal: true}, {Action: 2, Label: "2", Seat: -1, Legal: true}}}})
	ts.felt.prompt = nil
	ts.felt.renderPrompt()
	if ts.felt.prompt == nil {
		t.Fatal("no panel for the prompt")
	}
	texts := uitest.TextsIn(ts.felt.prompt)
	if !slices.Contains(texts, "Your bid") || !slices.Contains(texts, "How many tricks will you take?") {
		t.Fatalf("the panel says %q", texts)
	}
	if uitest.FindButton(ts.felt.prompt, "0") == nil || uitest.FindButton(ts.felt.prompt, "2") == nil || uitest.FindButton(ts.felt.prompt, "Aiko") != nil {
		t.Fatalf("the panel's buttons: %q", uitest.TextsIn(ts.felt.prompt))
	}
	ts.felt.renderStatus()
	if !strings.Contains(ts.felt.status.text.Text, "Bid") {
		t.Fatalf("the status says %q, want the prompt's instruction", ts.felt.status.text.Text)
	}
}

// TestAHintMarksItsChoiceAmongLookalikes: a prompt's choices look alike -
// the first, which has the keyboard's focus, does not look chosen - until
// a hint marks one, which the open panel then shows.
func TestAHintMarksItsChoiceAmongLookalikes(t *testing.T) {
	u, _ := newTestUI(t)
	cfg := engine.Config{Game: "gudetama", Players: 3, Seed: 1, Deals: []engine.Deal{{
		Leader: engine.IntPtr(0),
		Hands:  [][]string{{"14", "2", "3", "4", "5"}, {"1", "2", "3", "4", "5"}, {"1", "2", "3", "4", "6"}},
	}}}
	ts := startGame(t, u, cfg)
	drain(t, ts, myTurn(ts))
	if !Drive(ts).Play("14") {
		t.Fatalf("no 14 in %v", ts.model.Order())
	}
	drain(t, ts, func() bool {
		return choosingLead(ts.model.View()) && ts.felt.prompt != nil && !ts.model.Holding()
	})
	aiko, bruno := uitest.FindButton(ts.felt.prompt, "Aiko"), uitest.FindButton(ts.felt.prompt, "Bruno")
	if aiko == nil || bruno == nil {
		t.Fatal("no button for each other player")
	}
	if aiko.Importance == widget.HighImportance || bruno.Importance != aiko.Importance {
		t.Fatalf("before a hint the choices look %v and %v", aiko.Importance, bruno.Importance)
	}
	p := ts.model.View().Choosing()
	for _, ch := range p.Choices {
		if ch.Seat == 2 {
			ts.input.hinted = ch.Action
		}
	}
	ts.Render()
	aiko, bruno = uitest.FindButton(ts.felt.prompt, "Aiko"), uitest.FindButton(ts.felt.prompt, "Bruno")
	if bruno == nil || bruno.Importance != widget.HighImportance || aiko.Importance == widget.HighImportance {
		t.Fatalf("the hinted Bruno is not marked: Aiko %v, Bruno %v", aiko.Importance, bruno.Importance)
	}
}

// TestTappingAGreyedCardSaysWhyAtOnce: a click on a greyed card says why it
// may not be played (not "Drag the card onto the table", an invitation to
// an illegal move), and the card does not rise under the pointer.
func TestTappingAGreyedCardSaysWhyAtOnce(t *testing.T) {
	u, _ := newTestUI(t)
	ts := startGame(t, u, engine.Config{Game: "gummi", Players: 3, Seed: 5})
	var greyed *cardWidget
	playUntil(t, ts, func() bool {
		if !myTurn(ts)() || !ts.model.MayPlay() {
			return false
		}
		for _, c := range ts.felt.handW {
			if c.dim {
				greyed = c
				return true
			}
		}
		return false
	})
	why := ts.felt.greyedWhy()
	if why == "" {
		t.Fatal("no reason for the greyed cards")
	}
	test.Tap(greyed)
	if got := ts.felt.message.said; got != why {
		t.Errorf("a tap on a greyed card says %q, want the reason %q", got, why)
	}
	greyed.MouseIn(nil)
	y := test.TempWidgetRenderer(t, greyed).Objects()[1].Position().Y
	if y < 0 {
		t.Errorf("the greyed card rose by %v under the pointer", -y)
	}
	greyed.MouseOut()
	if n := len(u.localTable().Moves()); ts.model.View().Phase != engine.PlayCard || ts.model.Busy() {
		t.Fatalf("a tap played a card (%d moves)", n)
	}
}
