// Package cpace is the CPace password-authenticated key exchange with the
// cipher suite CPACE-RISTR255-SHA512, written as draft-irtf-cfrg-cpace-21
// specifies it (sections 3-6 and 7.3 for the group, 9.4 for key
// confirmation) and tested against the draft's own test vectors.
//
// Two parties who share a low-entropy secret (the PRS, here a table's join
// code) derive a strong shared key, ISK. Each run of the protocol gives an
// active attacker one guess of the secret and gives a passive one nothing
// to test guesses against: the messages on the wire are group elements
// whose distribution does not depend on the secret.
//
// The package implements the initiator-responder setting only (party A,
// the initiator, sends first; the transcript is transcript_ir), since Trick
// Party always has a guest that dials and a host that answers.
package cpace

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha512"
	"crypto/subtle"
	"errors"

	"github.com/gtank/ristretto255"
)

// DSI is G_Ristretto255.DSI, the domain separation identifier of the group.
const DSI = "CPaceRistretto255"

// sInBytes is SHA-512's input block size (H.s_in_bytes).
const sInBytes = 128

// ShareSize is the size of an encoded public share (Ya or Yb).
const ShareSize = 32

// ErrBadShare is returned for a peer's share that does not decode to a
// group element or that makes the shared point the neutral element; the
// draft says the protocol MUST abort then.
var ErrBadShare = errors.New("cpace: invalid share from the peer")

// identity is G.I, the encoding of the neutral element.
var identity [32]byte

// prependLen is prepend_len: data preceded by its length in LEB128.
func prependLen(out, data []byte) []byte {
	n := len(data)
	for {
		if n < 128 {
			out = append(out, byte(n))
		} else {
			out = append(out, byte(n&0x7f)|0x80)
		}
		n >>= 7
		if n == 0 {
			break
		}
	}
	return append(out, data...)
}

// lvCat is lv_cat: each argument preceded by its length.
func lvCat(out []byte, args ...[]byte) []byte {
	for _, a := range args {
		out = prependLen(out, a)
	}
	return out
}

// LVCat is lv_cat for callers building CI or AD from several fields, so
// no two different lists of fields encode alike.
func LVCat(args ...[]byte) []byte { return lvCat(nil, args...) }

// generatorString is generator_string(DSI, PRS, CI, sid, s_in_bytes): the
// zero padding makes DSI and PRS fill SHA-512's first block, so how long
// the secret is does not change how many blocks are hashed.
func generatorString(prs, ci, sid []byte) []byte {
	zpad := sInBytes - 1 - len(prependLen(nil, prs)) - len(prependLen(nil, []byte(DSI)))
	if zpad < 0 {
		zpad = 0
	}
	return lvCat(nil, []byte(DSI), prs, make([]byte, zpad), ci, sid)
}

// calculateGenerator is G.calculate_generator(H, PRS, CI, sid) for
// ristretto255: the generator string hashed to 64 bytes and mapped into
// the group by the element derivation of RFC 9496.
func calculateGenerator(prs, ci, sid []byte) *ristretto255.Element {
	h := sha512.Sum512(generatorString(prs, ci, sid))
	return ristretto255.NewElement().FromUniformBytes(h[:])
}

// Generator is the encoding of G.calculate_generator(H, prs, ci, sid) and
// GeneratorString its generator_string: what anyone holding a candidate
// secret and the public sid can compute, so tests can show none of it is
// sent.
func Generator(prs, ci, sid []byte) []byte { return calculateGenerator(prs, ci, sid).Encode(nil) }

// GeneratorString is generator_string(DSI, prs, ci, sid, s_in_bytes).
func GeneratorString(prs, ci, sid []byte) []byte { return generatorString(prs, ci, sid) }

// sampleScalar is G.sample_scalar as the draft recommends it: 32 random
// bytes with the bits above group_size_bits (252) cleared, read as a
// little-endian integer. Such a value is below the group order, so its
// encoding is canonical.
func sampleScalar() *ristretto255.Scalar {
	var b [32]byte
	rand.Read(b[:])
	return scalarFromBytes(b)
}

func scalarFromBytes(b [32]byte) *ristretto255.Scalar {
	b[31] &= 0x0f
	s := ristretto255.NewScalar()
	if err := s.Decode(b[:]); err != nil {
		// Unreachable: a 252-bit value is below the group order.
		panic("cpace: scalar not canonical")
	}
	return s
}

