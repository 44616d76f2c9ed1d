package tablemodel

import (
	"testing"
	"time"
)

// TestGate: a held trick waits until the player goes on, or goes on
// by itself at its time; once shut, nothing waits and a click does
// nothing.
func TestGate(t *testing.T) {
	var g Gate
	if g.Waits() {
		t.Fatal("a new gate waits")
	}
	g.GoOn() // nothing held: no effect, no panic
	at := time.Now().Add(time.Second)
	proceed := g.Open(at)
	if got, ok := g.GoesOnAt(); !g.Waits() || !ok || !got.Equal(at) {
		t.Fatalf("open until %v: waits %v, goes on at %v %v", at, g.Waits(), got, ok)
	}
	g.GoOn()
	select {
	case <-proceed:
	default:
		t.Fatal("going on did not end the wait")
	}
	if g.Waits() {
		t.Fatal("still waiting once gone on")
	}
	g.GoOn() // twice: no double close
	g.Open(time.Time{})
	if _, ok := g.GoesOnAt(); ok || !g.Waits() {
		t.Fatal("a wait for the player goes on by itself")
	}
	g.Shut()
	if _, ok := g.GoesOnAt(); ok || g.Waits() {
		t.Fatal("shut and still waiting")
	}
}
