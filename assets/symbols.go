package assets

import "math"

// A symbol is one of our suit marks, drawn in a unit box centred on the
// origin (roughly -1..1). silhouette adds the outer shape to a path whose
// transform places it; detail draws the inner markings on top of the body.
type symbol struct {
	name       string
	silhouette func(p *path)
	detail     func(d *doc, m affine, base rgb)
}

// lines draws skeleton polylines as filled capsules of radius r (unit box
// units) through transform m.
func (d *doc) lines(m affine, r float64, colour string, opacity float64, skel string) {
	p := newPath(identity)
	capsules(p, parseSkeleton(skel), m, r*m.unit())
	d.fill(p, colour, opacity)
}

// dot fills a circle given in unit box coordinates.
func (d *doc) dot(m affine, x, y, r float64, colour string, opacity float64) {
	d.fill(newPath(m).circle(x, y, r, true), colour, opacity)
}

var (
	heartSym = symbol{name: "heart", silhouette: func(p *path) {
		p.M(0, 0.95).C(-0.55, 0.58, -1, 0.2, -1, -0.33).
			C(-1, -0.75, -0.7, -0.95, -0.45, -0.95).
			C(-0.2, -0.95, -0.05, -0.8, 0, -0.6).
			C(0.05, -0.8, 0.2, -0.95, 0.45, -0.95).
			C(0.7, -0.95, 1, -0.75, 1, -0.33).
			C(1, 0.2, 0.55, 0.58, 0, 0.95).Z()
	}}
	dropSym = symbol{name: "drop", silhouette: func(p *path) {
		p.M(0, -1).C(0.3, -0.5, 0.78, -0.08, 0.78, 0.36).
			C(0.78, 0.78, 0.42, 1, 0, 1).
			C(-0.42, 1, -0.78, 0.78, -0.78, 0.36).
			C(-0.78, -0.08, -0.3, -0.5, 0, -1).Z()
	}}
	starSym = symbol{name: "star", silhouette: func(p *path) {
		// five points with slightly rounded tips via quadratic corners
		var outer, inner [5]pt
		for i := 0; i < 5; i++ {
			a := -math.Pi/2 + float64(i)*2*math.Pi/5
			outer[i] = pt{math.Cos(a), math.Sin(a) + 0.08}
			b := a + math.Pi/5
			inner[i] = pt{0.46 * math.Cos(b), 0.46*math.Sin(b) + 0.08}
		}
		for i := 0; i < 5; i++ {
			o, prev, next := outer[i], inner[(i+4)%5], inner[i]
			a := pt{o.X + (prev.X-o.X)*0.12, o.Y + (prev.Y-o.Y)*0.12}
			b := pt{o.X + (next.X-o.X)*0.12, o.Y + (next.Y-o.Y)*0.12}
			if i == 0 {
				p.M(a.X, a.Y)
			} else {
				p.L(a.X, a.Y)
			}
			p.Q(o.X, o.Y, b.X, b.Y)
			p.L(next.X, next.Y)
		}
		p.Z()
	}}
	leafSym = symbol{name: "leaf", silhouette: func(p *path) {
		p.M(-0.78, 0.78).C(-0.95, -0.2, -0.25, -0.92, 0.9, -0.9).
			C(0.92, 0.25, 0.2, 0.95, -0.78, 0.78).Z()
	}, detail: func(d *doc, m affine, base rgb) {
		d.lines(m, 0.06, base.dark(0.35).hex(), 1, "M -0.95 0.95 L -0.6 0.6 L 0.62 -0.62")
		d.lines(m, 0.04, base.dark(0.3).hex(), 1,
			"M -0.2 0.2 L -0.2 0.55 M 0.1 -0.1 L 0.1 0.3 M -0.2 0.2 L -0.52 0.2 M 0.1 -0.1 L -0.25 -0.1")
	}}
	bearSym = symbol{name: "bear", silhouette: func(p *path) {
		p.circle(-0.6, -0.55, 0.32, true)
		p.circle(0.6, -0.55, 0.32, true)
		p.M(-0.82, 0.12).C(-0.82, -0.45, -0.45, -0.75, 0, -0.75).
			C(0.45, -0.75, 0.82, -0.45, 0.82, 0.12).
			C(0.82, 0.65, 0.45, 0.95, 0, 0.95).
			C(-0.45, 0.95, -0.82, 0.65, -0.82, 0.12).Z()
	}, detail: func(d *doc, m affine, base rgb) {
		dark := base.dark(0.55).hex()
		d.dot(m, -0.6, -0.55, 0.15, base.dark(0.25).hex(), 1)
		d.dot(m, 0.6, -0.55, 0.15, base.dark(0.25).hex(), 1)
		d.fill(newPath(m).M(-0.38, 0.42).C(-0.38, 0.15, 0.38, 0.15, 0.38, 0.42).
			C(0.38, 0.72, -0.38, 0.72, -0.38, 0.42).Z(), base.light(0.35).hex(), 1)
		d.dot(m, -0.3, -0.1, 0.09, dark, 1)
		d.dot(m, 0.3, -0.1, 0.09, dark, 1)
		d.fill(newPath(m).M(-0.13, 0.28).L(0.13, 0.28).L(0, 0.42).Z(), dark, 1)
	}}
	grapeSym = symbol{name: "grapes", silhouette: func(p *path) {
		for _, c := range grapeBerries {
			p.circle(c.X, c.Y, 0.27, true)
		}
	}, detail: func(d *doc, m affine, base rgb) {
		for _, c := range grapeBerries {
			d.dot(m, c.X-0.08, c.Y-0.09, 0.08, "#ffffff", 0.45)
		}
		d.lines(m, 0.06, "#6b4a2b", 1, "M 0 -0.55 C 0 -0.75 0.05 -0.9 0.2 -1")
		d.fill(newPath(m).M(0.05, -0.7).C(0.3, -1.05, 0.7, -0.95, 0.85, -0.75).
			C(0.6, -0.55, 0.25, -0.55, 0.05, -0.7).Z(), "#4f9a3a", 1)
	}}
)

