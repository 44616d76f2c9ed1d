package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
	"github.com/trickparty/trickparty/engine/games"
	"github.com/trickparty/trickparty/engine/scenario"
)

// playedScenario plays a whole game with Normal bots and writes it as a
// scenario file.
func playedScenario(t *testing.T, cfg engine.Config) (string, *scenario.Scenario) {
	t.Helper()
	g, err := games.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := bot.New(bot.Normal, bot.Budget{})
	rng := engine.NewRNG(cfg.Seed)
	doc := scenario.FromConfig(cfg)
	for !g.Over() {
		seat := g.ToMove().First()
		a := b.Choose(g.Observe(seat), &rng)
		doc.Actions = append(doc.Actions, g.EncodeMove(seat, a))
		if err := g.Apply(seat, a); err != nil {
			t.Fatal(err)
		}
	}
	data, _ := json.Marshal(doc)
	path := filepath.Join(t.TempDir(), cfg.Game+".json")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return path, doc
}

func TestReviewCommandJSON(t *testing.T) {
	for _, cfg := range []engine.Config{
		{Game: "gummi", Players: 4, Seed: 2, Options: engine.Options{}.With("rounds", 1)},
		{Game: "gudetama", Players: 3, Seed: 2},
		{Game: "trip", Players: 4, Seed: 2, Options: engine.Options{}.With("rounds", 1)},
	} {
		path, doc := playedScenario(t, cfg)
		code, out, errOut := run([]string{"review", path, "--seat", "1", "--iterations", "120", "--json"}, "")
		if code != 0 {
			t.Fatalf("%s: exit %d: %s", cfg.Game, code, errOut)
		}
		var got struct {
			Seat      *int   `json:"seat"`
			Measure   string `json:"measure"`
			Decisions []struct {
				Index       *int          `json:"index"`
				Round       int           `json:"round"`
				Trick       *int          `json:"trick"`
				Chosen      engine.Move   `json:"chosen"`
				Best        engine.Move   `json:"best"`
				ChosenValue *float64      `json:"chosen_value"`
				BestValue   *float64      `json:"best_value"`
				Loss        *float64      `json:"loss"`
				Legal       []engine.Move `json:"legal"`
			} `json:"decisions"`
		}
		if err := json.Unmarshal([]byte(out), &got); err != nil || strings.Count(strings.TrimSpace(out), "\n") != 0 {
			t.Fatalf("%s: not one JSON object (%v):\n%s", cfg.Game, err, out)
		}
		if got.Seat == nil || *got.Seat != 1 || (got.Measure != "win" && got.Measure != "points") {
			t.Fatalf("%s: seat %v measure %q", cfg.Game, got.Seat, got.Measure)
		}
		want := 0
		for _, m := range doc.Actions {
			if m.Seat == 1 {
				want++
			}
		}
		if len(got.Decisions) != want {
			t.Fatalf("%s: %d decisions, seat 1 took %d actions", cfg.Game, len(got.Decisions), want)
		}
		for _, d := range got.Decisions {
			if d.Index == nil || d.Trick == nil || d.ChosenValue == nil || d.BestValue == nil || d.Loss == nil {
				t.Fatalf("%s: a field is missing: %s", cfg.Game, out)
			}
			if !reflect.DeepEqual(d.Chosen, doc.Actions[*d.Index]) || *d.Loss < 0 || *d.Loss != *d.BestValue-*d.ChosenValue || len(d.Legal) == 0 {
				t.Fatalf("%s: decision %+v", cfg.Game, d)
			}
		}
		if _, again, _ := run([]string{"review", path, "--seat", "1", "--iterations", "120", "--json"}, ""); again != out {
			t.Fatalf("%s: --iterations did not make the review reproducible", cfg.Game)
		}
	}
}

func TestReviewCommandTableAndSave(t *testing.T) {
	path, doc := playedScenario(t, engine.Config{Game: "gummi", Players: 3, Seed: 4, Options: engine.Options{}.With("rounds", 1)})
	// The same game as the app saves it.
	save := app.Save{Format: app.SaveFormat, Config: doc.Config(), Moves: doc.Actions,
		Seats: []app.SeatSetup{{Kind: app.Human, Name: "Ann"}, {Kind: app.Bot, Level: bot.Normal}, {Kind: app.Bot, Level: bot.Normal}}}
	data, err := save.Encode()
	if err != nil {
		t.Fatal(err)
	}
	savePath := filepath.Join(t.TempDir(), "save.json")
	if err := os.WriteFile(savePath, data, 0o644); err != nil {
		t.Fatal(err)
	}
	_, fromScenario, _ := run([]string{"review", path, "--seat", "0", "--iterations", "80", "--json"}, "")
	code, fromSave, errOut := run([]string{"review", "--seat", "0", "--iterations", "80", "--json", savePath}, "")
	if code != 0 || fromSave != fromScenario {
		t.Fatalf("a save reviews differently from its scenario (exit %d, %s)", code, errOut)
	}
	code, table, _ := run([]string{"review", "-", "--seat", "0", "--iterations", "80"}, string(data))
	if code != 0 || !strings.Contains(table, "chance to win the game") || !strings.Contains(table, "<- costliest 1") {
		t.Fatalf("table (exit %d):\n%s", code, table)
	}
}

func TestReviewCommandRefusesBadInput(t *testing.T) {
	path, doc := playedScenario(t, engine.Config{Game: "trip", Players: 3, Seed: 6, Options: engine.Options{}.With("rounds", 1)})
	notGame := filepath.Join(t.TempDir(), "notes.txt")
	_ = os.WriteFile(notGame, []byte("shopping: eggs, milk"), 0o644)
	illegal := *doc
	illegal.Actions = append([]engine.Move(nil), doc.Actions...)
	illegal.Actions[len(illegal.Actions)-1] = illegal.Actions[len(illegal.Actions)-2]
	data, _ := json.Marshal(illegal)
	for _, tc := range []struct {
		args  []string
		stdin string
		want  string
	}{
		{[]string{"review", notGame, "--seat", "0"}, "", "neither a Trick Party save nor a scenario"},
		{[]string{"review", filepath.Join(t.TempDir(), "missing.json"), "--seat", "0"}, "", "no such file"},
		{[]string{"review", "-", "--seat", "0"}, string(data), "is not legal"},
		{[]string{"review", path, "--seat", "3"}, "", "seats 0 to 2"},
		{[]string{"review", path}, "", "seats 0 to 2"},
		{[]string{"review", "-", "--seat", "0"}, `{"format": 1, "config": {}}`, "cannot be loaded"},
	} {
		code, out, errOut := run(tc.args, tc.stdin)
		if code != 1 || out != "" || !strings.Contains(errOut, tc.want) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q (want %q)", tc.args, code, out, errOut, tc.want)
		}
	}
}
