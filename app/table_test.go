package app

import (
	"bytes"
	"encoding/json"
	"errors"
	"io/fs"
	"strings"
	"testing"
	"time"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
)

func fakeSeats(n int) []SeatSetup {
	seats := []SeatSetup{{Kind: Human, Name: "Ann"}}
	for i := 1; i < n; i++ {
		seats = append(seats, SeatSetup{Kind: Bot, Name: "Bot", Level: bot.Random})
	}
	return seats
}

// playUntil drives the human seat with choose until stop says so or the
// game ends, and returns every event seen.
func playUntil(t *testing.T, tbl *Table, events <-chan Event, choose func(engine.Observation) engine.Action, stop func([]Event) bool) []Event {
	t.Helper()
	var seen []Event
	deadline := time.After(60 * time.Second)
	for {
		if stop != nil && stop(seen) {
			return seen
		}
		// Act only once every applied move has been seen, as a player
		// does; otherwise instant bots and a quick human run ahead of the
		// events that stop is judged on.
		obs := tbl.Observation()
		if tbl.Seat() >= 0 && obs.ToMove().Has(tbl.Seat()) && count(seen, ActionApplied) == len(tbl.Moves()) {
			if err := tbl.Submit(choose(obs)); err != nil {
				t.Fatalf("submit: %v", err)
			}
		}
		select {
		case e, ok := <-events:
			if !ok {
				return seen
			}
			seen = append(seen, e)
			if e.Kind == GameOver {
				return seen
			}
		case <-deadline:
			t.Fatalf("game did not finish; %d events", len(seen))
		case <-time.After(20 * time.Millisecond):
		}
	}
}

func firstLegal(obs engine.Observation) engine.Action { return obs.Legal(nil)[0] }

func count(events []Event, k EventKind) int {
	n := 0
	for _, e := range events {
		if e.Kind == k {
			n++
		}
	}
	return n
}

func TestTableFakeGameRunsToTheEnd(t *testing.T) {
	tbl, err := NewTable(TableOptions{Config: engine.Config{Game: "fake", Players: 3, Seed: 5}, Seats: fakeSeats(3)})
	if err != nil {
		t.Fatal(err)
	}
	defer tbl.Close()
	ch := tbl.Events()
	tbl.Start()
	events := playUntil(t, tbl, ch, firstLegal, nil)
	if got := count(events, TrickCompleted); got != 6 {
		t.Errorf("tricks completed: %d, want 6", got)
	}
	if got := count(events, RoundOver); got != 2 {
		t.Errorf("rounds over: %d, want 2", got)
	}
	if got := count(events, ActionApplied); got != 18 {
		t.Errorf("actions: %d, want 18", got)
	}
	for _, e := range events {
		if e.Kind == ActionApplied && (e.Verb != "play" || e.Card == "") {
			t.Fatalf("action event %+v lacks its verb or card", e)
		}
	}
	for i := 1; i < len(events); i++ {
		if events[i].Seq != events[i-1].Seq+1 {
			t.Fatalf("event %d has seq %d after %d", i, events[i].Seq, events[i-1].Seq)
		}
	}
	last := events[len(events)-1]
	if last.Kind != GameOver || len(last.Winners) == 0 {
		t.Fatalf("last event %+v, want game over with winners", last)
	}
	if !tbl.Over() {
		t.Fatal("table not over")
	}
}

func TestSubmitRefusesIllegalAndOutOfTurn(t *testing.T) {
	for seed := uint64(1); seed < 30; seed++ {
		if refusesIllegal(t, seed) {
			return
		}
	}
	t.Fatal("never held an illegal card")
}

// refusesIllegal plays a game until the human holds an illegal card, checks
// it is refused, and reports whether that moment came.
func refusesIllegal(t *testing.T, seed uint64) bool {
	tbl, err := NewTable(TableOptions{Config: engine.Config{Game: "fake", Players: 2, Seed: seed}, Seats: fakeSeats(2)})
	if err != nil {
		t.Fatal(err)
	}
	defer tbl.Close()
	events := tbl.Events()
	tbl.Start()
	// Find a moment where the human is due and holds an illegal card.
	for try := 0; try < 200; try++ {
		obs := tbl.Observation()
		if !obs.ToMove().Has(0) {
			if err := tbl.Submit(0); err == nil {
				t.Fatal("submit out of turn accepted")
			}
			select {
			case <-events:
			case <-time.After(5 * time.Second):
				t.Fatal("no event while waiting for the bot")
			}
			continue
		}
		v, _ := ViewOf(obs)
		for _, c := range v.Hand {
			if !c.Legal {
				before := len(tbl.Moves())
				err := tbl.Submit(c.Action)
				var re *engine.RuleError
				if !errors.As(err, &re) || re.Rule != "fake.parity" {
					t.Fatalf("illegal card: err %v, want the parity RuleError", err)
				}
				if len(tbl.Moves()) != before {
					t.Fatal("a refused action was recorded")
				}
				return true
			}
		}
		if err := tbl.Submit(firstLegal(obs)); err != nil {
			t.Fatal(err)
		}
		if tbl.Over() {
			break
		}
	}
	return false
}

