package gudetama

import "github.com/trickparty/trickparty/engine"

// Descriptor is everything the rest of Trick Party knows about Gudetama.
var Descriptor = engine.Descriptor{
	ID:           Name,
	Title:        "Gudetama: The Tricky Egg Card Game",
	MinPlayers:   MinPlayers,
	MaxPlayers:   MaxPlayers,
	LowScoreWins: true,
	TieBreak:     "Players tied for the lowest total played on until one remained.",
	EndRule:      "A player reached the end score; the lowest total wins.",
	Options: []engine.OptionSpec{{
		Name: "target", Label: "End score", Default: DefaultTarget, Min: 1, Max: 9999, // the scenario contract plays a game to 1000
		Choices: []engine.OptionChoice{{Value: DefaultTarget, Label: "End score 21"}, {Value: 11, Label: "End score 11 (short)"}},
	}},
	Deck:           deck,
	Art:            art{},
	Decisions:      decisions,
	Rules:          rulesPages,
	Words:          words,
	New:            func(cfg engine.Config) (engine.Game, error) { return engine.AsGame(New(cfg)) },
	NewObservation: func() engine.Observation { return &Observation{} },
	View:           engine.TypedView(Name, view),
	Card:           engine.ReadFace(ParseRank, Rank.Face),
	TrickReasons:   trickReasons[:],
	Breakdown:      breakdown,
	Tutorial:       tutorialScript,
	TrickExamples:  trickExamples,
	Heuristic:      engine.TypedHeuristic(gudetamaChoose),
	// Normal picks Hard's card at 52% of choices (37% by chance).
	ModelTrust: 0.24,
	Rollout:    rollout,
	// Many rounds whose deals the observer cannot foresee, and only the last
	// trick of a round scores: a sample stops at the end of the current
	// round and is judged by the scores then, against the lowest other
	// total, since only the lowest total wins.
	Search: engine.SearchTuning{Explore: 0.7, RoundHorizon: true, Temp: 3, WinWeight: 0.8, VersusBest: true},
}

// MoveLead names the next leader after winning a trick with a 14: its
// value is the seat ({"seat":1,"lead":2}).
const MoveLead engine.MoveKind = "lead"

var decisions = []engine.DecisionSpec{{
	Kind: MoveLead, Value: engine.ValueSeat,
	Done:    "{{.W}} chose {{.L}} to lead",
	DoneYou: "{{.W}} chose you to lead",
	Hint:    "let {{.N}} lead",
}}
