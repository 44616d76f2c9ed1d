package ohhell

import "github.com/trickparty/trickparty/engine"

// Descriptor is everything the rest of Trick Party knows about Oh Hell.
// Nothing registers it by itself: a program that plays it says so with
// games.Register(&ohhell.Descriptor) (cmd/trickparty/ohhell.go, built
// with -tags ohhell).
var Descriptor = engine.Descriptor{
	ID:         Name,
	Title:      "Oh Hell",
	MinPlayers: MinPlayers,
	MaxPlayers: MaxPlayers,
	TieBreak:   "Tied on points: the tied players share the win.",
	Options: []engine.OptionSpec{{
		Name: "cards", Label: "Cards in the first round", Default: DefaultCards, Min: 1, Max: MaxHand,
		Choices: []engine.OptionChoice{{Value: DefaultCards, Label: "7 cards"}, {Value: 5, Label: "5 cards (quick)"}, {Value: 10, Label: "10 cards (long)"}},
	}, {
		Name: "updown", Label: "After the round of one card", Default: DownOnly, Min: DownOnly, Max: DownAndUp,
		Choices: []engine.OptionChoice{{Value: DownOnly, Label: "The game ends"}, {Value: DownAndUp, Label: "Deal back up"}},
	}, {
		Name: "hook", Label: "The dealer's bid", Default: HookOn, Min: HookOn, Max: HookOff,
		Choices: []engine.OptionChoice{{Value: HookOn, Label: "May not make bids = tricks"}, {Value: HookOff, Label: "Any bid"}},
	}},
	Deck:           deck,
	Art:            art{},
	Decisions:      decisions,
	Rules:          rulesPages,
	Words:          words,
	New:            func(cfg engine.Config) (engine.Game, error) { return engine.AsGame(New(cfg)) },
	NewObservation: func() engine.Observation { return &Observation{} },
	View:           engine.TypedView(Name, view),
	Card:           readCard,
	TrickReasons:   []engine.TrickReason{trumpWins, ledWins},
	TrickExamples:  examples,
	Breakdown:      breakdown,
	Heuristic:      engine.TypedHeuristic(choose),
	// Each round is dealt afresh and scored at its end: a sample stops
	// there and is judged by the points then.
	Search: engine.SearchTuning{Explore: 0.7, RoundHorizon: true, Temp: 10, WinWeight: 0.5},
}

// decisions: besides playing a card, a seat bids once a round. The table
// tells that a seat bid (the number shows as its tag); a hint says the
// number with {{.K}}.
var decisions = []engine.DecisionSpec{{
	Kind: MoveBid, Value: engine.ValueNumber,
	Done: "{{.W}} bid {{.N}}",
	Hint: "bid {{.K}}",
}}
