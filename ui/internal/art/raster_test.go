package art

import (
	"image"
	"testing"
)

func TestRasterDrawsCardsAndSurvivesBadSVG(t *testing.T) {
	img := DrawSVG(CardFace("gummi", "red9").Content(), 30, 42)
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
	bad := DrawSVG([]byte("<svg><path d='M 0 0 L"), 10, 10)
	if b := bad.Bounds(); b.Dx() != 10 || b.Dy() != 10 {
		t.Fatalf("bad svg gave %v", b)
	}
}

func BenchmarkDrawCard(b *testing.B) {
	data := CardFace("gummi", "red9").Content()
	for i := 0; i < b.N; i++ {
		DrawSVG(data, CardPxW, CardPxH)
	}
}

func TestSortCards(t *testing.T) {
	names := []string{"blue3", "red10", "red2", "yellow1"}
	SortCards("gummi", names)
	if got := names[0] + " " + names[1] + " " + names[2] + " " + names[3]; got != "red2 red10 blue3 yellow1" {
		t.Fatalf("sorted %s", got)
	}
	trip := []string{"trump2", "red7", "blue1", "red1"}
	SortCards("trip", trip)
	if trip[0] != "red1" || trip[3] != "trump2" {
		t.Fatalf("trip sorted %v", trip)
	}
}
