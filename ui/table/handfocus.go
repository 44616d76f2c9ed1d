package table

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// handStop is the hand's place in the Tab order: an invisible focusable
// widget on the felt. While it has the focus the arrows move the lifted,
// outlined card and Enter plays it (typedKey); Tab goes on to the buttons.
type handStop struct {
	widget.BaseWidget
	// gained picks a card out as the hand gets the focus; key takes the
	// table's keys.
	gained  func()
	key     func(*fyne.KeyEvent)
	focused bool
}

func newHandStop(gained func(), key func(*fyne.KeyEvent)) *handStop {
	h := &handStop{gained: gained, key: key}
	h.ExtendBaseWidget(h)
	return h
}

// CreateRenderer implements fyne.Widget; the focus shows on the cards.
func (h *handStop) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(&fyne.Container{})
}

// FocusGained implements fyne.Focusable: a card is picked out at once.
func (h *handStop) FocusGained() {
	h.focused = true
	h.gained()
}

// FocusLost implements fyne.Focusable.
func (h *handStop) FocusLost() { h.focused = false }

// TypedRune implements fyne.Focusable.
func (h *handStop) TypedRune(rune) {}

// TypedKey implements fyne.Focusable: the table's keys.
func (h *handStop) TypedKey(ev *fyne.KeyEvent) { h.key(ev) }

// The sidebar's score sheet and log only show things. Fyne's Table and
// List are focusable (arrow keys move a selection) and take the focus when
// clicked, so they were Tab stops between the hand and the buttons, and a
// click on either sent the next Tab on to the buttons rather than to the
// hand. Reported disabled, they are neither: the focus walker passes over
// a disabled widget and a click does not focus one. They still scroll,
// and a click leaves no row or cell picked out.

// Embedded in a type of ours, a Table or List no longer hands the theme
// of a ThemeOverride around it to the cells it makes later (it looks the
// theme up under its own pointer, the override put it under ours), so
// neither is put inside one: the sidebar draws in the app's theme.

// notTabStop, embedded, reports a widget disabled (fyne.Disableable), so
// it is never a Tab stop and a click does not focus it.
type notTabStop struct{}

// Disabled implements fyne.Disableable: never a Tab stop.
func (notTabStop) Disabled() bool { return true }

// Enable implements fyne.Disableable.
func (notTabStop) Enable() {}

// Disable implements fyne.Disableable.
func (notTabStop) Disable() {}

var (
	_ fyne.Disableable = (*sheetTable)(nil)
	_ fyne.Disableable = (*logList)(nil)
)

// sheetTable is the score sheet's table, out of the Tab order.
type sheetTable struct {
	widget.Table
	notTabStop
}

func newSheetTable(length func() (int, int), create func() fyne.CanvasObject, update func(widget.TableCellID, fyne.CanvasObject)) *sheetTable {
	t := &sheetTable{}
	t.Length = length
	t.CreateCell = create
	t.UpdateCell = update
	// A click picks out no cell: there is nothing to do with one.
	t.OnSelected = func(id widget.TableCellID) { t.Unselect(id) }
	t.ExtendBaseWidget(t)
	return t
}

// logList is the game log's list, out of the Tab order.
type logList struct {
	widget.List
	notTabStop
}

func newLogList(length func() int, create func() fyne.CanvasObject, update func(widget.ListItemID, fyne.CanvasObject)) *logList {
	l := &logList{}
	l.Length = length
	l.CreateItem = create
	l.UpdateItem = update
	// A click picks out no line: there is nothing to do with one.
	l.OnSelected = func(id widget.ListItemID) { l.Unselect(id) }
	l.ExtendBaseWidget(l)
	return l
}
