package main

import (
	"fmt"
	"os"
	"runtime"
	"runtime/pprof"
)

// writeMemProfile writes a heap profile (after a GC, so it shows what is
// live) to path and the Go runtime's own figures to path.txt.
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
