package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/trickparty/trickparty/engine/games"
	"github.com/trickparty/trickparty/lan"
)

// TestOptionFlagsComeFromTheRegistry: arena's and serve's help lists a
// flag for every option of every registered game, with the game's label,
// range and default, so a game joining the registry needs no flag here.
func TestOptionFlagsComeFromTheRegistry(t *testing.T) {
	for _, cmd := range []string{"arena", "serve"} {
		_, _, help := run([]string{cmd, "-h"}, "")
		for _, d := range games.All() {
			for _, o := range d.Options {
				want := fmt.Sprintf("%s %d..%d (default %d)", d.ID, o.Min, o.Max, o.Default)
				if !strings.Contains(help, "  -"+o.Name+" int\n") || !strings.Contains(help, o.Label+": ") || !strings.Contains(help, want) {
					t.Errorf("%s -h lacks the flag -%s (%s: %s):\n%s", cmd, o.Name, o.Label, want, help)
				}
			}
		}
	}
	// The shipped games' options as they were written by hand before.
	_, _, help := run([]string{"arena", "-h"}, "")
	for _, want := range []string{"Rounds: gummi 1..3 (default 1), trip 1..4 (default 4)", "End score: gudetama 1..9999 (default 21)"} {
		if !strings.Contains(help, want) {
			t.Errorf("arena -h lacks %q", want)
		}
	}
}

// TestOptionFlagsReachTheGame: --target and --rounds given to serve are
// the options of the table it hosts, as its save shows, and a table of
// bots plays the game they set to its end.
func TestOptionFlagsReachTheGame(t *testing.T) {
	for _, tc := range []struct {
		game, flag, value, json string
	}{
		{"gudetama", "--target", "5", `"options":{"target":5}`},
		{"trip", "--rounds", "1", `"options":{"rounds":1}`},
		{"trip", "--option", "rounds=2", `"options":{"rounds":2}`},
	} {
		path := filepath.Join(t.TempDir(), "table.json")
		code, stdout, stderr := run(serveArgs("--game", tc.game, "--players", "3", "--bots", "3", "--seed", "9", "--save", path, tc.flag, tc.value), "")
		if code != 0 || !strings.Contains(stdout, "game over") {
			t.Fatalf("%s %s %s: exit %d, stdout %q, stderr %q", tc.game, tc.flag, tc.value, code, stdout, stderr)
		}
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(b), tc.json) {
			t.Errorf("%s %s %s: the save lacks %s", tc.game, tc.flag, tc.value, tc.json)
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
				t.Fatal(err)
			}
		}
		if want := s.Config.Options.Get("rounds"); want != 0 && g.Round() != want {
			t.Errorf("%s: the game ended in round %d, not %d", tc.game, g.Round(), want)
		}
		if want := s.Config.Options.Get("target"); want != 0 {
			top := 0
			for i := range g.Players() {
				top = max(top, g.Score(i))
			}
			if top < want {
				t.Errorf("%s: the game ended with no score at the end score %d (top %d)", tc.game, want, top)
			}
		}
	}
}

// TestOptionFlagsRefusedForAnotherGame: an option the chosen game does
// not declare, or a value outside its range, is refused before anything
// is played, naming the flag and what the game takes.
func TestOptionFlagsRefusedForAnotherGame(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want []string
	}{
		{[]string{"arena", "--game", "gudetama", "--rounds", "3"}, []string{"gudetama has no option --rounds", "--target"}},
		{[]string{"arena", "--game", "gudetama", "--rounds", "0"}, []string{"gudetama has no option --rounds"}},
		{[]string{"arena", "--game", "gummi", "--target", "21"}, []string{"gummi has no option --target", "--rounds"}},
		{[]string{"arena", "--game", "trip", "--rounds", "9"}, []string{"rounds", "9", "1..4"}},
		{[]string{"arena", "--game", "gummi", "--option", "cards=3"}, []string{"gummi has no option --cards"}},
		{[]string{"arena", "--option", "rounds"}, []string{"NAME=VALUE"}},
		{serveArgs("--game", "gummi", "--target", "21"), []string{"gummi has no option --target"}},
		{serveArgs("--game", "gudetama", "--target", "-1"), []string{"target", "1..9999"}},
	} {
		code, stdout, stderr := run(tc.args, "")
		if code != 2 || stdout != "" {
			t.Errorf("%v: exit %d, stdout %q", tc.args, code, stdout)
		}
		for _, w := range tc.want {
			if !strings.Contains(stderr, w) {
				t.Errorf("%v: stderr %q lacks %q", tc.args, stderr, w)
			}
		}
	}
}

// TestOptionFlagNamedLikeACommandFlag: an option named like one of the
// command's own flags leaves that flag alone (defining it twice would
// panic) and is still set by --option NAME=VALUE.
func TestOptionFlagNamedLikeACommandFlag(t *testing.T) {
	fs := flag.NewFlagSet("test", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	rounds := fs.String("rounds", "none", "a command's own flag")
	of := addOptionFlags(fs)
	if _, ok := of.values["rounds"]; ok {
		t.Fatal("the option took the command's flag")
	}
	if err := fs.Parse([]string{"--rounds", "mine", "--option", "rounds=3"}); err != nil {
		t.Fatal(err)
	}
	opts, err := of.options("gummi")
	if err != nil || *rounds != "mine" || opts.Get("rounds") != 3 {
		t.Errorf("flag %q, options %v, %v", *rounds, opts, err)
	}
}
