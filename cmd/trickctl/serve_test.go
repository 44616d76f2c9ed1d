package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

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
