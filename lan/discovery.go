package lan

import (
	"context"
	"errors"
	"fmt"
	"net"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/hashicorp/mdns"
	"github.com/miekg/dns"

	"github.com/trickparty/trickparty/lan/internal/mdnsnet"
)

// Service is the mDNS service type of Trick Party tables.
const Service = "_trickparty._tcp"

// serviceName is Service's full name, as questions and PTR records say it.
const serviceName = Service + ".local."

// Advertiser announces one table with mDNS until Shutdown. Its records are
// the mdns package's (mdns.MDNSService); they are answered and announced
// by mdnsnet, to the multicast group, from port 5353 shared with the
// machine's other mDNS software.
type Advertiser struct {
	mu     sync.Mutex
	zone   *mdns.MDNSService
	server *mdnsnet.Responder
	inst   string
	port   int
	ips    []net.IP
	info   TableInfo
	free   int // the free seats zone announces
}

// zoneProxy lets Update swap the records the running server answers with.
type zoneProxy struct{ a *Advertiser }

func (z zoneProxy) Records(q dns.Question) []dns.RR {
	z.a.mu.Lock()
	zone := z.a.zone
	z.a.mu.Unlock()
	return zone.Records(q)
}

// HostIPs lists the addresses to advertise: every IPv4 address of an up,
// multicast-capable interface, plus loopback when that is all there is.
func HostIPs() []net.IP {
	var ips, loop []net.IP
	ifs, _ := net.Interfaces()
	for _, ifc := range ifs {
		if ifc.Flags&net.FlagUp == 0 {
			continue
		}
		addrs, _ := ifc.Addrs()
		for _, a := range addrs {
			ipn, ok := a.(*net.IPNet)
			if !ok || ipn.IP.To4() == nil {
				continue
			}
			if ipn.IP.IsLoopback() {
				loop = append(loop, ipn.IP)
			} else if ifc.Flags&net.FlagMulticast != 0 {
				ips = append(ips, ipn.IP)
			}
		}
	}
	if len(ips) == 0 {
		ips = loop
	}
	if len(ips) == 0 {
		ips = []net.IP{net.IPv4(127, 0, 0, 1)}
	}
	return ips
}

// txt encodes a table's TXT record.
func txt(info TableInfo, free int) []string {
	out := []string{
		"v=" + strconv.Itoa(ProtocolVersion),
		"game=" + info.Game,
		"players=" + strconv.Itoa(info.Players),
		"free=" + strconv.Itoa(free),
		"name=" + escapeTXT(info.Name),
	}
	if info.Key != "" {
		out = append(out, "key="+info.Key)
	}
	return out
}

// instanceName makes a DNS-safe, unique instance label from the table name.
func instanceName(name string, port int) string {
	var sb strings.Builder
	for _, r := range strings.ToLower(name) {
		switch {
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9':
			sb.WriteRune(r)
		case sb.Len() > 0 && !strings.HasSuffix(sb.String(), "-"):
			sb.WriteByte('-')
		}
		if sb.Len() >= 40 {
			break
		}
	}
	s := strings.Trim(sb.String(), "-")
	if s == "" {
		s = "table"
	}
	return fmt.Sprintf("%s-%d", s, port)
}

// Advertise announces a table listening on port at ips (HostIPs when nil),
// with free seats free.
func Advertise(info TableInfo, port, free int, ips []net.IP) (*Advertiser, error) {
	if len(ips) == 0 {
		ips = HostIPs()
	}
	a := &Advertiser{inst: instanceName(info.Name, port), port: port, ips: ips, info: info}
	if err := a.Update(free); err != nil {
		return nil, err
	}
	srv, err := mdnsnet.Respond(zoneProxy{a}, serviceName)
	if err != nil {
		return nil, fmt.Errorf("lan: cannot advertise the table (mDNS): %v", err)
	}
	a.mu.Lock()
	a.server = srv
	a.mu.Unlock()
	return a, nil
}

// Update changes the advertised number of free seats and announces the
// new TXT record; the same number again changes nothing, so callers may
// pass it on every table change.
func (a *Advertiser) Update(free int) error {
	a.mu.Lock()
	same := a.zone != nil && a.free == free
	a.mu.Unlock()
	if same {
		return nil
	}
	host := a.inst + ".local."
	z, err := mdns.NewMDNSService(a.inst, Service, "local.", host, a.port, a.ips, txt(a.info, free))
	if err != nil {
		return fmt.Errorf("lan: bad mDNS record: %v", err)
	}
	a.mu.Lock()
	a.zone, a.free = z, free
	srv := a.server
	a.mu.Unlock()
	if srv != nil {
		srv.Announce()
	}
	return nil
}

// Shutdown says goodbye, so browsers drop the table at once, and stops
// answering.
func (a *Advertiser) Shutdown() error { return a.server.Close() }

