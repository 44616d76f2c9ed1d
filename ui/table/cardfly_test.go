package table

import (
	"image"
	"testing"
	"time"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/ui/internal/art"
)

// A bot's card whose picture is not drawn yet does not fly as a blank
// card: it lands drawn.
func TestACardNotYetDrawnDoesNotFly(t *testing.T) {
	u, _ := newTestUI(t)
	ts := startGame(t, u, engine.Config{Game: "gummi", Players: 3, Seed: 9})
	release := make(chan struct{})
	art.Rasterize = func(_ []byte, w, h int) image.Image {
		<-release
		return image.NewNRGBA(image.Rect(0, 0, w, h))
	}
	art.AsyncRasters = true
	defer func() { art.AsyncRasters = false }()
	art.ForgetRasters()
	ts.felt.flyIn(1, "red5", 0)
	if ts.felt.flyer.Visible() {
		t.Fatal("a card whose picture is still being drawn flies blank")
	}
	close(release)
	deadline := time.Now().Add(5 * time.Second)
	for art.RasterLater(art.CardFace("gummi", "red5"), art.CardPxW, art.CardPxH, func() {}) == nil {
		if time.Now().After(deadline) {
			t.Fatal("the picture was never drawn")
		}
		time.Sleep(10 * time.Millisecond)
	}
	ts.felt.flyIn(1, "red5", 0)
	if !ts.felt.flyer.Visible() {
		t.Fatal("a drawn card does not fly")
	}
}