// scalarMultVfy is G.scalar_mult_vfy(y, X): G.I when X does not decode.
func scalarMultVfy(y *ristretto255.Scalar, x []byte) []byte {
	e := ristretto255.NewElement()
	if err := e.Decode(x); err != nil {
		return identity[:]
	}
	return e.ScalarMult(y, e).Encode(nil)
}

// transcriptIR is transcript_ir(Ya, ADa, Yb, ADb).
func transcriptIR(ya, ada, yb, adb []byte) []byte {
	return lvCat(lvCat(nil, ya, ada), yb, adb)
}

// Party is one side of one CPace run. It holds an ephemeral secret: make a
// new Party for every run (the draft: scalars MUST NOT be reused).
type Party struct {
	initiator bool
	sid       []byte
	y         *ristretto255.Scalar
	share     []byte // this party's public share, Y = y*g encoded
	ad        []byte // this party's associated data
}

// Start begins a run: it computes the generator from the secret prs, the
// channel identifier ci and the session id sid, samples this party's
// ephemeral scalar and returns the party, whose Share is sent to the peer
// together with ad. initiator says whether this party is A (its share and
// ad come first in the transcript).
func Start(initiator bool, prs, ci, sid, ad []byte) *Party {
	return start(initiator, prs, ci, sid, ad, sampleScalar())
}

func start(initiator bool, prs, ci, sid, ad []byte, y *ristretto255.Scalar) *Party {
	g := calculateGenerator(prs, ci, sid)
	return &Party{
		initiator: initiator,
		sid:       append([]byte(nil), sid...),
		y:         y,
		share:     ristretto255.NewElement().ScalarMult(y, g).Encode(nil),
		ad:        append([]byte(nil), ad...),
	}
}

// Share is this party's public share (Ya or Yb), sent to the peer.
func (p *Party) Share() []byte { return p.share }

// Finish takes the peer's share and associated data and returns the
// intermediate session key ISK (64 bytes), or ErrBadShare when the draft
// says to abort.
func (p *Party) Finish(peerShare, peerAD []byte) (*Keys, error) {
	k := scalarMultVfy(p.y, peerShare)
	if subtle.ConstantTimeCompare(k, identity[:]) == 1 {
		return nil, ErrBadShare
	}
	var t []byte
	if p.initiator {
		t = transcriptIR(p.share, p.ad, peerShare, peerAD)
	} else {
		t = transcriptIR(peerShare, peerAD, p.share, p.ad)
	}
	h := sha512.New()
	h.Write(lvCat(nil, []byte(DSI+"_ISK"), p.sid, k))
	h.Write(t)
	return &Keys{
		ISK: h.Sum(nil), Transcript: t, sid: p.sid,
		mine: lvCat(nil, p.share, p.ad), theirs: lvCat(nil, peerShare, peerAD),
	}, nil
}

// Keys is the outcome of a run: ISK and what key confirmation needs.
type Keys struct {
	// ISK is the intermediate session key; the draft recommends a KDF
	// before using it (the caller's key schedule does).
	ISK []byte
	// Transcript is transcript_ir(Ya, ADa, Yb, ADb), for binding the
	// caller's later messages to this run.
	Transcript []byte
	sid        []byte
	// mine and theirs are lv_cat(Y, AD) of this party's message and the
	// peer's: the data each confirmation tag covers.
	mine, theirs []byte
}

// macKey is mac_key = H.hash(b"CPaceMac" || sid || ISK) (section 9.4).
func (k *Keys) macKey() []byte {
	h := sha512.New()
	h.Write([]byte("CPaceMac"))
	h.Write(k.sid)
	h.Write(k.ISK)
	return h.Sum(nil)
}

// tag is MAC(mac_key, msg) with HMAC-SHA512.
func (k *Keys) tag(msg []byte) []byte {
	m := hmac.New(sha512.New, k.macKey())
	m.Write(msg)
	return m.Sum(nil)
}

// Confirm is this party's key confirmation tag, over the message it sent
// (Ta = MAC(mac_key, lv_cat(Ya, ADa)), likewise Tb).
func (k *Keys) Confirm() []byte { return k.tag(k.mine) }

// Check reports whether tag is the peer's valid confirmation tag; on false
// the run must be abandoned (the peer used another secret, or the messages
// were altered).
func (k *Keys) Check(tag []byte) bool { return hmac.Equal(tag, k.tag(k.theirs)) }
