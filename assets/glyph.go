package assets

import (
	"math"
	"strconv"
	"strings"
)

// Our own numerals. Each digit is a skeleton - centre lines drawn in a box
// 6 units wide and 10 tall - that is thickened into filled round-ended
// capsules. Filling instead of stroking keeps the weight proportional at
// every size in Fyne's rasterizer, and the same skeleton gives both the
// dark outline (thicker) and the light face (thinner) of a numeral.
//
// Skeleton syntax: "M x y", "L x y", "C x1 y1 x2 y2 x y" (absolute) and
// "E cx cy rx ry" for a closed ellipse.
var digitSkeletons = [10]string{
	0: "E 3 5 2 4",
	1: "M 1.4 2.7 L 3.4 1 L 3.4 9 M 1.5 9 L 5.2 9",
	2: "M 1.2 3.1 C 1.2 0.4 4.9 0.4 4.9 3 C 4.9 5.2 1.6 6.6 1.1 9 L 5 9",
	3: "M 1.1 2 C 2 0.5 4.8 0.6 4.8 2.8 C 4.8 4.3 3.6 4.9 2.5 4.9 " +
		"M 2.5 4.9 C 3.9 4.9 5 5.6 5 7 C 5 9.6 1.7 9.7 1 8",
	4: "M 3.9 9 L 3.9 1 L 1 6.6 L 5.2 6.6",
	5: "M 4.8 1 L 1.6 1 L 1.3 4.7 C 2.2 3.8 5 3.7 5 6.5 C 5 9.6 1.6 9.6 1 8.1",
	6: "M 4.6 1.3 C 2.3 0.4 1 3.4 1 6.6 E 3 6.6 2 2.4",
	7: "M 1 1 L 5 1 L 2.5 9",
	8: "E 3 2.9 1.7 1.9 E 3 7 2 2",
	9: "E 3 3.4 2 2.4 M 5 3.4 C 5 6.6 3.7 9.6 1.4 8.7",
}

// glyph advance widths and the ink's left edge, so "1" sits tight in "10".
var digitBox = [10]struct{ left, right float64 }{
	{1, 5}, {1.4, 5.2}, {1.1, 5}, {1, 5}, {1, 5.2}, {1, 5}, {1, 5}, {1, 5}, {1, 5}, {1, 5},
}

// glyphRadius is half a numeral's stroke, in skeleton units.
const glyphRadius = 0.85

// parseSkeleton flattens a skeleton into polylines (curves become short
// straight segments; small enough at card sizes to look smooth).
func parseSkeleton(s string) [][]pt {
	f := strings.Fields(s)
	var lines [][]pt
	var cur []pt
	flush := func() {
		if len(cur) > 0 {
			lines = append(lines, cur)
		}
		cur = nil
	}
	n := func(i int) float64 {
		if i >= len(f) {
			return 0
		}
		v, _ := strconv.ParseFloat(f[i], 64)
		return v
	}
	for i := 0; i < len(f); {
		switch f[i] {
		case "M":
			flush()
			cur = []pt{{n(i + 1), n(i + 2)}}
			i += 3
		case "L":
			cur = append(cur, pt{n(i + 1), n(i + 2)})
			i += 3
		case "C":
			if len(cur) == 0 {
				cur = []pt{{}}
			}
			p0 := cur[len(cur)-1]
			p1, p2, p3 := pt{n(i + 1), n(i + 2)}, pt{n(i + 3), n(i + 4)}, pt{n(i + 5), n(i + 6)}
			const steps = 10
			for k := 1; k <= steps; k++ {
				t := float64(k) / steps
				u := 1 - t
				cur = append(cur, pt{
					u*u*u*p0.X + 3*u*u*t*p1.X + 3*u*t*t*p2.X + t*t*t*p3.X,
					u*u*u*p0.Y + 3*u*u*t*p1.Y + 3*u*t*t*p2.Y + t*t*t*p3.Y,
				})
			}
			i += 7
		case "E":
			flush()
			cx, cy, rx, ry := n(i+1), n(i+2), n(i+3), n(i+4)
			const steps = 24
			for k := 0; k <= steps; k++ {
				a := 2 * math.Pi * float64(k) / steps
				cur = append(cur, pt{cx + rx*math.Sin(a), cy - ry*math.Cos(a)})
			}
			flush()
			i += 5
		default:
			i++ // unknown token: skip rather than fail; skeletons are ours
		}
	}
	flush()
	return lines
}

var parsedDigits [10][][]pt

func init() {
	for i, s := range digitSkeletons {
		parsedDigits[i] = parseSkeleton(s)
	}
}

