package app

import (
	"context"
	"testing"
	"time"
)

// TestHostGoesOnWithoutAnAbsentGuest: Hana's table with Gus is closed
// and resumed; it waits for Gus (every seat says so, and Awaited names
// him) until Hana, the host, goes on without him: a bot holds his seat
// and the game is played to its end. Only the host may do that.
func TestHostGoesOnWithoutAnAbsentGuest(t *testing.T) {
	store := &MemStorage{}
	host := hostOnLoopback(t, store, &MemPrefs{}, 2)
	guest := joinOnLoopback(t, &MemPrefs{}, host, "Gus")
	if err := host.Start(); err != nil {
		t.Fatal(err)
	}
	waitFor(t, host, "the table kept for a resume", func() bool { _, err := store.Read(HostedName); return err == nil && guest.Session().Started() })
	if err := guest.StartWithout(0); err == nil {
		t.Error("a guest went on without the host")
	}
	host.Close()
	<-guest.Session().Done()
	guest.Close()
	hs, _, err := LoadHosted(store)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	again, err := ResumeTable(ctx, store, &MemPrefs{}, loopback, hs, "Hana")
	if err != nil {
		t.Fatal(err)
	}
	defer again.Close()
	gus := 1 - again.Session().Seat()
	waitFor(t, again, "Gus awaited", func() bool {
		seats := again.Session().Seats()
		return len(seats) == 2 && seats[gus].Awaited && !seats[1-gus].Awaited
	})
	if aw := again.Awaited(); len(aw) != 1 || aw[0].Name != "Gus" || aw[0].Seat != gus {
		t.Fatalf("awaited %+v, want Gus at seat %d", aw, gus)
	}
	played := autoplay(again.Session())
	if err := again.StartWithout(gus); err != nil {
		t.Fatal(err)
	}
	waitFor(t, again, "the game to end", func() bool { return again.Session().Over() })
	if err := <-played; err != nil {
		t.Fatal(err)
	}
	if aw := again.Awaited(); len(aw) != 0 {
		t.Errorf("still awaited after the game: %+v", aw)
	}
}
