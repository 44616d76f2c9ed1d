package app

import (
	"context"
	"encoding/json"
	"fmt"
	"net"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
	"github.com/trickparty/trickparty/lan"
)

// tale is what a game's log tells of an event: who did what, which card,
// the trick and its winners, the round's points. Obs, Scores and Seq are
// left out: a remote history knows only the present.
func tale(e Event) string {
	mv, _ := json.Marshal(e.Move)
	tr, _ := json.Marshal(e.Trick)
	return fmt.Sprintf("%d seat=%d %s %s card=%q round=%d trick=%s rs=%v win=%v", e.Kind, e.Seat, e.Verb, mv, e.Card, e.Round, tr, e.RoundScores, e.Winners)
}

// storyKind: the events a history tells.
func storyKind(k EventKind) bool {
	return k == ActionApplied || k == TrickCompleted || k == RoundOver || k == GameOver
}

func tales(evs []Event) []string {
	var out []string
	for _, e := range evs {
		if storyKind(e.Kind) {
			out = append(out, tale(e))
		}
	}
	return out
}

// TestContinuedTableTellsTheLiveStory: a table continued from its save
// tells, through History, exactly the events the live table emitted
// (observations and scores included); and a live table's History and the
// events it sends after it tell every action once.
func TestContinuedTableTellsTheLiveStory(t *testing.T) {
	store := &MemStorage{}
	opts := TableOptions{Config: engine.Config{Game: "fake", Players: 3, Seed: 11}, Seats: fakeSeats(3), Store: store, SaveName: AutosaveName}
	tbl, err := NewTable(opts)
	if err != nil {
		t.Fatal(err)
	}
	ch := tbl.Events()
	tbl.Start()
	live := playUntil(t, tbl, ch, firstLegal, func(ev []Event) bool { return count(ev, ActionApplied) >= 10 })
	// Mid-game, the history and the events after it are the whole story.
	hist, through := tbl.History()
	tbl.Close()
	for e := range ch {
		live = append(live, e)
	}
	var story []Event
	for _, e := range live {
		if storyKind(e.Kind) {
			story = append(story, e)
		}
	}
	told := append([]Event(nil), hist...)
	for _, e := range story {
		if e.Seq > through {
			told = append(told, e)
		}
	}
	if got, want := strings.Join(tales(told), "\n"), strings.Join(tales(story), "\n"); got != want {
		t.Fatalf("history then later events:\n%s\nwant\n%s", got, want)
	}

	again, err := Resume(store, AutosaveName, TableOptions{Store: store, SaveName: AutosaveName})
	if err != nil {
		t.Fatal(err)
	}
	defer again.Close()
	hist, through = again.History()
	if through != 0 || len(hist) != len(story) || count(hist, ActionApplied) != len(tbl.Moves()) {
		t.Fatalf("continued table: %d events through %d, want %d events for %d moves", len(hist), through, len(story), len(tbl.Moves()))
	}
	for i := range hist {
		want := story[i]
		want.Seq = 0
		if !jsonEqual(t, hist[i], want) {
			t.Fatalf("history event %d:\n%+v\nwant\n%+v", i, hist[i], want)
		}
	}
}

// TestRejoiningGuestHearsTheStoryItSawLive: a guest's story (its history
// when it sits down, then the events after it) survives a dropped
// connection without a line told twice, and when the guest leaves and
// comes back with its token, the history it is sent begins with exactly
// that story.
func TestRejoiningGuestHearsTheStoryItSawLive(t *testing.T) {
	cfg := engine.Config{Game: "gummi", Players: 3, Seed: 21}
	// No bot takes a dropped seat while this test looks (Grace): the
	// table waits for the guest, so nothing happens unseen.
	h, err := lan.NewHost(lan.HostConfig{Game: cfg, Name: "Test table", Code: "ABCD23", Bots: 1, BotLevel: bot.Random,
		Listen: "127.0.0.1:0", KeepAlive: 200 * time.Millisecond, Grace: time.Hour})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	ann := dialRemote(t, h, "Ann")
	var mu sync.Mutex
	var conn net.Conn
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	c, err := lan.Dial(ctx, h.Addr().String(), lan.ClientConfig{Code: "ABCD23", Name: "Bea", KeepAlive: 200 * time.Millisecond,
		Dial: func(ctx context.Context, network, addr string) (net.Conn, error) {
			nc, err := (&net.Dialer{}).DialContext(ctx, network, addr)
			mu.Lock()
			conn = nc
			mu.Unlock()
			return nc, err
		}})
	if err != nil {
		t.Fatal(err)
	}
	bea := NewRemote(c, RemoteOptions{})
	annDone := autoplay(ann)
	waitStarted(t, bea)
	_, events := bea.Subscribe()
	hist, through := bea.History()
	story := tales(hist)
	actions, dropped := count(hist, ActionApplied), false
	deadline := time.After(30 * time.Second)
	var buf []engine.Action
	for actions < 20 {
		if obs := bea.Observation(); obs != nil && obs.ToMove().Has(bea.Seat()) {
			if !dropped && actions >= 8 {
				// Cut the link while the table waits for Bea: the client
				// redials and the host sends its history again.
				dropped = true
				mu.Lock()
				conn.Close()
				mu.Unlock()
			} else if bea.Connected() {
				buf = obs.Legal(buf)
				_ = bea.Submit(buf[0]) // refused while reconnecting: tried again
			}
		}
		select {
		case ev := <-events:
			if ev.Seq > through && storyKind(ev.Kind) {
				story = append(story, tale(ev))
				if ev.Kind == ActionApplied {
					actions++
				}
			}
		case <-time.After(50 * time.Millisecond):
		case <-deadline:
			t.Fatalf("Bea saw %d actions", actions)
		}
	}
	if !dropped {
		t.Fatal("the link was never cut")
	}
	hist, _ = bea.History()
	// The history may already tell actions whose events are still on
	// their way: what she saw must be where it starts.
	if got := tales(hist); len(got) < len(story) || strings.Join(got[:len(story)], "\n") != strings.Join(story, "\n") {
		t.Fatalf("after the reconnect Bea's history tells\n%s\nbut she saw\n%s", strings.Join(got, "\n"), strings.Join(story, "\n"))
	}
	token := c.Token()
	bea.Close()

	ctx2, cancel2 := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel2()
	c2, err := lan.Dial(ctx2, h.Addr().String(), lan.ClientConfig{Code: "ABCD23", Name: "Bea", Token: token, KeepAlive: 200 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	back := NewRemote(c2, RemoteOptions{})
	defer back.Close()
	waitStarted(t, back)
	deadline = time.After(10 * time.Second)
	for {
		ch := back.Changed()
		hist, _ = back.History()
		if len(tales(hist)) >= len(story) {
			break
		}
		select {
		case <-ch:
		case <-deadline:
			t.Fatalf("the rejoined seat's history has %d events, want at least %d", len(hist), len(story))
		}
	}
	if got := tales(hist)[:len(story)]; strings.Join(got, "\n") != strings.Join(story, "\n") {
		t.Fatalf("rejoined, Bea's history tells\n%s\nbut she saw\n%s", strings.Join(got, "\n"), strings.Join(story, "\n"))
	}
	for _, e := range hist {
		if e.Kind == ActionApplied && e.Card == "" {
			t.Fatalf("a Gummi action without its card: %s", tale(e))
		}
	}
	h.Close()
	<-annDone
}
