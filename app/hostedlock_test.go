package app

import (
	"context"
	"encoding/json"
	"errors"
	"io/fs"
	"strings"
	"testing"
	"time"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
	"github.com/trickparty/trickparty/lan"
)

// TestOneHostedTablePerStorage: a second table hosted from the storage of
// a running one is refused (both would keep their moves under
// HostedName); once the first closes, hosting works again.
func TestOneHostedTablePerStorage(t *testing.T) {
	for name, store := range map[string]Storage{"dir": DirStorage{Dir: t.TempDir()}, "memory": &MemStorage{}} {
		first := hostOnLoopback(t, store, &MemPrefs{}, 2)
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		req := HostRequest{Game: engine.Config{Game: "gummi", Players: 2, Seed: 5}, Table: "Den", Player: "Hana", BotLevel: bot.Random}
		if second, err := HostTable(ctx, store, &MemPrefs{}, loopback, req); err == nil {
			second.Close()
			t.Errorf("%s: a second table hosted from the same storage", name)
		}
		first.Close()
		again, err := HostTable(ctx, store, &MemPrefs{}, loopback, req)
		cancel()
		if err != nil {
			t.Fatalf("%s: hosting after the first table closed: %v", name, err)
		}
		again.Close()
	}
}

// TestHostedSaveFailureNotPromised: when the app cannot keep its hosted
// table, the player hears it and the guests are not told it will return.
func TestHostedSaveFailureNotPromised(t *testing.T) {
	host := hostOnLoopback(t, &failingStore{}, &MemPrefs{}, 2)
	heard := make(chan error, 1)
	host.OnSaveError(func(err error) { heard <- err })
	guest := joinOnLoopback(t, &MemPrefs{}, host, "Gus")
	waitFor(t, guest, "the start", guest.Session().Started)
	host.Close()
	<-guest.Session().Done()
	if err := guest.Session().Err(); !errors.Is(err, lan.ErrHostQuit) || errors.Is(err, lan.ErrHostPaused) {
		t.Fatalf("the guest was told %v, want a quit without a resume", err)
	}
	select {
	case err := <-heard:
		if !strings.Contains(err.Error(), "disk full") {
			t.Fatalf("heard %v", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("the failed save was not reported")
	}
}

// TestResumeTableKeepsADamagedTableAside: a kept table whose moves do not
// replay is moved aside, not left to be overwritten, and the error says
// where it went.
func TestResumeTableKeepsADamagedTableAside(t *testing.T) {
	table := strings.Replace(tableDoc, `"moves":[]`, `"moves":[{"seat":0,"play":"zz"}]`, 1)
	data, _ := json.Marshal(Hosted{Token: "t0", Table: json.RawMessage(table)})
	store := &MemStorage{}
	store.Write(HostedName, data)
	hs, _, err := LoadHosted(store)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if tb, err := ResumeTable(ctx, store, &MemPrefs{}, loopback, hs, "Hana"); err == nil {
		tb.Close()
		t.Fatal("a table whose moves do not replay resumed")
	} else if !strings.Contains(err.Error(), HostedName+".corrupt-") {
		t.Fatalf("the error does not say where the table went: %v", err)
	}
	if _, err := store.Read(HostedName); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("the damaged table is still where a new one is kept: %v", err)
	}
	var kept []byte
	for _, name := range store.Names() {
		if strings.HasPrefix(name, HostedName+".corrupt-") {
			kept, _ = store.Read(name)
		}
	}
	if string(kept) != string(data) {
		t.Fatalf("kept aside %q, want the table as it was", kept)
	}
}
