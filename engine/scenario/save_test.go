package scenario

import (
	"bytes"
	"strings"
	"testing"

	"github.com/trickparty/trickparty/engine"
)

// playSome applies up to n first-legal actions, cycling through seats due.
func playSome(t *testing.T, s *Save, n int) {
	t.Helper()
	buf := make([]engine.Action, 0, engine.MaxActions)
	rng := engine.NewRNG(3)
	for i := 0; i < n && !s.Game.Over(); i++ {
		seat := s.Game.ToMove().First()
		buf = s.Game.Legal(seat, buf)
		a := buf[rng.IntN(len(buf))]
		if err := s.Apply(s.Game.EncodeMove(seat, a)); err != nil {
			t.Fatalf("legal move refused: %v", err)
		}
	}
}

func TestSaveRoundTrip(t *testing.T) {
	for _, game := range []string{"gummi", "gudetama", "trip"} {
		s, err := NewSave(engine.Config{Game: game, Players: 4, Seed: 42})
		if err != nil {
			t.Fatal(err)
		}
		playSome(t, s, 30)
		data, err := s.Marshal()
		if err != nil {
			t.Fatal(err)
		}
		loaded, err := LoadSave(data)
		if err != nil {
			t.Fatalf("%s: %v", game, err)
		}
		before, _ := Run(data)
		again, _ := loaded.Marshal()
		after, _ := Run(again)
		if !bytes.Equal(before, after) {
			t.Errorf("%s: resumed game differs from the saved one", game)
		}
		for seat := 0; seat < 4; seat++ {
			a, _ := jsonOf(s.Game.Observe(seat))
			b, _ := jsonOf(loaded.Game.Observe(seat))
			if a != b {
				t.Errorf("%s: seat %d sees a different game after loading", game, seat)
			}
		}
	}
}

func TestLoadSaveRejects(t *testing.T) {
	s, err := NewSave(engine.Config{Game: "gummi", Players: 3, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	playSome(t, s, 5)
	good, _ := s.Marshal()
	for name, data := range map[string][]byte{
		"truncated":     good[:len(good)/2],
		"empty":         nil,
		"newer version": bytes.Replace(good, []byte(`"version": 1`), []byte(`"version": 99`), 1),
		"no version":    bytes.Replace(good, []byte(`"version": 1,`), nil, 1),
		"forged action": bytes.Replace(good, []byte(`"seat": `), []byte(`"seat": 9`), 1),
	} {
		if _, err := LoadSave(data); err == nil {
			t.Errorf("%s: accepted", name)
		} else if strings.TrimSpace(err.Error()) == "" {
			t.Errorf("%s: empty error", name)
		}
	}
}
