package mdnsnet

import (
	"net"
	"strings"
	"sync"
	"time"

	"github.com/hashicorp/mdns"
	"github.com/miekg/dns"
)

// cacheFlush is the top bit of a record's class in an mDNS response: the
// record replaces every other of its name and type in the receiver's cache
// (RFC 6762 section 10.2). It marks unique records (SRV, TXT, A, AAAA).
const cacheFlush = 1 << 15

// quBit is the top bit of a question's class: the querier prefers a
// unicast answer (RFC 6762 section 5.4).
const quBit = 1 << 15

// legacyTTL caps the TTL of answers to one-shot queries from a port other
// than 5353 (RFC 6762 section 6.7).
const legacyTTL = 10

// Responder answers mDNS queries with the records of a zone from a socket
// shared on port 5353: answers go to the multicast group (RFC 6762
// section 6), unicast only to queriers that ask for it or query from
// another port, and the service is announced when it starts and whenever
// it changes (section 8.3, 8.4), and said goodbye to when it stops
// (section 10.1).
type Responder struct {
	conn    *Conn
	zone    mdns.Zone
	service string // "_trickparty._tcp.local."

	mu            sync.Mutex
	lastMulticast time.Time
	announceGen   int // a newer announcement ends an older one's repeats
	closed        bool
	done          chan struct{}
}

// Respond starts answering for zone, whose records a PTR question for
// service (such as "_trickparty._tcp.local.") lists in full, and
// announces them.
func Respond(zone mdns.Zone, service string) (*Responder, error) {
	c, err := listen(Port)
	if err != nil {
		return nil, err
	}
	r := &Responder{conn: c, zone: zone, service: strings.ToLower(dns.Fqdn(service)), done: make(chan struct{})}
	go r.serve()
	r.Announce()
	return r, nil
}

// all is every record of the zone: the PTR to the instance, its SRV, TXT
// and addresses.
func (r *Responder) all() []dns.RR {
	return r.zone.Records(dns.Question{Name: r.service, Qtype: dns.TypePTR, Qclass: dns.ClassINET})
}

// Announce multicasts every record twice, a second apart (RFC 6762
// section 8.3), so browsers that asked before the service started, and
// caches holding older records, learn of it now. Call it again after the
// zone's records change.
func (r *Responder) Announce() {
	r.mu.Lock()
	if r.closed {
		r.mu.Unlock()
		return
	}
	r.announceGen++
	gen := r.announceGen
	r.mu.Unlock()
	r.announce()
	go func() {
		select {
		case <-r.done:
		case <-time.After(time.Second):
			r.mu.Lock()
			again := gen == r.announceGen && !r.closed
			r.mu.Unlock()
			if again {
				r.announce()
			}
		}
	}()
}

func (r *Responder) announce() {
	m := response(0)
	m.Answer = multicastForm(r.all())
	r.noteMulticast()
	_ = r.conn.Multicast(m)
}

func (r *Responder) noteMulticast() {
	r.mu.Lock()
	r.lastMulticast = time.Now()
	r.mu.Unlock()
}

// Close says goodbye (every record with TTL 0, RFC 6762 section 10.1), so
// browsers drop the service at once, and stops answering.
func (r *Responder) Close() error {
	r.mu.Lock()
	if r.closed {
		r.mu.Unlock()
		return nil
	}
	r.closed = true
	r.mu.Unlock()
	close(r.done)
	m := response(0)
	for _, rr := range multicastForm(r.all()) {
		rr.Header().Ttl = 0
		m.Answer = append(m.Answer, rr)
	}
	_ = r.conn.Multicast(m)
	return r.conn.Close()
}

func (r *Responder) serve() {
	buf := make([]byte, 9000) // RFC 6762 section 17: the largest mDNS packet
	for {
		q, from, err := r.conn.Read(buf)
		if err != nil {
			return
		}
		r.answer(q, from)
	}
}

