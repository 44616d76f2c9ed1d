package lan

import (
	"context"
	"github.com/hashicorp/mdns"
	"net"
	"os"
	"os/exec"
	"strconv"
	"testing"
	"time"
)

// inNetns re-runs the named test inside a fresh network namespace (only
// loopback, multicast routed to it), so mDNS never leaves this machine. It
// returns true in the parent, which must then stop.
func inNetns(t *testing.T) bool {
	if os.Getenv("LAN_IN_NETNS") == "1" {
		return false
	}
	if os.Geteuid() != 0 {
		t.Skip("mDNS tests need root for unshare -n (network namespace); not root")
	}
	if _, err := exec.LookPath("unshare"); err != nil {
		t.Skip("mDNS tests need unshare(1) for a private network namespace; not found")
	}
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("unshare", "-n", "sh", "-c", `ip link set lo up && ip route add 224.0.0.0/4 dev lo && exec "$0" "$@"`,
		exe, "-test.run", "^"+t.Name()+"$", "-test.v", "-test.count=1")
	cmd.Env = append(os.Environ(), "LAN_IN_NETNS=1")
	out, err := cmd.CombinedOutput()
	t.Logf("in namespace:\n%s", out)
	if err != nil {
		t.Fatalf("test in network namespace failed: %v", err)
	}
	return true
}

func TestDiscovery(t *testing.T) {
	if inNetns(t) {
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

func TestParseEntryFiltersOtherServices(t *testing.T) {
	if _, ok := parseEntry(nil); ok {
		t.Fatal("nil entry accepted")
	}
	e := mdnsEntry("printer._ipp._tcp.local.", []string{"v=1", "game=gummi"})
	if _, ok := parseEntry(e); ok {
		t.Fatal("another service accepted")
	}
	e = mdnsEntry("x-1._trickparty._tcp.local.", []string{"v=" + strconv.Itoa(ProtocolVersion), "game=gummi", "players=4", "free=2", "name=A=B"})
	f, ok := parseEntry(e)
	if !ok || f.Name != "A=B" || f.Free != 2 || f.Addr != "10.0.0.2:4000" || !f.Compatible {
		t.Fatalf("parsed %+v %v", f, ok)
	}
}

func mdnsEntry(name string, fields []string) *mdns.ServiceEntry {
	return &mdns.ServiceEntry{Name: name, InfoFields: fields, AddrV4: net.IPv4(10, 0, 0, 2), Port: 4000}
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
