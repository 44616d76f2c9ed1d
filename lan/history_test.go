package lan

import (
	"strings"
	"testing"
	"time"

	"github.com/trickparty/trickparty/engine"
)

// bigAction is an action record as large as a trick of many long card
// names makes it.
func bigAction(i int) *LastAction {
	tr := &engine.TrickRecord{Round: 1 + i/50, Leader: 0, Winners: []int{1}}
	for s := 0; s < 3; s++ {
		tr.Plays = append(tr.Plays, engine.PlayRecord{Seat: s, Card: strings.Repeat("x", 60)})
	}
	return &LastAction{Seat: i % 3, Verb: "play", Move: engine.Move{Seat: i % 3, Play: "k001"}, Round: 1 + i/50, Trick: tr}
}

// TestHistoryFitsOneFrame: however long the game, the history frame stays
// under MaxFrame and keeps the latest actions, ending at the table's
// version.
func TestHistoryFitsOneFrame(t *testing.T) {
	var log []*LastAction
	for i := 0; i < 3000; i++ {
		log = append(log, bigAction(i))
	}
	m := historyMsg(log, 3000)
	b, err := encodeMsg(m)
	if err != nil {
		t.Fatalf("the history does not encode: %v", err)
	}
	if len(b) > MaxFrame {
		t.Fatalf("history frame of %d bytes", len(b))
	}
	h := m.History
	if h.Version != 3000 || len(h.Actions) < 100 || h.Actions[len(h.Actions)-1].Round != log[2999].Round {
		t.Fatalf("history of %d actions to version %d", len(h.Actions), h.Version)
	}
	back, err := decodeMsg(b)
	if err != nil || back.T != tHistory || back.History == nil || checkHistory(*back.History, "fake", 3) != nil {
		t.Fatalf("the history frame does not read back: %v", err)
	}
	if historyMsg(nil, 0) != nil {
		t.Fatal("a history sent before any action")
	}
}

// TestForgedHistoryIsIgnored: a history naming seats or rounds the table
// does not have is dropped whole; the client keeps what it had.
func TestForgedHistoryIsIgnored(t *testing.T) {
	good := History{Version: 2, Actions: []LastAction{*bigAction(0), *bigAction(1)}}
	c := &Client{table: TableInfo{Game: "gudetama", Players: 3}}
	c.takeHistory(&good)
	for name, bad := range map[string]func(h *History){
		"seat":           func(h *History) { h.Actions[1].Seat = 3 },
		"negative":       func(h *History) { h.Actions[0].Seat = -1 },
		"round":          func(h *History) { h.Actions[0].Round = 0 },
		"backwards":      func(h *History) { h.Actions[0].Round = 2 },
		"lead":           func(h *History) { h.Actions[0].Verb, h.Actions[0].Move = "lead", engine.ChoiceMove(0, "lead", 7) },
		"lead a word":    func(h *History) { h.Actions[0].Verb, h.Actions[0].Move = "lead", engine.ChoiceMove(0, "lead", "1") },
		"not its verb":   func(h *History) { h.Actions[0].Move = engine.ChoiceMove(0, "lead", 1) },
		"not the game's": func(h *History) { h.Actions[0].Verb, h.Actions[0].Move = "split", engine.Move{Seat: 0} },
		"trick seat":     func(h *History) { h.Actions[0].Trick.Plays[0].Seat = 9 },
		"winner":         func(h *History) { h.Actions[0].Trick.Winners = []int{-2} },
		"why seat":       func(h *History) { h.Actions[0].Trick.Why = []engine.TrickWhy{{Seat: 3, Card: "k001", ID: "x.trick.y"}} },
		"verb":           func(h *History) { h.Actions[0].Verb = "cheat" },
		"scores":         func(h *History) { h.Actions[0].RoundScores = []int{1} },
		"too long":       func(h *History) { h.Version = 1 },
		"leader":         func(h *History) { h.Actions[0].Trick.Leader = 5 },
		"trick round":    func(h *History) { h.Actions[0].Trick.Round = 0 },
	} {
		h := History{Version: 12, Actions: []LastAction{*bigAction(10), *bigAction(11)}}
		for i := range h.Actions {
			tr := *h.Actions[i].Trick
			tr.Plays = append([]engine.PlayRecord(nil), tr.Plays...)
			h.Actions[i].Trick = &tr
		}
		bad(&h)
		c.takeHistory(&h)
		if got := c.History(); got.Version != 2 || len(got.Actions) != 2 {
			t.Errorf("%s: a forged history was taken (version %d, %d actions)", name, got.Version, len(got.Actions))
		}
	}
	c.takeHistory(nil)
	if c.History().Version != 2 {
		t.Fatal("an empty history message was taken")
	}
	// A lead the game makes, naming a seat at the table, is taken.
	lead := History{Version: 3, Actions: []LastAction{*bigAction(0), *bigAction(1), {Seat: 2, Verb: "lead", Move: engine.ChoiceMove(2, "lead", 1), Round: 1}}}
	if c.takeHistory(&lead); c.History().Version != 3 {
		t.Fatal("a history with a lead to a seat at the table was refused")
	}
}

