package ohhell

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/trickparty/trickparty/engine"
)

// Oh Hell's own pictures, drawn here in plain SVG (no text: the app's
// SVG renderer draws paths only): a white card with its rank and suit in
// two corners, the suit's pips laid out for 2 to 10, one large pip for
// the ace, and for the jack, queen and king a tinted panel with the
// letter and an emblem of our own (a crown, a tiara, a plume). The back
// is a green lattice round a medallion of the four suits. Every card is
// the size of the others (viewBox 0 0 250 350).
type art struct{}

const (
	cardW, cardH = 250, 350
	red          = "#c0162c"
	black        = "#1c1f2b"
	green        = "#1f5f4a"
	gold         = "#e3b341"
)

// suitPaths are the suits' shapes in a box of -50..50 each way, as path
// data of absolute M, L, C and Z only (place moves them).
var suitPaths = [Suits]string{
	// clubs: three leaves and a stem
	circle(0, -22, 20) + circle(-22, 8, 20) + circle(22, 8, 20) + "M-6,4 L6,4 L16,46 L-16,46 Z",
	"M0,-48 L34,0 L0,48 L-34,0 Z",
	"M0,40 C-70,-8 -42,-62 0,-26 C42,-62 70,-8 0,40 Z",
	"M0,-48 C-62,0 -44,44 -6,22 L-16,48 L16,48 L6,22 C44,44 62,0 0,-48 Z",
}

// circle is a circle's path data: four cubic arcs.
func circle(cx, cy, r float64) string {
	k := r * 0.5523
	return fmt.Sprintf("M%g,%g C%g,%g %g,%g %g,%g C%g,%g %g,%g %g,%g C%g,%g %g,%g %g,%g C%g,%g %g,%g %g,%g Z ",
		cx-r, cy, cx-r, cy-k, cx-k, cy-r, cx, cy-r,
		cx+k, cy-r, cx+r, cy-k, cx+r, cy,
		cx+r, cy+k, cx+k, cy+r, cx, cy+r,
		cx-k, cy+r, cx-r, cy+k, cx-r, cy)
}

// glyphs are the ranks' strokes in a box of 60 by 100.
var glyphs = map[string]string{
	"A": "M2,100 L30,0 L58,100 M13,64 L47,64",
	"K": "M8,0 L8,100 M55,0 L8,60 M24,42 L58,100",
	"Q": "M30,2 C-7,2 -7,98 30,98 C67,98 67,2 30,2 Z M36,70 L60,100",
	"J": "M46,0 L46,70 C46,106 6,106 6,74",
	"1": "M14,18 L32,0 L32,100",
	"0": "M30,2 C-6,2 -6,98 30,98 C66,98 66,2 30,2 Z",
	"2": "M5,24 C8,-6 56,-6 55,26 C54,52 6,70 5,100 L58,100",
	"3": "M6,4 L54,4 L26,44 C62,42 64,100 28,100 C16,100 6,95 2,88",
	"4": "M42,100 L42,0 L3,68 L60,68",
	"5": "M55,3 L11,3 L6,46 C22,34 58,38 56,70 C54,102 14,104 3,88",
	"6": "M50,4 C18,6 4,38 5,66 C6,90 18,100 30,100 C46,100 57,88 57,68 C57,46 42,38 30,38 C17,38 8,46 5,60",
	"7": "M3,3 L57,3 L22,100",
	"8": "M30,48 C6,48 6,2 30,2 C54,2 54,48 30,48 C2,48 2,100 30,100 C58,100 58,48 30,48 Z",
	"9": "M10,96 C42,94 56,62 55,34 C54,10 42,0 30,0 C14,0 3,12 3,32 C3,54 18,62 30,62 C43,62 52,54 55,40",
}

// pips are where a number card's pips go, by rank.
var pips = map[int][][2]int{
	2:  {{125, 95}, {125, 255}},
	3:  {{125, 95}, {125, 175}, {125, 255}},
	4:  {{85, 95}, {165, 95}, {85, 255}, {165, 255}},
	5:  {{85, 95}, {165, 95}, {125, 175}, {85, 255}, {165, 255}},
	6:  {{85, 95}, {165, 95}, {85, 175}, {165, 175}, {85, 255}, {165, 255}},
	7:  {{85, 95}, {165, 95}, {125, 135}, {85, 175}, {165, 175}, {85, 255}, {165, 255}},
	8:  {{85, 95}, {165, 95}, {125, 135}, {85, 175}, {165, 175}, {125, 215}, {85, 255}, {165, 255}},
	9:  {{85, 90}, {165, 90}, {85, 145}, {165, 145}, {125, 175}, {85, 205}, {165, 205}, {85, 260}, {165, 260}},
	10: {{85, 90}, {165, 90}, {125, 120}, {85, 145}, {165, 145}, {85, 205}, {165, 205}, {125, 230}, {85, 260}, {165, 260}},
}

// emblems crown the court cards' letters: the jack's plume, the queen's
// tiara, the king's crown (in a box of -50..50 by -25..25).
var emblems = map[int]string{
	11: "M-30,18 C-20,-20 10,-26 34,-18 C14,-10 -4,0 -14,18 Z",
	12: "M-36,16 L36,16 L30,-4 L18,8 L0,-16 L-18,8 L-30,-4 Z " + circle(0, -20, 5),
	13: "M-40,18 L40,18 L44,-18 L22,2 L0,-22 L-22,2 L-44,-18 Z",
}

func colourOf(s Suit) string {
	if s == Hearts || s == Diamonds {
		return red
	}
	return black
}

