package app

import (
	"context"
	"errors"
	"fmt"
	"net"
	"strconv"
	"sync"
	"time"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
	"github.com/trickparty/trickparty/lan"
)

// LANTable is this player's seat at a table on the network, hosted here or
// joined, and everything that keeps it: the host and its announcement, the
// resume keeper (hosting) or the rejoin record (joined). The screens only
// draw it; its watcher keeps the announcement's free seats current, stops
// announcing once the game starts, and forgets the saved table or seat when
// the game is over.
type LANTable struct {
	remote  *RemoteSession
	prefs   Prefs // where a guest's rejoin record is kept
	host    *lan.Host
	keeper  *HostedKeeper
	lock    *hostedLock // the storage, for this table only
	resumed bool
	// announceErr is why the table could not be announced, if it could not.
	announceErr error
	// hostIPs lists this machine's addresses on the network (lan.HostIPs;
	// tests replace it); hadNetwork is whether a hosted table had any when
	// it opened, so losing them all means the network went away.
	hostIPs    func() []net.IP
	hadNetwork bool
	// rejoin is a guest's kept seat, kept again when the host deals a new
	// game after the last one ended.
	rejoin *Rejoin

	ctx    context.Context
	cancel context.CancelFunc

	mu      sync.Mutex
	adv     *lan.Advertiser
	changed chan struct{}
	// forgotDeal is the deal whose end made the table forget its save or
	// kept seat (-1: none yet); rekeptDeal the later deal that kept the
	// guest's seat again. Counted by deal, so a stale "game over" seen
	// just after a rematch forgets nothing.
	forgotDeal, rekeptDeal int
}

// HostRequest is a table to host.
type HostRequest struct {
	Game engine.Config
	// Table is the table's name; Player is the host player's own name.
	Table, Player string
	// BotLevel plays the seats nobody takes.
	BotLevel bot.Level
	// TurnTimer limits each human turn (0: no limit).
	TurnTimer time.Duration
}

// sitTimeout bounds sitting at one's own table over loopback.
const sitTimeout = 5 * time.Second

// HostTable opens a table on the network, seats the player at it over
// loopback and announces it. It blocks until the player sits (a few
// milliseconds), so screens call it off the UI goroutine.
func HostTable(ctx context.Context, store Storage, prefs Prefs, n Network, req HostRequest) (*LANTable, error) {
	lock, err := lockHosted(ctx, store)
	if err != nil {
		return nil, err
	}
	keep := NewHostedKeeper(store)
	h, err := lan.NewHost(lan.HostConfig{Game: req.Game, Name: req.Table, Listen: n.Listen, BotLevel: req.BotLevel,
		SaveTo: keep.Save, TurnTimer: req.TurnTimer, HostStarts: true})
	if err != nil {
		lock.release()
		return nil, err
	}
	return sitAtOwnTable(ctx, prefs, n, h, keep, lock, req.Player, "", false)
}

// ResumeTable hosts the kept table hs again, on its old port when that is
// free (the guests' kept address then still works), and seats the player
// at their own seat.
func ResumeTable(ctx context.Context, store Storage, prefs Prefs, n Network, hs *Hosted, player string) (*LANTable, error) {
	if hs.save == nil {
		return nil, errors.New("could not resume the table: it was not loaded")
	}
	lock, err := lockHosted(ctx, store)
	if err != nil {
		return nil, err
	}
	keep := NewHostedKeeper(store)
	cfg := lan.HostConfig{Listen: n.Listen, SaveTo: keep.Save, HostStarts: true}
	var h *lan.Host
	if host, _, serr := net.SplitHostPort(n.Listen); serr == nil && hs.Port != 0 {
		cfg.Listen = net.JoinHostPort(host, strconv.Itoa(hs.Port))
		h, err = lan.Resume(hs.save, cfg)
		cfg.Listen = n.Listen
	}
	if h == nil {
		h, err = lan.Resume(hs.save, cfg)
	}
	if err != nil {
		defer lock.release()
		if errors.Is(err, lan.ErrDamagedSave) {
			return nil, keptAside(store, err)
		}
		return nil, fmt.Errorf("could not resume the table: %w", err)
	}
	return sitAtOwnTable(ctx, prefs, n, h, keep, lock, player, hs.Token, true)
}

