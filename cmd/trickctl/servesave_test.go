package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/lan"
)

// runningServe is a serve started in the background.
type runningServe struct {
	addr           string
	typing         *io.PipeWriter
	exit           chan int
	stdout, stderr *lockedBuffer
}

// startServe runs serve with args until it prints where it listens.
func startServe(t *testing.T, args ...string) *runningServe {
	t.Helper()
	stdin, typing := io.Pipe()
	t.Cleanup(func() { typing.Close() })
	s := &runningServe{typing: typing, exit: make(chan int, 1), stdout: &lockedBuffer{}, stderr: &lockedBuffer{}}
	go func() { s.exit <- dispatch(serveArgs(args...), stdin, s.stdout, s.stderr) }()
	for deadline := time.Now().Add(5 * time.Second); s.addr == ""; time.Sleep(10 * time.Millisecond) {
		select {
		case code := <-s.exit:
			t.Fatalf("serve exited %d: %s %s", code, s.stdout.String(), s.stderr.String())
		default:
		}
		if time.Now().After(deadline) {
			t.Fatalf("serve did not start: %s %s", s.stdout.String(), s.stderr.String())
		}
		if _, rest, ok := strings.Cut(s.stdout.String(), "listening on "); ok {
			s.addr, _, _ = strings.Cut(rest, "\n")
		}
	}
	return s
}

// botsPlayThrough gives every seat to a bot and waits for serve to finish
// the game and exit 0.
func (s *runningServe) botsPlayThrough(t *testing.T, seats int) {
	t.Helper()
	for i := 1; i <= seats; i++ {
		fmt.Fprintf(s.typing, "remove %d\n", i)
	}
	select {
	case code := <-s.exit:
		if code != 0 {
			t.Fatalf("exit %d: %s", code, s.stderr.String())
		}
	case <-time.After(30 * time.Second):
		t.Fatal("the table of bots did not play through")
	}
}

