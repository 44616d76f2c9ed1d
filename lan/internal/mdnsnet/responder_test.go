package mdnsnet_test

import (
	"net"
	"testing"
	"time"

	"github.com/hashicorp/mdns"
	"github.com/miekg/dns"

	"github.com/trickparty/trickparty/lan/internal/mdnsnet"
	"github.com/trickparty/trickparty/lan/lantest"
)

const svc = "_trickparty._tcp.local."

// readMsg is the next DNS message on c within wait, or nil.
func readMsg(t *testing.T, c *net.UDPConn, wait time.Duration) *dns.Msg {
	t.Helper()
	buf := make([]byte, 9000)
	c.SetReadDeadline(time.Now().Add(wait))
	for {
		n, _, err := c.ReadFromUDP(buf)
		if err != nil {
			return nil
		}
		m := new(dns.Msg)
		if m.Unpack(buf[:n]) == nil && m.Response {
			return m
		}
	}
}

func query(qclass uint16, known ...dns.RR) []byte {
	m := &dns.Msg{Question: []dns.Question{{Name: svc, Qtype: dns.TypePTR, Qclass: qclass}}, Answer: known}
	m.Id = 4242
	b, _ := m.Pack()
	return b
}

// TestResponderAnswersAsRFC6762Says: in a private network namespace, a
// table's responder announces itself to the group; answers a one-shot
// query from another port by unicast, with its ID and question and short
// TTLs; answers a QM query from port 5353 to the group; answers a QU query
// by unicast once it multicast recently; sends nothing the querier listed
// as known; and says goodbye with TTL 0 to the group when it closes.
func TestResponderAnswersAsRFC6762Says(t *testing.T) {
	if lantest.InNetns(t) {
		return
	}
	// A socket bound to the group address hears only what is sent to the
	// group, never a unicast answer.
	group, err := net.ListenMulticastUDP("udp4", nil, mdnsnet.Group)
	if err != nil {
		t.Fatal(err)
	}
	defer group.Close()
	zone, err := mdns.NewMDNSService("kitchen-4000", "_trickparty._tcp", "local.", "kitchen-4000.local.", 4000, []net.IP{net.IPv4(127, 0, 0, 1)}, []string{"v=5"})
	if err != nil {
		t.Fatal(err)
	}
	r, err := mdnsnet.Respond(zone, svc)
	if err != nil {
		t.Fatal(err)
	}
	closed := false
	defer func() {
		if !closed {
			r.Close()
		}
	}()
	ann := readMsg(t, group, time.Second)
	if ann == nil || len(ann.Answer) != 4 || ann.Id != 0 || !ann.Authoritative {
		t.Fatalf("announcement: %v", ann)
	}
	for _, rr := range ann.Answer {
		h := rr.Header()
		if flush := h.Class&(1<<15) != 0; flush == (h.Rrtype == dns.TypePTR) {
			t.Errorf("cache-flush bit %v on %v", flush, rr)
		}
	}
	if again := readMsg(t, group, 1500*time.Millisecond); again == nil || len(again.Answer) != 4 {
		t.Fatalf("second announcement: %v", again)
	}

	// One-shot query from a random port: unicast, its ID and question.
	legacy, err := net.ListenUDP("udp4", &net.UDPAddr{IP: net.IPv4(127, 0, 0, 1)})
	if err != nil {
		t.Fatal(err)
	}
	defer legacy.Close()
	if _, err := legacy.WriteToUDP(query(dns.ClassINET), mdnsnet.Group); err != nil {
		t.Fatal(err)
	}
	a := readMsg(t, legacy, time.Second)
	if a == nil || a.Id != 4242 || len(a.Question) != 1 || len(a.Answer) != 1 || len(a.Extra) != 3 {
		t.Fatalf("answer to a one-shot query: %v", a)
	}
	for _, rr := range append(a.Answer, a.Extra...) {
		if rr.Header().Ttl > 10 || rr.Header().Class != dns.ClassINET {
			t.Errorf("one-shot answer record %v", rr)
		}
	}
	if m := readMsg(t, group, 300*time.Millisecond); m != nil {
		t.Fatalf("a one-shot answer went to the group: %v", m)
	}

	// QM from 5353: to the group, PTR answered, the rest additional.
	q, err := mdnsnet.ListenPort(mdnsnet.Port)
	if err != nil {
		t.Fatal(err)
	}
	defer q.Close()
	send := func(b []byte) {
		t.Helper()
		var m dns.Msg
		if err := m.Unpack(b); err != nil {
			t.Fatal(err)
		}
		if err := q.Multicast(&m); err != nil {
			t.Fatal(err)
		}
	}
	send(query(dns.ClassINET))
	if m := readMsg(t, group, time.Second); m == nil || m.Id != 0 || len(m.Answer) != 1 || len(m.Extra) != 3 {
		t.Fatalf("answer to a QM query, to the group: %v", m)
	}
	// QU just after a multicast answer: unicast, not to the group.
	send(query(dns.ClassINET | 1<<15))
	if m := readMsg(t, group, 300*time.Millisecond); m != nil {
		t.Fatalf("a QU query answered to the group right after a multicast: %v", m)
	}
	// Known answer with its full TTL: nothing.
	ptr := &dns.PTR{Hdr: dns.RR_Header{Name: svc, Rrtype: dns.TypePTR, Class: dns.ClassINET, Ttl: 120}, Ptr: "kitchen-4000." + svc}
	send(query(dns.ClassINET, ptr))
	if m := readMsg(t, group, 300*time.Millisecond); m != nil {
		t.Fatalf("answered a query that knew the answer: %v", m)
	}
	// The same known answer about to expire: answered.
	ptr.Hdr.Ttl = 10
	send(query(dns.ClassINET, ptr))
	if m := readMsg(t, group, time.Second); m == nil || len(m.Answer) != 1 {
		t.Fatalf("a known answer about to expire was not refreshed: %v", m)
	}

	closed = true
	r.Close()
	bye := readMsg(t, group, time.Second)
	if bye == nil || len(bye.Answer) != 4 {
		t.Fatalf("goodbye: %v", bye)
	}
	for _, rr := range bye.Answer {
		if rr.Header().Ttl != 0 {
			t.Errorf("goodbye record %v", rr)
		}
	}
}
