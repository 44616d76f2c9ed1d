package main

import "math"

// rate is the sample rate of every sound: plenty for tones below 5 kHz,
// and half the size of CD rate.
const rate = 22050

// note is one struck tone: sine partials (multiples of freq with their
// amplitudes) that rise over attack and then die away with time constant
// decay.
type note struct {
	at       float64 // start, seconds
	freq     float64 // Hz
	partials []partial
	attack   float64 // seconds
	decay    float64 // seconds
	gain     float64
}

type partial struct{ mult, amp float64 }

// sound is a named mix of notes, length seconds long, scaled so its
// loudest sample is peak of full scale.
type sound struct {
	name   string
	length float64
	peak   float64
	notes  []note
}

// bell gives a tone a little shimmer; pure sines sound like a test signal.
var bell = []partial{{1, 1}, {2, 0.28}, {3, 0.1}, {4.2, 0.05}}

// sounds are the game's cues. The names are what package sound asks for.
var sounds = []sound{
	// A card laid on the table: two high partials that die in a few
	// milliseconds over a soft low knock.
	{name: "card", length: 0.07, peak: 0.45, notes: []note{
		{freq: 1900, partials: []partial{{1, 1}, {1.53, 0.6}}, attack: 0.0015, decay: 0.008, gain: 1},
		{freq: 190, partials: []partial{{1, 1}}, attack: 0.003, decay: 0.018, gain: 0.7},
	}},
	// A trick won: a rising fourth, E6 then A6.
	{name: "trick", length: 0.45, peak: 0.5, notes: []note{
		{at: 0, freq: 1318.5, partials: bell, attack: 0.004, decay: 0.09, gain: 1},
		{at: 0.11, freq: 1760, partials: bell, attack: 0.004, decay: 0.12, gain: 1},
	}},
	// The player's turn: one soft, round A5.
	{name: "turn", length: 0.3, peak: 0.32, notes: []note{
		{freq: 880, partials: []partial{{1, 1}, {2, 0.12}}, attack: 0.012, decay: 0.08, gain: 1},
	}},
	// The game is over: a C major arpeggio up to the octave, the last
	// note held longer.
	{name: "gameover", length: 0.75, peak: 0.5, notes: []note{
		{at: 0, freq: 523.25, partials: bell, attack: 0.006, decay: 0.14, gain: 0.8},
		{at: 0.12, freq: 659.25, partials: bell, attack: 0.006, decay: 0.14, gain: 0.8},
		{at: 0.24, freq: 783.99, partials: bell, attack: 0.006, decay: 0.14, gain: 0.85},
		{at: 0.36, freq: 1046.5, partials: bell, attack: 0.006, decay: 0.2, gain: 1},
	}},
}

// release is the fade to silence at the very end, so a sound cut at its
// length never ends on a click.
const release = 0.04

// render mixes the sound's notes into 16-bit samples.
func (s sound) render() []int16 {
	n := int(s.length * rate)
	mix := make([]float64, n)
	for _, nt := range s.notes {
		nt.addTo(mix)
	}
	fade := int(release * rate)
	for i := range fade {
		// A raised-cosine tail from 1 down to 0.
		mix[n-1-i] *= 0.5 - 0.5*math.Cos(math.Pi*float64(i)/float64(fade))
	}
	loudest := 0.0
	for _, v := range mix {
		loudest = math.Max(loudest, math.Abs(v))
	}
	out := make([]int16, n)
	for i, v := range mix {
		out[i] = int16(math.Round(v / loudest * s.peak * math.MaxInt16))
	}
	return out
}

// addTo adds the note to mix: a linear attack, then exponential decay.
func (nt note) addTo(mix []float64) {
	start := int(nt.at * rate)
	for i := start; i < len(mix); i++ {
		t := float64(i-start) / rate
		env := math.Exp(-t / nt.decay)
		if t < nt.attack {
			env *= t / nt.attack
		}
		v := 0.0
		for _, p := range nt.partials {
			v += p.amp * math.Sin(2*math.Pi*nt.freq*p.mult*t)
		}
		mix[i] += nt.gain * env * v
	}
}
