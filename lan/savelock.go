package lan

import (
	"fmt"
	"os"
)

// HostedElsewhereError is why a save cannot be hosted: another table is
// running from it (LockSave).
type HostedElsewhereError struct{ Path string }

func (e *HostedElsewhereError) Error() string {
	return fmt.Sprintf("this table is already being hosted from %s by another process", e.Path)
}

// SaveLock keeps a save to one running table. The OS lock is on a lock
// file beside the save (path + ".lock"), not on the save itself: the
// atomic autosave replaces the save's file, which would lose a lock on it.
// The lock file stays behind after Unlock; removing it could let two
// tables lock different files of the same name.
type SaveLock struct{ f *os.File }

// LockSave takes the save at path for this table until Unlock (or the
// process ends). A save another table holds is refused with a
// *HostedElsewhereError.
func LockSave(path string) (*SaveLock, error) {
	f, err := os.OpenFile(path+".lock", os.O_RDWR|os.O_CREATE, 0o600)
	if err != nil {
		return nil, fmt.Errorf("cannot save the table to %s: %w", path, err)
	}
	held, err := lockFile(f)
	if err != nil {
		f.Close()
		return nil, fmt.Errorf("cannot lock %s: %w", f.Name(), err)
	}
	if held {
		f.Close()
		return nil, &HostedElsewhereError{Path: path}
	}
	return &SaveLock{f: f}, nil
}

// Unlock lets another table use the save; a nil lock is fine.
func (l *SaveLock) Unlock() error {
	if l == nil || l.f == nil {
		return nil
	}
	unlockFile(l.f)
	err := l.f.Close()
	l.f = nil
	return err
}
