package assets

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// pt is a point in SVG user units (y grows downwards).
type pt struct{ X, Y float64 }

// affine maps (x, y) to (a*x + c*y + e, b*x + d*y + f), like SVG's matrix().
// Shapes are transformed in Go, not with SVG transform attributes, so every
// renderer sees plain coordinates.
type affine struct{ a, b, c, d, e, f float64 }

var identity = affine{a: 1, d: 1}

func translate(x, y float64) affine { return affine{a: 1, d: 1, e: x, f: y} }
func scaleXY(sx, sy float64) affine { return affine{a: sx, d: sy} }
func rotateDeg(deg float64) affine {
	s, c := math.Sincos(deg * math.Pi / 180)
	return affine{a: c, b: s, c: -s, d: c}
}

// then returns the transform that applies m first and n second.
func (m affine) then(n affine) affine {
	return affine{
		a: n.a*m.a + n.c*m.b,
		b: n.b*m.a + n.d*m.b,
		c: n.a*m.c + n.c*m.d,
		d: n.b*m.c + n.d*m.d,
		e: n.a*m.e + n.c*m.f + n.e,
		f: n.b*m.e + n.d*m.f + n.f,
	}
}

func (m affine) apply(p pt) pt {
	return pt{m.a*p.X + m.c*p.Y + m.e, m.b*p.X + m.d*p.Y + m.f}
}

// det is the signed area factor; a negative one mirrors, which flips arc
// sweep directions.
func (m affine) det() float64 { return m.a*m.d - m.b*m.c }

// unit is the length scale of m (exact for similarity transforms, which is
// all that is used with arcs).
func (m affine) unit() float64 { return math.Sqrt(math.Abs(m.det())) }

// num formats a coordinate with at most two decimals and no trailing zeros,
// so the output is short and identical on every platform.
func num(v float64) string {
	v = math.Round(v*100) / 100
	if v == 0 {
		return "0" // also turns -0 into 0
	}
	return strconv.FormatFloat(v, 'f', -1, 64)
}

// path accumulates SVG path data in absolute commands, transforming every
// point by m as it goes.
type path struct {
	m affine
	b strings.Builder
}

func newPath(m affine) *path { return &path{m: m} }

func (p *path) pts(cmd byte, ps ...pt) *path {
	p.b.WriteByte(cmd)
	for i, q := range ps {
		q = p.m.apply(q)
		if i > 0 {
			p.b.WriteByte(' ')
		}
		p.b.WriteString(num(q.X))
		p.b.WriteByte(' ')
		p.b.WriteString(num(q.Y))
	}
	return p
}

func (p *path) M(x, y float64) *path { return p.pts('M', pt{x, y}) }
func (p *path) L(x, y float64) *path { return p.pts('L', pt{x, y}) }
func (p *path) Q(x1, y1, x, y float64) *path {
	return p.pts('Q', pt{x1, y1}, pt{x, y})
}
func (p *path) C(x1, y1, x2, y2, x, y float64) *path {
	return p.pts('C', pt{x1, y1}, pt{x2, y2}, pt{x, y})
}
func (p *path) Z() *path { p.b.WriteByte('Z'); return p }

