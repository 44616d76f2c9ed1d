package table

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"github.com/trickparty/trickparty/ui/internal/widgets"
)

// statusLine is the line at the foot of the felt saying whose turn it is
// or who won the trick: its words (full), shorter words for a narrow
// felt (alt), and the room the layout gave it.
type statusLine struct {
	text      *canvas.Text
	full, alt string
	box       fyne.Size
	chrome    float32
}

func newStatusLine() statusLine {
	l := canvas.NewText("", color.White)
	l.TextStyle.Bold = true
	l.TextSize = 16
	l.Alignment = fyne.TextAlignCenter
	return statusLine{text: l}
}

// set writes new words and draws them.
func (s *statusLine) set(full, alt string) {
	s.full, s.alt = full, alt
	s.fit()
	s.text.Refresh()
}

// place puts the line in its room at the felt's scale.
func (s *statusLine) place(r rect, chrome float32) {
	s.box, s.chrome = r.size, chrome
	s.fit()
	s.text.Move(r.pos)
	s.text.Resize(r.size)
}

// fit writes the line in its room at the one size every status line has:
// the shorter words where the full ones do not fit at it (a line drawn
// smaller than the others reads as less important); smaller only where
// neither fits, and cut with "…" as a last resort.
func (s *statusLine) fit() {
	t := s.text
	t.Text = s.full
	if s.box.Width <= 0 {
		return
	}
	t.TextSize = 16 * s.chrome
	if s.alt != "" && widgets.Measure(t, s.full) > s.box.Width && widgets.Measure(t, s.alt) <= s.box.Width {
		t.Text = s.alt
		return
	}
	fitText(t, 16*s.chrome, s.box.Width)
	if widgets.Measure(t, t.Text) > s.box.Width && s.alt != "" {
		t.Text = s.alt
		fitText(t, 16*s.chrome, s.box.Width)
	}
	t.Text = ellipsize(t.Text, t, s.box.Width)
}
