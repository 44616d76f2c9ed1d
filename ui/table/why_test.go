package table

import (
	"context"
	"fmt"
	"slices"
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
	"github.com/trickparty/trickparty/engine/bot"
	"github.com/trickparty/trickparty/ui/internal/lang"
	"github.com/trickparty/trickparty/ui/internal/tablemodel"
	"github.com/trickparty/trickparty/ui/internal/uitest"
	"github.com/trickparty/trickparty/ui/internal/words"
)

// TestEveryTrickReasonIsTranslated: every rule by which a card can win a
// trick, in every game, has its sentence and its few words in English and
// Japanese, with nothing left unfilled.
func TestEveryTrickReasonIsTranslated(t *testing.T) {
	ja, en := uitest.AllWords(t, "ja"), uitest.AllWords(t, "en")
	n := 0
	for _, d := range app.Games() {
		for _, r := range d.TrickReasons {
			for _, key := range []string{"why " + r.ID, "whyyou " + r.ID, "whyshort " + r.ID} {
				if _, ok := en[key]; !ok {
					t.Errorf("en: no %q", key)
				}
				if _, ok := ja[key]; !ok {
					t.Errorf("ja: no %q", key)
				}
				n += 2
			}
		}
	}
	if n < 6*9 {
		t.Fatalf("only %d reason texts checked: the games list fewer reasons than they have", n)
	}
}

// TestTheTableSaysWhyEachTrickWasWon: in a whole game of each kind, every
// finished trick is explained while it is held (the status and a tag under
// each winning card) and in the log, one line per winner, in words - the
// card and the rule - never as a bare id or an unfilled template.
func TestTheTableSaysWhyEachTrickWasWon(t *testing.T) {
	for _, game := range []string{"gummi", "gudetama", "trip"} {
		t.Run(game, func(t *testing.T) {
			u, _ := newTestUI(t)
			ts := startGame(t, u, engine.Config{Game: game, Players: 4, Seed: 9})
			// Until the player has won a trick too (its tags sit lowest).
			playUntil(t, ts, func() bool {
				for _, tr := range ts.record.Tricks() {
					for _, w := range tr.Winners {
						if w == ts.model.Human() && len(ts.record.Tricks()) >= 4 {
							return true
						}
					}
				}
				return ts.model.View().Phase == engine.Finished
			})
			// Each held again as the table holds a finished trick: a line
			// per winner under it and a tag under each winning card say
			// why, and no line runs under a tag.
			played, record := append([]engine.TrickRecord(nil), ts.record.Tricks()...), *ts.record
			mine := 0
			for _, tr := range played {
				tr := tr
				ts.holdTrick(app.Event{Kind: app.TrickCompleted, Trick: &tr})
				checkHeldTrick(t, ts, tr)
				for _, w := range tr.Winners {
					if w == ts.model.Human() {
						mine++
					}
				}
				ts.releaseTrick()
			}
			*ts.record = record // the tricks held again are in it once already
			if mine == 0 {
				t.Fatal("the player won none of the tricks checked: the check of the player's own tags did not run")
			}
			reasons := 0
			for _, tr := range ts.record.Tricks() {
				if len(tr.Why) != len(tr.Winners) {
					t.Fatalf("a trick with %d winners has %d reasons", len(tr.Winners), len(tr.Why))
				}
				for _, line := range ts.felt.trickWhy(&tr) {
					if strings.Contains(line, "{{") || strings.Contains(line, ".trick.") || strings.Contains(line, "Trick won by") {
						t.Fatalf("a reason reads %q", line)
					}
					if !containsLine(ts.panel.side.logLines, line) {
						t.Fatalf("the log lacks %q:\n%s", line, strings.Join(ts.panel.side.logLines, "\n"))
					}
					reasons++
				}
			}
			if reasons < len(ts.record.Tricks()) {
				t.Fatalf("%d reasons for %d tricks", reasons, len(ts.record.Tricks()))
			}
		})
	}
}

func containsLine(lines []string, s string) bool {
	for _, l := range lines {
		if l == s {
			return true
		}
	}
	return false
}

// TestWhySentences: the reasons read as a player would say them.
func TestWhySentences(t *testing.T) {
	u, _ := newTestUI(t)
	ts := startGameAs(t, u, engine.Config{Game: "trip", Players: 3, Seed: 1}, "Zoe")
	for w, want := range map[engine.TrickWhy]string{
		{Seat: 1, Card: "yellow7", ID: "trip.trick.seven_beats_trumps"}: "Aiko wins with the yellow 7: a trick holding a trump is won by the first 7",
		{Seat: 0, Card: "trump2", ID: "trip.trick.lowest_trump"}:        "You win with the trump 2: no 7 was played, so the lowest trump wins",
		{Seat: 2, Card: "blue3", ID: "trip.trick.lowest_of_led"}:        "Bruno wins with the blue 3: no trump was played, so the lowest blue wins",
	} {
		if got := ts.felt.words().Sentence(w); got != want {
			t.Errorf("%+v: %q, want %q", w, got, want)
		}
	}
	g := startGameAs(t, u, engine.Config{Game: "gummi", Players: 3, Seed: 1}, "Zoe")
	if got := g.felt.words().Sentence(engine.TrickWhy{Seat: 2, Card: "red8", ID: "gummi.trick.highest_of_colour"}); got != "Bruno wins red with the 8, the highest red" {
		t.Errorf("Gummi: %q", got)
	}
	if got := g.felt.words().Short(engine.TrickWhy{Seat: 2, Card: "yellow3", ID: "gummi.trick.only_of_colour"}); got != "only yellow" {
		t.Errorf("Gummi's tag: %q", got)
	}
}

