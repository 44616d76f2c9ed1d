package ui

import (
	"image"
	"testing"
	"time"

	"github.com/trickparty/trickparty/engine"
)

func TestRasterDrawsCardsAndSurvivesBadSVG(t *testing.T) {
	img := drawSVG(cardFace("gummi", "red9").Content(), 30, 42)
	opaque := 0
	nrgba := img.(*image.RGBA)
	for i := 3; i < len(nrgba.Pix); i += 4 {
		if nrgba.Pix[i] > 0 {
			opaque++
		}
	}
	if opaque < 30*42/2 {
		t.Fatalf("card raster mostly empty: %d opaque pixels", opaque)
	}
	bad := drawSVG([]byte("<svg><path d='M 0 0 L"), 10, 10)
	if b := bad.Bounds(); b.Dx() != 10 || b.Dy() != 10 {
		t.Fatalf("bad svg gave %v", b)
	}
}

func BenchmarkDrawCard(b *testing.B) {
	data := cardFace("gummi", "red9").Content()
	for i := 0; i < b.N; i++ {
		drawSVG(data, cardPxW, cardPxH)
	}
}

func TestSortCards(t *testing.T) {
	names := []string{"blue3", "red10", "red2", "yellow1"}
	sortCards("gummi", names)
	if got := names[0] + " " + names[1] + " " + names[2] + " " + names[3]; got != "red2 red10 blue3 yellow1" {
		t.Fatalf("sorted %s", got)
	}
	trip := []string{"trump2", "red7", "blue1", "red1"}
	sortCards("trip", trip)
	if trip[0] != "red1" || trip[3] != "trump2" {
		t.Fatalf("trip sorted %v", trip)
	}
}

// A bot's card whose picture is not drawn yet does not fly as a blank
// card: it lands drawn.
func TestACardNotYetDrawnDoesNotFly(t *testing.T) {
	u, _ := newTestUI(t)
	ts := startGame(t, u, engine.Config{Game: "gummi", Players: 3, Seed: 9})
	release := make(chan struct{})
	rasterize = func(_ []byte, w, h int) image.Image {
		<-release
		return image.NewNRGBA(image.Rect(0, 0, w, h))
	}
	asyncRasters = true
	defer func() { asyncRasters = false }()
	rasterMu.Lock()
	clear(rasterCache)
	rasterMu.Unlock()
	ts.felt.flyIn(1, "red5", 0)
	if ts.felt.flyer.Visible() {
		t.Fatal("a card whose picture is still being drawn flies blank")
	}
	close(release)
	deadline := time.Now().Add(5 * time.Second)
	for rasterLater(cardFace("gummi", "red5"), cardPxW, cardPxH, func() {}) == nil {
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
