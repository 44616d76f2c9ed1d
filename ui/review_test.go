package ui

import (
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
	"github.com/trickparty/trickparty/engine/gudetama"
	"github.com/trickparty/trickparty/engine/gummi"
	"github.com/trickparty/trickparty/engine/review"
	"github.com/trickparty/trickparty/ui/home"
	"github.com/trickparty/trickparty/ui/internal/linebreak"
	"github.com/trickparty/trickparty/ui/internal/uitest"
	"github.com/trickparty/trickparty/ui/internal/words"
	"github.com/trickparty/trickparty/ui/table"
)

// playToTheEnd plays the human's first legal action until the game-over
// panel is up.
func playToTheEnd(t *testing.T, ts *table.Screen) {
	t.Helper()
	playUntil(t, ts, func() bool {
		if drive(ts).Shown().DealHeld {
			drive(ts).GoOn()
		}
		return drive(ts).Shown().View.Phase == engine.Finished && drive(ts).Shown().Panel != nil
	})
}

// waitForJudgements runs the UI queue until the review's search is done.
func waitForJudgements(t *testing.T, u *UI) *reviewScreen {
	t.Helper()
	rs := u.reviewing()
	if rs == nil {
		t.Fatal("no review on screen")
	}
	runUI(t, uiQueue, "the review's judgements", func() bool { return rs.result != nil })
	return rs
}

// TestReviewFromGameOver: after a game of each kind, Review game steps
// through it with every hand shown, judges each of the player's decisions
// and marks the costliest; Back returns to the game-over table.
func TestReviewFromGameOver(t *testing.T) {
	for _, cfg := range []engine.Config{
		{Game: "gummi", Players: 4, Seed: 2, Options: engine.Options{}.With("rounds", 1)},
		{Game: "gudetama", Players: 3, Seed: 2, Options: engine.Options{}.With("target", 8)},
		{Game: "trip", Players: 3, Seed: 2, Options: engine.Options{}.With("rounds", 1)},
	} {
		t.Run(cfg.Game, func(t *testing.T) {
			u, store := newTestUI(t)
			ts := startGame(t, u, cfg)
			playToTheEnd(t, ts)
			kept, err := app.Finished(store)
			if err != nil || len(kept) != 1 || kept[0].Human != 0 {
				t.Fatalf("kept games %v, %v", kept, err)
			}
			if r := u.Stats.Records[app.StatKeyFor(cfg)]; r.Played != 1 || r.Scored != 1 || len(r.Recent) != 1 {
				t.Fatalf("statistics %+v", r)
			}
			table := u.Win.Content()
			review := uitest.FindButton(drive(ts).Shown().Panel, "Review game")
			if review == nil {
				t.Fatal("the game-over panel has no Review game")
			}
			test.Tap(review)
			if !uitest.CanvasHasText(u.Win, "Judging your decisions") {
				t.Fatal("the review does not say it is judging")
			}
			rs := waitForJudgements(t, u)
			mine := 0
			for _, m := range kept[0].Save.Moves {
				if m.Seat == 0 {
					mine++
				}
			}
			if len(rs.result.Decisions) != mine {
				t.Fatalf("%d decisions judged, the player took %d actions", len(rs.result.Decisions), mine)
			}
			worst := rs.result.Costliest(3)
			if len(worst) == 0 || len(rs.costly) != len(worst) {
				t.Fatalf("costliest %v marked %v", worst, rs.costly)
			}
			// Every hand is shown at the first step.
			chips := 0
			for _, o := range rs.hands.Objects {
				chips += countChips(o)
			}
			held := 0
			for _, h := range rs.steps[0].Hands {
				held += len(h)
			}
			if first := rs.steps[0]; chips != held || held == 0 {
				t.Fatalf("%d cards shown, the hands hold %v", chips, first.Hands)
			}
			// Show jumps to the costliest decision's step, which names it.
			show := uitest.FindButton(rs.worst, "Show")
			test.Tap(show)
			if d := rs.result.Decisions[worst[0]]; rs.at != rs.stepOf(d.Index) || !strings.Contains(rs.mine.Text(), "Costliest decision 1") {
				t.Fatalf("at step %d, your decisions say %q", rs.at, rs.mine.Text())
			}
			// A step that finished a trick says why it went as it did.
			for k, st := range rs.steps {
				if st.Done == nil || len(st.Done.Why) == 0 {
					continue
				}
				rs.show(k)
				w := st.Done.Why[0]
				want := words.Trick{Game: rs.game, Name: rs.name, Human: rs.f.Human}.Sentence(w)
				// It is said first, above the hands (under them it lay
				// below the window at 800x600), broken into lines.
				first := strings.Join(uitest.TextsIn(rs.hands.Objects[0]), "\n")
				if !strings.Contains(strings.ReplaceAll(first, "\n", " "), want) || strings.Contains(want, ".trick.") {
					t.Fatalf("step %d starts with %q, not why the trick went as it did", k, first)
				}
				// Each winner's name has "won the trick" under it, in
				// words: a "★" meant the game on the score sheet.
				if n := countTexts(rs.hands, "won the trick"); n != len(st.Done.Winners) {
					t.Fatalf("step %d says \"won the trick\" %d times for %d winners", k, n, len(st.Done.Winners))
				}
				if uitest.CanvasHasText(u.Win, "★") {
					t.Fatalf("step %d still marks a winner with ★", k)
				}
				u.Win.Resize(fyne.NewSize(800, 600))
				shoot(t, u, "review-trick-"+cfg.Game)
				break
			}
			// The arrows step through; the ends stop.
			rs.show(0)
			u.Win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyRight})
			u.Win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyLeft})
			u.Win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyLeft})
			if rs.at != 0 || !rs.prev.Disabled() {
				t.Fatalf("at step %d after right, left, left", rs.at)
			}
			test.Tap(uitest.FindButton(u.Win.Content(), "Back"))
			if u.Win.Content() != table || u.reviewing() != nil {
				t.Fatal("Back did not return to the game-over table")
			}
		})
	}
}

