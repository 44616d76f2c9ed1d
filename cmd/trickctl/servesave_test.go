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
// left of the seat to act, as Hana's view shows it; then the bots finish.
func resumedTurnLeft(t *testing.T, path string, args ...string) int {
	t.Helper()
	s := startServe(t, append([]string{"--resume", path, "--grace", "1h"}, args...)...)
	c := dialServe(t, s.addr, lan.ClientConfig{Code: "ABCD23", Name: "Hana", Token: "t0"})
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
