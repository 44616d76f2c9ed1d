package lan

import (
	"encoding/json"
	"fmt"
	"os"
)

// autosave writes the save atomically (temp file + rename), so a crash
// mid-write leaves the previous save intact, and hands it to SaveTo; a
// failed file write does not keep the document from SaveTo. Loop only.
func (h *Host) autosave() {
	if h.cfg.SavePath == "" && h.cfg.SaveTo == nil {
		return
	}
	b, err := json.Marshal(h.save())
	if err != nil {
		h.noteSave(fmt.Errorf("autosave: %w", err))
		return
	}
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
	h.noteSave(err)
}

// noteSave records how the latest save went: only a table whose latest
// save was written is promised as resumable (stop). A failure is reported
// when saving starts to fail, not again for every move after it.
func (h *Host) noteSave(err error) {
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
