package lan

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io"
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
	var hdr [4]byte
	if _, err := io.ReadFull(r, hdr[:]); err != nil {
		return nil, err
	}
	n := binary.BigEndian.Uint32(hdr[:])
	if n == 0 {
		return nil, ErrEmptyFrame
	}
	if n > MaxFrame {
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
