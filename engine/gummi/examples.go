package gummi

import "github.com/trickparty/trickparty/engine"

// trickExamples show each trick reason at work (Descriptor.TrickExamples):
// a trick of several colours has several winners, and a card played from
// the face-down row wins its colour like any other.
var trickExamples = []engine.TrickExample{
	{
		Reason:  highestOfColour.id(),
		Players: 4, Leader: 0,
		Plays: []engine.PlayRecord{
			{Seat: 0, Card: "red4"}, {Seat: 1, Card: "red9"},
			{Seat: 2, Card: "yellow6", Facedown: true}, {Seat: 3, Card: "yellow2"},
		},
		Why: []engine.TrickWhy{
			{Seat: 1, Card: "red9", ID: highestOfColour.id(), Take: takeWithFacedown, Points: 2, Others: 1},
			{Seat: 2, Card: "yellow6", ID: highestOfColour.id(), Take: takeWithFacedown, Points: 3, Others: 1},
		},
	},
	{
		Reason:  onlyOfColour.id(),
		Players: 3, Leader: 0,
		Plays: []engine.PlayRecord{
			{Seat: 0, Card: "blue3"}, {Seat: 1, Card: "green2"}, {Seat: 2, Card: "blue7"},
		},
		Why: []engine.TrickWhy{
			{Seat: 1, Card: "green2", ID: onlyOfColour.id(), Take: takeFaceUp, Points: 4},
			{Seat: 2, Card: "blue7", ID: highestOfColour.id(), Take: takeWithFacedown, Points: 2, Others: 1},
		},
	},
}
