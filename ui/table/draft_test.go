package table

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
	"github.com/trickparty/trickparty/engine/trip"
	"github.com/trickparty/trickparty/ui/internal/lang"
	"github.com/trickparty/trickparty/ui/internal/tablemodel"
	"github.com/trickparty/trickparty/ui/internal/uitest"
	"github.com/trickparty/trickparty/ui/internal/widgets"
	"github.com/trickparty/trickparty/ui/internal/words"
)

// tripAtSplit is a Trick of Trip table waiting for the player's split.
func tripAtSplit(t *testing.T, players int) (*testWindow, *Screen) {
	t.Helper()
	u, _ := newTestUI(t)
	ts := startGame(t, u, engine.Config{Game: "trip", Players: players, Seed: 7})
	drain(t, ts, func() bool { return splitting(ts.model.View()) && !ts.model.Busy() })
	return u, ts
}

// rowCards are the drawn cards in the hand row (not in the stand), left
// to right.
func rowCards(ts *Screen) []*cardWidget {
	var out []*cardWidget
	for _, c := range ts.felt.handW {
		if !ts.model.Placed(c.name) {
			out = append(out, c)
		}
	}
	slices.SortFunc(out, func(a, b *cardWidget) int { return int(a.Position().X - b.Position().X) })
	return out
}

// TestTripDraftRowClosesUp: a card put in the stand leaves no gap in the
// hand row: the cards after it move up one place each, so the next card
// is where the one placed was (a tap, Enter or a drag, each the same);
// a card taken back out of the stand returns to the row.
func TestTripDraftRowClosesUp(t *testing.T) {
	_, ts := tripAtSplit(t, 4)
	g := ts.felt.geometryFor(ts.felt.Size())
	six := slices.Clone(g.hand)
	for placed := 1; placed <= 6; placed++ {
		// Always the second card of the row, or the first when it is alone.
		row := rowCards(ts)
		k := min(1, len(row)-1)
		next := ""
		if k+1 < len(row) {
			next = row[k+1].name
		}
		ts.felt.stand.toggle(row[k].name)
		row = rowCards(ts)
		if len(row) != 6-placed {
			t.Fatalf("%d placed: %d cards in the row", placed, len(row))
		}
		for i, c := range row {
			if c.Position() != six[i] {
				t.Fatalf("%d placed: row card %d (%s) at %v, want %v (the row's place %d)", placed, i, c.name, c.Position(), six[i], i)
			}
		}
		if next != "" && row[k].name != next {
			t.Fatalf("%d placed: %s took the placed card's place, want %s", placed, row[k].name, next)
		}
	}
	// Taken back, a card comes home to the row.
	back := ts.model.Slots()[1][0]
	ts.felt.stand.toggle(back)
	if row := rowCards(ts); len(row) != 1 || row[0].name != back || row[0].Position() != six[0] {
		t.Fatalf("after taking %s back the row is %v", back, row)
	}
}

// TestTripConfirmSplitWaitsForSixCards: Confirm split stays disabled until
// both slots hold three cards, and a split asked for before (Enter on a
// stale button) sends nothing: no card is ever placed for the player.
func TestTripConfirmSplitWaitsForSixCards(t *testing.T) {
	u, ts := tripAtSplit(t, 3)
	for placed := 0; placed < 6; placed++ {
		if !ts.felt.stand.button.Disabled() {
			t.Fatalf("Confirm split enabled with %d cards placed", placed)
		}
		if placed == 4 {
			ts.felt.stand.confirm()
			if moves := humanMoves(u); len(moves) != 0 || ts.model.Busy() {
				t.Fatalf("with 4 cards placed, confirm sent %v", moves)
			}
		}
		ts.felt.stand.toggle(rowCards(ts)[0].name)
	}
	if ts.felt.stand.button.Disabled() {
		t.Fatal("Confirm split disabled with six cards placed")
	}
	want := [][]string{slices.Clone(ts.model.Slots()[0]), slices.Clone(ts.model.Slots()[1])}
	test.Tap(ts.felt.stand.button)
	moves := humanMoves(u)
	var split [][]string
	if len(moves) != 1 || moves[0].Kind() != trip.MoveSplit || moves[0].Decode(&split) != nil || len(split) != 2 {
		t.Fatalf("moves %v, want the split", moves)
	}
	for i := range want {
		got := sorted(split[i])
		if fmt.Sprint(got) != fmt.Sprint(sorted(want[i])) {
			t.Fatalf("set %d sent %v, placed %v", i, got, want[i])
		}
	}
}

