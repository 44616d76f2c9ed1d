package lan

import (
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"
)

// savesSeen collects the documents a table hands SaveTo.
type savesSeen struct {
	mu    sync.Mutex
	saves []*Save
}

func (s *savesSeen) saveTo(b []byte) error {
	doc, err := ParseSave(b)
	if err != nil {
		return err
	}
	s.mu.Lock()
	s.saves = append(s.saves, doc)
	s.mu.Unlock()
	return nil
}

// find is the first save that ok accepts, or nil.
func (s *savesSeen) find(ok func(*Save) bool) *Save {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, doc := range s.saves {
		if ok(doc) {
			return doc
		}
	}
	return nil
}

// TestTheTimeLeftIsSavedWhileTheClockRuns: while a player thinks over
// their turn, the table is saved again and again with their time left
// going down, although no move is made: a host that dies costs them a
// few seconds of their turn, not the whole of it. The file on disk gets
// it too.
func TestTheTimeLeftIsSavedWhileTheClockRuns(t *testing.T) {
	cfg := fakeCfg(2, 1, 2) // seat 0, the person, is due first
	cfg.TurnTimer = time.Minute
	cfg.ClockSave = 10 * time.Millisecond
	cfg.SavePath = filepath.Join(t.TempDir(), "table.json")
	var seen savesSeen
	cfg.SaveTo = seen.saveTo
	h := startHost(t, cfg)
	a := join(t, h.Addr().String(), clientCfg("a"))
	waitFor(t, 5*time.Second, "a's turn", func() bool {
		v := a.View()
		return v != nil && v.Started && v.Seats[0].TurnLeftMs > 0
	})
	running := func(s *Save) bool { return len(s.Moves) == 0 && s.Seats[0].TurnLeftMs > 0 }
	var first *Save
	waitFor(t, 5*time.Second, "a save with the time left", func() bool { first = seen.find(running); return first != nil })
	waitFor(t, 5*time.Second, "a later save with less time left", func() bool {
		return seen.find(func(s *Save) bool { return running(s) && s.Seats[0].TurnLeftMs < first.Seats[0].TurnLeftMs }) != nil
	})
	waitFor(t, 5*time.Second, "the file to have the time left", func() bool {
		s, err := LoadSave(cfg.SavePath)
		return err == nil && running(s) && s.Seats[0].TurnLeftMs < first.Seats[0].TurnLeftMs
	})
	if left := first.Seats[0].TurnLeftMs; left > 60000 {
		t.Errorf("saved %d ms left of a 60 s turn", left)
	}
}

// TestNoClockSavesWithoutAClock: a table whose player is due but which
// has no turn timer is not saved again and again: nothing changes.
func TestNoClockSavesWithoutAClock(t *testing.T) {
	cfg := fakeCfg(2, 1, 2)
	// Long enough that a clock save armed for nothing is still due when
	// it is looked for.
	cfg.ClockSave = time.Hour
	cfg.SaveTo = func([]byte) error { return nil }
	h := startHost(t, cfg)
	a := join(t, h.Addr().String(), clientCfg("a"))
	waitFor(t, 5*time.Second, "a's turn", func() bool { v := a.View(); return v != nil && v.Started && len(v.ToMove) == 1 && v.ToMove[0] == 0 })
	ch := make(chan bool, 1)
	h.post(func() { ch <- h.clock.timer != nil })
	if <-ch {
		t.Error("clock saves are due at a table without a turn timer")
	}
}

// TestAnOlderSaveNeverOverwritesANewerOne: a clock save written late,
// after the save of a move made since, is dropped.
func TestAnOlderSaveNeverOverwritesANewerOne(t *testing.T) {
	path := filepath.Join(t.TempDir(), "table.json")
	h := &Host{cfg: HostConfig{SavePath: path}}
	if wrote, err := h.writeSave(2, []byte("newer")); !wrote || err != nil {
		t.Fatalf("the newer save: wrote %v, %v", wrote, err)
	}
	if wrote, err := h.writeSave(1, []byte("older")); wrote || err != nil {
		t.Fatalf("the older save: wrote %v, %v", wrote, err)
	}
	if b, err := os.ReadFile(path); err != nil || string(b) != "newer" {
		t.Fatalf("the file holds %q (%v)", b, err)
	}
}
