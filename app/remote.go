package app

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
	"github.com/trickparty/trickparty/lan"
)

// RemoteOptions configure a Remote session.
type RemoteOptions struct {
	// HintBudget bounds the hint search (default bot.DefaultBudget).
	HintBudget bot.Budget
	// SubmitTimeout bounds the wait for the host's answer to an action
	// (default 5 s).
	SubmitTimeout time.Duration
}

// RemoteSession is a seat at a table hosted over the LAN: it implements Session
// over a lan.Client. The host runs the game; this side only ever holds the
// seat's own observation from the latest view, and turns successive views
// (each names the public action that made it, lan.View.Last) into the same
// events a local Table emits. Reconnecting is the client's business; the
// seat shows as not connected meanwhile.
type RemoteSession struct {
	c       *lan.Client
	seat    int
	table   lan.TableInfo
	budget  bot.Budget
	timeout time.Duration

	mu        sync.Mutex
	view      *lan.View
	obs       engine.Observation
	version   int // of the latest observation, -1 before the game starts
	story     story
	deal      int // the table's game (lan.View.Deal)
	connected bool
	seats     []SeatInfo
	audience  audience
	waiters   []*verdict
	closing   bool
	ended     bool
	err       error
	changed   chan struct{}
	done      chan struct{}
}

// verdict waits for the host's answer to one submitted action.
type verdict struct {
	seq int
	ch  chan error
}

var _ Session = (*RemoteSession)(nil)

// NewRemote plays c's seat. c belongs to the session from now on: Close closes it.
func NewRemote(c *lan.Client, opts RemoteOptions) *RemoteSession {
	r := &RemoteSession{
		c: c, seat: c.Seat(), table: c.Table(), budget: opts.HintBudget, timeout: opts.SubmitTimeout,
		version: -1, connected: c.Connected(), done: make(chan struct{}),
	}
	if r.budget == (bot.Budget{}) {
		r.budget = bot.DefaultBudget
	}
	if r.timeout <= 0 {
		r.timeout = 5 * time.Second
	}
	if v, obs := c.Latest(); v != nil {
		r.onView(v, obs)
	}
	go r.run()
	return r
}

// run turns the client's notifications into session state and events.
func (r *RemoteSession) run() {
	for ev := range r.c.Events() {
		switch ev.Kind {
		case lan.EventView:
			r.onView(ev.View, ev.Obs)
		case lan.EventDisconnected:
			r.setConnected(false)
		case lan.EventReconnected:
			r.setConnected(true)
		}
	}
	<-r.c.Done()
	r.finish(r.c.Err())
}

// Config implements Session. Players must not know the seed or the deals,
// so only the game and the number of players are set.
func (r *RemoteSession) Config() engine.Config {
	return engine.Config{Game: r.table.Game, Players: r.table.Players}
}

// Seat implements Session.
func (r *RemoteSession) Seat() int { return r.seat }

// Table is the table's public description.
func (r *RemoteSession) Table() lan.TableInfo { return r.table }

// ReadingHolds implements Clocked from the table's turn timer.
func (r *RemoteSession) ReadingHolds() (trick, round time.Duration) {
	timer := time.Duration(r.table.TurnTimerMs) * time.Millisecond
	if timer <= 0 {
		return 0, 0
	}
	return lan.HeldAfterTrick(timer), lan.HeldAfterRound(timer)
}

// Seats implements Session: the session's own seat is Human, a person
// elsewhere Remote, a computer player RemoteBot (the host's bots, and bots
// that joined over the network), each with who plays it now.
func (r *RemoteSession) Seats() []SeatInfo {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]SeatInfo(nil), r.seats...)
}

// Observation implements Session; nil until the game starts.
func (r *RemoteSession) Observation() engine.Observation {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.obs
}

// Started reports whether the game has begun (Observation is set).
func (r *RemoteSession) Started() bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.obs != nil
}

// Over reports whether the host has declared the game over.
func (r *RemoteSession) Over() bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.view != nil && r.view.Over
}

// Deal counts the games dealt at the table before the one in play; it
// grows when the host deals again after a game (a rematch), and a screen
// showing an earlier deal should open the new one (Subscribe again).
func (r *RemoteSession) Deal() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.deal
}

