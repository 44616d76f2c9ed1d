package app

import (
	"context"
	"errors"
	"io/fs"
	"net"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
	"github.com/trickparty/trickparty/lan"
)

var loopback = Network{Listen: "127.0.0.1:0"}

// hostOnLoopback opens a table hosted by "Hana" with Random bots.
func hostOnLoopback(t *testing.T, store Storage, prefs Prefs, players int) *LANTable {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	tb, err := HostTable(ctx, store, prefs, loopback, HostRequest{Game: engine.Config{Game: "gummi", Players: players, Seed: 5},
		Table: "Kitchen", Player: "Hana", BotLevel: bot.Random})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(tb.Close)
	return tb
}

// joinOnLoopback joins host's table as name; code is typed as a player
// might (lower case, with a dash).
func joinOnLoopback(t *testing.T, prefs Prefs, host *LANTable, name string) *LANTable {
	t.Helper()
	return joinOnLoopbackWith(t, prefs, host, JoinRequest{Player: name})
}

// joinOnLoopbackWith joins host with req, its address and code filled in.
func joinOnLoopbackWith(t *testing.T, prefs Prefs, host *LANTable, req JoinRequest) *LANTable {
	t.Helper()
	code := strings.ToLower(host.Code()[:3] + "-" + host.Code()[3:])
	req.Addr, req.Code = addrOf(host), NormalizeCode(code)
	tb, err := JoinTable(context.Background(), prefs, req)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(tb.Close)
	return tb
}

func addrOf(host *LANTable) string { return net.JoinHostPort("127.0.0.1", strconv.Itoa(host.Port())) }

// waitFor waits for cond, re-checking at every change of tb.
func waitFor(t *testing.T, tb *LANTable, what string, cond func() bool) {
	t.Helper()
	deadline := time.After(10 * time.Second)
	for {
		ch := tb.Changed()
		if cond() {
			return
		}
		select {
		case <-ch:
		case <-time.After(20 * time.Millisecond):
		case <-deadline:
			t.Fatalf("timed out waiting for %s", what)
		}
	}
}

// autoplay plays r's seat with its first legal action until the game is
// over or the session ends, and reports a refused action.
func autoplay(r *RemoteSession) <-chan error {
	out := make(chan error, 1)
	go func() {
		var buf []engine.Action
		for {
			ch := r.Changed()
			if r.Over() || isClosed(r.Done()) {
				out <- nil
				return
			}
			if obs := r.Observation(); obs != nil && obs.ToMove().Has(r.Seat()) {
				buf = obs.Legal(buf)
				if err := r.Submit(buf[0]); err != nil {
					// A submit cut short by the table closing is the end
					// of play, not a refusal.
					select {
					case <-r.Done():
						out <- nil
					case <-time.After(time.Second):
						out <- err
					}
					return
				}
				continue
			}
			<-ch
		}
	}()
	return out
}

// waitingSeats counts the seats nobody has taken.
func waitingSeats(seats []RoomSeat) int {
	n := 0
	for _, s := range seats {
		if s.Waiting() {
			n++
		}
	}
	return n
}

func seatNames(seats []RoomSeat) string {
	var parts []string
	for _, s := range seats {
		p := s.Name
		switch {
		case s.You:
			p += "(you)"
		case s.Bot:
			p += "(bot)"
		case s.Waiting():
			p = "-"
		}
		parts = append(parts, p)
	}
	return strings.Join(parts, " ")
}

