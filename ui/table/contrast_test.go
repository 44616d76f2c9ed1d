package table

import (
	"image/color"
	"math"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/trickparty/trickparty/assets"
	"github.com/trickparty/trickparty/ui/internal/art"
	"github.com/trickparty/trickparty/ui/internal/widgets"
)

// WCAG 2.x contrast of every text and outline the app draws, computed from
// the theme's own colours and ui's named colours (palette.go), each
// alpha-composited onto what it is drawn over.
//
// Before the fix (de65fdc) these failed, among others: the join code
// (1.29:1 on the light panel), disabled button text (1.10:1 light, 1.27:1
// dark), white on the orange primary buttons (2.68:1), the light theme's
// placeholder (3.23:1), error (3.73:1) and hyperlink (4.46:1) colours, the
// focus fill (1.2:1 against its button), the idle drop-zone outline on the
// felt and an eliminated seat's name.

const (
	bodyText  = 4.5 // WCAG AA, normal text
	largeText = 3.0 // WCAG AA, text >= 18pt or 14pt bold (24 or 18.66 px)
	outline   = 3.0 // WCAG AA non-text contrast: focus and drop outlines
)

// relLum is WCAG's relative luminance of an opaque colour.
func relLum(c color.Color) float64 {
	n := color.NRGBAModel.Convert(c).(color.NRGBA)
	lin := func(v uint8) float64 {
		s := float64(v) / 255
		if s <= 0.04045 {
			return s / 12.92
		}
		return math.Pow((s+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(n.R) + 0.7152*lin(n.G) + 0.0722*lin(n.B)
}

// over composites colours drawn one over another, the last one first on
// an opaque base: over(text, plate, felt) is text on a plate on the felt.
func over(top color.Color, under ...color.Color) color.Color {
	if len(under) == 0 {
		n := color.NRGBAModel.Convert(top).(color.NRGBA)
		n.A = 0xff // the bottom of the stack is taken as opaque
		return n
	}
	base := color.NRGBAModel.Convert(over(under[0], under[1:]...)).(color.NRGBA)
	t := color.NRGBAModel.Convert(top).(color.NRGBA)
	a := float64(t.A) / 255
	mix := func(f, b uint8) uint8 { return uint8(math.Round(float64(f)*a + float64(b)*(1-a))) }
	return color.NRGBA{mix(t.R, base.R), mix(t.G, base.G), mix(t.B, base.B), 0xff}
}

func contrast(a, b color.Color) float64 {
	la, lb := relLum(a), relLum(b)
	if la < lb {
		la, lb = lb, la
	}
	return (la + 0.05) / (lb + 0.05)
}

// contrastPair is a foreground drawn on a background (both stacks as for
// over), with the ratio it needs.
type contrastPair struct {
	what   string
	fg, bg []color.Color
	min    float64
}

func (p contrastPair) ratio() float64 {
	bg := over(p.bg[0], p.bg[1:]...)
	return contrast(over(p.fg[0], append(append([]color.Color{}, p.fg[1:]...), bg)...), bg)
}

func stack(c ...color.Color) []color.Color { return c }

// feltExtremes are the felt picture's lightest and darkest pixels: text
// on the felt must read on both.
func feltExtremes(t *testing.T) (light, dark color.Color) {
	img := realRasterize(assets.Felt(), 240, 160)
	lo, hi := 2.0, -1.0
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			c := img.At(x, y)
			l := relLum(c)
			if l > hi {
				hi, light = l, c
			}
			if l < lo {
				lo, dark = l, c
			}
		}
	}
	if light == nil {
		t.Fatal("the felt drew nothing")
	}
	return light, dark
}

// realRasterize is the SVG rasteriser before any test stubs it out.
var realRasterize = art.Rasterize

// themePairs are the pairs of one theme variant: Fyne's widgets as they
// draw themselves with the theme's colours.
func themePairs(th fyne.Theme, v fyne.ThemeVariant) []contrastPair {
	c := func(n fyne.ThemeColorName) color.Color { return th.Color(n, v) }
	bg, fg := c(theme.ColorNameBackground), c(theme.ColorNameForeground)
	overlay, menu := c(theme.ColorNameOverlayBackground), c(theme.ColorNameMenuBackground)
	input, button := c(theme.ColorNameInputBackground), c(theme.ColorNameButton)
	primary, onPrimary := c(theme.ColorNamePrimary), c(theme.ColorNameForegroundOnPrimary)
	disabled, disabledBtn := c(theme.ColorNameDisabled), c(theme.ColorNameDisabledButton)
	focus := c(theme.ColorNameFocus)
	var out []contrastPair
	add := func(what string, fg, bg []color.Color, min float64) {
		out = append(out, contrastPair{what, fg, bg, min})
	}
	// Widgets stand on the window's background or on a dialog's or
	// panel's overlay background (the home and LAN panels, dialogs).
	for _, s := range []struct {
		name string
		col  color.Color
	}{{"background", bg}, {"overlay", overlay}} {
		on := func(cs ...color.Color) []color.Color { return append(cs, s.col) }
		add("text on "+s.name, stack(fg), on(), bodyText)
		add("text on input on "+s.name, stack(fg), on(input), bodyText)
		add("placeholder on input on "+s.name, stack(c(theme.ColorNamePlaceHolder)), on(input), bodyText)
		add("text on button on "+s.name, stack(fg), on(button), bodyText)
		add("primary button text on "+s.name, stack(onPrimary), on(primary), bodyText)
		add("disabled text on disabled button on "+s.name, stack(disabled), on(disabledBtn), bodyText)
		add("disabled text on "+s.name, stack(disabled), on(), bodyText)
		add("hyperlink on "+s.name, stack(c(theme.ColorNameHyperlink)), on(), bodyText)
		add("error text on "+s.name, stack(c(theme.ColorNameError)), on(), bodyText)
		add("text on error button on "+s.name, stack(c(theme.ColorNameForegroundOnError)), on(c(theme.ColorNameError)), bodyText)
		add("primary-coloured text (a selected tab) on "+s.name, stack(primary), on(), bodyText)
		add("selected text (selection) on "+s.name, stack(fg), on(c(theme.ColorNameSelection)), bodyText)
		// Focus: a button blends the focus colour into its fill, a select
		// fills with it, a check or radio puts a focus disc behind its box,
		// an entry draws its border in the primary colour. Each must stand
		// out 3:1 from what is around it, its text still readable.
		add("focused button on "+s.name, stack(focus, button), on(), outline)
		add("text on focused button on "+s.name, stack(fg), on(focus, button), bodyText)
		add("focused primary button on "+s.name, stack(focus, primary), on(), outline)
		add("text on focused primary button on "+s.name, stack(onPrimary), on(focus, primary), bodyText)
		add("focused select on "+s.name, stack(focus), on(), outline)
		add("text on focused select on "+s.name, stack(fg), on(focus), bodyText)
		add("focus disc of a check on "+s.name, stack(focus), on(), outline)
		add("focused entry border on "+s.name, stack(primary), on(), outline)
		add("focused entry border on input on "+s.name, stack(primary), on(input), outline)
		add("checked box (primary) on "+s.name, stack(primary), on(), outline)
		add("join code on "+s.name, stack(c(widgets.ColorNameCode)), on(), bodyText)
	}
	add("menu text on menu", stack(fg), stack(menu), bodyText)
	add("text on focused menu item", stack(fg), stack(focus, menu), bodyText)
	add("summary caption on overlay", stack(fg), stack(overlay), bodyText)
	return out
}

// widgetStatePairs are the marks that tell a player what a widget is and
// what state it is in, as Fyne 2.7's renderers draw them with the theme's
// colours and icons (ui's own, icons.go, where the two touch), in every
// state: idle, under the pointer, with the keyboard focus, checked or
// selected, disabled, refused. Each must stand out 3:1 (text 4.5:1)
// from what is directly around it. Unselected radio buttons and check
// boxes were a 1.3:1 grey ring on the light theme, nearly invisible, and
// a progress bar's words were white on pale orange.
//
// Not held: a checked box's or a selected radio's orange against the
// focus disc behind it (Fyne draws focus in one colour for buttons,
// whose text must read on it, and discs: no colour does both); the check
// mark and the disc say the state and the focus there. A slider's empty
// track: its thumb and filled part show the value.
func widgetStatePairs(th fyne.Theme, v fyne.ThemeVariant) []contrastPair {
	c := func(n fyne.ThemeColorName) color.Color { return th.Color(n, v) }
	fg, primary, border := c(theme.ColorNameForeground), c(theme.ColorNamePrimary), c(theme.ColorNameInputBorder)
	input, hover, focus := c(theme.ColorNameInputBackground), c(theme.ColorNameHover), c(theme.ColorNameFocus)
	disabled, button, back := c(theme.ColorNameDisabled), c(theme.ColorNameButton), c(theme.ColorNameBackground)
	var out []contrastPair
	add := func(what string, fg, bg []color.Color, min float64) {
		out = append(out, contrastPair{what, fg, bg, min})
	}
	for _, s := range []struct {
		name string
		col  color.Color
	}{{"background", back}, {"overlay", c(theme.ColorNameOverlayBackground)}} {
		on := func(cs ...color.Color) []color.Color { return append(cs, s.col) }
		for _, st := range []struct {
			name  string
			under []color.Color
		}{{"", on()}, {" under the pointer", on(hover)}, {" with the focus", on(focus)}} {
			add("unchecked box or radio"+st.name+" on "+s.name, stack(border), st.under, outline)
			add("selected radio's ring"+st.name+" on "+s.name, stack(fg), st.under, outline)
			add("slider thumb"+st.name+" on "+s.name, stack(fg), st.under, outline)
		}
		for _, st := range []struct {
			name  string
			under []color.Color
		}{{"", on()}, {" under the pointer", on(hover)}} {
			add("checked box or selected radio's dot"+st.name+" on "+s.name, stack(primary), st.under, outline)
			add("selected tab's line"+st.name+" on "+s.name, stack(primary), st.under, outline)
		}
		add("entry border on "+s.name, stack(border), on(), outline)
		add("refused entry's border on "+s.name, stack(c(theme.ColorNameError)), on(), outline)
		add("disabled box, radio or entry border on "+s.name, stack(disabled), on(), outline)
		add("disabled slider thumb on "+s.name, stack(disabled), on(), outline)
		add("text on a drop-down under the pointer on "+s.name, stack(fg), on(hover), bodyText)
		add("text on a button under the pointer on "+s.name, stack(fg), on(hover, button), bodyText)
		add("text on a pressed button on "+s.name, stack(fg), on(c(theme.ColorNamePressed), button), bodyText)
		add("primary button text under the pointer on "+s.name, stack(c(theme.ColorNameForegroundOnPrimary)), on(hover, primary), bodyText)
		add("tab text under the pointer on "+s.name, stack(fg), on(hover), bodyText)
		add("list row under the pointer on "+s.name, stack(fg), on(hover), bodyText)
		add("scroll bar on "+s.name, stack(c(theme.ColorNameScrollBar)), on(), outline)
	}
	add("check mark on its box", stack(back), stack(primary), outline)
	add("disabled check mark on its box", stack(back), stack(disabled), outline)
	add("slider's filled part against its track", stack(fg), stack(input), outline)
	add("entry cursor on the entry", stack(primary), stack(input), outline)
	return out
}

// feltPairs are ui's own colours on the felt, in either theme.
func feltPairs(felt color.Color) []contrastPair {
	card := color.NRGBA{0xff, 0xf8, 0xec, 0xff} // a card's cream face
	var out []contrastPair
	add := func(what string, fg, bg []color.Color, min float64) {
		out = append(out, contrastPair{what, fg, bg, min})
	}
	f := func(cs ...color.Color) []color.Color { return append(cs, felt) }
	add("home title (42 bold) on felt", stack(widgets.WarmText), f(), largeText)
	add("home subtitle on felt", stack(paleText), f(), bodyText)
	add("LAN panel title (30 bold) on felt", stack(widgets.WarmText), f(), largeText)
	add("status line on felt", stack(color.White), f(), bodyText)
	add("flashed message on felt", stack(noteText), f(), bodyText)
	add("stand label on felt", stack(color.White), f(), bodyText)
	add("drop zone words on felt", stack(dropText), f(), bodyText)
	add("drop zone words in the lit zone", stack(dropText), f(dropDragFill), bodyText)
	add("seat pile count on felt", stack(paleText), f(), bodyText)
	for _, p := range []struct {
		name  string
		plate color.Color
	}{{"seat plate", seatPlate}, {"plate of the seat to move", seatPlateTurn}} {
		add("name on "+p.name, stack(color.White), f(p.plate), bodyText)
		add("seat info on "+p.name, stack(seatInfo), f(p.plate), bodyText)
		add("score on "+p.name, stack(widgets.WarmText), f(p.plate), bodyText)
	}
	add("eliminated name on its plate", stack(seatNameOut), f(seatPlateOut), bodyText)
	add("eliminated info on its plate", stack(seatInfo), f(seatPlateOut), bodyText)
	add("score on eliminated plate", stack(widgets.WarmText), f(seatPlateOut), bodyText)
	for _, under := range []struct {
		name string
		col  []color.Color
	}{{"felt", f()}, {"card", stack(card)}} {
		add("name tag on "+under.name, stack(color.White), append(stack(nameTagBg), under.col...), bodyText)
		add("gold winner tag on "+under.name, stack(gold), append(stack(nameTagBg), under.col...), bodyText)
	}
	add("drop zone outline (idle) on felt", stack(dropIdle), f(), outline)
	add("drop zone outline (dragging) on felt", stack(dropDrag), f(dropDragFill), outline)
	add("drop zone outline (over it) on felt", stack(gold), f(dropHotFill), outline)
	add("seat to move's gold outline on felt", stack(gold), f(), outline)
	add("keyboard selection ring on felt", stack(selectWhite), f(), outline)
	add("hint ring on felt", stack(hintBlue), f(), outline)
	add("stand slot outline on felt", stack(slotLine), f(slotFill), outline)
	return out
}

// TestContrastWCAG checks every pair in the light and dark themes (and the
// system choice under either OS variant), every widget in every state
// (widgetStatePairs), and ui's colours on the felt's lightest and darkest
// pixels.
func TestContrastWCAG(t *testing.T) {
	var pairs []contrastPair
	for _, tc := range []struct {
		name    string
		variant string
		os      fyne.ThemeVariant
	}{{"light", "light", theme.VariantDark}, {"dark", "dark", theme.VariantLight},
		{"system light", "system", theme.VariantLight}, {"system dark", "system", theme.VariantDark}} {
		th := &widgets.Theme{Variant: tc.variant}
		for _, p := range append(themePairs(th, tc.os), widgetStatePairs(th, tc.os)...) {
			p.what = tc.name + ": " + p.what
			pairs = append(pairs, p)
		}
	}
	light, dark := feltExtremes(t)
	for _, fc := range []struct {
		name string
		col  color.Color
	}{{"felt light", light}, {"felt dark", dark}, {"felt base", feltGreen}} {
		for _, p := range feltPairs(fc.col) {
			p.what = fc.name + ": " + p.what
			pairs = append(pairs, p)
		}
	}
	failed := 0
	for _, p := range pairs {
		if r := p.ratio(); r < p.min {
			failed++
			t.Errorf("%s: %.2f:1, needs %.1f:1", p.what, r, p.min)
		}
	}
	t.Logf("%d pairs, %d below WCAG AA", len(pairs), failed)
}

// TestContrastMath checks the formula on WCAG's own reference points.
func TestContrastMath(t *testing.T) {
	for _, tc := range []struct {
		a, b color.Color
		want float64
	}{
		{color.Black, color.White, 21},
		{color.NRGBA{0x76, 0x76, 0x76, 0xff}, color.White, 4.54},
		{color.NRGBA{0x77, 0x77, 0x77, 0xff}, color.White, 4.48},
	} {
		if got := contrast(tc.a, tc.b); math.Abs(got-tc.want) > 0.01 {
			t.Errorf("contrast(%v, %v) = %.3f, want %.2f", tc.a, tc.b, got, tc.want)
		}
	}
	// Half-transparent black over white is mid grey.
	if g := color.NRGBAModel.Convert(over(color.NRGBA{0, 0, 0, 128}, color.White)).(color.NRGBA); g.R != 127 {
		t.Errorf("half black over white = %v", g)
	}
}

// TestIdleControlsShowInBothThemes draws an unselected radio button, an
// unchecked box and an empty entry, alone, in the light and the dark
// theme: some pixel of each must stand out 3:1 from the background (the
// light theme's radio buttons were a 1.28:1 hairline). It checks on the
// drawn pixels what widgetStatePairs works out from the theme's colours.
func TestIdleControlsShowInBothThemes(t *testing.T) {
	u, _ := newTestUI(t)
	for _, variant := range []string{"light", "dark"} {
		u.setTheme(variant)
		bg := u.App.Settings().Theme().Color(theme.ColorNameBackground, u.App.Settings().ThemeVariant())
		for _, w := range []struct {
			name string
			obj  fyne.CanvasObject
		}{
			{"an unselected radio button", widget.NewRadioGroup([]string{" "}, nil)},
			{"an unchecked box", widget.NewCheck("", nil)},
			{"an empty entry", widget.NewEntry()},
		} {
			win := test.NewWindow(container.NewCenter(w.obj))
			win.Resize(fyne.NewSize(160, 80))
			img := win.Canvas().Capture()
			best := 0.0
			b := img.Bounds()
			for y := b.Min.Y; y < b.Max.Y; y++ {
				for x := b.Min.X; x < b.Max.X; x++ {
					best = max(best, contrast(img.At(x, y), bg))
				}
			}
			if best < outline {
				t.Errorf("%s: %s stands out %.2f:1 at most, needs %.1f:1", variant, w.name, best, outline)
			}
			win.Close()
		}
	}
	u.setTheme(u.prefs.Theme)
}
