package app

import (
	"encoding/json"
	"sync"

	"github.com/trickparty/trickparty/lan"
)

// HostedName is the storage name of the LAN table this app hosts, kept
// after every move so the host can resume it after quitting or a crash.
const HostedName = "lan-table.json"

// Hosted is the document under HostedName: the table as the lan package
// saves it, plus what the app needs to sit at it again.
type Hosted struct {
	// Token is the reconnect token of the host player's own seat.
	Token string `json:"token"`
	// Port is where the table listened; a resumed table asks for it again
	// so the guests' kept address (Rejoin) still reaches it.
	Port int `json:"port"`
	// Table is the lan.Save document.
	Table json.RawMessage `json:"table"`

	// save is Table read, for ResumeTable.
	save *lan.Save
}

// LoadHosted reads the hosted table. A missing one is reported with
// fs.ErrNotExist; a damaged one with *SaveError.
func LoadHosted(store Storage) (*Hosted, *lan.Save, error) {
	data, err := store.Read(HostedName)
	if err != nil {
		return nil, nil, err
	}
	var h Hosted
	if err := json.Unmarshal(data, &h); err != nil {
		return nil, nil, &SaveError{Reason: "not a hosted table", Err: err}
	}
	if h.Port < 0 || h.Port > 65535 {
		return nil, nil, &SaveError{Reason: "bad port"}
	}
	s, err := lan.ParseSave(h.Table)
	if err != nil {
		return nil, nil, &SaveError{Reason: "the table", Err: err}
	}
	if h.Token == "" || seatOfToken(s, h.Token) < 0 {
		return nil, nil, &SaveError{Reason: "the host's seat is not at the table"}
	}
	h.save = s
	return &h, s, nil
}

// seatOfToken is the seat of s held with token, or -1.
func seatOfToken(s *lan.Save, token string) int {
	for i, st := range s.Seats {
		if st.Taken && st.Token == token {
			return i
		}
	}
	return -1
}

// HostedKeeper stores a hosted table's autosaves (lan.HostConfig.SaveTo)
// under HostedName with the host's own seat. It is safe for concurrent use:
// the table saves from its goroutine, the screens set the seat and
// discard from theirs.
type HostedKeeper struct {
	store Storage

	mu        sync.Mutex
	token     string
	port      int
	last      []byte
	discarded bool
	err       error
	onError   func(error)
}

// NewHostedKeeper keeps a table in store.
func NewHostedKeeper(store Storage) *HostedKeeper { return &HostedKeeper{store: store} }

// SetSeat records the host player's seat token and the table's port.
func (k *HostedKeeper) SetSeat(token string, port int) {
	k.mu.Lock()
	defer k.mu.Unlock()
	k.token, k.port = token, port
	if k.last != nil {
		k.writeLocked()
	}
}

// Save is the table's autosave hook; its error tells the table that this
// save was not kept (so it does not promise its guests a resume).
func (k *HostedKeeper) Save(table []byte) error {
	k.mu.Lock()
	defer k.mu.Unlock()
	k.last = table
	return k.writeLocked()
}

// OnError makes f hear the first failed write, once (at once if it has
// happened already), so the player can be told; f runs on the goroutine
// that saved and must not block.
func (k *HostedKeeper) OnError(f func(error)) {
	k.mu.Lock()
	defer k.mu.Unlock()
	k.onError = f
	if k.err != nil {
		f(k.err)
	}
}

func (k *HostedKeeper) writeLocked() error {
	if k.discarded {
		return nil
	}
	data, err := json.Marshal(Hosted{Token: k.token, Port: k.port, Table: k.last})
	if err == nil {
		err = k.store.Write(HostedName, data)
	}
	if err != nil && k.err == nil {
		k.err = err
		if k.onError != nil {
			k.onError(err)
		}
	}
	return err
}

// Discard removes the kept table (the game is over) and stops keeping it.
func (k *HostedKeeper) Discard() {
	k.mu.Lock()
	defer k.mu.Unlock()
	k.discarded = true
	DiscardHosted(k.store)
}

// Keep undoes Discard: a new game at the same table is saved again.
func (k *HostedKeeper) Keep() {
	k.mu.Lock()
	defer k.mu.Unlock()
	k.discarded = false
}

// Err is the first failed write, if any.
func (k *HostedKeeper) Err() error {
	k.mu.Lock()
	defer k.mu.Unlock()
	return k.err
}

// DiscardHosted removes the hosted table from store; none is fine.
func DiscardHosted(store Storage) error {
	if err := store.Remove(HostedName); err != nil && !isNotExist(err) {
		return err
	}
	return nil
}
