package table

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
	"github.com/trickparty/trickparty/ui/internal/tablemodel"
	"github.com/trickparty/trickparty/ui/internal/words"
)

// TestSidebarNeedsOnlyTheModelAndTheSeats: the sidebar draws from the
// model, the seats and their names alone: the round, a row per player
// marked while it is their turn, the totals the model shows once a round
// is scored, the log; its buttons do what it was given.
func TestSidebarNeedsOnlyTheModelAndTheSeats(t *testing.T) {
	newTestUI(t)
	setups := []app.SeatSetup{{Kind: app.Human, Name: "Ann"}, {Kind: app.Bot, Name: "Bruno", Level: bot.Random}, {Kind: app.Bot, Name: "Chloé", Level: bot.Random}}
	tbl, err := app.NewTable(app.TableOptions{Config: engine.Config{Game: "gummi", Players: 3, Seed: 3, Options: engine.Options{}.With("rounds", 3)}, Seats: setups})
	if err != nil {
		t.Fatal(err)
	}
	defer tbl.Close()
	m := tablemodel.New(0, cardLess("gummi"))
	if err := m.Observe(tbl.Observation()); err != nil {
		t.Fatal(err)
	}
	seats := tbl.Seats()
	name := func(s int) string { return seats[s].Name }
	hints, histories, menus := 0, 0, 0
	sb := newSidebar("Gummi Trick", "gummi", m, func() []app.SeatInfo { return seats }, name, nil,
		sidebarWays{hint: func() { hints++ }, history: func() { histories++ }, menu: func() { menus++ }})
	sb.render()
	v := m.View()
	if sb.roundLbl.Text() != "Round 1 of 3 · Trick 1 of 12" {
		t.Fatalf("round label %q", sb.roundLbl.Text())
	}
	if len(sb.cells) != 4 || sb.cells[0][0] != "Player" || sb.cells[0][len(sb.cells[0])-1] != "Total" {
		t.Fatalf("sheet %v", sb.cells)
	}
	for s := range 3 {
		row := sb.cells[s+1][0]
		if !strings.Contains(row, seats[s].Name) || strings.HasPrefix(row, "▶") != v.ToMove.Has(s) {
			t.Errorf("row %d reads %q (to move %v)", s+1, row, v.ToMove.Has(s))
		}
	}
	if sb.hintBtn.Disabled() != !m.Asked() {
		t.Errorf("hint enabled %v at turn %v", !sb.hintBtn.Disabled(), m.Turn())
	}
	m.ScoreRound(app.Event{Round: 1, Scores: []int{4, 7, 11}, RoundScores: []int{4, 7, 11}})
	sb.render()
	for s, want := range []string{"4", "7", "11"} {
		if got := sb.cells[s+1][len(sb.cells[s+1])-1]; got != want {
			t.Errorf("seat %d's total reads %q, want %q", s, got, want)
		}
	}
	if !sb.hintBtn.Disabled() {
		t.Error("a hint may be asked with the round over")
	}
	sb.setLog([]string{"one", "two"})
	sb.addLog("three")
	if strings.Join(sb.logLines, ",") != "one,two,three" || sb.logList.Length() != 3 {
		t.Fatalf("log %v (%d rows)", sb.logLines, sb.logList.Length())
	}
	sb.hintBtn.Enable()
	test.Tap(sb.hintBtn)
	if hints != 1 || histories != 0 || menus != 0 {
		t.Fatalf("hint tapped: hint %d history %d menu %d", hints, histories, menus)
	}
}

