package app

import (
	"encoding/json"
	"net"
	"strings"
	"time"

	"github.com/trickparty/trickparty/lan"
)

// Rejoin is what the app keeps of the LAN seat it holds, so a player whose
// app closed in the middle of a game can take the seat back (the host's
// bot holds it meanwhile). It carries the join code because reclaiming a
// seat goes through the same challenge as joining.
type Rejoin struct {
	// Addr is the host's address as last dialled ("192.168.1.20:41234").
	Addr string `json:"addr"`
	// Table is the table's name, Game and Players what it plays.
	Table   string `json:"table"`
	Game    string `json:"game"`
	Players int    `json:"players"`
	// Seat is the seat held (from 0), Code the table's join code and Token
	// the host's reconnect token for the seat.
	Seat  int    `json:"seat"`
	Code  string `json:"code"`
	Token string `json:"token"`
	// HostKey is the table's identity key: only a table that proves it
	// holds it is given the token (lan.ClientConfig.HostKey). Empty in a
	// seat kept before tables had keys.
	HostKey []byte `json:"host_key,omitempty"`
	// Saved is when the seat was last known to be held.
	Saved time.Time `json:"saved"`
}

// KeptAt reports whether the table f found on the network is the one
// that keeps the seat: one advertising the seat's host key, or for a seat
// kept without one, at its address or of its name, game and size (a
// resumed host listens on a new port). A table of the same name without
// the key is another table.
func (r Rejoin) KeptAt(f FoundTable) bool {
	if r.Token == "" {
		return false
	}
	if len(r.HostKey) > 0 {
		return f.Key != "" && f.Key == lan.KeyFingerprint(r.HostKey)
	}
	return f.Addr == r.Addr || (f.Name == r.Table && f.Game == r.Game && f.Players == r.Players)
}

// RejoinFor is how long a kept seat is offered: a table left overnight is
// most likely over.
const RejoinFor = 12 * time.Hour

const rejoinKey = "lan.rejoin"

// LoadRejoin reads the kept seat. It reports false when there is none, when
// it is older than RejoinFor, or when the stored value is damaged (which
// then reads as none rather than an error: there is nothing to recover).
func LoadRejoin(p Prefs, now time.Time) (Rejoin, bool) {
	raw := p.String(rejoinKey)
	if raw == "" {
		return Rejoin{}, false
	}
	var r Rejoin
	if json.Unmarshal([]byte(raw), &r) != nil || !r.valid() {
		return Rejoin{}, false
	}
	if age := now.Sub(r.Saved); age < 0 || age > RejoinFor {
		return Rejoin{}, false
	}
	return r, true
}

// valid rejects what the lan package would refuse anyway, so the app never
// offers a seat it cannot reclaim.
func (r Rejoin) valid() bool {
	if _, _, err := net.SplitHostPort(r.Addr); err != nil {
		return false
	}
	return r.Token != "" && len(r.Token) <= 64 && r.Code != "" && len(r.Code) <= 64 &&
		r.Seat >= 0 && r.Seat < r.Players && r.Players <= 16 && strings.TrimSpace(r.Table) != ""
}

// SaveRejoin keeps r; an invalid r clears what was kept instead.
func SaveRejoin(p Prefs, r Rejoin) {
	if !r.valid() {
		ClearRejoin(p)
		return
	}
	data, _ := json.Marshal(r)
	p.SetString(rejoinKey, string(data))
}

// ClearRejoin forgets the kept seat: the player left it, or the game ended.
func ClearRejoin(p Prefs) { p.SetString(rejoinKey, "") }
