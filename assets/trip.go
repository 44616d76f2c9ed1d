package assets

// A tripMark draws a flat travel symbol in the unit box: fg is the symbol,
// bg the colour behind it, used to cut details.
type tripMark func(d *doc, m affine, fg, bg string)

// tripMarks is indexed like the suits: red suitcase, blue ship, green train,
// yellow plane, trump compass.
var tripMarks = [TripSuits]tripMark{suitcaseMark, shipMark, trainMark, planeMark, compassMark}

// tripMarkNames names the marks in the same order, for descriptions.
var tripMarkNames = [TripSuits]string{"suitcase", "ship", "train", "plane", "compass"}

// TripSymbolName names the symbol of a Trick of Trip suit ("suitcase",
// "ship", "train", "plane", "compass" for trumps); "" when out of range.
func TripSymbolName(suit int) string {
	if suit < 0 || suit >= TripSuits {
		return ""
	}
	return tripMarkNames[suit]
}

func suitcaseMark(d *doc, m affine, fg, bg string) {
	d.lines(m, 0.1, fg, 1, "M -0.3 -0.38 L -0.3 -0.72 L 0.3 -0.72 L 0.3 -0.38")
	d.fill(newPath(m).rrect(-0.9, -0.42, 1.8, 1.22, 0.2, true), fg, 1)
	d.fill(newPath(m).rrect(-0.58, -0.42, 0.14, 1.22, 0.02, true).rrect(0.44, -0.42, 0.14, 1.22, 0.02, true), bg, 0.55)
	d.fill(newPath(m).rrect(-0.14, -0.12, 0.28, 0.2, 0.05, true), bg, 1)
}

func planeMark(d *doc, m affine, fg, bg string) {
	m = rotateDeg(45).then(m)
	p := newPath(m)
	p.M(0, -1).C(0.14, -0.9, 0.15, -0.7, 0.15, -0.55).L(0.15, 0.6).
		C(0.15, 0.8, 0.08, 0.9, 0, 0.95).C(-0.08, 0.9, -0.15, 0.8, -0.15, 0.6).
		L(-0.15, -0.55).C(-0.15, -0.7, -0.14, -0.9, 0, -1).Z()
	p.poly(pt{-0.95, 0.12}, pt{-0.1, -0.35}, pt{0.1, -0.35}, pt{0.95, 0.12}, pt{0.95, 0.3}, pt{0.1, 0.1}, pt{-0.1, 0.1}, pt{-0.95, 0.3})
	p.poly(pt{-0.42, 0.88}, pt{-0.05, 0.6}, pt{0.05, 0.6}, pt{0.42, 0.88}, pt{0.42, 0.98}, pt{0, 0.88}, pt{-0.42, 0.98})
	d.fill(p, fg, 1)
	d.fill(newPath(m).rrect(-0.06, -0.75, 0.12, 0.22, 0.06, true), bg, 0.7)
}

func trainMark(d *doc, m affine, fg, bg string) {
	d.lines(m, 0.09, fg, 1, "M -0.5 0.55 L -0.72 0.88 M 0.5 0.55 L 0.72 0.88")
	d.lines(m, 0.07, fg, 1, "M -0.95 0.93 L 0.95 0.93")
	d.fill(newPath(m).rrect(-0.62, -0.92, 1.24, 1.5, 0.32, true), fg, 1)
	d.fill(newPath(m).rrect(-0.45, -0.7, 0.9, 0.5, 0.12, true), bg, 1)
	d.fill(newPath(m).circle(-0.32, 0.26, 0.11, true).circle(0.32, 0.26, 0.11, true), bg, 1)
	d.fill(newPath(m).rrect(-0.2, -0.86, 0.4, 0.09, 0.04, true), bg, 0.6)
}

func shipMark(d *doc, m affine, fg, bg string) {
	d.fill(newPath(m).rrect(0.0, -0.82, 0.26, 0.6, 0.05, true), fg, 1)
	d.fill(newPath(m).rrect(-0.55, -0.3, 1.05, 0.45, 0.08, true), fg, 1)
	d.fill(newPath(m).M(-1, 0.08).L(1, 0.08).L(0.72, 0.62).L(-0.7, 0.62).Z(), fg, 1)
	d.fill(newPath(m).circle(-0.32, -0.08, 0.08, true).circle(-0.05, -0.08, 0.08, true).circle(0.22, -0.08, 0.08, true), bg, 1)
	d.fill(newPath(m).rrect(0.0, -0.7, 0.26, 0.1, 0.02, true), bg, 0.6)
	d.lines(m, 0.07, fg, 1, "M -0.95 0.86 C -0.75 0.72 -0.55 0.98 -0.32 0.86 C -0.1 0.72 0.1 0.98 0.32 0.86 C 0.55 0.72 0.75 0.98 0.95 0.86")
}

