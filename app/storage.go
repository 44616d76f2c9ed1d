package app

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
)

// Storage keeps small named files (saves). Read of a missing name returns
// an error matching fs.ErrNotExist.
type Storage interface {
	Read(name string) ([]byte, error)
	Write(name string, data []byte) error
	Rename(from, to string) error
	Remove(name string) error
}

// DirStorage stores files in one directory; the desktop app points it at
// Fyne's per-app storage directory.
type DirStorage struct {
	Dir string
}

func (d DirStorage) path(name string) (string, error) {
	if name == "" || strings.ContainsAny(name, `/\`) || name == "." || name == ".." {
		return "", fmt.Errorf("bad storage name %q", name)
	}
	return filepath.Join(d.Dir, name), nil
}

// Read implements Storage.
func (d DirStorage) Read(name string) ([]byte, error) {
	p, err := d.path(name)
	if err != nil {
		return nil, err
	}
	return os.ReadFile(p)
}

// Write implements Storage atomically: a crash mid-write leaves the old
// file, never half a save.
func (d DirStorage) Write(name string, data []byte) error {
	p, err := d.path(name)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(d.Dir, 0o755); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(d.Dir, name+".tmp*")
	if err != nil {
		return err
	}
	_, werr := tmp.Write(data)
	cerr := tmp.Close()
	if err := errors.Join(werr, cerr); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	return os.Rename(tmp.Name(), p)
}

// Rename implements Storage.
func (d DirStorage) Rename(from, to string) error {
	pf, err := d.path(from)
	if err != nil {
		return err
	}
	pt, err := d.path(to)
	if err != nil {
		return err
	}
	return os.Rename(pf, pt)
}

// Remove implements Storage.
func (d DirStorage) Remove(name string) error {
	p, err := d.path(name)
	if err != nil {
		return err
	}
	return os.Remove(p)
}

// MemStorage is a Storage in memory, for tests and for running without a
// writable directory.
type MemStorage struct {
	mu    sync.Mutex
	files map[string][]byte
}

// Read implements Storage.
func (m *MemStorage) Read(name string) ([]byte, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	data, ok := m.files[name]
	if !ok {
		return nil, &os.PathError{Op: "read", Path: name, Err: os.ErrNotExist}
	}
	return append([]byte(nil), data...), nil
}

// Write implements Storage.
func (m *MemStorage) Write(name string, data []byte) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.files == nil {
		m.files = map[string][]byte{}
	}
	m.files[name] = append([]byte(nil), data...)
	return nil
}

// Rename implements Storage.
func (m *MemStorage) Rename(from, to string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	data, ok := m.files[from]
	if !ok {
		return &os.PathError{Op: "rename", Path: from, Err: os.ErrNotExist}
	}
	delete(m.files, from)
	m.files[to] = data
	return nil
}

// Remove implements Storage.
func (m *MemStorage) Remove(name string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if _, ok := m.files[name]; !ok {
		return &os.PathError{Op: "remove", Path: name, Err: os.ErrNotExist}
	}
	delete(m.files, name)
	return nil
}

// Names lists the stored names (unordered).
func (m *MemStorage) Names() []string {
	m.mu.Lock()
	defer m.mu.Unlock()
	var out []string
	for n := range m.files {
		out = append(out, n)
	}
	return out
}
