package engine

import (
	"crypto/rand"
	"encoding/binary"
)

// RandomSeed returns a seed for a game people play, or for a bot's or a
// hint's own choices, from the operating system's cryptographic source.
// A seed taken from the clock can be found again: whoever sees one hand
// can try every nanosecond of the minutes around the deal (tens of
// thousands a second on a laptop) until a seed deals that hand, and then
// knows every other hand and the rest of the game. Never 0, which
// command-line flags take to mean "choose one".
func RandomSeed() uint64 {
	var b [8]byte
	for {
		// crypto/rand.Read never fails: it crashes the program instead.
		rand.Read(b[:])
		if s := binary.LittleEndian.Uint64(b[:]); s != 0 {
			return s
		}
	}
}
