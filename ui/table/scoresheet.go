package table

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/ui/internal/lang"
	"github.com/trickparty/trickparty/ui/internal/words"
)

// The sidebar's score sheet: a row per player, a column per round once
// there are two, and the total, with a legend for its marks.

// newSheet makes the score sheet's table; cells come from sb.cells.
// There is no sticky header row or name column: Fyne 2.7's Table does not
// update sticky cells on Refresh, so a new round would leave stale headers.
func (sb *sidebar) newSheet() *sheetTable {
	return newSheetTable(
		func() (int, int) {
			if len(sb.cells) == 0 {
				return 0, 0
			}
			return len(sb.cells), len(sb.cells[0])
		},
		func() fyne.CanvasObject {
			// Only a name too long for the sheet is cut (sizeSheet).
			l := widget.NewLabel("")
			l.Truncation = fyne.TextTruncateEllipsis
			return container.New(tightCell{}, l)
		},
		func(id widget.TableCellID, o fyne.CanvasObject) {
			l := o.(*fyne.Container).Objects[0].(*widget.Label)
			text := ""
			if id.Row < len(sb.cells) && id.Col < len(sb.cells[id.Row]) {
				text = sb.cells[id.Row][id.Col]
			}
			// Only a cell whose words changed is drawn again: the ▶
			// moves every turn, and refreshing a label that truncates
			// shapes its text afresh (a new scale makes a new sheet).
			bold := id.Row == 0 || id.Col == len(sb.cells[0])-1
			if l.Text == text && l.TextStyle.Bold == bold {
				return
			}
			l.TextStyle.Bold = bold
			l.Text = text
			l.Refresh()
		})
}

// tightCell holds a score sheet's label with half its padding above and
// below: the padding took 16 px of each 40 px row, and at 800x600 a
// fourth player's row went below the sheet's room. The label keeps its
// own size, centred; its padding, which draws nothing, reaches past the
// cell.
type tightCell struct{}

func (tightCell) MinSize(objs []fyne.CanvasObject) fyne.Size {
	m := objs[0].MinSize()
	return fyne.NewSize(m.Width, m.Height-theme.InnerPadding())
}

func (tightCell) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	h := objs[0].MinSize().Height
	objs[0].Move(fyne.NewPos(0, (size.Height-h)/2))
	objs[0].Resize(fyne.NewSize(size.Width, h))
}

// showLegend says what the score sheet's marks and columns mean.
func (sb *sidebar) showLegend() {
	v := sb.model.View()
	if legend := sheetLegend(sb.cells, v.Goal, v.Phase != engine.Finished); legend != "" {
		sb.legend.Set(legend)
		sb.legend.Show()
	} else {
		sb.legend.Hide()
	}
}

// fillSheet writes the score sheet's cells: a row per player, and the
// totals. It reports whether any cell changed.
//
// The sheet has no column per round: in the sidebar's width (220 px at
// 800x600, growing with its text) three rounds' columns fit only beside
// short names, so they would come at round 2 and go at round 3, and one
// column for the round in play reads as round 1 dropped. The round's
// summary and the game's end show every round's points.
func (sb *sidebar) fillSheet() bool {
	v := sb.model.View()
	rows, cols := len(v.Seats)+1, 2
	changed := len(sb.cells) != rows || (rows > 0 && len(sb.cells[0]) != cols)
	if changed {
		sb.cells = make([][]string, rows)
		for r := range sb.cells {
			sb.cells[r] = make([]string, cols)
		}
	}
	set := func(r, c int, s string) {
		if sb.cells[r][c] != s {
			sb.cells[r][c] = s
			changed = true
		}
	}
	set(0, 0, lang.L("Player"))
	set(0, cols-1, lang.L("Total"))
	for s := range v.Seats {
		name := sb.name(s)
		if seats := sb.seats(); s < len(seats) && !sb.noRoles {
			if role := words.ShortRole(seats[s]); !words.RoleRepeatsName(name, role) {
				name = words.NameWithRole(name, role)
			}
		}
		// Nobody plays while a finished trick is held: the ▶ on its
		// winner, who leads next, read as somebody playing.
		if v.ToMove.Has(s) && v.Phase != engine.Finished && !sb.model.Holding() {
			name = "▶ " + name
		}
		set(s+1, 0, name)
		total := fmt.Sprint(v.Seats[s].Score)
		if v.Goal > 0 && v.Seats[s].Score >= v.Goal {
			total += " ▲" // over the line
		}
		switch {
		case slices.Contains(sb.model.GameWinners(), s):
			// Once the last trick is taken in, not while it is held.
			total += " ★"
		case v.Seats[s].Eliminated && !v.Over:
			// At the end every seat but the winner is out: the ★ says it.
			total += " ×"
		}
		set(s+1, cols-1, total)
	}
	return changed
}

