package assets

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"image"
	"image/png"
	"io"
	"os"
	"strings"
	"sync"
	"testing"
)

// allCards lists every card face of every deck with a readable name.
func allCards() map[string][]byte {
	m := map[string][]byte{}
	for c := 0; c < GummiColours; c++ {
		for v := 1; v <= 10; v++ {
			m[fmt.Sprintf("gummi %d/%d", c, v)] = GummiCard(c, v)
		}
	}
	for r := 1; r <= 14; r++ {
		m[fmt.Sprintf("gudetama %d", r)] = GudetamaCard(r)
	}
	for s := 0; s < TripSuits; s++ {
		top := 12
		if s == TripTrump {
			top = 6
		}
		for r := 1; r <= top; r++ {
			m[fmt.Sprintf("trip %d/%d", s, r)] = TripCard(s, r)
		}
	}
	m["back gummi"], m["back gudetama"], m["back trip"], m["back plain"] = GummiBack(), GudetamaBack(), TripBack(), PlainBack()
	return m
}

// checkSVG decodes b to the end and returns the root's viewBox and the
// names of all elements used.
func checkSVG(t *testing.T, name string, b []byte) (viewBox string, elems map[string]bool) {
	t.Helper()
	dec := xml.NewDecoder(bytes.NewReader(b))
	elems = map[string]bool{}
	depth := 0
	for {
		tok, err := dec.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatalf("%s: malformed XML: %v", name, err)
		}
		switch e := tok.(type) {
		case xml.StartElement:
			if depth == 0 {
				if e.Name.Local != "svg" {
					t.Fatalf("%s: root is %q, want svg", name, e.Name.Local)
				}
				for _, a := range e.Attr {
					if a.Name.Local == "viewBox" {
						viewBox = a.Value
					}
				}
			}
			elems[e.Name.Local] = true
			depth++
		case xml.EndElement:
			depth--
		}
	}
	if depth != 0 {
		t.Fatalf("%s: unbalanced elements", name)
	}
	return viewBox, elems
}

func TestCardsAreWellFormedWithCardViewBox(t *testing.T) {
	cards := allCards()
	if got, want := len(cards), 60+14+54+4; got != want {
		t.Fatalf("got %d pictures, want %d", got, want)
	}
	for name, b := range cards {
		vb, elems := checkSVG(t, name, b)
		if vb != "0 0 250 350" {
			t.Errorf("%s: viewBox %q, want 0 0 250 350", name, vb)
		}
		// Fyne's rasterizer cannot draw text and mis-scales strokes.
		if elems["text"] {
			t.Errorf("%s uses <text>", name)
		}
		if bytes.Contains(b, []byte("stroke")) {
			t.Errorf("%s uses strokes", name)
		}
	}
}

func TestOtherPicturesAreWellFormed(t *testing.T) {
	for name, c := range map[string]struct {
		b  []byte
		vb string
	}{
		"stand":   {Stand(), "0 0 600 260"},
		"felt":    {Felt(), "0 0 1200 800"},
		"icon":    {Icon(), "0 0 512 512"},
		"unknown": {Unknown(), "0 0 250 350"},
		"back ?":  {PlainBack(), "0 0 250 350"},
	} {
		if vb, _ := checkSVG(t, name, c.b); vb != c.vb {
			t.Errorf("%s: viewBox %q, want %q", name, vb, c.vb)
		}
	}
}

func TestDistinctCardsDiffer(t *testing.T) {
	seen := map[string]string{}
	for name, b := range allCards() {
		if other, ok := seen[string(b)]; ok {
			t.Errorf("%s and %s are the same picture", name, other)
		}
		seen[string(b)] = name
	}
	if _, ok := seen[string(Unknown())]; ok {
		t.Error("a real card looks like Unknown")
	}
}

func TestGummiColoursHaveDistinctSymbols(t *testing.T) {
	names := map[string]bool{}
	shapes := map[string]bool{}
	for c := 0; c < GummiColours; c++ {
		n := GummiSymbolName(c)
		if n == "" || names[n] {
			t.Errorf("colour %d: symbol name %q empty or repeated", c, n)
		}
		names[n] = true
		p := newPath(identity)
		gummiSymbols[c].silhouette(p)
		if shapes[p.String()] {
			t.Errorf("colour %d: silhouette repeats another colour's", c)
		}
		shapes[p.String()] = true
	}
	// the symbol really is drawn: the card contains its silhouette
	for c := 0; c < GummiColours; c++ {
		p := newPath(place(125, 178, 66))
		gummiSymbols[c].silhouette(p)
		if !bytes.Contains(GummiCard(c, 5), []byte(p.String())) {
			t.Errorf("colour %d: card does not draw its symbol", c)
		}
	}
	if GummiSymbolName(6) != "" || GummiSymbolName(-1) != "" {
		t.Error("out-of-range colour has a symbol name")
	}
}

func TestDeterministic(t *testing.T) {
	// bypass the cache: drawing twice must give identical bytes
	if !bytes.Equal(drawGummi(3, 7), drawGummi(3, 7)) ||
		!bytes.Equal(drawGudetama(14), drawGudetama(14)) ||
		!bytes.Equal(drawTrip(4, 2), drawTrip(4, 2)) ||
		!bytes.Equal(drawTripBack(), drawTripBack()) ||
		!bytes.Equal(iconScene().svg(), iconScene().svg()) {
		t.Fatal("drawing is not deterministic")
	}
	if !bytes.Equal(GummiCard(3, 7), drawGummi(3, 7)) {
		t.Fatal("cached card differs from a fresh drawing")
	}
}