// TestLeavingTheReviewStopsIt: Escape while judging leaves at once and the
// search stops (no judgement lands afterwards).
func TestLeavingTheReviewStopsIt(t *testing.T) {
	u, store := newTestUI(t)
	u.reviewBudget = bot.Budget{Iterations: 200000}
	ts := startGame(t, u, engine.Config{Game: "gummi", Players: 4, Seed: 5, Options: engine.Options{}.With("rounds", 1)})
	playToTheEnd(t, ts)
	kept, _ := app.Finished(store)
	u.ShowHome()
	u.ShowReview(kept[0], u.ShowHome)
	rs := u.reviewing()
	u.Win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if u.reviewing() != nil || rs.result != nil {
		t.Fatal("Escape did not leave the review")
	}
	if uitest.FindButton(u.Win.Content(), "Play") == nil {
		t.Fatal("not back home")
	}
}

// TestStatisticsShowsRecordsChartsAndKeptGames: Statistics shows the
// numbers a player asks about, a chart of recent results and the kept
// games, whose Review opens the review and whose Back returns to them.
func TestStatisticsShowsRecordsChartsAndKeptGames(t *testing.T) {
	u, _ := newTestUI(t)
	ts := startGame(t, u, engine.Config{Game: "trip", Players: 3, Seed: 9, Options: engine.Options{}.With("rounds", 1)})
	playToTheEnd(t, ts)
	u.recordResult(ts.Session().Config(), 40, true)
	u.recordResult(ts.Session().Config(), 55, true)
	u.ShowHome()
	u.ShowStatistics()
	for _, want := range []string{"Trick of Trip, 3 players, Rounds: 1", "Average score", "Highest score", "Wins in a row", "Longest run of wins"} {
		if !uitest.CanvasHasText(u.Win, want) {
			t.Errorf("statistics do not show %q", want)
		}
	}
	top := u.Win.Canvas().Overlays().Top()
	chart := uitest.FindFirst(top, func(*home.ResultChart) bool { return true })
	if chart == nil {
		t.Fatal("no chart")
	}
	// The chart draws its axis and two scale labels, then a bar per result.
	var bars []*canvas.Rectangle
	for _, o := range test.WidgetRenderer(chart).Objects() {
		if b, ok := o.(*canvas.Rectangle); ok {
			bars = append(bars, b)
		}
	}
	if len(bars) != 3 || bars[2].FillColor != bars[1].FillColor {
		t.Fatalf("chart bars %d", len(bars))
	}
	tabs := uitest.FindFirst(top, func(*container.AppTabs) bool { return true })
	if tabs == nil || len(tabs.Items) != 2 || tabs.Items[1].Text != "Review a recent game" {
		t.Fatal("no tab with the games kept for review")
	}
	tabs.SelectIndex(1)
	test.Tap(uitest.FindButton(tabs.Items[1].Content, "Review"))
	if u.reviewing() == nil || u.Win.Canvas().Overlays().Top() != nil {
		t.Fatal("Review did not open the review in place of the statistics")
	}
	waitForJudgements(t, u)
	test.Tap(uitest.FindButton(u.Win.Content(), "Back"))
	tabs = uitest.FindFirst(u.Win.Canvas().Overlays().Top(), func(*container.AppTabs) bool { return true })
	if !uitest.CanvasHasText(u.Win, "Statistics") || tabs == nil || uitest.FindFirst(tabs.Items[0].Content, func(*home.ResultChart) bool { return true }) == nil {
		t.Fatal("Back did not return to the statistics")
	}
	// On the tab it left from: it came back on Results, the list of kept
	// games a tab away.
	if tabs.SelectedIndex() != 1 {
		t.Errorf("Back returned to tab %d of the statistics, not to the kept games", tabs.SelectedIndex())
	}
}