// TestTripDraftSaysWhatIsLeftToDo: the status asks for the split until
// the sixth card is on the stand, then says the split waits for Confirm
// (an instruction to place cards, left standing, keeps the player
// waiting); the player's own plate gives no count of cards while they are
// being split (not "6 cards" while they go onto the stand), only that the
// draft is on. In both languages.
func TestTripDraftSaysWhatIsLeftToDo(t *testing.T) {
	for _, code := range []string{"en", "ja"} {
		t.Run(code, func(t *testing.T) {
			_, ts := tripAtSplit(t, 3)
			setLanguage(code)
			t.Cleanup(func() { setLanguage("en") })
			ask, ready := lang.L("Split your six cards into the two slots of your stand, three in each"), lang.L("Both sets are ready: press Confirm split, or move a card to change them")
			for placed := 0; placed < 6; placed++ {
				ts.Render()
				if ts.felt.status.full != ask {
					t.Fatalf("with %d cards placed the status reads %q", placed, ts.felt.status.full)
				}
				if plate := ts.felt.seatW[ts.model.Human()].info.Text; plate != lang.L("in the draft") {
					t.Fatalf("with %d cards placed the player's plate reads %q", placed, plate)
				}
				// Nor do the others' plates count cards that lie in rows
				// and on stands ("0 cards" once a bot's set waited there).
				for _, b := range ts.felt.seatW {
					if count := lang.N("{{.Count}} cards", 6, map[string]any{"Count": 6}); b.seat != ts.model.Human() && strings.Contains(b.info.Text, strings.TrimLeft(count, "0123456789")) {
						t.Fatalf("seat %d's plate reads %q in the draft", b.seat, b.info.Text)
					}
				}
				ts.felt.stand.toggle(rowCards(ts)[0].name)
			}
			if ts.felt.status.full != ready {
				t.Fatalf("with six cards placed the status reads %q", ts.felt.status.full)
			}
			ts.felt.stand.toggle(ts.model.Slots()[1][0])
			if ts.felt.status.full != ask {
				t.Fatalf("with a card taken back the status reads %q", ts.felt.status.full)
			}
		})
	}
}

// draftHint is the hint for a split said in words, with which set goes
// to whom and how the next best compares: the longest message the table
// shows.
func draftHint(ts *Screen) string {
	d := drawnCards(ts.model.View())
	a := engine.ChoiceMove(ts.model.Human(), trip.MoveSplit, [][]string{d[:3], d[3:]})
	b := engine.ChoiceMove(ts.model.Human(), trip.MoveSplit, [][]string{{d[0], d[2], d[4]}, {d[1], d[3], d[5]}})
	to := ts.model.View().Passing.To(ts.model.Human(), ts.model.View().Players)
	why := &bot.Effect{Sets: [][]string{d[:3], d[3:]}, Keep: []float64{0.35, 0.65}, To: to, Samples: 160}
	return words.HintWords(ts.felt.game, app.Hint{Move: a, Measure: bot.MeasurePoints, Value: 12.1, Next: &b, NextValue: 9.9, Effect: why}, ts.felt.seatName, nil)
}