// Lost reports, while the link to the host is down and the client tries
// again, when it went down and when the client will give up; ok is false
// while connected.
func (r *RemoteSession) Lost() (since, giveUp time.Time, ok bool) { return r.c.Lost() }

// Connected reports whether the link to the host is up right now.
func (r *RemoteSession) Connected() bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.connected
}

// Changed returns a channel closed at the session's next change (a view,
// the link going down or up, the end); a lobby screen waits on it.
func (r *RemoteSession) Changed() <-chan struct{} {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.changed == nil {
		r.changed = make(chan struct{})
		if r.ended {
			close(r.changed)
		}
	}
	return r.changed
}

// Done is closed when the session has ended; Err then says why.
func (r *RemoteSession) Done() <-chan struct{} { return r.done }

// Err is why the session ended, a *RemoteError (ExplainRemote says its
// problem): nil after Close, or the host leaving (errors.Is
// lan.ErrHostQuit), being removed, or losing the table for good.
func (r *RemoteSession) Err() error {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.err
}

// TableMayReturn reports whether the session ended in a way the table can
// come back from, so the seat is worth keeping (Rejoin): the link failed
// mid-game, or the host closed a table it saved. A finished game, a host
// that closed for good, a table that sent the player away, or a player who
// left, all say no.
func (r *RemoteSession) TableMayReturn() bool {
	r.mu.Lock()
	err := r.err
	r.mu.Unlock()
	if err == nil || r.Over() {
		return false
	}
	var sentAway *lan.RemoteError
	if errors.As(err, &sentAway) {
		return false
	}
	return errors.Is(err, lan.ErrHostPaused) || !errors.Is(err, lan.ErrHostQuit)
}

// Submit implements Session: the action goes to the host, and Submit
// waits for its answer. A refusal comes back as the *engine.RuleError the
// host's engine gave, in the same words.
func (r *RemoteSession) Submit(a engine.Action) error {
	w, err := r.send(a)
	if err != nil {
		return err
	}
	return r.await(w)
}

// Send implements Session: the action goes to the host and Send returns;
// the host's refusal, or its silence, comes back as an ActionRefused event.
func (r *RemoteSession) Send(a engine.Action) error {
	w, err := r.send(a)
	if err != nil {
		return err
	}
	go func() {
		if err := r.await(w); err != nil {
			r.mu.Lock()
			defer r.mu.Unlock()
			if !r.ended {
				round := 0
				if r.view != nil {
					round = r.view.Round
				}
				r.emitLocked(Event{Kind: ActionRefused, Seat: r.seat, Round: round, Err: err, Obs: r.obs})
			}
		}
	}()
	return nil
}

// send checks what can be checked here and sends a to the host, with a
// waiter for the host's verdict.
func (r *RemoteSession) send(a engine.Action) (*verdict, error) {
	r.mu.Lock()
	switch {
	case r.ended || r.closing:
		r.mu.Unlock()
		return nil, ErrLeftTable
	case r.obs == nil:
		r.mu.Unlock()
		return nil, &engine.RuleError{Rule: "lan.waiting", Message: "the game has not started yet"}
	case !r.obs.ToMove().Has(r.seat):
		r.mu.Unlock()
		return nil, &engine.RuleError{Rule: "turn", Message: "it is not your turn"}
	case !r.connected:
		r.mu.Unlock()
		return nil, ErrReconnecting
	}
	w := &verdict{seq: r.view.NextSeq, ch: make(chan error, 1)}
	r.waiters = append(r.waiters, w)
	r.mu.Unlock()
	if err := r.c.Submit(a); err != nil {
		r.dropWaiter(w)
		if errors.Is(err, lan.ErrNotConnected) {
			return nil, &RemoteError{Problem: RemoteReconnecting, Err: err}
		}
		return nil, err
	}
	return w, nil
}

// await waits for the host's verdict on w, at most the submit timeout.
func (r *RemoteSession) await(w *verdict) error {
	timer := time.NewTimer(r.timeout)
	defer timer.Stop()
	select {
	case err := <-w.ch:
		return err
	case <-timer.C:
		r.dropWaiter(w)
		return ErrNoAnswer
	}
}