func TestBadInputGivesUnknownOrError(t *testing.T) {
	for _, b := range [][]byte{GummiCard(6, 1), GummiCard(0, 0), GummiCard(-1, 3), GummiCard(0, 11),
		GudetamaCard(0), GudetamaCard(15), TripCard(0, 13), TripCard(4, 7), TripCard(5, 1), TripCard(-1, 1)} {
		if !bytes.Equal(b, Unknown()) {
			t.Error("bad card id did not give Unknown")
		}
	}
	face := func(game string, suit, rank int) ([]byte, error) {
		switch game {
		case "gummi":
			return GummiFace(suit, rank)
		case "gudetama":
			return GudetamaFace(rank)
		}
		return TripFace(suit, rank)
	}
	for _, c := range []struct {
		game       string
		suit, rank int
		want       string
	}{
		{"gummi", 6, 1, "colour"}, {"gummi", 0, 11, "value"}, {"gudetama", 0, 0, "rank"},
		{"trip", 4, 7, "suit 4 and rank 7"}, {"trip", 5, 1, "suit 5"},
	} {
		if _, err := face(c.game, c.suit, c.rank); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s face %d, %d: error %v, want mention of %q", c.game, c.suit, c.rank, err, c.want)
		}
	}
	for _, c := range []struct {
		game       string
		suit, rank int
		want       []byte
	}{{"gummi", 2, 10, GummiCard(2, 10)}, {"gudetama", 0, 14, GudetamaCard(14)}, {"trip", 4, 6, TripCard(4, 6)}} {
		b, err := face(c.game, c.suit, c.rank)
		if err != nil || !bytes.Equal(b, c.want) {
			t.Errorf("%s face %d, %d = %v", c.game, c.suit, c.rank, err)
		}
	}
	if _, _, _, _, err := StandSlot(2); err == nil {
		t.Error("StandSlot(2) gave no error")
	}
	if _, err := IconPNG(0); err == nil {
		t.Error("IconPNG(0) gave no error")
	}
}

func TestPoints(t *testing.T) {
	want := map[int]int{1: 4, 2: 4, 3: 4, 4: 3, 5: 3, 6: 3, 7: 2, 8: 2, 9: 2, 10: 1, 0: 0, 11: 0}
	for v, p := range want {
		if got := GummiPoints(v); got != p {
			t.Errorf("GummiPoints(%d) = %d, want %d", v, got, p)
		}
	}
}

func TestPalette(t *testing.T) {
	seen := map[[3]uint8]bool{}
	for c := 0; c < GummiColours; c++ {
		k := GummiColour(c)
		if seen[[3]uint8{k.R, k.G, k.B}] || k.A != 255 {
			t.Errorf("gummi colour %d repeated or transparent", c)
		}
		seen[[3]uint8{k.R, k.G, k.B}] = true
	}
	for s := 0; s < TripSuits; s++ {
		if TripColour(s) == TripColour((s+1)%TripSuits) {
			t.Errorf("trip suit %d has its neighbour's colour", s)
		}
	}
	// red first and purple last, as the engine orders them
	if r := GummiColour(GummiRed); r.R < 200 || r.G > 100 {
		t.Errorf("GummiRed is %v", r)
	}
}

func TestConcurrentUse(t *testing.T) {
	var wg sync.WaitGroup
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for v := 1; v <= 10; v++ {
				_ = GummiCard(g%GummiColours, v)
				_ = TripCard(g%TripSuits, 1+v%6)
			}
		}()
	}
	wg.Wait()
}

func TestIconPNG(t *testing.T) {
	for _, size := range []int{32, 64} {
		b, err := IconPNG(size)
		if err != nil {
			t.Fatal(err)
		}
		img, err := png.Decode(bytes.NewReader(b))
		if err != nil {
			t.Fatal(err)
		}
		if img.Bounds() != image.Rect(0, 0, size, size) {
			t.Fatalf("size %d: bounds %v", size, img.Bounds())
		}
		// corners are transparent (rounded), the centre is the opaque card
		if _, _, _, a := img.At(0, 0).RGBA(); a != 0 {
			t.Errorf("size %d: corner not transparent", size)
		}
		if _, _, _, a := img.At(size/2, size/2).RGBA(); a != 0xffff {
			t.Errorf("size %d: centre not opaque", size)
		}
	}
}

// TestCommittedIconIsCurrent keeps assets/icon.png in step with the code:
// run `go generate ./assets` after changing the icon.
func TestCommittedIconIsCurrent(t *testing.T) {
	onDisk, err := os.ReadFile("icon.png")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(onDisk, IconFile()) {
		t.Fatal("embedded icon differs from icon.png")
	}
	a, err := png.Decode(bytes.NewReader(onDisk))
	if err != nil {
		t.Fatal(err)
	}
	fresh, err := IconPNG(512)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := png.Decode(bytes.NewReader(fresh))
	if a.Bounds() != b.Bounds() {
		t.Fatalf("icon.png is %v, want 512x512", a.Bounds())
	}
	for y := 0; y < 512; y += 3 {
		for x := 0; x < 512; x += 3 {
			if a.At(x, y) != b.At(x, y) {
				t.Fatalf("icon.png is stale at (%d,%d): run go generate ./assets", x, y)
			}
		}
	}
}

func BenchmarkDrawGummi(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		_ = drawGummi(i%GummiColours, 1+i%10)
	}
}

func BenchmarkCachedCard(b *testing.B) {
	b.ReportAllocs()
	_ = TripCard(1, 7)
	for i := 0; i < b.N; i++ {
		_ = TripCard(1, 7)
	}
}

func BenchmarkIconPNG512(b *testing.B) {
	for i := 0; i < b.N; i++ {
		if _, err := IconPNG(512); err != nil {
			b.Fatal(err)
		}
	}
}
