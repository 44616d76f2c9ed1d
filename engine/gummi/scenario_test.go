package gummi

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/trickparty/trickparty/engine"
)

// This file plays the scenario files of engine/scenario/testdata/gummi
// through this package alone, following shared/spec/scenario.md, so the
// expectations can be checked before (and independently of) the shared
// runner in engine/scenario.

const scenarioDir = "../scenario/testdata/gummi"

type scenarioDoc struct {
	Game    string          `json:"game"`
	Players int             `json:"players"`
	Options *engine.Options `json:"options"`
	Seed    *uint64         `json:"seed"`
	Deals   []engine.Deal   `json:"deals"`
	Actions []engine.Move   `json:"actions"`
}

// playScenario returns the contract's output object for a scenario.
func playScenario(data []byte) (map[string]any, error) {
	var doc scenarioDoc
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&doc); err != nil {
		return nil, err
	}
	cfg := engine.Config{Game: doc.Game, Players: doc.Players, Seed: 1, Deals: doc.Deals}
	if doc.Options != nil {
		cfg.Options = *doc.Options
	}
	if doc.Seed != nil {
		cfg.Seed = *doc.Seed
	}
	fail := func(i int, msg string) map[string]any {
		return map[string]any{"error": map[string]any{"index": i, "message": msg}}
	}
	g, err := New(cfg)
	if err != nil {
		return toJSONMap(fail(-1, err.Error()))
	}
	for i, m := range doc.Actions {
		if g.Over() {
			return toJSONMap(fail(i, "the game is over"))
		}
		a, err := g.DecodeMove(m)
		if err == nil {
			err = g.Apply(m.Seat, a)
		}
		if err != nil {
			var ce *engine.ConfigError
			if errors.As(err, &ce) {
				return toJSONMap(fail(-1, err.Error()))
			}
			return toJSONMap(fail(i, err.Error()))
		}
	}
	rep := g.Report()
	out := map[string]any{
		"game": "gummi", "over": g.Over(), "round": rep.Round, "tricks": rep.Tricks,
		"scores": rep.Scores, "round_scores": rep.RoundScores, "piles": rep.Piles,
		"eliminated": rep.Eliminated, "winners": rep.Winners, "to_move": nil, "legal": nil,
	}
	if !g.Over() {
		seat := g.ToMove().First()
		out["to_move"] = seat
		legal := []engine.Move{}
		for _, a := range g.Legal(seat, nil) {
			legal = append(legal, g.EncodeMove(seat, a))
		}
		out["legal"] = legal
	}
	return toJSONMap(out)
}

func toJSONMap(v any) (map[string]any, error) {
	data, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	var m map[string]any
	err = json.Unmarshal(data, &m)
	return m, err
}

// subset reports where got differs from want, comparing objects on want's
// keys only and arrays element by element.
func subset(path string, want, got any) error {
	switch w := want.(type) {
	case map[string]any:
		g, ok := got.(map[string]any)
		if !ok {
			return fmt.Errorf("%s: want an object, got %v", path, got)
		}
		for k, wv := range w {
			gv, ok := g[k]
			if !ok {
				return fmt.Errorf("%s.%s: missing", path, k)
			}
			if err := subset(path+"."+k, wv, gv); err != nil {
				return err
			}
		}
		return nil
	case []any:
		g, ok := got.([]any)
		if !ok || len(g) != len(w) {
			return fmt.Errorf("%s: want %v, got %v", path, want, got)
		}
		for i := range w {
			if err := subset(fmt.Sprintf("%s[%d]", path, i), w[i], g[i]); err != nil {
				return err
			}
		}
		return nil
	}
	if !reflect.DeepEqual(want, got) {
		return fmt.Errorf("%s: want %v, got %v", path, want, got)
	}
	return nil
}

func TestScenarioFiles(t *testing.T) {
	files, err := filepath.Glob(filepath.Join(scenarioDir, "*.json"))
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, f := range files {
		if strings.HasSuffix(f, ".expect.json") {
			continue
		}
		n++
		name := strings.TrimSuffix(filepath.Base(f), ".json")
		t.Run(name, func(t *testing.T) {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			wantData, err := os.ReadFile(strings.TrimSuffix(f, ".json") + ".expect.json")
			if err != nil {
				t.Fatal(err)
			}
			var want any
			if err := json.Unmarshal(wantData, &want); err != nil {
				t.Fatalf("expect file: %v", err)
			}
			got, err := playScenario(data)
			if err != nil {
				t.Fatalf("scenario file: %v", err)
			}
			if err := subset(name, want, any(got)); err != nil {
				pretty, _ := json.MarshalIndent(got, "", " ")
				t.Errorf("%v\noutput: %s", err, pretty)
			}
		})
	}
	if n < 12 {
		t.Errorf("%d gummi scenario files, want at least 12", n)
	}
}

// The spec's own example (shared/spec/scenario.md) with its full output.
func TestSpecExampleFullOutput(t *testing.T) {
	in := `{"game":"gummi","players":4,"options":{"rounds":1},"seed":7,"deals":[{"leader":0,
	"hands":[["red1","red9"],["blue6","blue8","red6"],["purple1","red3","yellow9","yellow3"],["green3","green5","yellow5","yellow2"]],
	"facedown":[["green10","purple5"],["yellow6"],[],[]]}],
	"actions":[{"seat":0,"play":"red9"},{"seat":1,"facedown":0},{"seat":2,"play":"red3"},{"seat":3,"play":"yellow2"}]}`
	want := `{"game":"gummi","over":false,"round":1,"to_move":1,
	"legal":[{"seat":1,"play":"blue6"},{"seat":1,"play":"blue8"},{"seat":1,"play":"red6"}],
	"tricks":[{"round":1,"leader":0,"plays":[{"seat":0,"card":"red9"},{"seat":1,"card":"yellow6","facedown":true},{"seat":2,"card":"red3"},{"seat":3,"card":"yellow2"}],"winners":[0,1],"next_leader":1,
	"why":[{"seat":0,"card":"red9","id":"gummi.trick.highest_of_colour"},{"seat":1,"card":"yellow6","id":"gummi.trick.highest_of_colour"}]}],
	"scores":[3,4,0,0],"round_scores":[[3,4,0,0]],
	"piles":[{"faceup":["red9"],"facedown":["red3"]},{"faceup":["yellow6"],"facedown":["yellow2"]},{"faceup":[],"facedown":[]},{"faceup":[],"facedown":[]}],
	"eliminated":[],"winners":[]}`
	got, err := playScenario([]byte(in))
	if err != nil {
		t.Fatal(err)
	}
	var w map[string]any
	if err := json.Unmarshal([]byte(want), &w); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(w, got) {
		gj, _ := json.Marshal(got)
		t.Errorf("output\n%s\nwant\n%s", gj, want)
	}
}
