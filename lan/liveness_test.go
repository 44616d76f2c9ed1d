package lan

import (
	"context"
	"errors"
	"io"
	"net"
	"path/filepath"
	"testing"
	"time"

	"github.com/trickparty/trickparty/engine/bot"
	"github.com/trickparty/trickparty/lan/lantest"
)

// TestDefaultsNoticeALostHostWithin5s: with the default timings a guest
// whose host went silent (its machine lost power or network, so no FIN
// ever comes) gives up on the connection within 5 s, and the host pings
// often enough for that.
func TestDefaultsNoticeALostHostWithin5s(t *testing.T) {
	var c ClientConfig
	c.defaults()
	var h HostConfig
	h.defaults()
	if c.IdleTimeout >= 5*time.Second {
		t.Fatalf("a guest notices a silent host after %v, want under 5 s", c.IdleTimeout)
	}
	if h.KeepAlive*2 > c.IdleTimeout {
		t.Fatalf("the host pings every %v: a guest waiting %v could drop a live host", h.KeepAlive, c.IdleTimeout)
	}
	if c.RetryFor != time.Minute {
		t.Fatalf("a guest tries again for %v, want a minute", c.RetryFor)
	}
	if h.AckTimeout != 15*time.Second {
		t.Fatalf("a guest that stopped reading keeps its seat for %v, want 15 s", h.AckTimeout)
	}
}

// TestGuestNoticesASilentHost: the connection stays open but nothing
// comes through (no FIN, no reset): the guest says it lost the host within
// its idle timeout, and after RetryFor gives up with ErrHostLost.
func TestGuestNoticesASilentHost(t *testing.T) {
	cfg := fakeCfg(2, 1, 5)
	cfg.KeepAlive = 50 * time.Millisecond
	h := startHost(t, cfg)
	f := lantest.NewProxy(t, h.Addr().String())
	ccfg := clientCfg("a")
	ccfg.KeepAlive = 50 * time.Millisecond
	ccfg.RetryFor = 300 * time.Millisecond
	ccfg.HandshakeTimeout = 200 * time.Millisecond
	c := join(t, f.Addr(), ccfg)
	waitFor(t, 5*time.Second, "the first view", func() bool { return c.View() != nil })
	if _, _, lost := c.Lost(); lost {
		t.Fatal("lost before anything went wrong")
	}
	f.Freeze()
	frozeAt := time.Now()
	var since, giveUp time.Time
	waitFor(t, 5*time.Second, "the guest to notice", func() bool {
		var lost bool
		since, giveUp, lost = c.Lost()
		return lost
	})
	if since.Before(frozeAt) || giveUp.Sub(since) != ccfg.RetryFor {
		t.Fatalf("lost since %v (froze at %v), gives up at %v", since, frozeAt, giveUp)
	}
	select {
	case <-c.Done():
	case <-time.After(10 * time.Second):
		t.Fatal("the guest never gave up")
	}
	if err := c.Err(); !errors.Is(err, ErrHostLost) {
		t.Fatalf("final error %v, want ErrHostLost", err)
	}
}

