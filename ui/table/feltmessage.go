package table

import (
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"github.com/trickparty/trickparty/ui/internal/widgets"
)

// feltMessage is the message the felt shows for a few seconds (a refusal,
// a hint, a word to a newcomer), wrapped into lines in the room the table
// gives it.
type feltMessage struct {
	// said is the message shown ("" for none); aboutMove says it is about
	// the player's move, so it goes once that no longer applies.
	said      string
	aboutMove bool
	// standing is shown while no message is: what applies for as long as
	// the table stays as it is (why the player's greyed cards are).
	standing string
	// lines draw it, wrapped; wrap is how it was last wrapped.
	lines []*canvas.Text
	wrap  messageWrap
	// timer clears it after a while.
	timer *time.Timer
	// room is where it goes on the felt now, at what scale (false: the
	// felt is not laid out yet); later runs a step on the UI goroutine
	// unless the table has closed.
	room  func() (rect, float32, bool)
	later func(func())
}

// messageShown is how long a message stays on the felt.
const messageShown = 3500 * time.Millisecond

// maxMessageLines is how many lines a message on the felt may take.
const maxMessageLines = 4

func newFeltMessage(room func() (rect, float32, bool), later func(func())) *feltMessage {
	m := &feltMessage{room: room, later: later}
	for range maxMessageLines {
		l := canvas.NewText("", noteText)
		l.TextStyle.Bold = true
		l.Alignment = fyne.TextAlignCenter
		m.lines = append(m.lines, l)
	}
	return m
}

// show shows msg for a few seconds.
func (m *feltMessage) show(msg string, aboutMove bool) { m.showFor(msg, aboutMove, messageShown) }

// showFor shows msg for d.
func (m *feltMessage) showFor(msg string, aboutMove bool, d time.Duration) {
	m.said, m.aboutMove = msg, aboutMove
	m.draw()
	// One timer, moved on by each message: no goroutine waits meanwhile,
	// and stop stops it.
	m.stop()
	m.timer = time.AfterFunc(d, func() {
		m.later(func() {
			if m.said == msg {
				m.clear()
			}
		})
	})
}

// stand sets the standing line, drawn again only when it changed.
func (m *feltMessage) stand(line string) {
	if m.standing != line {
		m.standing = line
		m.draw()
	}
}

// clearAboutMove takes away a message about the player's move: a card of
// theirs was played, or the trick ended, so the refusal or the hint no
// longer applies.
func (m *feltMessage) clearAboutMove() {
	if m.aboutMove {
		m.clear()
	}
}

// clearIf takes msg away if it is the message shown.
func (m *feltMessage) clearIf(msg string) {
	if m.said == msg {
		m.clear()
	}
}

func (m *feltMessage) clear() {
	if m.said == "" {
		return
	}
	m.said, m.aboutMove = "", false
	m.stop()
	m.draw()
}

// stop stops the timer that would clear the message.
func (m *feltMessage) stop() {
	if m.timer != nil {
		m.timer.Stop()
	}
}

// draw shows the message as it now is, in its place.
func (m *feltMessage) draw() {
	r, chrome, ok := m.room()
	if !ok {
		return
	}
	m.place(r, chrome)
	for _, l := range m.lines {
		l.Refresh()
	}
}

// messageLineHeight is the height of a message line of text size size.
func messageLineHeight(size float32) float32 { return size * 1.35 }

// place wraps the message into the lines of its place, at the largest
// size (15 at the felt's scale, down to 12) at which it fits there; it
// shrinks further only when even that does not fit.
func (m *feltMessage) place(r rect, chrome float32) {
	text := m.said
	if text == "" {
		text = m.standing
	}
	lines, textSize := m.wrapped(text, 15*chrome, max(12, 11*chrome), r.size)
	lineH := messageLineHeight(textSize)
	for i, l := range m.lines {
		text := ""
		if i < len(lines) {
			text = lines[i]
		}
		if i == len(m.lines)-1 && len(lines) > len(m.lines) {
			// Never more lines than drawn: the last takes the rest.
			text = strings.Join(lines[i:], " ")
		}
		l.Text, l.TextSize = text, textSize
		l.Move(fyne.NewPos(r.pos.X, r.pos.Y+float32(i)*lineH))
		l.Resize(fyne.NewSize(r.size.Width, lineH))
	}
}

// messageWrap is a message as last wrapped: every layout places the
// message again, and wrapping measures it many times.
type messageWrap struct {
	text        string
	size, floor float32
	room        fyne.Size
	lines       []string
	textSize    float32
}

// wrapped wraps text to fit room: at size, or smaller down to floor, or
// below that to 9 as a last resort; its lines are balanced (as narrow as
// the same number of lines allows), so no line is a lone word.
func (m *feltMessage) wrapped(text string, size, floor float32, room fyne.Size) ([]string, float32) {
	w := &m.wrap
	if w.text == text && w.size == size && w.floor == floor && w.room == room {
		return w.lines, w.textSize
	}
	asked := size
	style := fyne.TextStyle{Bold: true}
	var lines []string
	for {
		lines = widgets.WrapText(text, size, style, room.Width)
		fits := len(lines) <= maxMessageLines && float32(len(lines))*messageLineHeight(size) <= room.Height+0.5
		if fits || size <= 9 {
			break
		}
		next := size * 0.92
		if size > floor && next < floor {
			next = floor
		}
		size = max(9, next)
	}
	if n := len(lines); n > 1 {
		lo, hi := room.Width/float32(n), room.Width
		for range 8 {
			mid := (lo + hi) / 2
			if len(widgets.WrapText(text, size, style, mid)) > n {
				lo = mid
			} else {
				hi = mid
			}
		}
		lines = widgets.WrapText(text, size, style, hi)
	}
	*w = messageWrap{text: text, size: asked, floor: floor, room: room, lines: lines, textSize: size}
	return lines, size
}
