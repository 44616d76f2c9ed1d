package app

import (
	"fmt"
	"reflect"
	"testing"
	"time"

	"github.com/trickparty/trickparty/lan"
)

func TestRejoinKeptAndExpires(t *testing.T) {
	p := &MemPrefs{}
	now := time.Date(2026, 11, 22, 20, 0, 0, 0, time.UTC)
	if _, ok := LoadRejoin(p, now); ok {
		t.Fatal("a seat offered before any was kept")
	}
	r := Rejoin{Addr: "192.168.1.20:41234", Table: "Friday", Game: "gummi", Players: 4, Seat: 2, Code: "ABCD23", Token: "t0k3n", HostKey: []byte("0123456789abcdef0123456789abcdef"), Saved: now}
	SaveRejoin(p, r)
	got, ok := LoadRejoin(p, now.Add(time.Hour))
	if !ok || !reflect.DeepEqual(got, r) {
		t.Fatalf("kept %+v, read %+v (%v)", r, got, ok)
	}
	if _, ok := LoadRejoin(p, now.Add(RejoinFor+time.Minute)); ok {
		t.Fatal("a seat kept longer than RejoinFor is still offered")
	}
	if _, ok := LoadRejoin(p, now.Add(-time.Hour)); ok {
		t.Fatal("a seat saved in the future (clock changed) is offered")
	}
	ClearRejoin(p)
	if _, ok := LoadRejoin(p, now); ok {
		t.Fatal("a cleared seat is still offered")
	}
}

func TestRejoinDamagedOrInvalidReadsAsNone(t *testing.T) {
	now := time.Date(2026, 11, 22, 20, 0, 0, 0, time.UTC)
	good := Rejoin{Addr: "10.0.0.5:5000", Table: "Club", Game: "trip", Players: 3, Seat: 0, Code: "ZZZZ99", Token: "abc", Saved: now}
	for name, raw := range map[string]string{
		"not json":   "{seat",
		"wrong type": `{"addr":5}`,
		"empty":      `{}`,
	} {
		p := &MemPrefs{}
		p.SetString(rejoinKey, raw)
		if r, ok := LoadRejoin(p, now); ok {
			t.Errorf("%s: read %+v", name, r)
		}
	}
	for name, mutate := range map[string]func(*Rejoin){
		"no port":       func(r *Rejoin) { r.Addr = "10.0.0.5" },
		"no token":      func(r *Rejoin) { r.Token = "" },
		"no code":       func(r *Rejoin) { r.Code = "" },
		"seat too high": func(r *Rejoin) { r.Seat = 3 },
		"negative seat": func(r *Rejoin) { r.Seat = -1 },
		"no table":      func(r *Rejoin) { r.Table = " " },
	} {
		p := &MemPrefs{}
		SaveRejoin(p, good)
		r := good
		mutate(&r)
		SaveRejoin(p, r)
		if got, ok := LoadRejoin(p, now); ok {
			t.Errorf("%s: saving an invalid seat kept %+v", name, got)
		}
	}
}

// TestKeptSeatIsFoundByItsHostsKey: a seat kept with a host key is found
// only at a table advertising that key; one of the same name, game and
// size without it (a fake advert) is another table. A seat kept before
// tables had keys is still found by name.
func TestKeptSeatIsFoundByItsHostsKey(t *testing.T) {
	key := []byte("0123456789abcdef0123456789abcdef")
	kept := Rejoin{Addr: "192.168.1.20:41234", Table: "Friday", Game: "gummi", Players: 4, Token: "t0k3n", HostKey: key}
	fake := FoundTable{Name: "Friday", Game: "gummi", Players: 4, Addr: "192.168.1.20:41234"}
	if kept.KeptAt(fake) {
		t.Error("a table of the seat's name and address but without its key keeps the seat")
	}
	real := fake
	real.Addr, real.Key = "192.168.1.20:50000", lan.KeyFingerprint(key)
	if !kept.KeptAt(real) {
		t.Error("the table advertising the seat's key does not keep it")
	}
	old := kept
	old.HostKey = nil
	if !old.KeptAt(fake) {
		t.Error("a seat kept without a key is not found by its table's name")
	}
	if got := ExplainJoin(fmt.Errorf("join: %w", lan.ErrOtherHost), true); got.Problem != JoinOtherHost {
		t.Errorf("another host explained as %v", got.Problem)
	}
}

// TestVersionRefusalsSayWhoMustUpdate: a newer table asks this player to
// update; an older one (which may not say its version) its host.
func TestVersionRefusalsSayWhoMustUpdate(t *testing.T) {
	newer := &lan.RemoteError{Code: lan.CodeVersion, Proto: lan.ProtocolVersion + 1}
	if got := ExplainJoin(newer, false); got.Problem != JoinNeedsUpdate {
		t.Errorf("a newer table: %v", got.Problem)
	}
	for _, p := range []int{0, lan.ProtocolVersion - 1} {
		if got := ExplainJoin(&lan.RemoteError{Code: lan.CodeVersion, Proto: p}, false); got.Problem != JoinTableOutdated {
			t.Errorf("a table of protocol %d: %v", p, got.Problem)
		}
	}
}

// TestRefusalsInThePlayersWords: a full table and a table refusing more
// attempts are problems of their own, said in the player's language
// rather than in the host's English.
func TestRefusalsInThePlayersWords(t *testing.T) {
	for code, want := range map[string]JoinProblem{lan.CodeFull: JoinTableFull, lan.CodeTooMany: JoinTooManyAttempts, lan.CodeBadCode: JoinWrongCode} {
		if got := ExplainJoin(&lan.RemoteError{Code: code, Text: "host's words"}, false); got.Problem != want {
			t.Errorf("%s explained as %v, want %v", code, got.Problem, want)
		}
	}
}

// TestNormalizeAddress: an address typed full-width, or with blanks,
// dials as the host showed it.
func TestNormalizeAddress(t *testing.T) {
	for in, want := range map[string]string{
		"192.168.1.20:41234":   "192.168.1.20:41234",
		" 192.168.1.20:41234 ": "192.168.1.20:41234",
		"１２７．０．０．１：３２７８３":      "127.0.0.1:32783",
		"[fe80::1]:4000":       "[fe80::1]:4000",
		"192.168.1.20 : 41234": "192.168.1.20:41234",
	} {
		if got := NormalizeAddress(in); got != want {
			t.Errorf("NormalizeAddress(%q) = %q, want %q", in, got, want)
		}
	}
}