// Found is a table seen on the network. It is a hint: the join code and
// the handshake decide, and any address can be joined by hand. Anyone on
// the network can advertise, so every field is what readAdvert let
// through: names fit to show, a game this build knows with counts within
// its size, or a game marked unknown.
type Found struct {
	Name string `json:"name"`
	// Game is the game's id; with UnknownGame, a cleaned id this build
	// does not know (another version's game), and Players and Free are 0.
	Game        string `json:"game"`
	UnknownGame bool   `json:"unknown_game,omitempty"`
	Players     int    `json:"players"`
	Free        int    `json:"free"`
	Addr        string `json:"addr"`
	// Proto is the table's protocol version; Compatible reports whether it
	// is ours.
	Proto      int  `json:"proto"`
	Compatible bool `json:"compatible"`
	// Instance is the mDNS instance name (unique per table).
	Instance string `json:"instance"`
	// Key is the fingerprint of the host's identity key as advertised
	// (base64url), or "" when the advert has none that is well formed.
	Key string `json:"key,omitempty"`
}

// Joinable reports whether this build can take a seat at the table: it
// speaks our protocol and plays a game we know.
func (f Found) Joinable() bool { return f.Compatible && !f.UnknownGame }

// foundOf turns a complete mDNS instance into a Found, or false if it is
// not one of our tables or not one this build can list (readAdvert).
func foundOf(in mdnsnet.Instance) (Found, bool) {
	suffix := "." + serviceName
	if !strings.HasSuffix(strings.ToLower(in.Name), suffix) || in.Port <= 0 || in.Port > 65535 || len(in.IPs) == 0 {
		return Found{}, false
	}
	ip := in.IPs[0]
	// An IPv4 address dials on any network; prefer one.
	for _, a := range in.IPs {
		if a.To4() != nil {
			ip = a
			break
		}
	}
	return readAdvert(in.Name[:len(in.Name)-len(suffix)], in.TXT, net.JoinHostPort(ip.String(), strconv.Itoa(in.Port)))
}

// requery is how often a search asks again: a lost packet costs a second.
const requery = time.Second

// stream searches for wait, calling found (from the calling goroutine)
// for each table as soon as its advert is complete and again when it
// changes, and gone with the instance of a table that said goodbye. It
// fails only when the search could not run at all.
type stream func(ctx context.Context, wait time.Duration, found func(Found), gone func(instance string)) error

// mdnsSearch is the real search: mdnsnet's browser on port 5353, asking
// every every.
func mdnsSearch(every time.Duration) stream {
	return func(ctx context.Context, wait time.Duration, found func(Found), gone func(string)) error {
		return mdnsStream(ctx, wait, every, found, gone)
	}
}

// mdnsStream browses for wait, asking every every, and hands on the
// tables readAdvert lets through; the search's end is not an error.
func mdnsStream(ctx context.Context, wait, every time.Duration, found func(Found), gone func(string)) error {
	ctx, cancel := context.WithTimeout(ctx, wait)
	defer cancel()
	err := mdnsnet.Browse(ctx, serviceName, every, func(ev mdnsnet.Event) {
		f, ok := foundOf(ev.Instance)
		switch {
		case !ok:
		case ev.Gone:
			if gone != nil {
				gone(f.Instance)
			}
		default:
			found(f)
		}
	})
	if errors.Is(err, context.DeadlineExceeded) || errors.Is(err, context.Canceled) {
		return nil
	}
	return err
}

// DiscoverEach searches for timeout and calls found (from the calling
// goroutine) for each table as soon as it answers, and again when its
// advert changes, so a list can show it at once.
func DiscoverEach(ctx context.Context, timeout time.Duration, found func(Found)) error {
	if err := mdnsStream(ctx, timeout, requery, found, nil); err != nil {
		return fmt.Errorf("lan: cannot search the network (mDNS): %v", err)
	}
	return nil
}

// Discover collects the tables that answer within timeout, asking again
// every second so a lost packet costs little.
func Discover(ctx context.Context, timeout time.Duration) ([]Found, error) {
	seen := map[string]Found{}
	err := mdnsStream(ctx, timeout, requery, func(f Found) { seen[f.Instance] = f }, func(inst string) { delete(seen, inst) })
	if err != nil {
		return nil, fmt.Errorf("lan: cannot search the network (mDNS): %v", err)
	}
	return sortFound(seen), nil
}

func sortFound(m map[string]Found) []Found {
	out := make([]Found, 0, len(m))
	for _, f := range m {
		out = append(out, f)
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Name != out[j].Name {
			return out[i].Name < out[j].Name
		}
		return out[i].Addr < out[j].Addr
	})
	return out
}

