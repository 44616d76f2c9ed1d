package mdnsnet

import (
	"context"
	"net"
	"slices"
	"strings"
	"time"

	"github.com/miekg/dns"
)

// Instance is one service instance as its records describe it.
type Instance struct {
	// Name is the instance's full name, such as
	// "friday-4000._trickparty._tcp.local.", in the case its SRV record
	// gave and escaped as the DNS library writes it.
	Name string
	// Host is the SRV target and Port its port.
	Host string
	Port int
	// TXT is the TXT record's strings, escaped as the DNS library writes
	// them.
	TXT []string
	// IPs are the host's addresses; the one the records came from first
	// when it is among them.
	IPs []net.IP
}

func (in Instance) equal(o Instance) bool {
	return in.Name == o.Name && in.Host == o.Host && in.Port == o.Port &&
		slices.Equal(in.TXT, o.TXT) && slices.EqualFunc(in.IPs, o.IPs, net.IP.Equal)
}

// Event is what a browser heard: an instance complete or changed, or
// (Gone) one that said goodbye.
type Event struct {
	Instance
	Gone bool
}

// Cache gathers the records of every response for one service type and
// tells which instances they complete. Records may come in any order, in
// the answer or additional section, several instances to a packet or one
// instance over several packets.
type Cache struct {
	service string // "_trickparty._tcp.local."
	ptr     map[string]bool
	srv     map[string]*dns.SRV
	txt     map[string][]string
	addrs   map[string][]net.IP // host name -> addresses
	from    map[string]net.IP   // instance -> where its SRV came from
	names   map[string]string   // instance (lower case) -> as written
	told    map[string]Instance // what was last reported
}

// maxNames bounds each of the cache's maps: a browse lasts seconds, and a
// flood of made-up instances or hosts in that time is not kept.
const maxNames = 512

// full reports whether a map of the cache is too full for name, new.
func full[V any](m map[string]V, name string) bool {
	_, have := m[name]
	return !have && len(m) >= maxNames
}

// NewCache starts an empty cache for service ("_trickparty._tcp.local.").
func NewCache(service string) *Cache {
	return &Cache{
		service: strings.ToLower(dns.Fqdn(service)),
		ptr:     map[string]bool{}, srv: map[string]*dns.SRV{}, txt: map[string][]string{},
		addrs: map[string][]net.IP{}, from: map[string]net.IP{}, told: map[string]Instance{}, names: map[string]string{},
	}
}

// ofService reports whether name is an instance of the cache's service.
func (c *Cache) ofService(name string) bool {
	return strings.HasSuffix(name, "."+c.service) && len(name) > len(c.service)+1
}

// Add reads every record of one response (from its sender src) and
// returns what changed: instances newly complete or different, and
// instances said goodbye to. Queries and malformed responses change
// nothing.
func (c *Cache) Add(m *dns.Msg, src net.IP) []Event {
	if !m.Response || m.Opcode != dns.OpcodeQuery || m.Rcode != dns.RcodeSuccess {
		return nil
	}
	touched := map[string]bool{}
	var gone []string
	rrs := append(append([]dns.RR{}, m.Answer...), m.Extra...)
	for _, rr := range rrs {
		h := rr.Header()
		if h.Class&^cacheFlush != dns.ClassINET {
			continue
		}
		name := strings.ToLower(h.Name)
		bye := h.Ttl == 0
		switch rr := rr.(type) {
		case *dns.PTR:
			inst := strings.ToLower(rr.Ptr)
			if name != c.service || !c.ofService(inst) {
				continue
			}
			if bye {
				gone = append(gone, inst)
				continue
			}
			if full(c.ptr, inst) {
				continue
			}
			c.ptr[inst] = true
			touched[inst] = true
		case *dns.SRV:
			if !c.ofService(name) {
				continue
			}
			if bye {
				gone = append(gone, name)
				continue
			}
			if full(c.srv, name) {
				continue
			}
			s := *rr
			s.Target = strings.ToLower(s.Target)
			c.srv[name] = &s
			c.names[name] = rr.Hdr.Name
			c.from[name] = src
			touched[name] = true
		case *dns.TXT:
			if !c.ofService(name) || bye || full(c.txt, name) {
				continue
			}
			c.txt[name] = append([]string(nil), rr.Txt...)
			touched[name] = true
		case *dns.A, *dns.AAAA:
			if bye || full(c.addrs, name) {
				continue
			}
			var ip net.IP
			if a, ok := rr.(*dns.A); ok {
				ip = a.A
			} else {
				ip = rr.(*dns.AAAA).AAAA
			}
			c.addHost(name, ip, h.Class&cacheFlush != 0, touched)
		}
	}
	// An address may have come before the SRV that names its host: every
	// instance whose host gained an address is looked at again.
	for inst, s := range c.srv {
		if touched["host:"+s.Target] {
			touched[inst] = true
		}
	}
	var out []Event
	for _, inst := range gone {
		if told, ok := c.told[inst]; ok {
			out = append(out, Event{Instance: told, Gone: true})
		}
		c.forget(inst)
	}
	names := make([]string, 0, len(touched))
	for n := range touched {
		if !strings.HasPrefix(n, "host:") {
			names = append(names, n)
		}
	}
	slices.Sort(names)
	for _, n := range names {
		in, ok := c.instance(n)
		if !ok {
			continue
		}
		if old, ok := c.told[n]; ok && old.equal(in) {
			continue
		}
		c.told[n] = in
		out = append(out, Event{Instance: in})
	}
	return out
}

