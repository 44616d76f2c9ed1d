package lan

import (
	"encoding/json"
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/games"
)

// TestStartNowFillsFreeSeatsWithBots: one player of three joins, the host
// starts early, bots take the two free seats and the game finishes.
func TestStartNowFillsFreeSeatsWithBots(t *testing.T) {
	h := startHost(t, fakeCfg(3, 0, 21))
	changed := h.Changed()
	a := join(t, h.Addr().String(), clientCfg("a"))
	select {
	case <-changed:
	case <-time.After(5 * time.Second):
		t.Fatal("Changed not closed when a player joined")
	}
	if h.Started() || h.Free() != 2 {
		t.Fatalf("before StartNow: started %v, free %d", h.Started(), h.Free())
	}
	fa := autoplay(a, randomChooser(4))
	if err := h.StartNow(); err != nil {
		t.Fatal(err)
	}
	if !h.Started() || h.Free() != 0 {
		t.Fatalf("after StartNow: started %v, free %d", h.Started(), h.Free())
	}
	seats := h.Seats()
	if seats[0].Bot || seats[0].Name != "a" || !seats[1].Bot || !seats[2].Bot {
		t.Fatalf("seats after StartNow: %+v", seats)
	}
	waitDone(t, h, 10*time.Second)
	checkResult(t, h, newFake, []*View{<-fa})
	// A second StartNow is harmless; nobody can join a started table.
	if err := h.StartNow(); err != nil {
		t.Fatal(err)
	}
	if _, err := Dial(t.Context(), h.Addr().String(), clientCfg("late")); err == nil {
		t.Fatal("joined a table StartNow filled")
	}
}

// TestKickBeforeStart: the kicked player is told why and stops; the seat is
// free for somebody else.
func TestKickBeforeStart(t *testing.T) {
	h := startHost(t, fakeCfg(3, 0, 22))
	addr := h.Addr().String()
	join(t, addr, clientCfg("host"))
	b := join(t, addr, clientCfg("pest"))
	if b.Seat() != 1 {
		t.Fatalf("second player got seat %d", b.Seat())
	}
	if err := h.Kick(1); err != nil {
		t.Fatal(err)
	}
	select {
	case <-b.Done():
	case <-time.After(5 * time.Second):
		t.Fatal("kicked client still running")
	}
	var re *RemoteError
	if !errors.As(b.Err(), &re) || re.Code != CodeKicked {
		t.Fatalf("kicked client ended with %v", b.Err())
	}
	if s := h.Seats()[1]; s.Taken || s.Name != "" {
		t.Fatalf("seat after kick: %+v", s)
	}
	c := join(t, addr, clientCfg("friend"))
	if c.Seat() != 1 {
		t.Fatalf("new player got seat %d, want the freed seat 1", c.Seat())
	}
	for _, bad := range []int{-1, 2, 3} {
		if err := h.Kick(bad); err == nil {
			t.Fatalf("Kick(%d) of an empty or missing seat succeeded", bad)
		}
	}
}

// TestKickAfterStart: a bot takes the seat for good, the old token is
// refused and the game finishes.
func TestKickAfterStart(t *testing.T) {
	h := startHost(t, fakeCfg(2, 0, 23))
	addr := h.Addr().String()
	a := join(t, addr, clientCfg("a"))
	b := join(t, addr, clientCfg("b"))
	waitFor(t, 5*time.Second, "start", func() bool { v := a.View(); return v != nil && v.Started })
	token := b.Token()
	fa := autoplay(a, randomChooser(5))
	if err := h.Kick(1); err != nil {
		t.Fatal(err)
	}
	<-b.Done()
	if s := h.Seats()[1]; !s.Bot || !s.Connected {
		t.Fatalf("seat after kick: %+v", s)
	}
	cfg := clientCfg("b again")
	cfg.Token = token
	if _, err := Dial(t.Context(), addr, cfg); err == nil {
		t.Fatal("the kicked player's token still reclaims the seat")
	}
	waitDone(t, h, 10*time.Second)
	checkResult(t, h, newFake, []*View{<-fa})
	// The bot seat survives a save and resume.
	s := hostSave(h)
	if !s.Seats[1].Bot {
		t.Fatalf("saved seats %+v", s.Seats)
	}
}