func TestSaveQuitResumeIsIdentical(t *testing.T) {
	store := &MemStorage{}
	var trace bytes.Buffer
	opts := TableOptions{Config: engine.Config{Game: "fake", Players: 3, Seed: 11}, Seats: fakeSeats(3), Store: store, SaveName: AutosaveName, Trace: &trace}
	tbl, err := NewTable(opts)
	if err != nil {
		t.Fatal(err)
	}
	ch := tbl.Events()
	tbl.Start()
	playUntil(t, tbl, ch, firstLegal, func(ev []Event) bool { return count(ev, ActionApplied) >= 7 })
	tbl.Close() // quit: bots stop, nothing more is applied
	want := tbl.Moves()
	wantObs := observeAll(t, tbl)

	again, err := Resume(store, AutosaveName, TableOptions{Store: store, SaveName: AutosaveName})
	if err != nil {
		t.Fatal(err)
	}
	defer again.Close() // not started: the bots do not move on
	got := again.Moves()
	if len(got) < 7 || !jsonEqual(t, got, want) {
		t.Fatalf("moves after resume %v, want %v", got, want)
	}
	// Every seat sees exactly what it saw before quitting.
	gotObs := observeAll(t, again)
	if gotObs != wantObs {
		t.Fatalf("observations differ after resume:\n%s\nwant\n%s", gotObs, wantObs)
	}
	if !jsonEqual(t, again.Report(), tbl.Report()) {
		t.Fatal("reports differ after resume")
	}
	// The trace has one line per action, in order.
	lines := strings.Split(strings.TrimSpace(trace.String()), "\n")
	if len(lines) != len(want) {
		t.Fatalf("trace has %d lines, want %d", len(lines), len(want))
	}
	var first traceLine
	if err := json.Unmarshal([]byte(lines[0]), &first); err != nil || first.Move.Play != want[0].Play || first.Round != 1 {
		t.Fatalf("trace line %q (err %v), want move %v in round 1", lines[0], err, want[0])
	}
}

// observeAll renders every seat's observation through the engine's game
// state (only a test may look at all seats).
func observeAll(t *testing.T, tbl *Table) string {
	t.Helper()
	tbl.mu.Lock()
	defer tbl.mu.Unlock()
	var parts []string
	for s := 0; s < tbl.game.Players(); s++ {
		data, err := json.Marshal(tbl.game.Observe(s))
		if err != nil {
			t.Fatal(err)
		}
		parts = append(parts, string(data))
	}
	return strings.Join(parts, "\n")
}

func jsonEqual(t *testing.T, a, b any) bool {
	t.Helper()
	x, err1 := json.Marshal(a)
	y, err2 := json.Marshal(b)
	if err1 != nil || err2 != nil {
		t.Fatal(err1, err2)
	}
	return bytes.Equal(x, y)
}

