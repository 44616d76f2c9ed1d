package ui

import (
	"testing"
	"time"
)

// TestHoldGate: a held trick waits until the player goes on, or goes on
// by itself at its time; once shut, nothing waits and a click does
// nothing.
func TestHoldGate(t *testing.T) {
	var g holdGate
	if g.waits() {
		t.Fatal("a new gate waits")
	}
	g.goOn() // nothing held: no effect, no panic
	at := time.Now().Add(time.Second)
	proceed := g.open(at)
	if got, ok := g.goesOnAt(); !g.waits() || !ok || !got.Equal(at) {
		t.Fatalf("open until %v: waits %v, goes on at %v %v", at, g.waits(), got, ok)
	}
	g.goOn()
	select {
	case <-proceed:
	default:
		t.Fatal("going on did not end the wait")
	}
	if g.waits() {
		t.Fatal("still waiting once gone on")
	}
	g.goOn() // twice: no double close
	g.open(time.Time{})
	if _, ok := g.goesOnAt(); ok || !g.waits() {
		t.Fatal("a wait for the player goes on by itself")
	}
	g.shut()
	if _, ok := g.goesOnAt(); ok || g.waits() {
		t.Fatal("shut and still waiting")
	}
}
