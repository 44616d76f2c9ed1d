package enginetest

import (
	"fmt"
	"reflect"

	"github.com/trickparty/trickparty/engine"
)

// Snapshot keeps g's state as it is now, to tell later whether anything
// changed: a shallow copy of the struct g points to (every game is a
// pointer to a struct), compared field by field, slices by content.
type Snapshot struct {
	g    engine.Game
	copy reflect.Value
}

// Take snapshots g.
func Take(g engine.Game) Snapshot {
	v := reflect.ValueOf(g)
	if v.Kind() != reflect.Pointer || v.Elem().Kind() != reflect.Struct {
		panic(fmt.Sprintf("a game is a pointer to a struct, not a %T", g))
	}
	c := reflect.New(v.Elem().Type()).Elem()
	c.Set(v.Elem())
	return Snapshot{g: g, copy: c}
}

// Changed reports whether the game differs from the snapshot.
func (s Snapshot) Changed() bool {
	return !reflect.DeepEqual(s.copy.Interface(), reflect.ValueOf(s.g).Elem().Interface())
}

// checkInvariants is the game's own check, when it has one.
func checkInvariants(g engine.Game) error {
	if c, ok := g.(Invariants); ok {
		return c.CheckInvariants()
	}
	return nil
}

// accepted is every action seat may take now: AllLegal when the game has
// it, else Legal.
func accepted(g engine.Game, seat int, buf []engine.Action) []engine.Action {
	if a, ok := g.(AllLegal); ok {
		return a.AllLegal(seat, buf)
	}
	return g.Legal(seat, buf)
}

// contains reports whether a is in list.
func contains(list []engine.Action, a engine.Action) bool {
	for _, l := range list {
		if l == a {
			return true
		}
	}
	return false
}
