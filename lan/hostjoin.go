package lan

import (
	"bufio"
	"crypto/ed25519"
	"errors"
	"net"
	"strconv"

	"github.com/trickparty/trickparty/engine/bot"
	"github.com/trickparty/trickparty/lan/internal/cpace"
)

// joinRequest is what a guest asked for once the channel is sealed.
type joinRequest struct {
	name  string
	token string
	asBot bot.Level
}

// handshake runs the host's side of the handshake (doc.go): the version,
// the PAKE keyed by the join code, key confirmation, and the sealed join
// request. It returns the sealed link, or nil after refusing c.
func (h *Host) handshake(c net.Conn, br *bufio.Reader, ip string) (*link, joinRequest) {
	buf := make([]byte, 0, 512)
	// Until the welcome only small frames are read, so a crowd of
	// handshakes holds little memory.
	read := func() (*Msg, error) {
		b, err := readFrameMax(br, buf, maxHandshakeFrame)
		if err != nil {
			return nil, err
		}
		return decodeMsg(b)
	}
	hello, err := read()
	if errors.Is(err, ErrFrameTooLarge) {
		refuse(c, CodeProtocol, "handshake message too large")
		return nil, joinRequest{}
	}
	if err != nil || hello.T != tHello {
		refuse(c, CodeProtocol, "expected a Trick Party hello")
		return nil, joinRequest{}
	}
	if hello.Proto != ProtocolVersion {
		// The proto field tells a newer guest which of the two is older;
		// guests before 5 read only the words.
		refuseWith(c, &Msg{T: tError, Code: CodeVersion, Proto: ProtocolVersion, Text: versionWords(ProtocolVersion, hello.Proto)})
		h.cfg.Logf("lan: %s: protocol %d refused", ip, hello.Proto)
		return nil, joinRequest{}
	}
	if len(hello.Nonce) != nonceSize {
		refuse(c, CodeProtocol, "hello without a nonce")
		return nil, joinRequest{}
	}
	hn := nonce()
	if err := writeMsg(c, &Msg{T: tChallenge, Proto: ProtocolVersion, Nonce: hn}); err != nil {
		return nil, joinRequest{}
	}
	share, err := read()
	if err != nil || share.T != tShare || len(share.Share) != cpace.ShareSize {
		refuse(c, CodeProtocol, "expected a key share")
		return nil, joinRequest{}
	}
	sid := sessionID(hello.Nonce, hn)
	pub := h.identity.Public().(ed25519.PublicKey)
	party := cpace.Start(false, codeSecret(h.cfg.Code), channelID, sid, pub)
	keys, err := party.Finish(share.Share, nil)
	if err != nil {
		// Nothing was sent that depends on the code: no guess is spent.
		refuse(c, CodeProtocol, "invalid key share")
		return nil, joinRequest{}
	}
	key, tableWide := h.guessKey(ip, hello.Rejoin, hello.Nonce)
	// The host's share and confirmation let the guest test one code, so
	// they are sent only once the attempt holds a slot; the guest's
	// confirmation then tells whether it had the right one.
	switch h.guesses.judge(key, tableWide, func() bool {
		sig := ed25519.Sign(h.identity, hostProof(sid, keys.Transcript))
		if writeMsg(c, &Msg{T: tShare, Share: party.Share(), Key: pub, MAC: keys.Confirm(), Sig: sig}) != nil {
			return false
		}
		conf, err := read()
		return err == nil && conf.T == tConfirm && keys.Check(conf.MAC)
	}) {
	case codeLockedOut:
		refuse(c, CodeTooMany, lockedOutText)
		return nil, joinRequest{}
	case codeWrongLast:
		refuse(c, CodeTooMany, "wrong join code; too many attempts, wait a minute")
		h.cfg.Logf("lan: %s: wrong join code", ip)
		return nil, joinRequest{}
	case codeWrong:
		refuse(c, CodeBadCode, "wrong join code")
		h.cfg.Logf("lan: %s: wrong join code", ip)
		return nil, joinRequest{}
	}
	g2h, h2g, err := directionKeys(keys.ISK, keys.Transcript)
	if err != nil {
		return nil, joinRequest{}
	}
	// The join frame is sealed too, and still read within the handshake's
	// limit (serveConn raises it after the welcome).
	l := &link{conn: c, br: br, tx: &sealer{aead: h2g}, rx: &opener{aead: g2h}, buf: buf, limit: maxHandshakeFrame + sealOverhead}
	jm, err := l.readMsg()
	switch {
	case errors.Is(err, ErrTampered):
		refuseSealed(l, CodeTampered, "the join request failed its integrity check")
		return nil, joinRequest{}
	case err != nil || jm.T != tJoin:
		refuseSealed(l, CodeProtocol, "expected a join request")
		return nil, joinRequest{}
	}
	req := joinRequest{name: cleanName(jm.Name, ""), token: jm.Token}
	if jm.Bot != "" {
		if req.asBot, err = bot.ParseLevel(jm.Bot); err != nil {
			refuseSealed(l, CodeProtocol, "unknown bot level "+strconv.Quote(jm.Bot))
			return nil, joinRequest{}
		}
	}
	return l, req
}
