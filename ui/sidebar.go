package ui

import (
	"context"
	"fmt"
	"image/color"
	"math"
	"slices"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"github.com/trickparty/trickparty/ui/internal/lang"

	"github.com/trickparty/trickparty/engine"
)

// sidebar is the table's right column: the game and round, the score
// sheet, the game log and the buttons.
type sidebar struct {
	roundLbl *widget.Label
	sheet    *sheetTable
	// cells is the score sheet's text, row by row (row 0 the header).
	cells  [][]string
	sheetH float32
	// sheetW is the sheet's width, as last laid out; compact how much the
	// sheet leaves out to fit it: 1 the players' roles, 2 the rounds'
	// columns too (sizeSheet).
	sheetW  float32
	compact int
	target  *widget.ProgressBar
	// targetLbl says what target shows: the score line and the highest
	// total.
	targetLbl *widget.Label
	passed    *widget.Label
	// legend says what the score sheet's marks mean, those it shows.
	legend   *widget.Label
	logLines []string
	logList  *logList
	// logWidth is the width the log's row heights (logHeights, one per
	// line) were worked out for.
	logWidth   float32
	logHeights []float32
	hintBtn    *keyButton
	column     *fyne.Container
	// scale is the app theme's scale (appScale) the sheet's cells were
	// made at: the sidebar draws in the app's theme, which grows with the
	// window (windowScale). It has no ThemeOverride of its own: Fyne
	// loads its fonts again for each override's scope, and a List or
	// Table gives each cell it makes a scope of its own when inside one.
	scale float32
}

// scaledTheme is the app's theme with its sizes at scale times Fyne's: the
// felt sets its own scale (its chrome's), whatever the window's
// (windowScale) is.
type scaledTheme struct{ scale float32 }

func (s *scaledTheme) base() fyne.Theme { return fyne.CurrentApp().Settings().Theme() }

func (s *scaledTheme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	return s.base().Color(n, v)
}
func (s *scaledTheme) Font(st fyne.TextStyle) fyne.Resource    { return s.base().Font(st) }
func (s *scaledTheme) Icon(n fyne.ThemeIconName) fyne.Resource { return s.base().Icon(n) }
func (s *scaledTheme) Size(n fyne.ThemeSizeName) float32 {
	return theme.DefaultTheme().Size(n) * s.scale
}

