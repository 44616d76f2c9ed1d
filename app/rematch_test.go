package app

import (
	"testing"
	"time"
)

// playBoth plays the first legal action for every session due to act,
// until each has seen its game end.
func playBoth(t *testing.T, sessions ...*RemoteSession) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for {
		over := true
		for _, r := range sessions {
			if r.Over() {
				continue
			}
			over = false
			if obs := r.Observation(); obs != nil && obs.ToMove().Has(r.Seat()) {
				r.Submit(obs.Legal(nil)[0])
			}
		}
		if over {
			return
		}
		if time.Now().After(deadline) {
			t.Fatal("the game did not end")
		}
		time.Sleep(2 * time.Millisecond)
	}
}

// TestLANTableRematch: after a game the host deals again at the same
// table; the guest's session starts the new game by itself (a new deal,
// told from its start), and what the table keeps for a crash or a lost
// link (the host's save, the guest's seat) is kept again.
func TestLANTableRematch(t *testing.T) {
	store := &MemStorage{}
	host := hostOnLoopback(t, store, &MemPrefs{}, 3)
	prefs := &MemPrefs{}
	guest := joinOnLoopback(t, prefs, host, "Gus")
	if err := guest.Rematch(); err == nil {
		t.Fatal("a guest dealt again")
	}
	if err := host.Start(); err != nil {
		t.Fatal(err)
	}
	playBoth(t, host.Session(), guest.Session())
	waitFor(t, host, "the host's finished game to be forgotten", func() bool { _, err := store.Read(HostedName); return err != nil })
	waitFor(t, guest, "the finished game to be forgotten", func() bool {
		_, ok := LoadRejoin(prefs, time.Now())
		return !ok
	})
	_, events := guest.Session().Subscribe()
	if err := host.Rematch(); err != nil {
		t.Fatal(err)
	}
	waitFor(t, guest, "the new deal", func() bool {
		_, ok := LoadRejoin(prefs, time.Now())
		return guest.Session().Deal() == 1 && !guest.Session().Over() && ok
	})
	if _, err := store.Read(HostedName); err != nil {
		t.Fatalf("the new game is not kept for a resume: %v", err)
	}
	for range events {
		// The old game's subscription ends with the new deal.
	}
	obs, _ := guest.Session().Subscribe()
	if obs == nil || guest.Session().Over() {
		t.Fatal("no new game to subscribe to")
	}
	playBoth(t, host.Session(), guest.Session())
	if host.Session().Deal() != 1 {
		t.Fatalf("the host's own seat plays deal %d", host.Session().Deal())
	}
}
