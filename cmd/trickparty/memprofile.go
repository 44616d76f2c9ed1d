package main

import (
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime"
	"runtime/pprof"
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

func writeMemProfile(path string) error {
	runtime.GC()
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := pprof.WriteHeapProfile(f); err != nil {
		f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return os.WriteFile(path+".txt", []byte(fmt.Sprintf(
		"heap_alloc_mb %.1f\nheap_inuse_mb %.1f\nheap_sys_mb %.1f\nheap_released_mb %.1f\nstack_sys_mb %.1f\nsys_mb %.1f\nnum_gc %d\ngc_percent_next_mb %.1f\n",
		mb(m.HeapAlloc), mb(m.HeapInuse), mb(m.HeapSys), mb(m.HeapReleased), mb(m.StackSys), mb(m.Sys), m.NumGC, mb(m.NextGC))), 0o644)
}

func mb(b uint64) float64 { return float64(b) / (1 << 20) }
