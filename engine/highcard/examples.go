package highcard

import "github.com/trickparty/trickparty/engine"

// examples show the trick reason at work, for the rules' picture
// (Descriptor.TrickExamples); engine/games plays it through the game.
var examples = []engine.TrickExample{
	engine.OneWinnerExample(higher.ID, 1, "4", "9"),
}
