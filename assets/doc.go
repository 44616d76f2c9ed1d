// Package assets draws all of Trick Party's art: the faces of every card of
// the three games, the card backs, the Trick of Trip card stand, the table
// felt and the application icon.
//
// Everything is generated in Go as SVG text (viewBox 0 0 250 350 for cards),
// deterministic byte for byte, and cached after the first call, so callers
// may ask for a card every frame. The package imports only the standard
// library so it can be tested and used anywhere; the UI turns the bytes into
// a Fyne resource and lets Fyne's built-in SVG rasterizer draw them.
//
// The drawings use filled shapes only - no strokes and no text elements -
// because Fyne's rasterizer does not scale stroke widths with the image size
// and has no text support. Numerals are our own vector digits (see
// glyph.go), turned into filled outlines before they are written.
package assets
