package trip

import (
	"github.com/trickparty/trickparty/assets"
	"github.com/trickparty/trickparty/engine"
)

// art draws Trick of Trip's cards with the pictures of package assets,
// whose trumps are the suit after the four colours.
type art struct{}

func (art) Face(f engine.CardFace) ([]byte, error) {
	if f.Trump {
		return assets.TripFace(assets.TripTrump, f.Rank)
	}
	return assets.TripFace(f.Suit, f.Rank)
}

func (art) Back() []byte { return assets.TripBack() }

// deck names every card, suit by suit, then the trumps.
func deck() []string { return allCards.Names() }
