package main

import (
	"runtime/debug"
	"time"
)

// trimEvery is how often the app hands memory it no longer uses back to
// the system:
//   - the Go heap's garbage: between collections a table that waits for
//     the player holds what the last moves left (GOGC's headroom, ~5 MB
//     after a round); a collection of a ~25 MB heap costs a few
//     milliseconds of one core, twenty seconds apart;
//   - the C heap's free pages, mostly the GL driver's: textures of text
//     and cards that Fyne made and later freed. glibc keeps freed pages
//     that sit below live ones for reuse: after a round of play the
//     process held ~5 MB it no longer used (measured under Xvfb with
//     Mesa). A trim takes well under a millisecond.
const trimEvery = 20 * time.Second

// trimFirst is when the first trim comes: once a table (or the home
// screen) has drawn, most of what starting up allocated (parsed fonts and
// card pictures, the GL driver's set-up) is garbage.
const trimFirst = 3 * time.Second

// trimFreedMemory returns freed memory after first, then every interval,
// until stop is closed.
func trimFreedMemory(first, every time.Duration, stop <-chan struct{}) {
	wait := first
	for {
		select {
		case <-stop:
			return
		case <-time.After(wait):
		}
		debug.FreeOSMemory()
		trimCHeap()
		wait = every
	}
}