// TestHintSaysWhatItsNumberMeans: a hint names its measure and the next
// best move.
func TestHintSaysWhatItsNumberMeans(t *testing.T) {
	newTestUI(t)
	name := func(int) string { return "Ann" }
	next := engine.Move{Seat: 0, Play: "red3"}
	win := words.HintWords("gummi", app.Hint{Move: engine.Move{Play: "blue9"}, Measure: bot.MeasureWin, Value: 0.523, Next: &next, NextValue: 0.41}, name, nil)
	if !strings.Contains(win, "chance to win the game about 52%") || !strings.Contains(win, "Next best: play red 3") || !strings.Contains(win, "about 41%") {
		t.Fatalf("hint %q", win)
	}
	pts := words.HintWords("gudetama", app.Hint{Move: engine.Move{Play: "7"}, Measure: bot.MeasurePoints, Value: -1.25}, name, nil)
	if !strings.Contains(pts, "1.2 more points against you this round") && !strings.Contains(pts, "1.3 more points against you this round") || !strings.Contains(pts, "only move") {
		t.Fatalf("hint %q", pts)
	}
	close := words.HintWords("gummi", app.Hint{Move: engine.Move{Play: "blue9"}, Measure: bot.MeasureWin, Value: 0.251, Next: &next, NextValue: 0.248}, name, nil)
	if !strings.HasPrefix(close, "Hint: your moves are about as good as each other; for example play blue 9") || strings.Contains(close, "red") {
		t.Fatalf("hint with a runner-up as good %q", close)
	}
	// "expected": a bare "about 25.2 points this round" read as points
	// already taken.
	if s := words.Value("trip", bot.MeasurePoints, 3.04); s != "about 3 more points expected this round" {
		t.Fatalf("points %q", s)
	}
}

// countChips counts the card pictures under o.
func countChips(o fyne.CanvasObject) int {
	switch w := o.(type) {
	case *canvas.Image:
		return 1
	case *fyne.Container:
		n := 0
		for _, c := range w.Objects {
			n += countChips(c)
		}
		return n
	}
	return 0
}

// TestAHintNamesTheFaceDownCardAsShown: a hint names a face-down card by
// where it lies in the row the player sees, the cards left closed up,
// never "face-down card 3" with two left.
func TestAHintNamesTheFaceDownCardAsShown(t *testing.T) {
	row := func(played ...int) []engine.RowCard {
		out := []engine.RowCard{{}, {}, {}}
		for _, p := range played {
			out[p].Played = true
		}
		return out
	}
	for _, c := range []struct {
		pos  int
		row  []engine.RowCard
		want string
	}{
		{2, row(1), "play your right face-down card"},
		{0, row(1), "play your left face-down card"},
		{1, row(), "play your middle face-down card"},
		{2, row(0), "play your right face-down card"},
		{1, row(0), "play your left face-down card"},
		{2, row(0, 1), "play your face-down card"},
		{2, nil, "play face-down card 3"}, // the review: by position as dealt
	} {
		m := engine.ChoiceMove(0, gummi.MoveFacedown, c.pos)
		if got := words.Move("gummi", m, func(int) string { return "" }, c.row); got != c.want {
			t.Errorf("position %d of %+v: %q, want %q", c.pos, c.row, got, c.want)
		}
	}
}

