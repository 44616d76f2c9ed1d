package assets

// Gummi card geometry (viewBox 0 0 250 350).
const (
	cardW = 250
	cardH = 350
)

// gummiPoints is the points table from the rules (value 1..10).
var gummiPoints = [11]int{0, 4, 4, 4, 3, 3, 3, 2, 2, 2, 1}

// GummiPoints returns the points a Gummi card of value 1..10 is worth face
// up (0 for a value out of range).
func GummiPoints(value int) int {
	if value < 1 || value > 10 {
		return 0
	}
	return gummiPoints[value]
}

func drawGummi(colour, value int) []byte {
	base := gummiRGB[colour]
	sym := gummiSymbols[colour]
	d := newDoc(cardW, cardH)
	cardBody(d, base.dark(0.35), d.linear(0, 0, 0.2, 1,
		stop{0, base.light(0.9), 1}, stop{1, base.light(0.72), 1}))

	// faint candy polka dots make the colour readable even at thumbnail size
	dots := newPath(identity)
	for i := 0; i < 5; i++ {
		for j := 0; j < 7; j++ {
			if (i+j)%2 == 0 {
				dots.circle(25+float64(i)*50, 25+float64(j)*50, 6, true)
			}
		}
	}
	d.fill(dots, base.light(0.45).hex(), 0.35)

	// centre: a big candy with the value on it
	d.gummy(sym, place(125, 178, 66), base)
	d.drawNumeral(numeral{n: value, cx: 125, top: 178 - 34, h: 68,
		face: "#ffffff", edge: base.dark(0.55).hex(), edgeW: 4.5})

	for _, rot := range []bool{false, true} {
		fl := func(m affine) affine {
			if rot {
				return flip(m, cardW, cardH)
			}
			return m
		}
		d.drawNumeral(numeral{n: value, cx: 40, top: 16, h: 62,
			face: base.dark(cornerShade(colour)).hex(), edge: base.dark(0.6).hex(), edgeW: 3,
			rot180: rot, rcx: cardW / 2, rcy: cardH / 2})
		d.gummy(sym, fl(place(40, 112, 19)), base)
		pointsCoin(d, fl(place(coinX, coinY, coinHalf)), gummiPoints[value])
	}
	return d.bytes()
}

// cardBody draws the rounded card with a thin edge of colour edge and the
// face filled with face.
func cardBody(d *doc, edge rgb, face string) {
	d.fill(newPath(identity).rrect(0, 0, cardW, cardH, 18, true), edge.hex(), 1)
	d.fill(newPath(identity).rrect(4, 4, cardW-8, cardH-8, 14, true), face, 1)
}

// The points coin in a Gummi card's corner: its centre and half its
// width in card units, and a pip's radius as a fraction of that half. A
// pip is drawn about 5 px across on a medium card (84 px wide), where it
// had been 3 px and the points were hard to count.
const (
	coinX, coinY, coinHalf = 208, 40, 28
	pipRadius              = 0.25
)

// GummiPipDiameter is a Gummi card's point pip across, as a fraction of
// the card's width: what a table's tests check is readable.
func GummiPipDiameter() float64 { return 2 * pipRadius * coinHalf / cardW }

// pointsCoin draws a gold coin (unit box placed by m) with one pip per
// point, so points never look like the card's value.
func pointsCoin(d *doc, m affine, points int) {
	d.fill(newPath(m).circle(0, 0.08, 1.02, true), "#000000", 0.18)
	d.fill(newPath(m).circle(0, 0, 1, true), goldRGB.dark(0.4).hex(), 1)
	d.fill(newPath(m).circle(0, 0, 0.86, true), d.radial(0.38, 0.32, 0.75,
		stop{0, goldRGB.light(0.55), 1}, stop{1, goldRGB, 1}), 1)
	var pips []pt
	switch points {
	case 1:
		pips = []pt{{0, 0}}
	case 2:
		pips = []pt{{-0.3, -0.3}, {0.3, 0.3}}
	case 3:
		pips = []pt{{0, -0.38}, {-0.37, 0.27}, {0.37, 0.27}}
	case 4:
		pips = []pt{{-0.32, -0.32}, {0.32, -0.32}, {-0.32, 0.32}, {0.32, 0.32}}
	}
	p := newPath(m)
	for _, q := range pips {
		p.circle(q.X, q.Y, pipRadius, true)
	}
	d.fill(p, goldRGB.dark(0.62).hex(), 1)
}

// cornerShade darkens pale colours so their corner numerals keep contrast
// against the pale card.
func cornerShade(colour int) float64 {
	if colour == GummiYellow {
		return 0.12
	}
	return 0
}