// buildSidebar makes the sidebar's widgets once; renderSidebar fills them.
func (t *TableScreen) buildSidebar() fyne.CanvasObject {
	sb := &t.side
	sb.roundLbl = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	sb.sheet = sb.newSheet()
	var bar fyne.CanvasObject
	sb.target, bar = newBar()
	sb.target.Hide()
	sb.targetLbl = widget.NewLabel("")
	sb.targetLbl.Wrapping = fyne.TextWrapWord
	sb.targetLbl.Hide()
	sb.passed = widget.NewLabel("")
	sb.passed.Wrapping = fyne.TextWrapWord
	sb.passed.Hide()
	sb.legend = widget.NewLabel("")
	sb.legend.Wrapping = fyne.TextWrapWord
	sb.legend.SizeName = theme.SizeNameCaptionText
	sb.legend.Hide()
	sb.logList = newLogList(func() int { return len(sb.logLines) },
		func() fyne.CanvasObject {
			l := widget.NewLabel("")
			l.Wrapping = fyne.TextWrapWord
			return l
		},
		func(i widget.ListItemID, o fyne.CanvasObject) {
			// A wrapped label's text is costly to lay out again: only a
			// row whose line changed is set.
			if l := o.(*widget.Label); i < len(sb.logLines) && l.Text != sb.logLines[i] {
				l.SetText(sb.logLines[i])
			}
		})
	sb.hintBtn = newKeyButtonWithIcon(lang.L("Hint"), theme.SearchIcon(), t.askHint)
	historyBtn := newKeyButtonWithIcon(lang.L("History"), theme.HistoryIcon(), t.showHistory)
	menuBtn := newKeyButtonWithIcon(lang.L("Menu"), theme.MenuIcon(), t.showMenu)
	title := widget.NewLabelWithStyle(t.title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	title.Wrapping = fyne.TextWrapWord
	top := container.NewVBox(title, sb.roundLbl, widget.NewSeparator())
	middle := container.NewVBox(sb.legend, sb.targetLbl, bar, sb.passed, widget.NewSeparator())
	var log fyne.CanvasObject = sb.logList
	buttons := container.NewVBox(sb.hintBtn, container.NewGridWithColumns(2, historyBtn, menuBtn))
	if t.coach != nil {
		// A guided game: the coach takes the log's place (History still
		// tells every trick), and the move to make is already marked.
		log = t.coach.box
		sb.hintBtn.Hide()
		buttons = container.NewVBox(container.NewGridWithColumns(2, historyBtn, menuBtn))
	} else {
		middle.Add(widget.NewLabelWithStyle(lang.L("Game log"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	}
	parts := []fyne.CanvasObject{top, sb.sheet, middle, log, buttons}
	if t.coach != nil {
		parts = append(parts, t.coach.sheetRing)
	}
	sb.column = container.New(&sidebarColumn{t: t, sb: sb, coach: t.coach != nil}, parts...)
	sideBg := newThemedRect(theme.ColorNameBackground, 0)
	sb.scale = appScale()
	return container.NewStack(sideBg, container.NewPadded(sb.column))
}

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
			return l
		},
		func(id widget.TableCellID, o fyne.CanvasObject) {
			l := o.(*widget.Label)
			text := ""
			if id.Row < len(sb.cells) && id.Col < len(sb.cells[id.Row]) {
				text = sb.cells[id.Row][id.Col]
			}
			// Cells are updated only when the sheet changed or was
			// scaled, so each is refreshed (a new scale needs it).
			l.TextStyle.Bold = id.Row == 0 || id.Col == len(sb.cells[0])-1
			l.Text = text
			l.Refresh()
		})
}

// sidebarLayout gives the table everything but a right column
// (sidebarWidthFor), and scales the sidebar with the window.
type sidebarLayout struct{ t *TableScreen }

func (l *sidebarLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	if sb := &l.t.side; sb.column != nil {
		if s := appScale(); s != sb.scale {
			sb.scale = s
			// A Table keeps its cells' first text size: a new sheet.
			sb.sheet = sb.newSheet()
			sb.column.Objects[1] = sb.sheet
			// The log's rows were measured at the old text size.
			sb.logWidth = 0
			l.t.sizeSheet()
			sb.column.Refresh()
		}
	}
	w := sidebarWidthFor(size.Width)
	objs[0].Move(fyne.NewPos(0, 0))
	objs[0].Resize(fyne.NewSize(size.Width-w, size.Height))
	objs[1].Move(fyne.NewPos(size.Width-w, 0))
	objs[1].Resize(fyne.NewSize(w, size.Height))
}

func (*sidebarLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	// The table fits a 800x600 screen, window frame included.
	return fyne.NewSize(feltMin.Width+sidebarWidthFor(0), feltMin.Height)
}

// sidebarColumn stacks the sidebar: the title on top and the buttons at
// the bottom at their own heights; between them the score sheet at its
// full height while at least a third is left for the log (half for a
// guided game's coach), scrolling beyond that. A sixth object, the
// coach's outline of the score sheet, lies over the sheet.
type sidebarColumn struct {
	t     *TableScreen
	sb    *sidebar
	coach bool
}

func (l *sidebarColumn) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	top, sheet, middle, log, buttons := objs[0], objs[1], objs[2], objs[3], objs[4]
	if size.Width != l.sb.sheetW && l.t.model.View().Seats != nil {
		// A new width: the whole sheet again, if it fits.
		l.sb.sheetW, l.sb.compact = size.Width, 0
		if l.t.fillSheet() {
			l.sb.sheet.Refresh()
		}
		l.t.sizeSheet()
		l.t.showLegend()
	}
	pad := theme.Padding()
	th, mh, bh := top.MinSize().Height, middle.MinSize().Height, buttons.MinSize().Height
	free := size.Height - th - mh - bh - 4*pad
	share := free * 2 / 3
	if l.coach {
		share = free * 2 / 5
	}
	sh := min(l.sb.sheetH, max(share, 0))
	y := float32(0)
	for _, p := range []struct {
		o fyne.CanvasObject
		h float32
	}{{top, th}, {sheet, sh}, {middle, mh}, {log, max(free-sh, 0)}, {buttons, bh}} {
		remeasured := p.o == log && l.sb.sizeLogRows(size.Width)
		resized := p.o == log && p.h != log.Size().Height
		p.o.Move(fyne.NewPos(0, y))
		p.o.Resize(fyne.NewSize(size.Width, p.h))
		y += p.h + pad
		if (remeasured || resized) && p.o == l.sb.logList {
			// Rows of new heights, or a log made shorter by a note
			// above it, leave the list's offset short of, or past, its
			// bottom: the latest line again, at the new size.
			l.sb.logList.Refresh()
			l.sb.logList.ScrollToBottom()
		}
	}
	if len(objs) > 5 {
		objs[5].Move(sheet.Position().Subtract(fyne.NewPos(2, 2)))
		objs[5].Resize(sheet.Size().Add(fyne.NewSize(4, 4)))
	}
}

