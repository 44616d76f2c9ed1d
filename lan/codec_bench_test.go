package lan

import (
	"encoding/json"
	"testing"

	"github.com/trickparty/trickparty/engine"
)

// midGameHost is a host-less Host value holding a Gummi game some moves in,
// for benchmarking the view path without sockets.
func midGameHost(tb testing.TB, players, moves int) *Host {
	tb.Helper()
	cfg := HostConfig{Game: engine.Config{Game: "gummi", Players: players, Seed: 7}}
	cfg.defaults()
	g, err := cfg.NewGame(cfg.Game)
	if err != nil {
		tb.Fatal(err)
	}
	h := &Host{cfg: cfg, game: g, seats: make([]seatState, players), started: true, done: make(chan struct{})}
	h.obsEnc = json.NewEncoder(&h.obsBuf)
	for i := range h.seats {
		h.seats[i] = seatState{name: "Player", taken: true, last: -1}
	}
	rng := engine.NewRNG(3)
	for i := 0; i < moves && !g.Over(); i++ {
		seat := g.ToMove().Seats()[0]
		legal := g.Legal(seat, nil)
		if err := h.applyNoSave(seat, legal[rng.IntN(len(legal))]); err != nil {
			tb.Fatal(err)
		}
	}
	return h
}

// BenchmarkViewEncode is the host's cost of one seat's view after a move
// (observation marshalled, frame built): the cache is cleared each time.
func BenchmarkViewEncode(b *testing.B) {
	h := midGameHost(b, 5, 12)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		h.seats[i%5].obsVer = 0
		f, err := h.view(i%5, nil)
		if err != nil {
			b.Fatal(err)
		}
		freeFrameBuf(f)
	}
}

func BenchmarkViewDecode(b *testing.B) {
	h := midGameHost(b, 5, 12)
	f, err := h.view(1, nil)
	if err != nil {
		b.Fatal(err)
	}
	frame := (*f)[4:]
	b.SetBytes(int64(len(frame)))
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		m, err := decodeMsg(frame)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := decodeObservation(m.View.Game, m.View.Obs); err != nil {
			b.Fatal(err)
		}
	}
}
