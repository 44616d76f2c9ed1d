package lan

import (
	"context"
	"net"
	"strconv"
	"testing"
	"time"

	"github.com/miekg/dns"

	"github.com/trickparty/trickparty/lan/internal/mdnsnet"
	"github.com/trickparty/trickparty/lan/lantest"
)

// avahiShaped answers every query for our service as avahi does with two
// services of one type: one multicast packet holding both PTRs in its
// answer section and their SRV, TXT and A records in the additional
// section (addresses first, before the SRVs naming their hosts), until
// ctx ends.
func avahiShaped(t *testing.T, ctx context.Context) {
	t.Helper()
	conn, err := mdnsnet.ListenPort(mdnsnet.Port)
	if err != nil {
		t.Fatal(err)
	}
	v := "v=" + strconv.Itoa(ProtocolVersion)
	rr := func(s string) dns.RR {
		r, err := dns.NewRR(s)
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	m := &dns.Msg{MsgHdr: dns.MsgHdr{Response: true, Authoritative: true}}
	m.Answer = []dns.RR{
		rr(`_trickparty._tcp.local. 4500 IN PTR Kitchen._trickparty._tcp.local.`),
		rr(`_trickparty._tcp.local. 4500 IN PTR Garden._trickparty._tcp.local.`),
	}
	m.Extra = []dns.RR{
		rr(`alpha.local. 120 IN A 127.0.0.2`),
		rr(`beta.local. 120 IN A 127.0.0.3`),
		rr(`Kitchen._trickparty._tcp.local. 4500 IN TXT "` + v + `" "game=fake" "players=4" "free=2" "name=Kitchen"`),
		rr(`Garden._trickparty._tcp.local. 4500 IN TXT "` + v + `" "game=fake" "players=3" "free=1" "name=Garden"`),
		rr(`Garden._trickparty._tcp.local. 120 IN SRV 0 0 5000 beta.local.`),
		rr(`Kitchen._trickparty._tcp.local. 120 IN SRV 0 0 4000 alpha.local.`),
	}
	go func() {
		<-ctx.Done()
		conn.Close()
	}()
	go func() {
		buf := make([]byte, 9000)
		for {
			q, _, err := conn.Read(buf)
			if err != nil {
				return
			}
			if !q.Response && len(q.Question) > 0 && q.Question[0].Name == serviceName {
				conn.Multicast(m)
			}
		}
	}()
}

// TestDiscoverTwoInstancesInOnePacket: both tables of one avahi-shaped
// packet are listed, each with its own host's address.
func TestDiscoverTwoInstancesInOnePacket(t *testing.T) {
	if lantest.InNetns(t) {
		return
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	avahiShaped(t, ctx)
	found, err := Discover(context.Background(), 1500*time.Millisecond)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("found %+v", found)
	if len(found) != 2 || found[0].Name != "Garden" || found[0].Addr != "127.0.0.3:5000" || found[0].Players != 3 ||
		found[1].Name != "Kitchen" || found[1].Addr != "127.0.0.2:4000" || found[1].Players != 4 {
		t.Fatalf("found %+v, want Garden at 127.0.0.3:5000 and Kitchen at 127.0.0.2:4000", found)
	}
}

// TestTableAnnouncedToAListenerOnItsHost: a program that bound port 5353
// before the table started, and only listens (as avahi-daemon between its
// queries), hears the table's announcement with its SRV port and TXT.
func TestTableAnnouncedToAListenerOnItsHost(t *testing.T) {
	if lantest.InNetns(t) {
		return
	}
	// The other program: a plain socket on 5353 in the group, as Go's
	// standard library opens one.
	other, err := net.ListenMulticastUDP("udp4", nil, mdnsnet.Group)
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	adv, err := Advertise(TableInfo{Name: "Late", Game: "fake", Players: 4}, 4321, 3, []net.IP{net.IPv4(127, 0, 0, 1)})
	if err != nil {
		t.Fatal(err)
	}
	defer adv.Shutdown()
	cache := mdnsnet.NewCache(serviceName)
	buf := make([]byte, 9000)
	other.SetReadDeadline(time.Now().Add(1500 * time.Millisecond))
	for {
		n, from, err := other.ReadFromUDP(buf)
		if err != nil {
			t.Fatalf("the other program heard no announcement: %v", err)
		}
		var m dns.Msg
		if m.Unpack(buf[:n]) != nil {
			continue
		}
		for _, ev := range cache.Add(&m, from.IP) {
			f, ok := foundOf(ev.Instance)
			if ok && f.Name == "Late" && f.Addr == "127.0.0.1:4321" && f.Free == 3 {
				return
			}
			t.Logf("heard %+v", f)
		}
	}
}

// TestBrowserSeesTableRestartOnAnotherPort: a browser that asks only every
// ten seconds drops a stopped table and lists it on its new port at once,
// from the goodbye and the announcement, not the next query.
func TestBrowserSeesTableRestartOnAnotherPort(t *testing.T) {
	if lantest.InNetns(t) {
		return
	}
	info := TableInfo{Name: "Phoenix", Game: "fake", Players: 4}
	lo := []net.IP{net.IPv4(127, 0, 0, 1)}
	adv, err := Advertise(info, 4100, 3, lo)
	if err != nil {
		t.Fatal(err)
	}
	b := &Browser{Interval: 10 * time.Second}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	changes := make(chan []Found, 16)
	go b.Run(ctx, func(l []Found) { changes <- l })
	next := func(what string) []Found {
		t.Helper()
		select {
		case l := <-changes:
			return l
		case <-time.After(2 * time.Second):
			t.Fatalf("no change in 2 s: %s", what)
			return nil
		}
	}
	if l := next("first listing"); len(l) != 1 || l[0].Addr != "127.0.0.1:4100" {
		t.Fatalf("listed %+v", l)
	}
	start := time.Now()
	adv.Shutdown()
	if l := next("goodbye"); len(l) != 0 {
		t.Fatalf("after the host stopped: %+v", l)
	}
	adv, err = Advertise(info, 4200, 3, lo)
	if err != nil {
		t.Fatal(err)
	}
	defer adv.Shutdown()
	if l := next("restart"); len(l) != 1 || l[0].Addr != "127.0.0.1:4200" {
		t.Fatalf("after the restart: %+v", l)
	}
	t.Logf("restart seen %v after the stop", time.Since(start).Round(time.Millisecond))
}