func TestCorruptSavesAreRejected(t *testing.T) {
	good := &Save{Format: SaveFormat, Config: engine.Config{Game: "fake", Players: 2, Seed: 3}, Seats: fakeSeats(2)}
	g, _ := newFake(good.Config)
	for i := 0; i < 4; i++ {
		seat := g.ToMove().First()
		a := g.Legal(seat, nil)[0]
		good.Moves = append(good.Moves, g.EncodeMove(seat, a))
		if err := g.Apply(seat, a); err != nil {
			t.Fatal(err)
		}
	}
	data, _ := good.Encode()
	if _, err := DecodeSave(data); err != nil {
		t.Fatalf("good save refused: %v", err)
	}
	mutate := func(f func(*Save)) []byte {
		var s Save
		if err := json.Unmarshal(data, &s); err != nil {
			t.Fatal(err)
		}
		f(&s)
		out, _ := s.Encode()
		return out
	}
	bad := map[string][]byte{
		"garbage":        []byte("not json at all"),
		"truncated":      data[:len(data)/2],
		"empty":          nil,
		"future format":  mutate(func(s *Save) { s.Format = 99 }),
		"unknown game":   mutate(func(s *Save) { s.Config.Game = "poker" }),
		"seat count":     mutate(func(s *Save) { s.Seats = s.Seats[:1] }),
		"two humans":     mutate(func(s *Save) { s.Seats[1] = SeatSetup{Kind: Human} }),
		"bad level":      mutate(func(s *Save) { s.Seats[1].Level = "godlike" }),
		"wrong seat":     mutate(func(s *Save) { s.Moves[0].Seat = (s.Moves[0].Seat + 1) % 2 }),
		"no such seat":   mutate(func(s *Save) { s.Moves[1].Seat = 9 }),
		"card not held":  mutate(func(s *Save) { s.Moves[2].Play = "c99" }),
		"replayed twice": mutate(func(s *Save) { s.Moves = append(s.Moves, s.Moves[len(s.Moves)-1]) }),
		"extra field":    []byte(strings.Replace(string(data), `"format"`, `"cheat": 1, "format"`, 1)),
	}
	for name, b := range bad {
		_, err := DecodeSave(b)
		var se *SaveError
		if !errors.As(err, &se) {
			t.Errorf("%s: err %v, want a SaveError", name, err)
			continue
		}
		if !strings.HasPrefix(err.Error(), "the saved game cannot be loaded") {
			t.Errorf("%s: unclear message %q", name, err)
		}
	}

	// Resume refuses a bad file; quarantine moves it aside.
	store := &MemStorage{}
	_ = store.Write(AutosaveName, bad["card not held"])
	if _, err := Resume(store, AutosaveName, TableOptions{}); err == nil {
		t.Fatal("resume accepted a bad save")
	}
	aside, err := Quarantine(store, AutosaveName, time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC))
	if err != nil {
		t.Fatal(err)
	}
	if aside != AutosaveName+".corrupt-20260102-030405" {
		t.Fatalf("quarantined as %q", aside)
	}
	if _, err := store.Read(AutosaveName); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("bad save still in place: %v", err)
	}
	if _, err := Resume(store, AutosaveName, TableOptions{}); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("resume without a save: %v, want not-exist", err)
	}
}

func TestFinishedGameRemovesAutosave(t *testing.T) {
	store := &MemStorage{}
	tbl, err := NewTable(TableOptions{Config: engine.Config{Game: "fake", Players: 2, Seed: 9}, Seats: fakeSeats(2), Store: store, SaveName: AutosaveName})
	if err != nil {
		t.Fatal(err)
	}
	defer tbl.Close()
	saw := false
	ch := tbl.Events()
	tbl.Start()
	playUntil(t, tbl, ch, func(obs engine.Observation) engine.Action {
		if _, err := store.Read(AutosaveName); err == nil {
			saw = true
		}
		return firstLegal(obs)
	}, nil)
	if !saw {
		t.Error("no autosave while playing")
	}
	if _, err := store.Read(AutosaveName); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("autosave left after the game ended: %v", err)
	}
	if err := tbl.Err(); err != nil {
		t.Errorf("table error: %v", err)
	}
}

func TestNewTableRejectsBadSeats(t *testing.T) {
	cfg := engine.Config{Game: "fake", Players: 2}
	for name, seats := range map[string][]SeatSetup{
		"too few":    {{Kind: Human}},
		"two humans": {{Kind: Human}, {Kind: Human}},
		"remote":     {{Kind: Human}, {Kind: Remote}},
		"bad level":  {{Kind: Human}, {Kind: Bot, Level: "x"}},
	} {
		if _, err := NewTable(TableOptions{Config: cfg, Seats: seats}); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}

// TestANewGameReplacesTheSaveAtOnce: a new table saves itself as it
// starts, before anyone moves. The player agreed that it replaces the
// saved game; until its first move the old save stayed, and Continue
// went back to the game they had given up.
func TestANewGameReplacesTheSaveAtOnce(t *testing.T) {
	for seed := uint64(1); seed < 50; seed++ {
		store := &MemStorage{}
		old, _ := (&Save{Format: 1, Config: engine.Config{Game: "fake", Players: 2, Seed: 99}, Seats: fakeSeats(2)}).Encode()
		if err := store.Write(AutosaveName, old); err != nil {
			t.Fatal(err)
		}
		cfg := engine.Config{Game: "fake", Players: 3, Seed: seed}
		tbl, err := NewTable(TableOptions{Config: cfg, Seats: fakeSeats(3), Store: store, SaveName: AutosaveName})
		if err != nil {
			t.Fatal(err)
		}
		if !tbl.Observation().ToMove().Has(tbl.Seat()) {
			// A bot's first move would save the game anyway.
			tbl.Close()
			continue
		}
		tbl.Start()
		peek, err := PeekSave(store, AutosaveName)
		tbl.Close()
		if err != nil {
			t.Fatal(err)
		}
		if peek.Config.Players != 3 || peek.Config.Seed != seed {
			t.Fatalf("before the first move the save is still %+v", peek.Config)
		}
		return
	}
	t.Fatal("in no deal was the player first to move")
}
