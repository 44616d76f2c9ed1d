package trip

import "github.com/trickparty/trickparty/engine"

// trickExamples show each trick reason at work (Descriptor.TrickExamples):
// the 7 that beats a trump, the lowest trump, and the lowest card of the
// led suit, where a 7 without a trump and a lower card of another suit do
// not win.
var trickExamples = []engine.TrickExample{
	{
		Reason:  sevenBeatsTrumps.id(),
		Players: 4, Leader: 0,
		Plays: []engine.PlayRecord{
			{Seat: 0, Card: "blue5"}, {Seat: 1, Card: "trump4"}, {Seat: 2, Card: "yellow7"}, {Seat: 3, Card: "blue3"},
		},
		Why: engine.OneWhy(2, "yellow7", sevenBeatsTrumps.id()),
	},
	{
		Reason:  lowestTrump.id(),
		Players: 3, Leader: 0,
		Plays: []engine.PlayRecord{{Seat: 0, Card: "green4"}, {Seat: 1, Card: "trump5"}, {Seat: 2, Card: "trump3"}},
		Why:   engine.OneWhy(2, "trump3", lowestTrump.id()),
	},
	{
		Reason:  lowestOfLed.id(),
		Players: 3, Leader: 0,
		Plays: []engine.PlayRecord{{Seat: 0, Card: "red7"}, {Seat: 1, Card: "red2"}, {Seat: 2, Card: "blue1"}},
		Why:   engine.OneWhy(1, "red2", lowestOfLed.id()),
	},
}
