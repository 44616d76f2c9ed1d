package assets

//go:generate go run ./internal/artwork icon icon.png

import (
	"bytes"
	_ "embed"
	"fmt"
	"image"
	"image/png"
	"math"
)

// The icon is a small scene of simple shapes (rounded rectangles, circles,
// polygons) so that one description yields both the SVG and a PNG
// rasterized here with the standard library only.

type shapeKind int

const (
	shapeRRect shapeKind = iota
	shapeCircle
	shapePoly
)

// shape is one filled primitive of the icon scene, in the 512 viewBox.
type shape struct {
	kind       shapeKind
	x, y, w, h float64 // rrect box (before rotation); circle: x, y centre, w radius
	r          float64 // corner radius
	rot        float64 // degrees about the box centre (rrect only)
	pts        []pt    // polygon
	top, bot   rgb     // vertical gradient over the shape's box (equal = solid)
	opacity    float64
}

type scene []shape

const iconSize = 512

func iconScene() scene {
	card := func(cx, cy, rot float64, face, edge rgb) []shape {
		return []shape{
			{kind: shapeRRect, x: cx - 96 + 8, y: cy - 134 + 12, w: 192, h: 268, r: 26, rot: rot, top: rgb{}, bot: rgb{}, opacity: 0.25},
			{kind: shapeRRect, x: cx - 96, y: cy - 134, w: 192, h: 268, r: 26, rot: rot, top: edge, bot: edge, opacity: 1},
			{kind: shapeRRect, x: cx - 88, y: cy - 126, w: 176, h: 252, r: 20, rot: rot, top: face.light(0.35), bot: face, opacity: 1},
		}
	}
	red, blue, yellow := gummiRGB[GummiRed], tripRGB[TripBlue], rgb{0xff, 0xc8, 0x3a}
	var s scene
	s = append(s, shape{kind: shapeRRect, x: 0, y: 0, w: iconSize, h: iconSize, r: 112, top: feltRGB.light(0.2), bot: feltRGB.dark(0.25), opacity: 1})
	s = append(s, card(170, 276, -20, yellow, rgb{0xc0, 0x70, 0x20})...)
	s = append(s, card(342, 276, 20, blue, blue.dark(0.45))...)
	// the left card's egg and the right card's white disc peek out
	s = append(s,
		shape{kind: shapeCircle, x: 128, y: 196, w: 40, top: rgb{255, 255, 255}, bot: rgb{0xf4, 0xee, 0xe4}, opacity: 1},
		shape{kind: shapeCircle, x: 128, y: 196, w: 21, top: yolkRGB.light(0.3), bot: yolkRGB, opacity: 1},
		shape{kind: shapeCircle, x: 386, y: 196, w: 34, top: rgb{255, 255, 255}, bot: rgb{0xe0, 0xea, 0xf6}, opacity: 1},
	)
	s = append(s, card(256, 262, 0, creamRGB.mix(red, 0.08), red.dark(0.4))...)
	// a big gummy heart: two circles and a point
	heart := red
	s = append(s,
		shape{kind: shapeCircle, x: 220, y: 238, w: 46, top: heart, bot: heart, opacity: 1},
		shape{kind: shapeCircle, x: 292, y: 238, w: 46, top: heart, bot: heart, opacity: 1},
		shape{kind: shapePoly, pts: []pt{{176, 254}, {336, 254}, {256, 336}}, top: heart, bot: heart, opacity: 1},
		shape{kind: shapeCircle, x: 206, y: 224, w: 13, top: rgb{255, 255, 255}, bot: rgb{255, 255, 255}, opacity: 0.6},
	)
	return s
}

// box returns the shape's axis-aligned bounds (before rotation for rrect).
func (sh shape) box() (x0, y0, x1, y1 float64) {
	switch sh.kind {
	case shapeCircle:
		return sh.x - sh.w, sh.y - sh.w, sh.x + sh.w, sh.y + sh.w
	case shapePoly:
		x0, y0, x1, y1 = math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
		for _, p := range sh.pts {
			x0, y0, x1, y1 = math.Min(x0, p.X), math.Min(y0, p.Y), math.Max(x1, p.X), math.Max(y1, p.Y)
		}
		return
	}
	return sh.x, sh.y, sh.x + sh.w, sh.y + sh.h
}

func (sh shape) rotation() affine {
	cx, cy := sh.x+sh.w/2, sh.y+sh.h/2
	return translate(-cx, -cy).then(rotateDeg(sh.rot)).then(translate(cx, cy))
}

func (s scene) svg() []byte {
	d := newDoc(iconSize, iconSize)
	for _, sh := range s {
		var p *path
		switch sh.kind {
		case shapeRRect:
			p = newPath(sh.rotation()).rrect(sh.x, sh.y, sh.w, sh.h, sh.r, true)
		case shapeCircle:
			p = newPath(identity).circle(sh.x, sh.y, sh.w, true)
		case shapePoly:
			p = newPath(identity).poly(sh.pts...)
		}
		fill := sh.top.hex()
		if sh.top != sh.bot {
			fill = d.linear(0, 0, 0, 1, stop{0, sh.top, 1}, stop{1, sh.bot, 1})
		}
		d.fill(p, fill, sh.opacity)
	}
	return d.bytes()
}

