package widgets

import (
	_ "embed"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// Fyne's own font has no Japanese, and a system font with it may be
// missing (Windows without Japanese, Wine), so the Japanese the interface
// shows comes from these fonts: Noto Sans CJK JP cut down to the
// characters our strings use that Fyne's font lacks (fonts/subset.py,
// `make fonts`; TestEveryCharacterIsInTheShippedFonts says when to cut
// again). Fyne draws a character from the theme's font first and from its
// own font next, so English keeps Fyne's look.
var (
	//go:embed fonts/TrickPartyJP-Regular.otf
	japaneseRegular []byte
	//go:embed fonts/TrickPartyJP-Bold.otf
	japaneseBold []byte

	japaneseFont     = fyne.NewStaticResource("TrickPartyJP-Regular.otf", japaneseRegular)
	japaneseBoldFont = fyne.NewStaticResource("TrickPartyJP-Bold.otf", japaneseBold)
)

// textFont is the theme's font for a text style: ours first for text
// (Fyne falls back to its own font of the same style for what ours lacks),
// Fyne's own for monospace and symbols.
func textFont(s fyne.TextStyle) fyne.Resource {
	switch {
	case s.Monospace || s.Symbol:
		return theme.DefaultTheme().Font(s)
	case s.Bold:
		return japaneseBoldFont
	}
	return japaneseFont
}
