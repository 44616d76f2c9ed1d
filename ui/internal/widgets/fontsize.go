package widgets

import (
	_ "embed"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// Fyne parses its fonts again for every theme scope and text style it
// draws text in (each ThemeOverride, and each of its refreshes, is a new
// scope) and keeps every copy until the theme changes: with its 4 MB
// colour emoji font and its 450 KB Noto Sans, that was most of the app's
// memory. So the app gives Fyne smaller fonts to parse: Noto Sans cut down
// to the Latin, punctuation and symbol blocks (fonts/subset.py, `make
// fonts`), and no emoji font (its place holds Fyne's small symbol font).
// Nothing the interface shows needs more (TestEveryCharacterIsInTheShippedFonts
// reads these cut fonts); a character in none of them - an emoji or a
// Cyrillic name a player typed - is drawn from the system's fonts.
var (
	//go:embed fonts/TrickPartyLatin-Regular.ttf
	latinRegular []byte
	//go:embed fonts/TrickPartyLatin-Bold.ttf
	latinBold []byte
)

// ShrinkFyneFonts puts the cut fonts in place of Fyne's own before any text
// is drawn. Fyne's resources are package variables behind its getters, so
// this changes what every Fyne widget draws with, as a theme could not:
// Fyne always adds its own font as the fallback of a theme's font.
func ShrinkFyneFonts() {
	shrinkOnce.Do(func() {
		replaceFont(theme.DefaultTextFont(), latinRegular)
		replaceFont(theme.DefaultTextBoldFont(), latinBold)
		// The app's theme has no italic (it draws italic text upright), so
		// Fyne's italic fonts are only fallbacks; cut ones serve as well.
		replaceFont(theme.DefaultTextItalicFont(), latinRegular)
		replaceFont(theme.DefaultTextBoldItalicFont(), latinBold)
		replaceFont(theme.DefaultEmojiFont(), theme.DefaultSymbolFont().Content())
	})
}

// CutLatinFonts are the cut Latin fonts ShrinkFyneFonts gives Fyne,
// regular and bold (the tests read them).
func CutLatinFonts() (regular, bold []byte) { return latinRegular, latinBold }

// shrinkOnce: the fonts are replaced before the first window draws and
// never written again (tests make many UIs while others draw).
var shrinkOnce sync.Once

func replaceFont(r fyne.Resource, with []byte) {
	if s, ok := r.(*fyne.StaticResource); ok {
		s.StaticContent = with
	}
}
