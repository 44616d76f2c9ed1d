package engine

import "testing"

func TestTrickLogWhy(t *testing.T) {
	l := KeepTricks()
	l.Add(TrickRecord{Round: 1, Winners: []int{1}, Why: OneWhy(1, "n14", "test.fourteen")})
	got := l.Tricks()
	got[0].Why[0].ID = "changed"
	if l.Tricks()[0].Why[0].ID != "test.fourteen" {
		t.Error("a report's Why shares memory with the log")
	}
	l.SetWhy(OneWhy(1, "n14", "test.highest"))
	if w := l.Tricks()[0].Why; len(w) != 1 || w[0] != (TrickWhy{Seat: 1, Card: "n14", ID: "test.highest"}) {
		t.Errorf("after SetWhy: %+v", w)
	}
	l.Add(TrickRecord{Round: 2, Before: []Move{ChoiceMove(0, "bid", 1)}})
	got = l.Tricks()
	got[1].Before[0].Seat = 3
	if l.Tricks()[1].Before[0].Seat != 0 || l.Tricks()[0].Before != nil {
		t.Error("a report's Before shares memory with the log, or a trick gained one")
	}
	var off TrickLog
	off.Add(TrickRecord{})
	off.SetWhy(OneWhy(0, "n1", "x"))
	if off.Len() != 0 {
		t.Error("a log that keeps nothing kept a trick")
	}
}

func TestTrickReason(t *testing.T) {
	d := &Descriptor{ID: "test", TrickReasons: []TrickReason{{ID: "test.trick.highest", Text: "{{.Card}} is the highest card, so {{.Card}} wins."}}}
	r, ok := d.TrickReason("test.trick.highest")
	if !ok || r.Say("red 9") != "red 9 is the highest card, so red 9 wins." {
		t.Errorf("TrickReason = %+v, %v; Say = %q", r, ok, r.Say("red 9"))
	}
	if _, ok := d.TrickReason("test.trick.lowest"); ok {
		t.Error("an id the game does not list was found")
	}
}
