package lan

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"

	"github.com/trickparty/trickparty/engine"
)

// ProtocolVersion is the version of this package's wire protocol. Both sides
// must speak the same one; it is checked before any game data is sent.
// 2 added the public record of the last action; 3 the turn timer
// (SeatInfo.TurnLeftMs, the lan.timeout notice); 4 who plays each seat
// (SeatInfo.Level, SeatInfo.GuestBot, hello's bot), numbered pings the
// guest answers (the host's measure of a guest that stopped reading), and
// TableInfo.HostStarts; 5 the PAKE handshake and sealed frames (doc.go),
// the host's identity key, random ping numbers; 6 the turn clock held
// while a finished trick or round is read (SeatInfo.TurnHeldMs) and
// LastAction.TimedOut; 7 LastAction.StoodIn (a bot played for a person
// who is away) and the table's options and turn timer in TableInfo.
const ProtocolVersion = 7

// Message types ("t" field of every frame).
const (
	tHello     = "hello"
	tChallenge = "challenge"
	tShare     = "share"
	tConfirm   = "confirm"
	tJoin      = "join"
	tWelcome   = "welcome"
	tView      = "view"
	tAct       = "act"
	tSync      = "sync"
	tPing      = "ping"
	tPong      = "pong"
	tError     = "error"
	tBye       = "bye"
	tHistory   = "history"
)

// Error codes carried by "error" frames; stable so both sides can act on them.
const (
	CodeVersion   = "version"    // protocol versions differ
	CodeBadCode   = "bad_code"   // wrong join code
	CodeTooMany   = "too_many"   // too many wrong codes from this address
	CodeFull      = "full"       // no free seat
	CodeBadToken  = "bad_token"  // reconnect token not known
	CodeProtocol  = "protocol"   // malformed or out-of-order message
	CodeForged    = "forged"     // a message named another seat
	CodeFlood     = "flood"      // rate limit exceeded
	CodeReplaced  = "replaced"   // the seat reconnected on another connection
	CodeConnLimit = "conn_limit" // too many connections from this address
	CodeStalled   = "stalled"    // the guest stopped answering; a bot holds its seat
	CodeTampered  = "tampered"   // a sealed frame failed its integrity check
)

// Msg is one frame's JSON object. Only the fields of its type are set.
type Msg struct {
	T     string `json:"t"`
	Proto int    `json:"proto,omitempty"`
	Name  string `json:"name,omitempty"`
	// Bot, in a hello, is the level of the computer player joining (trickctl
	// join): the table shows the seat as a bot, not a person.
	Bot   string `json:"bot,omitempty"`
	Nonce []byte `json:"nonce,omitempty"`
	// Share is a CPace public share (Ya from the guest, Yb from the host);
	// MAC, in a share or confirm, the sender's key confirmation tag.
	Share []byte `json:"share,omitempty"`
	MAC   []byte `json:"mac,omitempty"`
	// Key is the host's identity public key (Ed25519) and Sig its
	// signature of the handshake, in the host's share.
	Key []byte `json:"key,omitempty"`
	Sig []byte `json:"sig,omitempty"`
	// Rejoin, in a hello, tells the host which seat's attempts the
	// connection counts against without saying the token (rejoinHint).
	Rejoin []byte `json:"rejoin,omitempty"`
	Token  string `json:"token,omitempty"`
	// Seat is the welcomed seat, or in an act the seat the client believes
	// it holds (checked against the connection's seat, never used).
	Seat  *int       `json:"seat,omitempty"`
	Table *TableInfo `json:"table,omitempty"`
	// Seq is an act's per-seat sequence number, or the number of a host's
	// ping, which the guest's pong repeats.
	Seq    int    `json:"seq,omitempty"`
	Action *int   `json:"action,omitempty"`
	View   *View  `json:"view,omitempty"`
	Code   string `json:"code,omitempty"`
	Text   string `json:"text,omitempty"`
	// History is the table's public story so far (history.go).
	History *History `json:"history,omitempty"`
}

// TableInfo is the public description of a table.
type TableInfo struct {
	Name    string `json:"name"`
	Game    string `json:"game"`
	Players int    `json:"players"`
	Bots    int    `json:"bots"`
	// HostStarts is true when a person hosts the table and may start it
	// before every seat is taken (the app); false when it starts by itself
	// once the seats are full (trickctl serve).
	HostStarts bool `json:"host_starts,omitempty"`
	// Key names the host's identity key (KeyFingerprint): adverts carry
	// it so a kept seat's table is found by its key, not its name. Only
	// the handshake proves it.
	Key string `json:"key,omitempty"`
	// Options are the game's options the table plays with (unset: the
	// game's defaults), and TurnTimerMs its turn timer (0: none): a guest
	// sees what kind of game it joins before it starts.
	Options     engine.Options `json:"options,omitzero"`
	TurnTimerMs int            `json:"turn_timer_ms,omitempty"`
}

