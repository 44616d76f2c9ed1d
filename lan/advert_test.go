package lan

import (
	"strconv"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/miekg/dns"

	"github.com/trickparty/trickparty/engine/games"
	"github.com/trickparty/trickparty/lan/internal/mdnsnet"
)

// received is the instance our mDNS listener hands over when a host
// advertises instance with these TXT strings: names and strings go
// through the DNS library's packing and unpacking and the listener's
// cache, so they arrive escaped as real ones do.
func received(t testing.TB, instance string, txt []string) mdnsnet.Instance {
	t.Helper()
	name := instance + "." + Service + ".local."
	m := &dns.Msg{MsgHdr: dns.MsgHdr{Response: true, Authoritative: true}}
	m.Answer = []dns.RR{
		&dns.PTR{Hdr: dns.RR_Header{Name: Service + ".local.", Rrtype: dns.TypePTR, Class: dns.ClassINET, Ttl: 120}, Ptr: name},
		&dns.TXT{Hdr: dns.RR_Header{Name: name, Rrtype: dns.TypeTXT, Class: dns.ClassINET, Ttl: 120}, Txt: txt},
		&dns.SRV{Hdr: dns.RR_Header{Name: name, Rrtype: dns.TypeSRV, Class: dns.ClassINET, Ttl: 120}, Port: 4000, Target: "host.local."},
		&dns.A{Hdr: dns.RR_Header{Name: "host.local.", Rrtype: dns.TypeA, Class: dns.ClassINET, Ttl: 120}, A: []byte{10, 0, 0, 2}},
	}
	wire, err := m.Pack()
	if err != nil {
		t.Fatalf("packing %q %q: %v", instance, txt, err)
	}
	var back dns.Msg
	if err := back.Unpack(wire); err != nil {
		t.Fatal(err)
	}
	evs := mdnsnet.NewCache(Service+".local.").Add(&back, nil)
	if len(evs) != 1 {
		t.Fatalf("the listener made %d instances of %q %q", len(evs), instance, txt)
	}
	return evs[0].Instance
}

// ours is a TXT record as our own hosts write it, with fields replaced or
// added by extra ("k=v"; a key given again comes first, so it counts).
func ours(extra ...string) []string {
	return append(extra, "v="+strconv.Itoa(ProtocolVersion), "game=fake", "players=4", "free=2", "name=Kitchen")
}

// shownClean fails the test if s has anything a terminal or a label would
// act on or hide: control and format characters (ESC, BEL, newlines, bidi
// overrides, zero-width spaces), invalid UTF-8, or more than max runes.
func shownClean(t *testing.T, what, s string, max int) {
	t.Helper()
	if !utf8.ValidString(s) {
		t.Errorf("%s %q is not valid UTF-8", what, s)
	}
	for _, r := range s {
		if unicode.IsControl(r) || unicode.Is(unicode.Cf, r) || invisible(r) || (unicode.IsSpace(r) && r != ' ') {
			t.Errorf("%s %q keeps %U", what, s, r)
		}
	}
	if n := utf8.RuneCountInString(s); n > max {
		t.Errorf("%s %q is %d runes long, more than %d", what, s, n, max)
	}
}

