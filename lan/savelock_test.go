package lan

import (
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestSecondHostFromOneSaveIsRefused: while a table runs from a save, a
// second host (new or resumed) on that save is refused; once the first
// closes, the table resumes.
func TestSecondHostFromOneSaveIsRefused(t *testing.T) {
	cfg := fakeCfg(2, 1, 6)
	cfg.SavePath = filepath.Join(t.TempDir(), "table.json")
	h := startHost(t, cfg)
	a := join(t, h.Addr().String(), clientCfg("a"))
	waitFor(t, 5*time.Second, "start", func() bool { v := a.View(); return v != nil && v.Started })
	want := "already being hosted from " + cfg.SavePath
	if h2, err := NewHost(cfg); err == nil || !strings.Contains(err.Error(), want) {
		if h2 != nil {
			h2.Close()
		}
		t.Fatalf("a second host on the same save: %v, want %q", err, want)
	}
	s := hostSave(h)
	if h2, err := Resume(s, cfg); err == nil || !strings.Contains(err.Error(), want) {
		if h2 != nil {
			h2.Close()
		}
		t.Fatalf("a resume of a running save: %v, want %q", err, want)
	}
	h.Close()
	saved, err := LoadSave(cfg.SavePath)
	if err != nil {
		t.Fatal(err)
	}
	h2, err := Resume(saved, cfg)
	if err != nil {
		t.Fatalf("resume after the first host closed: %v", err)
	}
	h2.Close()
}