// Browser keeps a live list of tables: it listens all the time, shows a
// table as soon as it answers or announces itself, asks again every
// Interval, drops a table at once when it says goodbye and after Misses
// intervals without a word from it otherwise. A failed search does not
// end browsing (a network without multicast may get it back, a laptop may
// join the network later): the failure is reported and the browser asks
// again, less often while the failures last.
type Browser struct {
	// Interval between queries (default 2.5 s) and Misses before a table
	// is dropped (default 3).
	Interval time.Duration
	Misses   int
	// MaxBackoff caps the wait after failed queries, which doubles from
	// Interval with each failure in a row (default 30 s).
	MaxBackoff time.Duration
	// OnTrouble, when set, hears every failed query's error, and nil once
	// a query works again after failures.
	OnTrouble func(error)
	// Query, when set, replaces the mDNS search: one query that waits for
	// answers for wait (tests put failures in its place).
	Query func(ctx context.Context, wait time.Duration) ([]Found, error)

	mu     sync.Mutex
	tables map[string]*browsed
}

type browsed struct {
	f      Found
	misses int
	heard  bool // answered in the current interval
}

// ErrBrowse wraps the error of a failed query reported to
// Browser.OnTrouble.
var ErrBrowse = errors.New("lan: cannot search the network (mDNS)")

// Run browses until ctx ends, calling onChange (if set) with the new list
// whenever it changes, from Run's goroutine.
func (b *Browser) Run(ctx context.Context, onChange func([]Found)) {
	if b.Interval <= 0 {
		b.Interval = 2500 * time.Millisecond
	}
	if b.Misses <= 0 {
		b.Misses = 3
	}
	if b.MaxBackoff <= 0 {
		b.MaxBackoff = 30 * time.Second
	}
	// The mDNS search asks once an interval and listens through it, so
	// announcements and goodbyes are heard as they come; a Query in its
	// place answers after its wait, and the interval's rest is a pause.
	search, wait := mdnsSearch(b.Interval), b.Interval
	if b.Query != nil {
		q := b.Query
		wait = min(time.Second, b.Interval)
		search = func(ctx context.Context, wait time.Duration, found func(Found), _ func(string)) error {
			list, err := q(ctx, wait)
			for _, f := range list {
				found(f)
			}
			return err
		}
	}
	b.mu.Lock()
	b.tables = map[string]*browsed{}
	b.mu.Unlock()
	changed := func() {
		if onChange != nil {
			onChange(b.Tables())
		}
	}
	failures := 0
	recovered := func() {
		if failures > 0 {
			failures = 0
			if b.OnTrouble != nil {
				b.OnTrouble(nil)
			}
		}
	}
	for {
		err := search(ctx, wait, func(f Found) {
			// A table heard is the network working again: said before
			// the table is listed.
			recovered()
			if b.heard(f) {
				changed()
			}
		}, func(inst string) {
			if b.drop(inst) {
				changed()
			}
		})
		if ctx.Err() != nil {
			return
		}
		pause := b.Interval - wait
		switch {
		case err != nil:
			failures++
			if b.OnTrouble != nil {
				b.OnTrouble(fmt.Errorf("%w: %v", ErrBrowse, err))
			}
			pause = b.backoff(failures)
		default:
			recovered()
		}
		if err == nil && b.endInterval() {
			changed()
		}
		select {
		case <-ctx.Done():
			return
		case <-time.After(pause):
		}
	}
}

// backoff is the wait after the nth failed query in a row: Interval,
// doubled for each further failure, at most MaxBackoff.
func (b *Browser) backoff(n int) time.Duration {
	d := b.Interval
	for i := 1; i < n && d < b.MaxBackoff; i++ {
		d *= 2
	}
	return min(d, b.MaxBackoff)
}

// heard records one table's answer; it reports whether the list changed.
func (b *Browser) heard(f Found) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	old, ok := b.tables[f.Instance]
	b.tables[f.Instance] = &browsed{f: f, heard: true}
	return !ok || old.f != f
}

// drop forgets a table that said goodbye; it reports whether it was
// listed.
func (b *Browser) drop(inst string) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	_, ok := b.tables[inst]
	delete(b.tables, inst)
	return ok
}

// endInterval counts a miss for each table not heard from since the last
// interval ended and drops those at Misses; it reports whether the list
// changed.
func (b *Browser) endInterval() bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	changed := false
	for k, t := range b.tables {
		if t.heard {
			t.heard, t.misses = false, 0
			continue
		}
		t.misses++
		if t.misses >= b.Misses {
			delete(b.tables, k)
			changed = true
		}
	}
	return changed
}

// Tables is the current list, sorted by name.
func (b *Browser) Tables() []Found {
	b.mu.Lock()
	defer b.mu.Unlock()
	m := map[string]Found{}
	for k, t := range b.tables {
		m[k] = t.f
	}
	return sortFound(m)
}