// TestTheSheetKeepsItsColumnsAllGame: through a three-round game the
// score sheet shows the same columns from the first deal to the end - the
// players and their totals - at 1280x800 and 800x600. A column per round
// played would come at round 2 and go at round 3, when three no longer
// fit, and one column for the round in play reads as round 1 dropped.
func TestTheSheetKeepsItsColumnsAllGame(t *testing.T) {
	for _, size := range []fyne.Size{{Width: 1280, Height: 800}, {Width: 800, Height: 600}} {
		u, _ := newTestUI(t)
		u.Win.Resize(size)
		ts := startGame(t, u, engine.Config{Game: "gummi", Players: 3, Seed: 3, Options: engine.Options{}.With("rounds", 3)})
		rounds := map[int]bool{}
		playUntil(t, ts, func() bool {
			if ts.director.Waits() {
				ts.felt.feltTapped()
			}
			if ts.felt.panel.round && ts.felt.panel.primary != nil {
				ts.felt.panel.primary()
			}
			round := ts.model.View().Round
			if head, want := ts.panel.side.cells[0], []string{"Player", "Total"}; !slices.Equal(head, want) {
				t.Fatalf("at %v in round %d the sheet's columns are %q, want %q", size, round, head, want)
			}
			rounds[round] = true
			return ts.model.View().Phase == engine.Finished && ts.felt.panel.obj != nil
		})
		if len(rounds) != 3 {
			t.Fatalf("at %v the sheet was seen in rounds %v", size, rounds)
		}
	}
}

// TestTheEndScoreBarIsEmptyAtZero: the bar over "Highest total 0 of 21
// (end score)" shows nothing filled at 0 over a grey track, and fills with
// the highest total. Fyne's ProgressBar draws its track in its own colour
// at half strength, which reads as full at 0.
func TestTheEndScoreBarIsEmptyAtZero(t *testing.T) {
	u, _ := newTestUI(t)
	ts := startGame(t, u, engine.Config{Game: "gudetama", Players: 3, Seed: 2})
	bar := ts.panel.side.target
	if !bar.Visible() || bar.Value != 0 || bar.Max != 21 {
		t.Fatalf("the end score's bar: shown %v, %v of %v", bar.Visible(), bar.Value, bar.Max)
	}
	// The meter's renderer draws its track, then its fill.
	objs := test.WidgetRenderer(bar).Objects()
	r := struct{ track, fill *canvas.Rectangle }{objs[0].(*canvas.Rectangle), objs[1].(*canvas.Rectangle)}
	if r.fill.Visible() && r.fill.Size().Width > 0 {
		t.Errorf("at 0 the bar is filled %v of %v", r.fill.Size().Width, bar.Size().Width)
	}
	tr, tg, tb, _ := r.track.FillColor.RGBA()
	if max(tr, tg, tb)-min(tr, tg, tb) > 0x0800 {
		t.Errorf("the track is coloured %v, not grey", r.track.FillColor)
	}
	if r.track.FillColor == r.fill.FillColor {
		t.Error("the track and the fill are one colour")
	}
	bar.SetValue(10.5)
	if w, full := r.fill.Size().Width, bar.Size().Width; !r.fill.Visible() || w < full*0.45 || w > full*0.55 {
		t.Errorf("at half the end score the bar is filled %v of %v", w, full)
	}
}

// TestTheSheetsColumnsStayPutAsTurnsPass: the totals' column does not move
// sideways as the "▶" of whoever plays now moves down the sheet (it
// moved by up to 16 px, following the longest name's mark).
func TestTheSheetsColumnsStayPutAsTurnsPass(t *testing.T) {
	u, _ := newTestUI(t)
	ts := startGame(t, u, engine.Config{Game: "gummi", Players: 4, Seed: 5})
	widths := map[float32]bool{}
	turns := map[string]bool{}
	playUntil(t, ts, func() bool {
		if ts.director.Waits() {
			ts.felt.feltTapped()
		}
		w, _, _ := ts.panel.side.sheetWidths()
		widths[w[0]] = true
		for _, row := range ts.panel.side.cells[1:] {
			if strings.HasPrefix(row[0], "▶") {
				turns[row[0]] = true
			}
		}
		return len(turns) == 4
	})
	if len(widths) != 1 {
		t.Fatalf("the names' column took the widths %v as the turn went round", widths)
	}
}