func (l *sidebarColumn) MinSize(objs []fyne.CanvasObject) fyne.Size {
	w := float32(0)
	for _, o := range objs {
		w = max(w, o.MinSize().Width)
	}
	return fyne.NewSize(w, objs[0].MinSize().Height+objs[2].MinSize().Height+objs[4].MinSize().Height)
}

// renderSidebar fills the sidebar from the view; the score sheet is
// refreshed only when a cell changed.
func (t *TableScreen) renderSidebar() {
	v := t.model.View()
	sb := &t.side
	switch {
	case v.Rounds > 0:
		setLabel(sb.roundLbl, lang.L("Round {{.R}} of {{.N}}", map[string]any{"R": v.Round, "N": v.Rounds}))
	case v.Target > 0:
		setLabel(sb.roundLbl, lang.L("Round {{.R}}, end score {{.T}}", map[string]any{"R": v.Round, "T": v.Target}))
	default:
		setLabel(sb.roundLbl, "")
	}
	// What sits between the sheet and the log changes height with its
	// contents; the column is laid out again when it does.
	before := sb.column.Objects[2].MinSize().Height
	defer func() {
		if sb.column.Objects[2].MinSize().Height != before {
			sb.column.Refresh()
		}
	}()
	if t.fillSheet() {
		t.sizeSheet()
		sb.sheet.Refresh()
		sb.column.Refresh()
	}
	t.showLegend()
	if v.Target > 0 {
		maxScore := 0
		for _, s := range v.Seats {
			maxScore = max(maxScore, s.Score)
		}
		sb.target.Max = float64(v.Target)
		setLabel(sb.targetLbl, lang.L("Highest total: {{.S}} (end score {{.T}})", map[string]any{"T": v.Target, "S": maxScore}))
		if v := math.Min(float64(maxScore), float64(v.Target)); v != sb.target.Value {
			sb.target.SetValue(v)
		}
		sb.targetLbl.Show()
		sb.target.Show()
	}
	if v.Draft != nil && len(v.Draft.Passed) > 0 {
		setLabel(sb.passed, lang.L("{{.N}} picked from your stand: {{.Cards}}", map[string]any{"N": t.seatName(v.Draft.To), "Cards": cardsWords(t.game, v.Draft.Passed)}))
		sb.passed.Show()
	} else {
		sb.passed.Hide()
	}
	if p := t.model.Turn(); p != engine.Waiting && p != engine.Finished {
		sb.hintBtn.Enable()
	} else {
		sb.hintBtn.Disable()
	}
}

// showLegend says what the score sheet's marks and columns mean.
func (t *TableScreen) showLegend() {
	sb := &t.side
	if legend := sheetLegend(sb.cells, t.model.View().Target); legend != "" {
		setLabel(sb.legend, legend)
		sb.legend.Show()
	} else {
		sb.legend.Hide()
	}
}

