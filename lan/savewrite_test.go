package lan

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

// saveNow autosaves through the host's loop and waits for it.
func saveNow(h *Host) {
	done := make(chan struct{})
	h.post(func() { h.autosave(); close(done) })
	<-done
}

func TestUnwritableSavePathRefusedAtStart(t *testing.T) {
	dir := t.TempDir()
	for _, path := range []string{filepath.Join(dir, "no-such-dir", "table.json"), dir} {
		cfg := fakeCfg(2, 1, 3)
		cfg.SavePath = path
		if h, err := NewHost(cfg); err == nil || !strings.Contains(err.Error(), path) {
			if h != nil {
				h.Close()
			}
			t.Errorf("NewHost saving to %s: %v, want an error naming it", path, err)
		}
		s, err := ParseSave([]byte(goodSave))
		if err != nil {
			t.Fatal(err)
		}
		if h, err := Resume(s, cfg); err == nil || !strings.Contains(err.Error(), path) {
			if h != nil {
				h.Close()
			}
			t.Errorf("Resume saving to %s: %v, want an error naming it", path, err)
		}
	}
}

// TestFailedAutosaveLoggedOnce: a save that fails for every move of a
// game is logged once, not once per move.
func TestFailedAutosaveLoggedOnce(t *testing.T) {
	cfg := fakeCfg(2, 1, 5)
	cfg.SavePath = filepath.Join(t.TempDir(), "table.json")
	var mu sync.Mutex
	var logged []string
	cfg.Logf = func(format string, args ...any) {
		mu.Lock()
		defer mu.Unlock()
		logged = append(logged, fmt.Sprintf(format, args...))
	}
	h := startHost(t, cfg)
	// A folder where the save goes: every autosave fails.
	if err := os.Mkdir(cfg.SavePath, 0o700); err != nil {
		t.Fatal(err)
	}
	a := join(t, h.Addr().String(), clientCfg("a"))
	autoplay(a, randomChooser(5))
	waitDone(t, h, 10*time.Second)
	mu.Lock()
	defer mu.Unlock()
	n := 0
	for _, line := range logged {
		if strings.Contains(line, "autosave") {
			n++
		}
	}
	if n != 1 || !strings.Contains(strings.Join(logged, "\n"), cfg.SavePath) {
		t.Fatalf("%d autosave failures logged, want 1 naming the file:\n%s", n, strings.Join(logged, "\n"))
	}
}

// TestByeNotResumableWhenTheLastSaveFailed: a table saved once and then
// no more (the last save, at closing, fails) does not promise to return.
func TestByeNotResumableWhenTheLastSaveFailed(t *testing.T) {
	cfg := fakeCfg(2, 1, 4)
	cfg.SavePath = filepath.Join(t.TempDir(), "table.json")
	h := startHost(t, cfg)
	a := join(t, h.Addr().String(), clientCfg("a"))
	waitFor(t, 5*time.Second, "start", func() bool { v := a.View(); return v != nil && v.Started })
	saveNow(h)
	if _, err := LoadSave(cfg.SavePath); err != nil {
		t.Fatalf("the first save: %v", err)
	}
	if err := os.Remove(cfg.SavePath); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(cfg.SavePath, 0o700); err != nil {
		t.Fatal(err)
	}
	h.Close()
	<-a.Done()
	if !errors.Is(a.Err(), ErrHostQuit) || errors.Is(a.Err(), ErrHostPaused) {
		t.Fatalf("the guest was told %v, want ErrHostQuit without ErrHostPaused", a.Err())
	}
}

// TestByeNotResumableBeforeAnySave: a table that never started was never
// saved, so its guests are not told it can come back.
func TestByeNotResumableBeforeAnySave(t *testing.T) {
	cfg := fakeCfg(3, 0, 4)
	cfg.SavePath = filepath.Join(t.TempDir(), "table.json")
	h := startHost(t, cfg)
	a := join(t, h.Addr().String(), clientCfg("a"))
	waitFor(t, 5*time.Second, "the first view", func() bool { return a.View() != nil })
	h.Close()
	<-a.Done()
	if !errors.Is(a.Err(), ErrHostQuit) || errors.Is(a.Err(), ErrHostPaused) {
		t.Fatalf("the guest was told %v, want ErrHostQuit without ErrHostPaused", a.Err())
	}
	if _, err := os.Stat(cfg.SavePath); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("a table that never started left a save: %v", err)
	}
}

// TestByeResumableOnceSaved: a started table saved when it closes tells
// its guests it can come back, and the save holds them.
func TestByeResumableOnceSaved(t *testing.T) {
	cfg := fakeCfg(2, 1, 4)
	cfg.SavePath = filepath.Join(t.TempDir(), "table.json")
	h := startHost(t, cfg)
	a := join(t, h.Addr().String(), clientCfg("a"))
	waitFor(t, 5*time.Second, "start", func() bool { v := a.View(); return v != nil && v.Started })
	h.Close()
	<-a.Done()
	if !errors.Is(a.Err(), ErrHostPaused) {
		t.Fatalf("the guest was told %v, want ErrHostPaused", a.Err())
	}
	s, err := LoadSave(cfg.SavePath)
	if err != nil || s.Seats[0].Token != a.Token() {
		t.Fatalf("save %+v (%v), want seat 0 with the guest's token", s, err)
	}
}
