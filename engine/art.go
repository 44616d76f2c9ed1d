package engine

// CardArt draws a game's cards as SVG documents of the card's size (the
// viewBox 0 0 250 350, a 5:7 card), so a game brings its own pictures
// without the engine or the interface knowing them: the interface asks the
// game's Descriptor.Art for the face of each card name (read by
// Descriptor.Card) and for its back, and rasterises the SVG itself.
type CardArt interface {
	// Face is the SVG of the card the face describes, or an error for a
	// face the game does not have.
	Face(f CardFace) ([]byte, error)
	// Back is the SVG of the back of the game's cards.
	Back() []byte
}