// TestTripDraftLayout: at every window size from 800x560 up, with 3 to 5
// players and in both languages, nothing of the draft lies on anything
// else: the small stands keep off the seats, the label "Your stand goes
// to …" and the stand; the hint, the longest message, is said whole under
// the Confirm button at a readable size (12 px or more) without touching
// it, the seats, the small stands or the player's own band.
func TestTripDraftLayout(t *testing.T) {
	for _, language := range []string{"en", "ja"} {
		for players := 3; players <= 5; players++ {
			t.Run(fmt.Sprintf("%s-%dp", language, players), func(t *testing.T) {
				u, ts := tripAtSplit(t, players)
				setLanguage(language)
				t.Cleanup(func() { setLanguage("en") })
				ts.Render()
				ts.felt.flashAboutMove(draftHint(ts))
				for _, win := range windowSizes {
					u.Win.Resize(win)
					checkDraftLayout(t, fmt.Sprintf("%vx%v", win.Width, win.Height), ts)
				}
			})
		}
	}
}

func checkDraftLayout(t *testing.T, name string, ts *Screen) {
	t.Helper()
	size := ts.felt.Size()
	g := ts.felt.geometryFor(size)
	s := ts.felt.stand
	type part struct {
		what string
		r    rect
	}
	var parts []part
	for i, r := range g.seat {
		parts = append(parts, part{fmt.Sprintf("seat %d", i), r})
	}
	for i := range s.mini {
		parts = append(parts, part{fmt.Sprintf("small stand %d", i), s.miniRect(i, size)})
	}
	sp, ss := s.rect(size)
	parts = append(parts, part{"the stand", rect{sp, ss}})
	l := s.label
	lw := fyne.MeasureText(l.Text, l.TextSize, l.TextStyle).Width
	parts = append(parts, part{"the label " + l.Text, rectAt(l.Position().X+(l.Size().Width-lw)/2, l.Position().Y, lw, l.Size().Height)})
	parts = append(parts, part{"Confirm split", rect{s.buttonBox.Position(), s.buttonBox.Size()}})
	if h := s.buttonBox.Size().Height; h < 30*g.chrome {
		t.Errorf("%s: Confirm split is %v tall at the felt's scale %v", name, h, g.chrome)
	}
	var lines []*canvas.Text
	for _, m := range ts.felt.message.lines {
		if m.Text == "" {
			continue
		}
		lines = append(lines, m)
		mw := fyne.MeasureText(m.Text, m.TextSize, m.TextStyle).Width
		// (Less a hair: the next line starts where this one ends.)
		parts = append(parts, part{"the message line " + m.Text, rectAt(m.Position().X+(m.Size().Width-mw)/2, m.Position().Y, mw, m.Size().Height-0.01)})
		if m.TextSize < 12 || mw > m.Size().Width+m.TextSize {
			t.Errorf("%s: message line %q at %.1f px is %v wide in %v", name, m.Text, m.TextSize, mw, m.Size().Width)
		}
	}
	said := ""
	for _, m := range lines {
		said += m.Text
	}
	if len(lines) == 0 || len([]rune(said)) < len([]rune(ts.felt.message.said))-len(lines) {
		t.Errorf("%s: the message %q is shown as %q", name, ts.felt.message.said, said)
	}
	for _, p := range parts {
		if !p.r.within(g.area) {
			t.Errorf("%s: %s %+v leaves the felt %v", name, p.what, p.r, size)
		}
	}
	for i, a := range parts {
		for _, b := range parts[i+1:] {
			if a.r.overlaps(b.r) {
				t.Errorf("%s: %s %+v overlaps %s %+v", name, a.what, a.r, b.what, b.r)
			}
		}
	}
	// Above the hand row too.
	for _, m := range lines {
		if bottom := m.Position().Y + m.Size().Height; bottom > g.handTop {
			t.Errorf("%s: message line %q reaches the hand (%v > %v)", name, m.Text, bottom, g.handTop)
		}
	}
}

