package tutorial

import (
	"os"
	"strings"
	"testing"

	"github.com/trickparty/trickparty/engine"
)

// tiny is the two-card guided game of app/testdata, for the checks.
func tiny(t *testing.T) *Script {
	t.Helper()
	data, err := os.ReadFile("../../app/testdata/tutorial-tiny.json")
	if err != nil {
		t.Fatal(err)
	}
	s, err := Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestCheckRefusesAnswersNoOneCanHear(t *testing.T) {
	for _, c := range []struct {
		name   string
		change func(s *Script)
		want   string
	}{
		{"an answer for the asked move", func(s *Script) {
			s.Steps[1].WhyNot[0].Move = engine.Move{Seat: 0, Play: "red9"}
		}, "is the one asked for"},
		{"an answer for a card not held", func(s *Script) {
			s.Steps[1].WhyNot[0].Move = engine.Move{Seat: 0, Play: "blue5"}
		}, "not allowed there"},
		{"an answer for another seat", func(s *Script) {
			s.Steps[1].WhyNot[0].Move = engine.Move{Seat: 1, Play: "red2"}
		}, "for seat 1"},
		{"an answer without Japanese", func(s *Script) {
			s.Steps[1].WhyNot[0].Say.JA = ""
		}, "says nothing in English or Japanese"},
		{"an answer on a note", func(s *Script) {
			s.Steps[0].WhyNot = s.Steps[1].WhyNot
		}, "never said"},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := tiny(t)
			c.change(s)
			if err := s.Check(); err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("Check: %v, want an error saying %q", err, c.want)
			}
		})
	}
}
