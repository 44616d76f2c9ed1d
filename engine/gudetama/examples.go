package gudetama

import "github.com/trickparty/trickparty/engine"

// trickExamples show each trick reason at work (Descriptor.TrickExamples).
// Cards lower than the trick's highest are each player's lowest card,
// which may always be played.
var trickExamples = []engine.TrickExample{
	engine.OneWinnerExample(highest.id(), 1, "5", "9", "2"),
	engine.OneWinnerExample(highestLastOfEqual.id(), 3, "8", "11", "3", "11"),
	engine.OneWinnerExample(fourteen.id(), 1, "10", "14", "4"),
	engine.OneWinnerExample(fourteenLastOfEqual.id(), 2, "14", "6", "14"),
}
