package main

import "runtime/debug"

// gcPercent is the app's garbage-collection target: the heap may grow by a
// quarter of what is live before a collection, not double (Go's default).
// The app's live heap is tens of megabytes of fonts and card pictures that
// stay for the whole run, and little is allocated while a player thinks,
// so the default mostly held garbage (memory a player sees in their task
// manager); the extra collections fall while cards fly and cost a few
// milliseconds each.
const gcPercent = 25

// setGCPercent applies gcPercent unless the player's GOGC says otherwise,
// and returns the percentage in force.
func setGCPercent(getenv func(string) string) int {
	if getenv("GOGC") != "" {
		p := debug.SetGCPercent(100)
		debug.SetGCPercent(p)
		return p
	}
	debug.SetGCPercent(gcPercent)
	return gcPercent
}