// answer replies to one query, if it asks for any of the zone's records.
func (r *Responder) answer(q *dns.Msg, from *net.UDPAddr) {
	// RFC 6762 section 18: only standard queries, without error codes.
	if q.Response || q.Opcode != dns.OpcodeQuery || q.Rcode != dns.RcodeSuccess {
		return
	}
	legacy := from.Port != Port
	if legacy && !onLink(from.IP) {
		// Section 11: a unicast answer goes only to a querier on this
		// link, so the table cannot be made to answer a forged source
		// far away.
		return
	}
	var answers, extra []dns.RR
	wantsUnicast := legacy
	for _, qu := range q.Question {
		qq := qu
		qq.Qclass &^= quBit
		if qq.Qclass != dns.ClassINET && qq.Qclass != dns.ClassANY {
			continue
		}
		qq.Name = strings.ToLower(qq.Name)
		recs := r.zone.Records(qq)
		if len(recs) == 0 {
			continue
		}
		if qu.Qclass&quBit != 0 {
			wantsUnicast = true
		}
		for _, rr := range recs {
			h := rr.Header()
			if strings.EqualFold(h.Name, qq.Name) && (qq.Qtype == dns.TypeANY || qq.Qtype == h.Rrtype) {
				answers = appendNew(answers, rr)
			} else {
				extra = appendNew(extra, rr)
			}
		}
	}
	// Known-answer suppression (section 7.1): what the querier already
	// holds with at least half its TTL left is not sent again.
	answers = withoutKnown(answers, q.Answer)
	if len(answers) == 0 {
		return
	}
	extra = withoutKnown(extra, q.Answer)
	extra = without(extra, answers)

	if legacy {
		// Section 6.7: a one-shot querier gets a plain DNS answer: its ID
		// and question back, short TTLs, no cache-flush bits.
		m := response(q.Id)
		m.Question = q.Question
		m.Answer, m.Extra = legacyForm(answers), legacyForm(extra)
		_ = r.conn.Unicast(m, from)
		return
	}
	m := response(0)
	m.Answer, m.Extra = multicastForm(answers), multicastForm(extra)
	// Section 5.4: a QU question gets a unicast answer, unless the records
	// were not multicast within a quarter of their TTL, when every cache on
	// the link should have them again.
	r.mu.Lock()
	recent := time.Since(r.lastMulticast) < time.Duration(answers[0].Header().Ttl)*time.Second/4
	r.mu.Unlock()
	if wantsUnicast && recent && onLink(from.IP) {
		_ = r.conn.Unicast(m, from)
		return
	}
	r.noteMulticast()
	_ = r.conn.Multicast(m)
}

// response is an empty authoritative mDNS response (RFC 6762 section 18).
func response(id uint16) *dns.Msg {
	return &dns.Msg{MsgHdr: dns.MsgHdr{Id: id, Response: true, Authoritative: true}, Compress: true}
}

// multicastForm copies records for a multicast response: the unique ones
// (all but PTR) with the cache-flush bit.
func multicastForm(rrs []dns.RR) []dns.RR {
	out := make([]dns.RR, 0, len(rrs))
	for _, rr := range rrs {
		c := dns.Copy(rr)
		h := c.Header()
		h.Class = dns.ClassINET
		if h.Rrtype != dns.TypePTR {
			h.Class |= cacheFlush
		}
		out = append(out, c)
	}
	return out
}

// legacyForm copies records for a unicast answer to a one-shot query.
func legacyForm(rrs []dns.RR) []dns.RR {
	out := make([]dns.RR, 0, len(rrs))
	for _, rr := range rrs {
		c := dns.Copy(rr)
		h := c.Header()
		h.Class = dns.ClassINET
		h.Ttl = min(h.Ttl, legacyTTL)
		out = append(out, c)
	}
	return out
}

// same reports whether a and b are the same record, whatever their TTLs
// and cache-flush bits.
func same(a, b dns.RR) bool {
	a, b = dns.Copy(a), dns.Copy(b)
	a.Header().Class &^= cacheFlush
	b.Header().Class &^= cacheFlush
	a.Header().Name = strings.ToLower(a.Header().Name)
	b.Header().Name = strings.ToLower(b.Header().Name)
	return dns.IsDuplicate(a, b)
}

func appendNew(list []dns.RR, rr dns.RR) []dns.RR {
	for _, have := range list {
		if same(have, rr) {
			return list
		}
	}
	return append(list, rr)
}

func without(list, drop []dns.RR) []dns.RR {
	var out []dns.RR
	for _, rr := range list {
		if !containsSame(drop, rr) {
			out = append(out, rr)
		}
	}
	return out
}

func containsSame(list []dns.RR, rr dns.RR) bool {
	for _, have := range list {
		if same(have, rr) {
			return true
		}
	}
	return false
}

func withoutKnown(list, known []dns.RR) []dns.RR {
	var out []dns.RR
	for _, rr := range list {
		suppressed := false
		for _, k := range known {
			if same(k, rr) && k.Header().Ttl >= rr.Header().Ttl/2 {
				suppressed = true
				break
			}
		}
		if !suppressed {
			out = append(out, rr)
		}
	}
	return out
}

// onLink reports whether ip is this machine's or on one of its networks.
// An unspecified source is this machine's too: a packet sent to the group
// over loopback may carry one.
func onLink(ip net.IP) bool {
	if ip.IsLoopback() || ip.IsUnspecified() {
		return true
	}
	addrs, _ := net.InterfaceAddrs()
	for _, a := range addrs {
		if ipn, ok := a.(*net.IPNet); ok && ipn.Contains(ip) {
			return true
		}
	}
	return false
}
