package tutorial

import (
	"fmt"
	"slices"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/games"
	"github.com/trickparty/trickparty/engine/scenario"
)

// Check plays the script's scenario through the engine and checks its
// steps against it: every action legal, every learner's action asked for
// by a move step, steps in order, every text in both languages, and the
// script ending with something said after its last action.
func (s *Script) Check() error {
	sc := &s.Scenario
	if s.Learner < 0 || s.Learner >= sc.Players {
		return fmt.Errorf("tutorial: the learner's seat %d is not at this table of %d", s.Learner, sc.Players)
	}
	if len(s.Names) != sc.Players {
		return fmt.Errorf("tutorial: %d names for %d seats", len(s.Names), sc.Players)
	}
	for i, n := range s.Names {
		if (i == s.Learner) != (n == "") {
			return fmt.Errorf("tutorial: seat %d's name %q: every scripted seat is named, the learner's is left empty", i, n)
		}
	}
	g, err := games.New(sc.Config())
	if err != nil {
		return fmt.Errorf("tutorial: %w", err)
	}
	asked := make(map[int]bool)
	for i, st := range s.Steps {
		if st.At < 0 || st.At > len(sc.Actions) {
			return fmt.Errorf("tutorial: step %d is at action %d of %d", i, st.At, len(sc.Actions))
		}
		if i > 0 && st.At < s.Steps[i-1].At {
			return fmt.Errorf("tutorial: step %d (at %d) comes after step %d (at %d)", i, st.At, i-1, s.Steps[i-1].At)
		}
		if !slices.Contains(Points, st.Point) {
			return fmt.Errorf("tutorial: step %d points at %q, not one of %q", i, st.Point, Points)
		}
		if st.Say.EN == "" || st.Say.JA == "" {
			return fmt.Errorf("tutorial: step %d says nothing in English or Japanese", i)
		}
		if s.MoveStep(i) {
			asked[st.At] = true
		} else if st.Wrong != (Text{}) || len(st.WhyNot) > 0 {
			return fmt.Errorf("tutorial: step %d waits for Next, so its wrong-move texts are never said", i)
		}
		for _, a := range st.WhyNot {
			if a.Say.EN == "" || a.Say.JA == "" {
				return fmt.Errorf("tutorial: step %d says nothing in English or Japanese of %v", i, a.Move)
			}
		}
	}
	if len(s.Steps) == 0 || s.Steps[len(s.Steps)-1].At != len(sc.Actions) {
		return fmt.Errorf("tutorial: nothing is said after the last action (the scoring and the end)")
	}
	var legal []engine.Action
	for i, m := range sc.Actions {
		if m.Seat == s.Learner {
			if !asked[i] {
				return fmt.Errorf("tutorial: action %d is the learner's but no step asks for it", i)
			}
			legal = g.Legal(m.Seat, legal)
			st := s.Steps[s.moveStepAt(i)]
			if len(legal) > 1 && (st.Wrong.EN == "" || st.Wrong.JA == "") {
				return fmt.Errorf("tutorial: action %d leaves the learner %d choices but its step says nothing of the others", i, len(legal))
			}
			for _, a := range st.WhyNot {
				if err := otherMove(g, m, a.Move, legal); err != nil {
					return fmt.Errorf("tutorial: action %d: %w", i, err)
				}
			}
		}
		if err := scenario.ApplyMove(g, m); err != nil {
			return fmt.Errorf("tutorial: action %d (%v): %w", i, m, err)
		}
	}
	return nil
}

// moveStepAt is the index of the move step at action at (-1: none).
func (s *Script) moveStepAt(at int) int {
	for i := len(s.Steps) - 1; i >= 0; i-- {
		if s.Steps[i].At == at && s.MoveStep(i) {
			return i
		}
	}
	return -1
}

// otherMove checks that other is a legal action of the learner, not the
// one asked for (m), so its answer can be said.
func otherMove(g engine.Game, m, other engine.Move, legal []engine.Action) error {
	if other.Seat != m.Seat {
		return fmt.Errorf("an answer is for seat %d, not the learner's %d", other.Seat, m.Seat)
	}
	a, err := g.DecodeMove(other)
	if err != nil {
		return fmt.Errorf("an answer's move %v: %w", other, err)
	}
	if want, _ := g.DecodeMove(m); a == want {
		return fmt.Errorf("an answer's move %v is the one asked for", other)
	}
	if !slices.Contains(legal, a) {
		return fmt.Errorf("an answer's move %v is not allowed there: the rules answer it", other)
	}
	return nil
}
