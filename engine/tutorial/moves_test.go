package tutorial_test

import "github.com/trickparty/trickparty/engine"

// intOf is the number a move of kind k chooses; false for another move.
func intOf(m engine.Move, k engine.MoveKind) (int, bool) {
	if m.Kind() != k {
		return 0, false
	}
	n, err := m.Int()
	return n, err == nil
}

// setsOf are the card sets a move of kind k names; nil for another move.
func setsOf(m engine.Move, k engine.MoveKind) [][]string {
	var sets [][]string
	if m.Kind() != k || m.Decode(&sets) != nil {
		return nil
	}
	return sets
}