func (r *RemoteSession) dropWaiter(w *verdict) {
	r.mu.Lock()
	defer r.mu.Unlock()
	for i, x := range r.waiters {
		if x == w {
			r.waiters = append(r.waiters[:i], r.waiters[i+1:]...)
			return
		}
	}
}

// Hint implements Session: the Hard bot's search runs here, on the seat's
// own observation only.
func (r *RemoteSession) Hint(ctx context.Context) (Hint, error) {
	r.mu.Lock()
	obs := r.obs
	r.mu.Unlock()
	if obs == nil || !obs.ToMove().Has(r.seat) {
		return Hint{}, errors.New("it is not your turn")
	}
	rng := engine.NewRNG(engine.RandomSeed())
	return hintFrom(ctx, obs, r.budget, &rng, func(a engine.Action) engine.Move { return EncodeFor(obs, a) })
}

// Subscribe implements Session. Before the game starts the snapshot is nil
// and only SeatsChanged events come.
func (r *RemoteSession) Subscribe() (engine.Observation, <-chan Event) {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.obs, r.audience.join(r.ended)
}

// Close implements Session: the client leaves (the host keeps the seat for
// its token) and event channels close.
func (r *RemoteSession) Close() error {
	r.mu.Lock()
	r.closing = true
	r.mu.Unlock()
	r.c.Close()
	<-r.done
	return nil
}

// HostLost reports whether a session ended because the host could not be
// reached again in time (lan.ErrHostLost): the table may come back.
func HostLost(err error) bool { return errors.Is(err, lan.ErrHostLost) }

// finish ends the session: subscribers' channels close and waiting
// submits get the reason.
func (r *RemoteSession) finish(err error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.ended {
		return
	}
	r.ended = true
	r.connected = false
	if !r.closing {
		r.err = endError(err)
	}
	why := r.err
	if why == nil {
		why = ErrLeftTable
	}
	for _, w := range r.waiters {
		w.ch <- why
	}
	r.waiters = nil
	r.audience.end()
	r.notifyLocked()
	close(r.done)
}

func (r *RemoteSession) notifyLocked() {
	if r.changed != nil {
		close(r.changed)
		r.changed = nil
	}
}

func (r *RemoteSession) setConnected(up bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.ended || r.connected == up {
		return
	}
	r.connected = up
	r.refreshSeatsLocked(r.lanSeats())
	r.emitLocked(Event{Kind: SeatsChanged, Seat: r.seat, Round: r.roundLocked(), Obs: r.obs})
	r.notifyLocked()
}

func (r *RemoteSession) lanSeats() []lan.SeatInfo {
	if r.view == nil {
		return nil
	}
	return r.view.Seats
}

func (r *RemoteSession) roundLocked() int {
	if r.view == nil {
		return 0
	}
	return r.view.Round
}

// refreshSeatsLocked rebuilds the seat list; it reports whether it changed.
func (r *RemoteSession) refreshSeatsLocked(ls []lan.SeatInfo) bool {
	out := make([]SeatInfo, len(ls))
	for i, s := range ls {
		out[i] = remoteSeat(s, s.Seat == r.seat, r.connected)
		if s.TurnLeftMs > 0 && r.connected {
			// While the link is down the host's clock is unknown: the
			// countdowns stop rather than run out on this screen.
			now := time.Now()
			ends := now.Add(time.Duration(s.TurnLeftMs) * time.Millisecond)
			// A held part longer than the time left is a host's mistake:
			// the clock runs.
			runs := now.Add(time.Duration(min(max(s.TurnHeldMs, 0), s.TurnLeftMs)) * time.Millisecond)
			if i < len(r.seats) && !r.seats[i].TurnEnds.IsZero() && absDuration(r.seats[i].TurnEnds.Sub(ends)) < time.Second {
				// The same turn seen again: keep its deadline steady.
				ends, runs = r.seats[i].TurnEnds, r.seats[i].TurnRuns
			}
			out[i].TurnEnds = ends
			if s.TurnHeldMs > 0 {
				out[i].TurnRuns = runs
			}
		}
	}
	same := len(out) == len(r.seats)
	for i := 0; same && i < len(out); i++ {
		same = out[i] == r.seats[i]
	}
	r.seats = out
	return !same
}

