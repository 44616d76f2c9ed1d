package table

import (
	"image/color"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/trickparty/trickparty/ui/internal/lang"
	"github.com/trickparty/trickparty/ui/internal/widgets"
)

// LinkLayer dims the table while the connection to the host is down: it
// says so, counts the seconds it has been trying again, and offers Leave
// (the seat stays kept for Rejoin). Nothing under it can be played.
type LinkLayer struct {
	root  *fyne.Container
	title *widget.Label
	body  *widget.Label
	// action is Leave on a guest, Keep playing on a host whose network
	// went away.
	action *widget.Button
	// onAction is what action does now.
	onAction func()
}

func newLinkLayer() *LinkLayer {
	l := &LinkLayer{
		title: widget.NewLabelWithStyle("", fyne.TextAlignCenter, fyne.TextStyle{Bold: true}),
		body:  widgets.Wrapped(widget.NewLabelWithStyle("", fyne.TextAlignCenter, fyne.TextStyle{})),
	}
	l.title.SizeName = theme.SizeNameSubHeadingText
	l.action = widget.NewButtonWithIcon("", theme.LogoutIcon(), func() {
		if l.onAction != nil {
			l.onAction()
		}
	})
	l.action.Importance = widget.HighImportance
	bg := widgets.NewOutlinedRect(theme.ColorNameOverlayBackground, 16, gold, 2)
	panel := container.NewStack(bg, container.NewPadded(container.NewPadded(
		container.NewVBox(l.title, l.body, container.NewCenter(l.action)))))
	l.root = container.NewStack(newInputShield(), container.NewCenter(container.New(widgets.FixedWidth{W: 420}, panel)))
	l.root.Hide()
	return l
}

// ShowLost says the link to the host went down at since and the client
// gives up at giveUp, at time now.
func (l *LinkLayer) ShowLost(since, giveUp, now time.Time, leave func()) {
	l.title.SetText(lang.L("Connection to the host lost"))
	// One clock only: the seconds tried count up; how long the app keeps
	// trying is a fixed number, not a second countdown beside it.
	tried := max(0, int(now.Sub(since)/time.Second))
	total := int((giveUp.Sub(since) + time.Second/2) / time.Second)
	l.body.SetText(lang.L("Trying to reach the host again: {{.S}} s so far.", map[string]any{"S": tried}) + "\n" +
		lang.L("Your seat is kept. If the host is not back after {{.Total}} s, you go back to the home screen and can Rejoin later.", map[string]any{"Total": total}))
	l.action.SetText(lang.L("Leave (keep my seat)"))
	l.action.SetIcon(theme.LogoutIcon())
	l.onAction = leave
	l.root.Show()
}

// ShowNetworkGone tells a host that its own network went away: guests
// cannot reach the table, and bots hold their seats meanwhile.
func (l *LinkLayer) ShowNetworkGone(keepPlaying func()) {
	l.title.SetText(lang.L("Your network connection is gone"))
	l.body.SetText(lang.L("Other players cannot reach this table. Bots play their seats until the network is back; then they can rejoin."))
	l.action.SetText(lang.L("Keep playing"))
	l.action.SetIcon(theme.MediaPlayIcon())
	l.onAction = keepPlaying
	l.root.Show()
}

func (l *LinkLayer) Hide()         { l.root.Hide() }
func (l *LinkLayer) Visible() bool { return l.root.Visible() }

// inputShield dims what is under it and takes every tap, drag and click,
// so no card is played while the table cannot be.
type inputShield struct {
	widget.BaseWidget
}

func newInputShield() *inputShield {
	s := &inputShield{}
	s.ExtendBaseWidget(s)
	return s
}

func (s *inputShield) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(canvas.NewRectangle(color.NRGBA{A: 150}))
}

func (s *inputShield) Tapped(*fyne.PointEvent)          {}
func (s *inputShield) TappedSecondary(*fyne.PointEvent) {}
func (s *inputShield) Dragged(*fyne.DragEvent)          {}
func (s *inputShield) DragEnd()                         {}
func (s *inputShield) MouseDown(*desktop.MouseEvent)    {}
func (s *inputShield) MouseUp(*desktop.MouseEvent)      {}

// Says is what the layer says: its title, its body and its button.
func (l *LinkLayer) Says() (title, body, action string) {
	return l.title.Text, l.body.Text, l.action.Text
}

// Act presses the layer's button (Leave, or Keep playing).
func (l *LinkLayer) Act() { l.action.OnTapped() }
