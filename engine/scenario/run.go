package scenario

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strings"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/games"
)

// Failure is why a scenario could not be played to its end: Index is the
// 0-based action that was refused, or -1 for a problem in the scenario
// itself (unknown game, bad deal, ...).
type Failure struct {
	Index   int    `json:"index"`
	Message string `json:"message"`
}

func (f *Failure) Error() string {
	if f.Index < 0 {
		return "invalid scenario: " + f.Message
	}
	return fmt.Sprintf("action %d: %s", f.Index, f.Message)
}

// Replay builds the scenario's game and applies every action in order. On
// failure it returns the game as it stood before the refused action (nil if
// the game could not be built) and a *Failure.
func Replay(s *Scenario) (engine.Game, error) {
	g, err := games.New(s.Config())
	if err != nil {
		return nil, &Failure{Index: -1, Message: err.Error()}
	}
	for i, m := range s.Actions {
		if err := ApplyMove(g, m); err != nil {
			var cfgErr *engine.ConfigError
			if errors.As(err, &cfgErr) {
				return g, &Failure{Index: -1, Message: cfgErr.Message}
			}
			return g, &Failure{Index: i, Message: err.Error()}
		}
	}
	return g, nil
}

// ApplyMove applies one move in notation to g: the seat must exist and be due
// to act, the move must name an action of this game, and the game must
// accept it.
func ApplyMove(g engine.Game, m engine.Move) error {
	if err := engine.CheckSeat("game", g.Over(), m.Seat, g.Players()); err != nil {
		return err
	}
	a, err := g.DecodeMove(m)
	if err != nil {
		return err
	}
	return g.Apply(m.Seat, a)
}

// Output is the contract's description of a game.
type Output struct {
	Game string `json:"game"`
	Over bool   `json:"over"`
	// Round is the current round, from 1.
	Round int `json:"round"`
	// ToMove is the seat due to act, a list of seats during a simultaneous
	// phase, or null when the game is over.
	ToMove any `json:"to_move"`
	// Legal lists every action of the seats due to act; null when over.
	Legal       []engine.Move        `json:"legal"`
	Tricks      []engine.TrickRecord `json:"tricks"`
	Scores      []int                `json:"scores"`
	RoundScores [][]int              `json:"round_scores"`
	Piles       []any                `json:"piles"`
	Eliminated  []int                `json:"eliminated"`
	Winners     []int                `json:"winners"`
}

// Describe builds the contract's output for g.
func Describe(g engine.Game) Output {
	r := g.Report()
	out := Output{
		Game: g.Name(), Over: g.Over(), Round: r.Round,
		Tricks: nonNil(r.Tricks), Scores: nonNil(r.Scores), RoundScores: nonNil(r.RoundScores),
		Piles: nonNil(r.Piles), Eliminated: nonNil(r.Eliminated), Winners: nonNil(r.Winners),
	}
	if g.Over() {
		return out
	}
	toMove := g.ToMove()
	if g.Simultaneous() {
		out.ToMove = toMove.Seats()
	} else {
		out.ToMove = toMove.First()
	}
	out.Legal = []engine.Move{}
	legal := g.Legal
	if all, ok := g.(allLegal); ok {
		legal = all.AllLegal
	}
	buf := make([]engine.Action, 0, engine.MaxActions)
	for _, seat := range toMove.Seats() {
		buf = legal(seat, buf)
		for _, a := range buf {
			out.Legal = append(out.Legal, g.EncodeMove(seat, a))
		}
	}
	return out
}

// allLegal is implemented by games whose Legal leaves out actions that are
// the same choice in play but not in notation (Trick of Trip's splits with
// the sets swapped). The contract's "legal" is every action a seat may
// take, so Describe lists those when a game offers them.
type allLegal interface {
	AllLegal(seat int, buf []engine.Action) []engine.Action
}

// ErrorOutput is the contract's output for an illegal action or an invalid
// scenario.
type ErrorOutput struct {
	Error Failure `json:"error"`
}

// Run plays a scenario document and returns the contract's output as JSON
// and whether it succeeded (exit status 0) or not (exit status 1).
func Run(data []byte) (out []byte, ok bool) {
	s, err := ParseBytes(data)
	if err != nil {
		return ErrorJSON(-1, err.Error()), false
	}
	g, err := Replay(s)
	if err != nil {
		var f *Failure
		if !errors.As(err, &f) {
			f = &Failure{Index: -1, Message: err.Error()}
		}
		return marshal(ErrorOutput{Error: *f}), false
	}
	return marshalTopLevel(Describe(g)), true
}

// marshalTopLevel writes a struct's fields one per line, each value in
// compact form: as readable as the contract's examples, and one line per
// field makes diffs of outputs meaningful.
func marshalTopLevel(v any) []byte {
	rv := reflect.ValueOf(v)
	rt := rv.Type()
	var b bytes.Buffer
	b.WriteString("{\n")
	for i := 0; i < rt.NumField(); i++ {
		name, _, _ := strings.Cut(rt.Field(i).Tag.Get("json"), ",")
		value, err := json.Marshal(rv.Field(i).Interface())
		if err != nil {
			return ErrorJSON(-1, "internal error: "+err.Error())
		}
		if i > 0 {
			b.WriteString(",\n")
		}
		fmt.Fprintf(&b, "  %q: %s", name, value)
	}
	b.WriteString("\n}\n")
	return b.Bytes()
}

// ErrorJSON is the contract's error object for a failure at action index
// (-1: the scenario itself).
func ErrorJSON(index int, message string) []byte {
	return marshal(ErrorOutput{Error: Failure{Index: index, Message: message}})
}

func marshal(v any) []byte {
	data, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		// Only our own types are marshalled; failing here is a bug, and the
		// contract still gets a well-formed error object.
		data, _ = json.Marshal(ErrorOutput{Error: Failure{Index: -1, Message: "internal error: " + err.Error()}})
	}
	return append(data, '\n')
}

func nonNil[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}
