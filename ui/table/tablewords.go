package table

import (
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/ui/internal/words"
)

// words is the table's words for its tricks: its game and seats' names.
func (f *feltArea) words() words.Trick {
	return words.Trick{Game: f.game, Name: f.seatName, Human: f.model.Human()}
}

// trickWhy is the table's sentences of why a trick was won.
func (f *feltArea) trickWhy(tr *engine.TrickRecord) []string { return f.words().Lines(tr) }

// seatRoleOf is words.SeatRole of seat number s at the table (empty when
// the table does not know it).
func (f *feltArea) seatRoleOf(s int) string {
	if s < 0 || s >= len(f.model.Seats()) {
		return ""
	}
	return words.SeatRole(f.model.Seats()[s])
}