// contains reports whether point (x, y) of the 512 viewBox is inside sh.
func (sh shape) contains(x, y float64) bool {
	switch sh.kind {
	case shapeCircle:
		dx, dy := x-sh.x, y-sh.y
		return dx*dx+dy*dy <= sh.w*sh.w
	case shapePoly:
		in := false
		n := len(sh.pts)
		for i, j := 0, n-1; i < n; j, i = i, i+1 {
			a, b := sh.pts[i], sh.pts[j]
			if (a.Y > y) != (b.Y > y) && x < (b.X-a.X)*(y-a.Y)/(b.Y-a.Y)+a.X {
				in = !in
			}
		}
		return in
	}
	// rounded rectangle: undo the rotation, then clamp to the inner box
	q := pt{x, y}
	if sh.rot != 0 {
		cx, cy := sh.x+sh.w/2, sh.y+sh.h/2
		q = translate(-cx, -cy).then(rotateDeg(-sh.rot)).then(translate(cx, cy)).apply(q)
	}
	ix := math.Max(sh.x+sh.r, math.Min(q.X, sh.x+sh.w-sh.r))
	iy := math.Max(sh.y+sh.r, math.Min(q.Y, sh.y+sh.h-sh.r))
	if q.X < sh.x || q.X > sh.x+sh.w || q.Y < sh.y || q.Y > sh.y+sh.h {
		return false
	}
	dx, dy := q.X-ix, q.Y-iy
	return dx*dx+dy*dy <= sh.r*sh.r
}

// rotatedBox is a conservative pixel-space bound for culling.
func (sh shape) rotatedBox() (x0, y0, x1, y1 float64) {
	x0, y0, x1, y1 = sh.box()
	if sh.kind == shapeRRect && sh.rot != 0 {
		m := sh.rotation()
		cs := []pt{m.apply(pt{x0, y0}), m.apply(pt{x1, y0}), m.apply(pt{x0, y1}), m.apply(pt{x1, y1})}
		x0, y0, x1, y1 = math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
		for _, c := range cs {
			x0, y0, x1, y1 = math.Min(x0, c.X), math.Min(y0, c.Y), math.Max(x1, c.X), math.Max(y1, c.Y)
		}
	}
	return
}

// raster paints the scene at size x size pixels, 4x4 samples per pixel.
func (s scene) raster(size int) *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, size, size))
	k := float64(iconSize) / float64(size) // viewBox units per pixel
	const ss = 4
	// premultiplied accumulators per pixel, composited shape by shape
	acc := make([][4]float64, size*size)
	for _, sh := range s {
		bx0, by0, bx1, by1 := sh.rotatedBox()
		_, gy0, _, gy1 := sh.box()
		px0, py0 := max(0, int(bx0/k)-1), max(0, int(by0/k)-1)
		px1, py1 := min(size-1, int(bx1/k)+1), min(size-1, int(by1/k)+1)
		for py := py0; py <= py1; py++ {
			for px := px0; px <= px1; px++ {
				// every icon shape is convex, so a pixel whose four corners
				// are inside is wholly covered: skip the 16 samples
				fx, fy := float64(px)*k, float64(py)*k
				hits := 0
				full := sh.contains(fx, fy) && sh.contains(fx+k, fy) && sh.contains(fx, fy+k) && sh.contains(fx+k, fy+k)
				if full {
					hits = ss * ss
				}
				for sy := 0; sy < ss && !full; sy++ {
					for sx := 0; sx < ss; sx++ {
						x := (float64(px) + (float64(sx)+0.5)/ss) * k
						y := (float64(py) + (float64(sy)+0.5)/ss) * k
						if sh.contains(x, y) {
							hits++
						}
					}
				}
				if hits == 0 {
					continue
				}
				a := float64(hits) / (ss * ss) * sh.opacity
				t := 0.0
				if gy1 > gy0 {
					t = math.Max(0, math.Min(1, ((float64(py)+0.5)*k-gy0)/(gy1-gy0)))
				}
				c := sh.top.mix(sh.bot, t)
				p := &acc[py*size+px]
				p[0] = float64(c.R)/255*a + p[0]*(1-a)
				p[1] = float64(c.G)/255*a + p[1]*(1-a)
				p[2] = float64(c.B)/255*a + p[2]*(1-a)
				p[3] = a + p[3]*(1-a)
			}
		}
	}
	for i, p := range acc {
		if p[3] == 0 {
			continue
		}
		img.Pix[i*4+0] = uint8(math.Round(p[0] / p[3] * 255))
		img.Pix[i*4+1] = uint8(math.Round(p[1] / p[3] * 255))
		img.Pix[i*4+2] = uint8(math.Round(p[2] / p[3] * 255))
		img.Pix[i*4+3] = uint8(math.Round(p[3] * 255))
	}
	return img
}

// IconPNG renders the application icon as a size x size PNG (16..2048
// pixels) using only the standard library, from the same scene as Icon.
func IconPNG(size int) ([]byte, error) {
	if size < 16 || size > 2048 {
		return nil, fmt.Errorf("assets: icon size %d out of range 16..2048", size)
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, iconScene().raster(size)); err != nil {
		return nil, fmt.Errorf("assets: encoding icon: %w", err)
	}
	return buf.Bytes(), nil
}

//go:embed icon.png
var iconFile []byte

// IconFile returns the committed 512x512 icon.png (the file FyneApp.toml
// packages), regenerated with `go generate ./assets`.
func IconFile() []byte { return iconFile }
