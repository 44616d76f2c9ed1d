package highcard

import "github.com/trickparty/trickparty/engine"

// Descriptor is everything the rest of Trick Party knows about High Card.
// Nothing registers it by itself: a program that plays it says so with
// games.Register(&highcard.Descriptor).
var Descriptor = engine.Descriptor{
	ID:         Name,
	Title:      "High Card",
	MinPlayers: Players,
	MaxPlayers: Players,
	TieBreak:   "Tied on tricks: both players win.",
	Options: []engine.OptionSpec{{
		Name: "cards", Label: "Cards in each hand", Default: DefaultHand, Min: 1, Max: MaxHand,
		Choices: []engine.OptionChoice{{Value: DefaultHand, Label: "4 cards"}, {Value: 3, Label: "3 cards (quick)"}},
	}},
	Deck:           deck,
	Art:            art{},
	Rules:          rulesPages,
	Words:          words,
	New:            New,
	NewObservation: func() engine.Observation { return &Observation{} },
	View:           engine.TypedView(Name, view),
	Card:           readCard,
	TrickReasons:   []engine.TrickReason{higher},
	TrickExamples:  examples,
	Breakdown:      breakdown,
	Heuristic:      engine.TypedHeuristic(choose),
	Search:         engine.SearchTuning{Explore: 0.7, Temp: 2, WinWeight: 0.8},
}
