package gudetama

import (
	"github.com/trickparty/trickparty/assets"
	"github.com/trickparty/trickparty/engine"
)

// art draws Gudetama's cards with the pictures of package assets.
type art struct{}

func (art) Face(f engine.CardFace) ([]byte, error) { return assets.GudetamaFace(f.Rank) }
func (art) Back() []byte                           { return assets.GudetamaBack() }

// deck names every rank once (the deck holds several of most ranks).
func deck() []string {
	names := make([]string, NumRanks)
	for r := range names {
		names[r] = Rank(r + 1).String()
	}
	return names
}