// fillSheet writes the score sheet's cells: a row per player, a column
// per round once there are two, and the total. It reports whether any
// cell changed.
func (t *TableScreen) fillSheet() bool {
	v := t.model.View()
	sb := &t.side
	rounds := len(v.RoundScores)
	if rounds <= 1 || sb.compact >= 2 {
		rounds = 0 // one round, or no room: the total says it all
	}
	rows, cols := len(v.Seats)+1, rounds+2
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
	for r := 1; r <= rounds; r++ {
		set(0, r, lang.L("R{{.R}}", map[string]any{"R": r}))
	}
	set(0, cols-1, lang.L("Total"))
	for s := range v.Seats {
		name := t.seatName(s)
		if s < len(t.seats) && sb.compact == 0 {
			if role := shortRole(t.seats[s]); !strings.EqualFold(role, name) {
				// A player named "You" is not "You (you)".
				name += " (" + role + ")"
			}
		}
		if v.ToMove.Has(s) && v.Phase != engine.Finished {
			name = "▶ " + name
		}
		set(s+1, 0, name)
		for r := 0; r < rounds; r++ {
			val := ""
			if s < len(v.RoundScores[r]) {
				val = fmt.Sprint(v.RoundScores[r][s])
			}
			set(s+1, r+1, val)
		}
		total := fmt.Sprint(v.Seats[s].Score)
		if v.Target > 0 && v.Seats[s].Score >= v.Target {
			total += " ▲" // over the line
		}
		if v.Seats[s].Eliminated {
			total += " ×"
		}
		set(s+1, cols-1, total)
	}
	return changed
}

// sizeSheet sets each column of the score sheet to its widest text, and
// the sheet's natural height for the sidebar's layout. Where the sheet is
// narrower than that (long names, three rounds at 800x600), the totals
// stay in view rather than scrolled away: the players' roles go, then the
// rounds' columns (the summaries keep them), then the names' column gives
// way, names cut with "…" (each plate says it whole).
func (t *TableScreen) sizeSheet() {
	sb := &t.side
	if len(sb.cells) == 0 {
		return
	}
	widths, total, least := t.sheetWidths()
	for sb.sheetW > 0 && sb.compact < 2 {
		if sb.compact == 0 && total <= sb.sheetW || sb.compact == 1 && total-widths[0]+least <= sb.sheetW {
			break
		}
		sb.compact++
		t.fillSheet()
		sb.sheet.Refresh()
		widths, total, least = t.sheetWidths()
	}
	if sb.sheetW > 0 && total > sb.sheetW {
		widths[0] = max(least, widths[0]-(total-sb.sheetW))
	}
	for c, w := range widths {
		sb.sheet.SetColumnWidth(c, w)
	}
	th := sb.sheet.Theme()
	rowH := fyne.MeasureText("Ag", th.Size(theme.SizeNameText), fyne.TextStyle{}).Height + 2*th.Size(theme.SizeNameInnerPadding)
	sb.sheetH = float32(len(sb.cells))*(rowH+th.Size(theme.SizeNamePadding)) + th.Size(theme.SizeNamePadding)
}

// sheetWidths are the score sheet's columns at their widest text, the
// sheet's width with them, and the least the names' column may take.
func (t *TableScreen) sheetWidths() (widths []float32, total, least float32) {
	sb := &t.side
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
		for _, row := range sb.cells {
			widths[c] = max(widths[c], width(row[c]))
		}
		total += widths[c] + th.Size(theme.SizeNamePadding)
	}
	return widths, total, min(widths[0], width("Mmmm…"))
}

// maxLogLines is how much of the game the log keeps.
const maxLogLines = 200

