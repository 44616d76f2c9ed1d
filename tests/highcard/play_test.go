package highcard_test

import (
	"context"
	"testing"
	"time"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
	"github.com/trickparty/trickparty/engine/highcard"
	"github.com/trickparty/trickparty/lan"
)

// TestPlaysThroughAppTable: the fourth game plays a whole game at a local
// table against a Normal bot, and the table's view of it comes from its
// descriptor.
func TestPlaysThroughAppTable(t *testing.T) {
	tbl, err := app.NewTable(app.TableOptions{Config: engine.Config{Game: id, Players: 2, Seed: 3},
		Seats: []app.SeatSetup{{Kind: app.Human, Name: "Ann"}, {Kind: app.Bot, Name: "Bo", Level: bot.Normal}}})
	if err != nil {
		t.Fatal(err)
	}
	defer tbl.Close()
	events := tbl.Events()
	tbl.Start()
	deadline := time.After(10 * time.Second)
	for !tbl.Over() {
		obs := tbl.Observation()
		if obs.ToMove().Has(0) {
			v, err := app.ViewOf(obs)
			if err != nil || v.Phase != engine.PlayCard || len(v.Hand) == 0 {
				t.Fatalf("view %+v, %v", v, err)
			}
			if err := tbl.Submit(v.Hand[0].Action); err != nil {
				t.Fatal(err)
			}
			continue
		}
		select {
		case <-events:
		case <-deadline:
			t.Fatalf("the game stalled after %d moves", len(tbl.Moves()))
		}
	}
	if n := len(tbl.Moves()); n != 2*hand {
		t.Fatalf("%d moves, want %d", n, 2*hand)
	}
	if rep := tbl.Report(); len(rep.Tricks) != hand || rep.Scores[0]+rep.Scores[1] != hand || tbl.Err() != nil {
		t.Fatalf("report %+v, err %v", rep, tbl.Err())
	}
}

// TestPlaysThroughLAN: the fourth game hosted on a LAN table with a Normal
// bot in one seat and a client in the other plays through to its result.
func TestPlaysThroughLAN(t *testing.T) {
	h, err := lan.NewHost(lan.HostConfig{Game: engine.Config{Game: id, Players: 2, Seed: 8}, Code: "ABCD23", Bots: 1, BotLevel: bot.Normal})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	c, err := lan.Dial(ctx, h.Addr().String(), lan.ClientConfig{Code: "ABCD23", Name: "Cleo"})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	r := app.NewRemote(c, app.RemoteOptions{})
	defer r.Close()
	deadline := time.Now().Add(10 * time.Second)
	for !r.Over() {
		if time.Now().After(deadline) {
			t.Fatal("the LAN game did not finish")
		}
		if o := r.Observation(); o != nil && o.ToMove().Has(r.Seat()) {
			if _, ok := o.(*highcard.Observation); !ok {
				t.Fatalf("the client decoded a %T", o)
			}
			if err := r.Submit(o.Legal(nil)[0]); err != nil {
				t.Fatal(err)
			}
			continue
		}
		time.Sleep(2 * time.Millisecond)
	}
	select {
	case <-h.Done():
	case <-time.After(5 * time.Second):
		t.Fatal("the host did not finish")
	}
	scores, winners, ok := h.Result()
	if !ok || scores[0]+scores[1] != hand || len(winners) == 0 {
		t.Fatalf("result %v %v %v", scores, winners, ok)
	}
}
