package lan

import (
	"strings"
	"testing"
	"time"

	"github.com/trickparty/trickparty/engine"
)

// TestTableCapacityIsTheEngines: a table holds at most engine.MaxPlayers
// seats, whatever game it is given, and a seven-seat table plays through.
func TestTableCapacityIsTheEngines(t *testing.T) {
	for _, n := range []int{0, engine.MaxPlayers + 1} {
		cfg := fakeCfg(n, 0, 1)
		// A game that would take any seat count: the host itself refuses.
		cfg.NewGame = func(c engine.Config) (engine.Game, error) {
			c.Players = 2
			return newFake(c)
		}
		if h, err := NewHost(cfg); err == nil {
			h.Close()
			t.Fatalf("a table of %d seats opened", n)
		}
	}
	h := startHost(t, fakeCfg(engine.MaxPlayers, engine.MaxPlayers, 1))
	waitDone(t, h, 10*time.Second)
	if _, _, ok := h.Result(); !ok {
		t.Fatal("a full table of bots did not finish")
	}
}

// TestClientRefusesImpossibleWelcome: a welcome naming a table or seat no
// game has is refused before the program uses it.
func TestClientRefusesImpossibleWelcome(t *testing.T) {
	seat := func(n int) *int { return &n }
	for _, c := range []struct {
		seat, players int
		want          string
	}{
		{0, 0, "0 seats"},
		{0, engine.MaxPlayers + 1, "8 seats"},
		{-1, 3, "seat -1"},
		{3, 3, "seat 3"},
	} {
		w := &Msg{Seat: seat(c.seat), Table: &TableInfo{Players: c.players}, Token: "t"}
		if err := checkWelcome(w); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("seat %d of %d: %v", c.seat, c.players, err)
		}
	}
	if err := checkWelcome(&Msg{Seat: seat(2), Table: &TableInfo{Players: 3}, Token: "t"}); err != nil {
		t.Fatal(err)
	}
	if err := checkWelcome(&Msg{Seat: seat(0), Table: &TableInfo{Players: 3}}); err == nil {
		t.Fatal("a welcome without a token was accepted")
	}
}
