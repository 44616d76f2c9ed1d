package lan

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"net"
	"sync"
	"time"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
)

// ClientConfig configures a Client. Zero values take the defaults noted.
type ClientConfig struct {
	// Code is the table's join code, as the host shows it.
	Code string
	// Name is the player's display name.
	Name string
	// Bot is the level of the computer player this client is (trickctl
	// join), so the table shows its seat as a bot; empty for a person.
	Bot bot.Level
	// Token reclaims a seat held before (Client.Token of an earlier
	// session); empty to take a free seat.
	Token string
	// HostKey is the identity key of the table the seat was held at
	// (Client.HostKey of that session): when set, a table that cannot
	// prove it holds this key is refused (ErrOtherHost) before the token
	// is sent. Empty for a first join.
	HostKey []byte
	// HandshakeTimeout bounds connect..welcome (default 5 s).
	HandshakeTimeout time.Duration
	// KeepAlive is the ping interval (default 5 s); IdleTimeout declares
	// the host gone when it is silent that long (default 4 * KeepAlive).
	KeepAlive, IdleTimeout time.Duration
	// RetryFor is how long to keep redialling after the connection drops
	// (default 1 minute; negative: do not redial).
	RetryFor time.Duration
	// MaxBackoff caps the wait between redials (default 2 s).
	MaxBackoff time.Duration
	// Dial opens the TCP connection (default net.Dialer.DialContext); tests
	// use it to watch every byte a seat receives.
	Dial func(ctx context.Context, network, addr string) (net.Conn, error)
	// Tap, when set, sees the payload of every frame the client reads,
	// opened (tests and diagnostics count what arrives); it must not keep
	// payload.
	Tap func(payload []byte)
}

func (c *ClientConfig) defaults() {
	linkDefaults(&c.HandshakeTimeout, &c.KeepAlive, &c.IdleTimeout)
	if c.RetryFor == 0 {
		c.RetryFor = time.Minute
	}
	if c.MaxBackoff == 0 {
		c.MaxBackoff = 2 * time.Second
	}
	if c.Dial == nil {
		d := &net.Dialer{Timeout: c.HandshakeTimeout}
		c.Dial = d.DialContext
	}
}

// RemoteError is a refusal the host sent, such as a wrong join code.
type RemoteError struct {
	// Code is one of the Code* constants.
	Code string
	// Text is the host's explanation, in a player's words.
	Text string
	// Proto, in a CodeVersion refusal, is the table's protocol version (0
	// when it did not say: a table older than protocol 5).
	Proto int
}

func (e *RemoteError) Error() string { return e.Text }

// permanent reports whether redialling cannot help.
func (e *RemoteError) permanent() bool {
	switch e.Code {
	case CodeConnLimit, CodeFlood, CodeStalled:
		return false
	}
	return true
}

// ErrNotConnected is returned by Submit while the client is redialling.
var ErrNotConnected = errors.New("lan: not connected to the table")

// ErrHostQuit is the client's final error when the host closed the table.
var ErrHostQuit = errors.New("lan: the host closed the table")

// ErrHostLost is the client's final error when the table could not be
// reached again within ClientConfig.RetryFor: the host's program or machine
// stopped without a goodbye, or the network between them is gone. The seat
// may still be kept (the host can resume the table).
var ErrHostLost = errors.New("lan: lost the connection to the table")

// ErrOtherHost is returned when a table cannot prove it is the host the
// seat was kept at (ClientConfig.HostKey): another table took its name or
// address, and the token is not sent to it.
var ErrOtherHost = errors.New("lan: this is not the table you left: it cannot prove it is the same host")

// ErrNoCodeProof is returned when a table did not prove it knows the join
// code although it accepted the guest's proof: not the table meant.
var ErrNoCodeProof = errors.New("lan: the table did not prove it knows the join code: it is not the table you meant")

// ErrHostPaused is the client's final error when the host closed a table
// it has saved and can host again; errors.Is(ErrHostPaused, ErrHostQuit).
var ErrHostPaused = fmt.Errorf("%w, which is saved and can come back", ErrHostQuit)

// EventKind says what an Event reports.
type EventKind int

// The event kinds.
const (
	// EventView: a new view arrived (Event.View; also Client.View).
	EventView EventKind = iota
	// EventNotice: the host refused an action (Event.Notice).
	EventNotice
	// EventDisconnected: the connection dropped; the client is redialling.
	EventDisconnected
	// EventReconnected: the seat is back.
	EventReconnected
	// EventClosed: the session ended (Event.Err: ErrHostQuit when the host
	// left, nil after Close); the channel is closed after it.
	EventClosed
)

// Event is one notification from a Client. Events are wake-ups: the
// latest state is always Client.Latest, so a slow reader loses nothing by
// missing some.
type Event struct {
	Kind EventKind
	View *View
	// Obs is View's observation, decoded once by the client (nil before
	// the game starts): a reader uses it rather than decode View.Obs again.
	Obs    engine.Observation
	Notice *Notice
	Err    error
}