func dialServe(t *testing.T, addr string, cfg lan.ClientConfig) *lan.Client {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	c, err := lan.Dial(ctx, addr, cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

func waitView(t *testing.T, c *lan.Client, what string, ok func(*lan.View) bool) *lan.View {
	t.Helper()
	for deadline := time.Now().Add(5 * time.Second); ; time.Sleep(5 * time.Millisecond) {
		if v := c.View(); v != nil && ok(v) {
			return v
		}
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
	}
}

func TestServeRefusesUnwritableSave(t *testing.T) {
	path := filepath.Join(t.TempDir(), "no-such-dir", "table.json")
	// A table of bots: if serve did not refuse, it would play and exit 0.
	code, stdout, stderr := run(serveArgs("--game", "gummi", "--players", "2", "--bots", "2", "--save", path), "")
	if code != 1 || !strings.Contains(stderr, "cannot save the table to "+path) || strings.Contains(stdout, "listening") {
		t.Errorf("exit %d, stdout %q, stderr %q", code, stdout, stderr)
	}
}

// TestServeReportsAFailedAutosaveOnce: a save that stops working while the
// table runs is reported on stderr once, not once per move.
func TestServeReportsAFailedAutosaveOnce(t *testing.T) {
	path := filepath.Join(t.TempDir(), "table.json")
	s := startServe(t, "--game", "gudetama", "--players", "2", "--bots", "1", "--code", "ABCD23", "--turn-timer", "off", "--save", path)
	c := dialServe(t, s.addr, lan.ClientConfig{Code: "ABCD23", Name: "Gus"})
	// While it is Gus's turn nothing moves or saves.
	waitView(t, c, "Gus's turn", func(v *lan.View) bool { return v.Started && slices.Contains(v.ToMove, c.Seat()) })
	if err := os.Remove(path); err != nil && !errors.Is(err, os.ErrNotExist) {
		t.Fatal(err)
	}
	if err := os.Mkdir(path, 0o700); err != nil { // every later save fails
		t.Fatal(err)
	}
	s.botsPlayThrough(t, 1)
	if n := strings.Count(s.stderr.String(), "not being saved"); n != 1 || !strings.Contains(s.stderr.String(), path) {
		t.Fatalf("the failed save reported %d times, want once naming %s:\n%s", n, path, s.stderr.String())
	}
}

// resumableSave is a gummi table of two players, Hana (token t0) and Gus,
// with no move yet; extra goes in the document, seatExtra in each seat.
func resumableSave(t *testing.T, format int, extra, seatExtra string) string {
	t.Helper()
	doc := fmt.Sprintf(`{"format":%d,"config":{"game":"gummi","players":2,"seed":5},"moves":[],"name":"T","code":"ABCD23","bots":0,"bot_level":"random",%s`+
		`"seats":[{"name":"Hana","taken":true,"token":"t0"%s},{"name":"Gus","taken":true,"token":"t1"%[3]s}]}`, format, extra, seatExtra)
	path := filepath.Join(t.TempDir(), "table.json")
	if err := os.WriteFile(path, []byte(doc), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

// resumedTurnLeft resumes the save at path with args and returns the time
// left of the seat to act, as Hana's view shows it once Hana and Gus are
// both back (the table waits for them before any clock runs); then the
// bots finish.
func resumedTurnLeft(t *testing.T, path string, args ...string) int {
	t.Helper()
	s := startServe(t, append([]string{"--resume", path, "--grace", "1h"}, args...)...)
	c := dialServe(t, s.addr, lan.ClientConfig{Code: "ABCD23", Name: "Hana", Token: "t0"})
	dialServe(t, s.addr, lan.ClientConfig{Code: "ABCD23", Name: "Gus", Token: "t1"})
	waitView(t, c, "both back", func(v *lan.View) bool { return !v.Seats[0].Awaited && !v.Seats[1].Awaited })
	v := waitView(t, c, "the table", func(v *lan.View) bool { return v.Started && len(v.ToMove) > 0 })
	left := 0
	for _, seat := range v.ToMove {
		left = max(left, v.Seats[seat].TurnLeftMs)
	}
	s.botsPlayThrough(t, 2)
	return left
}

func TestServeResumeKeepsTheSavedTurnTimer(t *testing.T) {
	if left := resumedTurnLeft(t, resumableSave(t, 1, `"turn_timer_ms":5000,`, "")); left <= 0 || left > 5000 {
		t.Errorf("a 5 s timer resumed with %d ms left", left)
	}
	if left := resumedTurnLeft(t, resumableSave(t, 1, "", "")); left != 0 {
		t.Errorf("a table without a timer resumed with %d ms left", left)
	}
}

func TestServeResumeTurnTimerFlagWins(t *testing.T) {
	if left := resumedTurnLeft(t, resumableSave(t, 1, `"turn_timer_ms":5000,`, ""), "--turn-timer", "30s"); left <= 5000 || left > 30000 {
		t.Errorf("--turn-timer 30s over a saved 5 s: %d ms left", left)
	}
	if left := resumedTurnLeft(t, resumableSave(t, 1, `"turn_timer_ms":5000,`, ""), "--turn-timer", "off"); left != 0 {
		t.Errorf("--turn-timer off over a saved 5 s: %d ms left", left)
	}
}

// TestServeResumeContinuesTheCountdown: the seat due saved with 20 s left
// of its 60 s turn comes back with about that, not a fresh minute.
func TestServeResumeContinuesTheCountdown(t *testing.T) {
	path := resumableSave(t, 2, `"turn_timer_ms":60000,`, `,"turn_left_ms":20000`)
	if left := resumedTurnLeft(t, path); left <= 10000 || left > 20000 {
		t.Errorf("resumed with %d ms left, want a little under 20000", left)
	}
}

// TestServeResumeKeepsADamagedSaveAside: a save that parses but is damaged
// is refused, never replayed as a new game, and moved aside intact.
func TestServeResumeKeepsADamagedSaveAside(t *testing.T) {
	// Tables of bots: a save taken for a new game would play through.
	good := `{"format":1,"config":{"game":"gummi","players":2,"seed":5},"moves":[],"name":"T","code":"ABCD23","bots":2,"bot_level":"random",` +
		`"seats":[{"name":"A","bot":true},{"name":"B","bot":true}]}`
	for name, doc := range map[string]string{
		"trailing data": good + "\n{}",
		"null moves":    strings.Replace(good, `"moves":[]`, `"moves":null`, 1),
		"no moves":      strings.Replace(good, `"moves":[],`, ``, 1),
	} {
		path := filepath.Join(t.TempDir(), "table.json")
		if err := os.WriteFile(path, []byte(doc), 0o600); err != nil {
			t.Fatal(err)
		}
		code, _, stderr := run(serveArgs("--resume", path), "")
		if code != 1 {
			t.Errorf("%s: exit %d, stderr %q", name, code, stderr)
			continue
		}
		asides, _ := filepath.Glob(path + ".damaged-*")
		if len(asides) != 1 {
			t.Errorf("%s: kept aside as %v", name, asides)
			continue
		}
		if b, err := os.ReadFile(asides[0]); err != nil || string(b) != doc {
			t.Errorf("%s: the damaged save was not kept as it was: %q (%v)", name, b, err)
		}
		if !strings.Contains(stderr, asides[0]) {
			t.Errorf("%s: stderr %q does not say where the save went", name, stderr)
		}
		if _, err := os.Stat(path); !errors.Is(err, os.ErrNotExist) {
			t.Errorf("%s: a save is still at %s: %v", name, path, err)
		}
	}
}

// TestServeRefusesASaveAnotherTableHosts: serve does not run a second
// table from a save a running table holds.
func TestServeRefusesASaveAnotherTableHosts(t *testing.T) {
	path := filepath.Join(t.TempDir(), "table.json")
	s := startServe(t, "--game", "gummi", "--players", "2", "--bots", "1", "--code", "ABCD23", "--turn-timer", "off", "--save", path)
	code, _, stderr := run(serveArgs("--game", "gummi", "--players", "2", "--bots", "2", "--save", path), "")
	if want := "already being hosted from " + path; code != 1 || !strings.Contains(stderr, want) {
		t.Errorf("exit %d, stderr %q, want %q", code, stderr, want)
	}
	c := dialServe(t, s.addr, lan.ClientConfig{Code: "ABCD23", Name: "Gus"})
	waitView(t, c, "the start", func(v *lan.View) bool { return v.Started })
	s.botsPlayThrough(t, 1)
}

// savedWithMoves hosts a gummi table of two people, Hana and Gus, plays
// its first moves by hand and closes it; it returns where it was saved
// and the number of moves saved.
func savedWithMoves(t *testing.T) (string, int) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "table.json")
	h, err := lan.NewHost(lan.HostConfig{Game: engine.Config{Game: "gummi", Players: 2, Seed: 5}, Code: "ABCD23", SavePath: path})
	if err != nil {
		t.Fatal(err)
	}
	hana := dialServe(t, h.Addr().String(), lan.ClientConfig{Code: "ABCD23", Name: "Hana"})
	gus := dialServe(t, h.Addr().String(), lan.ClientConfig{Code: "ABCD23", Name: "Gus"})
	for moves := 0; moves < 4; {
		for _, c := range []*lan.Client{hana, gus} {
			if v, o := c.Latest(); o != nil && o.ToMove().Has(c.Seat()) && v.Version == moves {
				if err := c.Submit(o.Legal(nil)[0]); err != nil {
					t.Fatal(err)
				}
				waitView(t, c, "the move", func(v *lan.View) bool { return v.Version > moves })
				moves = c.View().Version
			}
		}
		time.Sleep(time.Millisecond)
	}
	h.Close()
	s, err := lan.LoadSave(path)
	if err != nil {
		t.Fatal(err)
	}
	return path, len(s.Moves)
}

// TestServeResumeWaitsForItsPeople: a resumed table with a short grace
// period plays nothing while Hana and Gus are away (bots do not take
// their seats and play the game out within seconds); it says whom it
// waits for, sees Hana come back, goes on without Gus when told, and then
// plays through once Hana's seat is given to a bot too.
func TestServeResumeWaitsForItsPeople(t *testing.T) {
	path, saved := savedWithMoves(t)
	s := startServe(t, "--resume", path, "--grace", "20ms", "--turn-timer", "5s")
	waitOut := func(what string) {
		t.Helper()
		for deadline := time.Now().Add(5 * time.Second); !strings.Contains(s.stdout.String(), what); time.Sleep(5 * time.Millisecond) {
			if time.Now().After(deadline) {
				t.Fatalf("stdout lacks %q:\n%s", what, s.stdout.String())
			}
		}
	}
	// Many grace periods: a table that did not wait has played by now.
	time.Sleep(500 * time.Millisecond)
	select {
	case code := <-s.exit:
		t.Fatalf("the resumed table played out without its players (exit %d):\n%s", code, s.stdout.String())
	default:
	}
	if now, err := lan.LoadSave(path); err != nil || len(now.Moves) != saved {
		t.Fatalf("the save has %v moves (%v), %d were saved", len(now.Moves), err, saved)
	}
	waitOut("waiting for Hana (seat 1), Gus (seat 2) to come back")
	fmt.Fprintln(s.typing, "seats")
	waitOut("seat 2: Gus (not back yet; the table waits for them)")
	tokens, err := lan.LoadSave(path)
	if err != nil {
		t.Fatal(err)
	}
	hana := dialServe(t, s.addr, lan.ClientConfig{Code: "ABCD23", Name: "Hana", Token: tokens.Seats[0].Token})
	waitView(t, hana, "Gus awaited", func(v *lan.View) bool { return v.Seats[1].Awaited && !v.Seats[0].Awaited })
	waitOut("seat 1: Hana is back")
	fmt.Fprintln(s.typing, "start without Nobody")
	waitOut(`cannot start without Nobody: the table does not wait for "Nobody": it waits for Gus`)
	fmt.Fprintln(s.typing, "start without gus")
	waitOut("seat 2: the table goes on without Gus; a bot holds the seat until they rejoin")
	waitOut("the table waits for nobody: the game goes on")
	s.botsPlayThrough(t, 1)
}

// TestServeResumeStartWithout: --start-without all goes on at once
// without the players who are not back; a name the table does not wait
// for, or the flag without --resume, is refused.
func TestServeResumeStartWithout(t *testing.T) {
	path, _ := savedWithMoves(t)
	code, stdout, stderr := run(serveArgs("--resume", path, "--start-without", "Hana,Nobody"), "")
	if code != 2 || !strings.Contains(stderr, `does not wait for "Nobody"`) {
		t.Errorf("an unknown name: exit %d, stdout %q, stderr %q", code, stdout, stderr)
	}
	code, _, stderr = run(serveArgs("--game", "gummi", "--players", "2", "--bots", "2", "--start-without", "all"), "")
	if code != 2 || !strings.Contains(stderr, "--start-without goes with --resume") {
		t.Errorf("without --resume: exit %d, stderr %q", code, stderr)
	}
	code, stdout, stderr = run(serveArgs("--resume", path, "--start-without", "all", "--bot-delay", "0"), "")
	if code != 0 || !strings.Contains(stdout, "game over: scores") {
		t.Errorf("--start-without all: exit %d, stdout %q, stderr %q", code, stdout, stderr)
	}
}
