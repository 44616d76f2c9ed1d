package gudetama

import "github.com/trickparty/trickparty/engine"

// trickExamples show each trick reason at work (Descriptor.TrickExamples).
// Cards lower than the trick's highest are each player's lowest card,
// which may always be played.
var trickExamples = []engine.TrickExample{
	{
		Reason:  highest.id(),
		Players: 3, Leader: 0,
		Plays: []engine.PlayRecord{{Seat: 0, Card: "5"}, {Seat: 1, Card: "9"}, {Seat: 2, Card: "2"}},
		Why:   engine.OneWhy(1, "9", highest.id()),
	},
	{
		Reason:  highestLastOfEqual.id(),
		Players: 4, Leader: 0,
		Plays: []engine.PlayRecord{{Seat: 0, Card: "8"}, {Seat: 1, Card: "11"}, {Seat: 2, Card: "3"}, {Seat: 3, Card: "11"}},
		Why:   engine.OneWhy(3, "11", highestLastOfEqual.id()),
	},
	{
		Reason:  fourteen.id(),
		Players: 3, Leader: 0,
		Plays: []engine.PlayRecord{{Seat: 0, Card: "10"}, {Seat: 1, Card: "14"}, {Seat: 2, Card: "4"}},
		Why:   engine.OneWhy(1, "14", fourteen.id()),
	},
	{
		Reason:  fourteenLastOfEqual.id(),
		Players: 3, Leader: 0,
		Plays: []engine.PlayRecord{{Seat: 0, Card: "14"}, {Seat: 1, Card: "6"}, {Seat: 2, Card: "14"}},
		Why:   engine.OneWhy(2, "14", fourteenLastOfEqual.id()),
	},
}
