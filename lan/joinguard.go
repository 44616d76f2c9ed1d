package lan

import (
	"crypto/hmac"
	"fmt"
)

// maxHandshakeFrame bounds the frames read before the welcome: a hello or
// an auth is well under 1 KiB, and nobody unwelcomed may make the host
// hold a 64 KiB buffer.
const maxHandshakeFrame = 4 << 10

// lockedOutText is the one answer to an attempt refused unjudged: the same
// bytes whatever code it carried, so it tells nothing about the code.
const lockedOutText = "too many join attempts; wait a minute and try again"

// judgeAuth decides whether auth proves the join code, within the limits
// of guessLimit. A reconnect token the table knows is counted against its
// seat instead of the address and the table's total: an attacker guessing
// codes cannot lock a player out of their own seat, and a token holder
// still has to prove the code (with attempts of its own, as bounded).
func (h *Host) judgeAuth(ip string, hello, auth *Msg, hostNonce []byte) verdict {
	key, tableWide := ip, true
	if auth.Token != "" {
		if seat, ok := h.tokenSeatOf(auth.Token); ok {
			key, tableWide = fmt.Sprintf("seat %d", seat), false
		}
	}
	return h.guesses.judge(key, tableWide, func() bool {
		return hmac.Equal(auth.MAC, clientMAC(h.cfg.Code, hostNonce, hello.Nonce, hello.Name))
	})
}

// tokenSeatOf asks the loop which seat token belongs to.
func (h *Host) tokenSeatOf(token string) (int, bool) {
	reply := make(chan int, 1)
	h.post(func() { reply <- h.tokenSeat(token) })
	select {
	case seat := <-reply:
		return seat, seat >= 0
	case <-h.stopped:
		return -1, false
	}
}
