package table

import (
	"context"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
	"github.com/trickparty/trickparty/lan"
	"github.com/trickparty/trickparty/ui/internal/lang"
	"github.com/trickparty/trickparty/ui/internal/uitest"
	"github.com/trickparty/trickparty/ui/internal/words"
)

// joinLAN seats the player, as name, at h's table (code ABCD23) on
// loopback, and shows it.
func joinLAN(t *testing.T, u *testWindow, h *lan.Host, name string) *Screen {
	t.Helper()
	l, err := app.JoinTable(context.Background(), &app.MemPrefs{}, app.JoinRequest{Addr: h.Addr().String(), Code: "ABCD23", Player: name})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(l.Close)
	// The table opens once the game has started, as the waiting room
	// hands over to it.
	for deadline := time.Now().Add(10 * time.Second); l.Session().Observation() == nil; time.Sleep(5 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the game did not start")
		}
	}
	return u.show(l.Session(), Options{LAN: l})
}

// TestRemoteRefusalSpringsBackWithoutWaiting: at a LAN table, a card the
// host refuses is sent without the window waiting for the answer (the card
// sits in its slot, pending); the refusal then springs it back with the
// host's words.
func TestRemoteRefusalSpringsBackWithoutWaiting(t *testing.T) {
	for seed := uint64(1); seed < 40; seed++ {
		u, _ := newTestUI(t)
		h, err := lan.NewHost(lan.HostConfig{Game: engine.Config{Game: "gummi", Players: 3, Seed: seed}, Name: "Kitchen", Code: "ABCD23",
			Bots: 2, BotLevel: bot.Random, Listen: "127.0.0.1:0"})
		if err != nil {
			t.Fatal(err)
		}
		ts := joinLAN(t, u, h, "Zoe")
		drain(t, ts, myTurn(ts))
		c := handCard(ts, false)
		if c == nil {
			u.closeTable()
			h.Close()
			continue
		}
		home := c.home
		dragTo(u, c, tableCenter(ts))
		if !ts.model.Busy() || !c.dim || c.Position() == home || Drive(ts).Shown().Message != "" {
			t.Fatalf("right after the drop: busy %v pending %v at home %v message %q", ts.model.Busy(), c.dim, c.Position() == home, Drive(ts).Shown().Message)
		}
		drain(t, ts, func() bool { return !ts.model.Busy() })
		if c.Position() != home {
			t.Fatalf("card at %v, want it back at %v", c.Position(), home)
		}
		if !strings.HasPrefix(Drive(ts).Shown().Message, "Must play") {
			t.Fatalf("message %q, want the host's rule words", Drive(ts).Shown().Message)
		}
		h.Close()
		return
	}
	t.Fatal("never held an illegal card")
}

// TestLANGuestSeesTheRoundSummary: a guest's table holds the round summary
// before the next deal and explains the round from the tricks it saw, and
// its history has every trick.
func TestLANGuestSeesTheRoundSummary(t *testing.T) {
	u, _ := newTestUI(t)
	h, err := lan.NewHost(lan.HostConfig{Game: engine.Config{Game: "gudetama", Players: 3, Seed: 9}, Name: "Kitchen", Code: "ABCD23",
		Bots: 2, BotLevel: bot.Random, Listen: "127.0.0.1:0"})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	ts := joinLAN(t, u, h, "Zoe")
	playUntil(t, ts, func() bool { return Drive(ts).Shown().Round })
	if !Drive(ts).Shown().DealHeld || len(Drive(ts).Shown().Hand) != 0 {
		t.Fatalf("the next hand (%d cards) is dealt under the summary", len(Drive(ts).Shown().Hand))
	}
	if !strings.Contains(panelText(ts), words.RoundName(1, ts.model.View().Rounds)+" is over") {
		t.Fatalf("summary says:\n%s", panelText(ts))
	}
	totals, _ := ts.record.Totals(1)
	if b, ok := ts.felt.summaries().breakdown(1, Drive(ts).Shown().View.RoundScores[0], totals); !ok || len(b.Seats) != 3 {
		t.Fatal("the guest's tricks do not explain round 1")
	}
	if len(ts.record.Tricks()) == 0 || ts.record.Tricks()[0].Round != 1 {
		t.Fatalf("history holds %d tricks", len(ts.record.Tricks()))
	}
	test.Tap(uitest.FindButton(Drive(ts).Shown().Panel, "Next round"))
	if Drive(ts).Shown().View.Round != 2 || len(Drive(ts).Shown().Hand) == 0 {
		t.Fatalf("after Next round: round %d, hand %d", Drive(ts).Shown().View.Round, len(Drive(ts).Shown().Hand))
	}
}

// TestLANGuestsGameOverSaysTheHostDeals: a guest's game-over panel does not
// offer a Play again that could only wait; it says the host deals the next
// game and that it opens by itself.
func TestLANGuestsGameOverSaysTheHostDeals(t *testing.T) {
	for _, code := range []string{"en", "ja"} {
		t.Run(code, func(t *testing.T) {
			u := testUIIn(t, code)
			h, err := lan.NewHost(lan.HostConfig{Game: engine.Config{Game: "gummi", Players: 2, Seed: 4}, Name: "Kitchen", Code: "ABCD23",
				Bots: 1, BotLevel: bot.Random, Listen: "127.0.0.1:0"})
			if err != nil {
				t.Fatal(err)
			}
			defer h.Close()
			ts := joinLAN(t, u, h, "Zoe")
			playUntil(t, ts, func() bool {
				if ts.model.DealHeld() {
					ts.closeSummary()
				}
				return ts.model.View().Phase == engine.Finished && ts.felt.panel.obj != nil && !ts.felt.panel.round
			})
			panel := ts.felt.panel.obj
			if b := uitest.FindButton(panel, lang.L("Play again")); b != nil {
				t.Fatalf("a guest is offered %q, which can only wait for the host", b.Text)
			}
			if ts.felt.panel.primary != nil {
				t.Fatal("Enter on a guest's game-over panel still does something unsaid")
			}
			note := lang.L("Another game? The host deals it, and it opens here by itself.")
			if code == "ja" && note == "Another game? The host deals it, and it opens here by itself." {
				t.Fatal("the note has no Japanese")
			}
			if !strings.Contains(uitest.Squeeze(strings.Join(uitest.TextsIn(panel), "")), uitest.Squeeze(note)) {
				t.Fatalf("the panel does not say the host deals the next game:\n%s", strings.Join(uitest.TextsIn(panel), "\n"))
			}
			if uitest.FindButton(panel, lang.L("Home")) == nil {
				t.Fatal("a guest's game-over panel has no way home")
			}
		})
	}
}