// SeatInfo is the public state of one seat.
type SeatInfo struct {
	Seat int    `json:"seat"`
	Name string `json:"name"`
	// Bot is true for a seat the table gives to a computer player.
	Bot bool `json:"bot,omitempty"`
	// Taken is true once a player has joined a human seat.
	Taken bool `json:"taken,omitempty"`
	// Connected is true while the seat's player is connected (always true
	// for bot seats).
	Connected bool `json:"connected"`
	// BotHeld is true while a bot plays a dropped player's seat.
	BotHeld bool `json:"bot_held,omitempty"`
	// Level is the level of the bot that plays the seat: a table bot, a bot
	// holding an absent player's seat, or a guest that joined as a bot.
	Level string `json:"level,omitempty"`
	// GuestBot is true for a seat taken by a computer player that joined
	// over the network (trickctl join), rather than a person.
	GuestBot bool `json:"guest_bot,omitempty"`
	// Host is true for the seat of the person who hosts the table.
	Host bool `json:"host,omitempty"`
	// TurnLeftMs is the time left on the seat's turn timer when the view
	// was sent, in milliseconds (0: no timer runs for it).
	TurnLeftMs int `json:"turn_left_ms,omitempty"`
	// TurnHeldMs is the part of TurnLeftMs before the seat's clock runs:
	// the finished trick or round the host holds for every table to read
	// first. Until it has passed the seat's countdown stands at
	// TurnLeftMs-TurnHeldMs, never more than the table's turn timer.
	TurnHeldMs int `json:"turn_held_ms,omitempty"`
	// Awaited is true while a resumed table waits for the seat's player
	// to come back: no bot plays it meanwhile (Host.StartWithout).
	Awaited bool `json:"awaited,omitempty"`
}

// Notice is a message for one seat only, such as why its action was refused.
type Notice struct {
	Rule string `json:"rule,omitempty"`
	Text string `json:"text"`
}

// View is everything one seat receives about the game: a complete snapshot.
type View struct {
	Seat    int    `json:"seat"`
	Players int    `json:"players"`
	Game    string `json:"game"`
	// Deal counts the games played at the table before this one (a
	// rematch starts the next); Version restarts with each.
	Deal int `json:"deal,omitempty"`
	// Version counts the actions applied at the table.
	Version int `json:"version"`
	// NextSeq is the seq this seat's next act must carry.
	NextSeq int        `json:"next_seq"`
	Started bool       `json:"started"`
	Over    bool       `json:"over"`
	Round   int        `json:"round"`
	ToMove  []int      `json:"to_move"`
	Scores  []int      `json:"scores"`
	Winners []int      `json:"winners"`
	Seats   []SeatInfo `json:"seats"`
	// Obs is the engine's Observation of Seat, as JSON; absent before start.
	Obs    json.RawMessage `json:"obs,omitempty"`
	Notice *Notice         `json:"notice,omitempty"`
	// Last is the public record of the action that made Version (protocol
	// 2); nil before the first action.
	Last *LastAction `json:"last,omitempty"`
}

// encodeMsg marshals m for WriteFrame.
func encodeMsg(m *Msg) ([]byte, error) {
	b, err := json.Marshal(m)
	if err != nil {
		return nil, err
	}
	if len(b) > MaxFrame {
		return nil, ErrFrameTooLarge
	}
	return b, nil
}

// decodeMsg parses one frame strictly: one JSON object of a known type with
// no unknown fields and nothing after it.
func decodeMsg(b []byte) (*Msg, error) {
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	var m Msg
	if err := dec.Decode(&m); err != nil {
		return nil, fmt.Errorf("lan: bad message: %w", err)
	}
	if dec.More() {
		return nil, fmt.Errorf("lan: bad message: data after the JSON object")
	}
	switch m.T {
	case tHello, tChallenge, tShare, tConfirm, tJoin, tWelcome, tView, tAct, tSync, tPing, tPong, tError, tBye, tHistory:
	default:
		return nil, fmt.Errorf("lan: bad message: unknown type %q", m.T)
	}
	if len(m.Nonce) > 64 || len(m.MAC) > 64 || len(m.Share) > 64 || len(m.Key) > 64 || len(m.Sig) > 64 || len(m.Rejoin) > 64 || len(m.Token) > 64 || len(m.Name) > 256 || len(m.Bot) > 16 || len(m.Code) > 64 || len(m.Text) > 4096 {
		return nil, fmt.Errorf("lan: bad message: field too long")
	}
	return &m, nil
}

