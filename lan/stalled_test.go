package lan

import (
	"io"
	"net"
	"syscall"
	"testing"
	"time"
)

// TestStalledReaderLosesItsSeat: a guest that keeps asking for views but
// never reads them. Once the host's writes to it stall, the seat is
// detached like a dropped one (shown disconnected, then held by a bot, so
// the game goes on) and the connection is closed, however often the peer
// keeps sending.
func TestStalledReaderLosesItsSeat(t *testing.T) {
	cfg := fakeCfg(2, 1, 3)
	cfg.Rate, cfg.Burst = 1e6, 1e6 // only the stalled writes may end it
	cfg.WriteTimeout = 300 * time.Millisecond

	// Reads may wait far longer than the guest's messages are apart, as
	// in play (pings every 5 s, 20 s idle timeout).
	cfg.KeepAlive = time.Second

	h := startHost(t, cfg)
	// A small receive buffer makes the host's writes stall after a few
	// kilobytes instead of megabytes.
	d := net.Dialer{Control: func(_, _ string, rc syscall.RawConn) error {
		var err error
		rc.Control(func(fd uintptr) { err = syscall.SetsockoptInt(int(fd), syscall.SOL_SOCKET, syscall.SO_RCVBUF, 4096) })
		return err
	}}
	c, err := d.Dial("tcp", h.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	c, seat := authOn(t, c, "ABCD23")
	sync, _ := encodeMsg(&Msg{T: tSync})
	stop := make(chan struct{})
	defer close(stop)
	go func() {
		// Ask for views in bursts until the host's writes stall, then for
		// one now and then (fewer bytes than any drain would wait for,
		// often enough to keep a read deadline moving); never read one.
		for n := 0; ; n++ {
			pause, burst := time.Millisecond, 20
			if n >= 1500 {
				pause, burst = 20*time.Millisecond, 1
			}
			select {
			case <-stop:
				return
			case <-time.After(pause):
			}
			c.SetWriteDeadline(time.Now().Add(time.Second))
			for i := 0; i < burst; i++ {
				if WriteFrame(c, sync) != nil {
					return
				}
			}
		}
	}()
	waitFor(t, 15*time.Second, "the stalled seat to be held by a bot", func() bool {
		s := h.Seats()[seat]
		return !s.Connected && s.BotHeld
	})
	waitDone(t, h, 10*time.Second)
	// The connection is closed: after whatever the host had written, the
	// guest reads the end of the stream (or a reset).
	c.SetReadDeadline(time.Now().Add(5 * time.Second))
	_, err = io.Copy(io.Discard, c)
	if ne, ok := err.(net.Error); ok && ne.Timeout() {
		t.Fatal("the host never closed the stalled connection")
	}
}