func (art) Face(f engine.CardFace) ([]byte, error) {
	if f.Suit < 0 || f.Suit >= Suits || f.Rank < 2 || f.Rank > 14 || f.Trump {
		return nil, fmt.Errorf("ohhell: no card %+v", f)
	}
	s, colour := Suit(f.Suit), colourOf(Suit(f.Suit))
	name := rankNames[f.Rank-2]
	var b strings.Builder
	open(&b)
	b.WriteString(`<rect x="3" y="3" width="244" height="344" rx="16" fill="#fffdf8" stroke="#8a8a8a" stroke-width="4"/>`)
	// the corners, the bottom one turned round
	for _, turn := range []bool{false, true} {
		rank(&b, name, 16, 16, 0.3, colour, 14, turn)
		pip(&b, s, 31, 68, 0.26, colour, turn)
	}
	switch {
	case f.Rank == 14:
		pip(&b, s, 125, 175, 1.35, colour, false)
	case f.Rank >= 11:
		fmt.Fprintf(&b, `<rect x="58" y="60" width="134" height="230" rx="10" fill="%s" fill-opacity="0.1" stroke="%s" stroke-width="3"/>`, colour, colour)
		fmt.Fprintf(&b, `<path d="%s" fill="%s" stroke="%s" stroke-width="3"/>`, place(emblems[f.Rank], 1, 125, 98, false), gold, colour)
		rank(&b, name, 98, 130, 0.9, colour, 12, false)
		pip(&b, s, 125, 258, 0.4, colour, false)
	default:
		for _, p := range pips[f.Rank] {
			scale := 0.44
			if p[1] > 175 { // the lower pips stand upside down
				scale = -scale
			}
			pip(&b, s, float64(p[0]), float64(p[1]), scale, colour, false)
		}
	}
	b.WriteString(`</svg>`)
	return []byte(b.String()), nil
}

func (art) Back() []byte {
	var b strings.Builder
	open(&b)
	fmt.Fprintf(&b, `<rect x="3" y="3" width="244" height="344" rx="16" fill="%s" stroke="%s" stroke-width="6"/>`, green, gold)
	b.WriteString(`<g stroke="#ffffff" stroke-opacity="0.18" stroke-width="3">`)
	for i := -12; i <= 20; i++ { // a lattice of two diagonals inside the frame
		x := 22 * i
		fmt.Fprintf(&b, `<path d="M%d,20 L%d,330 M%d,20 L%d,330"/>`, x, x+310, x+310, x)
	}
	b.WriteString(`</g>`)
	fmt.Fprintf(&b, `<rect x="14" y="14" width="222" height="322" rx="10" fill="none" stroke="%s" stroke-width="3"/>`, gold)
	fmt.Fprintf(&b, `<circle cx="125" cy="175" r="66" fill="%s" stroke="%s" stroke-width="5"/>`, green, gold)
	for i, at := range [Suits][2]int{{125, 140}, {160, 175}, {125, 210}, {90, 175}} {
		pip(&b, Suit(i), float64(at[0]), float64(at[1]), 0.36, gold, false)
	}
	b.WriteString(`</svg>`)
	return []byte(b.String())
}

func open(b *strings.Builder) {
	fmt.Fprintf(b, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d" width="%d" height="%d">`, cardW, cardH, cardW, cardH)
}

// pip draws suit s's shape centred on (x, y), 100 units times scale (a
// negative scale stands it upside down); turned, the whole is turned
// upside down about the card's centre.
func pip(b *strings.Builder, s Suit, x, y, scale float64, colour string, turned bool) {
	fmt.Fprintf(b, `<path d="%s" fill="%s"/>`, place(suitPaths[s], scale, x, y, turned), colour)
}

// rank draws a rank's strokes from (x, y), each glyph 60x100 units times
// scale, width the strokes' width before scaling; turned, upside down
// about the card's centre.
func rank(b *strings.Builder, name string, x, y, scale float64, colour string, width float64, turned bool) {
	offset := 0.0
	if len(name) == 2 { // the 10: its glyphs closer together
		offset = -8
	}
	var d strings.Builder
	for i, r := range name {
		d.WriteString(place(glyphs[string(r)], scale, x+(offset+float64(i)*52)*scale, y, false))
		d.WriteByte(' ')
	}
	path := d.String()
	if turned {
		path = place(path, 1, 0, 0, true)
	}
	fmt.Fprintf(b, `<path d="%s" fill="none" stroke="%s" stroke-width="%.1f" stroke-linecap="round" stroke-linejoin="round"/>`, path, colour, width*scale)
}

// place moves path data (absolute M, L, C, Z; numbers in x,y pairs):
// each point scaled by scale and moved by (dx, dy); turned, then turned
// upside down about the card's centre. The app's SVG renderer does not
// compose nested transforms, so the art computes its points itself.
func place(d string, scale, dx, dy float64, turned bool) string {
	var out strings.Builder
	fields := strings.FieldsFunc(d, func(r rune) bool { return r == ' ' || r == ',' })
	xy := 0
	for _, f := range fields {
		if f[0] >= 'A' && f[0] <= 'Z' {
			if out.Len() > 0 {
				out.WriteByte(' ')
			}
			out.WriteString(f[:1])
			f = f[1:]
			if f == "" {
				continue
			}
		} else if xy%2 == 0 {
			out.WriteByte(' ')
		} else {
			out.WriteByte(',')
		}
		v, _ := strconv.ParseFloat(f, 64)
		if xy%2 == 0 {
			v = v*scale + dx
			if turned {
				v = cardW - v
			}
		} else {
			v = v*scale + dy
			if turned {
				v = cardH - v
			}
		}
		out.WriteString(strconv.FormatFloat(v, 'f', 1, 64))
		xy++
	}
	return out.String()
}
