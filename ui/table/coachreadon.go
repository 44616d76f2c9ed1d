package table

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"github.com/trickparty/trickparty/ui/internal/lang"
)

// A step's words can be taller than the coach's panel (800x600, and more
// so in Japanese): the panel scrolls, and a Next right under a cut
// sentence would skip the half not yet read. While words go
// on below the panel's edge, Next reads "Read on" and scrolls them up by
// the panel's height less a line; at their end it is Next again.

// unread reports whether the step's words go on below the panel's edge.
func (c *coach) unread() bool {
	shown := c.scroll.Size().Height
	if shown <= 0 {
		return false
	}
	return c.scroll.Offset.Y+shown < c.texts.MinSize().Height-1
}

// readOn scrolls the words on by the panel's height less a line, which
// stays in sight to read on from.
func (c *coach) readOn() {
	line := theme.TextSize() * 1.5
	by := max(c.scroll.Size().Height-line, line)
	c.scroll.ScrollToOffset(fyne.NewPos(0, c.scroll.Offset.Y+by))
	c.syncReadOn()
}

// syncReadOn names the button after what it does now.
func (c *coach) syncReadOn() {
	text, icon := lang.L("Next"), theme.NavigateNextIcon()
	if c.waitsForNext() && c.unread() {
		text, icon = lang.L("Read on"), theme.MoveDownIcon()
	}
	if c.next.Text != text {
		c.next.Text, c.next.Icon = text, icon
		c.next.Refresh()
	}
}

// coachWords lays out the scroll of the coach's words, and names Next
// again for the room they now have.
type coachWords struct{ c *coach }

func (l coachWords) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
	l.c.syncReadOn()
}

func (l coachWords) MinSize(objs []fyne.CanvasObject) fyne.Size {
	return objs[0].MinSize()
}
