package table

import (
	"math"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/ui/internal/lang"
	"github.com/trickparty/trickparty/ui/internal/tablemodel"
	"github.com/trickparty/trickparty/ui/internal/widgets"
	"github.com/trickparty/trickparty/ui/internal/words"
)

// sidebar is the table's right column: the game and round, the score
// sheet, the game log and the buttons.
type sidebar struct {
	// model is the table as shown; game, seats and name say what it is
	// played with and by whom.
	model *tablemodel.Model
	game  string
	seats func() []app.SeatInfo
	name  func(seat int) string
	// guided: a coach teaches the game, in the log's place.
	guided bool

	root     fyne.CanvasObject
	roundLbl *widgets.JapaneseText
	// tricks are the tricks told, for the round label's count of the
	// round's tricks ("trick 3/7").
	tricks func() []engine.TrickRecord
	// trickTotal is each round's number of tricks, once known.
	trickTotal map[int]int
	sheet      *sheetTable
	// cells is the score sheet's text, row by row (row 0 the header).
	cells  [][]string
	sheetH float32
	// sheetRowH is a row of the sheet with the padding under it.
	sheetRowH float32
	// sheetW is the sheet's width, as last laid out; noRoles says the
	// sheet leaves the players' roles out to fit it (sizeSheet).
	sheetW  float32
	noRoles bool
	target  *widgets.Meter
	// targetLbl says what target shows: the score line and the highest
	// total.
	targetLbl *widgets.JapaneseText
	passed    *widgets.JapaneseText
	// wait says whom a resumed LAN table waits for (resumewait.go).
	wait *waitNote
	// legend says what the score sheet's marks mean, those it shows.
	legend   *widgets.JapaneseText
	logLines []string
	logList  *logList
	// logWidth is the width the log's rows (logRows, one per line) were
	// broken at.
	logWidth float32
	logRows  []logRow
	hintBtn  *widgets.KeyButton
	// thinking: a hint is being searched for, so Hint stays off until it
	// comes whatever the table draws meanwhile.
	thinking bool
	// undoBtn takes a move back (nil at a table without undo); canUndo
	// says whether there is one.
	undoBtn *widgets.KeyButton
	canUndo func() bool
	// The fixed words: the game's title, the log's heading and the
	// buttons (retranslate).
	heading             *widgets.JapaneseText
	logHeading          *widget.Label
	historyBtn, menuBtn *widgets.KeyButton
	column              *fyne.Container
	// scale is the app theme's scale (widgets.AppScale) the sheet's cells were
	// made at: the sidebar draws in the app's theme, which grows with the
	// window (windowScale). It has no ThemeOverride of its own: Fyne
	// loads its fonts again for each override's scope, and a List or
	// Table gives each cell it makes a scope of its own when inside one.
	scale float32
}

// sidebarWays are the sidebar's buttons' actions; startWithout is the
// host's way on at a resumed LAN table waiting for players (nil: the
// player hosts no table).
type sidebarWays struct {
	hint, history, menu func()
	// undo takes the player's last move back, when canUndo says there is
	// one (nil: no undo at this table).
	undo         func()
	canUndo      func() bool
	startWithout func(seats []int, names string)
	// rejoinAt, for the host, says where the players waited for come back
	// (in the language of the moment).
	rejoinAt func() string
}

