// Package apptest plays whole games through app's sessions, for the tests
// of app and of the table's model above it: the same seeded game at a
// local table and at a LAN host on loopback, every seat choosing by Pick,
// so that the two kinds of session can be compared event by event. It
// imports no Fyne.
package apptest

import (
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
)

// Pick is every seat's choice in these games: a function of the
// observation only, so a local table and a LAN table deal and play the
// very same game.
func Pick(obs engine.Observation) engine.Action {
	legal := obs.Legal(nil)
	return legal[(obs.Seat()*7+len(legal)*3)%len(legal)]
}

// pickBot plays Pick; it waits for gate (when set), so a LAN host's bots
// play nothing before the test's seat has subscribed.
type pickBot struct{ gate <-chan struct{} }

func (b pickBot) Level() bot.Level { return bot.Random }

func (b pickBot) Choose(obs engine.Observation, _ *engine.RNG) engine.Action {
	if b.gate != nil {
		<-b.gate
	}
	return Pick(obs)
}

// pickBots makes the bots of a table that play Pick once gate is closed
// (at once when gate is nil).
func pickBots(gate <-chan struct{}) func(bot.Level) (bot.Bot, error) {
	return func(bot.Level) (bot.Bot, error) { return pickBot{gate: gate}, nil }
}
