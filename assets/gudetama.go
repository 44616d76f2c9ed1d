package assets

import "math"

// gudetamaFrame picks the card edge and the lower face colour: a pale
// morning yellow for low ranks warming to a deep orange for high ones, so
// strength reads at a glance; 1 and 14 get their own frames.
func gudetamaFrame(rank int) (edge, low rgb) {
	t := float64(rank-1) / 13
	low = rgb{0xff, 0xf0, 0xb8}.mix(rgb{0xff, 0xbf, 0x70}, t)
	edge = rgb{0xe0, 0xb0, 0x40}.mix(rgb{0xc0, 0x50, 0x20}, t)
	switch rank {
	case 1:
		edge, low = rgb{0x3b, 0x8f, 0xb8}, rgb{0xd8, 0xf0, 0xff}
	case 14:
		edge = rgb{0xb0, 0x30, 0x30}
	}
	return edge, low
}

var brownRGB = rgb{0x6a, 0x3c, 0x1a}

func drawGudetama(rank int) []byte {
	d := newDoc(cardW, cardH)
	edge, low := gudetamaFrame(rank)
	cardBody(d, edge, d.linear(0, 0, 0, 1, stop{0, creamRGB, 1}, stop{1, low, 1}))

	// the lazy fried egg, centre of the card
	fryingEgg(d, place(125, 190, 88), rank)
	d.drawNumeral(numeral{n: rank, cx: 125, top: 226, h: 50,
		face: brownRGB.hex(), edge: "#ffffff", edgeW: 3})

	for _, rot := range []bool{false, true} {
		fl := func(m affine) affine {
			if rot {
				return flip(m, cardW, cardH)
			}
			return m
		}
		d.drawNumeral(numeral{n: rank, cx: 40, top: 16, h: 62,
			face: brownRGB.hex(), edge: creamRGB.hex(), edgeW: 3,
			rot180: rot, rcx: cardW / 2, rcy: cardH / 2})
		switch rank {
		case 1:
			sparkle(d, fl(place(40, 112, 18)), edge)
		case 14:
			crown(d, fl(place(40, 112, 18)))
		default:
			miniEgg(d, fl(place(40, 110, 15)))
		}
	}
	if rank == 1 {
		// extra sparkles around the egg: the 1 makes everybody score
		sparkle(d, place(206, 236, 13), edge)
		sparkle(d, place(44, 168, 11), edge)
	}
	return d.bytes()
}

// eggWhite is the wobbly outline of a fried egg white in the unit box.
func eggWhite(p *path) {
	var ps []pt
	const n = 14
	for i := 0; i < n; i++ {
		a := 2 * math.Pi * float64(i) / n
		r := 1 + 0.07*math.Sin(3*a+0.5) + 0.05*math.Cos(5*a+1.3)
		ps = append(ps, pt{r * math.Cos(a), 0.78 * r * math.Sin(a)})
	}
	p.smooth(ps)
}

// fryingEgg draws our sleepy fried egg: a wobbly white, a round yolk with
// closed eyes, blushing cheeks and a tiny yawn. The 14 wears a crown.
func fryingEgg(d *doc, m affine, rank int) {
	sh := newPath(translate(0.03, 0.07).then(m))
	eggWhite(sh)
	d.fill(sh, "#000000", 0.13)
	w := newPath(m)
	eggWhite(w)
	d.fill(w, d.radial(0.45, 0.4, 0.7, stop{0, rgb{255, 255, 255}, 1}, stop{0.8, rgb{0xfb, 0xf6, 0xee}, 1}, stop{1, rgb{0xee, 0xe4, 0xd6}, 1}), 1)

	y := place(0, -0.28, 0.42).then(m) // yolk unit box
	d.fill(newPath(translate(0.04, 0.1).then(y)).circle(0, 0, 1, true), yolkRGB.dark(0.3).hex(), 0.35)
	d.fill(newPath(y).circle(0, 0, 1, true), d.radial(0.38, 0.32, 0.75,
		stop{0, rgb{0xff, 0xe0, 0x6a}, 1}, stop{0.7, yolkRGB, 1}, stop{1, yolkRGB.dark(0.12), 1}), 1)
	d.fill(newPath(y).M(-0.62, -0.35).C(-0.55, -0.62, -0.3, -0.75, -0.08, -0.76).
		C(-0.3, -0.62, -0.45, -0.5, -0.62, -0.35).Z(), "#ffffff", 0.6)
	face := brownRGB.dark(0.2).hex()
	// closed, contented eyes
	d.lines(y, 0.075, face, 1, "M -0.55 0.02 C -0.45 0.2 -0.25 0.2 -0.15 0.02 M 0.15 0.02 C 0.25 0.2 0.45 0.2 0.55 0.02")
	d.dot(y, -0.62, 0.32, 0.14, "#ff6f61", 0.45)
	d.dot(y, 0.62, 0.32, 0.14, "#ff6f61", 0.45)
	d.fill(newPath(y).M(-0.1, 0.4).C(-0.1, 0.3, 0.1, 0.3, 0.1, 0.4).C(0.1, 0.52, -0.1, 0.52, -0.1, 0.4).Z(), face, 1)
	if rank == 14 {
		crown(d, place(0.05, -1.25, 0.55).then(y))
	}
	// a small "z" - it is a lazy egg
	d.lines(place(0.82, -0.62, 0.12).then(m), 0.16, brownRGB.light(0.3).hex(), 1, "M -0.8 -0.8 L 0.8 -0.8 L -0.8 0.8 L 0.8 0.8")
}

// miniEgg is the small corner mark of an ordinary Gudetama card.
func miniEgg(d *doc, m affine) {
	w := newPath(m)
	eggWhite(w)
	d.fill(w, "#ffffff", 1)
	d.fill(newPath(m).circle(0, -0.1, 0.42, true), yolkRGB.hex(), 1)
}

// sparkle is a four-pointed shine, the mark of rank 1.
func sparkle(d *doc, m affine, c rgb) {
	p := newPath(m).M(0, -1).Q(0.12, -0.12, 1, 0).Q(0.12, 0.12, 0, 1).
		Q(-0.12, 0.12, -1, 0).Q(-0.12, -0.12, 0, -1).Z()
	d.fill(p, c.hex(), 1)
	d.dot(m, 0, 0, 0.18, "#ffffff", 0.9)
}

// crown marks rank 14: whoever wins with it picks the next leader.
func crown(d *doc, m affine) {
	p := newPath(m).M(-0.9, 0.55).L(-1, -0.45).L(-0.45, 0).L(0, -0.8).L(0.45, 0).
		L(1, -0.45).L(0.9, 0.55).Z()
	d.fill(newPath(translate(0.05, 0.1).then(m)).poly(pt{-0.9, 0.55}, pt{-1, -0.45}, pt{-0.45, 0}, pt{0, -0.8}, pt{0.45, 0}, pt{1, -0.45}, pt{0.9, 0.55}), "#000000", 0.2)
	d.fill(p, d.linear(0, 0, 0, 1, stop{0, goldRGB.light(0.4), 1}, stop{1, goldRGB.dark(0.15), 1}), 1)
	d.fill(newPath(m).rrect(-0.9, 0.35, 1.8, 0.25, 0.06, true), goldRGB.dark(0.35).hex(), 1)
	d.dot(m, 0, -0.8, 0.16, "#e04040", 1)
	d.dot(m, -1, -0.45, 0.13, "#e04040", 1)
	d.dot(m, 1, -0.45, 0.13, "#e04040", 1)
}
