package table

import (
	"image"
	"runtime"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/ui/internal/art"
	"github.com/trickparty/trickparty/ui/internal/uitest"
	"github.com/trickparty/trickparty/ui/internal/widgets"
)

// liveHeap is the heap in use after a collection.
func liveHeap() uint64 {
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.HeapAlloc
}

// rasterBytes is what the card pictures drawn so far hold: cards first
// seen later in a round add to it, as they should.
func rasterBytes() uint64 {
	var n uint64
	art.Rasters(func(_ string, img image.Image) {
		switch img := img.(type) {
		case *image.RGBA:
			n += uint64(len(img.Pix))
		case *image.NRGBA:
			n += uint64(len(img.Pix))
		}
	})
	return n
}

// TestARoundOfPlayKeepsTheHeapFlat: playing a whole round leaves the heap,
// but for the pictures of cards first seen in it, about where it was after
// the first trick. Fyne loads its fonts again for
// every theme scope text is drawn in and never lets them go; the game log
// and the score sheet once gave each row or cell a ThemeOverride of its
// own, and a List makes rows afresh whenever the collector empties its
// pool, so every few lines of the log cost fonts for good (a real window
// grew from 160 to over 300 MB in one round).
func TestARoundOfPlayKeepsTheHeapFlat(t *testing.T) {
	u, _ := newTestUI(t)
	ts := startGame(t, u, engine.Config{Game: "gummi", Players: 4, Seed: 7, Options: engine.Options{}.With("rounds", 1)})
	// The smallest window: painting costs by the pixel (under -race most
	// of this test's time), and its log still shows every few lines.
	u.Win.Resize(fyne.NewSize(800, 600))
	c := u.Win.Canvas()
	lines := -1
	// Draw the window as the log gains lines, as a real window would, so that text is laid out and painted in its widgets' scopes.
	drawn := func() {
		if n := len(ts.panel.side.logLines); n != lines {
			lines = n
			if n%3 == 0 { // every few lines: painting is slow under -race
				c.Capture()
			}
		}
	}
	playUntil(t, ts, func() bool { drawn(); return len(ts.panel.side.logLines) >= 8 })
	before := liveHeap() - rasterBytes()
	over := func() bool { return ts.model.View().Phase == engine.Finished && ts.felt.panel.obj != nil }
	for !over() {
		// A few lines at a time: each wait has its own deadline, and a
		// whole round under -race takes longer than one.
		n := len(ts.panel.side.logLines)
		playUntil(t, ts, func() bool {
			drawn()
			if ts.model.DealHeld() {
				ts.closeSummary()
			}
			return over() || len(ts.panel.side.logLines) >= n+6
		})
	}
	c.Capture()
	after := liveHeap() - rasterBytes()
	t.Logf("live heap after the first trick %.1f MB, after the round %.1f MB (%d log lines)", mb(before), mb(after), len(ts.panel.side.logLines))
	if grew := float64(after) - float64(before); grew > 4<<20 {
		t.Errorf("a round of play grew the live heap by %.1f MB (from %.1f MB); something keeps what it drew", grew/(1<<20), mb(before))
	}
}

func mb(b uint64) float64 { return float64(b) / (1 << 20) }

// TestFyneParsesTheCutFonts: once the app is up, the fonts Fyne parses for
// each theme scope are the cut ones, and its 4 MB emoji font is gone.
func TestFyneParsesTheCutFonts(t *testing.T) {
	newTestUI(t)
	latinRegular, latinBold := widgets.CutLatinFonts()
	for _, f := range []struct {
		name string
		got  []byte
		want int
	}{
		{"text", theme.DefaultTextFont().Content(), len(latinRegular)},
		{"bold", theme.DefaultTextBoldFont().Content(), len(latinBold)},
		{"italic", theme.DefaultTextItalicFont().Content(), len(latinRegular)},
		{"bold italic", theme.DefaultTextBoldItalicFont().Content(), len(latinBold)},
		{"emoji", theme.DefaultEmojiFont().Content(), len(theme.DefaultSymbolFont().Content())},
	} {
		if len(f.got) != f.want {
			t.Errorf("Fyne's %s font is %d bytes, want the cut font's %d", f.name, len(f.got), f.want)
		}
	}
	if len(latinRegular) > 200<<10 || len(latinBold) > 200<<10 {
		t.Errorf("the cut Latin fonts are %d and %d bytes: cut them again (make fonts)", len(latinRegular), len(latinBold))
	}
}

// TestNoTextIsItalic: nothing at the table asks for an italic style. The
// app's fonts have none (italic is drawn upright), and the first italic
// text made Fyne parse its italic font and the system's oblique one for
// good: ~5 MB, for the "face-down" line of a trick's tag.
func TestNoTextIsItalic(t *testing.T) {
	u, _ := newTestUI(t)
	ts := startGame(t, u, engine.Config{Game: "gummi", Players: 5, Seed: 7})
	facedown := false
	playUntil(t, ts, func() bool {
		for _, p := range ts.model.Shown() {
			facedown = facedown || p.Facedown
		}
		checkNotItalic(t, u.Win.Content())
		return ts.felt.panel.obj != nil
	})
	checkNotItalic(t, u.Win.Content())
	if !facedown {
		t.Fatal("no card of a face-down row was played: pick another seed")
	}
}

func checkNotItalic(t *testing.T, o fyne.CanvasObject) {
	t.Helper()
	uitest.FindFirst(o, func(c fyne.CanvasObject) bool {
		var st fyne.TextStyle
		switch v := c.(type) {
		case *canvas.Text:
			st = v.TextStyle
		case *widget.Label:
			st = v.TextStyle
		}
		if st.Italic {
			t.Fatalf("%T %v is italic", c, c)
		}
		return false
	})
}

// TestANewTableLetsOtherGamesPicturesGo: a table of one game after a table
// of another holds no picture of the first game's cards.
func TestANewTableLetsOtherGamesPicturesGo(t *testing.T) {
	u, _ := newTestUI(t)
	startGame(t, u, engine.Config{Game: "gummi", Players: 4, Seed: 7})
	art.CardImage(art.CardFace("gummi", "red5"))
	art.CardImage(art.CardBack("gummi"))
	startGame(t, u, engine.Config{Game: "gudetama", Players: 3, Seed: 7})
	art.CardImage(art.CardFace("gudetama", "5"))
	others, own := 0, 0
	art.Rasters(func(key string, _ image.Image) {
		switch {
		case strings.Contains(key, "gummi"):
			others++
		case strings.Contains(key, "gudetama"):
			own++
		}
	})
	if others > 0 || own == 0 {
		t.Errorf("after a Gudetama table after a Gummi one, %d Gummi and %d Gudetama pictures are kept", others, own)
	}
}
