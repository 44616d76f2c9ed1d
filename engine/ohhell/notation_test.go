package ohhell

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/trickparty/trickparty/engine"
)

// TestNotation: a card is {"seat":s,"play":"QH"}, a bid {"seat":s,"bid":n};
// both read back through JSON, and what is no Oh Hell move is refused
// with a rule's error, never a panic.
func TestNotation(t *testing.T) {
	g := newGame(t, 3, nil)
	for _, c := range []struct {
		a    engine.Action
		json string
	}{{PlayAction(NewCard(Hearts, 12)), `{"seat":1,"play":"QH"}`}, {PlayAction(NewCard(Spades, 10)), `{"seat":1,"play":"10S"}`},
		{BidAction(0), `{"seat":1,"bid":0}`}, {BidAction(MaxHand), `{"seat":1,"bid":17}`}} {
		b, err := json.Marshal(g.EncodeMove(1, c.a))
		if err != nil || string(b) != c.json {
			t.Fatalf("%s is written %s (%v), want %s", ActionString(c.a), b, err, c.json)
		}
		var m engine.Move
		if err := json.Unmarshal(b, &m); err != nil {
			t.Fatal(err)
		}
		if a, err := g.DecodeMove(m); err != nil || a != c.a {
			t.Fatalf("%s reads back as %d, %v", b, a, err)
		}
	}
	for _, bad := range []string{`{"seat":0,"bid":-1}`, `{"seat":0,"bid":18}`, `{"seat":0,"bid":"two"}`, `{"seat":0,"bid":1.5}`,
		`{"seat":0,"play":"1S"}`, `{"seat":0,"play":"qh"}`, `{"seat":0,"lead":1}`, `{"seat":0}`} {
		var m engine.Move
		if err := json.Unmarshal([]byte(bad), &m); err != nil {
			continue // refused before the game sees it
		}
		var re *engine.RuleError
		if _, err := g.DecodeMove(m); !errors.As(err, &re) {
			t.Errorf("%s: %v", bad, err)
		}
	}
	if _, err := g.DecodeMove(engine.Move{Seat: 0, Play: "QH", Decision: MoveBid, Value: json.RawMessage("1")}); err == nil {
		t.Error("a move that plays and bids was read")
	}
}

// TestCardNames: every card's name reads back as the card, and its face
// is its suit and rank (the ace 14).
func TestCardNames(t *testing.T) {
	for c := Card(0); c < Cards; c++ {
		if back, err := ParseCard(c.String()); err != nil || back != c {
			t.Fatalf("%s reads back as %v, %v", c, back, err)
		}
	}
	if f, ok := readCard("AS"); !ok || f.Suit != int(Spades) || f.Rank != 14 || f.SuitName != "spades" || f.RankName != "A" {
		t.Fatalf("the ace of spades: %+v", f)
	}
	// A player reads a court card by its letter, a number card by its number.
	for name, want := range map[string]string{"QH": "Q", "JD": "J", "KC": "K", "10H": "", "2S": ""} {
		if f, _ := readCard(name); f.RankName != want {
			t.Errorf("%s: rank shown %q, want %q", name, f.RankName, want)
		}
	}
	for _, bad := range []string{"", "S", "1S", "11S", "AX", "as", "10", "AS "} {
		if _, err := ParseCard(bad); err == nil {
			t.Errorf("%q read as a card", bad)
		}
	}
}
