package lan

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log"
	"net"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/hashicorp/mdns"
	"github.com/miekg/dns"
)

// Service is the mDNS service type of Trick Party tables.
const Service = "_trickparty._tcp"

// quiet is the logger handed to the mdns package, whose own messages (such
// as "failed to bind udp6") are expected on many networks.
var quiet = log.New(io.Discard, "", 0)

// Advertiser announces one table with mDNS until Shutdown.
type Advertiser struct {
	mu     sync.Mutex
	zone   *mdns.MDNSService
	server *mdns.Server
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
	srv, err := mdns.NewServer(&mdns.Config{Zone: zoneProxy{a}, Logger: quiet})
	if err != nil {
		return nil, fmt.Errorf("lan: cannot advertise the table (mDNS): %v", err)
	}
	a.server = srv
	return a, nil
}

// Update changes the advertised number of free seats; the same number
// again changes nothing, so callers may pass it on every table change.
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
	a.mu.Unlock()
	return nil
}

// Shutdown stops answering.
func (a *Advertiser) Shutdown() error { return a.server.Shutdown() }

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

// parseEntry turns an mDNS answer into a Found, or false if it is not one
// of our tables or not one this build can list (readAdvert).
func parseEntry(e *mdns.ServiceEntry) (Found, bool) {
	suffix := "." + Service + ".local."
	if e == nil || !strings.HasSuffix(e.Name, suffix) || e.Port <= 0 || e.Port > 65535 {
		return Found{}, false
	}
	var ip string
	switch {
	case e.AddrV4 != nil:
		ip = e.AddrV4.String()
	case e.AddrV6IPAddr != nil:
		ip = e.AddrV6IPAddr.String()
	default:
		return Found{}, false
	}
	return readAdvert(strings.TrimSuffix(e.Name, suffix), e.InfoFields, net.JoinHostPort(ip, strconv.Itoa(e.Port)))
}

// query runs one mDNS query for wait and returns our tables that answered.
// IPv6 is tried first with IPv4 and dropped when it fails (often on hosts
// or namespaces without IPv6 multicast).
func query(ctx context.Context, wait time.Duration) ([]Found, error) {
	out, err := query1(ctx, wait, noIPv6.Load())
	if err != nil && !noIPv6.Load() {
		noIPv6.Store(true)
		out, err = query1(ctx, wait, true)
	}
	return out, err
}

// noIPv6 remembers that IPv6 mDNS failed here, so later queries skip it.
var noIPv6 atomic.Bool

func query1(ctx context.Context, wait time.Duration, disableV6 bool) ([]Found, error) {
	entries := make(chan *mdns.ServiceEntry, 64)
	params := &mdns.QueryParam{Service: Service, Domain: "local", Timeout: wait, Entries: entries, DisableIPv6: disableV6, Logger: quiet}
	var out []Found
	done := make(chan error, 1)
	go func() { done <- mdns.QueryContext(ctx, params); close(entries) }()
	for e := range entries {
		if f, ok := parseEntry(e); ok {
			out = append(out, f)
		}
	}
	return out, <-done
}

// Discover collects the tables that answer within timeout, querying again
// every half second so a lost packet costs little.
func Discover(ctx context.Context, timeout time.Duration) ([]Found, error) {
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	seen := map[string]Found{}
	var lastErr error
	ok := false
	for ctx.Err() == nil {
		wait := min(500*time.Millisecond, time.Until(deadline(ctx)))
		if wait <= 0 {
			break
		}
		found, err := query(ctx, wait)
		if err != nil {
			lastErr = err
		} else {
			ok = true
		}
		for _, f := range found {
			seen[f.Instance] = f
		}
	}
	if !ok && lastErr != nil {
		return nil, fmt.Errorf("lan: cannot search the network (mDNS): %v", lastErr)
	}
	return sortFound(seen), nil
}

func deadline(ctx context.Context) time.Time {
	d, ok := ctx.Deadline()
	if !ok {
		return time.Now().Add(time.Hour)
	}
	return d
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

// Browser keeps a live list of tables: it queries every Interval and
// drops a table after Misses queries without an answer from it. A failed
// query does not end browsing (a network without multicast may get it
// back, a laptop may join the network later): the failure is reported
// and the browser asks again, less often while the failures last.
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
	// Query runs one query that waits for answers for wait (default: an
	// mDNS query); tests put failures in its place.
	Query func(ctx context.Context, wait time.Duration) ([]Found, error)

	mu     sync.Mutex
	tables map[string]*browsed
}

type browsed struct {
	f      Found
	misses int
}

// ErrBrowse wraps the error of a failed query reported to
// Browser.OnTrouble.
var ErrBrowse = errors.New("lan: cannot search the network (mDNS)")

// Run browses until ctx ends, calling onChange (if set) with the new list
// whenever it changes.
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
	q := b.Query
	if q == nil {
		q = query
	}
	b.mu.Lock()
	b.tables = map[string]*browsed{}
	b.mu.Unlock()
	failures := 0
	for {
		wait := min(time.Second, b.Interval)
		found, err := q(ctx, wait)
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
		case failures > 0:
			failures = 0
			if b.OnTrouble != nil {
				b.OnTrouble(nil)
			}
		}
		if err == nil && b.merge(found) && onChange != nil {
			onChange(b.Tables())
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

// merge records one query's answers; it reports whether the list changed.
func (b *Browser) merge(found []Found) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	changed := false
	seen := map[string]bool{}
	for _, f := range found {
		seen[f.Instance] = true
		old, ok := b.tables[f.Instance]
		if !ok || old.f != f {
			changed = true
		}
		b.tables[f.Instance] = &browsed{f: f}
	}
	for k, t := range b.tables {
		if !seen[k] {
			t.misses++
			if t.misses >= b.Misses {
				delete(b.tables, k)
				changed = true
			}
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
