package app

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
)

// TestWholeGameEachGame plays every game to its end at the table: the human
// seat through Submit (choosing the first legal card its View offers), bots
// of mixed levels in their goroutines.
func TestWholeGameEachGame(t *testing.T) {
	for _, tc := range []struct {
		cfg    engine.Config
		levels []bot.Level
	}{
		{engine.Config{Game: "gummi", Players: 4, Seed: 7}, []bot.Level{bot.Easy, bot.Normal, bot.Random}},
		{engine.Config{Game: "gummi", Players: 2, Seed: 3, Options: engine.Options{}.With("rounds", 3)}, []bot.Level{bot.Normal}},
		{engine.Config{Game: "gudetama", Players: 5, Seed: 7}, []bot.Level{bot.Easy, bot.Normal, bot.Random, bot.Easy}},
		{engine.Config{Game: "trip", Players: 3, Seed: 7}, []bot.Level{bot.Easy, bot.Normal}},
	} {
		t.Run(tc.cfg.Game, func(t *testing.T) {
			seats := []SeatSetup{{Kind: Human, Name: "Ann"}}
			for _, l := range tc.levels {
				seats = append(seats, SeatSetup{Kind: Bot, Name: "Bot", Level: l})
			}
			var trace bytes.Buffer
			tbl, err := NewTable(TableOptions{Config: tc.cfg, Seats: seats, Trace: &trace})
			if err != nil {
				t.Fatal(err)
			}
			defer tbl.Close()
			ch := tbl.Events()
			tbl.Start()
			humanMoves := 0
			events := playUntil(t, tbl, ch, func(obs engine.Observation) engine.Action {
				humanMoves++
				v, err := ViewOf(obs)
				if err != nil {
					t.Fatalf("view: %v", err)
				}
				if v.Phase == engine.Waiting || v.Phase == engine.Finished {
					t.Fatalf("view phase %v while the seat is due", v.Phase)
				}
				return firstLegal(obs)
			}, nil)
			if !tbl.Over() {
				t.Fatal("game not over")
			}
			if count(events, GameOver) != 1 || count(events, TrickCompleted) == 0 || count(events, RoundOver) == 0 {
				t.Fatalf("events: %d game over, %d tricks, %d rounds", count(events, GameOver), count(events, TrickCompleted), count(events, RoundOver))
			}
			if humanMoves == 0 {
				t.Fatal("the human never played")
			}
			if err := tbl.Err(); err != nil {
				t.Fatalf("table error: %v", err)
			}
			// The trace replays to the same game.
			var moves []engine.Move
			for _, line := range strings.Split(strings.TrimSpace(trace.String()), "\n") {
				var tl traceLine
				if err := json.Unmarshal([]byte(line), &tl); err != nil {
					t.Fatalf("trace line %q: %v", line, err)
				}
				moves = append(moves, tl.Move)
			}
			g, err := Replay(tc.cfg, moves)
			if err != nil || !g.Over() {
				t.Fatalf("trace does not replay to the end: %v", err)
			}
		})
	}
}

// TestRealSaveResume quits a Trick of Trip game in the middle of play (after
// the first draft) and resumes it: every seat's observation is identical.
func TestRealSaveResume(t *testing.T) {
	for _, cfg := range []engine.Config{{Game: "trip", Players: 4, Seed: 21}, {Game: "gummi", Players: 3, Seed: 5}, {Game: "gudetama", Players: 3, Seed: 5}} {
		store := &MemStorage{}
		seats := []SeatSetup{{Kind: Human, Name: "Ann"}}
		for i := 1; i < cfg.Players; i++ {
			seats = append(seats, SeatSetup{Kind: Bot, Name: "Bot", Level: bot.Easy})
		}
		tbl, err := NewTable(TableOptions{Config: cfg, Seats: seats, Store: store, SaveName: AutosaveName})
		if err != nil {
			t.Fatal(err)
		}
		ch := tbl.Events()
		tbl.Start()
		playUntil(t, tbl, ch, firstLegal, func(ev []Event) bool { return count(ev, ActionApplied) >= 2*cfg.Players+3 })
		tbl.Close()
		again, err := Resume(store, AutosaveName, TableOptions{})
		if err != nil {
			t.Fatalf("%s: %v", cfg.Game, err)
		}
		if a, b := observeAll(t, again), observeAll(t, tbl); a != b {
			t.Fatalf("%s: observations differ after resume", cfg.Game)
		}
		if !jsonEqual(t, again.Save(), tbl.Save()) {
			t.Fatalf("%s: saves differ after resume", cfg.Game)
		}
		again.Close()
	}
}