// A draws a circular arc of radius r to (x, y). sweep true means clockwise
// on screen before the transform.
func (p *path) A(r float64, large, sweep bool, x, y float64) *path {
	if p.m.det() < 0 {
		sweep = !sweep
	}
	q := p.m.apply(pt{x, y})
	fmt.Fprintf(&p.b, "A%s %s 0 %d %d %s %s", num(r*p.m.unit()), num(r*p.m.unit()),
		b2i(large), b2i(sweep), num(q.X), num(q.Y))
	return p
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// circle adds a full circle as two arcs; cw picks the winding so a circle
// can be a hole (false) inside a clockwise shape.
func (p *path) circle(cx, cy, r float64, cw bool) *path {
	p.M(cx-r, cy)
	p.A(r, false, cw, cx+r, cy)
	p.A(r, false, cw, cx-r, cy)
	return p.Z()
}

// rrect adds a rounded rectangle, clockwise on screen (or counter-clockwise
// when cw is false, to cut a hole).
func (p *path) rrect(x, y, w, h, r float64, cw bool) *path {
	r = math.Min(r, math.Min(w, h)/2)
	if cw {
		p.M(x+r, y).L(x+w-r, y).A(r, false, true, x+w, y+r).L(x+w, y+h-r).
			A(r, false, true, x+w-r, y+h).L(x+r, y+h).A(r, false, true, x, y+h-r).
			L(x, y+r).A(r, false, true, x+r, y)
	} else {
		p.M(x+r, y).A(r, false, false, x, y+r).L(x, y+h-r).A(r, false, false, x+r, y+h).
			L(x+w-r, y+h).A(r, false, false, x+w, y+h-r).L(x+w, y+r).
			A(r, false, false, x+w-r, y).L(x+r, y)
	}
	return p.Z()
}

// poly adds a closed polygon.
func (p *path) poly(ps ...pt) *path {
	for i, q := range ps {
		if i == 0 {
			p.M(q.X, q.Y)
		} else {
			p.L(q.X, q.Y)
		}
	}
	return p.Z()
}

// smooth adds a closed smooth curve through ps (Catmull-Rom turned into
// cubic Béziers), used for organic shapes such as the egg white.
func (p *path) smooth(ps []pt) *path {
	n := len(ps)
	if n < 3 {
		return p
	}
	p.M(ps[0].X, ps[0].Y)
	for i := 0; i < n; i++ {
		p0, p1, p2, p3 := ps[(i+n-1)%n], ps[i], ps[(i+1)%n], ps[(i+2)%n]
		c1 := pt{p1.X + (p2.X-p0.X)/6, p1.Y + (p2.Y-p0.Y)/6}
		c2 := pt{p2.X - (p3.X-p1.X)/6, p2.Y - (p3.Y-p1.Y)/6}
		p.C(c1.X, c1.Y, c2.X, c2.Y, p2.X, p2.Y)
	}
	return p.Z()
}

func (p *path) String() string { return p.b.String() }

// doc builds one SVG document.
type doc struct {
	b   strings.Builder
	ids int
}

func newDoc(w, h float64) *doc {
	d := &doc{}
	fmt.Fprintf(&d.b, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %s %s" width="%s" height="%s">`,
		num(w), num(h), num(w), num(h))
	return d
}

// fill writes p filled with colour (a #rrggbb or url(#id)); opacity 1 is
// left out.
func (d *doc) fill(p *path, colour string, opacity float64) {
	if p.b.Len() == 0 {
		return
	}
	d.b.WriteString(`<path d="`)
	d.b.WriteString(p.String())
	d.b.WriteString(`" fill="`)
	d.b.WriteString(colour)
	d.b.WriteByte('"')
	if opacity < 1 {
		d.b.WriteString(` fill-opacity="`)
		d.b.WriteString(num(opacity))
		d.b.WriteByte('"')
	}
	d.b.WriteString("/>")
}

// stop is one colour stop of a gradient.
type stop struct {
	at      float64
	colour  rgb
	opacity float64
}

// linear defines a gradient across the filled shape's bounding box from
// (x1, y1) to (x2, y2), in fractions of the box, and returns its url().
func (d *doc) linear(x1, y1, x2, y2 float64, stops ...stop) string {
	d.ids++
	id := fmt.Sprintf("g%d", d.ids)
	fmt.Fprintf(&d.b, `<defs><linearGradient id="%s" x1="%s" y1="%s" x2="%s" y2="%s">`,
		id, num(x1), num(y1), num(x2), num(y2))
	d.stops(stops)
	d.b.WriteString("</linearGradient></defs>")
	return "url(#" + id + ")"
}

// radial defines a radial gradient in fractions of the shape's bounding
// box and returns its url().
func (d *doc) radial(cx, cy, r float64, stops ...stop) string {
	d.ids++
	id := fmt.Sprintf("g%d", d.ids)
	fmt.Fprintf(&d.b, `<defs><radialGradient id="%s" cx="%s" cy="%s" r="%s">`,
		id, num(cx), num(cy), num(r))
	d.stops(stops)
	d.b.WriteString("</radialGradient></defs>")
	return "url(#" + id + ")"
}

func (d *doc) stops(stops []stop) {
	for _, s := range stops {
		op := s.opacity
		if op == 0 {
			op = 1
		}
		fmt.Fprintf(&d.b, `<stop offset="%s" stop-color="%s" stop-opacity="%s"/>`,
			num(s.at), s.colour.hex(), num(op))
	}
}

func (d *doc) bytes() []byte {
	d.b.WriteString("</svg>")
	return []byte(d.b.String())
}

// rgb is an opaque colour.
type rgb struct{ R, G, B uint8 }

func (c rgb) hex() string { return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B) }

// mix blends c towards o by t (0 = c, 1 = o).
func (c rgb) mix(o rgb, t float64) rgb {
	f := func(a, b uint8) uint8 { return uint8(math.Round(float64(a) + (float64(b)-float64(a))*t)) }
	return rgb{f(c.R, o.R), f(c.G, o.G), f(c.B, o.B)}
}

func (c rgb) light(t float64) rgb { return c.mix(rgb{255, 255, 255}, t) }
func (c rgb) dark(t float64) rgb  { return c.mix(rgb{0, 0, 0}, t) }
