package app

import (
	"context"
	"net"
	"sync"
	"testing"
	"time"

	"github.com/trickparty/trickparty/lan/lantest"
)

// TestGuestLeavingWhileTheHostIsLostKeepsTheSeat: the host cannot be
// reached (its program was killed); the guest says so (Lost) and, leaving
// meanwhile, keeps the seat to Rejoin.
func TestGuestLeavingWhileTheHostIsLostKeepsTheSeat(t *testing.T) {
	host := hostOnLoopback(t, &MemStorage{}, &MemPrefs{}, 3)
	cut := lantest.NewProxy(t, addrOf(host))
	prefs := &MemPrefs{}
	guest, err := JoinTable(context.Background(), prefs, JoinRequest{Addr: cut.Addr(), Code: host.Code(), Player: "Gus"})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(guest.Close)
	if _, _, lost := guest.Session().Lost(); lost {
		t.Fatal("lost before the host went away")
	}
	cut.Cut()
	waitFor(t, guest, "the guest to notice", func() bool {
		_, _, lost := guest.Session().Lost()
		return lost && !guest.Session().Connected()
	})
	guest.Close()
	if _, ok := LoadRejoin(prefs, time.Now()); !ok {
		t.Fatal("leaving while the host was lost forgot the seat")
	}
}

// TestHostNoticesItsNetworkGoing: a hosted table whose machine had an
// address on the network and has none any more says the network is gone,
// and not before.
func TestHostNoticesItsNetworkGoing(t *testing.T) {
	host := hostOnLoopback(t, &MemStorage{}, &MemPrefs{}, 2)
	if host.NetworkGone() {
		t.Fatal("a table opened without a network says the network is gone")
	}
	var mu sync.Mutex
	ips := []net.IP{net.ParseIP("192.168.1.20")}
	host.hostIPs = func() []net.IP { mu.Lock(); defer mu.Unlock(); return ips }
	host.hadNetwork = len(host.hostIPs()) > 0
	if host.NetworkGone() {
		t.Fatal("gone while the address is there")
	}
	mu.Lock()
	ips = nil
	mu.Unlock()
	if !host.NetworkGone() {
		t.Fatal("the address went away, the table did not notice")
	}
}
