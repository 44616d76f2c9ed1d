package lan

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// ProtocolVersion is the version of this package's wire protocol. Both sides
// must speak the same one; it is checked before any game data is sent.
const ProtocolVersion = 2

// Message types ("t" field of every frame).
const (
	tHello     = "hello"
	tChallenge = "challenge"
	tAuth      = "auth"
	tWelcome   = "welcome"
	tView      = "view"
	tAct       = "act"
	tSync      = "sync"
	tPing      = "ping"
	tPong      = "pong"
	tError     = "error"
	tBye       = "bye"
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
)

// Msg is one frame's JSON object. Only the fields of its type are set.
type Msg struct {
	T     string `json:"t"`
	Proto int    `json:"proto,omitempty"`
	Name  string `json:"name,omitempty"`
	Nonce []byte `json:"nonce,omitempty"`
	MAC   []byte `json:"mac,omitempty"`
	Token string `json:"token,omitempty"`
	// Seat is the welcomed seat, or in an act the seat the client believes
	// it holds (checked against the connection's seat, never used).
	Seat  *int       `json:"seat,omitempty"`
	Table *TableInfo `json:"table,omitempty"`
	// Seq is an act's per-seat sequence number.
	Seq    int    `json:"seq,omitempty"`
	Action *int   `json:"action,omitempty"`
	View   *View  `json:"view,omitempty"`
	Code   string `json:"code,omitempty"`
	Text   string `json:"text,omitempty"`
}

// TableInfo is the public description of a table.
type TableInfo struct {
	Name    string `json:"name"`
	Game    string `json:"game"`
	Players int    `json:"players"`
	Bots    int    `json:"bots"`
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
	case tHello, tChallenge, tAuth, tWelcome, tView, tAct, tSync, tPing, tPong, tError, tBye:
	default:
		return nil, fmt.Errorf("lan: bad message: unknown type %q", m.T)
	}
	if len(m.Nonce) > 64 || len(m.MAC) > 64 || len(m.Token) > 64 || len(m.Name) > 256 || len(m.Code) > 64 || len(m.Text) > 4096 {
		return nil, fmt.Errorf("lan: bad message: field too long")
	}
	return &m, nil
}
