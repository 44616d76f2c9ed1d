package engine

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
)

// Action is a compact, game-specific action id. Each game documents its own
// encoding; ids are small so legal-action lists fit in fixed buffers and
// search trees can index children by id.
type Action uint16

// NoAction is never a legal action of any game.
const NoAction Action = 0xffff

// MaxActions bounds every game's action ids (ids are < MaxActions), so
// callers can size lookup tables.
const MaxActions = 128

// Move is the notation of an action, as the scenario contract, saves and the
// network protocol write it: the acting seat and either a card played from
// the hand or one decision of a kind the game declares. Its JSON is
// {"seat":s,"play":"red9"} or {"seat":s,"<kind>":<value>}.
type Move struct {
	Seat int
	// Play names a card played from the hand ("red9", "14", "trump3"):
	// the move every game has.
	Play string
	// Decision is any other decision's kind, one the game declares
	// (Descriptor.Decisions); empty for a play. (Kind() tells either.)
	Decision MoveKind
	// Value is that decision's choice in the game's own notation, as
	// compact JSON: a position 0, a seat 2, card sets [["a","b"],["c"]].
	Value json.RawMessage
}

// MoveKind is a kind of move, the key of its choice in the move's JSON and
// the "verb" of the LAN protocol and saved histories. The engine defines
// only MovePlay; every other kind is declared by its game
// (Descriptor.Decisions), and nothing outside the game names it.
type MoveKind string

// MovePlay plays a card from the hand (Move.Play).
const MovePlay MoveKind = "play"

// Valid reports whether k may name a decision: lower-case letters, and
// not "play".
func (k MoveKind) Valid() bool {
	if k == "" || k == MovePlay {
		return false
	}
	for _, r := range k {
		if r < 'a' || r > 'z' {
			return false
		}
	}
	return true
}

// PlayMove is seat playing card from its hand.
func PlayMove(seat int, card string) Move { return Move{Seat: seat, Play: card} }

// ChoiceMove is seat's decision of kind k choosing v, written in JSON (an
// int, a seat, card sets). A v that has no JSON leaves the move without a
// value, which every game refuses.
func ChoiceMove(seat int, k MoveKind, v any) Move {
	b, err := json.Marshal(v)
	if err != nil {
		b = nil
	}
	return Move{Seat: seat, Decision: k, Value: b}
}

// Kind is the kind of move m is: MovePlay for a play, the decision's kind,
// or "" for a move that says nothing (a private move as others see it).
func (m Move) Kind() MoveKind {
	switch {
	case m.Play != "":
		return MovePlay
	case m.Decision != "" && len(m.Value) > 0:
		return m.Decision
	}
	return ""
}

// Decode reads the decision's value into v.
func (m Move) Decode(v any) error {
	if len(m.Value) == 0 {
		return fmt.Errorf("the move %q has no value", m.Decision)
	}
	if err := json.Unmarshal(m.Value, v); err != nil {
		return fmt.Errorf("the move %q: %v", m.Decision, err)
	}
	return nil
}

// Int is the decision's value as a whole number (a position, a seat, an
// index); an error for any other value.
func (m Move) Int() (int, error) {
	var n int
	if err := m.Decode(&n); err != nil {
		return 0, err
	}
	return n, nil
}

// IntPtr is a helper for building optional numbers.
func IntPtr(i int) *int { return &i }

// MarshalJSON writes {"seat":s,"play":"red9"} or {"seat":s,"<kind>":<value>}.
func (m Move) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	b.WriteString(`{"seat":`)
	b.WriteString(strconv.Itoa(m.Seat))
	if m.Play != "" {
		p, _ := json.Marshal(m.Play)
		b.WriteString(`,"play":`)
		b.Write(p)
	}
	if m.Decision != "" && len(m.Value) > 0 {
		if !m.Decision.Valid() {
			return nil, fmt.Errorf("a move of kind %q", m.Decision)
		}
		b.WriteString(`,"` + string(m.Decision) + `":`)
		if err := json.Compact(&b, m.Value); err != nil {
			return nil, fmt.Errorf("the move %q: %v", m.Decision, err)
		}
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// UnmarshalJSON reads a move: "seat" and at most one other key, "play" or
// a decision's kind (lower-case letters); a null value counts as absent,
// and a null move leaves m as it was.
// Whether the game has that kind is the game's DecodeMove's business.
func (m *Move) UnmarshalJSON(data []byte) error {
	if bytes.Equal(bytes.TrimSpace(data), []byte("null")) {
		return nil // as encoding/json leaves a struct it reads null into
	}
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(data, &fields); err != nil {
		return fmt.Errorf("a move: %v", err)
	}
	out := Move{}
	for key, raw := range fields {
		if key == "seat" {
			if err := json.Unmarshal(raw, &out.Seat); err != nil {
				return fmt.Errorf("a move's seat: %v", err)
			}
			continue
		}
		if bytes.Equal(bytes.TrimSpace(raw), []byte("null")) {
			continue
		}
		if k := MoveKind(key); k != MovePlay && !k.Valid() {
			return fmt.Errorf("a move has no key %q", key)
		}
		if out.Play != "" || out.Decision != "" {
			return fmt.Errorf("a move makes one choice: %q and %q", firstKey(out), key)
		}
		if key == string(MovePlay) {
			if err := json.Unmarshal(raw, &out.Play); err != nil {
				return fmt.Errorf("a move's play: %v", err)
			}
			continue
		}
		var b bytes.Buffer
		if err := json.Compact(&b, raw); err != nil {
			return fmt.Errorf("a move's %s: %v", key, err)
		}
		out.Decision, out.Value = MoveKind(key), b.Bytes()
	}
	*m = out
	return nil
}

func firstKey(m Move) string {
	if m.Play != "" {
		return string(MovePlay)
	}
	return string(m.Decision)
}
