package table

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/ui/internal/tablemodel"
	"github.com/trickparty/trickparty/ui/internal/uitest"
	"github.com/trickparty/trickparty/ui/internal/words"
)

// panelText is every label's text in the summary panel.
func panelText(ts *Screen) string {
	var b strings.Builder
	uitest.FindFirst(ts.felt.panel.obj, func(l *widget.Label) bool {
		b.WriteString(l.Text + "\n")
		return false
	})
	return b.String()
}

func TestRenderReusesCardWidgets(t *testing.T) {
	u, _ := newTestUI(t)
	ts := startGame(t, u, engine.Config{Game: "trip", Players: 3, Seed: 5})
	playUntil(t, ts, myTurn(ts))
	before := map[string]*cardWidget{}
	for _, c := range ts.felt.handW {
		before[c.name] = c
	}
	trick := append([]*cardWidget(nil), ts.felt.trick.cards...)
	ts.input.typedKey(&fyne.KeyEvent{Name: fyne.KeyRight})
	for _, c := range ts.felt.handW {
		if before[c.name] != c {
			t.Fatalf("%s got a new widget on an arrow key", c.name)
		}
	}
	for i, c := range ts.felt.trick.cards {
		if trick[i] != c {
			t.Fatal("a trick card got a new widget on an arrow key")
		}
	}
	played := handCard(ts, true)
	test.DoubleTap(played)
	if !ts.model.Busy() {
		t.Fatalf("double tap did not play %s: phase %v, myTurn %v, message %q", played.name, ts.model.View().Phase, ts.felt.myTurn(), ts.felt.message.said)
	}
	playUntil(t, ts, func() bool { return ts.model.View().Phase == engine.PlayCard && !ts.model.Busy() })
	for _, c := range ts.felt.handW {
		if c == played {
			t.Fatal("the played card is still in the hand")
		}
		if w := before[c.name]; w != nil && w != c {
			t.Fatalf("%s got a new widget after a play", c.name)
		}
	}
}

func TestFinishedTrickIsHeldWithItsWinnersNamed(t *testing.T) {
	u, _ := newTestUI(t)
	ts := startGame(t, u, engine.Config{Game: "gummi", Players: 4, Seed: 3})
	var trick app.Event
	deadline := time.After(20 * time.Second)
	for trick.Trick == nil {
		select {
		case ev := <-ts.run.events:
			if ev.Kind == app.TrickCompleted {
				trick = ev
				ts.holdTrick(ev) // what the pump shows before it waits
				continue
			}
			ts.handle(context.Background(), ev, false)
			continue
		case <-time.After(20 * time.Millisecond):
		case <-deadline:
			t.Fatal("no trick completed")
		}
		if o := ts.sess.Observation(); o.ToMove().Has(ts.model.Human()) {
			_ = ts.sess.Submit(o.Legal(nil)[0])
		}
	}
	if !ts.model.Holding() || len(ts.felt.trick.cards) != 4 {
		t.Fatalf("holding %v with %d cards, want the 4 cards held", ts.model.Holding(), len(ts.felt.trick.cards))
	}
	winner := ts.felt.seatName(trick.Trick.Winners[0])
	if !strings.Contains(ts.felt.status.text.Text, winner) {
		t.Fatalf("status %q does not name the winner %s", ts.felt.status.text.Text, winner)
	}
	for i, c := range ts.felt.trick.cards {
		name := ts.felt.trick.names[ts.model.Shown()[i].Seat]
		want, wantSub := fmt.Sprintf("%d. %s", i+1, ts.felt.seatName(ts.model.Shown()[i].Seat)), ""
		if ts.model.Shown()[i].Facedown {
			wantSub = "from the row" // on the tag's second line
		}
		if name.text.Text != want || name.sub.Text != wantSub || !name.text.Visible() {
			t.Fatalf("trick card %s carries %q / %q", c.name, name.text.Text, name.sub.Text)
		}
		won := false
		for _, w := range trick.Trick.Winners {
			won = won || w == ts.model.Shown()[i].Seat
		}
		if (c.highlight == gold) != won {
			t.Fatalf("card of seat %d: highlighted %v, winner %v", ts.model.Shown()[i].Seat, c.highlight == gold, won)
		}
	}

	// The live pump waits for a click when the player asked for it, and
	// for no longer than the pause otherwise: the table's director, on a
	// clock the test moves, with the pace the settings give.
	for _, click := range []bool{true, false} {
		u.prefs.AfterTrick = map[bool]string{true: "click", false: "auto"}[click]
		u.prefs.Speed = app.Fast
		clock := tablemodel.NewManualClock(time.Now())
		ts.director.Live, ts.director.Clock = true, clock
		steps := make(chan tablemodel.StepKind, 16)
		done := make(chan bool)
		go func() {
			done <- ts.director.Show(context.Background(), trick, paceOf(u.prefs, nil), func(s tablemodel.Step) { steps <- s.Kind })
		}()
		for k := range steps {
			if k == tablemodel.Tick {
				break // the trick waits
			}
		}
		at, auto := ts.director.GoesOnAt()
		waited := !auto
		if waited {
			fyne.DoAndWait(ts.felt.feltTapped)
		} else {
			// The pause, and half a pause more for each further reason.
			clock.Advance(at.Sub(clock.Now()))
		}
		// The trick goes on: swept over its flight, then taken in.
		for k := range steps {
			if k == tablemodel.Sweep {
				clock.BlockUntil(1) // the sweep's flight is timed
				clock.Advance(app.Fast.Flight())
			}
			if k == tablemodel.Release {
				break
			}
		}
		if !<-done {
			t.Fatal("the director stopped")
		}
		if waited != click {
			t.Fatalf("after-trick %q: waited for a click %v", u.prefs.AfterTrick, waited)
		}
	}
	ts.director.Live, ts.director.Clock = false, nil
}

