package ui

import (
	"bytes"
	"fmt"
	"image"
	"runtime"
	"strings"
	"sync"

	"github.com/fyne-io/oksvg"
	"github.com/srwiley/rasterx"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
)

// Rasters: every SVG is parsed and drawn once, at a fixed pixel size, and
// the bitmap is shared by all images of it; the GPU scales it to whatever
// size a card is shown at. Fyne's own SVG path re-rasterises an image each
// time it is resized (a dragged, flying or re-laid-out card), which on a
// software-GL desktop costs far more than a frame.
var (
	rasterMu    sync.Mutex
	rasterCache = map[string]image.Image{}
)

// rasterOf draws res at w x h pixels (cached by resource name).
func rasterOf(res fyne.Resource, w, h int) image.Image {
	key := fmt.Sprintf("%s@%dx%d", res.Name(), w, h)
	rasterMu.Lock()
	img, ok := rasterCache[key]
	rasterMu.Unlock()
	if ok {
		return img
	}
	// Drawn outside the lock so a background warm-up and the UI can draw
	// different cards at once; a rare duplicate draw is harmless.
	img = rasterize(res.Content(), w, h)
	rasterMu.Lock()
	rasterCache[key] = img
	rasterMu.Unlock()
	return img
}

// asyncRasters lets rasterLater draw in the background; tests that drive
// the UI from one goroutine turn it off.
var asyncRasters = true

var pending = map[string][]func(){}

// rasterLater returns the cached raster of res, or nil after starting to
// draw it in the background and arranging for ready to run on the UI
// goroutine once it is cached. The UI never waits for an SVG.
func rasterLater(res fyne.Resource, w, h int, ready func()) image.Image {
	key := fmt.Sprintf("%s@%dx%d", res.Name(), w, h)
	rasterMu.Lock()
	img, ok := rasterCache[key]
	if ok || !asyncRasters {
		rasterMu.Unlock()
		if ok {
			return img
		}
		return rasterOf(res, w, h)
	}
	waiting, busy := pending[key]
	pending[key] = append(waiting, ready)
	rasterMu.Unlock()
	if !busy {
		go func() {
			rasterOf(res, w, h)
			rasterMu.Lock()
			calls := pending[key]
			delete(pending, key)
			rasterMu.Unlock()
			fyne.Do(func() {
				for _, f := range calls {
					f()
				}
			})
		}()
	}
	return nil
}

// keepRastersOf lets the card pictures of every game but game go: each is
// 80 KB at the raster size, and a player who has tried all three games
// would otherwise hold every card of each for the rest of the run.
func keepRastersOf(game string) {
	artMu.Lock()
	owners := make(map[string]string, len(artGame))
	for name, g := range artGame {
		owners[name] = g
	}
	artMu.Unlock()
	rasterMu.Lock()
	defer rasterMu.Unlock()
	for key := range rasterCache {
		name := key // rasterOf's key: the resource's name, "@", the size
		if i := strings.LastIndexByte(key, '@'); i >= 0 {
			name = key[:i]
		}
		if g, ok := owners[name]; ok && g != game {
			delete(rasterCache, key)
		}
	}
}

// warmRasters draws cards ahead of need on the other cores, so the first
// frames of a table do not wait for SVG rasterisation: the backs every
// seat shows, then names in order (the player's hand first), each worker
// taking the next card not yet drawn. One worker took ~2 s at a table's
// start, during which the hand showed blank cards.
func warmRasters(game string, names []string) {
	next := make(chan string, len(names))
	for _, n := range names {
		next <- n
	}
	close(next)
	workers := min(max(runtime.NumCPU()-1, 2), 3)
	for w := range workers {
		go func() {
			if w == 0 {
				rasterOf(cardBack(game), thumbPxW, thumbPxH)
				cardImage(cardBack(game))
			}
			for n := range next {
				cardImage(cardFace(game, n))
			}
		}()
	}
}

// rasterize draws SVG bytes at a pixel size; tests that never look at
// pixels swap in a blank bitmap to stay fast under the race detector.
var rasterize = drawSVG

// drawSVG rasterises an SVG; a broken one becomes a blank bitmap rather
// than a crash.
func drawSVG(data []byte, w, h int) (out image.Image) {
	// RGBA (premultiplied) lets the vector rasteriser take its fast path
	// for solid fills - several times quicker than NRGBA.
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	defer func() {
		if recover() != nil {
			out = image.NewNRGBA(image.Rect(0, 0, w, h))
		}
	}()
	icon, err := oksvg.ReadIconStream(bytes.NewReader(data))
	if err != nil {
		return img
	}
	icon.SetTarget(0, 0, float64(w), float64(h))
	scanner := rasterx.NewScannerGV(w, h, img, img.Bounds())
	icon.Draw(rasterx.NewDasher(w, h, scanner), 1)
	return img
}

// Card rasters are 1.4x a medium card: sharp enough up to the large size,
// and quick to draw (an SVG card costs ~40 ms of CPU at this size).
const cardPxW, cardPxH = 120, 168

func cardImage(res fyne.Resource) image.Image { return rasterOf(res, cardPxW, cardPxH) }

// newRasterImage is a canvas image of a cached raster, stretched.
func newRasterImage(img image.Image) *canvas.Image {
	c := canvas.NewImageFromImage(img)
	c.FillMode = canvas.ImageFillStretch
	c.ScaleMode = canvas.ImageScaleSmooth
	return c
}

// lazyImage is a canvas image of res at w x h pixels that shows blank until
// the raster is ready.
func lazyImage(res fyne.Resource, w, h int) *canvas.Image {
	c := newRasterImage(blankCard)
	var set func()
	set = func() {
		if img := rasterLater(res, w, h, set); img != nil {
			c.Image = img
			c.Refresh()
		}
	}
	set()
	return c
}

// Thumbnail rasters are half a card's: a seat's fan of backs, its
// face-down row and its pile, and the summary's chips, are drawn at most
// 50 px wide. Fyne gives every image a texture of its own at the raster's
// size, and a table of five shows some 90 of these: at the full size they
// held ~7 MB of textures.
const thumbPxW, thumbPxH = cardPxW / 2, cardPxH / 2

func lazyThumb(res fyne.Resource) *canvas.Image { return lazyImage(res, thumbPxW, thumbPxH) }