// TestLogRowsFitTheirLines: a log line wider than the sidebar is shown
// broken into lines that each fit, in a row tall enough for all of them; a
// short line keeps one line; a Japanese line never starts a line with a
// closing mark (Fyne's own wrapping, which the log used, put "。" first).
func TestLogRowsFitTheirLines(t *testing.T) {
	u, _ := newTestUI(t)
	ts := startGame(t, u, engine.Config{Game: "gummi", Players: 3, Seed: 2})
	sb := ts.panel.side
	width := sb.logList.Size().Width
	if width <= 0 {
		t.Fatal("the log has no width")
	}
	longLine := "Chloé wins yellow with the 10, the only yellow, and this line goes on and on well past the edge"
	short := wrapLogLine("Aiko played red 7", width)
	long := wrapLogLine(longLine, width)
	if strings.Contains(short.text, "\n") || long.height < 2*short.height*0.9 {
		t.Fatalf("a long line's row is %v tall (%q), a short line's %v (%q)", long.height, long.text, short.height, short.text)
	}
	size := theme.TextSize()
	inner := theme.InnerPadding()
	ja := "Aikoが青の8で青を取りました。青はこの1枚だけ。Aikoが青の8で青を取りました。青はこの1枚だけ。"
	for _, w := range []float32{120, 150, 170, 200} {
		row := wrapLogLine(ja, w)
		lines := strings.Split(row.text, "\n")
		if len(lines) < 2 || strings.Join(lines, "") != ja {
			t.Fatalf("at %v px %q is shown as %q", w, ja, lines)
		}
		for _, l := range lines {
			if strings.HasPrefix(l, "。") {
				t.Errorf("at %v px a line starts with a closing mark: %q", w, lines)
			}
		}
	}
	// The list shows the broken lines, each within the row.
	sb.addLog(longLine)
	sb.logList.ScrollToBottom()
	last := sb.logRows[len(sb.logRows)-1]
	for _, l := range strings.Split(last.text, "\n") {
		if got := fyne.MeasureText(l, size, fyne.TextStyle{}).Width; got > width-2*inner {
			t.Errorf("the line %q is %v wide in a log %v wide", l, got, width)
		}
	}
	shown := false
	for _, o := range test.LaidOutObjects(sb.logList) {
		if l, ok := o.(*widget.Label); ok && l.Text == last.text {
			shown = true
		}
	}
	if !shown {
		t.Errorf("no row of the log shows %q", last.text)
	}
}

// TestHeldTrickSaysWhenItGoesOn: a trick the table takes in by itself
// counts its seconds down in the status; one that waits says to click.
func TestHeldTrickSaysWhenItGoesOn(t *testing.T) {
	u, _ := newTestUI(t)
	ts := startGame(t, u, engine.Config{Game: "gummi", Players: 3, Seed: 5})
	playUntil(t, ts, func() bool { return len(ts.record.Tricks()) >= 1 })
	last := ts.record.Tricks()[0]
	ts.holdTrick(app.Event{Kind: app.TrickCompleted, Trick: &last})
	for _, click := range []bool{false, true} {
		// The live pump's wait says how long it holds the trick...
		ts.director.Live = true
		held := make(chan struct{}, 1)
		done := make(chan bool)
		pace := tablemodel.Pace{Pause: 10 * time.Second, WaitsForClick: click}
		go func() {
			done <- ts.director.Show(context.Background(), app.Event{Kind: app.TrickCompleted, Trick: &last}, pace, func(s tablemodel.Step) {
				if s.Kind == tablemodel.Tick {
					select {
					case held <- struct{}{}:
					default:
					}
				}
			})
		}()
		select {
		case <-held:
		case <-time.After(5 * time.Second):
			t.Fatal("the pump never held the trick")
		}
		limit := pace.Pause + pace.Pause/2*time.Duration(max(len(last.Why)-1, 0))
		at, auto := ts.director.GoesOnAt()
		left := time.Until(at)
		if auto == click || (auto && (left <= 0 || left > limit)) {
			t.Fatalf("click %v: goes on by itself %v, in %v", click, auto, left)
		}
		fyne.DoAndWait(ts.felt.feltTapped)
		<-done
		ts.director.Live = false
	}
	// ...and the status says it.
	for _, c := range []struct {
		until time.Time
		want  string
	}{{time.Now().Add(3 * time.Second), "going on in 3 s"}, {time.Time{}, "click to go on"}} {
		ts.director.Open(c.until)
		ts.felt.renderStatus()
		if !strings.Contains(ts.felt.status.text.Text, c.want) {
			t.Fatalf("the held trick's status reads %q, want %q", ts.felt.status.text.Text, c.want)
		}
	}
	ts.director.Shut()
}