func TestRoundSummaryOnTheTableBeforeTheNextDeal(t *testing.T) {
	for _, cfg := range []engine.Config{
		{Game: "gummi", Players: 4, Seed: 11, Options: engine.Options{}.With("rounds", 3)},
		{Game: "gudetama", Players: 3, Seed: 12},
		{Game: "trip", Players: 4, Seed: 13, Options: engine.Options{}.With("rounds", 2)},
	} {
		t.Run(cfg.Game, func(t *testing.T) {
			u, _ := newTestUI(t)
			ts := startGame(t, u, cfg)
			playUntil(t, ts, func() bool { return ts.felt.panel.obj != nil })
			if !ts.model.DealHeld() || len(ts.felt.handW) != 0 {
				t.Fatalf("the next hand (%d cards) is dealt under the summary", len(ts.felt.handW))
			}
			if u.Win.Canvas().Overlays().Top() != nil {
				t.Fatal("the summary opened a dialog")
			}
			text := panelText(ts)
			if !strings.Contains(text, words.RoundName(1, ts.model.View().Rounds)+" is over") {
				t.Fatalf("summary says:\n%s", text)
			}
			for s := range ts.model.Seats() {
				if !strings.Contains(text, ts.felt.seatName(s)) {
					t.Fatalf("summary misses %s:\n%s", ts.felt.seatName(s), text)
				}
			}
			d, _ := app.LookupGame(cfg.Game)
			b := d.Breakdown(ts.record.Tricks(), cfg.Players, 1)
			reasons := 0
			for _, lines := range b.Seats {
				for _, g := range groupLines(lines) {
					if strings.Contains(text, (words.Score{Game: cfg.Game}).Group(g)) {
						reasons++
					}
				}
			}
			if reasons == 0 {
				t.Fatalf("no breakdown line shown:\n%s", text)
			}
			next := uitest.FindButton(ts.felt.panel.obj, "Next round")
			if next == nil {
				t.Fatal("no Next round button")
			}
			test.Tap(next)
			if ts.felt.panel.obj != nil || ts.model.DealHeld() || ts.model.View().Round != 2 {
				t.Fatalf("after Next round: panel %v, round %d", ts.felt.panel.obj != nil, ts.model.View().Round)
			}
			if len(ts.felt.handW) == 0 {
				t.Fatal("no hand dealt after Next round")
			}
		})
	}
}

func TestGameOverShowsEveryRoundAndHistoryEveryTrick(t *testing.T) {
	u, _ := newTestUI(t)
	ts := startGame(t, u, engine.Config{Game: "trip", Players: 3, Seed: 21, Options: engine.Options{}.With("rounds", 2)})
	playUntil(t, ts, func() bool {
		if ts.felt.panel.round {
			ts.closeSummary()
		}
		return ts.model.View().Phase == engine.Finished && ts.felt.panel.obj != nil
	})
	text := panelText(ts)
	for _, want := range []string{words.RoundName(1, 2), words.RoundName(2, 2), "Play again"} {
		if !strings.Contains(text, want) && uitest.FindButton(ts.felt.panel.obj, want) == nil {
			t.Fatalf("game over misses %q:\n%s", want, text)
		}
	}
	if uitest.FindButton(ts.felt.panel.obj, "Home") == nil {
		t.Fatal("no Home button")
	}
	rounds := map[int]int{}
	for _, tr := range ts.record.Tricks() {
		rounds[tr.Round]++
	}
	if len(rounds) != 2 || rounds[1] == 0 || rounds[2] == 0 {
		t.Fatalf("tricks kept per round: %v", rounds)
	}
	h := newHistoryView(ts.felt.words(), ts.felt.trickCardSize(), ts.record.Tricks())
	seen := 1
	for h.prev.Disabled() == false {
		test.Tap(h.prev)
		seen++
	}
	if seen != len(ts.record.Tricks()) || h.tricks[h.at].Round != 1 {
		t.Fatalf("history stepped through %d of %d tricks, ending in round %d", seen, len(ts.record.Tricks()), h.tricks[h.at].Round)
	}
	if !strings.HasPrefix(h.where.Text, "Trick 1 of") || len(h.row.Objects) != 3 {
		t.Fatalf("first trick shows %q with %d cards", h.where.Text, len(h.row.Objects))
	}
	h.round.SetSelected(roundLabel(2))
	if h.tricks[h.at].Round != 2 {
		t.Fatal("choosing round 2 did not jump to it")
	}
}

