package mdnsnet

import (
	"math/rand"
	"net"
	"strconv"
	"testing"

	"github.com/miekg/dns"
)

const svc = "_trickparty._tcp.local."

func hdr(name string, t uint16, ttl uint32) dns.RR_Header {
	return dns.RR_Header{Name: name, Rrtype: t, Class: dns.ClassINET, Ttl: ttl}
}

// records are one instance's PTR, SRV, TXT and A, as avahi sends them.
func records(inst, host string, port uint16, ip net.IP, txt ...string) []dns.RR {
	name := inst + "." + svc
	return []dns.RR{
		&dns.PTR{Hdr: hdr(svc, dns.TypePTR, 4500), Ptr: name},
		&dns.SRV{Hdr: hdr(name, dns.TypeSRV, 120), Port: port, Target: host},
		&dns.TXT{Hdr: hdr(name, dns.TypeTXT, 4500), Txt: txt},
		&dns.A{Hdr: hdr(host, dns.TypeA, 120), A: ip},
	}
}

// wire packs and unpacks m, as it crosses the network.
func wire(t *testing.T, m *dns.Msg) *dns.Msg {
	t.Helper()
	b, err := m.Pack()
	if err != nil {
		t.Fatal(err)
	}
	var back dns.Msg
	if err := back.Unpack(b); err != nil {
		t.Fatal(err)
	}
	return &back
}

// TestTwoInstancesInOnePacket: a response with two tables, addresses
// before the SRV records naming their hosts and everything shuffled
// across the answer and additional sections, lists both, each with its
// own host's address.
func TestTwoInstancesInOnePacket(t *testing.T) {
	a := records("Kitchen", "alpha.local.", 4000, net.IPv4(10, 0, 0, 2), "name=Kitchen")
	b := records("Garden", "beta.local.", 5000, net.IPv4(10, 0, 0, 3), "name=Garden")
	for seed := int64(0); seed < 50; seed++ {
		rrs := append(append([]dns.RR{}, a...), b...)
		r := rand.New(rand.NewSource(seed))
		r.Shuffle(len(rrs), func(i, j int) { rrs[i], rrs[j] = rrs[j], rrs[i] })
		if seed == 0 { // addresses first, SRVs last
			rrs = []dns.RR{a[3], b[3], a[0], b[0], a[2], b[2], a[1], b[1]}
		}
		cut := r.Intn(len(rrs) + 1)
		m := &dns.Msg{MsgHdr: dns.MsgHdr{Response: true, Authoritative: true}, Answer: rrs[:cut], Extra: rrs[cut:]}
		evs := NewCache(svc).Add(wire(t, m), net.IPv4(10, 0, 0, 3))
		got := map[string]Instance{}
		for _, ev := range evs {
			if ev.Gone {
				t.Fatalf("seed %d: goodbye %+v", seed, ev)
			}
			got[ev.Name] = ev.Instance
		}
		k, g := got["Kitchen."+svc], got["Garden."+svc]
		if len(evs) != 2 || k.Port != 4000 || g.Port != 5000 ||
			len(k.IPs) != 1 || !k.IPs[0].Equal(net.IPv4(10, 0, 0, 2)) ||
			len(g.IPs) != 1 || !g.IPs[0].Equal(net.IPv4(10, 0, 0, 3)) ||
			k.TXT[0] != "name=Kitchen" || g.TXT[0] != "name=Garden" {
			t.Fatalf("seed %d: packet %v\nlisted %+v", seed, m, evs)
		}
	}
}

// TestInstanceOverSeveralPackets: records split over packets complete the
// instance when the last arrives; what was missing is asked for; the same
// records again report nothing; a new port reports a change; a goodbye
// reports it gone.
func TestInstanceOverSeveralPackets(t *testing.T) {
	rrs := records("kitchen-4000", "kitchen-4000.local.", 4000, net.IPv4(10, 0, 0, 2), "v=5")
	c := NewCache(svc)
	resp := func(rrs ...dns.RR) *dns.Msg {
		return wire(t, &dns.Msg{MsgHdr: dns.MsgHdr{Response: true}, Answer: rrs})
	}
	if evs := c.Add(resp(rrs[0]), nil); len(evs) != 0 {
		t.Fatalf("a PTR alone listed %+v", evs)
	}
	if q := c.missing(); len(q) != 2 || q[0].Qtype != dns.TypeSRV || q[1].Qtype != dns.TypeTXT {
		t.Fatalf("after a PTR, asks %v", q)
	}
	if evs := c.Add(resp(rrs[1], rrs[2]), nil); len(evs) != 0 {
		t.Fatalf("listed without an address: %+v", evs)
	}
	if q := c.missing(); len(q) != 1 || q[0].Qtype != dns.TypeA || q[0].Name != "kitchen-4000.local." {
		t.Fatalf("after SRV and TXT, asks %v", q)
	}
	evs := c.Add(resp(rrs[3]), nil)
	if len(evs) != 1 || evs[0].Port != 4000 || evs[0].Gone {
		t.Fatalf("complete instance: %+v", evs)
	}
	if evs := c.Add(resp(rrs...), nil); len(evs) != 0 {
		t.Fatalf("the same records again: %+v", evs)
	}
	moved := dns.Copy(rrs[1]).(*dns.SRV)
	moved.Port = 4100
	if evs := c.Add(resp(moved), nil); len(evs) != 1 || evs[0].Port != 4100 {
		t.Fatalf("a new port: %+v", evs)
	}
	bye := dns.Copy(rrs[0])
	bye.Header().Ttl = 0
	if evs := c.Add(resp(bye), nil); len(evs) != 1 || !evs[0].Gone {
		t.Fatalf("goodbye: %+v", evs)
	}
	if q := c.missing(); len(q) != 0 {
		t.Fatalf("after goodbye, asks %v", q)
	}
}

