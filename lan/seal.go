package lan

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/hkdf"
	"crypto/sha512"
	"encoding/binary"
	"errors"
	"slices"
)

// Sealed frames: after the handshake every frame's payload is encrypted
// and authenticated with AES-256-GCM under a key of its direction, the
// nonce being the frame's number in that direction. A frame that was
// replayed, reordered, dropped, cut short, altered or injected fails to
// open, and the connection ends (ErrTampered).

// sealOverhead is what sealing adds to a payload (GCM's tag).
const sealOverhead = 16

// maxWireFrame is the largest frame on the wire: a sealed MaxFrame.
const maxWireFrame = MaxFrame + sealOverhead

// ErrTampered is returned for a sealed frame that does not open: the
// connection was tampered with (or is not from the peer that shares its
// keys), and nothing read from it after that can be trusted.
var ErrTampered = errors.New("lan: a message failed its integrity check (the connection was tampered with)")

// sealer encrypts one direction's frames in order.
type sealer struct {
	aead cipher.AEAD
	seq  uint64
}

// opener decrypts one direction's frames, expecting them in order.
type opener struct {
	aead cipher.AEAD
	seq  uint64
}

// directionKeys derives the two directions' AEADs from the PAKE's ISK
// with HKDF-SHA512 (RFC 5869), the salt being the session's transcript so
// keys are bound to the messages both sides saw.
func directionKeys(isk, transcript []byte) (guestToHost, hostToGuest cipher.AEAD, err error) {
	mk := func(info string) (cipher.AEAD, error) {
		k, err := hkdf.Key(sha512.New, isk, transcript, info, 32)
		if err != nil {
			return nil, err
		}
		b, err := aes.NewCipher(k)
		if err != nil {
			return nil, err
		}
		return cipher.NewGCM(b)
	}
	if guestToHost, err = mk(protoLabel + " guest to host"); err != nil {
		return nil, nil, err
	}
	if hostToGuest, err = mk(protoLabel + " host to guest"); err != nil {
		return nil, nil, err
	}
	return guestToHost, hostToGuest, nil
}

// nonceOf is the 12-byte GCM nonce of frame number seq. Each direction
// has its own key, so a number is never used twice under one key.
func nonceOf(seq uint64) []byte {
	var n [12]byte
	binary.BigEndian.PutUint64(n[4:], seq)
	return n[:]
}

// seal turns frame (a 4-byte header then the payload, as built by
// newFrameBuf) into its sealed form in place, growing it by sealOverhead,
// and returns it. The header, rewritten to the sealed length, is
// authenticated as additional data.
func (s *sealer) seal(frame []byte) []byte {
	n := len(frame) - 4
	frame = slices.Grow(frame, sealOverhead)
	binary.BigEndian.PutUint32(frame[:4], uint32(n+sealOverhead))
	out := s.aead.Seal(frame[4:4], nonceOf(s.seq), frame[4:], frame[:4])
	s.seq++
	return frame[:4+len(out)]
}

// sealPayload is the sealed frame of payload, newly allocated.
func (s *sealer) sealPayload(payload []byte) []byte {
	frame := make([]byte, 4, 4+len(payload)+sealOverhead)
	return s.seal(append(frame, payload...))
}

// open decrypts the payload of a sealed frame in place and returns the
// plaintext; any failure is ErrTampered.
func (o *opener) open(payload []byte) ([]byte, error) {
	if len(payload) <= sealOverhead {
		return nil, ErrTampered
	}
	var hdr [4]byte
	binary.BigEndian.PutUint32(hdr[:], uint32(len(payload)))
	out, err := o.aead.Open(payload[:0], nonceOf(o.seq), payload, hdr[:])
	if err != nil {
		return nil, ErrTampered
	}
	o.seq++
	return out, nil
}
