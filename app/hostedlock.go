package app

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"sync"
	"time"

	"github.com/trickparty/trickparty/lan"
)

// hostedLocks are the storages a hosted table of this process runs from:
// one table per storage, since both would keep their moves under
// HostedName and the guests' tokens would work at both.
var hostedLocks = struct {
	sync.Mutex
	held map[any]*hostedLock
}{held: map[any]*hostedLock{}}

// hostedLock keeps a storage's hosted table to one running table. For a
// DirStorage it also holds lan's file lock beside HostedName, which keeps
// other processes (a second app) out.
type hostedLock struct {
	key      any
	file     *lan.SaveLock
	closing  bool
	released chan struct{}
}

// errHostedHere refuses a second table from a storage in this process.
var errHostedHere = errors.New("a table is already being hosted from this app's saved games")

// closeWait bounds waiting for a closing table to let go of its storage.
const closeWait = 5 * time.Second

// lockHosted takes store for one hosted table. A table of this process
// that is closing is waited for (its goodbyes run in the background); one
// still open, or one of another process, refuses.
func lockHosted(ctx context.Context, store Storage) (*hostedLock, error) {
	key := storageKey(store)
	if key == nil {
		return &hostedLock{released: make(chan struct{})}, nil
	}
	for {
		hostedLocks.Lock()
		old := hostedLocks.held[key]
		if old == nil {
			break // still locked: taken below
		}
		closing, released := old.closing, old.released
		hostedLocks.Unlock()
		if !closing {
			return nil, errHostedHere
		}
		select {
		case <-released:
		case <-ctx.Done():
			return nil, errHostedHere
		case <-time.After(closeWait):
			return nil, errHostedHere
		}
	}
	defer hostedLocks.Unlock()
	l := &hostedLock{key: key, released: make(chan struct{})}
	if d, ok := store.(DirStorage); ok {
		f, err := lockDir(d)
		var elsewhere *lan.HostedElsewhereError
		if errors.As(err, &elsewhere) {
			return nil, err
		}
		// Any other failure means the storage cannot be written: its
		// saves fail too and the player is told (OnSaveError), so the
		// table still opens.
		l.file = f
	}
	hostedLocks.held[key] = l
	return l, nil
}

func lockDir(d DirStorage) (*lan.SaveLock, error) {
	if err := os.MkdirAll(d.Dir, 0o755); err != nil {
		return nil, err
	}
	return lan.LockSave(filepath.Join(d.Dir, HostedName))
}

// storageKey tells storages apart: a directory by its path, any other
// storage by identity (nil when it has none, which goes unlocked).
func storageKey(store Storage) any {
	if d, ok := store.(DirStorage); ok {
		if abs, err := filepath.Abs(d.Dir); err == nil {
			return "dir:" + abs
		}
		return "dir:" + filepath.Clean(d.Dir)
	}
	if store == nil || !reflect.TypeOf(store).Comparable() {
		return nil
	}
	return store
}

// close marks the table as closing: a new table of the same storage waits
// for release instead of being refused.
func (l *hostedLock) close() {
	if l == nil {
		return
	}
	hostedLocks.Lock()
	defer hostedLocks.Unlock()
	l.closing = true
}

// release lets another table use the storage; once only.
func (l *hostedLock) release() {
	if l == nil {
		return
	}
	hostedLocks.Lock()
	defer hostedLocks.Unlock()
	if l.key != nil && hostedLocks.held[l.key] == l {
		delete(hostedLocks.held, l.key)
		l.file.Unlock()
		close(l.released)
	}
}

// keptAside moves a kept table that does not replay out of the way, so a
// new table does not overwrite it, and says where it went.
func keptAside(store Storage, err error) error {
	aside, qerr := Quarantine(store, HostedName, time.Now())
	if qerr != nil {
		return fmt.Errorf("could not resume the table: %w", err)
	}
	return fmt.Errorf("could not resume the table: %w (it was kept as %s)", err, aside)
}