// sitAtOwnTable seats the player at the table h over loopback (token
// reclaims their seat at a resumed table) and announces it.
func sitAtOwnTable(ctx context.Context, prefs Prefs, n Network, h *lan.Host, keep *HostedKeeper, lock *hostedLock, player, token string, resumed bool) (*LANTable, error) {
	port := h.Addr().(*net.TCPAddr).Port
	dctx, cancel := context.WithTimeout(ctx, sitTimeout)
	defer cancel()
	c, err := lan.Dial(dctx, net.JoinHostPort("127.0.0.1", strconv.Itoa(port)), lan.ClientConfig{Code: h.Code(), Name: player, Token: token})
	if err != nil {
		h.Close()
		lock.release()
		return nil, fmt.Errorf("could not sit at your own table: %w", err)
	}
	keep.SetSeat(c.Token(), port)
	if err := h.SetHostSeat(c.Seat()); err != nil {
		c.Close()
		h.Close()
		return nil, fmt.Errorf("could not sit at your own table: %w", err)
	}
	t := newLANTable(prefs, NewRemote(c, RemoteOptions{}))
	t.host, t.keeper, t.lock, t.resumed = h, keep, lock, resumed
	t.hadNetwork = len(t.hostIPs()) > 0
	if n.Announce {
		t.adv, t.announceErr = lan.Advertise(h.Info(), port, h.Free(), nil)
	}
	go t.watch()
	return t, nil
}

func newLANTable(prefs Prefs, r *RemoteSession) *LANTable {
	ctx, cancel := context.WithCancel(context.Background())
	return &LANTable{remote: r, prefs: prefs, ctx: ctx, cancel: cancel, changed: make(chan struct{}), hostIPs: lan.HostIPs, forgotDeal: -1}
}

// NetworkGone reports whether the network of a hosted table went away
// since it opened (every address of this machine on it is gone), so
// guests cannot reach it; always false for a guest, whose lost link to
// the host RemoteSession.Lost reports.
func (t *LANTable) NetworkGone() bool {
	return t.host != nil && t.hadNetwork && len(t.hostIPs()) == 0
}

// Session is the seat's session, which the table screen plays through.
func (t *LANTable) Session() *RemoteSession { return t.remote }

// Hosting is true for a table this player hosts.
func (t *LANTable) Hosting() bool { return t.host != nil }

// Code is the join code of a hosted table ("" when joined).
func (t *LANTable) Code() string {
	if t.host == nil {
		return ""
	}
	return t.host.Code()
}

// Port is the port a hosted table listens on (0 when joined).
func (t *LANTable) Port() int {
	if t.host == nil {
		return 0
	}
	return t.host.Addr().(*net.TCPAddr).Port
}

// Addresses are where players on the network reach a hosted table.
func (t *LANTable) Addresses() []string {
	var addrs []string
	for _, ip := range lan.HostIPs() {
		addrs = append(addrs, net.JoinHostPort(ip.String(), strconv.Itoa(t.Port())))
	}
	return addrs
}

// AnnounceErr is why a hosted table could not be announced on the network
// (players then type its address), or nil.
func (t *LANTable) AnnounceErr() error { return t.announceErr }

// Changed is closed at the next change of the table's seats or session.
func (t *LANTable) Changed() <-chan struct{} {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.changed
}

// Start starts a hosted table's game now: bots take the empty seats.
func (t *LANTable) Start() error {
	if t.host == nil {
		return errors.New("only the host starts the game")
	}
	return t.host.StartNow()
}

// Remove sends a guest away from a hosted table; a bot plays their seat
// for the rest of the game. It waits for the host's loop, so screens call
// it off the UI goroutine.
func (t *LANTable) Remove(seat int) error {
	if t.host == nil {
		return errors.New("only the host removes players")
	}
	return t.host.Kick(seat)
}

// Close leaves the table; a hosted table closes for everyone (kept for a
// resume until its game is over). The seat's rejoin record is forgotten
// unless the table went away and may come back (the host paused it or the
// link failed): then the player can rejoin later. The network goodbyes run
// in the background, so Close never waits on them.
func (t *LANTable) Close() { t.close(false) }

