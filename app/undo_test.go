package app

import (
	"errors"
	"slices"
	"testing"
	"time"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
	"github.com/trickparty/trickparty/engine/games"
)

// undoSeats are the player and Easy bots: bots that play the same in a
// line taken back and played again would hide a stale move kept.
func undoSeats(n int) []SeatSetup {
	seats := []SeatSetup{{Kind: Human, Name: "Ann"}}
	for i := 1; i < n; i++ {
		seats = append(seats, SeatSetup{Kind: Bot, Name: bot.Name(i), Level: bot.Random})
	}
	return seats
}

// humanMovesMade counts seat 0's moves.
func humanMovesMade(moves []engine.Move) int {
	n := 0
	for _, m := range moves {
		if m.Seat == 0 {
			n++
		}
	}
	return n
}

func TestUndoIsTheGameWithoutTheMovesTakenBack(t *testing.T) {
	for _, game := range []string{"gummi", "gudetama", "trip"} {
		t.Run(game, func(t *testing.T) {
			cfg := engine.Config{Game: game, Players: 3, Seed: 77}
			store := &MemStorage{}
			tbl, err := NewTable(TableOptions{Config: cfg, Seats: undoSeats(3), Store: store, SaveName: AutosaveName})
			if err != nil {
				t.Fatal(err)
			}
			defer tbl.Close()
			if tbl.CanUndo() {
				t.Fatal("a new game offers an undo")
			}
			if _, err := tbl.Undo(); !errors.Is(err, ErrNothingToUndo) {
				t.Fatalf("undo before any move: %v", err)
			}
			events := tbl.Events()
			tbl.Start()
			// Three of the player's moves, and the bots' after them.
			playUntil(t, tbl, events, firstLegal, func([]Event) bool {
				return humanMovesMade(tbl.Moves()) >= 3 && tbl.Observation().ToMove().Has(0)
			})
			moves := tbl.Moves()
			last := -1
			for i, m := range moves {
				if m.Seat == 0 {
					last = i
				}
			}
			if last < 0 || !tbl.CanUndo() {
				t.Fatalf("no move to undo after %d moves", len(moves))
			}
			ev, err := tbl.Undo()
			if err != nil {
				t.Fatal(err)
			}
			if ev.Kind != Undone || ev.Seq == 0 {
				t.Fatalf("undo event %+v", ev)
			}
			// The same game as one that never made the moves taken back.
			never, err := NewTable(TableOptions{Config: cfg, Seats: undoSeats(3), Moves: moves[:last]})
			if err != nil {
				t.Fatal(err)
			}
			defer never.Close()
			if !jsonEqual(t, tbl.Observation(), never.Observation()) || !jsonEqual(t, ev.Obs, never.Observation()) {
				t.Fatal("the undone game's observation differs from the game without the moves")
			}
			if !slices.Equal(tbl.Observation().Legal(nil), never.Observation().Legal(nil)) {
				t.Fatal("the undone game's legal moves differ")
			}
			if !jsonEqual(t, tbl.Moves(), moves[:last]) {
				t.Fatalf("moves after undo: %d, want %d", len(tbl.Moves()), last)
			}
			if !tbl.Observation().ToMove().Has(0) {
				t.Fatal("after undo it is not the player's turn")
			}
			// The autosave follows, and keeps the undo for Statistics.
			s, err := Resume(store, AutosaveName, TableOptions{})
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			if !jsonEqual(t, s.Moves(), moves[:last]) || s.Undos() != 1 || s.Save().Undos != 1 {
				t.Fatalf("the autosave has %d moves and %d undos", len(s.Moves()), s.Undos())
			}
			// The story told after an undo is that of the new line, and the
			// undone event comes after every event of the old one.
			hist, through := tbl.History()
			if through != ev.Seq {
				t.Fatalf("history through %d, undone event %d", through, ev.Seq)
			}
			if count(hist, ActionApplied) != last {
				t.Fatalf("history tells %d actions, want %d", count(hist, ActionApplied), last)
			}
			// Play goes on to the end from the new line.
			deadline := time.Now().Add(60 * time.Second)
			for !tbl.Over() {
				if time.Now().After(deadline) {
					t.Fatal("the game did not finish after the undo")
				}
				if obs := tbl.Observation(); obs.ToMove().Has(0) {
					_ = tbl.Submit(obs.Legal(nil)[0])
				}
				time.Sleep(time.Millisecond)
			}
			if tbl.CanUndo() {
				t.Fatal("a finished game offers an undo")
			}
			if f, ok := tbl.Finished(time.Now()); !ok || f.Save.Undos != 1 {
				t.Fatalf("the finished game keeps %d undos", f.Save.Undos)
			}
		})
	}
}