// TestGuestThatStopsReadingLosesItsSeat: a guest that completes the
// handshake, then keeps sending its own pings but never reads anything
// (so its socket is never idle and the kernel's buffers take minutes to
// fill) loses its seat to a bot once the host's numbered pings went
// unanswered for AckTimeout. A guest that reads keeps its seat.
func TestGuestThatStopsReadingLosesItsSeat(t *testing.T) {
	cfg := fakeCfg(3, 1, 9)
	cfg.KeepAlive = 30 * time.Millisecond
	cfg.IdleTimeout = time.Minute // only the acknowledgements may end it
	cfg.WriteTimeout = time.Minute
	cfg.AckTimeout = 400 * time.Millisecond
	cfg.Rate, cfg.Burst = 1e6, 1e6
	h := startHost(t, cfg)
	good := join(t, h.Addr().String(), clientCfg("reader"))
	c, err := net.Dial("tcp", h.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	c, seat := authOn(t, c, "ABCD23")
	stop := make(chan struct{})
	defer close(stop)
	go func() {
		for {
			select {
			case <-stop:
				return
			case <-time.After(20 * time.Millisecond):
			}
			c.SetWriteDeadline(time.Now().Add(time.Second))
			if WriteFrame(c, pingFrame[4:]) != nil {
				return
			}
		}
	}()
	waitFor(t, 10*time.Second, "the silent reader's seat to go to a bot", func() bool {
		s := h.Seats()[seat]
		return !s.Connected && s.BotHeld && s.Level == string(bot.Normal)
	})
	// The reading guest answered every ping meanwhile (well over
	// AckTimeout has passed) and still holds its seat.
	if s := h.Seats()[good.Seat()]; !s.Connected || s.BotHeld {
		t.Fatalf("the reading guest lost its seat: %+v", s)
	}
	// The stalled connection is closed.
	c.SetReadDeadline(time.Now().Add(5 * time.Second))
	if _, err := io.Copy(io.Discard, c); err != nil {
		var ne net.Error
		if errors.As(err, &ne) && ne.Timeout() {
			t.Fatal("the host never closed the stalled connection")
		}
	}
}

// TestSeatsSayWhoPlaysThem: every seat's public state tells a person from
// a bot: a table bot and its level, a guest that joined as a bot, a
// person, and a bot holding an absent person's seat.
func TestSeatsSayWhoPlaysThem(t *testing.T) {
	cfg := fakeCfg(4, 1, 2)
	cfg.BotLevel = bot.Easy
	cfg.Grace = 50 * time.Millisecond
	h := startHost(t, cfg)
	person := join(t, h.Addr().String(), clientCfg("Alice"))
	other := join(t, h.Addr().String(), clientCfg("Carol"))
	bcfg := clientCfg("Robo")
	bcfg.Bot = bot.Hard
	guestBot := join(t, h.Addr().String(), bcfg)
	waitFor(t, 5*time.Second, "the game to start", func() bool { return h.Started() })
	ss := h.Seats()
	if s := ss[3]; !s.Bot || s.Level != string(bot.Easy) || s.GuestBot {
		t.Errorf("table bot: %+v", s)
	}
	if s := ss[guestBot.Seat()]; s.Bot || !s.GuestBot || s.Level != string(bot.Hard) {
		t.Errorf("guest bot: %+v", s)
	}
	if s := ss[person.Seat()]; s.Bot || s.GuestBot || s.Level != "" {
		t.Errorf("person: %+v", s)
	}
	// What the host publishes reaches the guests too.
	waitFor(t, 5*time.Second, "the guests' views", func() bool {
		vs := other.Seats()
		return len(vs) == 4 && vs[guestBot.Seat()].GuestBot && vs[3].Level == string(bot.Easy)
	})
	seat := person.Seat()
	person.Close()
	waitFor(t, 5*time.Second, "a bot to hold Alice's seat", func() bool {
		s := h.Seats()[seat]
		return s.BotHeld && s.Level == string(bot.Normal) && s.Name == "Alice"
	})
}

// TestUnknownBotLevelIsRefused: a hello claiming a bot level that does not
// exist is refused before the code is checked.
func TestUnknownBotLevelIsRefused(t *testing.T) {
	h := startHost(t, fakeCfg(2, 1, 1))
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	cfg := clientCfg("x")
	cfg.Bot = "genius"
	_, err := Dial(ctx, h.Addr().String(), cfg)
	var re *RemoteError
	if !errors.As(err, &re) || re.Code != CodeProtocol {
		t.Fatalf("got %v, want a protocol refusal", err)
	}
}

// TestSavedAsTheGameStarts: the table is saved when its game starts, so a
// host that dies before anybody moved can be resumed with every seat.
func TestSavedAsTheGameStarts(t *testing.T) {
	cfg := fakeCfg(3, 1, 4)
	cfg.SavePath = filepath.Join(t.TempDir(), "table.json")
	h := startHost(t, cfg)
	a := join(t, h.Addr().String(), clientCfg("a"))
	b := join(t, h.Addr().String(), clientCfg("b"))
	waitFor(t, 5*time.Second, "the game to start", func() bool { return h.Started() })
	var s *Save
	waitFor(t, 5*time.Second, "a save", func() bool {
		var err error
		s, err = LoadSave(cfg.SavePath)
		return err == nil
	})
	if len(s.Moves) != 0 || !s.Seats[a.Seat()].Taken || s.Seats[b.Seat()].Token != b.Token() {
		t.Fatalf("saved at the start: %+v", s)
	}
}

// TestHostSeatAndGuestBotSurviveAResume: the host's seat is marked for
// every guest, and both it and a guest bot's level are saved, so a resumed
// table still shows them before their players are back.
func TestHostSeatAndGuestBotSurviveAResume(t *testing.T) {
	cfg := fakeCfg(3, 1, 8)
	cfg.SavePath = filepath.Join(t.TempDir(), "table.json")
	h, err := NewHost(cfg)
	if err != nil {
		t.Fatal(err)
	}
	hana := join(t, h.Addr().String(), clientCfg("Hana"))
	bcfg := clientCfg("Robo")
	bcfg.Bot = bot.Easy
	robo := join(t, h.Addr().String(), bcfg)
	if err := h.SetHostSeat(hana.Seat()); err != nil {
		t.Fatal(err)
	}
	if err := h.SetHostSeat(2); err == nil {
		t.Fatal("a bot's seat was made the host's")
	}
	waitFor(t, 5*time.Second, "the guests to see the host", func() bool {
		ss := robo.Seats()
		return len(ss) == 3 && ss[hana.Seat()].Host && !ss[robo.Seat()].Host
	})
	h.Close()
	s, err := LoadSave(cfg.SavePath)
	if err != nil {
		t.Fatal(err)
	}
	rcfg := cfg
	rcfg.Grace = time.Minute
	h2, err := Resume(s, rcfg)
	if err != nil {
		t.Fatal(err)
	}
	defer h2.Close()
	ss := h2.Seats()
	if !ss[hana.Seat()].Host || ss[robo.Seat()].Host {
		t.Errorf("the host's seat after a resume: %+v", ss)
	}
	if r := ss[robo.Seat()]; !r.GuestBot || r.Level != string(bot.Easy) || r.Connected {
		t.Errorf("the away guest bot after a resume: %+v", r)
	}
}
