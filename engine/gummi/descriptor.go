package gummi

import "github.com/trickparty/trickparty/engine"

// Descriptor is everything the rest of Trick Party knows about Gummi Trick.
var Descriptor = engine.Descriptor{
	ID:         Name,
	Title:      "Gummi Trick",
	MinPlayers: MinPlayers,
	MaxPlayers: MaxPlayers,
	HiddenPile: true,
	TieBreak:   "Tied on points: the most cards won decided it (in the advanced game: the most points in round 3, then the most cards won in round 3).",
	Options: []engine.OptionSpec{{
		Name: "rounds", Label: "Rounds", Default: 1, Min: 1, Max: advancedRounds,
		Choices: []engine.OptionChoice{{Value: 1, Label: "1 round"}, {Value: advancedRounds, Label: "3 rounds (advanced)"}},
	}},
	Deck:           deck,
	Art:            art{},
	Decisions:      decisions,
	Rules:          rulesPages,
	Words:          words,
	New:            func(cfg engine.Config) (engine.Game, error) { return engine.AsGame(New(cfg)) },
	NewObservation: func() engine.Observation { return &Observation{} },
	View:           engine.TypedView(Name, view),
	Card:           engine.ReadFace(ParseCard, Card.Face),
	TrickReasons:   trickReasons[:],
	Tutorial:       tutorialScript,
	Breakdown:      breakdown,
	TrickExamples:  trickExamples,
	Heuristic:      engine.TypedHeuristic(gummiChoose),
	// Normal picks Hard's card at 43% of choices (26% by chance); 0.5
	// measured better against Hard than the fitted .24 (docs/BOTS.md).
	ModelTrust: 0.5,
	Rollout:    rollout,
	// One round by default: a sample is played to the end of the round and
	// scored by the win; with three rounds the round horizon keeps samples
	// short and the score comparison carries the signal.
	// The other seats play by the rollout rule in the tree too: the
	// samples go to our own choices (arena, 3000 iterations: 0.514 -> 0.557).
	Search: engine.SearchTuning{Explore: 0.7, RoundHorizon: true, Temp: 4, WinWeight: 0.8, ModelOpponents: true},
}

// MoveFacedown plays a card of the seat's face-down row: its value is the
// card's position as dealt, 0..2 ({"seat":1,"facedown":0}).
const MoveFacedown engine.MoveKind = "facedown"

// RowFacedown is the view's row of the seat's own face-down cards.
const RowFacedown = "gummi.facedown"

var decisions = []engine.DecisionSpec{{
	Kind: MoveFacedown, Value: engine.ValueRow, PlaysACard: true,
	Done: "{{.W}} played {{.C}} from the face-down row",
	Hint: "play face-down card {{.P}}",
	HintPlace: [4]string{"play your face-down card", "play your left face-down card",
		"play your middle face-down card", "play your right face-down card"},
	Other: "play a face-down card",
}}