// TestFeltButtonsJoiningLaterGrowWithTheFelt: on a large felt the buttons
// that join it later (the draft's "Pick set 1", Gudetama's "who leads"
// choices) are as large as the felt's others: they kept the unscaled
// theme, small text in a small button at 2560x1440.
func TestFeltButtonsJoiningLaterGrowWithTheFelt(t *testing.T) {
	plain := widgets.NewKeyButton("Pick set 1", nil).MinSize().Height
	u, ts := tripAtSplit(t, 3)
	u.Win.Resize(fyne.NewSize(2560, 1440))
	scale := ts.felt.theme.Scale
	if scale < 1.5 {
		t.Fatalf("the felt's scale at 2560x1440 is %v", scale)
	}
	for range 6 {
		ts.felt.stand.toggle(rowCards(ts)[0].name)
	}
	ts.felt.stand.confirm()
	drain(t, ts, func() bool {
		return picking(ts.model.View()) && !ts.model.Busy() && ts.model.View().ToMove.Has(ts.model.Human())
	})
	for k, b := range ts.felt.stand.pickBox {
		if h := b.Size().Height; h < plain*scale*0.95 {
			t.Errorf("Pick set %d is %v tall, %v unscaled, at the felt's scale %v", k, h, plain, scale)
		}
	}

	u, _ = newTestUI(t)
	cfg := engine.Config{Game: "gudetama", Players: 3, Seed: 1, Deals: []engine.Deal{{
		Leader: engine.IntPtr(0),
		Hands:  [][]string{{"14", "2", "3", "4", "5"}, {"1", "2", "3", "4", "5"}, {"1", "6", "7", "8", "9"}},
	}}}
	ts = startGame(t, u, cfg)
	u.Win.Resize(fyne.NewSize(2560, 1440))
	drain(t, ts, myTurn(ts))
	for _, c := range ts.felt.handW {
		if c.name == "14" {
			ts.input.playCard(c)
		}
	}
	drain(t, ts, func() bool {
		return choosingLead(ts.model.View()) && ts.felt.prompt != nil && !ts.model.Holding()
	})
	b := uitest.FindFirst(ts.felt.prompt, func(*widgets.KeyButton) bool { return true })
	if b == nil {
		t.Fatal("the prompt has no button")
	}
	if h := b.Size().Height; h < plain*ts.felt.theme.Scale*0.95 {
		t.Errorf("the prompt's button is %v tall, %v unscaled, at the felt's scale %v", h, plain, ts.felt.theme.Scale)
	}
}

// tripAtPick is a Trick of Trip table of four where every bot has picked
// and the player is to pick from the stand passed to them.
func tripAtPick(t *testing.T) (*testWindow, *Screen) {
	t.Helper()
	u, ts := tripAtSplit(t, 4)
	for range 6 {
		ts.felt.stand.toggle(rowCards(ts)[0].name)
	}
	ts.felt.stand.confirm()
	drain(t, ts, func() bool {
		v := ts.model.View()
		return picking(v) && !ts.model.Busy() && v.ToMove == engine.SeatsOf(ts.model.Human())
	})
	return u, ts
}