// CloseKeepingSeat closes the table as Close does when the app itself is
// closing rather than the player leaving: a guest's seat at a game still
// in play stays kept, so the next start offers Rejoin (the host's bot
// plays it meanwhile, as for a dropped link).
func (t *LANTable) CloseKeepingSeat() { t.close(true) }

func (t *LANTable) close(appClosing bool) {
	t.cancel()
	playing := t.remote.Started() && !t.remote.Over()
	if _, _, linkDown := t.remote.Lost(); t.host == nil && !t.SeatKept() && !linkDown && !(appClosing && playing) {
		// A guest leaving while the host cannot be reached keeps the
		// seat: the table may come back (Rejoin).
		ClearRejoin(t.prefs)
	}
	t.mu.Lock()
	adv := t.adv
	t.adv = nil
	t.mu.Unlock()
	t.lock.close()
	go func() {
		t.remote.Close()
		if adv != nil {
			adv.Shutdown()
		}
		if t.host != nil {
			t.host.Close()
		}
		t.lock.release()
	}()
}

// Rematch deals a new game at a hosted table whose game is over: the same
// players stay seated, and the guests' screens open it by themselves.
func (t *LANTable) Rematch() error {
	if t.host == nil {
		return errors.New("only the host deals again")
	}
	if t.keeper != nil {
		t.keeper.Keep() // the new game is saved as the last one was
	}
	if err := t.host.Rematch(); err != nil {
		return err
	}
	return nil
}

// Ended reports whether the seat's session has ended (the game is over,
// the table closed or the link failed for good).
func (t *LANTable) Ended() bool { return isClosed(t.remote.Done()) }

// SeatKept reports whether a guest's seat stays kept for a rejoin: the
// session ended with the table able to return (RemoteSession.TableMayReturn).
func (t *LANTable) SeatKept() bool {
	return t.host == nil && t.Ended() && t.remote.TableMayReturn()
}

// watch follows the host and the session until the table is closed or the
// session ends, keeping the announcement and the saved records in step.
func (t *LANTable) watch() {
	for {
		var hostCh <-chan struct{}
		if t.host != nil {
			hostCh = t.host.Changed()
		}
		remCh := t.remote.Changed()
		t.keepInStep()
		t.notify()
		if isClosed(t.remote.Done()) {
			return
		}
		select {
		case <-hostCh:
		case <-remCh:
		case <-t.ctx.Done():
			return
		}
	}
}

// keepInStep updates the announcement's free seats, stops announcing a
// started table (a resumed one stays announced, as full, so its players'
// Rejoin finds it if it moved port), and forgets a finished game's saved
// table or seat: there is nothing to resume or rejoin.
func (t *LANTable) keepInStep() {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.adv != nil {
		if t.remote.Started() && !t.resumed {
			go t.adv.Shutdown()
			t.adv = nil
		} else if t.host != nil {
			t.adv.Update(t.host.Free())
		}
	}
	deal := t.remote.Deal()
	// Deals only grow: a deal past both the one forgotten and the one
	// kept again is a new game after a rematch.
	if t.forgotDeal >= 0 && deal > max(t.forgotDeal, t.rekeptDeal) && t.remote.Started() && !t.remote.Over() {
		// The host dealt again: this game's seat is worth keeping too
		// (the host's keeper keeps its saves again from LANTable.Rematch).
		t.rekeptDeal = deal
		if t.rejoin != nil {
			r := *t.rejoin
			r.Saved = time.Now()
			SaveRejoin(t.prefs, r)
		}
	}
	if t.remote.Over() && deal != t.forgotDeal {
		t.forgotDeal = deal
		if t.keeper != nil {
			t.keeper.Discard()
		}
		if t.host == nil {
			ClearRejoin(t.prefs)
		}
	}
}

func (t *LANTable) notify() {
	t.mu.Lock()
	defer t.mu.Unlock()
	close(t.changed)
	t.changed = make(chan struct{})
}

func isClosed(ch <-chan struct{}) bool {
	select {
	case <-ch:
		return true
	default:
		return false
	}
}

// OnSaveError makes f hear the first failed write of a hosted table's
// resume record, once; f runs on the goroutine that saved and must not
// block.
func (t *LANTable) OnSaveError(f func(error)) {
	if t.keeper != nil {
		t.keeper.OnError(f)
	}
}
