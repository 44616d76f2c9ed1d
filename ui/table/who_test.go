package table

import (
	"strings"
	"testing"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/ui/internal/lang"
	"github.com/trickparty/trickparty/ui/internal/linebreak"
	"github.com/trickparty/trickparty/ui/internal/widgets"
)

// TestScoreSheetSaysWhoPlays: the sheet names each seat's player with who
// plays it, and a player who is called "You" is not "You (you)".
func TestScoreSheetSaysWhoPlays(t *testing.T) {
	u, _ := newTestUI(t)
	ts := startGame(t, u, engine.Config{Game: "gummi", Players: 3, Seed: 2})
	cells := ts.panel.side.cells
	if got := strings.TrimPrefix(cells[1][0], "▶ "); got != "You" {
		t.Errorf("the player's row reads %q", got)
	}
	if got := strings.TrimPrefix(cells[2][0], "▶ "); got != "Aiko (bot)" {
		t.Errorf("a bot's row reads %q", got)
	}
	ts2 := startGameAs(t, u, engine.Config{Game: "gummi", Players: 3, Seed: 2}, "Zoe")
	if got := strings.TrimPrefix(ts2.panel.side.cells[1][0], "▶ "); got != "Zoe (you)" {
		t.Errorf("the player's row reads %q", got)
	}
}

// TestScoreSheetLegend: the sheet's marks are explained, each only while
// the sheet shows it.
func TestScoreSheetLegend(t *testing.T) {
	for _, c := range []struct {
		cells [][]string
		want  string
	}{
		{[][]string{{"Player", "Total"}, {"▶ Zoe (you)", "0"}, {"Aiko (bot)", "3"}}, "▶ plays now"},
		{[][]string{{"Player", "Total"}, {"Zoe (you)", "24 ▲ ×"}, {"▶ Aiko (bot)", "8 ×"}}, "▶ plays now · ▲ reached the end score (21): the lowest total wins · × eliminated"},
		{[][]string{{"Player", "Total"}, {"Zoe (you)", "4"}}, ""},
		// Trick of Trip's draft: several seats choose at once.
		{[][]string{{"Player", "Total"}, {"▶ Zoe (you)", "0"}, {"▶ Aiko (bot)", "3"}}, "▶ still to choose"},
	} {
		if got := sheetLegend(c.cells, 21, false); got != c.want {
			t.Errorf("%v: %q, want %q", c.cells, got, c.want)
		}
	}
	// Between turns (nobody marked) while the game plays, the legend
	// stays as it was, so nothing under it moves.
	if got := sheetLegend([][]string{{"Player", "Total"}, {"Zoe (you)", "4"}}, 21, true); got != "▶ plays now" {
		t.Errorf("between turns the legend reads %q", got)
	}
	u, _ := newTestUI(t)
	ts := startGame(t, u, engine.Config{Game: "gummi", Players: 3, Seed: 2})
	if !ts.panel.side.legend.Visible() || ts.panel.side.legend.Text() != "▶ plays now" {
		t.Fatalf("the table's legend: %q (shown %v) for %v", ts.panel.side.legend.Text(), ts.panel.side.legend.Visible(), ts.panel.side.cells)
	}
}

// TestScoreSheetLegendFitsAt800x600: at the smallest window, with every
// mark and the rounds' columns on the sheet of the largest table (Gudetama,
// seven players, six rounds), the legend is shown whole, in English and in
// Japanese, and the sheet and the log keep room of their own.
func TestScoreSheetLegendFitsAt800x600(t *testing.T) {
	for _, code := range []string{"en", "ja"} {
		t.Run(code, func(t *testing.T) {
			u := testUIIn(t, code)
			ts := startGame(t, u, engine.Config{Game: "gudetama", Players: 7, Seed: 3})
			u.Win.Resize(fyne.NewSize(800, 600))
			v := ts.model.View()
			v.Seats = append([]engine.SeatView(nil), v.Seats...)
			v.RoundScores = nil
			for r := 0; r < 6; r++ {
				v.RoundScores = append(v.RoundScores, []int{3, 0, 14, 0, 5, 0, 2})
			}
			v.Seats[0].Score, v.Seats[2].Score = 24, 19
			v.Seats[2].Eliminated, v.Seats[4].Eliminated = true, true
			v.ToMove = engine.SeatsOf(1)
			v.Phase = engine.Waiting
			ts.model.ShowView(v)
			ts.Render()
			u.Win.Content().Refresh()
			sb := ts.panel.side
			want := []string{"▶", "▲", "×"}
			if len(sb.cells[0]) > 2 {
				want = append(want, sb.cells[0][1]) // the rounds' columns
			}
			if last := sb.cells[0][len(sb.cells[0])-1]; last != lang.L("Total") {
				t.Errorf("the sheet's last column is %q, not the totals", last)
			}
			for _, w := range want {
				if !strings.Contains(sb.legend.Text(), w) {
					t.Errorf("the legend %q does not explain %q", sb.legend.Text(), w)
				}
			}
			pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(sb.legend.Label)
			size, need := sb.legend.Label.Size(), sb.legend.Label.MinSize()
			if !sb.legend.Visible() || size.Height+0.5 < need.Height || pos.Y+size.Height > 600 || size.Width <= 0 {
				t.Errorf("legend at %v, %v, needs %v: cut", pos, size, need)
			}
			if h := sb.sheet.Size().Height; h < 3*theme.TextSize() {
				t.Errorf("the sheet is left %.0f high", h)
			}
			if h := sb.logList.Size().Height; h < 2*theme.TextSize() {
				t.Errorf("the log is left %.0f high", h)
			}
			t.Logf("legend %v at %v: %q; sheet %v, log %v", size, pos, sb.legend.Text(), sb.sheet.Size(), sb.logList.Size())
		})
	}
}

