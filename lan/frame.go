package lan

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"sync"
	"time"
)

// MaxFrame is the largest frame payload either side accepts or sends.
const MaxFrame = 64 << 10

// ErrFrameTooLarge is returned for a frame whose declared length exceeds
// MaxFrame; the stream cannot be trusted after it, so callers close it.
var ErrFrameTooLarge = errors.New("lan: frame larger than 64 KiB")

// ErrEmptyFrame is returned for a frame of length zero, which no sender
// produces.
var ErrEmptyFrame = errors.New("lan: empty frame")

// WriteFrame writes payload as one frame. It refuses payloads over MaxFrame
// rather than send something the peer would reject.
func WriteFrame(w io.Writer, payload []byte) error {
	if len(payload) == 0 {
		return ErrEmptyFrame
	}
	if len(payload) > MaxFrame {
		return ErrFrameTooLarge
	}
	// One Write call per frame so concurrent-safe writers never interleave
	// a header with another frame's body.
	buf := make([]byte, 4+len(payload))
	binary.BigEndian.PutUint32(buf, uint32(len(payload)))
	copy(buf[4:], payload)
	_, err := w.Write(buf)
	return err
}

// ReadFrame reads one frame into buf (grown when needed) and returns the
// payload. The length is checked before anything is allocated for it.
func ReadFrame(r io.Reader, buf []byte) ([]byte, error) {
	return readFrameMax(r, buf, MaxFrame)
}

// readFrameMax is ReadFrame refusing frames longer than limit (at most
// MaxFrame) with ErrFrameTooLarge.
func readFrameMax(r io.Reader, buf []byte, limit uint32) ([]byte, error) {
	var hdr [4]byte
	if _, err := io.ReadFull(r, hdr[:]); err != nil {
		return nil, err
	}
	n := binary.BigEndian.Uint32(hdr[:])
	if n == 0 {
		return nil, ErrEmptyFrame
	}
	if n > limit || n > MaxFrame {
		return nil, ErrFrameTooLarge
	}
	if cap(buf) < int(n) {
		buf = make([]byte, n)
	}
	buf = buf[:n]
	if _, err := io.ReadFull(r, buf); err != nil {
		if err == io.EOF {
			err = io.ErrUnexpectedEOF
		}
		return nil, fmt.Errorf("lan: truncated frame: %w", err)
	}
	return buf, nil
}

// framePool recycles the buffers of outgoing frames: the host builds one
// per view, and views are most of its traffic.
var framePool = sync.Pool{New: func() any { b := make([]byte, 0, 2048); return &b }}

// newFrameBuf returns a pooled buffer holding room for a frame header; the
// payload is appended after it and sealFrame completes it.
func newFrameBuf() *[]byte {
	b := framePool.Get().(*[]byte)
	*b = append((*b)[:0], 0, 0, 0, 0)
	return b
}

// freeFrameBuf returns a buffer to the pool once nothing refers to it.
func freeFrameBuf(b *[]byte) {
	if cap(*b) <= 4+MaxFrame {
		framePool.Put(b)
	}
}

// sealFrame writes the header of a frame built after newFrameBuf, refusing
// what WriteFrame would refuse.
func sealFrame(b []byte) error {
	n := len(b) - 4
	if n <= 0 {
		return ErrEmptyFrame
	}
	if n > MaxFrame {
		return ErrFrameTooLarge
	}
	binary.BigEndian.PutUint32(b, uint32(n))
	return nil
}

// encodeFrame marshals m into a complete pooled frame.
func encodeFrame(m *Msg) (*[]byte, error) {
	p, err := encodeMsg(m)
	if err != nil {
		return nil, err
	}
	b := newFrameBuf()
	*b = append(*b, p...)
	if err := sealFrame(*b); err != nil {
		freeFrameBuf(b)
		return nil, err
	}
	return b, nil
}

// mustFrame is a complete frame of a constant message (ping, pong).
func mustFrame(m *Msg) []byte {
	p, err := encodeMsg(m)
	if err != nil {
		panic(err)
	}
	b := make([]byte, 4+len(p))
	binary.BigEndian.PutUint32(b, uint32(len(p)))
	copy(b[4:], p)
	return b
}

var (
	pingFrame = mustFrame(&Msg{T: tPing})
	pongFrame = mustFrame(&Msg{T: tPong})
)

// linkDefaults fills the timings both ends of a connection share, where
// unset: the handshake must finish within 5 s, each side pings every
// second, and a peer silent for four pings is dropped, so a host that died
// without closing its connections (its machine lost power or network) is
// noticed by its guests within 4 s.
func linkDefaults(handshake, keepAlive, idle *time.Duration) {
	if *handshake == 0 {
		*handshake = 5 * time.Second
	}
	if *keepAlive == 0 {
		*keepAlive = time.Second
	}
	if *idle == 0 {
		*idle = 4 * *keepAlive
	}
}