// TestLANTableHostJoinAndFinish: the host sits at its own table, a guest
// joins with the code as typed, both see the seats, Start gives the empty
// seat to a bot, and once the game is over the host's resume record and
// the guest's rejoin record are both gone: nothing is left to come back to.
func TestLANTableHostJoinAndFinish(t *testing.T) {
	store, hostPrefs, guestPrefs := &MemStorage{}, &MemPrefs{}, &MemPrefs{}
	host := hostOnLoopback(t, store, hostPrefs, 3)
	if !host.Hosting() || len(host.Code()) != 6 || host.Port() == 0 {
		t.Fatalf("hosting %v, code %q, port %d", host.Hosting(), host.Code(), host.Port())
	}
	if got := seatNames(host.Seats()); got != "Hana(you) - -" || waitingSeats(host.Seats()) != 2 {
		t.Fatalf("seats before anyone joins: %q, %d free", got, waitingSeats(host.Seats()))
	}
	guest := joinOnLoopback(t, guestPrefs, host, "Gus")
	if guest.Hosting() || guest.Code() != "" || guest.Port() != 0 {
		t.Fatal("a joined table reports itself as hosted")
	}
	kept, ok := LoadRejoin(guestPrefs, time.Now())
	if !ok || kept.Table != "Kitchen" || kept.Seat != guest.Session().Seat() || kept.Addr != addrOf(host) || kept.Token == "" {
		t.Fatalf("the guest's seat is not kept for a rejoin: %+v (%v)", kept, ok)
	}
	waitFor(t, host, "the guest in the host's seat list", func() bool { return seatNames(host.Seats()) == "Hana(you) Gus -" })
	if g := host.Guests(); len(g) != 1 || g[0].Name != "Gus" || waitingSeats(host.Seats()) != 1 {
		t.Fatalf("guests %+v, %d free", g, waitingSeats(host.Seats()))
	}
	waitFor(t, guest, "the seats at the guest", func() bool { return seatNames(guest.Seats()) == "Hana Gus(you) -" })
	if guest.Guests() != nil || guest.Start() == nil || guest.Remove(0) == nil {
		t.Fatal("a guest may act as the host")
	}
	if err := host.Start(); err != nil {
		t.Fatal(err)
	}
	waitFor(t, host, "a bot in the empty seat", func() bool { return seatNames(host.Seats()) == "Hana(you) Gus Bruno(bot)" })
	hostDone, guestDone := autoplay(host.Session()), autoplay(guest.Session())
	for _, done := range []<-chan error{hostDone, guestDone} {
		if err := <-done; err != nil {
			t.Fatal(err)
		}
	}
	waitFor(t, host, "the resume record gone", func() bool {
		_, err := store.Read(HostedName)
		return errors.Is(err, fs.ErrNotExist)
	})
	waitFor(t, guest, "the rejoin record gone", func() bool { _, ok := LoadRejoin(guestPrefs, time.Now()); return !ok })
}

// TestLANTableSeatKeptOnlyWhenTheTableMayReturn: a guest who leaves gives
// the seat up; a guest whose host paused the table keeps it for a rejoin.
func TestLANTableSeatKeptOnlyWhenTheTableMayReturn(t *testing.T) {
	host := hostOnLoopback(t, &MemStorage{}, &MemPrefs{}, 3)
	prefs := &MemPrefs{}
	guest := joinOnLoopback(t, prefs, host, "Gus")
	guest.Close()
	if _, ok := LoadRejoin(prefs, time.Now()); ok || guest.SeatKept() {
		t.Fatal("a guest who left still holds a rejoin record")
	}

	// Only a started table is saved, so only it may return.
	prefs = &MemPrefs{}
	guest = joinOnLoopback(t, prefs, host, "Zoe")
	if err := host.Start(); err != nil {
		t.Fatal(err)
	}
	waitFor(t, guest, "the start", guest.Session().Started)
	host.Close()
	<-guest.Session().Done()
	if !errors.Is(guest.Session().Err(), lan.ErrHostPaused) || !guest.SeatKept() {
		t.Fatalf("the host paused the table, the guest was told %v (kept %v)", guest.Session().Err(), guest.SeatKept())
	}
	guest.Close()
	if _, ok := LoadRejoin(prefs, time.Now()); !ok {
		t.Fatal("a paused table's seat was forgotten")
	}
}

// TestResumeTableOnItsOldPort: a hosted table closed mid-game is resumed
// from its record on the same port, with the host back in its own seat.
func TestResumeTableOnItsOldPort(t *testing.T) {
	store := &MemStorage{}
	host := hostOnLoopback(t, store, &MemPrefs{}, 2)
	port := host.Port()
	if err := host.Start(); err != nil {
		t.Fatal(err)
	}
	played := autoplay(host.Session())
	waitFor(t, host, "the table kept for a resume", func() bool { _, err := store.Read(HostedName); return err == nil })
	host.Close()
	if err := <-played; err != nil {
		t.Fatal(err)
	}
	<-host.Session().Done()
	hs, _, err := LoadHosted(store)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	var again *LANTable
	deadline := time.Now().Add(5 * time.Second)
	for {
		// The old listener may take a moment to let go of the port.
		again, err = ResumeTable(ctx, store, &MemPrefs{}, loopback, hs, "Hana")
		if err != nil {
			t.Fatal(err)
		}
		if again.Port() == port || time.Now().After(deadline) {
			break
		}
		again.Close()
		time.Sleep(50 * time.Millisecond)
	}
	defer again.Close()
	if again.Port() != port || again.Session().Seat() != 0 {
		t.Fatalf("resumed on port %d (was %d) at seat %d", again.Port(), port, again.Session().Seat())
	}
	if _, err := ResumeTable(ctx, store, &MemPrefs{}, loopback, &Hosted{}, "Hana"); err == nil {
		t.Fatal("a table that was never loaded resumed")
	}
}

