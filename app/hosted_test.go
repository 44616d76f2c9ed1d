package app

import (
	"encoding/json"
	"errors"
	"io/fs"
	"testing"
)

// tableDoc is a minimal lan.Save document with seat 0 held by token "t0".
const tableDoc = `{"format":1,"config":{"game":"gummi","players":2,"seed":3},"moves":[],"name":"Kitchen","code":"ABCD23","bots":1,"bot_level":"normal","seats":[{"name":"Hana","taken":true,"token":"t0"},{"name":"Bot 2","bot":true}]}`

func TestHostedKeeperWritesWithTheSeat(t *testing.T) {
	store := &MemStorage{}
	k := NewHostedKeeper(store)
	k.Save([]byte(tableDoc)) // before the host sat down: no token yet
	if _, _, err := LoadHosted(store); err == nil {
		t.Fatal("a table without the host's seat loads")
	}
	k.SetSeat("t0", 41234) // rewrites the last document with the seat
	h, s, err := LoadHosted(store)
	if err != nil || h.Token != "t0" || h.Port != 41234 || s.Name != "Kitchen" || len(s.Seats) != 2 {
		t.Fatalf("loaded %+v %+v (%v)", h, s, err)
	}
	if seatOfToken(s, "t0") != 0 || seatOfToken(s, "nope") != -1 {
		t.Fatal("seatOfToken")
	}
	k.Discard()
	if _, err := store.Read(HostedName); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("discarded table still stored: %v", err)
	}
	k.Save([]byte(tableDoc)) // a late autosave after the end
	if _, err := store.Read(HostedName); !errors.Is(err, fs.ErrNotExist) {
		t.Fatal("a save after Discard wrote the table again")
	}
	if k.Err() != nil {
		t.Fatalf("Err %v after good writes", k.Err())
	}
}

// failingStore refuses every write.
type failingStore struct{ MemStorage }

func (f *failingStore) Write(string, []byte) error { return errors.New("disk full") }

func TestHostedKeeperKeepsTheFirstWriteError(t *testing.T) {
	k := NewHostedKeeper(&failingStore{})
	k.SetSeat("t0", 1)
	k.Save([]byte(tableDoc))
	if k.Err() == nil || k.Err().Error() != "disk full" {
		t.Fatalf("Err %v, want the failed write", k.Err())
	}
}

func TestLoadHostedRejectsDamage(t *testing.T) {
	good := Hosted{Token: "t0", Port: 41234, Table: json.RawMessage(tableDoc)}
	for name, mutate := range map[string]func(*Hosted){
		"bad port":         func(h *Hosted) { h.Port = 70000 },
		"not a table":      func(h *Hosted) { h.Table = json.RawMessage(`{"format":9}`) },
		"token not seated": func(h *Hosted) { h.Token = "someone-else" },
		"no token":         func(h *Hosted) { h.Token = "" },
	} {
		h := good
		mutate(&h)
		data, _ := json.Marshal(h)
		store := &MemStorage{}
		store.Write(HostedName, data)
		var se *SaveError
		if _, _, err := LoadHosted(store); !errors.As(err, &se) {
			t.Errorf("%s: got %v, want a *SaveError", name, err)
		}
	}
	store := &MemStorage{}
	store.Write(HostedName, []byte("{table"))
	var se *SaveError
	if _, _, err := LoadHosted(store); !errors.As(err, &se) {
		t.Errorf("garbage: got %v", err)
	}
	if _, _, err := LoadHosted(&MemStorage{}); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("missing: got %v", err)
	}
}

// TestHostedKeeperTellsTheFirstWriteErrorOnce: OnError hears the first
// failed write once - at once when it came before OnError was set - and
// never again for later failures.
func TestHostedKeeperTellsTheFirstWriteErrorOnce(t *testing.T) {
	k := NewHostedKeeper(&failingStore{})
	k.Save([]byte(tableDoc))
	var heard []error
	k.OnError(func(err error) { heard = append(heard, err) })
	k.Save([]byte(tableDoc))
	k.SetSeat("t0", 1)
	if len(heard) != 1 || heard[0].Error() != "disk full" {
		t.Fatalf("heard %v, want the first failure once", heard)
	}
	later := NewHostedKeeper(&failingStore{})
	heard = nil
	later.OnError(func(err error) { heard = append(heard, err) })
	later.Save([]byte(tableDoc))
	later.Save([]byte(tableDoc))
	if len(heard) != 1 {
		t.Fatalf("heard %v, want one failure", heard)
	}
}
