package home

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/trickparty/trickparty/engine/bot"
	"github.com/trickparty/trickparty/ui/internal/lang"
	"github.com/trickparty/trickparty/ui/internal/widgets"
)

// BotLevels is the home screen's one row for the computer players' levels:
// a level for all of them, and a button to set each apart. It stays one
// row whatever the number of players. The grid of one choice a bot that
// it replaces grew and shrank by rows as the count changed, and moved
// Play and every button under it away from the pointer.
type BotLevels struct {
	dialogs Dialogs
	all     *widget.Select
	// levels are the table's bots' levels, seat 2 first; kept holds a
	// level for every seat chosen so far, so that a bot the count takes
	// away and gives back keeps its level.
	levels, kept []bot.Level
	// OnChange hears every change of a level.
	OnChange func()
	// Row is what the screen shows: the select and the Each bot button.
	Row fyne.CanvasObject
	// showing is set while show changes the select, which is not a choice.
	showing bool
}

// LevelValues are the levels as a widgets.NewValueSelect's values.
func LevelValues() []string {
	values := make([]string, len(bot.Levels))
	for i, l := range bot.Levels {
		values[i] = string(l)
	}
	return values
}

// Dialogs opens a dialog over the app's window, Escape closing it (what
// the Each bot button needs of the app).
type Dialogs interface {
	Window() fyne.Window
	KeyDialog(d dialog.Dialog, closeOnEnter bool, keys func(*fyne.KeyEvent))
}

// NewBotLevels starts from the levels chosen last time (seat 2 first);
// the Each bot dialog opens through dialogs.
func NewBotLevels(dialogs Dialogs, last []bot.Level) *BotLevels {
	b := &BotLevels{dialogs: dialogs, kept: append([]bot.Level(nil), last...)}
	values := LevelValues()
	b.all = widgets.NewValueSelect(values, "")
	// Bots of different levels show this instead of a level.
	b.all.PlaceHolder = lang.L("mixed")
	b.all.OnChanged = func(string) {
		if b.showing || b.all.SelectedIndex() < 0 {
			return
		}
		b.setAll(bot.Level(widgets.ValueOf(b.all, values, string(bot.Normal))))
	}
	each := widgets.NewKeyButton(lang.L("Each bot…"), b.editEach)
	b.Row = container.NewHBox(widgets.WideSelect(b.all), each)
	return b
}

// SetBots gives the table n bots: those it had keep their levels, and a
// bot it gains takes the level it had before, else the level all the
// others share, else normal.
func (b *BotLevels) SetBots(n int) {
	shared, same := b.shared()
	for i := len(b.levels); i < n; i++ {
		switch {
		case i < len(b.kept):
			b.levels = append(b.levels, b.kept[i])
		case same && len(b.levels) > 0:
			b.levels = append(b.levels, shared)
		default:
			b.levels = append(b.levels, bot.Normal)
		}
	}
	b.levels = b.levels[:n]
	b.keep()
	b.show()
}

// Levels are the bots' levels, seat 2 first.
func (b *BotLevels) Levels() []bot.Level { return append([]bot.Level(nil), b.levels...) }

// Level is bot i's level (0 for seat 2).
func (b *BotLevels) Level(i int) bot.Level {
	if i < len(b.levels) {
		return b.levels[i]
	}
	return bot.Normal
}

// setAll gives every bot, those the table has and those it may gain,
// level l.
func (b *BotLevels) setAll(l bot.Level) {
	for i := range b.levels {
		b.levels[i] = l
	}
	b.kept = append(b.kept[:0], b.levels...)
	b.changed()
}

// setEach gives the bots these levels, seat 2 first.
func (b *BotLevels) setEach(levels []bot.Level) {
	copy(b.levels, levels)
	b.keep()
	b.show()
	b.changed()
}

// keep notes the levels in kept.
func (b *BotLevels) keep() {
	for i, l := range b.levels {
		if i < len(b.kept) {
			b.kept[i] = l
		} else {
			b.kept = append(b.kept, l)
		}
	}
}

// shared is the level every bot has, and whether they all have it.
func (b *BotLevels) shared() (bot.Level, bool) {
	for _, l := range b.levels[min(1, len(b.levels)):] {
		if l != b.levels[0] {
			return "", false
		}
	}
	if len(b.levels) == 0 {
		return bot.Normal, true
	}
	return b.levels[0], true
}

// show puts the shared level in the select, or its placeholder when the
// bots differ.
func (b *BotLevels) show() {
	b.showing = true
	defer func() { b.showing = false }()
	if l, same := b.shared(); same {
		if widgets.ValueOf(b.all, LevelValues(), "") != string(l) {
			widgets.SelectValue(b.all, LevelValues(), string(l))
		}
		return
	}
	if b.all.Selected != "" {
		b.all.ClearSelected()
	}
}

// changed tells OnChange.
func (b *BotLevels) changed() {
	if b.OnChange != nil {
		b.OnChange()
	}
}

// editEach asks for each bot's level, by name, and sets them on Save.
func (b *BotLevels) editEach() {
	values := LevelValues()
	var items []*widget.FormItem
	var selects []*widget.Select
	for i, l := range b.levels {
		s := widgets.NewValueSelect(values, string(l))
		selects = append(selects, s)
		items = append(items, widget.NewFormItem(bot.Name(i+1), widgets.WideSelect(s)))
	}
	b.dialogs.KeyDialog(dialog.NewForm(lang.L("Each bot's level"), lang.L("Save"), lang.L("Cancel"), items, func(ok bool) {
		if !ok {
			return
		}
		levels := make([]bot.Level, len(selects))
		for i, s := range selects {
			levels[i] = bot.Level(widgets.ValueOf(s, values, string(bot.Normal)))
		}
		b.setEach(levels)
	}, b.dialogs.Window()), false, nil)
}
