package table

import (
	"strings"
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

// BenchmarkScoreSheetTurn is the score sheet's share of a turn: the ▶
// moves on to the next player's row and the sheet is refreshed, as
// sidebar.render does after every play.
func BenchmarkScoreSheetTurn(b *testing.B) {
	u, _ := newTestUI(b)
	ts := startGame(b, u, engine.Config{Game: "gummi", Players: 4, Seed: 7})
	drain(b, ts, myTurn(ts))
	sb := ts.panel.side
	names := make([]string, len(sb.cells))
	for r := range sb.cells {
		names[r] = strings.TrimPrefix(sb.cells[r][0], "▶ ")
	}
	b.ReportAllocs()
	turn := 0
	for b.Loop() {
		turn++
		for r := 1; r < len(sb.cells); r++ {
			sb.cells[r][0] = names[r]
		}
		r := 1 + turn%(len(sb.cells)-1)
		sb.cells[r][0] = "▶ " + names[r]
		sb.sheet.Refresh()
	}
}
