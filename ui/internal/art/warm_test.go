package ui

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
	old := rasterize
	t.Cleanup(func() { rasterize = old })
	var mu sync.Mutex
	drawing, most := 0, 0
	rasterize = func(_ []byte, w, h int) image.Image {
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
	keepRastersOf("") // none of any game
	names := []string{"red1", "red2", "blue3", "green4", "yellow5", "purple6"}
	warmRasters("gummi", names)
	keys := []string{
		fmt.Sprintf("%s@%dx%d", cardBack("gummi").Name(), thumbPxW, thumbPxH),
		fmt.Sprintf("%s@%dx%d", cardBack("gummi").Name(), cardPxW, cardPxH),
	}
	for _, n := range names {
		keys = append(keys, fmt.Sprintf("%s@%dx%d", cardFace("gummi", n).Name(), cardPxW, cardPxH))
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
