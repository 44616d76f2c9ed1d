//go:build unix

package main

import (
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"
)

// watchMemProfile is a developer aid for the app's weight: with
// TRICKPARTY_MEMPROFILE=PATH set, each SIGUSR1 writes a heap profile to
// PATH (after a GC, so it shows what is live) and the Go runtime's own
// figures to PATH.txt, for comparing with the process's resident memory.
func watchMemProfile(stderr io.Writer) {
	path := os.Getenv("TRICKPARTY_MEMPROFILE")
	if path == "" {
		return
	}
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, syscall.SIGUSR1)
	go func() {
		for range sig {
			if err := writeMemProfile(path); err != nil {
				fmt.Fprintln(stderr, "trickparty: memory profile:", err)
			}
		}
	}()
}
