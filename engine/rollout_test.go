package engine

import "testing"

// RolloutUniform answers alone only where no rule is needed, and draws
// from the RNG exactly as the rules did before it: one draw for the noise,
// one more for a uniform pick, none for a single legal action.
func TestRolloutUniform(t *testing.T) {
	legal := []Action{3, 5, 7, 9}
	rng := NewRNG(1)
	before := rng
	if a, ok := RolloutUniform(legal[:1], &rng, false); !ok || a != 3 || rng != before {
		t.Fatalf("one legal action: got %d %v (rng moved: %v), want 3 true without a draw", a, ok, rng != before)
	}
	for i := 0; i < 50; i++ {
		want := rng
		pick := legal[want.IntN(len(legal))]
		a, ok := RolloutUniform(legal, &rng, true)
		if !ok || a != pick || rng != want {
			t.Fatalf("uniform: got %d %v, want %d true after one draw", a, ok, pick)
		}
	}
	chosen := 0
	for i := 0; i < 8000; i++ {
		want := rng
		noise := want.IntN(RolloutNoise) == 0
		var pick Action
		if noise {
			pick = legal[want.IntN(len(legal))]
		}
		a, ok := RolloutUniform(legal, &rng, false)
		if ok != noise || rng != want || (ok && a != pick) {
			t.Fatalf("call %d: got %d %v, want %d %v and the same draws", i, a, ok, pick, noise)
		}
		if ok {
			chosen++
		}
	}
	if chosen < 800 || chosen > 1200 {
		t.Fatalf("uniform on %d of 8000 calls, want about 1 in %d", chosen, RolloutNoise)
	}
}
