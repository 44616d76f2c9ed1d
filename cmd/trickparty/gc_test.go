package main

import (
	"runtime/debug"
	"testing"
)

// TestGCPercent: the app collects at a quarter's growth unless the
// player's GOGC says otherwise.
func TestGCPercent(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(100))
	if got := setGCPercent(func(string) string { return "" }); got != gcPercent || debug.SetGCPercent(gcPercent) != gcPercent {
		t.Errorf("without GOGC the app's GC percentage is %d, want %d", got, gcPercent)
	}
	debug.SetGCPercent(80)
	if got := setGCPercent(func(k string) string {
		if k == "GOGC" {
			return "80"
		}
		return ""
	}); got != 80 || debug.SetGCPercent(80) != 80 {
		t.Errorf("with GOGC=80 the app's GC percentage is %d, want the player's 80", got)
	}
}