// TestTheNoteOverTheLogNeverRunsIntoIt: in Japanese at 800x600 the note of
// what was picked from the player's stand wrapped to two lines only after
// it was laid out, and the "Game log" heading ran over the log's first
// row.
func TestTheNoteOverTheLogNeverRunsIntoIt(t *testing.T) {
	for _, lng := range []string{"ja", "en"} {
		t.Run(lng, func(t *testing.T) {
			u, _ := newTestUI(t)
			setLanguage(lng)
			t.Cleanup(func() { setLanguage("en") })
			ts := startGame(t, u, engine.Config{Game: "trip", Players: 4, Seed: 7})
			u.Win.Resize(fyne.NewSize(800, 600))
			playUntil(t, ts, func() bool {
				v := ts.model.View()
				return len(passedCards(v)) > 0 && ts.panel.side.passed.Visible()
			})
			ts.panel.side.render()
			middle, log := ts.panel.side.column.Objects[2], ts.panel.side.column.Objects[3]
			var bottom float32
			for _, o := range middle.(*fyne.Container).Objects {
				if o.Visible() {
					bottom = max(bottom, o.Position().Y+o.MinSize().Height)
				}
			}
			if got := middle.Position().Y + bottom; got > log.Position().Y+0.5 {
				t.Fatalf("the parts over the log end at %v, under the log's top %v (note %q)", got, log.Position().Y, ts.panel.side.passed.Text())
			}
		})
	}
}

// TestEveryPlayerRowShowsAt800x600: at the smallest window, a game of up
// to five players shows every player's row of the score sheet while the
// log keeps room of its own (the 4-player Gudetama sheet hid a player),
// and the sheet's rows are as tall as it counts them.
func TestEveryPlayerRowShowsAt800x600(t *testing.T) {
	for _, g := range app.Games() {
		players := min(5, g.MaxPlayers)
		t.Run(fmt.Sprintf("%s-%dp", g.ID, players), func(t *testing.T) {
			u, _ := newTestUI(t)
			ts := startGame(t, u, engine.Config{Game: g.ID, Players: players, Seed: 5})
			u.Win.Resize(fyne.NewSize(800, 600))
			ts.Render()
			u.Win.Content().Refresh()
			sb := ts.panel.side
			if pitch := sb.sheet.CreateCell().MinSize().Height + theme.Padding(); pitch != sb.sheetRowH {
				t.Errorf("the sheet's rows are %v apart; it counts %v", pitch, sb.sheetRowH)
			}
			if h := sb.sheet.Size().Height; h < sb.sheetH {
				t.Errorf("the sheet is %v of the %v its %d rows need", h, sb.sheetH, len(sb.cells))
			}
			if h := sb.logList.Size().Height; h < 1.5*sb.sheetRowH {
				t.Errorf("the log has %v px", h)
			}
		})
	}
}

// TestNoHintWhileATrickIsHeld: while a finished trick is held the player
// is not asked anything, even when they lead next: Hint is greyed as in
// every other game and the sheet marks nobody "▶ plays now"; once the
// trick is taken in, both are back.
func TestNoHintWhileATrickIsHeld(t *testing.T) {
	for seed := uint64(1); seed <= 10; seed++ {
		u, _ := newTestUI(t)
		ts := startGame(t, u, engine.Config{Game: "trip", Players: 3, Seed: seed})
		led := false
		playWatching(t, ts, func(ev app.Event) bool {
			led = ev.Kind == app.TrickCompleted && ev.Trick.NextLeader != nil && *ev.Trick.NextLeader == ts.model.Human()
			return led
		})
		if !led {
			continue
		}
		ts.Render()
		playing := func() bool {
			for _, row := range ts.panel.side.cells {
				if strings.HasPrefix(row[0], "▶") {
					return true
				}
			}
			return false
		}
		if !ts.panel.side.hintBtn.Disabled() || playing() {
			t.Fatalf("while the trick the player won is held: Hint offered %v, the sheet %q", !ts.panel.side.hintBtn.Disabled(), ts.panel.side.cells)
		}
		ts.releaseTrick()
		ts.Render()
		if ts.panel.side.hintBtn.Disabled() || !playing() {
			t.Fatalf("on the player's lead: Hint offered %v, the sheet %q", !ts.panel.side.hintBtn.Disabled(), ts.panel.side.cells)
		}
		return
	}
	t.Fatal("the player led after no trick in 10 games")
}

