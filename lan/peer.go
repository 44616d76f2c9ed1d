package lan

import (
	"crypto/rand"
	"encoding/binary"
	"net"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"golang.org/x/time/rate"
)

// maxBatch bounds how many queued frames one write system call carries.
const maxBatch = 32

// peer is the host's side of one welcomed connection. Everything sent to it
// goes through out, written by one goroutine, so a slow reader never blocks
// the game loop: when its queue is full it is dropped instead.
type peer struct {
	conn net.Conn
	// tx seals what the writer sends; only the writer touches it once the
	// peer is welcomed.
	tx        *sealer
	out       chan *[]byte // complete frames from newFrameBuf
	closed    chan struct{}
	closeOnce sync.Once
	limiter   *rate.Limiter
	seat      int
	// writeTimeout bounds one write: a peer that stops reading makes the
	// writes stall, and then the connection is given up.
	writeTimeout time.Duration
	// written is closed when the writer has stopped for good (flushed,
	// failed or told to finish) and half-closed the connection.
	written chan struct{}
	// lingering is set by the writer when it stops: from then on the
	// reader only drains the peer's input until lingerUntil, and no message
	// of the peer's, however many it keeps sending, extends it.
	mu          sync.Mutex
	lingering   bool
	lingerUntil time.Time
	// The host's pings carry random numbers and the guest repeats one in
	// its pong once it has read everything before it, so only a guest that
	// reads can answer: waiting holds the numbers sent and not yet
	// answered, oldest first, and ackedAt when the last answer came.
	// stalled is set when pings went unanswered for ackTimeout: the guest
	// stopped reading, whatever it still sends.
	ackTimeout time.Duration
	pingMu     sync.Mutex
	waiting    []int64
	ackedAt    time.Time
	stalled    atomic.Bool
}

// maxWaitingPings bounds the unanswered ping numbers kept: far more than
// ackTimeout's worth of pings.
const maxWaitingPings = 64

// lingerTime is how long a finished connection's input is drained before
// it is closed (see linger).
const lingerTime = 500 * time.Millisecond

func newPeer(c net.Conn, tx *sealer, limiter *rate.Limiter, writeTimeout, ackTimeout time.Duration) *peer {
	p := &peer{
		conn:         c,
		tx:           tx,
		out:          make(chan *[]byte, 128),
		closed:       make(chan struct{}),
		written:      make(chan struct{}),
		limiter:      limiter,
		writeTimeout: writeTimeout,
		ackTimeout:   ackTimeout,
	}
	p.ackedAt = time.Now()
	return p
}

// nextPing draws the number of the next ping and keeps it until answered.
func (p *peer) nextPing() int64 {
	// Positive and below 2^53, so it reads back exactly from JSON anywhere.
	var b [8]byte
	rand.Read(b[:])
	n := int64(binary.BigEndian.Uint64(b[:])>>11) + 1
	p.pingMu.Lock()
	if len(p.waiting) == maxWaitingPings {
		p.waiting = p.waiting[1:]
	}
	p.waiting = append(p.waiting, n)
	p.pingMu.Unlock()
	return n
}

// pong notes the guest's answer to ping n: it has read that ping, and
// so every one before it. A number never sent is ignored.
func (p *peer) pong(n int64) {
	p.pingMu.Lock()
	defer p.pingMu.Unlock()
	for i, w := range p.waiting {
		if w == n {
			p.waiting = append(p.waiting[:0], p.waiting[i+1:]...)
			p.ackedAt = time.Now()
			return
		}
	}
}

// silentFor is how long pings have gone unanswered at now (0: none is
// waiting for an answer).
func (p *peer) silentFor(now time.Time) time.Duration {
	p.pingMu.Lock()
	defer p.pingMu.Unlock()
	if len(p.waiting) == 0 {
		return 0
	}
	return now.Sub(p.ackedAt)
}

// pingFrameOf is the complete frame of ping seq, {"t":"ping","seq":N},
// built in buf.
func pingFrameOf(buf []byte, seq int64) []byte {
	buf = append(buf[:0], 0, 0, 0, 0)
	buf = append(buf, `{"t":"ping","seq":`...)
	buf = strconv.AppendInt(buf, seq, 10)
	buf = append(buf, '}')
	sealFrame(buf) // a few bytes: never empty, never too large
	return buf
}