// Client is one seat at a remote table. Its methods are safe for concurrent
// use.
type Client struct {
	addr string
	cfg  ClientConfig

	mu sync.Mutex
	// link is the current connection (nil while redialling).
	link *link
	// hostKey is the table's identity key, learnt at the first welcome and
	// required of every reconnection.
	hostKey []byte
	seat    int
	token   string
	table   TableInfo
	view    *View
	obs     engine.Observation
	hist    History
	err     error
	// lostAt is when the connection dropped, while redialling (zero
	// otherwise).
	lostAt time.Time

	wmu    sync.Mutex // serializes frame writes
	events chan Event
	quit   chan struct{}
	done   chan struct{}
	once   sync.Once
}

// Dial joins the table at addr ("host:port") and returns once the host has
// welcomed the client to a seat.
func Dial(ctx context.Context, addr string, cfg ClientConfig) (*Client, error) {
	cfg.defaults()
	c := &Client{addr: addr, cfg: cfg, token: cfg.Token, hostKey: cfg.HostKey, seat: -1, events: make(chan Event, 256), quit: make(chan struct{}), done: make(chan struct{})}
	l, err := c.handshake(ctx)
	if err != nil {
		return nil, err
	}
	go c.run(l)
	return c, nil
}

// Seat is the seat the host gave this client.
func (c *Client) Seat() int { c.mu.Lock(); defer c.mu.Unlock(); return c.seat }

// Token reclaims this seat later (ClientConfig.Token), even from another
// process.
func (c *Client) Token() string { c.mu.Lock(); defer c.mu.Unlock(); return c.token }

// HostKey is the table's identity key (ClientConfig.HostKey of a later
// rejoin; KeyFingerprint names it).
func (c *Client) HostKey() []byte { c.mu.Lock(); defer c.mu.Unlock(); return c.hostKey }

// Table is the table's public description.
func (c *Client) Table() TableInfo { c.mu.Lock(); defer c.mu.Unlock(); return c.table }

// View is the latest view (nil before the first one).
func (c *Client) View() *View { c.mu.Lock(); defer c.mu.Unlock(); return c.view }

// Observation is the engine's Observation of this seat from the latest view;
// nil before the game starts.
func (c *Client) Observation() engine.Observation {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.obs
}

// Latest is the latest view and its observation, taken together (nil
// before the first view; the observation nil before the game starts).
func (c *Client) Latest() (*View, engine.Observation) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.view, c.obs
}

// Seats is the public state of every seat from the latest view.
func (c *Client) Seats() []SeatInfo {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.view == nil {
		return nil
	}
	return append([]SeatInfo(nil), c.view.Seats...)
}

// Lost reports, while the client is redialling after a drop, when the
// connection was lost and when the client will give up (RetryFor later);
// ok is false while connected.
func (c *Client) Lost() (since, giveUp time.Time, ok bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.lostAt.IsZero() {
		return time.Time{}, time.Time{}, false
	}
	return c.lostAt, c.lostAt.Add(c.cfg.RetryFor), true
}

// Connected reports whether the client currently has a connection.
func (c *Client) Connected() bool { c.mu.Lock(); defer c.mu.Unlock(); return c.link != nil }

// Events delivers notifications until the session ends.
func (c *Client) Events() <-chan Event { return c.events }

// Done is closed when the session has ended; Err then says why.
func (c *Client) Done() <-chan struct{} { return c.done }

// Err is why the session ended: nil after Close, ErrHostQuit, or the
// connection or host error that could not be recovered.
func (c *Client) Err() error { c.mu.Lock(); defer c.mu.Unlock(); return c.err }

// Submit sends an action for this seat, based on the latest view. The host
// answers with a new view, or a view carrying a Notice if it refused.
func (c *Client) Submit(a engine.Action) error {
	c.mu.Lock()
	l, v, seat := c.link, c.view, c.seat
	c.mu.Unlock()
	if l == nil {
		return ErrNotConnected
	}
	seq := 0
	if v != nil {
		seq = v.NextSeq
	}
	act := int(a)
	return c.write(l, &Msg{T: tAct, Seq: seq, Action: &act, Seat: &seat})
}

// Resync asks the host for a fresh view.
func (c *Client) Resync() error {
	c.mu.Lock()
	l := c.link
	c.mu.Unlock()
	if l == nil {
		return ErrNotConnected
	}
	return c.write(l, &Msg{T: tSync})
}

// Close leaves the table (the seat stays reserved for the token).
func (c *Client) Close() error {
	c.once.Do(func() { close(c.quit) })
	c.mu.Lock()
	l := c.link
	c.mu.Unlock()
	if l != nil {
		c.write(l, &Msg{T: tBye})
		l.conn.Close()
	}
	<-c.done
	return nil
}

func (c *Client) write(l *link, m *Msg) error {
	b, err := encodeMsg(m)
	if err != nil {
		return err
	}
	return c.writePayload(l, b)
}

// writePayload seals and writes one frame's payload; frames are numbered
// in the order written, so writes are serialised.
func (c *Client) writePayload(l *link, b []byte) error {
	c.wmu.Lock()
	defer c.wmu.Unlock()
	return l.writePayload(b)
}

