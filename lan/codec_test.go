package lan

import (
	"bytes"
	"encoding/json"
	"fmt"
	"testing"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/games"
)

// wantView builds a seat's view the slow, obvious way (encoding/json on a
// View built from scratch), for comparison with Host.view.
func wantView(t *testing.T, h *Host, seat int, n *Notice) []byte {
	t.Helper()
	v := &View{
		Seat: seat, Players: h.game.Players(), Game: h.game.Name(), Deal: h.deal, Version: len(h.moves),
		NextSeq: h.seats[seat].nextSeq, Started: h.started, Over: h.game.Over(), Round: h.game.Round(),
		ToMove: h.game.ToMove().Seats(), Winners: h.game.Winners().Seats(), Seats: h.seatInfos(), Notice: n,
		Last: h.ext.last.last,
	}
	for i := 0; i < h.game.Players(); i++ {
		v.Scores = append(v.Scores, h.game.Score(i))
	}
	if h.started {
		obs, err := json.Marshal(h.game.Observe(seat))
		if err != nil {
			t.Fatal(err)
		}
		v.Obs = obs
	}
	b, err := encodeMsg(&Msg{T: tView, View: v})
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestViewFrameMatchesJSON plays real games through a socketless Host and
// checks that every frame Host.view builds (hand-written encoder, cached
// observations) is exactly what encoding/json makes of the same view, for
// every seat after every move, with awkward names and notices.
func TestViewFrameMatchesJSON(t *testing.T) {
	names := []string{"Ann", `Bo "the" <b>&`, "Zoë ☃", "tab\there", "\u2028x", "bad\xffutf8", ""}
	notices := []*Notice{nil, {Text: "plain"}, {Rule: "lan.refused", Text: `<not> "yours" & more`}}
	for _, rc := range realCases {
		t.Run(fmt.Sprintf("%s-%d", rc.game, rc.players), func(t *testing.T) {
			cfg := HostConfig{Game: engine.Config{Game: rc.game, Players: rc.players, Seed: 5, Options: rc.opts}, NewGame: games.New}
			cfg.defaults()
			g, err := cfg.NewGame(cfg.Game)
			if err != nil {
				t.Fatal(err)
			}
			// A table after two rematches, with a guest bot and the host's
			// seat, waiting for the host to come back.
			h := &Host{cfg: cfg, game: g, seats: make([]seatState, rc.players), done: make(chan struct{}), deal: 2}
			h.obsEnc = json.NewEncoder(&h.obsBuf)
			for i := range h.seats {
				h.seats[i] = seatState{name: names[i%len(names)], taken: i%3 != 2, bot: i == rc.players-1, botHeld: i == 1, last: -1, host: i == 0, awaited: i == 0}
				if i == 2 {
					h.seats[i].guestBot = "easy"
				}
			}
			rng := engine.NewRNG(11)
			check := func(step int) {
				for seat := 0; seat < rc.players; seat++ {
					n := notices[(step+seat)%len(notices)]
					for rep := 0; rep < 2; rep++ { // the second one comes from the cache
						f, err := h.view(seat, n)
						if err != nil {
							t.Fatal(err)
						}
						got := append([]byte(nil), (*f)[4:]...)
						if int(uint32((*f)[0])<<24|uint32((*f)[1])<<16|uint32((*f)[2])<<8|uint32((*f)[3])) != len(got) {
							t.Fatalf("step %d seat %d: bad frame header", step, seat)
						}
						freeFrameBuf(f)
						if want := wantView(t, h, seat, n); !bytes.Equal(got, want) {
							t.Fatalf("step %d seat %d:\n got %s\nwant %s", step, seat, got, want)
						}
					}
				}
			}
			check(0) // before the start: no observation
			h.started = true
			for step := 0; !g.Over(); step++ {
				if step%7 == 0 || g.Over() {
					check(step)
				}
				seats := g.ToMove().Seats()
				seat := seats[rng.IntN(len(seats))]
				legal := g.Legal(seat, nil)
				if err := h.applyNoSave(seat, legal[rng.IntN(len(legal))]); err != nil {
					t.Fatal(err)
				}
			}
			check(1)
		})
	}
}