// checkHeldTrick checks a held trick's reasons on the table: a sentence
// per winner under it, a tag under each winning card, no line under a tag.
func checkHeldTrick(t *testing.T, ts *Screen, last engine.TrickRecord) {
	t.Helper()
	want := len(last.Why)
	if last.NextLeader != nil {
		want++ // and who leads next
		held, _ := ts.model.Held()
		if got := ts.felt.trick.full[len(ts.felt.trick.full)-1]; got != ts.felt.words().LeadsNext(held) || !strings.Contains(got, "lead") {
			t.Fatalf("the last line under the trick reads %q", got)
		}
	}
	if len(ts.felt.trick.full) != want {
		t.Fatalf("%d lines under a trick of %d winners (next leader %v)", len(ts.felt.trick.full), len(last.Why), last.NextLeader)
	}
	for i, w := range last.Why {
		shown := strings.TrimSpace(ts.felt.trick.lines[2*i].Text + " " + ts.felt.trick.lines[2*i+1].Text)
		// Whole, or (too small to read whole) without what was taken.
		full, brief := ts.felt.trick.full[i], ts.felt.trick.brief[i]
		same := func(a, b string) bool { return strings.ReplaceAll(a, " ", "") == strings.ReplaceAll(b, " ", "") }
		if full != ts.felt.words().Sentence(w) || brief != ts.felt.words().Brief(w) || strings.Contains(full, "{{") || strings.Contains(full, ".trick.") ||
			!same(shown, full) && !same(shown, brief) {
			t.Fatalf("the lines under the trick read %q for %q", shown, full)
		}
		tag := ts.felt.trick.whyTags[w.Seat].text.Text
		if tag == "" || strings.Contains(tag, "{{") {
			t.Fatalf("the tag under %s's winning card reads %q", ts.felt.seatName(w.Seat), tag)
		}
	}
	for _, l := range ts.felt.trick.lines {
		if l.Text == "" {
			continue
		}
		line := rect{l.Position(), l.Size()}
		for _, tags := range [][]*nameTag{ts.felt.trick.names, ts.felt.trick.whyTags} {
			for _, tag := range tags {
				if tag.text.Text != "" && tag.bg.Visible() && line.overlaps(rect{tag.bg.Position(), tag.bg.Size()}) {
					t.Fatalf("the reason %q runs under the tag %q", l.Text, tag.text.Text)
				}
			}
		}
	}
}

// TestRoundSummaryTellsTheTricks: the end of a round tells each of its
// tricks again with why it went as it did.
func TestRoundSummaryTellsTheTricks(t *testing.T) {
	u, _ := newTestUI(t)
	ts := startGame(t, u, engine.Config{Game: "gudetama", Players: 3, Seed: 4})
	playUntil(t, ts, func() bool { return ts.felt.panel.obj != nil })
	if !uitest.CanvasHasText(u.Win, "How the tricks went") {
		t.Fatal("the round summary does not tell the tricks")
	}
	first := ts.record.Tricks()[0]
	if want := "Trick 1: " + ts.felt.trickWhy(&first)[0]; !uitest.CanvasHasText(u.Win, want) {
		t.Fatalf("the round summary lacks %q", want)
	}
	// Told at the size of the summary's other words: the tricks teach
	// the most, so they are not the smallest text on the panel.
	for _, o := range test.LaidOutObjects(ts.felt.panel.obj) {
		if l, ok := o.(*widget.Label); ok && strings.HasPrefix(l.Text, "Trick 1: ") && l.SizeName != "" && l.SizeName != theme.SizeNameText {
			t.Errorf("the tricks are told at %q", l.SizeName)
		}
	}
}

// TestLogShowsItsLatestLineAfterAResize: a window made larger (the rows
// shorter, the text larger) still shows the log's latest line, not a
// line cut by the buttons below it.
func TestLogShowsItsLatestLineAfterAResize(t *testing.T) {
	u, _ := newTestUI(t)
	ts := startGame(t, u, engine.Config{Game: "gummi", Players: 5, Seed: 2})
	playUntil(t, ts, func() bool { return len(ts.panel.side.logLines) >= 30 })
	for _, size := range []fyne.Size{{Width: 2560, Height: 1440}, {Width: 800, Height: 600}} {
		u.Win.Resize(size)
		drain(t, ts, func() bool { return len(uiQueue) == 0 })
		l := ts.panel.side.logList
		at := l.GetScrollOffset()
		l.ScrollToBottom()
		if bottom := l.GetScrollOffset(); at != bottom {
			t.Errorf("at %v the log is scrolled to %v, its bottom is at %v", size, at, bottom)
		}
	}
	// A note above the log (Trick of Trip's "picked from your stand")
	// makes it shorter: still its latest line.
	sb := ts.panel.side
	sb.passed.SetText("Aiko picked from your stand: trump 3, trump 4, trump 5, and this note goes on for a few lines")
	sb.passed.Show()
	sb.column.Refresh()
	l := sb.logList
	at := l.GetScrollOffset()
	l.ScrollToBottom()
	if bottom := l.GetScrollOffset(); at != bottom {
		t.Errorf("with a note above it the log is scrolled to %v, its bottom is at %v", at, bottom)
	}
}

