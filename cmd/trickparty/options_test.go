package main

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/trickparty/trickparty/app"
)

// TestAnyDeclaredOptionFromTheCommandLine: --option sets any option a game
// declares (not only rounds), the game refuses one it does not declare or
// a value outside its range, and the help lists the games and their
// options from the registry.
func TestAnyDeclaredOptionFromTheCommandLine(t *testing.T) {
	var errb bytes.Buffer
	o, err := parse([]string{"--game", "gudetama", "--players", "3", "--option", "target=50"}, &errb)
	if err != nil {
		t.Fatal(err)
	}
	cfg, _, err := tableSetup(o, "Ann")
	if err != nil || cfg.Options.Get("target") != 50 {
		t.Fatalf("--option target=50: %+v, %v", cfg.Options, err)
	}
	for args, want := range map[string]string{
		"--game gummi --option target=50":  `Gummi Trick has no option "target"`,
		"--game trip --option rounds=9":    "option rounds is 9, not within 1..4",
		"--game trip --rounds 9":           "option rounds is 9, not within 1..4",
		"--game trip --option rounds":      "want NAME=VALUE",
		"--option rounds=2":                "need --game",
		"--game trip --option rounds=many": "want NAME=VALUE",
	} {
		errb.Reset()
		o, err := parse(strings.Fields(args), &errb)
		if err == nil {
			_, _, err = tableSetup(o, "Ann")
		}
		if err == nil || !strings.Contains(err.Error()+errb.String(), want) {
			t.Errorf("%s: %v, want an error saying %q", args, err, want)
		}
	}
	errb.Reset()
	_, _ = parse([]string{"--help"}, &errb)
	wants := []string{"open straight into a game: " + app.GameIDs()}
	for _, g := range app.Games() {
		for _, o := range g.Options {
			wants = append(wants, fmt.Sprintf("%s: %s %d..%d", g.ID, o.Name, o.Min, o.Max))
		}
	}
	for _, want := range append(wants, "gudetama: target 1..9999") {
		if !strings.Contains(errb.String(), want) {
			t.Errorf("the help does not say %q:\n%s", want, errb.String())
		}
	}
}
