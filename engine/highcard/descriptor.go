package highcard

import (
	"fmt"
	"strconv"

	"github.com/trickparty/trickparty/engine"
)

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
	Moves:          []engine.MoveKind{engine.MovePlay},
	Rules:          rulesPages,
	Words:          words,
	New:            New,
	NewObservation: func() engine.Observation { return &Observation{} },
	View:           checkedView,
	Card:           readCard,
	TrickReasons:   []engine.TrickReason{higher},
	TrickExamples: []engine.TrickExample{{
		Reason: higher.ID, Players: Players, Leader: 0,
		Plays: []engine.PlayRecord{{Seat: 0, Card: "4"}, {Seat: 1, Card: "9"}},
		Why:   engine.OneWhy(1, "9", higher.ID),
	}},
	Breakdown: breakdown,
	Heuristic: engine.TypedHeuristic(choose),
	Search:    engine.SearchTuning{Explore: 0.7, Temp: 2, WinWeight: 0.8},
}

// higher is the one way a card wins a High Card trick.
var higher = engine.TrickReason{ID: "highcard.trick.higher", Text: "{{.Card}} is the higher card."}

// deck names every card, lowest first.
func deck() []string {
	names := make([]string, Cards)
	for i := range names {
		names[i] = strconv.Itoa(i + 1)
	}
	return names
}

// readCard is a card's face: its number, no suit.
func readCard(name string) (engine.CardFace, bool) {
	c, err := parseCard(name)
	return engine.CardFace{Rank: c}, err == nil
}

// checkedView draws a High Card observation, refusing any other and one
// whose seat is not at the table (it came off the network).
func checkedView(obs engine.Observation) (engine.View, error) {
	o, ok := obs.(*Observation)
	if !ok {
		return engine.View{}, fmt.Errorf("%s view of a %T", Name, obs)
	}
	if o.Me < 0 || o.Me >= Players || o.Lead < 0 || o.Lead >= Players {
		return engine.View{}, fmt.Errorf("%s view of seat %d led by %d: no such seat", Name, o.Me, o.Lead)
	}
	return view(o), nil
}

// breakdown: a point for each trick won, named by the winning card.
func breakdown(tricks []engine.TrickRecord, players, round int) engine.ScoreBreakdown {
	b := engine.ScoreBreakdown{Seats: make([][]engine.ScoreLine, players), NoPoints: "highcard.score.none"}
	for _, t := range engine.RoundTricks(tricks, round) {
		for _, w := range t.Why {
			if w.Seat >= 0 && w.Seat < players {
				b.Seats[w.Seat] = append(b.Seats[w.Seat], engine.ScoreLine{ID: "highcard.score.trick", Reason: "Tricks won", Cards: []string{w.Card}, Points: 1})
			}
		}
	}
	return b
}

// choose leads the highest card; following, it takes the trick with the
// lowest card that does, or throws its lowest. Easy always plays its
// highest.
func choose(o *Observation, legal []engine.Action, easy bool, _ *engine.RNG) engine.Action {
	highest := engine.ArgMax(legal, func(a engine.Action) float64 { return float64(a) })
	if easy || o.Played == 0 {
		return highest
	}
	lowest := engine.ArgMax(legal, func(a engine.Action) float64 { return -float64(a) })
	best := engine.NoAction
	for _, a := range legal {
		if int(a) > o.Played && (best == engine.NoAction || a < best) {
			best = a
		}
	}
	if best == engine.NoAction {
		return lowest
	}
	return best
}
