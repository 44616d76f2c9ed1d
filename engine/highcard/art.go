package highcard

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/trickparty/trickparty/engine"
)

// High Card's own pictures, drawn here in plain SVG so the game needs no
// other package's art: a card is its number in large seven-segment digits
// in a colour that warms from 1 (blue) to 10 (red), with as many pips; the
// back is a navy card with an arrow pointing up. Every card is the size
// of the others (viewBox 0 0 250 350).
type art struct{}

const (
	cardW, cardH = 250, 350
	navy         = "#1d2b53"
)

// rankColours warm from the lowest card to the highest.
var rankColours = [Cards + 1]string{"", "#2f6fd0", "#2a8bc4", "#249e9a", "#3aa561", "#7aa83a", "#b8a22a", "#e0902a", "#e36d2c", "#d94a33", "#c52a3c"}

func (art) Face(f engine.CardFace) ([]byte, error) {
	if f.Rank < 1 || f.Rank > Cards || f.Suit != 0 || f.Trump {
		return nil, fmt.Errorf("highcard: no card %+v (cards 1..%d)", f, Cards)
	}
	colour := rankColours[f.Rank]
	var b strings.Builder
	open(&b)
	fmt.Fprintf(&b, `<rect x="3" y="3" width="244" height="344" rx="18" fill="#fdfaf2" stroke="%s" stroke-width="6"/>`, colour)
	fmt.Fprintf(&b, `<rect x="20" y="20" width="210" height="310" rx="10" fill="%s" fill-opacity="0.12"/>`, colour)
	digits(&b, strconv.Itoa(f.Rank), 125, 150, 1.1, colour)
	digits(&b, strconv.Itoa(f.Rank), 42, 48, 0.3, colour)
	digits(&b, strconv.Itoa(f.Rank), 208, 302, 0.3, colour)
	// one pip per point of rank, in two rows of five under the number
	for i := 0; i < f.Rank; i++ {
		fmt.Fprintf(&b, `<circle cx="%d" cy="%d" r="8" fill="%s"/>`, 73+26*(i%5), 255+24*(i/5), colour)
	}
	b.WriteString(`</svg>`)
	return []byte(b.String()), nil
}

func (art) Back() []byte {
	var b strings.Builder
	open(&b)
	fmt.Fprintf(&b, `<rect x="3" y="3" width="244" height="344" rx="18" fill="%s" stroke="#e9b63b" stroke-width="6"/>`, navy)
	for j := 0; j < 9; j++ { // rows of small diamonds inside the frame
		for i := 0; i < 6-j%2; i++ {
			x, y := 40+34*i+17*(j%2), 34+35*j
			fmt.Fprintf(&b, `<polygon points="%d,%d %d,%d %d,%d %d,%d" fill="#ffffff" fill-opacity="0.12"/>`, x, y-9, x+7, y, x, y+9, x-7, y)
		}
	}
	b.WriteString(`<circle cx="125" cy="175" r="62" fill="#e9b63b"/><circle cx="125" cy="175" r="54" fill="` + navy + `"/>`)
	b.WriteString(`<polygon points="125,130 160,172 138,172 138,218 112,218 112,172 90,172" fill="#e9b63b"/>`)
	b.WriteString(`</svg>`)
	return []byte(b.String())
}

func open(b *strings.Builder) {
	fmt.Fprintf(b, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d" width="%d" height="%d">`, cardW, cardH, cardW, cardH)
}

// segments lights a seven-segment digit's bars: a top, b top right, c
// bottom right, d bottom, e bottom left, f top left, g middle.
var segments = [10]string{"abcdef", "bc", "abdeg", "abcdg", "bcfg", "acdfg", "acdefg", "abc", "abcdefg", "abcdfg"}

// digits draws s centred on (cx, cy), each digit 60x110 units times scale.
func digits(b *strings.Builder, s string, cx, cy, scale float64, colour string) {
	const w, h, t, gap = 60.0, 110.0, 13.0, 14.0
	total := float64(len(s))*w + float64(len(s)-1)*gap
	for i, r := range s {
		x0 := cx + (float64(i)*(w+gap)-total/2)*scale
		y0 := cy - h/2*scale
		bars := map[rune][4]float64{
			'a': {t / 2, 0, w - t, t}, 'd': {t / 2, h - t, w - t, t}, 'g': {t / 2, h/2 - t/2, w - t, t},
			'b': {w - t, t / 2, t, h/2 - t/2}, 'c': {w - t, h / 2, t, h/2 - t/2},
			'f': {0, t / 2, t, h/2 - t/2}, 'e': {0, h / 2, t, h/2 - t/2},
		}
		for _, seg := range segments[r-'0'] {
			q := bars[seg]
			fmt.Fprintf(b, `<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" rx="%.1f" fill="%s"/>`,
				x0+q[0]*scale, y0+q[1]*scale, q[2]*scale, q[3]*scale, t/2*scale, colour)
		}
	}
}
