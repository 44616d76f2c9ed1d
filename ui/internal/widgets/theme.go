package widgets

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// Theme is Fyne's theme with the player's light/dark choice and
// warm colours that meet WCAG AA contrast (ui/contrast_test.go): near-black
// text on light; orange buttons (burnt orange with white labels on light,
// amber with dark ones on dark); a rust focus fill that stands out 3:1
// from what is around it with its label still readable; disabled,
// placeholder, link and error colours dark (or light) enough to read.
// Its sizes grow by Scale (ui's windowScale) in a large window.
type Theme struct {
	// Variant is "light", "dark" or anything else for the system's.
	Variant string
	// Scale multiplies Fyne's sizes (0: Fyne's own).
	Scale float32
}

// The colours Theme changes from Fyne's, each name's light and dark
// variants side by side (nil: Fyne's own in that variant).
var (
	ownColours = map[fyne.ThemeColorName]variantColours{
		theme.ColorNameForeground: {light: inkDark, dark: color.NRGBA{0xff, 0xfc, 0xf7, 0xff}},
		theme.ColorNamePrimary: {
			light: color.NRGBA{0xb0, 0x5c, 0x08, 0xff},
			dark:  color.NRGBA{0xe0, 0x8a, 0x1e, 0xff},
		},
		theme.ColorNameForegroundOnPrimary: {light: color.White, dark: inkDark},
		theme.ColorNameFocus: {
			light: color.NRGBA{0xa0, 0x48, 0x10, 0xb3},
			dark:  color.NRGBA{0xd0, 0x70, 0x30, 0xbf},
		},
		theme.ColorNameDisabled: {
			light: color.NRGBA{0x63, 0x5d, 0x56, 0xff},
			dark:  color.NRGBA{0x9e, 0x98, 0x90, 0xff},
		},
		theme.ColorNameDisabledButton: {
			light: color.NRGBA{0xe6, 0xe2, 0xdc, 0xff},
			dark:  color.NRGBA{0x2c, 0x2a, 0x27, 0xff},
		},
		theme.ColorNamePlaceHolder: {light: color.NRGBA{0x6b, 0x66, 0x60, 0xff}},
		theme.ColorNameHyperlink: {
			light: color.NRGBA{0x1d, 0x5f, 0xc9, 0xff},
			dark:  color.NRGBA{0x7f, 0xb0, 0xff, 0xff},
		},
		theme.ColorNameError: {light: color.NRGBA{0xc6, 0x28, 0x28, 0xff}},
		// Radio rings, check boxes and entry borders: dark enough to
		// show on white, on the pointer's shade and on the focus disc.
		theme.ColorNameInputBorder: {
			light: color.NRGBA{0x45, 0x3f, 0x3a, 0xff},
			dark:  color.NRGBA{0xd8, 0xd2, 0xca, 0xff},
		},
		// A pressed button's flash, light enough for its text to read.
		theme.ColorNamePressed: {dark: color.NRGBA{0xff, 0xff, 0xff, 0x33}},
		ColorNameCode:          {light: color.NRGBA{0x8a, 0x4b, 0x00, 0xff}, dark: WarmText},
	}
	// inkDark is the light theme's text and the dark theme's on amber.
	inkDark = color.NRGBA{0x1f, 0x1b, 0x17, 0xff}
	// WarmText is the pale yellow of titles and scores on the felt (ui's
	// contrast test checks it there).
	WarmText = color.NRGBA{0xff, 0xe0, 0x8a, 0xff}
	// PaleText is secondary text on the felt: the home screen's subtitle,
	// seat plates.
	PaleText = color.NRGBA{245, 250, 247, 255}
)

// ColorNameCode is the theme's colour for the LAN join code, drawn large
// on the panel's overlay background: pale yellow on dark, amber on light.
const ColorNameCode fyne.ThemeColorName = "trickpartyCode"

// variantColours is one colour name's colour in each variant.
type variantColours struct{ light, dark color.Color }

// in is the colour in variant v (Fyne's variants are light and dark).
func (c variantColours) in(v fyne.ThemeVariant) color.Color {
	if v == theme.VariantLight {
		return c.light
	}
	return c.dark
}

// Color implements fyne.Theme: ours where we changed Fyne's, in the
// variant chosen.
func (t *Theme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	switch t.Variant {
	case "light":
		v = theme.VariantLight
	case "dark":
		v = theme.VariantDark
	}
	if c := ownColours[n].in(v); c != nil {
		return c
	}
	return theme.DefaultTheme().Color(n, v)
}

// Font implements fyne.Theme: ours, with Japanese.
func (t *Theme) Font(s fyne.TextStyle) fyne.Resource { return textFont(s) }

// Icon implements fyne.Theme: radio rings and check boxes drawn thicker.
func (t *Theme) Icon(n fyne.ThemeIconName) fyne.Resource {
	switch n {
	case theme.IconNameRadioButton:
		return radioRing
	case theme.IconNameCheckButton:
		return checkBox
	}
	return theme.DefaultTheme().Icon(n)
}

// Size implements fyne.Theme: Fyne's, at Scale.
func (t *Theme) Size(n fyne.ThemeSizeName) float32 {
	if t.Scale > 0 {
		return theme.DefaultTheme().Size(n) * t.Scale
	}
	return theme.DefaultTheme().Size(n)
}

// ScaledTheme is the app's theme with its sizes at scale times Fyne's: the
// felt sets its own scale (its chrome's), whatever the window's
// (windowScale) is.
type ScaledTheme struct {
	// Scale multiplies Fyne's sizes.
	Scale float32
}

func (s *ScaledTheme) base() fyne.Theme { return fyne.CurrentApp().Settings().Theme() }

// Color implements fyne.Theme: the app theme's.
func (s *ScaledTheme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	return s.base().Color(n, v)
}

// Font implements fyne.Theme: the app theme's.
func (s *ScaledTheme) Font(st fyne.TextStyle) fyne.Resource { return s.base().Font(st) }

// Icon implements fyne.Theme: the app theme's.
func (s *ScaledTheme) Icon(n fyne.ThemeIconName) fyne.Resource { return s.base().Icon(n) }

// Size implements fyne.Theme: Fyne's, at Scale.
func (s *ScaledTheme) Size(n fyne.ThemeSizeName) float32 {
	return theme.DefaultTheme().Size(n) * s.Scale
}