// TestParseEntryCleansHostileAdverts: what an advert says is shown only
// once cleaned as a player's name is: control characters (ESC, BEL),
// bidi overrides and isolates, zero-width characters and line breaks go,
// full-width letters are NFKC'd, long names are cut.
func TestParseEntryCleansHostileAdverts(t *testing.T) {
	long := strings.Repeat("W", 200)
	// A DNS label holds 63 bytes, but an instance name may hold dots.
	label := strings.Repeat("W", 60)
	longInstance := "\x1b[31mred\u202e\u200b." + label + "." + label
	cases := []struct {
		name      string
		instance  string
		txt       []string
		wantName  string
		wantGame  string
		wantInst  string
		wantKnown bool
	}{
		{"escape and bell", "kitchen-4000", ours("name=\x1b[2J\x1b]0;pwned\x07Friday\x07"), "Friday", "fake", "kitchen-4000", true},
		{"bidi override", "kitchen-4000", ours("name=\u202etxt.exe\u202c and \u2066isolated\u2069"), "txt.exe and isolated", "fake", "kitchen-4000", true},
		{"right-to-left mark", "kitchen-4000", ours("name=\u200fAlice\u200e\u061c"), "Alice", "fake", "kitchen-4000", true},
		{"zero-width", "kitchen-4000", ours("name=Fri\u200bday\u200d\u2060\ufeff"), "Friday", "fake", "kitchen-4000", true},
		{"newline in the name", "kitchen-4000", ours("name=Friday\nInjected line\r\n"), "Friday Injected line", "fake", "kitchen-4000", true},
		{"newline in the game", "kitchen-4000", ours("game=gummi\nInjected line"), "Kitchen", "gummi Injected line", "kitchen-4000", false},
		{"200-letter name", "kitchen-4000", ours("name=" + long), strings.Repeat("W", maxNameRunes), "fake", "kitchen-4000", true},
		{"full-width letters", "kitchen-4000", ours("name=Ｆｒｉｄａｙ"), "Friday", "fake", "kitchen-4000", true},
		{"unknown game", "kitchen-4000", ours("game=zzz"), "Kitchen", "zzz", "kitchen-4000", false},
		{"no game", "kitchen-4000", []string{"v=" + strconv.Itoa(ProtocolVersion), "name=Kitchen"}, "Kitchen", "", "kitchen-4000", false},
		{"a game id with a zero-width space", "kitchen-4000", ours("game=fake\u200b"), "Kitchen", "fake", "kitchen-4000", false},
		{"hostile instance", longInstance, ours(), "Kitchen", "fake", string([]rune("red." + label + "." + label)[:maxInstanceRunes]), true},
		{"no name: the instance", "\u200bkitchen\x07-4000", ours("name=\u200b\x1b"), "kitchen-4000", "fake", "kitchen-4000", true},
		{"first of a repeated key", "kitchen-4000", append(ours(), "name=Second", "game=zzz"), "Kitchen", "fake", "kitchen-4000", true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f, ok := foundOf(received(t, c.instance, c.txt))
			if !ok {
				t.Fatalf("advert dropped: %+v", f)
			}
			shownClean(t, "name", f.Name, maxNameRunes)
			shownClean(t, "game", f.Game, maxNameRunes)
			shownClean(t, "instance", f.Instance, maxInstanceRunes)
			if f.Name != c.wantName || f.Game != c.wantGame || f.Instance != c.wantInst {
				t.Errorf("name %q game %q instance %q, want %q %q %q", f.Name, f.Game, f.Instance, c.wantName, c.wantGame, c.wantInst)
			}
			if f.UnknownGame == c.wantKnown || f.Joinable() != c.wantKnown {
				t.Errorf("game %q: unknown %v, joinable %v; want known and joinable %v", f.Game, f.UnknownGame, f.Joinable(), c.wantKnown)
			}
			if f.UnknownGame && (f.Players != 0 || f.Free != 0) {
				t.Errorf("a game this build does not know shows counts %d of %d", f.Free, f.Players)
			}
			if !f.UnknownGame && (f.Players != 4 || f.Free != 2) {
				t.Errorf("counts %d of %d, want 2 of 4", f.Free, f.Players)
			}
		})
	}
}

// TestParseEntryChecksCounts: a known game's counts must fit it (players
// within its size, free seats within 0..players) and be plain decimals;
// an advert that says otherwise is not listed.
func TestParseEntryChecksCounts(t *testing.T) {
	d, ok := games.Lookup("fake")
	if !ok {
		t.Fatal("the fake game is not registered")
	}
	lo, hi := strconv.Itoa(d.MinPlayers), strconv.Itoa(d.MaxPlayers)
	for _, c := range []struct {
		players, free string
		ok            bool
	}{
		{"4", "2", true}, {lo, "0", true}, {hi, hi, true},
		{"99999", "-3", false}, {"4", "-3", false}, {"99999", "2", false},
		{strconv.Itoa(d.MinPlayers - 1), "0", false}, {strconv.Itoa(d.MaxPlayers + 1), "0", false},
		{"4", "5", false}, {"0", "0", false}, {"", "2", false}, {"4", "", false},
		{"+4", "2", false}, {"4 ", "2", false}, {" 4", "2", false}, {"04", "2", false}, {"4", "02", false},
		{"4.0", "2", false}, {"0x4", "2", false}, {"٤", "2", false}, {"4", "2\n", false},
		{"99999999999999999999999", "2", false},
	} {
		txt := []string{"v=" + strconv.Itoa(ProtocolVersion), "game=fake", "name=Kitchen"}
		if c.players != "" {
			txt = append(txt, "players="+c.players)
		}
		if c.free != "" {
			txt = append(txt, "free="+c.free)
		}
		f, got := foundOf(received(t, "kitchen-4000", txt))
		if got != c.ok {
			t.Errorf("players=%q free=%q: listed %v (%+v), want %v", c.players, c.free, got, f, c.ok)
		}
		if got && (f.Players < d.MinPlayers || f.Players > d.MaxPlayers || f.Free < 0 || f.Free > f.Players) {
			t.Errorf("players=%q free=%q: listed as %d of %d", c.players, c.free, f.Free, f.Players)
		}
	}
}

