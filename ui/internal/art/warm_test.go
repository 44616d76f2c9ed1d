package art

import (
	"fmt"
	"image"
	"sync"
	"testing"
	"time"
)

// TestWarmRastersDrawsTheBacksAndEveryCard: the warm-up draws the backs
// every seat shows (the fan's half-size raster and the full one) and each
// card it is given, on more than one worker, so a table's first frames
// find them drawn.
func TestWarmRastersDrawsTheBacksAndEveryCard(t *testing.T) {
	old := Rasterize
	t.Cleanup(func() { Rasterize = old })
	var mu sync.Mutex
	drawing, most := 0, 0
	Rasterize = func(_ []byte, w, h int) image.Image {
		mu.Lock()
		drawing++
		most = max(most, drawing)
		mu.Unlock()
		time.Sleep(20 * time.Millisecond) // a card takes ~40 ms to draw
		mu.Lock()
		drawing--
		mu.Unlock()
		return image.NewNRGBA(image.Rect(0, 0, w, h))
	}
	KeepRastersOf("") // none of any game
	names := []string{"red1", "red2", "blue3", "green4", "yellow5", "purple6"}
	WarmRasters("gummi", names)
	keys := []string{
		fmt.Sprintf("%s@%dx%d", CardBack("gummi").Name(), ThumbPxW, ThumbPxH),
		fmt.Sprintf("%s@%dx%d", CardBack("gummi").Name(), CardPxW, CardPxH),
	}
	for _, n := range names {
		keys = append(keys, fmt.Sprintf("%s@%dx%d", CardFace("gummi", n).Name(), CardPxW, CardPxH))
	}
	deadline := time.Now().Add(10 * time.Second)
	for _, k := range keys {
		for {
			rasterMu.Lock()
			_, ok := rasterCache[k]
			rasterMu.Unlock()
			if ok {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("%s was not drawn", k)
			}
			time.Sleep(5 * time.Millisecond)
		}
	}
	mu.Lock()
	defer mu.Unlock()
	if most < 2 {
		t.Errorf("the warm-up drew on %d worker at a time, want 2 or more", most)
	}
}