// remoteSeat is what the host says of a seat, as the table shows it: who
// plays it (you, a person, a bot and its level, a bot standing in for an
// absent person) and whether its player is there.
func remoteSeat(s lan.SeatInfo, mine, linkUp bool) SeatInfo {
	// A level this version does not know is not shown (a bot is still
	// said to be one).
	level, _ := bot.ParseLevel(s.Level)
	out := SeatInfo{SeatSetup: SeatSetup{Kind: Remote, Name: s.Name}, Seat: s.Seat, Connected: s.Connected && !s.BotHeld, Host: s.Host, Awaited: s.Awaited}
	switch {
	case mine:
		out.Kind = Human
		out.Connected = linkUp
		if !s.GuestBot {
			out.StandIn = level
		}
	case s.Bot || s.GuestBot:
		out.Kind, out.Level, out.Joined = RemoteBot, level, s.GuestBot
	default:
		out.StandIn = level
	}
	return out
}

func absDuration(d time.Duration) time.Duration {
	if d < 0 {
		return -d
	}
	return d
}

// onView takes one view from the host and its observation, which the
// client has decoded (once: the session does not read v.Obs again): new
// state, the events of the action that made it, and the answer to a
// waiting Submit.
func (r *RemoteSession) onView(v *lan.View, obs engine.Observation) {
	if v == nil {
		return
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.ended {
		return
	}
	prev, prevObs := r.view, r.obs
	if prev != nil && v.Deal != r.deal {
		// The host dealt again (a rematch): a new game, told from its
		// start to new subscribers; the old game's screens are done.
		prevObs, r.version, r.story = nil, -1, story{}
		r.audience.end()
	}
	r.deal = v.Deal
	r.view = v
	seatsChanged := r.refreshSeatsLocked(v.Seats)
	switch {
	case obs == nil:
	case prevObs == nil:
		// The game started (or this seat came back mid-game): a snapshot,
		// nothing to animate.
		r.obs, r.version = obs, v.Version
		r.story.seen(v.Over)
		seatsChanged = true
	case v.Version > r.version:
		r.obs, r.version = obs, v.Version
		// After a gap (views missed while reconnecting) only the latest
		// action is known; the observation has caught up anyway.
		var evs []Event
		if v.Last != nil {
			evs = r.story.tell(remoteStep(r.table.Game, v.Last, v, obs))
		}
		if v.Over {
			evs = append(evs, r.story.over(v.Round, v.Scores, v.Winners, obs)...)
		}
		for _, e := range evs {
			r.emitLocked(e)
		}
	default:
		r.obs = obs
	}
	if seatsChanged && r.obs != nil {
		r.emitLocked(Event{Kind: SeatsChanged, Seat: -1, Round: v.Round, Obs: r.obs})
	}
	if v.Notice != nil && v.Notice.Rule == lan.RuleTimedOut && r.obs != nil {
		// Not an answer to a submit: the host played this turn for us.
		r.emitLocked(Event{Kind: TurnTimedOut, Seat: r.seat, Round: v.Round, Obs: r.obs})
	} else if v.Notice != nil && len(r.waiters) > 0 && (prev == nil || v != prev) {
		// Answer waiting submits only after their events are queued.
		w := r.waiters[0]
		r.waiters = r.waiters[1:]
		w.ch <- &engine.RuleError{Rule: v.Notice.Rule, Message: v.Notice.Text}
	}
	kept := r.waiters[:0]
	for _, w := range r.waiters {
		if v.NextSeq > w.seq {
			w.ch <- nil
		} else {
			kept = append(kept, w)
		}
	}
	r.waiters = kept
	r.notifyLocked()
}

func (r *RemoteSession) emitLocked(e Event) { r.audience.send(e) }

// String names the session for logs.
func (r *RemoteSession) String() string {
	return fmt.Sprintf("seat %d at %q", r.seat+1, r.table.Name)
}
