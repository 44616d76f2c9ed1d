// Package tutorial reads and checks a game's guided first game: a fixed
// game in the scenario format (every deal and every action, the learner's
// too), and the coach's steps along it. Each game's package carries its own
// script (Descriptor.Tutorial); the app plays it, the interface shows the
// coach. The engine checks the whole script, so a tutorial can never teach
// a move the rules refuse.
package tutorial

import (
	"bytes"
	"encoding/json"
	"fmt"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/games"
	"github.com/trickparty/trickparty/engine/scenario"
)

// Script is one game's guided first game.
type Script struct {
	// Scenario fixes the game: options, deals and every action of every
	// seat, the learner's included, in the order they are played.
	Scenario scenario.Scenario `json:"scenario"`
	// Learner is the seat the player sits at; the other seats are played
	// by the script.
	Learner int `json:"learner"`
	// Names are the seats' names, so the coach can say who played what;
	// the learner's entry is left empty (the player's own name is used).
	Names []string `json:"names"`
	// Steps are what the coach says, in the order said.
	Steps []Step `json:"steps"`
}

// Step is one thing the coach says.
//
// A step is shown once At actions of the scenario have been played. If the
// action at index At is the learner's, the last step at that index is its
// move step: it stays until the learner plays that action (Wrong answers
// any other legal action). Every other step waits for the learner's Next;
// the scripted seats never play past a step not yet read. Steps at
// len(actions) come after the last action: the scoring and the end.
type Step struct {
	At int `json:"at"`
	// Point names what the coach points at (one of Points).
	Point string `json:"point"`
	// Say is what the coach says.
	Say Text `json:"say"`
	// Wrong is said when the learner tries a legal action other than the
	// one the move step asks for: why it is not the one. Move steps only.
	Wrong Text `json:"wrong,omitempty"`
	// WhyNot answers particular other legal actions in their own words
	// (that card would lose; that trump is better kept); Wrong answers
	// the rest. Move steps only.
	WhyNot []Answer `json:"why_not,omitempty"`
}

// Answer is what the coach says of one action the learner might try.
type Answer struct {
	Move engine.Move `json:"move"`
	Say  Text        `json:"say"`
}

// Text is one sentence or paragraph in every language Trick Party speaks.
type Text struct {
	EN string `json:"en"`
	JA string `json:"ja"`
}

// In is the text in language ("en" or "ja"), English otherwise.
func (t Text) In(language string) string {
	if language == "ja" && t.JA != "" {
		return t.JA
	}
	return t.EN
}

// The elements of the table a step can point at.
const (
	PointNone     = ""         // nothing in particular
	PointHand     = "hand"     // the learner's hand
	PointFacedown = "facedown" // the learner's face-down row (Gummi)
	PointStand    = "stand"    // the learner's stand (Trick of Trip's draft)
	PointTrick    = "trick"    // the cards played to the trick
	PointPiles    = "piles"    // the cards each player has won
	PointScores   = "scores"   // the score sheet
)

// Points are every value Step.Point may take.
var Points = []string{PointNone, PointHand, PointFacedown, PointStand, PointTrick, PointPiles, PointScores}

// Parse reads a script strictly (unknown fields are errors) and checks it
// (Check).
func Parse(data []byte) (*Script, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var s Script
	if err := dec.Decode(&s); err != nil {
		return nil, fmt.Errorf("tutorial is not valid JSON of the expected shape: %w", err)
	}
	if err := s.Check(); err != nil {
		return nil, err
	}
	return &s, nil
}

// MoveStep reports whether step i waits for the learner's move (the last
// step at the index of a learner's action).
func (s *Script) MoveStep(i int) bool {
	at := s.Steps[i].At
	if at >= len(s.Scenario.Actions) || s.Scenario.Actions[at].Seat != s.Learner {
		return false
	}
	return i+1 == len(s.Steps) || s.Steps[i+1].At != at
}

// For reads and checks the tutorial of the game with the given id.
func For(game string) (*Script, error) {
	d, ok := games.Lookup(game)
	if !ok {
		return nil, fmt.Errorf("tutorial: there is no game %q", game)
	}
	if d.Tutorial == nil {
		return nil, fmt.Errorf("tutorial: %s has no guided game yet", d.Title)
	}
	return Parse(d.Tutorial)
}
