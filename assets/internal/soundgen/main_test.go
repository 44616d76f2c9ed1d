package main

import (
	"bytes"
	"encoding/binary"
	"io/fs"
	"sort"
	"testing"

	"github.com/trickparty/trickparty/assets"
)

// TestEmbeddedSoundsAreGenerated keeps assets/sounds in step with the
// synthesis: run `go generate ./assets` after changing a sound. Samples
// may differ by one step, as math's last bit can differ between CPUs.
func TestEmbeddedSoundsAreGenerated(t *testing.T) {
	var want []string
	for _, s := range sounds {
		want = append(want, s.name+".wav")
		made := wav(s.render())
		got, err := fs.ReadFile(assets.Sounds, s.name+".wav")
		if err != nil {
			t.Fatalf("%s not embedded: %v", s.name, err)
		}
		if len(got) != len(made) || !bytes.Equal(got[:44], made[:44]) {
			t.Fatalf("%s: embedded file has another header or length (%d bytes, generated %d): run go generate ./assets", s.name, len(got), len(made))
		}
		for i := 44; i < len(made); i += 2 {
			a := int16(binary.LittleEndian.Uint16(got[i:]))
			b := int16(binary.LittleEndian.Uint16(made[i:]))
			if d := int(a) - int(b); d > 1 || d < -1 {
				t.Fatalf("%s: sample %d is %d, generated %d: run go generate ./assets", s.name, (i-44)/2, a, b)
			}
		}
	}
	names, err := fs.Glob(assets.Sounds, "*")
	if err != nil {
		t.Fatal(err)
	}
	sort.Strings(want)
	sort.Strings(names)
	if len(names) != len(want) {
		t.Fatalf("embedded %v, generated %v", names, want)
	}
	for i := range want {
		if names[i] != want[i] {
			t.Fatalf("embedded %v, generated %v", names, want)
		}
	}
}

// TestSoundsStartAndEndSilent: every sound rises from nothing and fades
// out, so none starts or stops with a click: its first half millisecond
// stays under a quarter of its peak, its last two under a hundredth.
func TestSoundsStartAndEndSilent(t *testing.T) {
	for _, s := range sounds {
		out := s.render()
		loudest := func(part []int16) int {
			m := 0
			for _, v := range part {
				m = max(m, int(v), -int(v))
			}
			return m
		}
		peak, head, tail := loudest(out), loudest(out[:rate/2000]), loudest(out[len(out)-rate/500:])
		if out[0] != 0 || head*4 > peak || tail*100 > peak {
			t.Errorf("%s: peak %d, first 0.5 ms up to %d, last 2 ms up to %d", s.name, peak, head, tail)
		}
	}
}
