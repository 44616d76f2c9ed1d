package lan

import (
	"encoding/json"
	"fmt"
	"os"
	"sync"
	"time"
)

// autosave writes the save atomically (temp file + rename), so a crash
// mid-write leaves the previous save intact, and hands it to SaveTo; a
// failed file write does not keep the document from SaveTo. Loop only.
func (h *Host) autosave() {
	gen, b, err := h.buildSave()
	if gen == 0 {
		return
	}
	if err == nil {
		// The newest document: no other write can be ahead of it.
		_, err = h.writeSave(gen, b)
	}
	h.noteSave(gen, err)
}

// clockSaves writes the save again every HostConfig.ClockSave while a turn
// timer runs, so a host that dies costs the player on turn at most that
// much of their time left; a table where no clock runs is written only
// when something changes. The document is built on the loop (it reads
// the game), but written on a goroutine of its own, so the loop never
// waits on the disk for a save that only moved a clock. Documents are
// numbered as they are built and written in that order: a write that
// finds a newer document written already is dropped, so a slow clock save
// never overwrites the save of a move made after it.
type clockSaves struct {
	// Loop-owned: the next clock save (nil: none due), the documents
	// built so far, when the latest was built, and the newest document
	// whose outcome noteSave has heard.
	timer *time.Timer
	built uint64
	at    time.Time
	noted uint64

	// mu is held while a document is written; written is the newest one
	// written or tried.
	mu      sync.Mutex
	written uint64
	// flying counts clock saves being written; the host waits for them
	// before it lets go of SavePath.
	flying sync.WaitGroup
}

// buildSave numbers and marshals the save of the table as it is now;
// number 0 means there is nowhere to save to. Loop only.
func (h *Host) buildSave() (uint64, []byte, error) {
	if h.cfg.SavePath == "" && h.cfg.SaveTo == nil {
		return 0, nil, nil
	}
	h.clock.built++
	h.clock.at = time.Now()
	b, err := json.Marshal(h.save())
	if err != nil {
		err = fmt.Errorf("autosave: %w", err)
	}
	return h.clock.built, b, err
}

// writeSave writes document gen to SavePath and SaveTo unless a newer one
// was written already (wrote is false then). Any goroutine.
func (h *Host) writeSave(gen uint64, b []byte) (wrote bool, err error) {
	h.clock.mu.Lock()
	defer h.clock.mu.Unlock()
	if gen <= h.clock.written {
		return false, nil
	}
	h.clock.written = gen
	if h.cfg.SavePath != "" {
		if werr := writeAtomic(h.cfg.SavePath, b); werr != nil {
			err = fmt.Errorf("autosave %s: %w", h.cfg.SavePath, werr)
		}
	}
	if h.cfg.SaveTo != nil {
		if terr := h.cfg.SaveTo(b); terr != nil && err == nil {
			err = fmt.Errorf("autosave: %w", terr)
		}
	}
	return true, err
}

// clockRuns reports whether a turn timer runs for any seat. Loop only.
func (h *Host) clockRuns() bool {
	for i := range h.seats {
		if !h.seats[i].deadline.IsZero() {
			return true
		}
	}
	return false
}

// armClockSave keeps the next clock save due while a turn timer runs:
// ClockSave after the latest save, whatever wrote it. Loop only.
func (h *Host) armClockSave() {
	if h.clock.timer != nil || !h.clockRuns() || (h.cfg.SavePath == "" && h.cfg.SaveTo == nil) {
		return
	}
	wait := max(0, time.Until(h.clock.at.Add(h.cfg.ClockSave)))
	h.clock.timer = time.AfterFunc(wait, func() { h.post(h.clockSave) })
}

// clockSave saves the time left of the running turns, unless a save (of
// a move) was written since the last one, and keeps the next one due.
// Loop only.
func (h *Host) clockSave() {
	h.clock.timer = nil
	if !h.clockRuns() {
		return
	}
	if time.Until(h.clock.at.Add(h.cfg.ClockSave)) > 0 {
		h.armClockSave()
		return
	}
	gen, b, err := h.buildSave()
	if err != nil {
		h.noteSave(gen, err)
	} else {
		h.clock.flying.Add(1)
		go func() {
			defer h.clock.flying.Done()
			if wrote, werr := h.writeSave(gen, b); wrote {
				h.post(func() { h.noteSave(gen, werr) })
			}
		}()
	}
	h.armClockSave()
}

// stopClockSaves stops the clock saves due and waits for those being
// written; once the loop has stopped, no other can start.
func (h *Host) stopClockSaves() {
	if t := h.clock.timer; t != nil {
		t.Stop()
	}
	h.clock.flying.Wait()
}

// noteSave records how save gen went: only a table whose latest save was
// written is promised as resumable (stop). A failure is reported when
// saving starts to fail, not again for every move after it. The outcome
// of a clock save that comes back after a newer save's is old news.
func (h *Host) noteSave(gen uint64, err error) {
	if gen < h.clock.noted {
		return
	}
	h.clock.noted = gen
	wasFailing := h.saveFailing
	h.saved, h.saveFailing = err == nil, err != nil
	switch {
	case err != nil && !wasFailing:
		h.cfg.Logf("lan: %v", err)
		if h.cfg.OnSaveError != nil {
			h.cfg.OnSaveError(err)
		}
	case err == nil && wasFailing:
		h.cfg.Logf("lan: autosave works again")
	}
}

// writeAtomic replaces path with b through a temporary file beside it.
func writeAtomic(path string, b []byte) error {
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, b, 0o600); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}

// claimSavePath takes the lock of the save at path (none for "") and
// checks that it can be written, so a table never starts with a save that
// is bound to fail or that another table is using.
func claimSavePath(path string) (*SaveLock, error) {
	if path == "" {
		return nil, nil
	}
	lock, err := LockSave(path)
	if err != nil {
		return nil, err
	}
	if err := checkWritable(path); err != nil {
		lock.Unlock()
		return nil, err
	}
	return lock, nil
}

// checkWritable tries the temporary file an autosave writes first.
func checkWritable(path string) error {
	if fi, err := os.Stat(path); err == nil && fi.IsDir() {
		return fmt.Errorf("cannot save the table to %s: it is a folder", path)
	}
	tmp := path + ".tmp"
	f, err := os.OpenFile(tmp, os.O_WRONLY|os.O_CREATE, 0o600)
	if err != nil {
		return fmt.Errorf("cannot save the table to %s: %w", path, err)
	}
	f.Close()
	os.Remove(tmp)
	return nil
}