var grapeBerries = []pt{
	{-0.52, -0.3}, {0, -0.34}, {0.52, -0.3},
	{-0.27, 0.14}, {0.27, 0.14}, {0, 0.6},
}

// gummiSymbols is indexed like the Gummi colours: red heart, blue drop,
// yellow star, green leaf, brown bear, purple grapes.
var gummiSymbols = [6]symbol{heartSym, dropSym, starSym, leafSym, bearSym, grapeSym}

// gummy draws sym as a glossy candy: a dark rim, the body with a vertical
// gradient, the details and a soft highlight. m places the unit box.
func (d *doc) gummy(sym symbol, m affine, base rgb) {
	// soft shadow under the candy
	sh := newPath(scaleXY(1.02, 1.02).then(translate(0.04, 0.1)).then(m))
	sym.silhouette(sh)
	d.fill(sh, "#000000", 0.18)
	rim := newPath(scaleXY(1.07, 1.07).then(m))
	sym.silhouette(rim)
	d.fill(rim, base.dark(0.45).hex(), 1)
	body := newPath(m)
	sym.silhouette(body)
	d.fill(body, d.linear(0, 0, 0.3, 1, stop{0, base.light(0.35), 1}, stop{0.55, base, 1}, stop{1, base.dark(0.18), 1}), 1)
	if sym.detail != nil {
		sym.detail(d, m, base)
	}
	// glossy highlight, the sugar-free shine of a gummy
	hl := newPath(m).M(-0.62, -0.28).C(-0.6, -0.6, -0.35, -0.72, -0.12, -0.72).
		C(-0.32, -0.6, -0.45, -0.45, -0.62, -0.28).Z()
	d.fill(hl, "#ffffff", 0.55)
}

// place returns the transform putting the unit box at (cx, cy) with the
// given half-size, optionally rotated half a turn about (rcx, rcy).
func place(cx, cy, half float64) affine {
	return scaleXY(half, half).then(translate(cx, cy))
}

// half-turn around the card centre, for the bottom corner indices.
func flip(m affine, w, h float64) affine {
	return m.then(translate(-w/2, -h/2)).then(rotateDeg(180)).then(translate(w/2, h/2))
}
