package main

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// A reconnect token is the seat: whoever holds it (and the join code) can
// take the seat back, so join keeps it in a file only its user can read
// rather than printing it, where terminal scrollback, logs and CI output
// would show it to anyone who reads them. One file per table address and
// player name, so bots joined from one machine to one table (each with its
// own name) keep a token each, and the same command line with --rejoin
// finds its own.

// keptSeat is what the file holds; the address and name are there for a
// person reading the directory.
type keptSeat struct {
	Addr  string `json:"addr"`
	Name  string `json:"name"`
	Token string `json:"token"`
	// HostKey is the table's identity key: --rejoin sends the token only
	// to a table that proves it holds it.
	HostKey []byte `json:"host_key,omitempty"`
}

// tokenDir is where join keeps tokens: trickparty/join-tokens in the
// user's configuration directory.
func tokenDir() (string, error) {
	dir, err := os.UserConfigDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(dir, "trickparty", "join-tokens"), nil
}

// keptTokenPath is the file of the seat taken at addr under name.
func keptTokenPath(addr, name string) (string, error) {
	dir, err := tokenDir()
	if err != nil {
		return "", err
	}
	sum := sha256.Sum256([]byte(addr + "\x00" + name))
	return filepath.Join(dir, hex.EncodeToString(sum[:10])+".json"), nil
}

// keepToken writes the token of the seat taken at addr under name, mode
// 0600 in a directory of mode 0700, replacing the file whole so a reader
// never sees half of it.
func keepToken(addr, name, token string, hostKey []byte) (string, error) {
	path, err := keptTokenPath(addr, name)
	if err != nil {
		return "", err
	}
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return "", err
	}
	// MkdirAll leaves a directory that was already there as it was.
	if err := os.Chmod(dir, 0o700); err != nil {
		return "", err
	}
	b, err := json.Marshal(keptSeat{addr, name, token, hostKey})
	if err != nil {
		return "", err
	}
	f, err := os.CreateTemp(dir, ".token-*") // mode 0600
	if err != nil {
		return "", err
	}
	defer os.Remove(f.Name())
	if _, err := f.Write(append(b, '\n')); err != nil {
		f.Close()
		return "", err
	}
	if err := f.Close(); err != nil {
		return "", err
	}
	if err := os.Chmod(f.Name(), 0o600); err != nil {
		return "", err
	}
	return path, os.Rename(f.Name(), path)
}

// keptToken reads the token kept for addr and name, and the key of the
// table that gave it.
func keptToken(addr, name string) (token string, hostKey []byte, err error) {
	path, err := keptTokenPath(addr, name)
	if err != nil {
		return "", nil, err
	}
	b, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return "", nil, fmt.Errorf("no seat kept for %q at %s (join first, without --print-token)", name, addr)
	}
	if err != nil {
		return "", nil, err
	}
	var k keptSeat
	if err := json.Unmarshal(b, &k); err != nil || k.Token == "" {
		return "", nil, fmt.Errorf("%s holds no token", path)
	}
	return k.Token, k.HostKey, nil
}

// forgetToken removes the token kept for addr and name: the game it was
// for is over.
func forgetToken(addr, name string) {
	if path, err := keptTokenPath(addr, name); err == nil {
		os.Remove(path)
	}
}
