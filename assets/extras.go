package assets

import (
	"fmt"
	"math"
)

// questionSkeleton is a "?" in the numeral skeleton box, for Unknown.
const questionSkeleton = "M 1.3 3 C 1.3 0.4 4.8 0.4 4.8 2.9 C 4.8 4.7 3 4.8 3 6.6 M 3 8.9 L 3 8.9"

func drawUnknown() []byte {
	d := newDoc(cardW, cardH)
	grey := rgb{0x8a, 0x8f, 0x98}
	cardBody(d, grey.dark(0.3), d.linear(0, 0, 0, 1, stop{0, grey.light(0.85), 1}, stop{1, grey.light(0.6), 1}))
	m := scaleXY(12, 12).then(translate(125-3*12, 175-5*12))
	d.lines(m, 1.25, grey.dark(0.5).hex(), 1, questionSkeleton)
	d.lines(m, 0.85, "#ffffff", 1, questionSkeleton)
	return d.bytes()
}

// The backs of the built-in games' cards (each game's Descriptor.Art hands
// its own to the interface).

func drawGummiBack() []byte {
	d := newDoc(cardW, cardH)
	purple := gummiRGB[GummiPurple]
	cardBody(d, purple.dark(0.45), d.linear(0, 0, 0.4, 1, stop{0, rgb{0xf2, 0x6d, 0xa8}, 1}, stop{1, purple, 1}))
	// rows of candy dots in the six colours
	for j := 0; j < 9; j++ {
		for i := 0; i < 6; i++ {
			x := 22 + float64(i)*42 + float64(j%2)*21
			y := 24 + float64(j)*38
			c := gummiRGB[(i+j*2)%GummiColours]
			if x+9 > cardW-8 {
				continue // keep the pattern inside the card edge
			}
			d.fill(newPath(identity).circle(x, y, 9, true), c.light(0.35).hex(), 0.55)
		}
	}
	backBadge(d, rgb{0xff, 0xf0, 0xf8}, purple.dark(0.4))
	d.gummy(bearSym, place(125, 178, 44), gummiRGB[GummiBrown])
	return d.bytes()
}

func drawGudetamaBack() []byte {
	d := newDoc(cardW, cardH)
	cardBody(d, rgb{0xc0, 0x70, 0x20}, d.linear(0, 0, 0, 1, stop{0, rgb{0xff, 0xd8, 0x5a}, 1}, stop{1, rgb{0xff, 0xa0, 0x30}, 1}))
	for j := 0; j < 8; j++ {
		for i := 0; i < 5; i++ {
			x := 30 + float64(i)*48 + float64(j%2)*24
			y := 28 + float64(j)*42
			if x+14 > cardW-8 {
				continue
			}
			m := place(x, y, 13)
			w := newPath(m)
			eggWhite(w)
			d.fill(w, "#ffffff", 0.5)
			d.fill(newPath(m).circle(0, -0.1, 0.4, true), "#ffb020", 0.6)
		}
	}
	backBadge(d, creamRGB, rgb{0xc0, 0x70, 0x20})
	fryingEgg(d, place(125, 180, 50), 0)
	return d.bytes()
}

func drawTripBack() []byte {
	d := newDoc(cardW, cardH)
	// Wine red: not the trumps' passport navy (a trump on the table would
	// look like a card played face down), nor the stands' wood.
	wine := rgb{0x70, 0x1c, 0x30}
	cardBody(d, goldRGB.dark(0.25), d.linear(0, 0, 0.3, 1, stop{0, wine.light(0.15), 1}, stop{1, wine.dark(0.3), 1}))
	d.fill(newPath(identity).rrect(14, 14, cardW-28, cardH-28, 10, true).rrect(18, 18, cardW-36, cardH-36, 7, false), goldRGB.hex(), 0.85)
	// dotted routes between four little suit marks
	route := newPath(identity)
	for k := 0; k < 2; k++ {
		for i := 0; i <= 16; i++ {
			t := float64(i) / 16
			x := 40 + 170*t
			y := 60 + 230*t
			if k == 1 {
				x = 210 - 170*t
			}
			y += 30 * math.Sin(t*math.Pi*2)
			route.circle(x, y, 2.4, true)
		}
	}
	d.fill(route, goldRGB.hex(), 0.5)
	corners := []pt{{48, 60}, {202, 60}, {48, 290}, {202, 290}}
	for s, c := range corners {
		tripMarks[s](d, place(c.X, c.Y, 16), goldRGB.light(0.2).hex(), wine.hex())
	}
	d.fill(newPath(identity).circle(125, 175, 58, true), goldRGB.dark(0.1).hex(), 1)
	d.fill(newPath(identity).circle(125, 175, 52, true), wine.light(0.05).hex(), 1)
	compassMark(d, place(125, 175, 40), goldRGB.light(0.2).hex(), wine.hex())
	return d.bytes()
}

