package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine/bot"
	"github.com/trickparty/trickparty/ui/internal/art"
	"github.com/trickparty/trickparty/ui/internal/lang"
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

// TestHomeFitsEveryGame: whichever game is chosen, with the largest
// table it allows, the home screen fits 800x600 in each language: every
// button inside the window, the panel no wider than it, and a game of
// several options names each beside its choices (its choices alone,
// "Any bid", did not say what they chose). With every game a build may
// add (-tags ohhell, highcard) the list of games is longer.
func TestHomeFitsEveryGame(t *testing.T) {
	for _, lng := range app.Languages {
		for _, g := range app.Games() {
			prefs := &app.MemPrefs{}
			app.SaveSettings(prefs, app.Settings{Language: lng})
			app.SaveHomeChoice(prefs, app.HomeChoice{Game: g.ID, Players: g.MaxPlayers})
			u, _ := newTestUIPrefs(t, prefs)
			u.ShowHome()
			u.Win.Resize(fyne.NewSize(800, 600))
			win := u.Win.Canvas().Size()
			where := lng + " " + g.ID
			if min := u.Win.Content().MinSize(); min.Width > win.Width {
				t.Errorf("%s: the home screen is %v wide in a window %v wide", where, min.Width, win.Width)
			}
			for _, label := range []string{"Play", "Host game", "Join game", "Rules", "Statistics", "Settings", "About"} {
				b := uitest.FindFirst(u.Win.Content(), func(k *widgets.KeyButton) bool { return k.Text == lang.L(label) })
				if b == nil {
					t.Fatalf("%s: no %q button", where, label)
				}
				pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(b)
				if pos.X < 0 || pos.Y < 0 || pos.X+b.Size().Width > win.Width || pos.Y+b.Size().Height > win.Height {
					t.Errorf("%s: %q at %v size %v is outside the window %v", where, label, pos, b.Size(), win)
				}
			}
			choosable := 0
			for _, o := range g.Options {
				if len(o.Choices) > 0 {
					choosable++
				}
			}
			for _, o := range g.Options {
				if len(o.Choices) == 0 || choosable < 2 {
					continue
				}
				l := uitest.FindFirst(u.Win.Content(), func(l *widget.Label) bool { return l.Text == lang.L(o.Label) })
				if l == nil || !l.Visible() {
					t.Errorf("%s: the option %q is not named", where, lang.L(o.Label))
					continue
				}
				if text := fyne.MeasureText(l.Text, theme.TextSize(), l.TextStyle); text.Width > l.Size().Width {
					t.Errorf("%s: the option's name %q (%v wide) is cut to %v", where, l.Text, text.Width, l.Size().Width)
				}
			}
			SetLanguage("en")
		}
	}
}
