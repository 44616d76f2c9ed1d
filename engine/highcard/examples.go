package highcard

import "github.com/trickparty/trickparty/engine"

// examples show the trick reason at work, for the rules' picture
// (Descriptor.TrickExamples); engine/games plays it through the game.
var examples = []engine.TrickExample{{
	Reason: higher.ID, Players: Players, Leader: 0,
	Plays: []engine.PlayRecord{{Seat: 0, Card: "4"}, {Seat: 1, Card: "9"}},
	Why:   engine.OneWhy(1, "9", higher.ID),
}}