func TestDealAgainDealsTheSameCards(t *testing.T) {
	for _, game := range []string{"gummi", "gudetama", "trip"} {
		cfg := engine.Config{Game: game, Players: 4, Seed: 4242}
		tbl, err := NewTable(TableOptions{Config: cfg, Seats: undoSeats(4)})
		if err != nil {
			t.Fatal(err)
		}
		first := tbl.Observation()
		events := tbl.Events()
		tbl.Start()
		playUntil(t, tbl, events, firstLegal, func([]Event) bool { return humanMovesMade(tbl.Moves()) >= 2 })
		again, seats := tbl.DealAgain()
		tbl.Close()
		if !jsonEqual(t, seats, undoSeats(4)) {
			t.Fatalf("%s: seats again %+v", game, seats)
		}
		re, err := NewTable(TableOptions{Config: again, Seats: seats})
		if err != nil {
			t.Fatal(err)
		}
		if !jsonEqual(t, re.Observation(), first) || len(re.Moves()) != 0 {
			t.Fatalf("%s: the deal played again differs from the first", game)
		}
		re.Close()
	}
}

func TestUndoneGamesAreCountedApart(t *testing.T) {
	var s Statistics
	cfg := engine.Config{Game: "gummi", Players: 4}
	s.AddResult(cfg, 20, true)
	s.AddUndoneResult(cfg, 30, true)
	s.AddUndoneResult(cfg, 10, false)
	if r := s.Records[StatKeyFor(cfg)]; r.Played != 1 || r.Undone {
		t.Fatalf("straight games: %+v", r)
	}
	r := s.Records[StatKeyUndone(cfg)]
	if r.Played != 2 || r.Won != 1 || !r.Undone {
		t.Fatalf("games with moves taken back: %+v", r)
	}
	p := &MemPrefs{}
	s.Save(p)
	if got := LoadStatistics(p).Records[StatKeyUndone(cfg)]; !got.Undone || got.Played != 2 {
		t.Fatalf("loaded: %+v", got)
	}
}

// TestNoUndoOfWhatTheRulesHide: a move is not taken back when that would
// let the player see what the rules hide from them - a face-down card they
// played (it would lie face down again, known), or a deal seen since (the
// same deal would come again).
func TestNoUndoOfWhatTheRulesHide(t *testing.T) {
	d, ok := games.Lookup("gummi")
	if !ok {
		t.Fatal("no gummi")
	}
	cfg := engine.Config{Game: "gummi", Players: 3, Seed: 5, Options: engine.Options{}.With("rounds", 3)}
	tbl, err := NewTable(TableOptions{Config: cfg, Seats: undoSeats(3)})
	if err != nil {
		t.Fatal(err)
	}
	defer tbl.Close()
	events := tbl.Events()
	tbl.Start()
	rng := engine.NewRNG(9)
	random := func(obs engine.Observation) engine.Action {
		legal := obs.Legal(nil)
		return legal[rng.IntN(len(legal))]
	}
	lastHuman := func() (engine.Move, int) {
		moves := tbl.Moves()
		for i := len(moves) - 1; i >= 0; i-- {
			if moves[i].Seat == 0 {
				return moves[i], i
			}
		}
		return engine.Move{}, -1
	}
	// dealtAt is how many moves were made when the last round ended (the
	// next deal seen then), -1 before the first round's end.
	dealtAt := func(seen []Event) int {
		n, at := 0, -1
		for _, ev := range seen {
			switch ev.Kind {
			case ActionApplied:
				n++
			case RoundOver:
				at = n
			}
		}
		return at
	}
	faceDown := func(m engine.Move) bool { return m.Play == "" && d.PlaysACard(m.Kind()) }
	sawFaceDown, sawNewRound := false, false
	playUntil(t, tbl, events, random, func(seen []Event) bool {
		m, at := lastHuman()
		if count(seen, GameOver) > 0 {
			return true
		}
		if at < 0 {
			return false
		}
		switch {
		case faceDown(m):
			sawFaceDown = true
			if tbl.CanUndo() {
				t.Fatal("a face-down card played may be taken back")
			}
			if _, err := tbl.Undo(); !errors.Is(err, ErrNothingToUndo) {
				t.Fatalf("undo of a face-down card: %v", err)
			}
		case at < dealtAt(seen) && count(seen, ActionApplied) == len(tbl.Moves()):
			sawNewRound = true
			if tbl.CanUndo() {
				t.Fatal("the last round's move may be taken back under a new deal")
			}
		}
		return sawFaceDown && sawNewRound
	})
	if !sawFaceDown || !sawNewRound {
		t.Fatalf("the game never showed a face-down play (%v) or a new deal before the player moved (%v)", sawFaceDown, sawNewRound)
	}
}
