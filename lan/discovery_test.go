package lan

import (
	"context"
	"net"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/trickparty/trickparty/lan/internal/mdnsnet"
	"github.com/trickparty/trickparty/lan/lantest"
)

func TestDiscovery(t *testing.T) {
	if lantest.InNetns(t) {
		return
	}
	h := startHost(t, fakeCfg(4, 2, 1))
	port := h.Addr().(*net.TCPAddr).Port
	adv, err := Advertise(TableInfo{Name: "Friday night", Game: "fake", Players: 4, Bots: 2}, port, h.Free(), nil)
	if err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	found, err := Discover(context.Background(), 2*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	if len(found) != 1 {
		t.Fatalf("found %+v, want one table", found)
	}
	f := found[0]
	if f.Name != "Friday night" || f.Game != "fake" || f.Free != 2 || f.Players != 4 || !f.Compatible {
		t.Fatalf("found %+v", f)
	}
	t.Logf("discovered %s at %s", f.Name, f.Addr)
	// The advertised address really is the table: join it.
	c := join(t, f.Addr, clientCfg("x"))
	if c.Table().Name != "Test table" {
		t.Fatalf("joined %+v", c.Table())
	}
	adv.Update(h.Free())

	// A browser sees the table, then forgets it after the host stops.
	b := &Browser{Interval: 300 * time.Millisecond, Misses: 3}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	changes := make(chan []Found, 16)
	go b.Run(ctx, func(l []Found) { changes <- l })
	first := time.Now()
	select {
	case l := <-changes:
		if len(l) != 1 || l[0].Free != 1 {
			t.Fatalf("browser: %+v", l)
		}
		t.Logf("browser found the table in %v (first Discover: %v)", time.Since(first).Round(time.Millisecond), time.Since(start).Round(time.Millisecond))
	case <-time.After(3 * time.Second):
		t.Fatal("browser found nothing")
	}
	adv.Shutdown()
	select {
	case l := <-changes:
		if len(l) != 0 {
			t.Fatalf("browser still lists %+v", l)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("browser never dropped the stopped table")
	}
}

func TestFoundOfFiltersOtherServices(t *testing.T) {
	if _, ok := foundOf(mdnsnet.Instance{}); ok {
		t.Fatal("empty instance accepted")
	}
	in := mdnsInstance("printer._ipp._tcp.local.", []string{"v=1", "game=gummi"})
	if _, ok := foundOf(in); ok {
		t.Fatal("another service accepted")
	}
	in = mdnsInstance("x-1._trickparty._tcp.local.", []string{"v=" + strconv.Itoa(ProtocolVersion), "game=gummi", "players=4", "free=2", "name=A=B"})
	f, ok := foundOf(in)
	if !ok || f.Name != "A=B" || f.Free != 2 || f.Addr != "10.0.0.2:4000" || !f.Compatible {
		t.Fatalf("parsed %+v %v", f, ok)
	}
	// An IPv4 address is preferred to an IPv6 one listed first.
	in.IPs = []net.IP{net.ParseIP("fe80::1"), net.IPv4(10, 0, 0, 3)}
	if f, ok := foundOf(in); !ok || f.Addr != "10.0.0.3:4000" {
		t.Fatalf("parsed %+v %v", f, ok)
	}
}

func mdnsInstance(name string, fields []string) mdnsnet.Instance {
	return mdnsnet.Instance{Name: name, TXT: fields, IPs: []net.IP{net.IPv4(10, 0, 0, 2)}, Port: 4000, Host: "x.local."}
}

// TestAdvertiserUpdatesOnlyOnChange: the same free count again keeps the
// records the server answers with (nothing rebuilt on every table change);
// a new count replaces them.
func TestAdvertiserUpdatesOnlyOnChange(t *testing.T) {
	a := &Advertiser{inst: "kitchen-4000", port: 4000, ips: []net.IP{net.IPv4(127, 0, 0, 1)}, info: TableInfo{Name: "Kitchen", Game: "gummi", Players: 4}}
	if err := a.Update(3); err != nil {
		t.Fatal(err)
	}
	first := a.zone
	if err := a.Update(3); err != nil || a.zone != first {
		t.Fatalf("the same free count rebuilt the records (%v)", err)
	}
	if err := a.Update(2); err != nil || a.zone == first || a.free != 2 {
		t.Fatalf("a new free count kept the old records (%v)", err)
	}
}

// TestDiscoverCleansHostileAdverts: tables advertised over real mDNS (in
// a private network namespace) with hostile TXT records are found clean:
// no control, bidi or zero-width characters, names cut, an unknown game
// marked so, and absurd counts not listed at all.
func TestDiscoverCleansHostileAdverts(t *testing.T) {
	if lantest.InNetns(t) {
		return
	}
	v := "v=" + strconv.Itoa(ProtocolVersion)
	stop, err := lantest.AdvertiseRaw(Service, []lantest.Advert{
		{Instance: "evil\x1b-4001", Port: 4001, TXT: []string{v, "game=fake", "players=4", "free=2", "name=\x1b[2J\x07Fri\u200bday\u202e"}},
		{Instance: "inject-4002", Port: 4002, TXT: []string{v, "game=gummi\nInjected line", "players=4", "free=2", "name=Newline"}},
		{Instance: "absurd-4003", Port: 4003, TXT: []string{v, "game=fake", "players=99999", "free=-3", "name=Absurd"}},
		{Instance: "long-4004", Port: 4004, TXT: []string{v, "game=fake", "players=3", "free=1", "name=" + strings.Repeat("L", 200)}},
	})
	if err != nil {
		t.Fatal(err)
	}
	defer stop()
	found, err := Discover(context.Background(), 2*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]Found{}
	for _, f := range found {
		shownClean(t, "name", f.Name, maxNameRunes)
		shownClean(t, "game", f.Game, maxNameRunes)
		shownClean(t, "instance", f.Instance, maxInstanceRunes)
		got[f.Addr] = f
	}
	t.Logf("found %+v", found)
	if f := got["127.0.0.1:4001"]; f.Name != "Friday" || f.Instance != "evil-4001" || !f.Joinable() {
		t.Errorf("the table with control characters: %+v", f)
	}
	if f := got["127.0.0.1:4002"]; f.Game != "gummi Injected line" || !f.UnknownGame || f.Joinable() {
		t.Errorf("the table with a newline in its game: %+v", f)
	}
	if f, ok := got["127.0.0.1:4003"]; ok {
		t.Errorf("the table of 99999 players and -3 free seats is listed: %+v", f)
	}
	if f := got["127.0.0.1:4004"]; f.Name != strings.Repeat("L", maxNameRunes) || f.Players != 3 || f.Free != 1 {
		t.Errorf("the table with a 200-letter name: %+v", f)
	}
	if len(found) != 3 {
		t.Errorf("found %d tables, want 3", len(found))
	}
}
