package lan

import (
	"bufio"
	"bytes"
	"context"
	"crypto/ed25519"
	"fmt"
	"time"

	"github.com/trickparty/trickparty/lan/internal/cpace"
)

// handshake dials and runs the guest's side of the handshake (doc.go); on
// success the sealed link is the client's current one.
func (c *Client) handshake(ctx context.Context) (*link, error) {
	conn, err := c.cfg.Dial(ctx, "tcp", c.addr)
	if err != nil {
		return nil, err
	}
	fail := func(err error) (*link, error) { conn.Close(); return nil, err }
	deadline := time.Now().Add(c.cfg.HandshakeTimeout)
	if dl, ok := ctx.Deadline(); ok && dl.Before(deadline) {
		deadline = dl
	}
	conn.SetDeadline(deadline)
	// Buffered so a frame usually costs one read system call, not two.
	br := bufio.NewReaderSize(conn, 8192)
	read := func(want string) (*Msg, error) {
		b, err := readFrameMax(br, nil, maxHandshakeFrame)
		if err != nil {
			return nil, fmt.Errorf("lan: %s: no answer from the table: %w", c.addr, err)
		}
		if c.cfg.Tap != nil {
			c.cfg.Tap(b)
		}
		m, err := decodeMsg(b)
		if err != nil {
			return nil, err
		}
		if m.T == tError {
			return nil, c.refusal(m)
		}
		if m.T != want {
			return nil, fmt.Errorf("lan: %s: expected %s, got %s", c.addr, want, m.T)
		}
		return m, nil
	}
	c.mu.Lock()
	token, kept := c.token, c.hostKey
	c.mu.Unlock()

	cn := nonce()
	hello := &Msg{T: tHello, Proto: ProtocolVersion, Nonce: cn}
	if token != "" {
		hello.Rejoin = rejoinHint(token, cn)
	}
	if err := writeMsg(conn, hello); err != nil {
		return fail(err)
	}
	ch, err := read(tChallenge)
	if err != nil {
		return fail(err)
	}
	if ch.Proto != ProtocolVersion {
		return fail(&RemoteError{Code: CodeVersion, Text: versionWords(ch.Proto, ProtocolVersion), Proto: ch.Proto})
	}
	if len(ch.Nonce) != nonceSize {
		return fail(fmt.Errorf("lan: %s: challenge without a nonce", c.addr))
	}
	sid := sessionID(cn, ch.Nonce)
	party := cpace.Start(true, codeSecret(c.cfg.Code), channelID, sid, nil)
	if err := writeMsg(conn, &Msg{T: tShare, Share: party.Share()}); err != nil {
		return fail(err)
	}
	sh, err := read(tShare)
	if err != nil {
		return fail(err)
	}
	if len(sh.Key) != ed25519.PublicKeySize {
		return fail(fmt.Errorf("lan: %s: the table sent no identity key", c.addr))
	}
	keys, err := party.Finish(sh.Share, sh.Key)
	if err != nil {
		return fail(fmt.Errorf("lan: %s: %w", c.addr, err))
	}
	if !keys.Check(sh.MAC) {
		// A wrong code, or a table that does not know it. The guest's own
		// confirmation lets a real table say which (and count the guess);
		// nothing else is sent.
		writeMsg(conn, &Msg{T: tConfirm, MAC: keys.Confirm()})
		if _, err := read(tWelcome); err != nil {
			if _, refused := err.(*RemoteError); refused {
				return fail(err)
			}
		}
		return fail(fmt.Errorf("%w (%s)", ErrNoCodeProof, c.addr))
	}
	// The table knows the code; it must also hold the key it named, and a
	// kept seat's token goes only to the table it was kept at.
	if !ed25519.Verify(sh.Key, hostProof(sid, keys.Transcript), sh.Sig) {
		return fail(fmt.Errorf("lan: %s: the table's identity proof does not check", c.addr))
	}
	if len(kept) > 0 && !bytes.Equal(kept, sh.Key) {
		return fail(ErrOtherHost)
	}
	g2h, h2g, err := directionKeys(keys.ISK, keys.Transcript)
	if err != nil {
		return fail(err)
	}
	l := &link{conn: conn, br: br, tx: &sealer{aead: g2h}, rx: &opener{aead: h2g}, buf: make([]byte, 0, 4096), limit: maxWireFrame, tap: c.cfg.Tap}
	if err := writeMsg(conn, &Msg{T: tConfirm, MAC: keys.Confirm()}); err != nil {
		return fail(err)
	}
	if err := c.write(l, &Msg{T: tJoin, Name: c.cfg.Name, Bot: string(c.cfg.Bot), Token: token}); err != nil {
		return fail(err)
	}
	w, err := l.readMsg()
	if err != nil {
		return fail(fmt.Errorf("lan: %s: no welcome from the table: %w", c.addr, err))
	}
	if w.T == tError {
		return fail(c.refusal(w))
	}
	if w.T != tWelcome {
		return fail(fmt.Errorf("lan: %s: expected %s, got %s", c.addr, tWelcome, w.T))
	}
	if err := checkWelcome(w); err != nil {
		return fail(fmt.Errorf("lan: %s: %w", c.addr, err))
	}
	conn.SetDeadline(time.Time{})
	c.mu.Lock()
	c.link, c.seat, c.token, c.table, c.hostKey = l, *w.Seat, w.Token, *w.Table, sh.Key
	c.mu.Unlock()
	return l, nil
}

// refusal is the error of a table's error frame. A version refusal is
// said in this side's words: a table from before protocol 5 does not say
// its version, and is older.
func (c *Client) refusal(m *Msg) error {
	if m.Code == CodeVersion {
		if m.Proto == 0 {
			return &RemoteError{Code: CodeVersion, Text: "this table runs an older Trick Party than yours: its host needs to update it"}
		}
		return &RemoteError{Code: CodeVersion, Text: versionWords(m.Proto, ProtocolVersion), Proto: m.Proto}
	}
	return &RemoteError{Code: m.Code, Text: m.Text}
}