// checkWelcome refuses a welcome the rest of the program could not use: a
// table of more seats than any game has, or a seat that is not at it.
func checkWelcome(w *Msg) error {
	switch {
	case w.Seat == nil || w.Table == nil || w.Token == "":
		return errors.New("incomplete welcome")
	case w.Table.Players < 1 || w.Table.Players > engine.MaxPlayers:
		return fmt.Errorf("a table of %d seats does not exist", w.Table.Players)
	case *w.Seat < 0 || *w.Seat >= w.Table.Players:
		return fmt.Errorf("seat %d is not at a table of %d", *w.Seat, w.Table.Players)
	}
	return nil
}

func (c *Client) emit(ev Event) {
	select {
	case c.events <- ev:
	default:
	}
}

// run reads the connection, redials after drops, and ends the session.
func (c *Client) run(l *link) {
	var final error
	defer func() {
		c.mu.Lock()
		c.err = final
		c.link = nil
		c.mu.Unlock()
		// The final event must arrive: wait for room briefly.
		select {
		case c.events <- Event{Kind: EventClosed, Err: final}:
		case <-time.After(time.Second):
		}
		close(c.events)
		close(c.done)
	}()
	for {
		err := c.readLoop(l)
		select {
		case <-c.quit:
			return
		default:
		}
		var re *RemoteError
		if errors.Is(err, ErrHostQuit) || (errors.As(err, &re) && re.permanent()) || c.cfg.RetryFor < 0 {
			final = err
			return
		}
		c.mu.Lock()
		c.link = nil
		c.lostAt = time.Now()
		c.mu.Unlock()
		c.emit(Event{Kind: EventDisconnected, Err: err})
		l, err = c.redial()
		if err != nil || l == nil {
			final = err
			return
		}
		c.mu.Lock()
		c.lostAt = time.Time{}
		c.mu.Unlock()
		c.emit(Event{Kind: EventReconnected})
	}
}

// redial retries with exponential backoff and jitter until RetryFor passes
// or the host gives a permanent answer.
func (c *Client) redial() (*link, error) {
	give := time.Now().Add(c.cfg.RetryFor)
	wait := 50 * time.Millisecond
	for {
		select {
		case <-c.quit:
			return nil, nil
		case <-time.After(wait/2 + rand.N(wait/2+1)):
		}
		ctx, cancel := context.WithTimeout(context.Background(), c.cfg.HandshakeTimeout)
		l, err := c.handshake(ctx)
		cancel()
		if err == nil {
			select {
			case <-c.quit:
				l.conn.Close()
				return nil, nil
			default:
			}
			return l, nil
		}
		var re *RemoteError
		if errors.As(err, &re) && re.permanent() {
			return nil, err
		}
		if time.Now().After(give) {
			return nil, fmt.Errorf("%w at %s for %s: %v", ErrHostLost, c.addr, c.cfg.RetryFor.Round(time.Second), err)
		}
		wait = min(wait*2, c.cfg.MaxBackoff)
	}
}

// readLoop handles one connection's frames until it fails.
func (c *Client) readLoop(l *link) error {
	conn := l.conn
	defer conn.Close()
	stop := make(chan struct{})
	defer close(stop)
	go func() {
		t := time.NewTicker(c.cfg.KeepAlive)
		defer t.Stop()
		for {
			select {
			case <-stop:
				return
			case <-t.C:
				if c.writePayload(l, pingFrame[4:]) != nil {
					conn.Close()
					return
				}
			}
		}
	}()
	for {
		conn.SetReadDeadline(time.Now().Add(c.cfg.IdleTimeout))
		m, err := l.readMsg()
		if err != nil {
			return err
		}
		switch m.T {
		case tView:
			if m.View == nil {
				return fmt.Errorf("lan: empty view")
			}
			var obs engine.Observation
			if len(m.View.Obs) > 0 {
				if obs, err = decodeObservation(m.View.Game, m.View.Obs); err != nil {
					return err
				}
			}
			c.mu.Lock()
			c.view, c.obs = m.View, obs
			c.extendHistoryLocked(m.View)
			c.mu.Unlock()
			c.emit(Event{Kind: EventView, View: m.View, Obs: obs})
			if m.View.Notice != nil {
				c.emit(Event{Kind: EventNotice, View: m.View, Obs: obs, Notice: m.View.Notice})
			}
		case tHistory:
			c.takeHistory(m.History)
		case tPing:
			// Repeating the number tells the host everything sent before
			// this ping has been read.
			if m.Seq == 0 {
				c.writePayload(l, pongFrame[4:])
			} else {
				c.write(l, &Msg{T: tPong, Seq: m.Seq})
			}
		case tPong:
		case tBye:
			if m.Code == CodeResumable {
				return ErrHostPaused
			}
			return ErrHostQuit
		case tError:
			return &RemoteError{Code: m.Code, Text: m.Text}
		default:
			return fmt.Errorf("lan: unexpected %s from the table", m.T)
		}
	}
}
