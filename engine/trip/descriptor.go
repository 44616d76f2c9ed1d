package trip

import "github.com/trickparty/trickparty/engine"

// Descriptor is everything the rest of Trick Party knows about Trick of Trip.
var Descriptor = engine.Descriptor{
	ID:         Name,
	Title:      "Trick of Trip",
	MinPlayers: MinPlayers,
	MaxPlayers: MaxPlayers,
	TieBreak:   "Tied on points: the most cards won decided it.",
	Options: []engine.OptionSpec{{
		Name: "rounds", Label: "Rounds", Default: MaxRounds, Min: 1, Max: MaxRounds,
		// A shorter game passes the stands both ways once.
		Choices: []engine.OptionChoice{{Value: MaxRounds, Label: "4 rounds"}, {Value: 2, Label: "2 rounds (short)"}},
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
	Breakdown:      breakdown,
	TrickExamples:  trickExamples,
	Heuristic:      engine.TypedHeuristic(tripChoose),
	// Normal picks Hard's card at 39% of choices (32% by chance).
	ModelTrust: 0.09,
	Rollout:    rollout,
	Tutorial:   tutorialScript,
	// The score formula rewards long-term collecting, but later rounds'
	// drafts are unknown: the round horizon with score comparison trades a
	// little foresight for many more samples.
	// The other seats play by the rollout rule in the tree too (arena, 3000
	// iterations: 0.743 -> 0.760).
	Search: engine.SearchTuning{Explore: 0.7, RoundHorizon: true, Temp: 10, WinWeight: 0.8, ModelOpponents: true},
}

// The draft's decisions, both private: the others see only that a seat
// made one.
const (
	// MoveSplit splits the six drawn cards into the stand's two sets:
	// {"seat":0,"split":[["red1","red2","red3"],["blue1","blue2","blue3"]]}.
	MoveSplit engine.MoveKind = "split"
	// MovePick takes set 0 or 1 of the stand received: {"seat":0,"pick":1}.
	MovePick engine.MoveKind = "pick"
)

// RowTaken is the view's row of the set the neighbour took from the
// seat's stand.
const RowTaken = "trip.taken"

var decisions = []engine.DecisionSpec{
	{Kind: MoveSplit, Value: engine.ValueSets, Private: true,
		Done: "{{.W}} split six cards into two sets", Hint: "split {{.A}} / {{.B}}"},
	{Kind: MovePick, Value: engine.ValueIndex, Private: true,
		Done: "{{.W}} picked a set", Hint: "pick set {{.K}}"},
}
