package ui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// tableTheme is Fyne's theme with the player's light/dark choice and a
// warmer primary colour.
type tableTheme struct{ variant string }

func (t *tableTheme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	switch t.variant {
	case "light":
		v = theme.VariantLight
	case "dark":
		v = theme.VariantDark
	}
	if n == theme.ColorNamePrimary {
		return color.NRGBA{0xe0, 0x8a, 0x1e, 0xff}
	}
	return theme.DefaultTheme().Color(n, v)
}

func (t *tableTheme) Font(s fyne.TextStyle) fyne.Resource     { return theme.DefaultTheme().Font(s) }
func (t *tableTheme) Icon(n fyne.ThemeIconName) fyne.Resource { return theme.DefaultTheme().Icon(n) }
func (t *tableTheme) Size(n fyne.ThemeSizeName) float32       { return theme.DefaultTheme().Size(n) }

func overlayColor() color.Color { return theme.Color(theme.ColorNameOverlayBackground) }
