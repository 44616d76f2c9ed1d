package lan

import (
	"crypto/hmac"
	"fmt"
	"time"
)

// maxHandshakeFrame bounds the frames read before the welcome: a hello, a
// share or a join is well under 1 KiB, and nobody unwelcomed may make the
// host hold a 64 KiB buffer.
const maxHandshakeFrame = 4 << 10

// lockedOutText is the one answer to an attempt refused unjudged: the same
// bytes whatever the attempt carried, so it tells nothing about the code.
const lockedOutText = "too many join attempts; wait a minute and try again"

// guessKey is what an attempt's guess is counted against: the remote
// address and the table's total, or, when the hello's rejoin hint names a
// seat the table knows, that seat alone. An attacker guessing codes then
// cannot lock a player out of their own seat, and a token holder still
// has to prove the code (with attempts of its own, as bounded).
func (h *Host) guessKey(ip string, hint, guestNonce []byte) (key string, tableWide bool) {
	if len(hint) == 0 {
		return ip, true
	}
	reply := make(chan int, 1)
	h.post(func() { reply <- h.hintSeat(hint, guestNonce) })
	select {
	case seat := <-reply:
		if seat >= 0 {
			return fmt.Sprintf("seat %d", seat), false
		}
	case <-h.stopped:
	}
	return ip, true
}

// hintSeat (loop goroutine) is the seat whose token made hint for
// guestNonce, or -1. A nonce seen before is refused: a recorded hello
// replayed by someone else must not spend the seat's attempts.
func (h *Host) hintSeat(hint, guestNonce []byte) int {
	now := time.Now()
	for n, at := range h.hintsSeen {
		if now.Sub(at) > h.cfg.BadCodeWindow {
			delete(h.hintsSeen, n)
		}
	}
	if _, seen := h.hintsSeen[string(guestNonce)]; seen {
		return -1
	}
	for i := range h.seats {
		if t := h.seats[i].token; t != "" && hmac.Equal(rejoinHint(t, guestNonce), hint) {
			h.hintsSeen[string(guestNonce)] = now
			return i
		}
	}
	return -1
}