// TestTheJapaneseReviewBreaksLinesByTheRules: the review's judgements and
// reasons were wrapped by Fyne, which started Japanese lines with "）。";
// they are broken by the Japanese rules, as the coach's are.
func TestTheJapaneseReviewBreaksLinesByTheRules(t *testing.T) {
	u, store := newTestUI(t)
	SetLanguage("ja")
	t.Cleanup(func() { SetLanguage("en") })
	ts := startGame(t, u, engine.Config{Game: "gummi", Players: 4, Seed: 2, Options: engine.Options{}.With("rounds", 1)})
	playToTheEnd(t, ts)
	kept, _ := app.Finished(store)
	u.Win.Resize(fyne.NewSize(800, 600))
	u.ShowReview(kept[0], u.ShowHome)
	rs := waitForJudgements(t, u)
	test.Tap(uitest.FindButton(rs.worst, "表示する"))
	checked := 0
	for _, o := range test.LaidOutObjects(u.Win.Content()) {
		l, ok := o.(*widget.Label)
		if !ok || !strings.ContainsFunc(l.Text, linebreak.IsJapanese) || l.Wrapping == fyne.TextWrapOff && !strings.Contains(l.Text, "\n") {
			continue
		}
		if l.Wrapping != fyne.TextWrapOff {
			if l.Size().Width > 0 && fyne.MeasureText(l.Text, theme.TextSize(), l.TextStyle).Width > l.Size().Width {
				t.Errorf("%q is left to Fyne's wrapping", l.Text)
			}
			continue
		}
		checked++
		for _, line := range strings.Split(l.Text, "\n") {
			if r, _ := utf8.DecodeRuneInString(line); linebreak.NoLineStart(r) {
				t.Errorf("a line starts with %q: %q", r, line)
			}
		}
	}
	if checked == 0 {
		t.Fatal("no Japanese text of the review was broken into lines here")
	}
}

// countTexts counts the labels under o that say text.
func countTexts(o fyne.CanvasObject, text string) int {
	n := 0
	for _, c := range test.LaidOutObjects(o) {
		if l, ok := c.(*widget.Label); ok && l.Text == text {
			n++
		}
	}
	return n
}

// TestTheReviewMarksEachCardPlayedOnce: of two equal cards in a hand, one
// play marks one (both 2s of a Gudetama hand were marked when one was
// played).
func TestTheReviewMarksEachCardPlayedOnce(t *testing.T) {
	for _, c := range []struct {
		hand, plays []string
		want        []bool
	}{
		{[]string{"2", "2", "9"}, []string{"2"}, []bool{true, false, false}},
		{[]string{"2", "2", "9"}, []string{"2", "9", "2"}, []bool{true, true, true}},
		{[]string{"red3", "blue3"}, []string{"blue3"}, []bool{false, true}},
		{[]string{"5"}, nil, []bool{false}},
	} {
		if got := playedOf(c.hand, c.plays); !slices.Equal(got, c.want) {
			t.Errorf("hand %v, plays %v: marked %v, want %v", c.hand, c.plays, got, c.want)
		}
	}
}

// TestTheReviewSaysYouMidLine: another's choice of the player to lead
// reads "let you lead", not "let You lead"; another's face-down card is
// not "your face-down card".
func TestTheReviewSaysYouMidLine(t *testing.T) {
	newTestUI(t)
	rs := &reviewScreen{game: "gudetama", f: app.FinishedGame{Human: 0, Save: app.Save{Seats: []app.SeatSetup{{Kind: app.Human, Name: "You"}, {Kind: app.Bot, Name: "Aiko"}}}}}
	if got := rs.moveWords(review.Step{}, engine.ChoiceMove(1, gudetama.MoveLead, 0)); got != "let you lead" {
		t.Errorf("Aiko choosing the player to lead reads %q", got)
	}
	if got := rs.moveWords(review.Step{}, engine.ChoiceMove(0, gudetama.MoveLead, 1)); got != "let Aiko lead" {
		t.Errorf("the player choosing Aiko reads %q", got)
	}
	// A bot's card from its row is not "your face-down card".
	rs.game = "gummi"
	if got := rs.moveWords(review.Step{}, engine.ChoiceMove(1, gummi.MoveFacedown, 0)); got != "play a face-down card" {
		t.Errorf("Aiko's face-down card reads %q", got)
	}
}