func compassMark(d *doc, m affine, fg, bg string) {
	d.fill(newPath(m).circle(0, 0, 1, true).circle(0, 0, 0.84, false), fg, 1)
	ticks := newPath(m)
	for _, t := range [][2]pt{{{0, -0.84}, {0, -0.66}}, {{0, 0.84}, {0, 0.66}}, {{-0.84, 0}, {-0.66, 0}}, {{0.84, 0}, {0.66, 0}}} {
		a, b := m.apply(t[0]), m.apply(t[1])
		capsule(ticks, a, b, 0.05*m.unit())
	}
	d.fill(ticks, fg, 1)
	d.fill(newPath(m).poly(pt{0, -0.62}, pt{0.17, 0}, pt{-0.17, 0}), "#e0524a", 1)
	d.fill(newPath(m).poly(pt{0, 0.62}, pt{0.17, 0}, pt{-0.17, 0}), fg, 1)
	d.dot(m, 0, 0, 0.09, bg, 1)
}

func drawTrip(suit, rank int) []byte {
	base := tripRGB[suit]
	trump := suit == TripTrump
	d := newDoc(cardW, cardH)
	var numFace, numEdge string
	if trump {
		cardBody(d, goldRGB.dark(0.2), d.linear(0, 0, 0.3, 1, stop{0, base.light(0.15), 1}, stop{1, base.dark(0.25), 1}))
		// passport-style inner gold frame
		d.fill(newPath(identity).rrect(12, 12, cardW-24, cardH-24, 10, true).rrect(16, 16, cardW-32, cardH-32, 7, false), goldRGB.hex(), 0.8)
		numFace, numEdge = goldRGB.light(0.2).hex(), base.dark(0.5).hex()
	} else {
		cardBody(d, base.dark(0.3), d.linear(0, 0, 0.2, 1, stop{0, creamRGB, 1}, stop{1, base.light(0.78), 1}))
		numFace, numEdge = base.dark(0.08).hex(), "#ffffff"
		if suit == TripYellow {
			numFace = base.dark(0.25).hex() // keeps contrast on the pale card
		}
	}

	// a dotted travel route sweeping behind the centre badge
	route := newPath(identity)
	const steps = 13
	for i := 0; i <= steps; i++ {
		t := float64(i) / steps
		x := 30 + 190*t
		y := 300 - 230*t + 90*4*t*(1-t)*0.55
		route.circle(x, y, 2.6, true)
	}
	routeCol := base.light(0.45).hex()
	if trump {
		routeCol = goldRGB.hex()
	}
	d.fill(route, routeCol, 0.6)

	// centre badge: the mark on a disc like a luggage sticker
	disc := base
	fg, bg := "#ffffff", base.hex()
	if trump {
		disc = base.light(0.1)
		fg, bg = goldRGB.light(0.15).hex(), disc.hex()
	}
	d.fill(newPath(identity).circle(127, 185, 62, true), "#000000", 0.18)
	ringTop, ringBottom := disc.light(0.9), disc.light(0.65)
	if trump {
		ringTop, ringBottom = goldRGB.light(0.4), goldRGB.dark(0.2)
	}
	d.fill(newPath(identity).circle(125, 181, 62, true), d.linear(0, 0, 0, 1, stop{0, ringTop, 1}, stop{1, ringBottom, 1}), 1)
	d.fill(newPath(identity).circle(125, 181, 54, true), d.linear(0, 0, 0, 1, stop{0, disc.light(0.12), 1}, stop{1, disc.dark(0.12), 1}), 1)
	tripMarks[suit](d, place(125, 181, 36), fg, bg)

	for _, rot := range []bool{false, true} {
		fl := func(m affine) affine {
			if rot {
				return flip(m, cardW, cardH)
			}
			return m
		}
		d.drawNumeral(numeral{n: rank, cx: 42, top: 16, h: 62, face: numFace, edge: numEdge, edgeW: 3,
			rot180: rot, rcx: cardW / 2, rcy: cardH / 2})
		mark := fl(place(42, 112, 19))
		if trump {
			tripMarks[suit](d, mark, fg, base.hex())
		} else {
			tripMarks[suit](d, mark, base.hex(), creamRGB.hex())
		}
		if rank == 7 {
			stamp(d, fl(place(211, 38, 20)))
		}
	}
	return d.bytes()
}

// stamp is the small postage stamp on sevens: a 7 beats trumps.
func stamp(d *doc, m affine) {
	d.fill(newPath(translate(0.06, 0.1).then(m)).rrect(-0.8, -1, 1.6, 2, 0.05, true), "#000000", 0.2)
	edge := newPath(m).rrect(-0.8, -1, 1.6, 2, 0.05, true)
	// perforations as holes along the edges
	for i := 0; i < 5; i++ {
		y := -0.8 + 0.4*float64(i)
		edge.circle(-0.8, y, 0.1, false).circle(0.8, y, 0.1, false)
	}
	for i := 0; i < 4; i++ {
		x := -0.6 + 0.4*float64(i)
		edge.circle(x, -1, 0.1, false).circle(x, 1, 0.1, false)
	}
	d.fill(edge, "#ffffff", 1)
	d.fill(newPath(m).rrect(-0.58, -0.78, 1.16, 1.56, 0.04, true), "#e0524a", 1)
	sp := newPath(scaleXY(0.45, 0.45).then(m))
	starSym.silhouette(sp)
	d.fill(sp, "#ffffff", 1)
}