// TestQueriesAndOtherServicesChangeNothing: a query (even one carrying
// known answers), a response with an error code and another service's
// records list nothing.
func TestQueriesAndOtherServicesChangeNothing(t *testing.T) {
	rrs := records("kitchen-4000", "k.local.", 4000, net.IPv4(10, 0, 0, 2), "v=5")
	c := NewCache(svc)
	if evs := c.Add(wire(t, &dns.Msg{Answer: rrs}), nil); len(evs) != 0 {
		t.Fatalf("a query listed %+v", evs)
	}
	bad := &dns.Msg{MsgHdr: dns.MsgHdr{Response: true, Rcode: dns.RcodeServerFailure}, Answer: rrs}
	if evs := c.Add(wire(t, bad), nil); len(evs) != 0 {
		t.Fatalf("an error response listed %+v", evs)
	}
	other := records("printer", "p.local.", 631, net.IPv4(10, 0, 0, 9), "rp=x")
	for _, rr := range other {
		h := rr.Header()
		h.Name = replaceSvc(h.Name)
		if p, ok := rr.(*dns.PTR); ok {
			p.Ptr = replaceSvc(p.Ptr)
		}
	}
	if evs := c.Add(wire(t, &dns.Msg{MsgHdr: dns.MsgHdr{Response: true}, Answer: other}), nil); len(evs) != 0 {
		t.Fatalf("another service listed %+v", evs)
	}
}

func replaceSvc(name string) string {
	if len(name) >= len(svc) && name[len(name)-len(svc):] == svc {
		return name[:len(name)-len(svc)] + "_ipp._tcp.local."
	}
	return name
}

// TestSourceAddressFirst: of a host's addresses, the one its answer came
// from is listed first: it is the one that reaches this machine.
func TestSourceAddressFirst(t *testing.T) {
	rrs := records("k", "k.local.", 4000, net.IPv4(192, 168, 9, 9))
	rrs = append(rrs, &dns.A{Hdr: hdr("k.local.", dns.TypeA, 120), A: net.IPv4(10, 0, 0, 2)})
	evs := NewCache(svc).Add(wire(t, &dns.Msg{MsgHdr: dns.MsgHdr{Response: true}, Answer: rrs}), net.IPv4(10, 0, 0, 2))
	if len(evs) != 1 || len(evs[0].IPs) != 2 || !evs[0].IPs[0].Equal(net.IPv4(10, 0, 0, 2)) {
		t.Fatalf("listed %+v", evs)
	}
}

// TestCacheIsBounded: a flood of made-up instances keeps at most maxNames
// of them.
func TestCacheIsBounded(t *testing.T) {
	c := NewCache(svc)
	m := &dns.Msg{MsgHdr: dns.MsgHdr{Response: true}}
	for i := 0; i < 3*maxNames; i++ {
		host := "h" + strconv.Itoa(i) + ".local."
		m.Answer = append(m.Answer, records("t"+strconv.Itoa(i), host, 4000, net.IPv4(10, 0, byte(i>>8), byte(i)), "v=5")...)
	}
	evs := c.Add(m, nil)
	if len(evs) != maxNames || len(c.ptr) != maxNames || len(c.srv) != maxNames || len(c.txt) != maxNames || len(c.addrs) != maxNames {
		t.Fatalf("kept %d events, %d PTR, %d SRV, %d TXT, %d hosts", len(evs), len(c.ptr), len(c.srv), len(c.txt), len(c.addrs))
	}
}

// TestOnLink: unicast answers go to this machine and its networks only,
// never to an address no interface here is on.
func TestOnLink(t *testing.T) {
	if !onLink(net.IPv4(127, 0, 0, 1)) || !onLink(net.IPv4zero) {
		t.Fatal("this machine is not on its own link")
	}
	addrs, err := net.InterfaceAddrs()
	if err != nil {
		t.Fatal(err)
	}
	// The documentation networks (RFC 5737): one of them is on no
	// interface here.
	for _, far := range []net.IP{net.IPv4(203, 0, 113, 77), net.IPv4(198, 51, 100, 77), net.IPv4(192, 0, 2, 77)} {
		mine := false
		for _, a := range addrs {
			if ipn, ok := a.(*net.IPNet); ok && ipn.Contains(far) {
				mine = true
			}
		}
		if !mine {
			if onLink(far) {
				t.Fatalf("%v is taken for on the link", far)
			}
			if !onLink(addrs[0].(*net.IPNet).IP) {
				t.Fatalf("%v, this machine's, is not on the link", addrs[0])
			}
			return
		}
	}
	t.Fatalf("every documentation network is on an interface here: %v", addrs)
}
