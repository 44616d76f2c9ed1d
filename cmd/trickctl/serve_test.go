package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/trickparty/trickparty/engine/games"
	"github.com/trickparty/trickparty/lan"
)

// serveArgs keeps test tables on loopback and unannounced.
func serveArgs(extra ...string) []string {
	return append([]string{"serve", "--listen", "127.0.0.1", "--advertise=false"}, extra...)
}

// TestServeResumeRefusesBadSave: a save holding an illegal move exits 1
// with a message naming the move, instead of panicking.
func TestServeResumeRefusesBadSave(t *testing.T) {
	save := `{"format":1,"config":{"game":"gudetama","players":3,"seed":4,
		"deals":[{"leader":0,"hands":[["5"],["6"],["7"]]}]},
		"moves":[{"seat":0,"play":"9"}],"name":"T","code":"ABCD23","bots":0,"bot_level":"normal",
		"seats":[{"name":"a","taken":true,"token":"t0"},{"name":"b","taken":true,"token":"t1"},{"name":"c","taken":true,"token":"t2"}]}`
	path := filepath.Join(t.TempDir(), "table.json")
	if err := os.WriteFile(path, []byte(save), 0o600); err != nil {
		t.Fatal(err)
	}
	code, stdout, stderr := run(serveArgs("--resume", path), "")
	if code != 1 || !strings.Contains(stderr, "move 1") || !strings.Contains(stderr, "9") {
		t.Errorf("exit %d, stdout %q, stderr %q", code, stdout, stderr)
	}
}

// TestServeBotsOnlyPrintsTheRealResult: a table of bots only plays through,
// and the result printed is the one the saved game ends with.
func TestServeBotsOnlyPrintsTheRealResult(t *testing.T) {
	for _, game := range []string{"gummi", "gudetama"} {
		path := filepath.Join(t.TempDir(), game+".json")
		code, stdout, stderr := run(serveArgs("--game", game, "--players", "3", "--bots", "3", "--seed", "9", "--save", path), "")
		if code != 0 {
			t.Fatalf("%s: exit %d: %s", game, code, stderr)
		}
		s, err := lan.LoadSave(path)
		if err != nil {
			t.Fatal(err)
		}
		g, err := games.New(s.Config)
		if err != nil {
			t.Fatal(err)
		}
		for _, mv := range s.Moves {
			a, err := g.DecodeMove(mv)
			if err == nil {
				err = g.Apply(mv.Seat, a)
			}
			if err != nil {
				t.Fatalf("%s: replay: %v", game, err)
			}
		}
		if !g.Over() {
			t.Fatalf("%s: the saved game is not over after %d moves", game, len(s.Moves))
		}
		var scores []int
		for i := 0; i < g.Players(); i++ {
			scores = append(scores, g.Score(i))
		}
		want := fmt.Sprintf("game over: scores %v, winners %v", scores, g.Winners().Seats())
		if !strings.Contains(stdout, want) {
			b, _ := json.Marshal(s.Moves[len(s.Moves)-1])
			t.Errorf("%s: stdout %q, want %q (last move %s)", game, stdout, want, b)
		}
	}
}

// lockedBuffer is a bytes.Buffer safe to read while serve writes to it.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// TestServeRemovesAPlayer: "remove N" typed at a running serve takes the
// seat from its player (who is told and goes), a bot plays it, and the
// table, now all bots, plays through.
func TestServeRemovesAPlayer(t *testing.T) {
	stdin, typing := io.Pipe()
	defer typing.Close()
	var stdout, stderr lockedBuffer
	exit := make(chan int, 1)
	go func() {
		exit <- dispatch(serveArgs("--game", "gudetama", "--players", "2", "--bots", "1", "--code", "ABCD23", "--turn-timer", "off"), stdin, &stdout, &stderr)
	}()
	addr := ""
	for deadline := time.Now().Add(5 * time.Second); addr == ""; time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("serve did not start: %s %s", stdout.String(), stderr.String())
		}
		if _, rest, ok := strings.Cut(stdout.String(), "listening on "); ok {
			addr, _, _ = strings.Cut(rest, "\n")
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	c, err := lan.Dial(ctx, addr, lan.ClientConfig{Code: "ABCD23", Name: "Gus"})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	fmt.Fprintln(typing, "seats")
	fmt.Fprintln(typing, "remove 1")
	select {
	case <-c.Done():
	case <-time.After(5 * time.Second):
		t.Fatal("the removed player was not told")
	}
	var re *lan.RemoteError
	if !errors.As(c.Err(), &re) || re.Code != lan.CodeKicked {
		t.Errorf("the player was told %v", c.Err())
	}
	select {
	case code := <-exit:
		if code != 0 {
			t.Errorf("exit %d: %s", code, stderr.String())
		}
	case <-time.After(20 * time.Second):
		t.Fatal("the table of bots did not play through")
	}
	out := stdout.String()
	for _, want := range []string{"seat 1: Gus (connected)", "seat 1: removed; a bot plays it", "game over: scores ["} {
		if !strings.Contains(out, want) {
			t.Errorf("stdout lacks %q:\n%s", want, out)
		}
	}
}

func TestParseTurnTimer(t *testing.T) {
	for in, want := range map[string]time.Duration{"off": 0, "0": 0, "30s": 30 * time.Second, "2m": 2 * time.Minute} {
		if got, err := parseTurnTimer(in); err != nil || got != want {
			t.Errorf("%q: %v %v", in, got, err)
		}
	}
	for _, bad := range []string{"", "1s", "soon", "-60s"} {
		if _, err := parseTurnTimer(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}
