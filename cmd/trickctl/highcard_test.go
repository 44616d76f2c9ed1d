//go:build highcard

package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/trickparty/trickparty/lan"
)

// TestHighCardScenario: a High Card scenario plays through trickctl's
// scenario command to the contract's output: its tricks with the reason
// each was won, the scores, the winner; an illegal action is the
// contract's error, and the option "cards" sets the size of a dealt hand.
func TestHighCardScenario(t *testing.T) {
	whole := `{"game":"highcard","players":2,"deals":[{"leader":0,"hands":[["2","9","5"],["7","3","10"]]}],
		"actions":[{"seat":0,"play":"9"},{"seat":1,"play":"7"},{"seat":0,"play":"5"},{"seat":1,"play":"10"},
		{"seat":1,"play":"3"},{"seat":0,"play":"2"}]}`
	code, stdout, stderr := run([]string{"scenario", "-"}, whole)
	if code != 0 {
		t.Fatalf("exit %d: %s %s", code, stdout, stderr)
	}
	var out struct {
		Game   string `json:"game"`
		Over   bool   `json:"over"`
		Tricks []struct {
			Winners []int `json:"winners"`
			Why     []struct {
				Seat int    `json:"seat"`
				Card string `json:"card"`
				ID   string `json:"id"`
			} `json:"why"`
		} `json:"tricks"`
		Scores  []int `json:"scores"`
		Winners []int `json:"winners"`
	}
	if err := json.Unmarshal([]byte(stdout), &out); err != nil {
		t.Fatalf("%v: %s", err, stdout)
	}
	if out.Game != "highcard" || !out.Over || !reflect.DeepEqual(out.Scores, []int{1, 2}) || !reflect.DeepEqual(out.Winners, []int{1}) || len(out.Tricks) != 3 {
		t.Fatalf("the game as played: %s", stdout)
	}
	for i, want := range []struct {
		seat int
		card string
	}{{0, "9"}, {1, "10"}, {1, "3"}} {
		tr := out.Tricks[i]
		if !reflect.DeepEqual(tr.Winners, []int{want.seat}) || len(tr.Why) != 1 || tr.Why[0].Seat != want.seat || tr.Why[0].Card != want.card || tr.Why[0].ID != "highcard.trick.higher" {
			t.Errorf("trick %d: %+v, want seat %d winning with %s", i+1, tr, want.seat, want.card)
		}
	}

	code, stdout, _ = run([]string{"scenario", "-"}, `{"game":"highcard","players":2,"deals":[{"leader":0,"hands":[["2","9"],["7","3"]]}],
		"actions":[{"seat":0,"play":"9"},{"seat":1,"play":"2"}]}`)
	var refused struct {
		Error struct {
			Index   int    `json:"index"`
			Message string `json:"message"`
		} `json:"error"`
	}
	if err := json.Unmarshal([]byte(stdout), &refused); code != 1 || err != nil || refused.Error.Index != 1 || refused.Error.Message != "you do not hold that card" {
		t.Errorf("a card the seat does not hold: exit %d, %s", code, stdout)
	}

	code, stdout, _ = run([]string{"scenario", "-"}, `{"game":"highcard","players":2,"seed":5,"options":{"cards":3},"actions":[]}`)
	var dealt struct {
		Legal []json.RawMessage `json:"legal"`
	}
	if err := json.Unmarshal([]byte(stdout), &dealt); code != 0 || err != nil || len(dealt.Legal) != 3 {
		t.Errorf("options cards 3: exit %d, %d legal plays (want the 3 cards in hand): %s", code, len(dealt.Legal), stdout)
	}
}

// TestHighCardArena: trickctl arena plays High Card between bots, its
// option "cards" is the flag --cards (with the label and range of High
// Card's spec), and --cards is refused for a game without it.
func TestHighCardArena(t *testing.T) {
	code, _, help := run([]string{"arena", "-h"}, "")
	if code != 0 || !strings.Contains(help, "  -cards int\n") || !strings.Contains(help, "Cards in each hand: highcard 1..5 (default 4)") {
		t.Errorf("arena -h (exit %d) lacks --cards from High Card's option:\n%s", code, help)
	}
	code, stdout, stderr := run([]string{"arena", "--game", "highcard", "--players", "2", "--seats", "normal,random",
		"--games", "8", "--seed", "3", "--cards", "3", "--json"}, "")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var res struct {
		Bots []struct {
			Name  string `json:"name"`
			Games int    `json:"games"`
		} `json:"bots"`
	}
	if err := json.Unmarshal([]byte(stdout), &res); err != nil || len(res.Bots) != 2 || res.Bots[0].Games != 8 || res.Bots[1].Games != 8 {
		t.Fatalf("arena result %s (%v)", stdout, err)
	}
	for _, args := range [][]string{
		{"arena", "--game", "gummi", "--cards", "3"},
		{"arena", "--game", "highcard", "--players", "2", "--cards", "6"},
		{"arena", "--game", "highcard", "--players", "2", "--rounds", "1"},
	} {
		if code, stdout, stderr := run(args, ""); code != 2 || stdout != "" || stderr == "" {
			t.Errorf("%v: exit %d, stdout %q, stderr %q", args, code, stdout, stderr)
		}
	}
}

// TestHighCardServe: a High Card table of bots hosted by trickctl serve
// plays to its end with the hand --cards sets: two cards each is two
// tricks, four moves.
func TestHighCardServe(t *testing.T) {
	path := filepath.Join(t.TempDir(), "table.json")
	code, stdout, stderr := run(serveArgs("--game", "highcard", "--players", "2", "--bots", "2", "--seed", "4", "--cards", "2", "--save", path), "")
	if code != 0 || !strings.Contains(stdout, "game over") {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, stdout, stderr)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	s, err := lan.LoadSave(path)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), `"options":{"cards":2}`) || len(s.Moves) != 4 {
		t.Errorf("the save holds %d moves (want 4) and options %v", len(s.Moves), s.Config.Options)
	}
}
