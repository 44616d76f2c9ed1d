package assets

import (
	"regexp"
	"strconv"
	"testing"
)

// inkBottom is the lowest y reached by the M and L points of every path in
// an SVG document (arcs end on such points' neighbours, close enough here).
func inkBottom(t *testing.T, svg []byte) float64 {
	t.Helper()
	re := regexp.MustCompile(`[ML](-?[0-9.]+) (-?[0-9.]+)`)
	bottom := -1e9
	for _, m := range re.FindAllSubmatch(svg, -1) {
		y, err := strconv.ParseFloat(string(m[2]), 64)
		if err != nil {
			t.Fatal(err)
		}
		bottom = max(bottom, y)
	}
	return bottom
}

// A 6 and a 9 are underlined, as on printed cards, so the corner numeral
// read upside down cannot be mistaken for the other; no other number is.
func TestSixAndNineAreUnderlined(t *testing.T) {
	draw := func(n int) float64 {
		d := newDoc(cardW, cardH)
		d.drawNumeral(numeral{n: n, cx: 100, top: 50, h: 100, face: "#000000"})
		return inkBottom(t, d.bytes())
	}
	plain := draw(8) // an 8 reaches the foot of the ink box
	for n := 1; n <= 14; n++ {
		got := draw(n)
		if n == 6 || n == 9 {
			if got < plain+15 {
				t.Errorf("%d: ink ends at y=%.1f, not below the numeral (an 8 ends at %.1f): no underline", n, got, plain)
			}
		} else if got > plain+3 {
			t.Errorf("%d: ink ends at y=%.1f, below an 8's %.1f: only 6 and 9 are underlined", n, got, plain)
		}
	}
}

// Every game's 6 and 9 carry the bar in their corners, the right way up and
// half a turn round: their faces differ from the same card drawn with no bar.
func TestEveryGamesSixAndNineHaveTheBar(t *testing.T) {
	faces := map[string][]byte{
		"gummi 6": GummiCard(GummiRed, 6), "gummi 9": GummiCard(GummiRed, 9),
		"gudetama 6": GudetamaCard(6), "gudetama 9": GudetamaCard(9),
		"trip 6": TripCard(TripRed, 6), "trip 9": TripCard(TripRed, 9), "trip trump 6": TripCard(TripTrump, 6),
	}
	for name, svg := range faces {
		if n := len(regexp.MustCompile(`L`).FindAll(svg, -1)); n == 0 {
			t.Fatalf("%s: no path data", name)
		}
		// the upper corner's bar lies between the numeral (top 16, 62
		// tall) and the suit mark below it
		if !barBetween(svg, 16+62*0.96, 16+62*1.2) {
			t.Errorf("%s: no bar under the corner numeral", name)
		}
	}
	if barBetween(GummiCard(GummiRed, 8), 16+62*0.96, 16+62*1.2) {
		t.Errorf("gummi 8: the test finds a bar where there is none")
	}
}

// barBetween reports whether some path point in the corner column (x < 80)
// lies between y0 and y1.
func barBetween(svg []byte, y0, y1 float64) bool {
	re := regexp.MustCompile(`[ML](-?[0-9.]+) (-?[0-9.]+)`)
	for _, m := range re.FindAllSubmatch(svg, -1) {
		x, _ := strconv.ParseFloat(string(m[1]), 64)
		y, _ := strconv.ParseFloat(string(m[2]), 64)
		if x < 80 && y > y0 && y < y1 {
			return true
		}
	}
	return false
}