func (t *TableScreen) addLog(line string) {
	sb := &t.side
	sb.logLines = append(sb.logLines, line)
	sb.logHeights = append(sb.logHeights, sb.logRowHeight(line, sb.logWidth))
	if len(sb.logLines) > maxLogLines {
		// A quarter at once, so rows move up (and their heights are
		// set again) once every fifty lines, not at every line.
		drop := len(sb.logLines) - maxLogLines*3/4
		sb.logLines = append(sb.logLines[:0], sb.logLines[drop:]...)
		sb.logHeights = append(sb.logHeights[:0], sb.logHeights[drop:]...)
		sb.applyLogHeights(0)
	} else {
		sb.applyLogHeights(len(sb.logLines) - 1)
	}
	sb.logList.Refresh()
	sb.logList.ScrollToBottom()
}

// askHint runs the Hard bot's search off the UI goroutine; leaving the
// table stops it.
func (t *TableScreen) askHint() {
	b := t.side.hintBtn
	b.Disable()
	b.SetText(lang.L("Thinking…"))
	go func() {
		ctx, cancel := context.WithTimeout(t.ctx, 5*time.Second)
		defer cancel()
		h, err := t.sess.Hint(ctx)
		t.onUI(func() {
			b.SetText(lang.L("Hint"))
			b.Enable()
			if err != nil {
				t.flash(err.Error())
				return
			}
			t.hinted = h.Action
			t.hintMove = &h.Move
			t.flashAboutMove(hintWords(t.game, h, t.seatName))
			t.render()
		})
	}()
}

// forgetHint: the player acted, so the hint's move is made or passed up.
func (t *TableScreen) forgetHint() {
	t.hinted = engine.NoAction
	t.hintMove = nil
}

// hintSplits reports whether the hint splits the drawn card name into the
// first set (the draft's hand row and stand mark those three).
func (t *TableScreen) hintSplits(name string) bool {
	m := t.hintMove
	return m != nil && t.model.View().Phase == engine.Split && len(m.Split) == 2 && slices.Contains(m.Split[0], name)
}

// hintPicks reports whether the hint takes set k of the stand received.
func (t *TableScreen) hintPicks(k int) bool {
	m := t.hintMove
	return m != nil && t.model.View().Phase == engine.Pick && m.Pick != nil && *m.Pick == k
}

// describeMove is a move in words.
func describeMove(game string, m engine.Move, name func(int) string) string {
	switch {
	case m.Play != "":
		return lang.L("play {{.C}}", map[string]any{"C": cardWords(game, m.Play)})
	case m.Facedown != nil:
		return lang.L("play face-down card {{.P}}", map[string]any{"P": *m.Facedown + 1})
	case m.Lead != nil:
		return lang.L("let {{.N}} lead", map[string]any{"N": name(*m.Lead)})
	case m.Split != nil:
		return lang.L("split {{.A}} / {{.B}}", map[string]any{"A": cardsWords(game, m.Split[0]), "B": cardsWords(game, m.Split[1])})
	case m.Pick != nil:
		return lang.L("pick set {{.K}}", map[string]any{"K": *m.Pick + 1})
	}
	return "?"
}

// setLabel changes a label's text only when it differs: a label refresh
// shapes its text again, which a render should not pay for nothing.
func setLabel(l *widget.Label, text string) {
	if l.Text != text {
		l.SetText(text)
	}
}

// sheetLegend says what each mark the score sheet shows means: who plays
// next, whose total reached the score line that ends the game (target),
// who is out, and the rounds' columns.
func sheetLegend(cells [][]string, target int) string {
	marks := []struct{ mark, words string }{
		{"▶", lang.L("▶ plays now")},
		{"▲", lang.L("▲ reached the end score ({{.T}}): the lowest total wins", map[string]any{"T": target})},
		{"×", lang.L("× eliminated")},
	}
	var out []string
	for _, m := range marks {
		shown := false
		for _, row := range cells[min(1, len(cells)):] {
			for _, c := range row {
				shown = shown || strings.Contains(c, m.mark)
			}
		}
		if shown {
			out = append(out, m.words)
		}
	}
	if len(cells) > 0 && len(cells[0]) > 3 {
		// The rounds' columns, between the names and the totals.
		out = append(out, lang.L("{{.A}}, {{.B}}…: each round's points", map[string]any{"A": cells[0][1], "B": cells[0][2]}))
	}
	return strings.Join(out, " · ")
}