// TestWinnerNamesSayYouInTheSentence: the player among several winners is
// "you" mid-sentence and "You" only at its start.
func TestWinnerNamesSayYouInTheSentence(t *testing.T) {
	u, _ := newTestUI(t)
	ts := startGame(t, u, engine.Config{Game: "gummi", Players: 4, Seed: 2})
	one, two := ts.felt.seatName(1), ts.felt.seatName(2)
	for _, c := range []struct {
		winners []int
		want    string
	}{
		{[]int{ts.model.Human()}, "You"},
		{[]int{ts.model.Human(), 1}, "You and " + one},
		{[]int{1, 2, ts.model.Human()}, one + ", " + two + " and you"},
	} {
		if got := ts.felt.winnerNames(c.winners); got != c.want {
			t.Errorf("winners %v: %q, want %q", c.winners, got, c.want)
		}
	}
}

// TestATagNeverDrawsPastItsBackground: a name too long for a trick card's
// tag even at the smallest text size (at 800x600) is cut with "…" inside
// the tag, never running past it onto the drop zone's frame. A short name
// is left whole.
func TestATagNeverDrawsPastItsBackground(t *testing.T) {
	test.NewApp()
	card := fyne.NewSize(46, 64)
	for _, c := range []struct {
		name string
		cut  bool
	}{{"3. WWWWWWWWWWWWWWWWWWWWWWWW", true}, {"2. Aiko", false}} {
		tag := newNameTag(c.name)
		tag.setSub("face-down row, and a second line as long as a name can be")
		tag.place(fyne.NewPos(100, 100), card, 0.5)
		for _, l := range []*canvas.Text{tag.text, tag.sub} {
			if w := fyne.MeasureText(l.Text, l.TextSize, l.TextStyle).Width; w > tag.bg.Size().Width {
				t.Errorf("%q is %v wide on a tag %v wide", l.Text, w, tag.bg.Size().Width)
			}
		}
		if cut := strings.HasSuffix(tag.text.Text, "…"); cut != c.cut || !c.cut && tag.text.Text != c.name {
			t.Errorf("%q is shown as %q", c.name, tag.text.Text)
		}
	}
}

// TestTheRoundsLastTrickSaysTheNextRound: the line under a round's last
// trick names the round its leader leads ("Bruno leads next" read as the
// last trick's winner leading on), and while it is held the score sheet
// already shows what it scored, with nobody marked to play.
func TestTheRoundsLastTrickSaysTheNextRound(t *testing.T) {
	u, _ := newTestUI(t)
	ts := startGame(t, u, engine.Config{Game: "gummi", Players: 3, Seed: 6, Options: engine.Options{}.With("rounds", 3)})
	// Tests show events at once, holds included: the round's last trick
	// is held here by hand, as the table does.
	playUntil(t, ts, func() bool {
		if ts.director.Waits() {
			ts.felt.feltTapped()
		}
		return ts.model.DealHeld()
	})
	ev := <-ts.run.events
	if ev.Kind != app.TrickCompleted {
		t.Fatalf("the round's last card was followed by %v", ev.Kind)
	}
	ts.holdTrick(ev)
	ts.Render()
	// Gummi's next round is led by the round's top scorer, which is said.
	if last := ts.felt.trick.full[len(ts.felt.trick.full)-1]; !strings.Contains(last, "round 2: whoever scored most in the last round leads") {
		t.Errorf("the last line under round 1's last trick reads %q", last)
	}
	over := <-ts.run.events
	if over.Kind != app.RoundOver {
		t.Fatalf("the round's last trick was followed by %v", over.Kind)
	}
	for s, total := range over.Scores {
		row := ts.panel.side.cells[s+1]
		if got := row[len(row)-1]; got != fmt.Sprint(total) || strings.HasPrefix(row[0], "▶") {
			t.Errorf("while round 1's last trick is held the sheet's row reads %q; the round ends with a total of %d", row, total)
		}
	}
	ts.handle(context.Background(), over, false)
	playUntil(t, ts, func() bool {
		if ts.director.Waits() {
			ts.felt.feltTapped()
		}
		return ts.felt.panel.round
	})
}

// TestTheStatusSaysWhyCardsAreGreyed: on the player's turn with cards it
// may not play, the felt says the rule that greys them, in the game's
// words, before any illegal drag says it; with every card playable it
// says to play one.
func TestTheStatusSaysWhyCardsAreGreyed(t *testing.T) {
	u, _ := newTestUI(t)
	ts := startGame(t, u, engine.Config{Game: "gudetama", Players: 3, Seed: 4})
	greyed := func() bool {
		for _, c := range ts.model.View().Hand {
			if !c.Legal {
				return true
			}
		}
		return false
	}
	sawFree := false
	playUntil(t, ts, func() bool {
		if ts.director.Waits() {
			ts.felt.feltTapped()
		}
		if !myTurn(ts)() {
			return false
		}
		ts.felt.renderStatus()
		if !greyed() {
			sawFree = sawFree || ts.felt.message.standing == "" && ts.felt.status.text.Text == "Your turn: drag a card onto the table"
			return false
		}
		return sawFree
	})
	got := ts.felt.message.standing
	if !strings.HasPrefix(got, "Greyed cards: must play ") || !strings.Contains(got, "or your lowest card") {
		t.Fatalf("with greyed cards the felt says %q", got)
	}
	shown := ""
	for _, l := range ts.felt.message.lines {
		shown = strings.TrimSpace(shown + " " + l.Text)
	}
	if strings.ReplaceAll(shown, " ", "") != strings.ReplaceAll(got, " ", "") {
		t.Fatalf("the felt draws %q for %q", shown, got)
	}
	// A message about a move goes over it for a while; it stays beneath.
	ts.felt.flashAboutMove("Hint: play 2")
	if ts.felt.message.standing != got || !strings.Contains(ts.felt.message.lines[0].Text, "Hint") {
		t.Fatalf("a hint over the standing line: %q over %q", ts.felt.message.lines[0].Text, ts.felt.message.standing)
	}
}

