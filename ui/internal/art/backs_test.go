package art

import (
	"image"
	"math"
	"testing"

	"github.com/trickparty/trickparty/app"
)

// TestNoCardFaceLooksLikeItsBack: every card of every game differs from
// its game's back in colour, seen at a glance (their mean colours lie
// apart): a face of the back's colour, such as a passport-navy Trick of
// Trip trump beside a navy back, reads as a card played face down.
func TestNoCardFaceLooksLikeItsBack(t *testing.T) {
	for _, g := range app.Games() {
		back := meanColour(DrawSVG(CardBack(g.ID).Content(), 63, 88))
		for _, name := range g.Deck() {
			face := meanColour(DrawSVG(CardFace(g.ID, name).Content(), 63, 88))
			if d := math.Sqrt(sq(face[0]-back[0]) + sq(face[1]-back[1]) + sq(face[2]-back[2])); d < 40 {
				t.Errorf("%s %s: its mean colour %.0f is %.0f from the back's %.0f", g.ID, name, face, d, back)
			}
		}
	}
}

func sq(x float64) float64 { return x * x }

// meanColour is the mean red, green and blue of im's opaque pixels.
func meanColour(im image.Image) [3]float64 {
	var sum [3]float64
	n := 0.0
	b := im.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r, g, bl, a := im.At(x, y).RGBA()
			if a < 0x8000 {
				continue
			}
			sum[0], sum[1], sum[2] = sum[0]+float64(r>>8), sum[1]+float64(g>>8), sum[2]+float64(bl>>8)
			n++
		}
	}
	if n == 0 {
		return sum
	}
	return [3]float64{sum[0] / n, sum[1] / n, sum[2] / n}
}