// TestScoreSheetKeepsTheTotalsInView: a name too long for the sidebar
// at 800x600 gives way (its roles first, then its letters, cut with "…")
// rather than push the totals out of view: the sheet scrolled sideways,
// and a player at 800x600 saw names and rounds but no totals. In a usual
// window the same table shows every name whole with its role.
func TestScoreSheetKeepsTheTotalsInView(t *testing.T) {
	u, _ := newTestUI(t)
	ts := startGame(t, u, engine.Config{Game: "gudetama", Players: 7, Seed: 4})
	sb := ts.panel.side
	if !strings.HasSuffix(sb.cells[4][0], "Chloé (bot)") {
		t.Fatalf("at 1280x800 sheet row 4 reads %q, without its role", sb.cells[4][0])
	}
	const wide = "WWWWWWWWWWWWWWWWWWWWWWWW" // the longest name allowed
	ts.model.Seats()[3].Name = wide
	ts.Render()
	u.Win.Resize(fyne.NewSize(800, 600))
	if !strings.HasSuffix(sb.cells[4][0], wide) || !strings.HasSuffix(sb.cells[2][0], "Aiko") {
		t.Fatalf("at 800x600 sheet rows read %q, %q: the roles stay", sb.cells[2][0], sb.cells[4][0])
	}
	totals := map[string]bool{}
	uitest.FindFirst(sb.sheet, func(l *widget.Label) bool {
		if l.Text == "" {
			return false
		}
		right := l.Position().X + l.Size().Width
		if right > sb.sheet.Size().Width+0.5 {
			t.Errorf("sheet cell %q ends at %v, past the sheet's %v", l.Text, right, sb.sheet.Size().Width)
		}
		drawn := uitest.DrawnText(l)
		switch {
		case strings.HasSuffix(l.Text, wide):
			if !strings.HasSuffix(drawn, "…") || len(drawn) < 4 {
				t.Errorf("the long name is drawn %q", drawn)
			}
		case drawn != l.Text:
			t.Errorf("sheet cell %q is drawn %q", l.Text, drawn)
		}
		totals[l.Text] = true
		return false
	})
	if !totals["Total"] {
		t.Errorf("the totals' column is not drawn: %v", totals)
	}
	// Seven players leave room for the log.
	if sb.logList.Size().Height < 60 {
		t.Fatalf("the log is %v high at 800x600", sb.logList.Size().Height)
	}
}

func TestSidebarAndFeltWidgetsGrowWithTheWindow(t *testing.T) {
	u, _ := newTestUI(t)
	ts := startGame(t, u, engine.Config{Game: "gudetama", Players: 7, Seed: 4})
	small := widget.NewLabel("Ag").MinSize().Height
	u.Win.Resize(fyne.NewSize(2560, 1440))
	if s := ts.panel.side.scale; s < 1.5 {
		t.Fatalf("sidebar scale %v at 2560x1440", s)
	}
	base := theme.DefaultTheme().Size(theme.SizeNameText)
	// The text as drawn: a Table's cells keep the size they were made at.
	cells := 0
	uitest.FindFirst(ts.panel.side.sheet, func(c *canvas.Text) bool {
		if c.Text != "" {
			cells++
			if c.TextSize < base*1.4 {
				t.Errorf("sheet cell %q drawn at %v", c.Text, c.TextSize)
			}
		}
		return false
	})
	if cells < 8 {
		t.Fatalf("only %d sheet cells drawn", cells)
	}
	if h := ts.panel.side.hintBtn.MinSize().Height; h < small*1.4 {
		t.Errorf("the Hint button is %v high", h)
	}
	if ts.felt.theme.Scale <= 1 {
		t.Errorf("felt widgets scale %v at 2560x1440", ts.felt.theme.Scale)
	}
}
