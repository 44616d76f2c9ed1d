package main

import (
	"bytes"
	"encoding/json"
	"strconv"
	"strings"
	"testing"
	"time"
	"unicode"

	"github.com/trickparty/trickparty/lan"
	"github.com/trickparty/trickparty/lan/lantest"
)

// hostileAdverts are tables a hostile host on the network announces: a
// name with terminal escapes, a bell, a bidi override and zero-width
// characters; a game with a line of its own; absurd counts; a 200-letter
// name; a game this build does not know.
func hostileAdverts() []lantest.Advert {
	v := "v=" + strconv.Itoa(lan.ProtocolVersion)
	return []lantest.Advert{
		{Instance: "escape-4001", Port: 4001, TXT: []string{v, "game=gummi", "players=4", "free=2", "name=\x1b[2J\x1b]0;pwned\x07Fri\u200bday\u202e"}},
		{Instance: "inject-4002", Port: 4002, TXT: []string{v, "game=gummi\nInjected line", "players=4", "free=2", "name=Newline"}},
		{Instance: "absurd-4003", Port: 4003, TXT: []string{v, "game=gummi", "players=99999", "free=-3", "name=Absurd"}},
		{Instance: "long-4004", Port: 4004, TXT: []string{v, "game=gummi", "players=3", "free=1", "name=" + strings.Repeat("L", 200)}},
		{Instance: "other-4005", Port: 4005, TXT: []string{v, "game=zzz", "players=4", "free=2", "name=Other game"}},
	}
}

// TestDiscoverPrintsHostileAdvertsClean: discover, run against hostile
// adverts over real mDNS in a private network namespace, prints one line
// per listed table with nothing a terminal would act on, names cut, the
// unknown games said so, and the table of absurd counts left out; --json
// carries the same clean values.
func TestDiscoverPrintsHostileAdvertsClean(t *testing.T) {
	if lantest.InNetns(t) {
		return
	}
	stop, err := lantest.AdvertiseRaw(lan.Service, hostileAdverts())
	if err != nil {
		t.Fatal(err)
	}
	defer stop()
	var stdout, stderr bytes.Buffer
	if code := dispatch([]string{"discover", "--timeout", "2s"}, strings.NewReader(""), &stdout, &stderr); code != 0 {
		t.Fatalf("discover exited %d: %s", code, stderr.String())
	}
	out := stdout.String()
	t.Logf("discover printed:\n%s", out)
	for _, r := range out {
		if r != '\n' && (unicode.IsControl(r) || unicode.Is(unicode.Cf, r)) {
			t.Errorf("discover printed %U", r)
		}
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	want := map[string]string{
		"127.0.0.1:4001": `"Friday"`,
		"127.0.0.1:4002": `unknown game "gummi Injected line": cannot be joined`,
		"127.0.0.1:4004": `"` + strings.Repeat("L", 24) + `" `,
		"127.0.0.1:4005": `unknown game "zzz": cannot be joined`,
	}
	if len(lines) != len(want) {
		t.Errorf("discover printed %d lines, want one for each of %d tables", len(lines), len(want))
	}
	for addr, w := range want {
		line := ""
		for _, l := range lines {
			if strings.Contains(l, addr) {
				line = l
			}
		}
		if !strings.Contains(line, w) {
			t.Errorf("the table at %s reads %q, want it to contain %q", addr, line, w)
		}
	}
	for _, bad := range []string{"99999", "-3", "127.0.0.1:4003", "LLLLLLLLLLLLLLLLLLLLLLLLL"} {
		if strings.Contains(out, bad) {
			t.Errorf("discover printed %q", bad)
		}
	}

	stdout.Reset()
	if code := dispatch([]string{"discover", "--timeout", "2s", "--json"}, strings.NewReader(""), &stdout, &stderr); code != 0 {
		t.Fatalf("discover --json exited %d: %s", code, stderr.String())
	}
	var found []lan.Found
	if err := json.Unmarshal(stdout.Bytes(), &found); err != nil {
		t.Fatalf("discover --json printed %q: %v", stdout.String(), err)
	}
	byAddr := map[string]lan.Found{}
	for _, f := range found {
		byAddr[f.Addr] = f
	}
	if f := byAddr["127.0.0.1:4001"]; f.Name != "Friday" || !f.Joinable() {
		t.Errorf("--json: the table with escapes: %+v", f)
	}
	if f := byAddr["127.0.0.1:4005"]; !f.UnknownGame || f.Joinable() || f.Players != 0 {
		t.Errorf("--json: the table of an unknown game: %+v", f)
	}
	if _, ok := byAddr["127.0.0.1:4003"]; ok || len(found) != len(want) {
		t.Errorf("--json listed %+v", found)
	}
}

// TestDiscoverPrintsEachTableAtOnce: with --stop-after, discover ends as
// soon as that many tables answered, far before its timeout, having
// printed each.
func TestDiscoverPrintsEachTableAtOnce(t *testing.T) {
	if lantest.InNetns(t) {
		return
	}
	stop, err := lantest.AdvertiseRaw(lan.Service, hostileAdverts()[:1])
	if err != nil {
		t.Fatal(err)
	}
	defer stop()
	var stdout, stderr bytes.Buffer
	start := time.Now()
	if code := dispatch([]string{"discover", "--timeout", "20s", "--stop-after", "1"}, strings.NewReader(""), &stdout, &stderr); code != 0 {
		t.Fatalf("discover exited %d: %s", code, stderr.String())
	}
	took := time.Since(start)
	t.Logf("discover printed in %v:\n%s", took, stdout.String())
	if took > 2*time.Second || !strings.Contains(stdout.String(), "127.0.0.1:4001") {
		t.Fatalf("discover took %v for %q", took, stdout.String())
	}
}