// TestResumeKeepsStartNowBots: a table started early resumes with the same
// bot seats, so it does not wait for players who never came.
func TestResumeKeepsStartNowBots(t *testing.T) {
	h := startHost(t, fakeCfg(3, 0, 24))
	join(t, h.Addr().String(), clientCfg("a"))
	if err := h.StartNow(); err != nil {
		t.Fatal(err)
	}
	s := hostSave(h)
	h.Close()
	cfg := fakeCfg(3, 0, 24)
	h2, err := Resume(s, cfg)
	if err != nil {
		t.Fatal(err)
	}
	defer h2.Close()
	if !h2.Started() {
		t.Fatal("resumed early-started table waits for players")
	}
	if seats := h2.Seats(); !seats[1].Bot || !seats[2].Bot || seats[0].Bot {
		t.Fatalf("resumed seats %+v", seats)
	}
}

// TestLastActionInViews: every view after an action names it; the versions
// a client sees go up by one per action while it keeps up.
func TestLastActionInViews(t *testing.T) {
	cfg := HostConfig{Game: engine.Config{Game: "gummi", Players: 3, Seed: 9}, Code: "ABCD23", Bots: 2, KeepAlive: 200 * time.Millisecond, BotDelay: 5 * time.Millisecond}
	h := startHost(t, cfg)
	a := join(t, h.Addr().String(), clientCfg("a"))
	done := autoplay(a, randomChooser(6))
	waitDone(t, h, 20*time.Second)
	final := <-done
	if final.Last == nil || final.Last.RoundScores == nil || final.Last.Trick == nil {
		t.Fatalf("final view's last action %+v: want the trick and round it ended", final.Last)
	}
	s := hostSave(h)
	want := s.Moves[len(s.Moves)-1]
	if final.Last.Seat != want.Seat || final.Last.Move.Play != want.Play || final.Last.Verb == "" {
		t.Fatalf("last action %+v, last move %+v", final.Last, want)
	}
}

// TestLastActionStripsTripDraft: a split's cards and a pick's choice never
// appear in the public record.
func TestLastActionStripsTripDraft(t *testing.T) {
	g, err := games.New(engine.Config{Game: "trip", Players: 3, Seed: 4})
	if err != nil {
		t.Fatal(err)
	}
	var lt lastTracker
	verbs := map[engine.MoveKind]bool{}
	rng := engine.NewRNG(1)
	for i := 0; i < 12 && !g.Over(); i++ {
		seat := g.ToMove().Seats()[0]
		legal := g.Legal(seat, nil)
		a := legal[rng.IntN(len(legal))]
		mv := g.EncodeMove(seat, a)
		round := g.Round()
		if err := g.Apply(seat, a); err != nil {
			t.Fatal(err)
		}
		lt.note(g, seat, mv, round)
		la := lt.last
		verbs[la.Verb] = true
		private := mv.Kind() == "split" || mv.Kind() == "pick"
		if private && (la.Move.Value != nil || la.Move.Kind() != "") {
			t.Fatalf("public record of %+v keeps hidden cards: %+v", mv, la.Move)
		}
		if b, _ := json.Marshal(la.Move); private && string(b) != fmt.Sprintf(`{"seat":%d}`, seat) {
			t.Fatalf("public record of %+v is written %s", mv, b)
		}
		if la.Verb != mv.Kind() || !private && string(la.Move.Value) != string(mv.Value) {
			t.Fatalf("verb %q for %+v", la.Verb, mv)
		}
	}
	if !verbs["split"] || !verbs["pick"] {
		t.Fatalf("test saw verbs %v; want the draft's split and pick", verbs)
	}
}