// capsules adds, for every segment of every polyline (after transform m),
// a filled round-ended capsule of radius r. All capsules wind the same way,
// so with SVG's default non-zero rule they merge into one solid shape.
func capsules(p *path, lines [][]pt, m affine, r float64) {
	for _, l := range lines {
		if len(l) == 1 {
			q := m.apply(l[0])
			p.circle(q.X, q.Y, r, true)
			continue
		}
		for i := 0; i+1 < len(l); i++ {
			capsule(p, m.apply(l[i]), m.apply(l[i+1]), r)
		}
	}
}

// capsule adds one segment a-b thickened to radius r (p's own transform is
// assumed to be the identity or a translation).
func capsule(p *path, a, b pt, r float64) {
	dx, dy := b.X-a.X, b.Y-a.Y
	l := math.Hypot(dx, dy)
	if l < 1e-9 {
		p.circle(a.X, a.Y, r, true)
		return
	}
	dx, dy = dx/l, dy/l
	nx, ny := dy*r, -dx*r // left normal; with the sweeps below, clockwise
	p.M(a.X+nx, a.Y+ny).L(b.X+nx, b.Y+ny).
		A(r, false, true, b.X-nx, b.Y-ny).
		L(a.X-nx, a.Y-ny).
		A(r, false, true, a.X+nx, a.Y+ny).Z()
}

// numberLayout places the digits of n (0..99) with the top-left of the ink
// box at the origin, height 1; it returns the per-digit transforms and the
// total width (in units of height).
func numberLayout(n int) (digits []int, offs []float64, width float64) {
	s := strconv.Itoa(n)
	const gap = 0.35 // skeleton units between ink boxes
	x := 0.0
	for i, ch := range s {
		dg := int(ch - '0')
		if i > 0 {
			x += gap
		}
		digits = append(digits, dg)
		offs = append(offs, x-digitBox[dg].left)
		x += digitBox[dg].right - digitBox[dg].left
	}
	return digits, offs, x
}

// underline is the bar under a 6 or a 9 (in skeleton units, across the
// number's ink box of width w), as on printed cards: the corner numerals are
// drawn half a turn round too, and without the bar a 6 read upside down is a
// 9. Other numbers get none (nil).
func underline(n int, w float64) []pt {
	if n != 6 && n != 9 {
		return nil
	}
	const y = 11.6 // below the ink (which ends at 9 plus the stroke radius)
	return []pt{{0.2, y}, {w - 0.2, y}}
}

// numeral describes how to draw a number.
type numeral struct {
	n        int
	cx, top  float64 // centre of the ink box horizontally, its top edge
	h        float64 // height of the skeleton box (ink is a bit taller)
	condense float64 // horizontal squeeze for numbers with two digits (0..1], 0 = auto
	face     string  // fill of the numeral
	edge     string  // outline fill ("" for none)
	edgeW    float64 // outline thickness in user units
	rot180   bool    // rotate half a turn around (rcx, rcy)
	rcx, rcy float64
}

// drawNumeral writes the outline layer and then the face layer.
func (d *doc) drawNumeral(nm numeral) {
	digits, offs, w := numberLayout(nm.n)
	s := nm.h / 10 // skeleton units -> user units
	cond := nm.condense
	if cond == 0 {
		cond = 1
		if len(digits) > 1 {
			cond = 0.84
		}
	}
	sx := s * cond
	// ink box spans skeleton y 1..9; put it at top, centred at cx
	base := translate(nm.cx-w*sx/2, nm.top-1*s)
	if nm.rot180 {
		base = base.then(translate(-nm.rcx, -nm.rcy)).then(rotateDeg(180)).then(translate(nm.rcx, nm.rcy))
	}
	var lines [][]pt
	var ms []affine
	for i, dg := range digits {
		lines = append(lines, parsedDigits[dg]...)
		for range parsedDigits[dg] {
			ms = append(ms, scaleXY(sx, s).then(translate(offs[i]*sx, 0)).then(base))
		}
	}
	if u := underline(nm.n, w); u != nil {
		lines = append(lines, u)
		ms = append(ms, scaleXY(sx, s).then(base))
	}
	r := glyphRadius * s * math.Sqrt(cond)
	for layer := 0; layer < 2; layer++ {
		rr, col := r, nm.face
		if layer == 0 {
			if nm.edge == "" {
				continue
			}
			rr, col = r+nm.edgeW, nm.edge
		}
		p := newPath(identity)
		for i, l := range lines {
			capsules(p, [][]pt{l}, ms[i], rr)
		}
		d.fill(p, col, 1)
	}
}
