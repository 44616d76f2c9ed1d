package table

import (
	"testing"

	"github.com/trickparty/trickparty/engine"
)

// BenchmarkTableRender is one redraw of a table after a play: four
// players, a full hand and a trick on the table, at 1280x800.
func BenchmarkTableRender(b *testing.B) {
	u, _ := newTestUI(b)
	ts := startGame(b, u, engine.Config{Game: "gummi", Players: 4, Seed: 7})
	drain(b, ts, myTurn(ts))
	if len(ts.model.Shown()) == 0 || len(ts.felt.handW) == 0 {
		b.Fatalf("want a trick and a hand; trick %d, hand %d", len(ts.model.Shown()), len(ts.felt.handW))
	}
	b.ReportAllocs()
	for b.Loop() {
		ts.Render()
	}
}
