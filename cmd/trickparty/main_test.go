package main

import (
	"bytes"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine/bot"
)

func TestVersion(t *testing.T) {
	var out, errb bytes.Buffer
	if code := run([]string{"--version"}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	if got := strings.TrimSpace(out.String()); got != "trickparty "+app.Version {
		t.Fatalf("version output %q", got)
	}
}

func TestParseAndSetup(t *testing.T) {
	var errb bytes.Buffer
	o, err := parse([]string{"--game", "gummi", "--players", "4", "--seed", "7", "--levels", "hard,easy", "--trace", "x.jsonl"}, &errb)
	if err != nil {
		t.Fatal(err)
	}
	cfg, seats, err := tableSetup(o, "Ann")
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Game != "gummi" || cfg.Players != 4 || cfg.Seed != 7 || len(seats) != 4 {
		t.Fatalf("cfg %+v seats %d", cfg, len(seats))
	}
	if seats[0].Kind != app.Human || seats[0].Name != "Ann" || seats[1].Level != bot.Hard || seats[2].Level != bot.Easy || seats[3].Level != bot.Normal {
		t.Fatalf("seats %+v", seats)
	}
	for _, bad := range [][]string{
		{"--players", "3"},
		{"--game", "gummi", "--levels", "godlike"},
		{"stray"},
	} {
		if _, err := parse(bad, &errb); err == nil {
			t.Errorf("%v accepted", bad)
		}
	}
	for _, bad := range []options{{game: "poker"}, {game: "trip", players: 2}, {game: "gummi", players: 2, levels: []bot.Level{bot.Easy, bot.Easy}}} {
		if _, _, err := tableSetup(bad, "x"); err == nil {
			t.Errorf("%+v accepted", bad)
		}
	}
}

// TestUnseededGameIsNotSeededFromTheClock: without --seed, a game's seed
// is not the clock's nanoseconds when it was set up, which whoever saw a
// hand could search for; --seed still gives that seed (TestParseAndSetup).
func TestUnseededGameIsNotSeededFromTheClock(t *testing.T) {
	var errb bytes.Buffer
	o, err := parse([]string{"--game", "gummi"}, &errb)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[uint64]bool{}
	for i := 0; i < 100; i++ {
		before := uint64(time.Now().UnixNano())
		cfg, _, err := tableSetup(o, "Ann")
		after := uint64(time.Now().UnixNano())
		if err != nil {
			t.Fatal(err)
		}
		if cfg.Seed >= before && cfg.Seed <= after {
			t.Fatalf("seed %d set up between %d and %d ns: it is the clock", cfg.Seed, before, after)
		}
		if seen[cfg.Seed] {
			t.Fatalf("seed %d dealt twice", cfg.Seed)
		}
		seen[cfg.Seed] = true
	}
}

// The app ID decides where Fyne keeps preferences and saves; it must be the
// ID the packaged app (FyneApp.toml) declares, or an installed build and a
// `make run` build would keep separate saves.
func TestAppIDMatchesFyneAppToml(t *testing.T) {
	toml, err := os.ReadFile("../../FyneApp.toml")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`(?m)^\s*ID\s*=\s*"([^"]+)"`).FindSubmatch(toml)
	if m == nil {
		t.Fatal("FyneApp.toml has no ID")
	}
	if string(m[1]) != appID {
		t.Fatalf("appID %q, FyneApp.toml ID %q", appID, m[1])
	}
}

// TestParseJoin: --join opens straight into a LAN table, with its code.
func TestParseJoin(t *testing.T) {
	var errb bytes.Buffer
	o, err := parse([]string{"--join", "127.0.0.1:41234", "--code", "abcd-23", "--name", "Gus"}, &errb)
	if err != nil || o.join != "127.0.0.1:41234" || o.code != "abcd-23" || o.name != "Gus" {
		t.Fatalf("parsed %+v, %v", o, err)
	}
	for _, bad := range [][]string{
		{"--join", "127.0.0.1:41234"},
		{"--code", "ABCD23"},
		{"--join", "no-port", "--code", "ABCD23"},
		{"--join", "127.0.0.1:41234", "--code", "ABCD23", "--game", "gummi"},
	} {
		if _, err := parse(bad, &errb); err == nil {
			t.Errorf("%v accepted", bad)
		}
	}
}

func TestParseTutorial(t *testing.T) {
	var errb bytes.Buffer
	o, err := parse([]string{"--tutorial", "trip", "--lang", "ja"}, &errb)
	if err != nil || o.tutorial != "trip" || o.lang != "ja" {
		t.Fatalf("parsed %+v, %v", o, err)
	}
	for _, bad := range [][]string{
		{"--tutorial", "chess"},
		{"--tutorial", "gummi", "--game", "gummi"},
		{"--tutorial", "gummi", "--join", "127.0.0.1:41234", "--code", "ABCD23"},
	} {
		if _, err := parse(bad, &errb); err == nil {
			t.Errorf("%v accepted", bad)
		}
	}
}

// TestNoLocaleErrorAtStart: the program's packages, initialised where the
// locale is C.UTF-8 (many containers, minimal installs), log no "Fyne
// error: Error parsing user locale C" (three lines at every start until
// ui/internal/posixlocale). This test binary holds the same packages as
// the program, so it starts it again with no test selected.
func TestNoLocaleErrorAtStart(t *testing.T) {
	var env []string
	for _, kv := range os.Environ() {
		switch name, _, _ := strings.Cut(kv, "="); name {
		case "LANG", "LC_ALL", "LC_MESSAGES", "LANGUAGE":
		default:
			env = append(env, kv)
		}
	}
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(env, "LANG=C.UTF-8")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if strings.Contains(string(out), "Fyne error") {
		t.Fatalf("the start logged\n%s", out)
	}
}