// TestHistoryMarksCardsFromTheRow: History tags a card played from the
// face-down row as the table does ("from the row" under its player's
// name), so they are told apart from the hand's there too.
func TestHistoryMarksCardsFromTheRow(t *testing.T) {
	newTestUI(t)
	tw := words.Trick{Game: "gummi", Name: func(s int) string { return []string{"You", "Aiko", "Bruno"}[s] }, Human: 0}
	tr := engine.TrickRecord{Round: 1, Leader: 0, Winners: []int{1},
		Plays: []engine.PlayRecord{{Seat: 0, Card: "red3"}, {Seat: 1, Card: "red9", Facedown: true}, {Seat: 2, Card: "blue2"}}}
	h := newHistoryView(tw, fyne.NewSize(60, 84), []engine.TrickRecord{tr})
	var names []string
	for _, o := range test.LaidOutObjects(h.row) {
		if l, ok := o.(*widget.Label); ok {
			names = append(names, strings.TrimRight(l.Text, "\n "))
		}
	}
	if want := []string{"You", "Aiko\nfrom the row", "Bruno"}; !slices.Equal(names, want) {
		t.Fatalf("the trick's names read %q, want %q", names, want)
	}
	// The cards stand evenly spaced: the tag's width is every column's
	// (here under the first card, so unequal columns show).
	tr.Plays[0].Facedown, tr.Plays[1].Facedown = true, false
	h = newHistoryView(tw, fyne.NewSize(60, 84), []engine.TrickRecord{tr})
	w := test.NewWindow(h.content())
	defer w.Close()
	w.Resize(fyne.NewSize(720, 400))
	var lefts []float32
	for _, o := range test.LaidOutObjects(h.row) {
		if c, ok := o.(*cardWidget); ok {
			lefts = append(lefts, fyne.CurrentApp().Driver().AbsolutePositionForObject(c).X)
		}
	}
	if len(lefts) != 3 || lefts[1]-lefts[0] != lefts[2]-lefts[1] {
		t.Fatalf("the cards stand at x %v: not evenly spaced", lefts)
	}
}

// TestHistoryKeepsItsHeightFromTrickToTrick: stepping through History
// with the arrows, the dialog keeps its height (a trick with a longer
// reason or a card from the row made it grow and shrink, so the arrows
// moved under the pointer), and no reason ends on a lone word.
func TestHistoryKeepsItsHeightFromTrickToTrick(t *testing.T) {
	for _, lng := range []string{"en", "ja"} {
		t.Run(lng, func(t *testing.T) {
			u, _ := newTestUI(t)
			setLanguage(lng)
			t.Cleanup(func() { setLanguage("en") })
			ts := startGame(t, u, engine.Config{Game: "gummi", Players: 4, Seed: 3})
			playUntil(t, ts, func() bool { return len(ts.record.Tricks()) >= 6 })
			tricks := ts.record.Tricks()
			h := newHistoryView(ts.felt.words(), fyne.NewSize(60, 84), tricks)
			content := h.content()
			w := test.NewWindow(content)
			defer w.Close()
			w.Resize(fyne.NewSize(560, 560))
			var heights []float32
			shown := map[int]bool{}
			for h.at = 0; h.at < len(tricks); h.at++ {
				h.show()
				w.Content().Refresh()
				heights = append(heights, content.MinSize().Height)
				lines := strings.Split(strings.TrimRight(h.won.Label.Text, "\n "), "\n")
				shown[len(lines)] = true
				for _, line := range lines[1:] {
					if lng == "en" && !strings.Contains(line, " ") {
						t.Errorf("trick %d: a lone word %q in %q", h.at, line, lines)
					}
				}
			}
			if len(shown) < 2 {
				t.Fatalf("the tricks' reasons should take different numbers of lines at this width: %v", shown)
			}
			for i := range heights {
				if heights[i] != heights[0] {
					t.Fatalf("History's height goes %v from trick to trick", heights)
				}
			}
		})
	}
}

