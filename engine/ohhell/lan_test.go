package ohhell_test

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
	"github.com/trickparty/trickparty/engine/ohhell"
	"github.com/trickparty/trickparty/lan"
)

// TestPlaysOverLAN: a table hosted on 127.0.0.1 with three bots and a
// client in the fourth seat plays to its end. The client bids from the
// prompt its decoded observation draws, and its bids cross the network
// to the host; the bots' bids come back as every seat's tags. Forged
// actions - a bid beyond the hand, ids no move has, a card before the
// bids, the hooked bid - are refused with the host engine's rule and
// leave the table playing on, and the client ends with the host's scores.
// The client's Hint at a bid prompt is a legal bid.
func TestPlaysOverLAN(t *testing.T) {
	cfg := engine.Config{Game: ohhell.Name, Players: 4, Seed: 5}
	const rounds = 5
	cfg.Options.Set("cards", rounds)
	h, err := lan.NewHost(lan.HostConfig{Game: cfg, Code: "ABCD23", Bots: 3, BotLevel: bot.Normal})
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
	r := app.NewRemote(c, app.RemoteOptions{HintBudget: bot.Budget{Iterations: 100}})
	defer r.Close()
	p := &human{t: t}
	forged := false
	deadline := time.Now().Add(30 * time.Second)
	for !r.Over() {
		if time.Now().After(deadline) {
			t.Fatalf("the LAN game did not finish: %d bids, %d cards", p.bids, p.plays)
		}
		o := r.Observation()
		if o == nil || !o.ToMove().Has(r.Seat()) {
			time.Sleep(2 * time.Millisecond)
			continue
		}
		obs, ok := o.(*ohhell.Observation)
		if !ok {
			t.Fatalf("the client decoded a %T", o)
		}
		if obs.Bidding() && !forged {
			forged = true
			refuse(t, r.Submit, ohhell.FirstBid+ohhell.MaxHand+1, "ohhell.bidfirst")
			refuse(t, r.Submit, engine.MaxActions-1, "ohhell.bidfirst")
			refuse(t, r.Submit, engine.MaxActions, "lan.action")
			// The hint, searched on the client from its own observation,
			// is a bid the host takes.
			h, err := r.Hint(context.Background())
			if err != nil || h.Move.Kind() != ohhell.MoveBid || !slices.Contains(obs.Legal(nil), h.Action) {
				t.Fatalf("the client's hint %+v, %v", h, err)
			}
		}
		p.turn(o, r.Submit)
	}
	select {
	case <-h.Done():
	case <-time.After(5 * time.Second):
		t.Fatal("the host did not finish")
	}
	if err := r.Err(); err != nil {
		t.Fatalf("the session ended with %v", err)
	}
	scores, winners, ok := h.Result()
	final, _ := r.Observation().(*ohhell.Observation)
	if !ok || len(winners) == 0 || final == nil || !slices.Equal(final.Scores, scores) {
		t.Fatalf("the host's result %v %v %v, the client's observation %+v", scores, winners, ok, final)
	}
	v, err := app.ViewOf(final)
	if err != nil || !v.Over || !slices.Equal(v.Winners, winners) {
		t.Fatalf("the client's final view %+v, %v; the host's winners %v", v, err, winners)
	}
	for s := range v.Seats {
		if v.Seats[s].Score != scores[s] {
			t.Fatalf("the client shows seat %d with %d, the host %d", s, v.Seats[s].Score, scores[s])
		}
	}
	if p.bids != rounds || p.plays != rounds*(rounds+1)/2 || !forged {
		t.Fatalf("the client bid %d times and played %d cards in %d rounds", p.bids, p.plays, rounds)
	}
	// Every round's bids, the client's and the bots', reached the client.
	for ri, bids := range final.RoundBids {
		if len(bids) != 4 || slices.Min(bids) < 0 {
			t.Fatalf("round %d's bids at the client: %v", ri+1, bids)
		}
	}
	t.Logf("scores %v, %d hooked bids refused", scores, p.hooked)
}