// addHost records an address of a host; a cache-flush record starts the
// host's list afresh from this packet on.
func (c *Cache) addHost(name string, ip net.IP, flush bool, touched map[string]bool) {
	key := "host:" + name
	list := c.addrs[name]
	if flush && !touched[key] {
		list = nil
	}
	if !slices.ContainsFunc(list, ip.Equal) {
		list = append(list, ip)
	}
	c.addrs[name] = list
	touched[key] = true
}

func (c *Cache) forget(inst string) {
	delete(c.ptr, inst)
	delete(c.srv, inst)
	delete(c.txt, inst)
	delete(c.from, inst)
	delete(c.told, inst)
	delete(c.names, inst)
}

// instance is inst when its SRV, TXT and an address of its host are all
// known.
func (c *Cache) instance(inst string) (Instance, bool) {
	s, ok := c.srv[inst]
	if !ok {
		return Instance{}, false
	}
	txt, ok := c.txt[inst]
	if !ok {
		return Instance{}, false
	}
	ips := c.addrs[s.Target]
	if len(ips) == 0 {
		return Instance{}, false
	}
	ips = slices.Clone(ips)
	// The address the answer came from is the one that surely reaches
	// this machine: first.
	if src := c.from[inst]; src != nil {
		if i := slices.IndexFunc(ips, src.Equal); i > 0 {
			ips[0], ips[i] = ips[i], ips[0]
		}
	}
	return Instance{Name: c.names[inst], Host: s.Target, Port: int(s.Port), TXT: txt, IPs: ips}, true
}

// missing lists the questions that would complete the instances heard of
// so far (RFC 6763 section 12: SRV and TXT of an instance, then the
// addresses of its host).
func (c *Cache) missing() []dns.Question {
	var qs []dns.Question
	names := make([]string, 0, len(c.ptr)+len(c.srv))
	for n := range c.ptr {
		names = append(names, n)
	}
	for n := range c.srv {
		if !c.ptr[n] {
			names = append(names, n)
		}
	}
	slices.Sort(names)
	for _, n := range names {
		s, ok := c.srv[n]
		if !ok {
			qs = append(qs, dns.Question{Name: n, Qtype: dns.TypeSRV, Qclass: dns.ClassINET})
		}
		if _, ok := c.txt[n]; !ok {
			qs = append(qs, dns.Question{Name: n, Qtype: dns.TypeTXT, Qclass: dns.ClassINET})
		}
		if ok && len(c.addrs[s.Target]) == 0 {
			qs = append(qs, dns.Question{Name: s.Target, Qtype: dns.TypeA, Qclass: dns.ClassINET})
		}
	}
	return qs
}

// Browse queries for service (such as "_trickparty._tcp.local.") now and
// every requery until ctx ends, and calls each (from the calling
// goroutine) for every instance as soon as its records are complete, again
// whenever they change, and with Gone when it says goodbye. The socket is
// on port 5353, shared with the machine's other mDNS programs, so answers
// come to the multicast group (QM queries); when 5353 cannot be had, the
// queries ask for unicast answers to the socket's own port. Browse
// returns ctx's end, or the error that stopped it: no socket, or a query
// that could not be sent.
func Browse(ctx context.Context, service string, requery time.Duration, each func(Event)) error {
	conn, err := Listen()
	if err != nil {
		return err
	}
	defer conn.Close()
	return BrowseOn(ctx, conn, service, requery, each)
}

type packet struct {
	m   *dns.Msg
	src *net.UDPAddr
}

// BrowseOn is Browse on a socket of the caller's; it closes it when it
// returns.
func BrowseOn(ctx context.Context, conn *Conn, service string, requery time.Duration, each func(Event)) error {
	cache := NewCache(service)
	packets := make(chan packet, 64)
	readErr := make(chan error, 1)
	stop := make(chan struct{})
	defer close(stop)
	go func() {
		buf := make([]byte, 9000)
		for {
			m, src, err := conn.Read(buf)
			if err != nil {
				readErr <- err
				close(packets)
				return
			}
			select {
			case packets <- packet{m, src}:
			case <-stop:
			}
		}
	}()
	defer conn.Close()
	ask := func(qs []dns.Question) error {
		if len(qs) == 0 {
			return nil
		}
		m := &dns.Msg{Question: qs}
		if !conn.On5353() {
			for i := range m.Question {
				m.Question[i].Qclass |= quBit
			}
		}
		return conn.Multicast(m)
	}
	ptrQ := []dns.Question{{Name: strings.ToLower(dns.Fqdn(service)), Qtype: dns.TypePTR, Qclass: dns.ClassINET}}
	if err := ask(ptrQ); err != nil {
		return err
	}
	tick := time.NewTicker(requery)
	defer tick.Stop()
	// Follow-up questions for incomplete instances go out at most every
	// 200 ms, gathered.
	var followUp <-chan time.Time
	asked := map[dns.Question]int{}
	for {
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-tick.C:
			if err := ask(ptrQ); err != nil {
				return err
			}
		case <-followUp:
			followUp = nil
			var qs []dns.Question
			for _, q := range cache.missing() {
				// A responder that never completes its records is asked
				// thrice, not forever.
				if asked[q] < 3 {
					asked[q]++
					qs = append(qs, q)
				}
			}
			if err := ask(qs); err != nil {
				return err
			}
		case p, ok := <-packets:
			if !ok {
				if ctx.Err() != nil {
					return ctx.Err()
				}
				return <-readErr
			}
			for _, ev := range cache.Add(p.m, p.src.IP) {
				each(ev)
			}
			if p.m.Response && followUp == nil && len(cache.missing()) > 0 {
				followUp = time.After(200 * time.Millisecond)
			}
		}
	}
}