// sendMsg queues m; it never blocks.
func (p *peer) sendMsg(m *Msg) {
	b, err := encodeFrame(m)
	if err != nil {
		return
	}
	p.send(b)
}

// sendFrame queues a copy of a constant frame (pong).
func (p *peer) sendFrame(f []byte) {
	b := framePool.Get().(*[]byte)
	*b = append((*b)[:0], f...)
	p.send(b)
}

// send queues a complete frame, which then belongs to the writer; it never
// blocks.
func (p *peer) send(b *[]byte) {
	select {
	case <-p.closed:
		freeFrameBuf(b)
		return
	default:
	}
	select {
	case p.out <- b:
	default:
		freeFrameBuf(b)
		p.finish() // the peer stopped reading: let it resync on reconnect
	}
}

// finish makes the writer flush what is queued and close the connection.
func (p *peer) finish() { p.closeOnce.Do(func() { close(p.closed) }) }

// writeLoop writes queued frames, as many as are waiting in one system
// call (writev), so a burst of views costs one wake-up and one write.
func (p *peer) writeLoop(keepAlive time.Duration) {
	defer p.linger()
	tick := time.NewTicker(keepAlive)
	defer tick.Stop()
	held := make([]*[]byte, 0, maxBatch)
	ping := make([]byte, 0, 32)
	bufs := make(net.Buffers, 0, maxBatch)
	// flush writes held; ok is false when the connection failed.
	flush := func() bool {
		for _, b := range held {
			*b = p.tx.seal(*b)
			bufs = append(bufs, *b)
		}
		p.conn.SetWriteDeadline(time.Now().Add(p.writeTimeout))
		wb := bufs // WriteTo consumes its receiver
		_, err := wb.WriteTo(p.conn)
		for i, b := range held {
			freeFrameBuf(b)
			held[i] = nil
		}
		clear(bufs)
		held, bufs = held[:0], bufs[:0]
		return err == nil
	}
	// gather adds whatever else is queued, up to a batch.
	gather := func() {
		for len(held) < maxBatch {
			select {
			case b := <-p.out:
				held = append(held, b)
			default:
				return
			}
		}
	}
	for {
		select {
		case b := <-p.out:
			held = append(held, b)
			gather()
			if !flush() {
				p.finish()
				return
			}
		case now := <-tick.C:
			if p.silentFor(now) > p.ackTimeout {
				// Measured by the game: the guest has not read what it
				// was sent for ackTimeout, so its seat goes to a bot now
				// rather than when the socket's buffers fill.
				p.stalled.Store(true)
				p.finish()
				return
			}
			ping = p.tx.seal(pingFrameOf(ping, p.nextPing()))
			p.conn.SetWriteDeadline(time.Now().Add(p.writeTimeout))
			if _, err := p.conn.Write(ping); err != nil {
				p.finish()
				return
			}
		case <-p.closed:
			for {
				gather()
				if len(held) == 0 {
					return
				}
				if !flush() {
					return
				}
			}
		}
	}
}

// linger ends the writer's side: it half-closes the connection and gives
// the reader lingerTime to drain what the peer still sends before the
// reader closes it. Closing a socket with unread input makes TCP send a
// reset, which can destroy the error frame just written before the peer
// reads it; and a peer that keeps sending must not keep a connection alive
// whose writes have failed.
func (p *peer) linger() {
	p.finish()
	p.mu.Lock()
	p.lingering = true
	p.lingerUntil = time.Now().Add(lingerTime)
	if tc, ok := p.conn.(*net.TCPConn); ok {
		tc.CloseWrite()
	}
	p.conn.SetReadDeadline(p.lingerUntil)
	p.mu.Unlock()
	close(p.written)
}

// extendRead gives the next read idle more time, unless the writer has
// stopped: then it reports false and the reader only drains.
func (p *peer) extendRead(idle time.Duration) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.lingering {
		return false
	}
	p.conn.SetReadDeadline(time.Now().Add(idle))
	return true
}