// newSidebar makes the sidebar's widgets once; render fills them. The
// game's title heads it; a guided game's coach (nil for none) takes the
// log's place.
func newSidebar(title, game string, model *tablemodel.Model, seats func() []app.SeatInfo, name func(int) string, coach *coach, ways sidebarWays) *sidebar {
	sb := &sidebar{model: model, game: game, seats: seats, name: name}
	// It wraps where both parts do not fit (Japanese at 800x600), by
	// the rules of Japanese.
	sb.roundLbl = widgets.NewJapaneseText(widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	sb.sheet = sb.newSheet()
	var bar fyne.CanvasObject
	sb.target, bar = widgets.NewBar()
	sb.target.Hide()
	// Japanese lines break by its rules (package linebreak), not Fyne's.
	sb.targetLbl = widgets.NewJapaneseText(widget.NewLabel(""))
	sb.targetLbl.Hide()
	sb.passed = widgets.NewJapaneseText(widget.NewLabel(""))
	sb.passed.Hide()
	legend := widget.NewLabel("")
	legend.SizeName = theme.SizeNameCaptionText
	sb.legend = widgets.NewJapaneseText(legend)
	sb.legend.Hide()
	sb.logList = newLogList(func() int { return len(sb.logLines) },
		func() fyne.CanvasObject {
			// Rows come broken into lines (wrapLogLine): the label
			// must not break them again.
			return widget.NewLabel("")
		},
		func(i widget.ListItemID, o fyne.CanvasObject) {
			// Only a row whose text changed is set: laying text out
			// again is the costly part.
			if l := o.(*widget.Label); i < len(sb.logRows) && l.Text != sb.logRows[i].text {
				l.SetText(sb.logRows[i].text)
			}
		})
	sb.hintBtn = widgets.NewKeyButtonWithIcon("", theme.SearchIcon(), ways.hint)
	historyBtn := widgets.NewKeyButtonWithIcon("", theme.HistoryIcon(), ways.history)
	menuBtn := widgets.NewKeyButtonWithIcon("", theme.MenuIcon(), ways.menu)
	sb.historyBtn, sb.menuBtn = historyBtn, menuBtn
	sb.heading = widgets.NewJapaneseText(widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	sb.logHeading = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	sb.retranslate(title)
	top := container.NewVBox(sb.heading.Box, sb.roundLbl.Box, widget.NewSeparator())
	sb.wait = newWaitNote(ways.startWithout, ways.rejoinAt)
	middle := container.NewVBox(sb.wait.text.Box)
	if sb.wait.start != nil {
		middle.Add(sb.wait.start)
	}
	middle.Add(sb.legend.Box)
	// The end score's bar, its caption right under it saying what it
	// measures.
	middle.Add(bar)
	middle.Add(sb.targetLbl.Box)
	middle.Add(sb.passed.Box)
	middle.Add(widget.NewSeparator())
	var log fyne.CanvasObject = sb.logList
	buttons := container.NewVBox(sb.hintBtn, container.NewGridWithColumns(2, historyBtn, menuBtn))
	if ways.undo != nil {
		sb.undoBtn = widgets.NewKeyButtonWithIcon(lang.L("Undo"), theme.ContentUndoIcon(), ways.undo)
		sb.canUndo = ways.canUndo
		buttons = container.NewVBox(container.NewGridWithColumns(2, sb.hintBtn, sb.undoBtn), container.NewGridWithColumns(2, historyBtn, menuBtn))
	}
	if coach != nil {
		// A guided game: the coach takes the log's place (History still
		// tells every trick), and the move to make is already marked.
		log = coach.box
		sb.hintBtn.Hide()
		buttons = container.NewVBox(container.NewGridWithColumns(2, historyBtn, menuBtn))
	} else {
		middle.Add(sb.logHeading)
	}
	parts := []fyne.CanvasObject{top, sb.sheet, middle, log, buttons}
	if coach != nil {
		parts = append(parts, coach.sheetRing)
	}
	sb.guided = coach != nil
	sb.column = container.New(&sidebarColumn{sb: sb}, parts...)
	sideBg := widgets.NewThemedRect(theme.ColorNameBackground, 0)
	sb.scale = widgets.AppScale()
	sb.root = container.NewStack(sideBg, container.NewPadded(sb.column))
	return sb
}

// retranslate puts the sidebar's fixed words, and the game's title, in
// the current language; render gives the others.
func (sb *sidebar) retranslate(title string) {
	sb.heading.SetText(title)
	setLabel(sb.logHeading, lang.L("Game log"))
	texts := map[*widgets.KeyButton]string{sb.hintBtn: lang.L("Hint"), sb.historyBtn: lang.L("History"), sb.menuBtn: lang.L("Menu")}
	if sb.undoBtn != nil {
		texts[sb.undoBtn] = lang.L("Undo")
	}
	for b, text := range texts {
		if b.Text != text {
			b.SetText(text)
		}
	}
}

// sidebarLayout gives the table everything but a right column
// (sidebarWidthFor), and scales the sidebar with the window.
type sidebarLayout struct{ sb *sidebar }

func (l *sidebarLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	if sb := l.sb; sb != nil && sb.column != nil {
		if s := widgets.AppScale(); s != sb.scale {
			sb.scale = s
			// A Table keeps its cells' first text size: a new sheet.
			sb.sheet = sb.newSheet()
			sb.column.Objects[1] = sb.sheet
			// The log's rows were measured at the old text size.
			sb.logWidth = 0
			sb.sizeSheet()
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
// full height while a row and a half of its height is left for the log,
// or at least two thirds of the room (beside a guided
// game's coach, what it needs up to half), scrolling beyond that. A sixth
// object, the coach's outline of the score sheet, lies over the sheet.
type sidebarColumn struct{ sb *sidebar }

func (l *sidebarColumn) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	middle := objs[2]
	if size.Width != l.sb.sheetW && l.sb.model.View().Seats != nil {
		// A new width: the whole sheet again, if it fits.
		l.sb.sheetW, l.sb.noRoles = size.Width, false
		if l.sb.fillSheet() {
			l.sb.sheet.Refresh()
		}
		l.sb.sizeSheet()
		l.sb.showLegend()
	}
	l.place(objs, size)
	if middle.MinSize().Height != middle.Size().Height {
		// A label between the sheet and the log wraps only once it has
		// its width (a stand's note shown for the first time took two
		// lines where one was kept, and ran over the log's first row).
		l.place(objs, size)
	}
}

// place lays the column out at the parts' sizes now.
func (l *sidebarColumn) place(objs []fyne.CanvasObject, size fyne.Size) {
	top, sheet, middle, log, buttons := objs[0], objs[1], objs[2], objs[3], objs[4]
	pad := theme.Padding()
	th, mh, bh := top.MinSize().Height, middle.MinSize().Height, buttons.MinSize().Height
	free := size.Height - th - mh - bh - 4*pad
	// Every player's row while the log keeps a row and a half of the
	// sheet's room (a line and a half of its own): at 800x600 two thirds
	// alone would hide a player of the 4-player Gudetama sheet, and at the
	// game's end the winner's row.
	share := max(free*2/3, min(l.sb.sheetH, free-1.5*l.sb.sheetRowH))
	if l.sb.guided {
		// The coach's words and every player's row: the sheet has all it
		// needs up to half the room (it showed two of three players at
		// 800x600, and the row of whoever reached the end score was the
		// hidden one).
		share = max(free*2/5, min(l.sb.sheetH, free/2))
	}
	sh := l.sb.sheetShown(max(share, 0))
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

// relayout places the column's parts again at their sizes now. A
// Container's Refresh would also redraw every part, the log's rows and
// the sheet's cells among them, on every turn.
func (sb *sidebar) relayout() {
	sb.column.Layout.Layout(sb.column.Objects, sb.column.Size())
}

// render fills the sidebar from the view; the score sheet is
// refreshed only when a cell changed.
func (sb *sidebar) render() {
	v := sb.model.View()
	var tricks []engine.TrickRecord
	if sb.tricks != nil {
		tricks = sb.tricks()
	}
	if sb.trickTotal == nil {
		sb.trickTotal = map[int]int{}
	}
	k, n, counted := trickCount(v, tricks, sb.model.Holding(), sb.trickTotal)
	// The round is named as every screen names it (words.RoundName), the
	// trick count beside it ("Round 2 of 3 · Trick 3 of 12"): a line of
	// its own took a score sheet row's room at 800x600, and the coach's
	// in a guided game. Where both do not fit (Japanese at 800x600) the
	// label wraps at the " · ".
	round := ""
	switch {
	case v.Rounds > 0 || v.Goal > 0 && (counted && !sb.guided):
		// Gudetama's end score is said under the sheet (targetLbl).
		round = words.RoundName(v.Round, v.Rounds)
	case v.Goal > 0:
		round = lang.L("{{.Round}}, end score {{.T}}", map[string]any{"Round": words.RoundName(v.Round, 0), "T": v.Goal})
	}
	if counted {
		switch {
		case round != "":
			round += " · "
		}
		round += words.TrickName(k, n)
	}
	sb.roundLbl.Set(round)
	// What sits between the sheet and the log changes height with its
	// contents; the column is laid out again when it does.
	before := sb.column.Objects[2].MinSize().Height
	defer func() {
		if sb.column.Objects[2].MinSize().Height != before {
			sb.relayout()
		}
	}()
	if sb.fillSheet() {
		sheetH := sb.sheetH
		sb.sizeSheet()
		sb.sheet.Refresh()
		if sb.sheetH != sheetH {
			sb.relayout()
		}
	}
	sb.showLegend()
	// The score line's bar is left out of a guided game: the round's line
	// says the end score, the sheet the totals, and the coach's words need
	// the room.
	if v.Goal > 0 && !sb.guided {
		maxScore := 0
		for _, s := range v.Seats {
			maxScore = max(maxScore, s.Score)
		}
		sb.target.Max = float64(v.Goal)
		sb.targetLbl.Set(lang.L("Highest total {{.S}} of {{.T}}", map[string]any{"T": v.Goal, "S": maxScore}))
		if v := math.Min(float64(maxScore), float64(v.Goal)); v != sb.target.Value {
			sb.target.SetValue(v)
		}
		sb.targetLbl.Show()
		sb.target.Show()
	}
	// The seat's rows the game tells in words (what a neighbour picked
	// from the player's stand). A guided game's coach says it when it
	// matters; its note took the room of the coach's own words at 800x600.
	// A row of no cards is said by its label ("no trump this round"),
	// unless it is a row to play from that has none left.
	var told []string
	for _, r := range v.Rows {
		if r.Choosable() || len(r.Cards) == 0 && r.AlsoPlayable != "" || sb.guided {
			continue
		}
		var names []string
		for _, c := range r.Cards {
			names = append(names, c.Name)
		}
		args := map[string]any{"Cards": words.Cards(sb.game, names)}
		if r.Seat >= 0 {
			args["N"] = sb.name(r.Seat)
		}
		told = append(told, lang.L(r.Label, args))
	}
	if len(told) > 0 {
		sb.passed.Set(strings.Join(told, "\n"))
		sb.passed.Show()
	} else {
		sb.passed.Hide()
	}
	sb.renderWait()
	// A hint while the table asks the player, not while a finished trick
	// is held, in every game alike (whether or not the player leads
	// next).
	if sb.model.Asked() && !sb.thinking {
		sb.hintBtn.Enable()
	} else {
		sb.hintBtn.Disable()
	}
	if sb.undoBtn != nil {
		if sb.canUndo() {
			sb.undoBtn.Enable()
		} else {
			sb.undoBtn.Disable()
		}
	}
}

// maxLogLines is how much of the game the log keeps.
const maxLogLines = 200

// addLog adds a line at the log's end, in view.
func (sb *sidebar) addLog(line string) {
	sb.logLines = append(sb.logLines, line)
	sb.logRows = append(sb.logRows, wrapLogLine(line, sb.logWidth))
	if len(sb.logLines) > maxLogLines {
		// A quarter at once, so rows move up (and their heights are
		// set again) once every fifty lines, not at every line.
		drop := len(sb.logLines) - maxLogLines*3/4
		sb.logLines = append(sb.logLines[:0], sb.logLines[drop:]...)
		sb.logRows = append(sb.logRows[:0], sb.logRows[drop:]...)
		sb.applyLogHeights(0)
	} else {
		sb.applyLogHeights(len(sb.logLines) - 1)
	}
	sb.logList.Refresh()
	sb.logList.ScrollToBottom()
}

// setLog makes lines the whole log (a story told again), its end in view.
func (sb *sidebar) setLog(lines []string) {
	sb.logLines = lines
	sb.measureLogRows()
	sb.logList.Refresh()
	sb.logList.ScrollToBottom()
}

// setLabel changes a label's text only when it differs: a label refresh
// shapes its text again, which a render should not pay for nothing.
func setLabel(l *widget.Label, text string) {
	if l.Text != text {
		l.SetText(text)
	}
}

// trickCount is which trick of the round is played (k) of how many (n),
// from the cards the seats still hold: a round has as many tricks more as
// the seat with the most cards to play has cards. n is learnt while a
// trick is being played, from the round's tricks told, and kept in total
// for the round (round -> n): while a finished trick is still shown the
// tricks told may lag or lead the view. held: a finished trick is shown.
// Not ok while no trick is played (a draft, a deal) or before n is known.
func trickCount(v engine.View, told []engine.TrickRecord, held bool, total map[int]int) (k, n int, ok bool) {
	if v.Over || v.Passing != nil || (v.Prompt != nil && !v.Prompt.Leader) {
		return 0, 0, false
	}
	inTrick := map[int]bool{}
	for _, p := range v.Trick {
		inTrick[p.Seat] = true
	}
	left, active := 0, 0
	for _, sv := range v.Seats {
		if sv.Eliminated {
			continue
		}
		active++
		left = max(left, sv.HandCount+sv.FacedownLeft)
	}
	finished := held || (len(inTrick) > 0 && len(inTrick) >= active)
	if !finished {
		// The card a seat put on the trick is still its card to play.
		unplayed := 0
		for s, sv := range v.Seats {
			if c := sv.HandCount + sv.FacedownLeft; !sv.Eliminated && inTrick[s] {
				unplayed = max(unplayed, c+1)
			}
		}
		left = max(left, unplayed)
		if _, known := total[v.Round]; !known && left > 0 {
			done := 0
			for _, tr := range told {
				if tr.Round == v.Round {
					done++
				}
			}
			total[v.Round] = done + left
		}
		n = total[v.Round]
		k = n - left + 1
	} else {
		n = total[v.Round]
		k = n - left
	}
	if n == 0 || k < 1 || k > n {
		return 0, 0, false
	}
	return k, n, true
}
