package assets

import (
	"fmt"
	"strconv"
)

// GummiCard returns the face of the Gummi Trick card of the given colour
// (GummiRed..GummiPurple, 0..5) and value (1..10). Out-of-range input gives
// the blank card from Unknown rather than a panic; use Card to get an error.
func GummiCard(colour, value int) []byte {
	if colour < 0 || colour >= GummiColours || value < 1 || value > 10 {
		return Unknown()
	}
	return cached("gummi/"+strconv.Itoa(colour)+"/"+strconv.Itoa(value), func() []byte {
		return drawGummi(colour, value)
	})
}

// GudetamaCard returns the face of the Gudetama card of rank 1..14. Rank 1
// carries a sparkle badge (it makes everyone score in the final trick) and
// rank 14 a crown (its winner chooses the next leader). Out-of-range input
// gives Unknown.
func GudetamaCard(rank int) []byte {
	if rank < 1 || rank > 14 {
		return Unknown()
	}
	return cached("gudetama/"+strconv.Itoa(rank), func() []byte { return drawGudetama(rank) })
}

// TripCard returns the face of a Trick of Trip card: suit TripRed..TripYellow
// (0..3) with rank 1..12, or suit TripTrump (4) with rank 1..6. Sevens get a
// small stamp because they beat trumps. Out-of-range input gives Unknown.
func TripCard(suit, rank int) []byte {
	if !validTrip(suit, rank) {
		return Unknown()
	}
	return cached("trip/"+strconv.Itoa(suit)+"/"+strconv.Itoa(rank), func() []byte {
		return drawTrip(suit, rank)
	})
}

func validTrip(suit, rank int) bool {
	switch {
	case suit >= 0 && suit < TripTrump:
		return rank >= 1 && rank <= 12
	case suit == TripTrump:
		return rank >= 1 && rank <= 6
	}
	return false
}

// GummiFace is GummiCard, or an error naming what is out of range.
func GummiFace(colour, value int) ([]byte, error) {
	if colour < 0 || colour >= GummiColours {
		return nil, fmt.Errorf("assets: gummi colour %d out of range 0..%d", colour, GummiColours-1)
	}
	if value < 1 || value > 10 {
		return nil, fmt.Errorf("assets: gummi value %d out of range 1..10", value)
	}
	return GummiCard(colour, value), nil
}

// GudetamaFace is GudetamaCard, or an error for a rank outside 1..14.
func GudetamaFace(rank int) ([]byte, error) {
	if rank < 1 || rank > 14 {
		return nil, fmt.Errorf("assets: gudetama rank %d out of range 1..14", rank)
	}
	return GudetamaCard(rank), nil
}

// TripFace is TripCard, or an error for a card Trick of Trip does not have.
func TripFace(suit, rank int) ([]byte, error) {
	if !validTrip(suit, rank) {
		return nil, fmt.Errorf("assets: no trip card with suit %d and rank %d (suits 0..3 rank 1..12, trump suit 4 rank 1..6)", suit, rank)
	}
	return TripCard(suit, rank), nil
}

// GummiBack, GudetamaBack and TripBack are the backs of each game's cards;
// PlainBack is a neutral back for a game without one of its own.
func GummiBack() []byte    { return cached("back/gummi", drawGummiBack) }
func GudetamaBack() []byte { return cached("back/gudetama", drawGudetamaBack) }
func TripBack() []byte     { return cached("back/trip", drawTripBack) }
func PlainBack() []byte    { return cached("back/plain", drawPlainBack) }

// Unknown returns a neutral card face with a question mark, shown for a card
// that cannot be drawn (bad id); it is the same size as every card.
func Unknown() []byte { return cached("unknown", drawUnknown) }

// Stand returns the Trick of Trip card stand: a wooden stand holding two
// slots of three cards, seen from the front (viewBox 0 0 600 260, see
// StandSlot for where cards go).
func Stand() []byte { return cached("stand", drawStand) }

// Felt returns the table background: a large felt gradient with a faint
// woven texture, viewBox 0 0 1200 800. Stretch or fill; it has no features
// that distort badly.
func Felt() []byte { return cached("felt", drawFelt) }

// Icon returns the application icon as SVG (viewBox 0 0 512 512).
func Icon() []byte { return cached("icon", func() []byte { return iconScene().svg() }) }

// CardWidth and CardHeight are the card viewBox size; every card and back
// has this 5:7 aspect ratio.
const (
	CardWidth  = cardW
	CardHeight = cardH
)
