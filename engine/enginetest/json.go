package enginetest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"testing"

	"github.com/trickparty/trickparty/engine"
)

// checkJSON: observations and records survive JSON, moves their
// notation, and every observation has a view that agrees with the game,
// to its end (Run).
func checkJSON(t *testing.T, d *engine.Descriptor, tables []engine.Config) {
	var buf [engine.MaxActions]engine.Action
	eachGame(t, d, tables, seeds(4), func(cfg engine.Config, p Position) {
		g := p.Game
		for s := 0; s < g.Players(); s++ {
			obs := g.Observe(s)
			if err := ObservationRoundTrip(d, obs); err != nil {
				t.Fatalf("%+v step %d seat %d: %v", cfg, p.Step, s, err)
			}
			if err := ViewAgrees(d, g, s); err != nil {
				t.Fatalf("%+v step %d: %v", cfg, p.Step, err)
			}
		}
		for _, s := range g.ToMove().Seats() {
			for _, a := range accepted(g, s, buf[:0]) {
				if err := MoveRoundTrip(g, s, a); err != nil {
					t.Fatalf("%+v step %d seat %d: %v", cfg, p.Step, s, err)
				}
			}
		}
	}, func(cfg engine.Config, g engine.Game, moves []engine.Move) {
		if err := RecordRoundTrip(d, cfg, moves, g); err != nil {
			t.Fatalf("%+v: %v", cfg, err)
		}
		for s := 0; s < g.Players(); s++ {
			if err := ViewAgrees(d, g, s); err != nil {
				t.Fatalf("%+v at the end: %v", cfg, err)
			}
		}
	})
}

// ObservationRoundTrip checks that obs decodes from its JSON into the
// game's empty observation as it was.
func ObservationRoundTrip(d *engine.Descriptor, obs engine.Observation) error {
	data, err := json.Marshal(obs)
	if err != nil {
		return err
	}
	back := d.NewObservation()
	if err := json.Unmarshal(data, back); err != nil {
		return err
	}
	if !reflect.DeepEqual(obs, back) {
		again, _ := json.Marshal(back)
		return fmt.Errorf("the observation changed through JSON:\n%s\n%s", data, again)
	}
	return nil
}

// MoveRoundTrip checks that seat's action a, written in notation and
// through JSON, reads back as a and is written again byte for byte.
func MoveRoundTrip(g engine.Game, seat int, a engine.Action) error {
	m := g.EncodeMove(seat, a)
	if m.Seat != seat || m.Kind() == "" {
		return fmt.Errorf("%s is written as %+v", g.ActionString(a), m)
	}
	data, err := json.Marshal(m)
	if err != nil {
		return err
	}
	var back engine.Move
	if err := json.Unmarshal(data, &back); err != nil {
		return err
	}
	got, err := g.DecodeMove(back)
	if err != nil || got != a {
		return fmt.Errorf("%s is written %s, which reads back as %d (%v)", g.ActionString(a), data, got, err)
	}
	if again, err := json.Marshal(back); err != nil || string(again) != string(data) {
		return fmt.Errorf("%s is written %s, read and written again %s (%v)", g.ActionString(a), data, again, err)
	}
	return nil
}

// RecordRoundTrip checks that the record of a finished game, its config
// and its moves, replays from JSON to the same report and observations.
func RecordRoundTrip(d *engine.Descriptor, cfg engine.Config, moves []engine.Move, played engine.Game) error {
	data, err := json.Marshal(struct {
		Config engine.Config `json:"config"`
		Moves  []engine.Move `json:"moves"`
	}{cfg, moves})
	if err != nil {
		return err
	}
	var rec struct {
		Config engine.Config `json:"config"`
		Moves  []engine.Move `json:"moves"`
	}
	if err := json.Unmarshal(data, &rec); err != nil {
		return err
	}
	g, err := d.New(rec.Config)
	if err != nil {
		return err
	}
	for i, m := range rec.Moves {
		a, err := g.DecodeMove(m)
		if err == nil {
			err = g.Apply(m.Seat, a)
		}
		if err != nil {
			return fmt.Errorf("move %d %+v of the record: %v", i, m, err)
		}
	}
	want, _ := json.Marshal(played.Report())
	got, err := json.Marshal(g.Report())
	if err != nil || !bytes.Equal(got, want) {
		return fmt.Errorf("the record replays to another report:\n%s\nwant\n%s", got, want)
	}
	for s := 0; s < g.Players(); s++ {
		if !reflect.DeepEqual(g.Observe(s), played.Observe(s)) {
			return fmt.Errorf("seat %d sees another game in the replayed record", s)
		}
	}
	return nil
}