// sizeSheet sets each column of the score sheet to its widest text, and
// the sheet's natural height for the sidebar's layout. Where the sheet is
// narrower than that (long names at 800x600), the totals stay in view
// rather than scrolled away: the players' roles go, and then the names'
// column gives way, names cut with "…" (each plate says it whole).
func (sb *sidebar) sizeSheet() {
	if len(sb.cells) == 0 {
		return
	}
	widths, total, least := sb.sheetWidths()
	if sb.sheetW > 0 && !sb.noRoles && total > sb.sheetW {
		sb.noRoles = true
		sb.fillSheet()
		sb.sheet.Refresh()
		widths, total, least = sb.sheetWidths()
	}
	if sb.sheetW > 0 && total > sb.sheetW {
		widths[0] = max(least, widths[0]-(total-sb.sheetW))
	}
	for c, w := range widths {
		sb.sheet.SetColumnWidth(c, w)
	}
	th := sb.sheet.Theme()
	rowH := fyne.MeasureText("Ag", th.Size(theme.SizeNameText), fyne.TextStyle{}).Height + th.Size(theme.SizeNameInnerPadding) // tightCell
	sb.sheetRowH = rowH + th.Size(theme.SizeNamePadding)
	sb.sheetH = float32(len(sb.cells))*sb.sheetRowH + th.Size(theme.SizeNamePadding)
}

// sheetShown is how tall the score sheet is drawn in room: all of it, or
// as many whole rows as fit (at 800x600 in a guided game of Trick of Trip
// the last row showed half its name), the others a scroll away.
func (sb *sidebar) sheetShown(room float32) float32 {
	if room >= sb.sheetH || sb.sheetRowH <= 0 {
		return min(room, sb.sheetH)
	}
	rows := max(float32(math.Floor(float64(room/sb.sheetRowH))), 2) // the header and a player
	return min(rows*sb.sheetRowH, sb.sheetH)
}

// sheetWidths are the score sheet's columns at their widest text, the
// sheet's width with them, and the least the names' column may take.
func (sb *sidebar) sheetWidths() (widths []float32, total, least float32) {
	th := sb.sheet.Theme()
	pad := th.Size(theme.SizeNameInnerPadding)
	size := th.Size(theme.SizeNameText)
	width := func(s string) float32 {
		// A cell's label writes within its padding, and its rich text
		// takes a little more than MeasureText says for marks such as
		// "▲ ×" (a pixel more was not enough: "12 ▲ ×" drew as "12 …").
		return fyne.MeasureText(s, size, fyne.TextStyle{Bold: true}).Width + 2*pad + size/4
	}
	widths = make([]float32, len(sb.cells[0]))
	total = -th.Size(theme.SizeNamePadding) // columns are a padding apart
	for c := range widths {
		for r, row := range sb.cells {
			text := row[c]
			if c == 0 && r > 0 {
				// Room for the "▶" of whoever plays now on every name,
				// so the columns stay put as it moves down the sheet.
				text = "▶ " + strings.TrimPrefix(text, "▶ ")
			}
			widths[c] = max(widths[c], width(text))
		}
		total += widths[c] + th.Size(theme.SizeNamePadding)
	}
	return widths, total, min(widths[0], width("Mmmm…"))
}

// sheetLegend says what each mark the score sheet shows means: who plays
// next, whose total reached the score line that ends the game (target),
// and who is out. While the game is playing, "▶ plays now" stays between
// turns (a trick held, the coach's note): the legend going and coming
// moved everything under it, the coach's panel too.
func sheetLegend(cells [][]string, target int, playing bool) string {
	due, marked := lang.L("▶ plays now"), 0
	for _, row := range cells[min(1, len(cells)):] {
		if len(row) > 0 && strings.HasPrefix(row[0], "▶") {
			marked++
		}
	}
	if marked > 1 {
		// Trick of Trip's draft: the seats split and pick together, and
		// "plays now" beside three names read wrong.
		due = lang.L("▶ still to choose")
	}
	marks := []struct{ mark, words string }{
		{"▶", due},
		{"▲", lang.L("▲ reached the end score ({{.T}}): the lowest total wins", map[string]any{"T": target})},
		{"×", lang.L("× eliminated")},
		{"★", lang.L("★ won the game")},
	}
	var out []string
	for _, m := range marks {
		shown := false
		for _, row := range cells[min(1, len(cells)):] {
			for _, c := range row {
				shown = shown || strings.Contains(c, m.mark)
			}
		}
		if shown || playing && m.mark == "▶" {
			out = append(out, m.words)
		}
	}
	return strings.Join(out, " · ")
}
