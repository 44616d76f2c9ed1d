package main

import (
	"strings"
	"testing"
	"time"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/lan"
	"github.com/trickparty/trickparty/lan/lantest"
)

// TestJoinSaysWhenTheHostIsLost: the host's program dies while a joined
// bot waits at its table: join says the connection is lost and that it
// tries again, then, when the host is not back in time, says so with the
// token to come back with and exits 1. The bot's seat says it is a bot.
func TestJoinSaysWhenTheHostIsLost(t *testing.T) {
	h, err := lan.NewHost(lan.HostConfig{Game: engine.Config{Game: "gummi", Players: 3, Seed: 1}, Code: "ABCD23", Bots: 1, Listen: "127.0.0.1:0"})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	p := lantest.NewProxy(t, h.Addr().String())
	var stdout, stderr lockedBuffer
	exit := make(chan int, 1)
	go func() {
		exit <- dispatch([]string{"join", p.Addr(), "--code", "ABCD23", "--bot", "easy", "--retry-for", "500ms"}, strings.NewReader(""), &stdout, &stderr)
	}()
	// The host seats the bot before the bot has read its welcome; cutting
	// in between is a join that never got an answer, not a lost host.
	// So wait for both sides: the seat taken and join saying it sat.
	for deadline := time.Now().Add(5 * time.Second); h.Free() != 1 || !strings.Contains(stdout.String(), "joined "); time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("join did not sit: %s %s", stdout.String(), stderr.String())
		}
	}
	if s := h.Seats()[0]; !s.GuestBot || s.Level != "easy" {
		t.Errorf("the joined bot's seat: %+v", s)
	}
	p.Cut()
	select {
	case code := <-exit:
		if code != 1 {
			t.Errorf("exit %d, want 1", code)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("join never gave up on the lost host")
	}
	errs := stderr.String()
	for _, want := range []string{"connection to the host lost; trying again until ", "the host could not be reached for 1s; the seat is kept: join again with --token "} {
		if !strings.Contains(errs, want) {
			t.Errorf("stderr lacks %q:\n%s", want, errs)
		}
	}
}