// TestTheRoundSummaryAddsUp: a round's "this round" is what the total
// grew by. In Trick of Trip the total scores every card won so far
// together, so the round's cards alone (the report's round score) did not
// add up ("13 this round, total 63" after a total of 47).
func TestTheRoundSummaryAddsUp(t *testing.T) {
	u, _ := newTestUI(t)
	ts := startGame(t, u, engine.Config{Game: "trip", Players: 4, Seed: 5})
	playUntil(t, ts, func() bool { _, ok := ts.record.Totals(2); return ok && ts.felt.panel.obj != nil })
	before, _ := ts.record.Totals(1)
	after, _ := ts.record.Totals(2)
	texts := uitest.TextsIn(ts.felt.panel.obj)
	for s := range after {
		want := fmt.Sprintf("+%d this round", after[s]-before[s])
		if !slices.Contains(texts, want) {
			t.Errorf("seat %d: total %d after %d, but the summary says none of %q", s, after[s], before[s], want)
		}
	}
}

// TestGudetamasLastTrickIsSaid: the real Gudetama game never said which
// trick was the round's last, the only one that scores (only its guided
// game did); the felt says it while that trick is played, and not before.
func TestGudetamasLastTrickIsSaid(t *testing.T) {
	u, _ := newTestUI(t)
	ts := startGame(t, u, engine.Config{Game: "gudetama", Players: 3, Seed: 4})
	said, early := false, ""
	playUntil(t, ts, func() bool {
		ts.Render()
		has := strings.Contains(ts.felt.message.standing, "last trick")
		v := ts.model.View()
		if has && len(v.Hand) > 1 {
			early = ts.felt.message.standing
		}
		if has && myTurn(ts)() && len(v.Hand) == 1 {
			said = true
			u.Win.Resize(fyne.NewSize(800, 600))
			ts.Render()
			shoot(t, u, "gudetama-last-trick")
		}
		return said || len(ts.record.Tricks()) >= 7
	})
	if early != "" {
		t.Fatalf("said before the round's last trick: %q", early)
	}
	if !said {
		t.Fatal("the round's last trick was not said")
	}
}

// TestHeldTrickSaysWhyTheWinnerDoesNotLead: in a Gudetama play-off the
// winner of a round's last trick may go out of the game with what it
// scored; the line under the trick then says why another leads the next
// round, where it said only "Bruno leads round 3".
func TestHeldTrickSaysWhyTheWinnerDoesNotLead(t *testing.T) {
	var ts *Screen
	var held tablemodel.Held
	for seed := uint64(1); seed <= 20 && !held.WinnerOut; seed++ {
		u, _ := newTestUI(t)
		ts = startGame(t, u, engine.Config{Game: "gudetama", Players: 5, Seed: seed, Options: engine.Options{}.With("target", 4)})
		playWatching(t, ts, func(ev app.Event) bool {
			if ev.Kind == app.TrickCompleted {
				held, _ = ts.model.Held()
			}
			return held.WinnerOut
		})
	}
	if !held.WinnerOut {
		t.Fatal("20 games ended with no round's last trick won by a seat that went out")
	}
	want := fmt.Sprintf("%s leads round %d: %s, who won this trick, is out of the game, so the lead passes to the next player.",
		ts.felt.seatName(*held.Leader), held.NextRound, ts.felt.seatName(held.Winners[0]))
	if *held.Leader == ts.model.Human() {
		want = fmt.Sprintf("You lead round %d: %s, who won this trick, is out of the game, so the lead passes to the next player.", held.NextRound, ts.felt.seatName(held.Winners[0]))
	}
	if got := ts.felt.trick.full[len(ts.felt.trick.full)-1]; got != want {
		t.Fatalf("the last line under the trick reads %q, want %q", got, want)
	}
}

// TestABotsChoiceOfLeaderStays: a bot that won with a 14 chooses who
// leads; the felt says whom, and the table rests a trick's pause on it
// before play goes on, longer than after any card, so the choice is not
// lost between the bots' cards.
func TestABotsChoiceOfLeaderStays(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		u, _ := newTestUI(t)
		ts := startGame(t, u, engine.Config{Game: "gudetama", Players: 5, Seed: seed})
		var chose *app.Event
		playWatching(t, ts, func(ev app.Event) bool {
			if _, ok := leadOf(ev.Move); ev.Kind == app.ActionApplied && ok && ev.Seat != ts.model.Human() {
				chose = &ev
			}
			return chose != nil
		})
		if chose == nil {
			continue
		}
		lead := "you"
		if seat, _ := leadOf(chose.Move); seat != ts.model.Human() {
			lead = ts.felt.seatName(seat)
		}
		if want := ts.felt.seatName(chose.Seat) + " chose " + lead + " to lead"; ts.felt.message.said != want {
			t.Fatalf("after a bot's choice of leader the felt says %q, want %q", ts.felt.message.said, want)
		}
		for _, speed := range app.Speeds {
			if got := tablemodel.RestAfter(*chose, paceOf(app.Settings{Speed: speed}, nil)); got != speed.Pause() {
				t.Errorf("%s: the table rests %v after a choice of leader, want a trick's pause %v", speed, got, speed.Pause())
			}
		}
		return
	}
	t.Fatal("no bot chose a leader in 20 games")
}

