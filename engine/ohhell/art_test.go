package ohhell

import (
	"bytes"
	"image"
	"testing"

	"github.com/fyne-io/oksvg"
	"github.com/srwiley/rasterx"
)

// render draws svg as the app does (oksvg at 125x175 pixels).
func render(t *testing.T, svg []byte) *image.RGBA {
	t.Helper()
	icon, err := oksvg.ReadIconStream(bytes.NewReader(svg), oksvg.StrictErrorMode)
	if err != nil {
		t.Fatalf("%v: %.120s", err, svg)
	}
	img := image.NewRGBA(image.Rect(0, 0, 125, 175))
	icon.SetTarget(0, 0, 125, 175)
	icon.Draw(rasterx.NewDasher(125, 175, rasterx.NewScannerGV(125, 175, img, img.Bounds())), 1)
	return img
}

// TestEveryCardIsDrawnInItsSuitsColour: the app's renderer reads every
// face strictly, and each face has its suit's colour in its middle (the
// pips or the court panel), red for hearts and diamonds, dark for clubs
// and spades; the back is green.
func TestEveryCardIsDrawnInItsSuitsColour(t *testing.T) {
	for c := Card(0); c < Cards; c++ {
		svg, err := art{}.Face(face(c))
		if err != nil {
			t.Fatal(err)
		}
		img := render(t, svg)
		reds, darks := 0, 0
		for y := 40; y < 135; y++ {
			for x := 30; x < 95; x++ {
				p := img.RGBAAt(x, y)
				switch {
				case p.R > 150 && p.G < 60 && p.B < 80:
					reds++
				case p.R < 60 && p.G < 60 && p.B < 80 && p.A > 200:
					darks++
				}
			}
		}
		red := c.Suit() == Hearts || c.Suit() == Diamonds
		if red && (reds < 40 || darks > 0) || !red && (darks < 40 || reds > 0) {
			t.Errorf("%s: %d red and %d dark pixels in the middle", c, reds, darks)
		}
	}
	back := render(t, art{}.Back())
	if p := back.RGBAAt(20, 100); p.G < p.R || p.G < p.B {
		t.Errorf("the back is %v, not green", p)
	}
}