// TestARowWithoutCardsIsSaid: a row the game tells in words is said even
// when it holds no card (a round with no card turned up says so by its
// label), beside a row of cards; a row to play from with none left is
// not.
func TestARowWithoutCardsIsSaid(t *testing.T) {
	newTestUI(t)
	m := tablemodel.New(0, nil)
	m.ShowView(engine.View{Seats: []engine.SeatView{{HandCount: 3}, {HandCount: 3}}, Rows: []engine.CardRow{
		{ID: "x.none", Label: "Nothing turned up", Seat: -1},
		{ID: "x.shown", Label: "Shown: {{.Cards}}", Seat: -1, Cards: []engine.RowCard{{Name: "red3", Action: engine.NoAction}}},
		{ID: "x.play", Label: "Your row to play from", Seat: -1, AlsoPlayable: "{{.Why}}; the row may be played too"},
	}})
	names := []string{"Ann", "Bruno"}
	seats := []app.SeatInfo{{SeatSetup: app.SeatSetup{Kind: app.Human, Name: names[0]}, Seat: 0}, {SeatSetup: app.SeatSetup{Kind: app.Bot, Name: names[1], Level: bot.Normal}, Seat: 1}}
	sb := newSidebar("Gummi Trick", "gummi", m, func() []app.SeatInfo { return seats }, func(s int) string { return names[s] }, nil, sidebarWays{})
	sb.render()
	got := sb.passed.Text()
	if !sb.passed.Visible() || !strings.Contains(got, "Nothing turned up") || !strings.Contains(got, "Shown: ") || strings.Contains(got, "Your row to play from") {
		t.Fatalf("the rows are said as %q (shown %v)", got, sb.passed.Visible())
	}
}

// TestGummiLogSaysWhatCardsScore: a new Gummi game's log says what each
// card is worth (EN and JA), before any round summary shows the points; a
// game without such words says nothing of it.
func TestGummiLogSaysWhatCardsScore(t *testing.T) {
	for _, tc := range []struct{ code, want string }{
		{"en", "1 to 3 score 4, 4 to 6 score 3, 7 to 9 score 2, 10 scores 1; a card won face-down scores 1"},
		{"ja", "1〜3が4点、4〜6が3点、7〜9が2点、10が1点"},
	} {
		t.Run(tc.code, func(t *testing.T) {
			u, _ := newTestUI(t)
			if tc.code == "ja" {
				u = japaneseUI(t)
			} else if err := words.Use("en"); err != nil {
				t.Fatal(err)
			}
			ts := startGame(t, u, engine.Config{Game: "gummi", Players: 3, Seed: 2})
			if log := strings.Join(Drive(ts).Shown().Log, "\n"); !strings.Contains(log, tc.want) {
				t.Errorf("the log %q does not say what the cards score", log)
			}
			other := startGame(t, u, engine.Config{Game: "trip", Players: 3, Seed: 2})
			if log := strings.Join(Drive(other).Shown().Log, "\n"); strings.Contains(log, "score 4") || strings.Contains(log, "4点") {
				t.Errorf("Trick of Trip's log says Gummi's points: %q", log)
			}
		})
	}
}

// TestTheEndScoreBarSaysWhatItMeasures: right under Gudetama's end score
// bar a caption says what it fills with, the highest total of the end
// score, with both numbers, in English and Japanese.
func TestTheEndScoreBarSaysWhatItMeasures(t *testing.T) {
	for _, tc := range []struct{ code, want string }{{"en", "Highest total 0 of 21"}, {"ja", "最高0点／終了点数21点"}} {
		t.Run(tc.code, func(t *testing.T) {
			u, _ := newTestUI(t)
			if tc.code == "ja" {
				u = japaneseUI(t)
			}
			ts := startGame(t, u, engine.Config{Game: "gudetama", Players: 3, Seed: 2})
			side := ts.panel.side
			if got := side.targetLbl.Text(); got != tc.want {
				t.Errorf("the bar's caption reads %q, want %q", got, tc.want)
			}
			bar, caption := side.target, side.targetLbl.Box
			barAt := fyne.CurrentApp().Driver().AbsolutePositionForObject(bar)
			captionAt := fyne.CurrentApp().Driver().AbsolutePositionForObject(caption)
			if gap := captionAt.Y - (barAt.Y + bar.Size().Height); gap < 0 || gap > 10 {
				t.Errorf("the caption is %v px from the bar's foot (bar at %v, caption at %v)", gap, barAt, captionAt)
			}
		})
	}
}