// TestTheJapaneseSidebarBreaksLinesByTheRules: the sidebar's legend and
// score line break Japanese by its rules at 800x600, each line within the
// sidebar; Fyne's wrapping had started a line with "）".
func TestTheJapaneseSidebarBreaksLinesByTheRules(t *testing.T) {
	u := japaneseUI(t)
	ts := startGame(t, u, engine.Config{Game: "gudetama", Players: 5, Seed: 3, Options: engine.Options{}.With("target", 4)})
	u.Win.Resize(fyne.NewSize(800, 600))
	// Until the legend says what ▲ is: a total reached the end score.
	playUntil(t, ts, func() bool {
		if ts.felt.panel.round {
			ts.closeSummary()
		}
		return strings.Contains(ts.panel.side.legend.Text(), "▲") && ts.panel.side.targetLbl.Visible()
	})
	u.Win.Content().Refresh()
	for _, j := range []*widgets.JapaneseText{ts.panel.side.legend, ts.panel.side.targetLbl} {
		l := j.Label
		if l.Wrapping != fyne.TextWrapOff || !strings.ContainsFunc(l.Text, linebreak.IsJapanese) {
			t.Fatalf("%q is left to Fyne's wrapping (%v)", l.Text, l.Wrapping)
		}
		size := theme.Size(theme.SizeNameText)
		if l.SizeName != "" {
			size = theme.Size(l.SizeName)
		}
		for _, line := range strings.Split(l.Text, "\n") {
			if r, _ := utf8.DecodeRuneInString(line); linebreak.NoLineStart(r) {
				t.Errorf("a line starts with %q: %q", r, line)
			}
			if w := fyne.MeasureText(line, size, l.TextStyle).Width + 2*theme.InnerPadding(); w > l.Size().Width+0.5 {
				t.Errorf("the line %q needs %.0f, the sidebar gives %.0f", line, w, l.Size().Width)
			}
		}
	}
	if !strings.Contains(ts.panel.side.legend.Label.Text, "\n") {
		t.Errorf("the legend %q is one line at 800x600: nothing was wrapped", ts.panel.side.legend.Label.Text)
	}
}

// TestAPileSaysWhatItHolds: a seat's pile is counted in its game's words:
// Gudetama's holds the cards scored ("1 card scored"), where "1 card won"
// after a last trick with a 1 in it had every seat seem to have won it;
// the other games' piles are the cards won.
func TestAPileSaysWhatItHolds(t *testing.T) {
	for _, c := range []struct{ game, en, ja string }{
		{"gudetama", "1 card scored", "得点札1枚"},
		{"trip", "1 card won", "取った1枚"},
	} {
		for code, want := range map[string]string{"en": c.en, "ja": c.ja} {
			setLanguage(code)
			if got := pileWords(c.game, 1); got != want {
				t.Errorf("%s %s: a pile of one says %q, want %q", code, c.game, got, want)
			}
		}
	}
	setLanguage("en")
	u, _ := newTestUI(t)
	deal := engine.Deal{Hands: [][]string{{"5"}, {"1"}, {"9"}}, Leader: engine.IntPtr(1)}
	ts := startGame(t, u, engine.Config{Game: "gudetama", Players: 3, Seed: 1, Deals: []engine.Deal{deal}})
	playUntil(t, ts, func() bool { return len(ts.record.Tricks()) > 0 })
	for _, b := range ts.felt.seatW {
		b.update()
	}
	// A 1 in the last trick: every seat scored the card it played.
	for s, b := range ts.felt.seatW {
		if !strings.Contains(b.score.Text, "1 card scored") {
			t.Errorf("seat %d's plate reads %q", s, b.score.Text)
		}
	}
}