// TestTripPickStageSaysWhatItShows: the pick buttons are named by the set
// each takes, in the words the hint names it ("pick set 2"); every card
// of the stand passed to the player shows its whole face (none covers
// another) at 800x600 and 1280x800; the small stands already picked from
// lose their "Aiko to Bruno" label with their cards; and the note of the
// set a neighbour picked from the player's stand goes once the round's
// first card is played. In English and Japanese.
func TestTripPickStageSaysWhatItShows(t *testing.T) {
	labels := map[string][2]string{"en": {"Pick set 1", "Pick set 2"}, "ja": {"1番目の組を選ぶ", "2番目の組を選ぶ"}}
	for _, language := range []string{"en", "ja"} {
		t.Run(language, func(t *testing.T) {
			setLanguage(language)
			t.Cleanup(func() { setLanguage("en") })
			u, ts := tripAtPick(t)
			s := ts.felt.stand
			p := ts.model.View().Choosing()
			for k, b := range s.pick {
				if b.Text != labels[language][k] {
					t.Errorf("pick button %d reads %q, want %q", k, b.Text, labels[language][k])
				}
				hint := words.Move(ts.felt.game, engine.ChoiceMove(ts.model.Human(), trip.MovePick, k), ts.felt.seatName, nil)
				if !strings.EqualFold(b.Text, hint) {
					t.Errorf("the hint names pick %d %q, its button %q", k, hint, b.Text)
				}
				if p.Choices[k].Action != trip.PickAction(k) {
					t.Fatalf("choice %d picks %v", k, p.Choices[k].Action)
				}
			}
			for _, size := range []fyne.Size{{Width: 800, Height: 600}, {Width: 1280, Height: 800}} {
				u.Win.Resize(size)
				uitest.Relayout(u.Win)
				for k, set := range s.offer {
					for j := 1; j < len(set); j++ {
						a, b := set[j-1], set[j]
						if a.Position().X+a.Size().Width > b.Position().X+0.5 {
							t.Errorf("%vx%v: set %d: %s (%v..%v) lies under %s (from %v)", size.Width, size.Height, k+1,
								a.name, a.Position().X, a.Position().X+a.Size().Width, b.name, b.Position().X)
						}
					}
				}
			}
			filled := s.filledMinis()
			shown := s.objects()
			empty := 0
			for i := range s.mini {
				if _, _, ok := s.miniSeats(i); !ok || filled[i] {
					continue
				}
				empty++
				if slices.Contains(shown, fyne.CanvasObject(s.miniNames[i])) {
					t.Errorf("the empty small stand %d is labelled %q", i, s.miniNames[i].Text)
				}
			}
			if empty == 0 {
				t.Fatal("no small stand was picked from")
			}
			test.Tap(s.pick[0])
			drain(t, ts, func() bool { return ts.panel.side.passed.Visible() && !ts.model.Busy() })
			playUntil(t, ts, func() bool { v := ts.model.View(); return len(v.Trick) > 0 && !ts.model.Busy() })
			if ts.panel.side.passed.Visible() {
				t.Errorf("once the first card is down the sidebar still says %q", ts.panel.side.passed.Text())
			}
		})
	}
}

// TestTripRoundSummarySaysWhatItsTotalCounts: Trick of Trip's summary
// closes a seat's lines by saying what the total counts (every card won
// this game, not this round's alone) and why (won cards stay).
func TestTripRoundSummarySaysWhatItsTotalCounts(t *testing.T) {
	want := map[string][]string{
		"en": {"Cards won stay from round to round, so this counts every card won this game: 10 points in all"},
		"ja": {"取ったカードは次のラウンドにも残る", "このゲームで取ったすべてのカード", "計10点"},
	}
	for _, language := range []string{"en", "ja"} {
		setLanguage(language)
		sm := summaries{game: "trip", seats: 3, name: func(s int) string { return []string{"You", "Aiko", "Bruno"}[s] },
			role: func(int) string { return "" }, record: tablemodel.NewRecord(nil, 0), scale: 1}
		b := engine.ScoreBreakdown{WholeGame: true, Seats: [][]engine.ScoreLine{{{ID: "trip.score.suit", Suit: "red",
			Cards: []string{"red3", "red5"}, Factors: []int{5, 2}, Points: 10}}, nil, nil}}
		said := strings.Join(uitest.TextsIn(container.NewVBox(sm.seatWords(b, 0, 1, []int{10, 0, 0})...)), " ")
		for _, w := range want[language] {
			// The Japanese label breaks its lines between words.
			if !strings.Contains(uitest.Squeeze(said), uitest.Squeeze(w)) {
				t.Errorf("%s: the summary says %q, not %q", language, said, w)
			}
		}
	}
	setLanguage("en")
}

// TestADoubleClickPutsADraftCardInTheStand: in Trick of Trip's split a
// double-click moves a card into the stand, as a click does; it did
// nothing, and a newcomer who plays cards by double-clicking was stuck.
func TestADoubleClickPutsADraftCardInTheStand(t *testing.T) {
	_, ts := tripAtSplit(t, 3)
	c := rowCards(ts)[0]
	test.DoubleTap(c)
	if !ts.model.Placed(c.name) {
		t.Fatalf("%s double-clicked in the split is not in the stand", c.name)
	}
	test.DoubleTap(c)
	if ts.model.Placed(c.name) {
		t.Fatalf("%s double-clicked again is still in the stand", c.name)
	}
}
