package art

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

// BlankCard stands in for a card whose picture is still being drawn.
var BlankCard = func() image.Image {
	img := image.NewNRGBA(image.Rect(0, 0, 5, 7))
	for i := 0; i < len(img.Pix); i += 4 {
		img.Pix[i], img.Pix[i+1], img.Pix[i+2], img.Pix[i+3] = 0xf4, 0xf1, 0xe8, 0xff
	}
	return img
}()

// Rasters calls f with each raster kept, by its key (the resource's name,
// "@", the size), holding the cache: what the memory checks count.
func Rasters(f func(key string, img image.Image)) {
	rasterMu.Lock()
	defer rasterMu.Unlock()
	for k, img := range rasterCache {
		f(k, img)
	}
}

// ForgetRasters lets every raster go: each is drawn again when next used.
func ForgetRasters() {
	rasterMu.Lock()
	clear(rasterCache)
	rasterMu.Unlock()
}

// RasterOf draws res at w x h pixels (cached by resource name).
func RasterOf(res fyne.Resource, w, h int) image.Image {
	key := fmt.Sprintf("%s@%dx%d", res.Name(), w, h)
	rasterMu.Lock()
	img, ok := rasterCache[key]
	rasterMu.Unlock()
	if ok {
		return img
	}
	// Drawn outside the lock so a background warm-up and the UI can draw
	// different cards at once; a rare duplicate draw is harmless.
	img = Rasterize(res.Content(), w, h)
	rasterMu.Lock()
	rasterCache[key] = img
	rasterMu.Unlock()
	return img
}

// AsyncRasters lets RasterLater draw in the background; tests that drive
// the UI from one goroutine turn it off.
var AsyncRasters = true

// pending are the callers waiting for each raster RasterLater draws.
var pending = map[string][]func(){}

// RasterLater returns the cached raster of res, or nil after starting to
// draw it in the background and arranging for ready to run on the UI
// goroutine once it is cached. The UI never waits for an SVG.
func RasterLater(res fyne.Resource, w, h int, ready func()) image.Image {
	key := fmt.Sprintf("%s@%dx%d", res.Name(), w, h)
	rasterMu.Lock()
	img, ok := rasterCache[key]
	if ok || !AsyncRasters {
		rasterMu.Unlock()
		if ok {
			return img
		}
		return RasterOf(res, w, h)
	}
	waiting, busy := pending[key]
	pending[key] = append(waiting, ready)
	rasterMu.Unlock()
	if !busy {
		go func() {
			RasterOf(res, w, h)
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

// KeepRastersOf lets the card pictures of every game but game go: each is
// 80 KB at the raster size, and a player who has tried all three games
// would otherwise hold every card of each for the rest of the run.
func KeepRastersOf(game string) {
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

// WarmRasters draws cards ahead of need on the other cores, so the first
// frames of a table do not wait for SVG rasterisation: the backs every
// seat shows, then names in order (the player's hand first), each worker
// taking the next card not yet drawn. One worker took ~2 s at a table's
// start, during which the hand showed blank cards.
func WarmRasters(game string, names []string) {
	next := make(chan string, len(names))
	for _, n := range names {
		next <- n
	}
	close(next)
	workers := min(max(runtime.NumCPU()-1, 2), 3)
	for w := range workers {
		go func() {
			if w == 0 {
				RasterOf(CardBack(game), ThumbPxW, ThumbPxH)
				CardImage(CardBack(game))
			}
			for n := range next {
				CardImage(CardFace(game, n))
			}
		}()
	}
}

// Rasterize draws SVG bytes at a pixel size; tests that never look at
// pixels swap in a blank bitmap to stay fast under the race detector.
var Rasterize = DrawSVG

// DrawSVG rasterises an SVG; a broken one becomes a blank bitmap rather
// than a crash.
func DrawSVG(data []byte, w, h int) (out image.Image) {
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
const CardPxW, CardPxH = 120, 168

// CardImage is res drawn at the card raster size.
func CardImage(res fyne.Resource) image.Image { return RasterOf(res, CardPxW, CardPxH) }

// NewRasterImage is a canvas image of a cached raster, stretched.
func NewRasterImage(img image.Image) *canvas.Image {
	c := canvas.NewImageFromImage(img)
	c.FillMode = canvas.ImageFillStretch
	c.ScaleMode = canvas.ImageScaleSmooth
	return c
}

// LazyImage is a canvas image of res at w x h pixels that shows blank until
// the raster is ready.
func LazyImage(res fyne.Resource, w, h int) *canvas.Image {
	c := NewRasterImage(BlankCard)
	var set func()
	set = func() {
		if img := RasterLater(res, w, h, set); img != nil {
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
const ThumbPxW, ThumbPxH = CardPxW / 2, CardPxH / 2

// LazyThumb is LazyImage at the thumbnail size.
func LazyThumb(res fyne.Resource) *canvas.Image { return LazyImage(res, ThumbPxW, ThumbPxH) }
