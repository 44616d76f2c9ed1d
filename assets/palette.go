package assets

import "image/color"

// Gummi Trick colours, in the engine's order (card colour index 0..5).
const (
	GummiRed = iota
	GummiBlue
	GummiYellow
	GummiGreen
	GummiBrown
	GummiPurple
	// GummiColours is the number of Gummi colours.
	GummiColours
)

// Trick of Trip suits, in the engine's order; TripTrump is the trump suit.
const (
	TripRed = iota
	TripBlue
	TripGreen
	TripYellow
	TripTrump
	// TripSuits is the number of suits including trumps.
	TripSuits
)

var gummiRGB = [GummiColours]rgb{
	{0xe2, 0x3a, 0x3f}, // red
	{0x2f, 0x7d, 0xd8}, // blue
	{0xf2, 0xbc, 0x1b}, // yellow
	{0x3a, 0xa5, 0x4e}, // green
	{0x9a, 0x62, 0x35}, // brown
	{0x8e, 0x4e, 0xc6}, // purple
}

var tripRGB = [TripSuits]rgb{
	{0xd4, 0x44, 0x3f}, // red
	{0x2a, 0x6e, 0xbb}, // blue
	{0x2b, 0x9a, 0x66}, // green
	{0xe6, 0xad, 0x22}, // yellow
	{0x2a, 0x2e, 0x5e}, // trump: passport navy
}

// Shared accents.
var (
	goldRGB  = rgb{0xe9, 0xb6, 0x3b}
	feltRGB  = rgb{0x1f, 0x6b, 0x4a}
	creamRGB = rgb{0xff, 0xf8, 0xec}
	woodRGB  = rgb{0xa8, 0x6b, 0x3c}
	yolkRGB  = rgb{0xff, 0xa8, 0x1c}
)

func (c rgb) nrgba() color.NRGBA { return color.NRGBA{c.R, c.G, c.B, 0xff} }

// GummiColour returns the card colour for a Gummi colour index (0..5), for
// tinting highlights; an index out of range gives neutral grey.
func GummiColour(colour int) color.NRGBA {
	if colour < 0 || colour >= GummiColours {
		return color.NRGBA{0x80, 0x80, 0x80, 0xff}
	}
	return gummiRGB[colour].nrgba()
}

// TripColour returns the colour of a Trick of Trip suit (0..3, 4 = trump);
// an index out of range gives neutral grey.
func TripColour(suit int) color.NRGBA {
	if suit < 0 || suit >= TripSuits {
		return color.NRGBA{0x80, 0x80, 0x80, 0xff}
	}
	return tripRGB[suit].nrgba()
}

// GudetamaColour is the yolk orange used on Gudetama cards.
func GudetamaColour() color.NRGBA { return yolkRGB.nrgba() }

// FeltColour is the main table felt colour, for widgets drawn over Felt().
func FeltColour() color.NRGBA { return feltRGB.nrgba() }

// GoldColour is the accent used for badges and the leader marker.
func GoldColour() color.NRGBA { return goldRGB.nrgba() }

// GummiSymbolName names the symbol that marks a Gummi colour ("heart",
// "drop", "star", "leaf", "bear", "grapes"), for accessible descriptions;
// "" when the index is out of range.
func GummiSymbolName(colour int) string {
	if colour < 0 || colour >= GummiColours {
		return ""
	}
	return gummiSymbols[colour].name
}
