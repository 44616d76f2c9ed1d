package app

import (
	"context"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
	"github.com/trickparty/trickparty/lan"
)

// TestHostedTableLockedAcrossProcesses: a storage directory whose kept
// table another process hosts (it holds lan's lock) is refused.
func TestHostedTableLockedAcrossProcesses(t *testing.T) {
	dir := t.TempDir()
	other, err := lan.LockSave(filepath.Join(dir, HostedName))
	if err != nil {
		t.Fatal(err)
	}
	defer other.Unlock()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	req := HostRequest{Game: engine.Config{Game: "gummi", Players: 2, Seed: 5}, Table: "Den", Player: "Hana", BotLevel: bot.Random}
	tb, err := HostTable(ctx, DirStorage{Dir: dir}, &MemPrefs{}, loopback, req)
	if err == nil {
		tb.Close()
		t.Fatal("a table hosted from a storage another process hosts from")
	}
	if !strings.Contains(err.Error(), "already being hosted from") {
		t.Fatalf("refused with %v", err)
	}
}
