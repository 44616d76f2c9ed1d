package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/lan"
	"github.com/trickparty/trickparty/lan/lantest"
)

// TestJoinSaysWhenTheHostIsLost: the host's program dies while a joined
// bot waits at its table: join says the connection is lost and that it
// tries again, then, when the host is not back in time, says so with the
// flag to come back with and exits 1. The bot's seat says it is a bot.
func TestJoinSaysWhenTheHostIsLost(t *testing.T) {
	useTempConfigDir(t)
	h, err := lan.NewHost(lan.HostConfig{Game: engine.Config{Game: "gummi", Players: 3, Seed: 1}, Code: "ABCD23", Bots: 1, Listen: "127.0.0.1:0"})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	p := lantest.NewProxy(t, h.Addr().String())
	var stdout, stderr lockedBuffer
	exit := make(chan int, 1)
	go func() {
		exit <- dispatch([]string{"join", p.Addr(), "--code", "ABCD23", "--bot", "easy", "--retry-for", "500ms"}, strings.NewReader(""), &stdout, &stderr)
	}()
	// The host seats the bot before the bot has read its welcome; cutting
	// in between is a join that never got an answer, not a lost host.
	// So wait for both sides: the seat taken and join saying it sat.
	for deadline := time.Now().Add(5 * time.Second); h.Free() != 1 || !strings.Contains(stdout.String(), "joined "); time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("join did not sit: %s %s", stdout.String(), stderr.String())
		}
	}
	if s := h.Seats()[0]; !s.GuestBot || s.Level != "easy" {
		t.Errorf("the joined bot's seat: %+v", s)
	}
	p.Cut()
	select {
	case code := <-exit:
		if code != 1 {
			t.Errorf("exit %d, want 1", code)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("join never gave up on the lost host")
	}
	errs := stderr.String()
	for _, want := range []string{"connection to the host lost; trying again until ", "the host could not be reached for 1s; the seat is kept: join again with --rejoin once it is back"} {
		if !strings.Contains(errs, want) {
			t.Errorf("stderr lacks %q:\n%s", want, errs)
		}
	}
}

// useTempConfigDir points os.UserConfigDir at a directory of the test's
// own, so join keeps its tokens there and not in the user's.
func useTempConfigDir(t *testing.T) string {
	dir := t.TempDir()
	t.Setenv("XDG_CONFIG_HOME", dir)
	t.Setenv("HOME", dir)
	t.Setenv("AppData", dir)
	cfg, err := os.UserConfigDir()
	if err != nil || !strings.HasPrefix(cfg, dir) {
		t.Fatalf("the config directory is %q (%v), not under %s", cfg, err, dir)
	}
	return cfg
}

// startJoin runs trickctl join with args in the background; the channel
// gets its exit status.
func startJoin(args ...string) (stdout, stderr *lockedBuffer, exit <-chan int) {
	stdout, stderr = new(lockedBuffer), new(lockedBuffer)
	done := make(chan int, 1)
	go func() { done <- dispatch(append([]string{"join"}, args...), strings.NewReader(""), stdout, stderr) }()
	return stdout, stderr, done
}

// waitFor waits until cond holds, failing the test after 5 s.
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for deadline := time.Now().Add(5 * time.Second); !cond(); time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
	}
}

// TestJoinKeepsTheTokenPrivate: join prints no reconnect token; it keeps
// it in a file of mode 0600, in a directory of mode 0700 under the user's
// configuration directory, and --rejoin with the same address and name
// takes the same seat back with it (here from a second join, which the
// host lets take over the first one's connection).
func TestJoinKeepsTheTokenPrivate(t *testing.T) {
	cfgDir := useTempConfigDir(t)
	h, err := lan.NewHost(lan.HostConfig{Game: engine.Config{Game: "gummi", Players: 3, Seed: 1}, Code: "ABCD23", Bots: 1, Listen: "127.0.0.1:0"})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	addr := h.Addr().String()
	out1, err1, exit1 := startJoin(addr, "--code", "ABCD23", "--bot", "easy")
	waitFor(t, "the first join to sit", func() bool { return h.Free() == 1 && strings.Contains(out1.String(), "joined ") })
	path, err := keptTokenPath(addr, "easy bot")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(path, filepath.Join(cfgDir, "trickparty")+string(filepath.Separator)) {
		t.Errorf("the token is kept in %s, not under %s", path, filepath.Join(cfgDir, "trickparty"))
	}
	token, key, err := keptToken(addr, "easy bot")
	if err != nil || len(token) < 16 {
		t.Fatalf("kept token %q, %v", token, err)
	}
	if !bytes.Equal(key, h.Key()) {
		t.Errorf("kept host key %x, the table's is %x: --rejoin could not tell the table from another", key, h.Key())
	}
	if fi, err := os.Stat(path); err != nil || fi.Mode().Perm() != 0o600 {
		t.Errorf("the token file: %v, %v; want mode 0600", fi.Mode(), err)
	}
	if fi, err := os.Stat(filepath.Dir(path)); err != nil || fi.Mode().Perm() != 0o700 {
		t.Errorf("the token's directory: %v, %v; want mode 0700", fi.Mode(), err)
	}
	if strings.Contains(out1.String(), token) || strings.Contains(err1.String(), token) {
		t.Errorf("join showed the token:\n%s%s", out1.String(), err1.String())
	}
	seat := out1.String()[strings.Index(out1.String(), " at seat "):]
	seat = seat[:strings.Index(seat, ";")]

	out2, _, exit2 := startJoin(addr, "--code", "ABCD23", "--bot", "easy", "--rejoin")
	waitFor(t, "the second join to sit", func() bool { return strings.Contains(out2.String(), "joined ") })
	if !strings.Contains(out2.String(), seat+";") || h.Free() != 1 {
		t.Errorf("--rejoin did not take back%s: %q, %d seats free", seat, out2.String(), h.Free())
	}
	select {
	case code := <-exit1:
		if code != 1 {
			t.Errorf("the replaced join exited %d", code)
		}
	case <-time.After(10 * time.Second):
		t.Error("the first join went on after its seat was taken back")
	}
	h.Close()
	<-exit2
}

// TestJoinPrintsTheTokenWhenAsked: with --print-token, join prints the
// token, as scripts that pass it back with --token need, and keeps no file.
func TestJoinPrintsTheTokenWhenAsked(t *testing.T) {
	cfgDir := useTempConfigDir(t)
	h, err := lan.NewHost(lan.HostConfig{Game: engine.Config{Game: "gummi", Players: 3, Seed: 1}, Code: "ABCD23", Bots: 1, Listen: "127.0.0.1:0"})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	out, _, exit := startJoin(h.Addr().String(), "--code", "ABCD23", "--bot", "easy", "--print-token")
	waitFor(t, "join to sit", func() bool { return strings.Contains(out.String(), "; token ") })
	if _, err := os.Stat(filepath.Join(cfgDir, "trickparty")); err == nil {
		t.Error("a token was kept with --print-token")
	}
	h.Close()
	<-exit
}
