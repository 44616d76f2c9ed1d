package games

import (
	"encoding/json"
	"testing"

	"github.com/trickparty/trickparty/engine"
)

// TestMoveJSONIsTheContractsByteForByte: every kind of move of every
// shipped game reads from the scenario contract's notation and is written
// back byte for byte as the contract (shared/spec/scenario.md) writes it.
func TestMoveJSONIsTheContractsByteForByte(t *testing.T) {
	tripDraw := [][]string{
		{"red1", "red2", "red3", "red4", "red5", "red6"},
		{"blue1", "blue2", "blue3", "blue4", "blue5", "blue6"},
		{"green1", "green2", "green3", "green4", "green5", "green6"}}
	for _, c := range []struct {
		cfg   engine.Config
		moves []string
	}{
		{engine.Config{Game: "gummi", Players: 3, Seed: 1}, []string{
			`{"seat":1,"play":"red9"}`, `{"seat":2,"facedown":0}`, `{"seat":0,"facedown":2}`}},
		{engine.Config{Game: "gudetama", Players: 4, Seed: 1}, []string{
			`{"seat":1,"play":"7"}`, `{"seat":3,"play":"14"}`, `{"seat":1,"lead":2}`, `{"seat":0,"lead":0}`}},
		{engine.Config{Game: "trip", Players: 3, Seed: 1, Deals: []engine.Deal{{Draw: tripDraw}}}, []string{
			`{"seat":0,"play":"trump3"}`, `{"seat":1,"pick":1}`, `{"seat":2,"pick":0}`,
			`{"seat":0,"split":[["red1","red2","red3"],["red4","red5","red6"]]}`,
			`{"seat":1,"split":[["blue2","blue4","blue6"],["blue1","blue3","blue5"]]}`}},
		{engine.Config{Game: "highcard", Players: 2, Seed: 1}, []string{`{"seat":1,"play":"5"}`}},
	} {
		g, err := New(c.cfg)
		if err != nil {
			t.Fatal(err)
		}
		d, _ := Lookup(c.cfg.Game)
		kinds := map[engine.MoveKind]bool{}
		for _, text := range c.moves {
			var m engine.Move
			if err := json.Unmarshal([]byte(text), &m); err != nil {
				t.Fatalf("%s: %s: %v", c.cfg.Game, text, err)
			}
			a, err := g.DecodeMove(m)
			if err != nil {
				t.Fatalf("%s: %s: %v", c.cfg.Game, text, err)
			}
			back, err := json.Marshal(g.EncodeMove(m.Seat, a))
			if err != nil || string(back) != text {
				t.Errorf("%s: %s is written back as %s (%v)", c.cfg.Game, text, back, err)
			}
			kinds[m.Kind()] = true
		}
		if !kinds[engine.MovePlay] {
			t.Errorf("%s: no play tested", c.cfg.Game)
		}
		for _, spec := range d.Decisions {
			if !kinds[spec.Kind] {
				t.Errorf("%s: no %q move tested", c.cfg.Game, spec.Kind)
			}
		}
	}
}
