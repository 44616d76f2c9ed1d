package lan

import (
	"bufio"
	"crypto/ed25519"
	"crypto/hmac"
	"crypto/sha256"
	"fmt"
	"net"
	"strconv"
	"time"

	"github.com/trickparty/trickparty/lan/internal/cpace"
)

// The pieces of the handshake both sides compute alike (doc.go, Handshake).

// protoLabel names this protocol in every derived value, so nothing
// computed for one version is accepted by another.
var protoLabel = "TrickParty LAN " + strconv.Itoa(ProtocolVersion)

// nonceSize is the size of each side's handshake nonce.
const nonceSize = 32

// channelID is CPace's CI: the protocol and both roles, the initiator's
// first, so a message of one role can never be taken for the other's.
var channelID = cpace.LVCat([]byte(protoLabel), []byte("guest"), []byte("table"))

// sessionID is CPace's sid: both sides' nonces, guest's first.
func sessionID(guestNonce, hostNonce []byte) []byte {
	return append(append(make([]byte, 0, 2*nonceSize), guestNonce...), hostNonce...)
}

// codeSecret is CPace's PRS: the join code as players type it, normalised.
func codeSecret(code string) []byte { return []byte(NormalizeCode(code)) }

// hostProof is what the host signs with its identity key: the session id
// and the whole CPace transcript, both fixed by this connection alone.
func hostProof(sid, transcript []byte) []byte {
	out := append([]byte(protoLabel+" host proof\x00"), sid...)
	return append(out, transcript...)
}

// rejoinHint lets a guest name its seat in the hello without revealing its
// token: an HMAC of the guest's fresh nonce under the token. The host,
// which knows every seat's token, finds the seat; an onlooker learns
// nothing it could reuse on another connection (the host refuses a nonce
// it has seen).
func rejoinHint(token string, guestNonce []byte) []byte {
	m := hmac.New(sha256.New, []byte(token))
	m.Write([]byte(protoLabel + " rejoin\x00"))
	m.Write(guestNonce)
	return m.Sum(nil)
}

// KeyFingerprint is a short printable name of a host identity key: what
// tables advertise (TXT "key") and what a kept seat is matched by.
func KeyFingerprint(pub []byte) string {
	if len(pub) != ed25519.PublicKeySize {
		return ""
	}
	sum := sha256.Sum256(pub)
	return b64.EncodeToString(sum[:16])
}

// link is one connection after the handshake: its frames are sealed one
// way and opened the other.
type link struct {
	conn net.Conn
	br   *bufio.Reader
	tx   *sealer
	rx   *opener
	buf  []byte
	// limit is the largest frame read (maxWireFrame once welcomed).
	limit uint32
	// tap sees every payload read, opened (ClientConfig.Tap).
	tap func(payload []byte)
}

// readMsg reads and opens the next frame.
func (l *link) readMsg() (*Msg, error) {
	b, err := readFrameMax(l.br, l.buf, l.limit)
	if err != nil {
		return nil, err
	}
	l.buf = b[:0]
	p, err := l.rx.open(b)
	if err != nil {
		return nil, err
	}
	if l.tap != nil {
		l.tap(p)
	}
	return decodeMsg(p)
}

// writeMsg seals m and writes it; callers serialise writes.
func (l *link) writeMsg(m *Msg) error {
	b, err := encodeMsg(m)
	if err != nil {
		return err
	}
	return l.writePayload(b)
}

// writePayload seals one frame's payload and writes it.
func (l *link) writePayload(p []byte) error {
	if len(p) == 0 {
		return ErrEmptyFrame
	}
	if len(p) > MaxFrame {
		return ErrFrameTooLarge
	}
	l.conn.SetWriteDeadline(time.Now().Add(5 * time.Second))
	_, err := l.conn.Write(l.tx.sealPayload(p))
	return err
}

// versionWords is what a side says when the other speaks protocol theirs.
func versionWords(ours, theirs int) string {
	if theirs < ours {
		return fmt.Sprintf("this table needs a newer Trick Party: update yours to join (the table speaks LAN protocol %d, yours %d)", ours, theirs)
	}
	return fmt.Sprintf("this table runs an older Trick Party than yours: its host needs to update it (the table speaks LAN protocol %d, yours %d)", ours, theirs)
}
