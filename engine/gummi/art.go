package gummi

import (
	"github.com/trickparty/trickparty/assets"
	"github.com/trickparty/trickparty/engine"
)

// art draws Gummi Trick's cards with the pictures of package assets: a
// card's colour index is the engine's Colour, its value the number.
type art struct{}

func (art) Face(f engine.CardFace) ([]byte, error) { return assets.GummiFace(f.Suit, f.Rank) }
func (art) Back() []byte                           { return assets.GummiBack() }

// deck names every card, colour by colour.
func deck() []string {
	names := make([]string, DeckSize)
	for c := range names {
		names[c] = Card(c).String()
	}
	return names
}