// TestAOneInTheLastTrickIsSaidBeforeThePlayerChooses: with a 1 already
// in the round's last trick, the felt says that every card played in it
// scores while the player still chooses theirs, not only after the
// trick, in the game's words.
func TestAOneInTheLastTrickIsSaidBeforeThePlayerChooses(t *testing.T) {
	u, _ := newTestUI(t)
	deal := engine.Deal{Hands: [][]string{{"5"}, {"1"}, {"9"}}, Leader: engine.IntPtr(1)}
	ts := startGame(t, u, engine.Config{Game: "gudetama", Players: 3, Seed: 1, Deals: []engine.Deal{deal}})
	drain(t, ts, myTurn(ts))
	ts.Render()
	note := ts.model.View().Note
	key := "note " + note
	want := lang.L(key)
	if note == "" || !strings.HasPrefix(want, "A 1 is in the round's last trick") || ts.felt.message.standing != want {
		t.Fatalf("on the player's turn in a last trick holding a 1 the felt says %q, want %q", ts.felt.message.standing, want)
	}
}

// TestTheGamesLastTrickSaysWhoWon: under the trick that ends the game the
// table says who won it, not only "click to go on" beside a small "won
// the game" on a plate.
func TestTheGamesLastTrickSaysWhoWon(t *testing.T) {
	u, _ := newTestUI(t)
	// One card each and an end score of 1: a 1 in the only trick makes
	// everyone score their card, and Aiko's 1 is the lowest total.
	deal := engine.Deal{Hands: [][]string{{"5"}, {"1"}, {"9"}}, Leader: engine.IntPtr(1)}
	ts := startGame(t, u, engine.Config{Game: "gudetama", Players: 3, Seed: 1, Options: engine.Options{}.With("target", 1), Deals: []engine.Deal{deal}})
	playWatching(t, ts, func(ev app.Event) bool { return ev.Kind == app.TrickCompleted })
	if got := ts.felt.trick.full[len(ts.felt.trick.full)-1]; got != "Game over: Aiko won" {
		t.Fatalf("the last line under the game's last trick reads %q", got)
	}
	// What a click brings is the result.
	ts.director.Open(time.Time{})
	ts.felt.renderStatus()
	ts.director.Shut()
	if !strings.HasSuffix(ts.felt.status.text.Text, "click to see the results") {
		t.Fatalf("the status under the game's last trick reads %q", ts.felt.status.text.Text)
	}
}

// playWatching plays the game as playUntil does (the first legal action
// for the player, round summaries closed) and shows each event as the
// pump does, but calls watch after each and stops once it says so, or
// the game is over. A trick watch stops at is still held (the pump would
// take it in at once).
func playWatching(t *testing.T, ts *Screen, watch func(app.Event) bool) {
	t.Helper()
	deadline := time.After(30 * time.Second)
	for {
		select {
		case f := <-uiQueue:
			f()
		case ev := <-ts.run.events:
			if ev.Kind != app.TrickCompleted {
				ts.handle(context.Background(), ev, false)
				if watch(ev) || ev.Kind == app.GameOver {
					return
				}
				continue
			}
			ts.holdTrick(ev)
			if watch(ev) {
				return
			}
			ts.releaseTrick()
		case <-time.After(20 * time.Millisecond):
			if ts.felt.panel.round {
				ts.closeSummary()
			}
			if o := ts.sess.Observation(); o != nil && o.ToMove().Has(ts.model.Human()) {
				_ = ts.sess.Submit(o.Legal(nil)[0]) // refused if already played
			}
		case <-deadline:
			t.Fatalf("timed out; phase %v", ts.model.View().Phase)
		}
	}
}

// TestTheStatusSaysWhoChoseThePlayerToLead: chosen by a bot to lead, the
// player's turn says who chose them, until they have played: the felt's
// word for it may be gone before the player looks, and they would lead
// not knowing why.
func TestTheStatusSaysWhoChoseThePlayerToLead(t *testing.T) {
	for seed := uint64(1); seed <= 30; seed++ {
		cfg := engine.Config{Game: "gudetama", Players: 4, Seed: seed}
		if !aBotNamesThePlayer(t, cfg) {
			continue // the table would play the whole game for nothing
		}
		u, _ := newTestUI(t)
		ts := startGame(t, u, cfg)
		by, ok := playToChosenLead(t, ts)
		if !ok {
			continue
		}
		ts.Render()
		if want := ts.felt.seatName(by) + " chose you to lead"; !strings.Contains(ts.felt.status.text.Text, want) {
			t.Fatalf("seed %d: the status says %q, want %q in it", seed, ts.felt.status.text.Text, want)
		}
		// The words are the game's (its decision's DoneYou), not the ui's.
		d, _ := app.LookupGame("gudetama")
		for i, s := range d.Decisions {
			if s.DoneYou != "" {
				kept := s.DoneYou
				d.Decisions[i].DoneYou = "{{.W}} picked you to start"
				defer func() { d.Decisions[i].DoneYou = kept }()
			}
		}
		ts.Render()
		if want := ts.felt.seatName(by) + " picked you to start: drag a card"; !strings.Contains(ts.felt.status.text.Text, want) {
			t.Fatalf("seed %d: with the game's words changed the status says %q, want %q in it", seed, ts.felt.status.text.Text, want)
		}
		return
	}
	t.Fatal("no bot chose the player to lead in 30 games")
}