// drawPlainBack is a neutral back, for a game that draws none of its own.
func drawPlainBack() []byte {
	d := newDoc(cardW, cardH)
	grey := rgb{0x60, 0x68, 0x78}
	cardBody(d, grey.dark(0.4), d.linear(0, 0, 0, 1, stop{0, grey.light(0.2), 1}, stop{1, grey.dark(0.2), 1}))
	for j := 0; j < 7; j++ {
		for i := 0; i < 5; i++ {
			d.fill(newPath(identity).circle(25+float64(i)*50, 25+float64(j)*50, 7, true), grey.light(0.4).hex(), 0.4)
		}
	}
	return d.bytes()
}

// backBadge is the oval plate in the middle of a card back.
func backBadge(d *doc, fill, rim rgb) {
	d.fill(newPath(identity).circle(127, 182, 70, true), "#000000", 0.2)
	d.fill(newPath(identity).circle(125, 178, 70, true), rim.hex(), 1)
	d.fill(newPath(identity).circle(125, 178, 63, true), fill.hex(), 1)
}

// Stand geometry: viewBox 0 0 standW standH.
const (
	standW = 600
	standH = 260
)

// StandSize is the Stand viewBox size (width, height).
func StandSize() (w, h float64) { return standW, standH }

// StandSlot returns where set i (0 or 1) of three cards sits on Stand, in
// the stand's viewBox units: the slot's top-left corner and size. The slot
// has the 5:7-card height; lay the three cards overlapping across its
// width. An index other than 0 or 1 returns an error.
func StandSlot(i int) (x, y, w, h float64, err error) {
	if i != 0 && i != 1 {
		return 0, 0, 0, 0, fmt.Errorf("assets: stand slot %d out of range 0..1", i)
	}
	return 24 + float64(i)*288, 14, 264, 180, nil
}

func drawStand() []byte {
	d := newDoc(standW, standH)
	wood := woodRGB
	// back board
	d.fill(newPath(identity).rrect(10, 60, standW-20, 150, 16, true), wood.dark(0.35).hex(), 1)
	d.fill(newPath(identity).rrect(14, 64, standW-28, 142, 13, true), d.linear(0, 0, 0, 1, stop{0, wood.light(0.1), 1}, stop{1, wood.dark(0.15), 1}), 1)
	// wood grain: long soft bands
	grain := newPath(identity)
	for i := 0; i < 6; i++ {
		y := 78 + float64(i)*21
		grain.M(30, y).C(180, y-6, 380, y+8, 570, y-2).L(570, y+3).C(380, y+12, 180, y-2, 30, y+4).Z()
	}
	d.fill(grain, wood.dark(0.3).hex(), 0.18)
	// the two slots, each with a groove the cards stand in
	for i := 0; i < 2; i++ {
		x, y, w, h, _ := StandSlot(i)
		d.fill(newPath(identity).rrect(x+8, 76, w-16, 110, 10, true), wood.dark(0.2).hex(), 0.35)
		d.fill(newPath(identity).rrect(x-6, y+h-8, w+12, 22, 8, true), wood.dark(0.5).hex(), 1)
	}
	// centre post between the two sets
	d.fill(newPath(identity).rrect(standW/2-10, 50, 20, 150, 8, true), wood.dark(0.4).hex(), 1)
	d.fill(newPath(identity).rrect(standW/2-6, 54, 12, 142, 5, true), wood.light(0.05).hex(), 1)
	// front rail
	d.fill(newPath(identity).rrect(0, 196, standW, 50, 14, true), wood.dark(0.45).hex(), 1)
	d.fill(newPath(identity).rrect(3, 198, standW-6, 42, 12, true), d.linear(0, 0, 0, 1, stop{0, wood.light(0.25), 1}, stop{1, wood.dark(0.1), 1}), 1)
	d.fill(newPath(identity).rrect(20, 203, standW-40, 6, 3, true), "#ffffff", 0.25)
	for _, x := range []float64{24, standW / 2, standW - 24} {
		d.fill(newPath(identity).circle(x, 221, 6, true), goldRGB.dark(0.3).hex(), 1)
		d.fill(newPath(identity).circle(x-1, 220, 4, true), goldRGB.light(0.3).hex(), 1)
	}
	// feet
	for _, x := range []float64{40, standW - 100} {
		d.fill(newPath(identity).rrect(x, 238, 60, 18, 6, true), wood.dark(0.55).hex(), 1)
	}
	return d.bytes()
}

// Felt geometry: viewBox 0 0 feltW feltH.
const (
	feltW = 1200
	feltH = 800
)

func drawFelt() []byte {
	d := newDoc(feltW, feltH)
	d.fill(newPath(identity).M(0, 0).L(feltW, 0).L(feltW, feltH).L(0, feltH).Z(),
		d.radial(0.5, 0.45, 0.75, stop{0, feltRGB.light(0.12), 1}, stop{0.65, feltRGB, 1}, stop{1, feltRGB.dark(0.35), 1}), 1)
	// faint diagonal weave
	weave := newPath(identity)
	for i := -20; i < 60; i++ {
		x := float64(i) * 30
		weave.poly(pt{x, 0}, pt{x + 6, 0}, pt{x + 6 - feltH*0.6, feltH}, pt{x - feltH*0.6, feltH})
	}
	d.fill(weave, "#000000", 0.035)
	return d.bytes()
}