// TestExplainJoin: every way a join fails has its own explanation.
func TestExplainJoin(t *testing.T) {
	host := hostOnLoopback(t, &MemStorage{}, &MemPrefs{}, 2)
	_, err := JoinTable(context.Background(), &MemPrefs{}, JoinRequest{Addr: addrOf(host), Code: "ZZZZ99", Player: "Gus"})
	if got := ExplainJoin(err, false); got.Problem != JoinWrongCode {
		t.Fatalf("wrong code explained as %+v (%v)", got, err)
	}
	if got := ExplainJoin(err, true); got.Problem != JoinSeatGone {
		t.Fatalf("wrong code on a rejoin explained as %+v", got)
	}
	_, err = JoinTable(context.Background(), &MemPrefs{}, JoinRequest{Addr: addrOf(host), Code: host.Code(), Player: "Gus", Token: "not-a-token"})
	if got := ExplainJoin(err, true); got.Problem != JoinSeatGone {
		t.Fatalf("unknown token on a rejoin explained as %+v (%v)", got, err)
	}
	if got := ExplainJoin(&lan.RemoteError{Code: lan.CodeForged, Text: "a refusal of its own"}, false); got.Problem != JoinRefusedByTable || got.Text != "a refusal of its own" {
		t.Fatalf("a refusal explained as %+v", got)
	}
	if got := ExplainJoin(context.DeadlineExceeded, false); got.Problem != JoinNoAnswer {
		t.Fatalf("a timeout explained as %+v", got)
	}
	if got := ExplainJoin(&net.OpError{Op: "dial", Err: syscall.ECONNREFUSED}, false); got.Problem != JoinNoTable {
		t.Fatalf("a refused connection explained as %+v", got)
	}
	if got := ExplainJoin(errors.New("odd"), false); got.Problem != JoinFailedOther {
		t.Fatalf("another failure explained as %+v", got)
	}
}

// TestAppClosingKeepsAGuestsSeat: a guest whose app closes in the middle
// of a game keeps the seat for a Rejoin; leaving it (Close) gives it up,
// and an app closing before the game started keeps nothing.
func TestAppClosingKeepsAGuestsSeat(t *testing.T) {
	host := hostOnLoopback(t, &MemStorage{}, &MemPrefs{}, 3)
	early := &MemPrefs{}
	joinOnLoopback(t, early, host, "Ann").CloseKeepingSeat()
	if _, ok := LoadRejoin(early, time.Now()); ok {
		t.Fatal("a seat at a table not yet started was kept")
	}
	prefs := &MemPrefs{}
	guest := joinOnLoopback(t, prefs, host, "Gus")
	if err := host.Start(); err != nil {
		t.Fatal(err)
	}
	waitFor(t, guest, "the start", guest.Session().Started)
	guest.CloseKeepingSeat()
	kept, ok := LoadRejoin(prefs, time.Now())
	if !ok || kept.Token == "" || len(kept.HostKey) == 0 {
		t.Fatalf("the app closed mid-game and the seat was forgotten: %+v (%v)", kept, ok)
	}
	back := joinOnLoopbackWith(t, prefs, host, JoinRequest{Token: kept.Token, HostKey: kept.HostKey, Player: "Gus"})
	if back.Session().Seat() != kept.Seat {
		t.Fatalf("Rejoin took seat %d, the kept one is %d", back.Session().Seat(), kept.Seat)
	}
	back.Close()
	if _, ok := LoadRejoin(prefs, time.Now()); ok {
		t.Fatal("a guest who left kept the seat")
	}
}