// TestHistoryAgainJoinsTheKeptOne: after a reconnect the host's history
// (its latest actions only) is joined to the kept one, each action once;
// views extend it, and after a gap only the view's action is known.
func TestHistoryAgainJoinsTheKeptOne(t *testing.T) {
	c := &Client{table: TableInfo{Players: 3}}
	var all []LastAction
	for i := 0; i < 10; i++ {
		all = append(all, *bigAction(i))
	}
	c.takeHistory(&History{Version: 6, Actions: all[:6]})
	c.mu.Lock()
	c.extendHistoryLocked(&View{Version: 6, Last: &all[5]}) // seen already
	c.extendHistoryLocked(&View{Version: 7, Last: &all[6]})
	c.mu.Unlock()
	c.takeHistory(&History{Version: 9, Actions: all[4:9]})
	got := c.History()
	if got.Version != 9 || len(got.Actions) != 9 || got.First() != 1 {
		t.Fatalf("joined history: %d actions to version %d", len(got.Actions), got.Version)
	}
	for i := range got.Actions {
		if got.Actions[i].Seat != all[i].Seat || got.Actions[i].Round != all[i].Round {
			t.Fatalf("action %d is %+v, want %+v", i, got.Actions[i], all[i])
		}
	}
	c.mu.Lock()
	c.extendHistoryLocked(&View{Version: 12, Last: &all[9]})
	c.mu.Unlock()
	if got := c.History(); got.Version != 12 || len(got.Actions) != 1 {
		t.Fatalf("after a gap: %d actions to version %d", len(got.Actions), got.Version)
	}
}

// TestHostSendsHistoryAfterWelcome: a seat that comes back mid-game hears
// every action so far, as the views told them live.
func TestHostSendsHistoryAfterWelcome(t *testing.T) {
	h := startHost(t, fakeCfg(2, 1, 3))
	c := join(t, h.Addr().String(), clientCfg("Ann"))
	for played := 0; played < 3; played++ {
		waitFor(t, 5*time.Second, "Ann's turn", func() bool {
			v := c.View()
			return v != nil && v.Started && len(v.ToMove) == 1 && v.ToMove[0] == 0 && v.NextSeq == played
		})
		if err := c.Submit(c.Observation().Legal(nil)[0]); err != nil {
			t.Fatal(err)
		}
	}
	waitFor(t, 5*time.Second, "Ann's third action", func() bool { return c.View().NextSeq == 3 })
	live := c.History().Actions
	if len(live) < 3 {
		t.Fatalf("%d actions told live", len(live))
	}
	token := c.Token()
	c.Close()
	cfg := clientCfg("Ann")
	cfg.Token = token
	back := join(t, h.Addr().String(), cfg)
	waitFor(t, 5*time.Second, "the history", func() bool { return back.History().Version >= len(live) && back.View() != nil })
	got := back.History()
	if got.First() != 1 || len(got.Actions) < len(live) {
		t.Fatalf("history of %d actions from version %d, %d seen live", len(got.Actions), got.First(), len(live))
	}
	for i := range live {
		if got.Actions[i].Seat != live[i].Seat || got.Actions[i].Move.Play != live[i].Move.Play || got.Actions[i].Verb != live[i].Verb {
			t.Fatalf("action %d: %+v, live %+v", i, got.Actions[i], live[i])
		}
	}
}
