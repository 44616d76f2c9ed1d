package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine/bot"
	"github.com/trickparty/trickparty/ui/internal/art"
	"github.com/trickparty/trickparty/ui/internal/uitest"
	"github.com/trickparty/trickparty/ui/internal/widgets"
)

// TestHomeFitsASmallWindow: with seven players at 800x600 every button of
// the home screen is inside the window (they were below its bottom edge),
// the logo making way; a usual window shows the logo again.
func TestHomeFitsASmallWindow(t *testing.T) {
	prefs := &app.MemPrefs{}
	app.SaveHomeChoice(prefs, app.HomeChoice{Game: "gudetama", Players: 7, Levels: []bot.Level{bot.Hard}})
	u, _ := newTestUIPrefs(t, prefs)
	u.ShowHome()
	logo := uitest.FindFirst(u.Win.Content(), func(i *canvas.Image) bool { return i.Resource == art.Icon() })
	if logo == nil {
		t.Fatal("no logo on the home screen")
	}
	for _, size := range []fyne.Size{{Width: 800, Height: 600}, {Width: 1280, Height: 800}} {
		u.Win.Resize(size)
		win := u.Win.Canvas().Size()
		for _, label := range []string{"Play", "Continue saved game", "Host game", "Join game", "Rules", "Statistics", "Settings", "About"} {
			b := uitest.FindFirst(u.Win.Content(), func(k *widgets.KeyButton) bool { return strings.HasPrefix(k.Text, label) })
			if b == nil {
				t.Fatalf("no %q button", label)
			}
			pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(b)
			if pos.X < 0 || pos.Y < 0 || pos.X+b.Size().Width > win.Width || pos.Y+b.Size().Height > win.Height {
				t.Errorf("%v: %q at %v size %v is outside the window %v", size, label, pos, b.Size(), win)
			}
		}
		if want := size.Height >= 800; logo.Visible() != want {
			t.Errorf("%v: logo shown %v, want %v", size, logo.Visible(), want)
		}
	}
}