// appendViewMsg appends the JSON of &Msg{T: "view", View: v} to dst, byte
// for byte what encodeMsg produces (a test holds it to that), without
// reflection: views are most of the host's traffic. v.Obs must be the
// output of json.Marshal (compact and escaped), which is copied verbatim
// instead of being scanned again; so is last, json.Marshal(v.Last), which
// the host marshals once per action rather than once per seat.
func appendViewMsg(dst []byte, v *View, last []byte) []byte {
	dst = append(dst, `{"t":"view","view":{"seat":`...)
	dst = strconv.AppendInt(dst, int64(v.Seat), 10)
	dst = append(dst, `,"players":`...)
	dst = strconv.AppendInt(dst, int64(v.Players), 10)
	dst = append(dst, `,"game":`...)
	dst = appendJSONString(dst, v.Game)
	if v.Deal != 0 {
		dst = append(dst, `,"deal":`...)
		dst = strconv.AppendInt(dst, int64(v.Deal), 10)
	}
	dst = append(dst, `,"version":`...)
	dst = strconv.AppendInt(dst, int64(v.Version), 10)
	dst = append(dst, `,"next_seq":`...)
	dst = strconv.AppendInt(dst, int64(v.NextSeq), 10)
	dst = append(dst, `,"started":`...)
	dst = strconv.AppendBool(dst, v.Started)
	dst = append(dst, `,"over":`...)
	dst = strconv.AppendBool(dst, v.Over)
	dst = append(dst, `,"round":`...)
	dst = strconv.AppendInt(dst, int64(v.Round), 10)
	dst = append(dst, `,"to_move":`...)
	dst = appendInts(dst, v.ToMove)
	dst = append(dst, `,"scores":`...)
	dst = appendInts(dst, v.Scores)
	dst = append(dst, `,"winners":`...)
	dst = appendInts(dst, v.Winners)
	dst = append(dst, `,"seats":`...)
	if v.Seats == nil {
		dst = append(dst, "null"...)
	} else {
		dst = append(dst, '[')
		for i := range v.Seats {
			if i > 0 {
				dst = append(dst, ',')
			}
			dst = appendSeatInfo(dst, &v.Seats[i])
		}
		dst = append(dst, ']')
	}
	if len(v.Obs) > 0 {
		dst = append(dst, `,"obs":`...)
		dst = append(dst, v.Obs...)
	}
	if n := v.Notice; n != nil {
		dst = append(dst, `,"notice":{`...)
		if n.Rule != "" {
			dst = append(dst, `"rule":`...)
			dst = appendJSONString(dst, n.Rule)
			dst = append(dst, ',')
		}
		dst = append(dst, `"text":`...)
		dst = appendJSONString(dst, n.Text)
		dst = append(dst, '}')
	}
	if v.Last != nil {
		dst = append(dst, `,"last":`...)
		dst = append(dst, last...)
	}
	return append(dst, "}}"...)
}

func appendSeatInfo(dst []byte, s *SeatInfo) []byte {
	dst = append(dst, `{"seat":`...)
	dst = strconv.AppendInt(dst, int64(s.Seat), 10)
	dst = append(dst, `,"name":`...)
	dst = appendJSONString(dst, s.Name)
	if s.Bot {
		dst = append(dst, `,"bot":true`...)
	}
	if s.Taken {
		dst = append(dst, `,"taken":true`...)
	}
	dst = append(dst, `,"connected":`...)
	dst = strconv.AppendBool(dst, s.Connected)
	if s.BotHeld {
		dst = append(dst, `,"bot_held":true`...)
	}
	if s.Level != "" {
		dst = append(dst, `,"level":`...)
		dst = appendJSONString(dst, s.Level)
	}
	if s.GuestBot {
		dst = append(dst, `,"guest_bot":true`...)
	}
	if s.Host {
		dst = append(dst, `,"host":true`...)
	}
	if s.TurnLeftMs != 0 {
		dst = append(dst, `,"turn_left_ms":`...)
		dst = strconv.AppendInt(dst, int64(s.TurnLeftMs), 10)
	}
	if s.TurnHeldMs != 0 {
		dst = append(dst, `,"turn_held_ms":`...)
		dst = strconv.AppendInt(dst, int64(s.TurnHeldMs), 10)
	}
	if s.Awaited {
		dst = append(dst, `,"awaited":true`...)
	}
	return append(dst, '}')
}

func appendInts(dst []byte, xs []int) []byte {
	if xs == nil {
		return append(dst, "null"...)
	}
	dst = append(dst, '[')
	for i, x := range xs {
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = strconv.AppendInt(dst, int64(x), 10)
	}
	return append(dst, ']')
}

// appendJSONString appends s as encoding/json writes it. Plain printable
// ASCII (the usual name or rule) is copied directly; anything else
// (escapes, HTML characters, non-ASCII, invalid UTF-8) goes through
// encoding/json so the output stays identical.
func appendJSONString(dst []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < 0x20 || c >= 0x7f || c == '"' || c == '\\' || c == '<' || c == '>' || c == '&' {
			b, _ := json.Marshal(s) // a string always marshals
			return append(dst, b...)
		}
	}
	dst = append(dst, '"')
	dst = append(dst, s...)
	return append(dst, '"')
}