// aBotNamesThePlayer plays cfg's game without a window, seated as
// startGame seats it and the player making its first legal move as
// playUntil does (the bots' moves follow from the seed and the moves
// before), and reports whether a bot ever names the player in a decision
// the game tells the player of (DoneYou): what ChosenToLeadBy reports.
func aBotNamesThePlayer(t *testing.T, cfg engine.Config) bool {
	t.Helper()
	seats := []app.SeatSetup{{Kind: app.Human, Name: "You"}}
	for i := 1; i < cfg.Players; i++ {
		seats = append(seats, app.SeatSetup{Kind: app.Bot, Name: bot.Name(i), Level: bot.Random})
	}
	tb, err := app.NewTable(app.TableOptions{Config: cfg, Seats: seats, Store: &app.MemStorage{}, SaveName: app.AutosaveName})
	if err != nil {
		t.Fatal(err)
	}
	defer tb.Close()
	d, _ := app.LookupGame(cfg.Game)
	tb.Start()
	deadline := time.After(2 * time.Minute)
	for !tb.Over() {
		if o := tb.Observation(); o != nil && o.ToMove().Has(0) {
			_ = tb.Submit(o.Legal(nil)[0])
		}
		select {
		case ev, open := <-tb.Events():
			if !open {
				return false
			}
			if ev.Kind != app.ActionApplied || ev.Seat == 0 || ev.Move.Play != "" {
				continue
			}
			spec, ok := d.Decision(ev.Move.Kind())
			if s, err := ev.Move.Int(); ok && err == nil && spec.Value == engine.ValueSeat && spec.DoneYou != "" && s == 0 {
				return true
			}
		case <-time.After(20 * time.Millisecond):
		case <-deadline:
			t.Fatalf("seed %d: the game without a window did not end", cfg.Seed)
		}
	}
	return false
}

// TestGreyedCardsSayTheRowIsFree: in Gummi, with cards of the hand greyed
// and face-down cards left in the row, the felt says the row may be played
// too (told only to follow blue, a player cannot tell why a hint plays
// from the row); without greyed cards it says nothing.
func TestGreyedCardsSayTheRowIsFree(t *testing.T) {
	u, _ := newTestUI(t)
	ts := startGame(t, u, engine.Config{Game: "gummi", Players: 4, Seed: 3})
	rowLeft := func() bool {
		return slices.ContainsFunc(playRowCards(ts.model.View()), func(fd engine.RowCard) bool { return !fd.Played })
	}
	playUntil(t, ts, func() bool {
		if ts.director.Waits() {
			ts.felt.feltTapped()
		}
		return myTurn(ts)() && ts.felt.greyedWhy() != "" && rowLeft() || ts.model.View().Over
	})
	if ts.model.View().Over {
		t.Fatal("no turn with greyed cards and a face-down row left")
	}
	ts.felt.renderStatus()
	if got := ts.felt.message.standing; !strings.HasPrefix(got, "Greyed cards: must ") || !strings.HasSuffix(got, "; your face-down row may be played too") {
		t.Fatalf("with greyed cards and a row left the felt says %q", got)
	}
}

// playToChosenLead plays ts on until a bot has chosen the player to lead
// and it is the player's turn, and says by whom; false when the game
// ended first.
func playToChosenLead(t *testing.T, ts *Screen) (by int, ok bool) {
	t.Helper()
	playUntil(t, ts, func() bool {
		by, ok = ts.model.ChosenToLeadBy()
		return (ok && ts.felt.myTurn()) || ts.model.View().Over
	})
	return by, !ts.model.View().Over
}

// TestFirstMoveShowsWhyCardsAreGreyed: on the player's very first move,
// after a bot has led, the felt shows why the greyed cards may not be
// played, not the word on who leads first, which the bot's card has said.
func TestFirstMoveShowsWhyCardsAreGreyed(t *testing.T) {
	for _, code := range []string{"en", "ja"} {
		t.Run(code, func(t *testing.T) {
			for seed := uint64(1); seed < 60; seed++ {
				u := testUIIn(t, code)
				u.Win.Resize(fyne.NewSize(800, 600))
				ts := startGame(t, u, engine.Config{Game: "gudetama", Players: 3, Seed: seed})
				if ts.model.View().Leader == 0 {
					u.closeTable()
					continue
				}
				drain(t, ts, myTurn(ts))
				ts.felt.renderStatus()
				if ts.felt.message.standing == "" {
					u.closeTable() // nothing greyed on this first move
					continue
				}
				greyed := lang.L("Greyed cards: {{.Why}}", map[string]any{"Why": ""})
				if !strings.Contains(ts.felt.message.standing, strings.TrimSpace(greyed)) {
					t.Fatalf("the standing line is %q", ts.felt.message.standing)
				}
				shown := ""
				for _, l := range ts.felt.message.lines {
					shown += l.Text
				}
				if uitest.Squeeze(shown) != uitest.Squeeze(ts.felt.message.standing) {
					t.Fatalf("seed %d: on the first move the felt shows %q, not why cards are greyed (%q)", seed, shown, ts.felt.message.standing)
				}
				return
			}
			t.Fatal("no seed had the player follow a bot's lead with greyed cards")
		})
	}
}