// TestParseEntryReadsTheVersionStrictly: the protocol version is a plain
// positive decimal; anything else is not one of our tables. Another
// version is listed, as not compatible.
func TestParseEntryReadsTheVersionStrictly(t *testing.T) {
	ours := strconv.Itoa(ProtocolVersion)
	for v, want := range map[string]bool{
		ours: true, "+" + ours: false, " " + ours: false, ours + " ": false, "0" + ours: false,
		ours + "x": false, "-" + ours: false, "0": false, "": false, ours + ".0": false,
		"99999999999999999999": false, ours + "\n": false,
	} {
		f, ok := foundOf(received(t, "kitchen-4000", []string{"v=" + v, "game=fake", "players=4", "free=2", "name=Kitchen"}))
		if ok != want || (ok && (f.Proto != ProtocolVersion || !f.Compatible)) {
			t.Errorf("v=%q: listed %v as %+v, want listed %v", v, ok, f, want)
		}
	}
	f, ok := foundOf(received(t, "kitchen-4000", []string{"v=" + strconv.Itoa(ProtocolVersion+1), "game=fake", "players=4", "free=2", "name=Kitchen"}))
	if !ok || f.Compatible || f.Joinable() || f.Proto != ProtocolVersion+1 {
		t.Errorf("another version: listed %v as %+v", ok, f)
	}
}

// TestParseEntryReadsTheKey: the host's key fingerprint is kept only when
// it is base64url without padding, 16 to 64 characters.
func TestParseEntryReadsTheKey(t *testing.T) {
	k22 := "q83vEjRWeJq8xN7wEjRWeA"                      // 16 bytes
	k43 := "AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8" // 32 bytes
	k64 := strings.Repeat("AAAA", 16)
	for key, want := range map[string]string{
		k22: k22, k43: k43, k64: k64, "q83v-jRWeJq8xN7w_jRWeA": "q83v-jRWeJq8xN7w_jRWeA",
		"":                             "",
		k22[:15]:                       "", // too short
		k64 + "AAAA":                   "", // too long
		k43 + "=":                      "", // padded
		"q83vEjRWeJq8xN7wEjRW==":       "",
		"q83v+jRWeJq8xN7w/jRWeA":       "", // standard, not URL, alphabet
		"q83vEjRWeJq8\nxN7wEjRWeA":     "", // the decoder would skip the newline
		"q83vEjRWeJq8 xN7wEjRWeA":      "",
		k22 + "AAA":                    "", // 25 characters: no whole number of bytes
		"q83vEjRWeJq8xN7wEjRWeB":       "", // stray bits in the last character
		"q83vEjRWeJq8xN7w\u200bEjRWeA": "",
	} {
		f, ok := foundOf(received(t, "kitchen-4000", ours("key="+key)))
		if !ok || f.Key != want {
			t.Errorf("key=%q: read %q (listed %v), want %q", key, f.Key, ok, want)
		}
	}
	if f, _ := foundOf(received(t, "kitchen-4000", ours())); f.Key != "" {
		t.Errorf("no key field read as %q", f.Key)
	}
}

// FuzzReadAdvert: no advert makes reading it panic, and whatever is
// listed is clean and fits its game.
func FuzzReadAdvert(f *testing.F) {
	f.Add("kitchen-4000", "v=4", "game=fake", "players=4", "free=2", "name=\x1b[31mKitchen\u202e", "key=q83vEjRWeJq8xN7wEjRWeA")
	f.Add("\\", "v=4\\", "game=\\0", "players=\\999", "free=\\", "name=\\\\", "key")
	f.Add("", "v=99999", "game=zzz\n", "players=99999", "free=-3", "name=", "=")
	f.Fuzz(func(t *testing.T, instance, v, game, players, free, name, key string) {
		got, ok := readAdvert(instance, []string{v, game, players, free, name, key}, "10.0.0.2:4000")
		if !ok {
			return
		}
		shownClean(t, "name", got.Name, maxNameRunes)
		shownClean(t, "game", got.Game, maxNameRunes)
		shownClean(t, "instance", got.Instance, maxInstanceRunes)
		if got.Name == "" || got.Instance == "" || got.Proto < 1 {
			t.Errorf("listed %+v", got)
		}
		if d, known := games.Lookup(got.Game); !got.UnknownGame && (!known || got.Players < d.MinPlayers || got.Players > d.MaxPlayers || got.Free < 0 || got.Free > got.Players) {
			t.Errorf("listed %+v", got)
		}
		if got.Key != "" && advertKey(got.Key) != got.Key {
			t.Errorf("key %q", got.Key)
		}
	})
}
