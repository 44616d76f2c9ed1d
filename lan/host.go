package lan

import (
	"bufio"
	"bytes"
	"crypto/hmac"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"strings"
	"sync"
	"time"
	"unicode"

	"golang.org/x/time/rate"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
)

// HostConfig configures a Host. Zero durations and limits take the defaults
// documented on each field.
type HostConfig struct {
	// Game is the engine configuration of the table.
	Game engine.Config
	// Name is the table's display name.
	Name string
	// Code is the join code; a random one (NewCode) when empty.
	Code string
	// Bots is how many seats computer players take: the last Bots seats.
	Bots int
	// BotLevel is the table bots' strength (default Normal). Dropped
	// players' seats are always held by a Normal bot.
	BotLevel bot.Level
	// Listen is the TCP address to listen on (default "127.0.0.1:0").
	Listen string
	// Grace is how long a dropped player's seat waits before a bot holds it
	// (default 10 s).
	Grace time.Duration
	// HandshakeTimeout bounds hello..auth (default 5 s).
	HandshakeTimeout time.Duration
	// WriteTimeout bounds one write to a player (default 5 s): a player
	// whose connection cannot be written for that long is dropped like a
	// disconnected one, whatever it keeps sending.
	WriteTimeout time.Duration
	// KeepAlive is the ping interval (default 5 s); IdleTimeout drops a
	// silent peer (default 4 * KeepAlive).
	KeepAlive, IdleTimeout time.Duration
	// MaxConnsPerIP caps simultaneous connections from one address
	// (default 16).
	MaxConnsPerIP int
	// MaxBadCodes is how many wrong codes one address may send per
	// BadCodeWindow before it is refused (defaults 5 per minute).
	MaxBadCodes   int
	BadCodeWindow time.Duration
	// Rate and Burst are the per-connection message limit (defaults 50/s,
	// burst 100): far above any player, far below a flood.
	Rate  float64
	Burst int
	// SavePath, when set, receives an autosave after every applied move.
	SavePath string
	// SaveTo, when set, receives the same document (for ParseSave and
	// Resume) after every applied move; it runs on the table's goroutine,
	// so it should only store the bytes.
	SaveTo func(save []byte)
	// NewGame builds the game (default games.New).
	NewGame func(engine.Config) (engine.Game, error)
	// NewBot builds a bot of a level (default bot.New with DefaultBudget).
	NewBot func(bot.Level) (bot.Bot, error)
	// BotDelay paces bot moves so people can follow them (default 0).
	BotDelay time.Duration
	// TurnTimer is how long a player may take over one turn before the
	// seat's stand-in bot plays that turn for them (0: no limit). Every
	// player's view carries the time left of each seat due to act.
	TurnTimer time.Duration
	// Logf receives diagnostics (default: discarded).
	Logf func(format string, args ...any)
}

func (c *HostConfig) defaults() {
	if c.Listen == "" {
		c.Listen = "127.0.0.1:0"
	}
	if c.BotLevel == "" {
		c.BotLevel = bot.Normal
	}
	if c.Grace == 0 {
		c.Grace = 10 * time.Second
	}
	linkDefaults(&c.HandshakeTimeout, &c.KeepAlive, &c.IdleTimeout)
	if c.WriteTimeout == 0 {
		c.WriteTimeout = 5 * time.Second
	}
	if c.MaxConnsPerIP == 0 {
		c.MaxConnsPerIP = 16
	}
	if c.MaxBadCodes == 0 {
		c.MaxBadCodes = 5
	}
	if c.BadCodeWindow == 0 {
		c.BadCodeWindow = time.Minute
	}
	if c.Rate == 0 {
		c.Rate = 50
	}
	if c.Burst == 0 {
		c.Burst = 100
	}
	if c.NewGame == nil {
		c.NewGame = defaultNewGame
	}
	if c.NewBot == nil {
		c.NewBot = func(l bot.Level) (bot.Bot, error) { return bot.New(l, bot.DefaultBudget) }
	}
	if c.Logf == nil {
		c.Logf = func(string, ...any) {}
	}
	if c.Code == "" {
		c.Code = NewCode()
	}
	c.Code = NormalizeCode(c.Code)
	c.Name = cleanName(c.Name, "Table")
}

// seatState is the host's record of one seat; owned by the loop goroutine.
type seatState struct {
	name    string
	bot     bool // a table bot seat
	token   string
	taken   bool
	peer    *peer // nil while disconnected
	botHeld bool  // a bot plays for a dropped player
	grace   *time.Timer
	nextSeq int     // actions of this seat applied so far
	last    int     // this seat's last applied action (for repeats)
	brain   bot.Bot // the bot playing this seat when it is a bot or bot-held
	pending bool    // a bot decision is being computed
	// The turn timer (HostConfig.TurnTimer): the deadline of the turn the
	// seat is due to play (zero: none), the seq it was set for, and
	// timedOut while the stand-in bot plays that one turn.
	deadline    time.Time
	deadlineSeq int
	turnTimer   *time.Timer
	timedOut    bool
	// obs is the JSON of game.Observe(seat) at game version obsVer-1
	// (0: none): a seat's observation changes only with the game, so
	// resyncs, notices and seat changes reuse it.
	obs    []byte
	obsVer int
}

// Host runs one table: the engine game, its seats and their connections.
// All game state is owned by one goroutine (run); connections talk to it
// through the inbox.
type Host struct {
	cfg  HostConfig
	ln   net.Listener
	game engine.Game

	inbox   chan func()
	quit    chan struct{}
	stopped chan struct{}
	done    chan struct{} // closed when the game is over and Result has it
	once    sync.Once

	// Loop-owned state.
	seats   []seatState
	started bool
	moves   []engine.Move
	rng     engine.RNG
	over    bool
	// doneClosed: done was closed, after the final result was published.
	doneClosed bool
	// Loop-owned scratch for building views (copied into each frame).
	vscratch View
	obsBuf   bytes.Buffer
	obsEnc   *json.Encoder
	// lastJSON is the JSON of lastFor (the public last action), marshalled
	// once per action since it is the same for every seat.
	lastFor  *LastAction
	lastJSON []byte

	// Connection bookkeeping, shared by accept and handshake goroutines.
	mu      sync.Mutex
	perIP   map[string]int
	badCode map[string][]time.Time
	conns   map[net.Conn]struct{}
	wg      sync.WaitGroup

	// pub is the latest public state, readable from any goroutine.
	pubMu sync.Mutex
	pub   publicState

	// ext is the lobby's state (lobby.go, lastaction.go).
	ext hostExt
}

type publicState struct {
	seats   []SeatInfo
	free    int
	started bool
	over    bool
	scores  []int
	winners []int
}

// NewHost builds the game, listens and starts serving.
func NewHost(cfg HostConfig) (*Host, error) {
	return newHost(cfg, nil)
}

func newHost(cfg HostConfig, save *Save) (*Host, error) {
	cfg.defaults()
	if !ValidCode(cfg.Code) {
		return nil, fmt.Errorf("join code %q must be 4 to 16 characters from %s", cfg.Code, codeAlphabet)
	}
	if cfg.Bots < 0 || cfg.Bots > cfg.Game.Players {
		return nil, fmt.Errorf("%d bots do not fit %d seats", cfg.Bots, cfg.Game.Players)
	}
	if _, err := cfg.NewBot(cfg.BotLevel); err != nil {
		return nil, err
	}
	g, err := cfg.NewGame(cfg.Game)
	if err != nil {
		return nil, err
	}
	h := &Host{
		cfg:     cfg,
		game:    g,
		inbox:   make(chan func(), 256),
		quit:    make(chan struct{}),
		stopped: make(chan struct{}),
		done:    make(chan struct{}),
		seats:   make([]seatState, cfg.Game.Players),
		rng:     engine.NewRNG(cfg.Game.Seed ^ 0x5eed_b07_1a4),
		perIP:   map[string]int{},
		badCode: map[string][]time.Time{},
		conns:   map[net.Conn]struct{}{},
	}
	h.obsEnc = json.NewEncoder(&h.obsBuf)
	for i := range h.seats {
		s := &h.seats[i]
		s.last = -1
		if i >= cfg.Game.Players-cfg.Bots {
			s.bot = true
			s.name = fmt.Sprintf("Bot %d", i+1)
			if s.brain, err = cfg.NewBot(cfg.BotLevel); err != nil {
				return nil, err
			}
		}
	}
	if save != nil {
		if err := h.restore(save); err != nil {
			return nil, err
		}
	}
	ln, err := net.Listen("tcp", cfg.Listen)
	if err != nil {
		return nil, err
	}
	h.ln = ln
	h.startIfFull()
	h.publish()
	// A table of bots only (or a resumed one where a bot is due) has
	// nobody whose arrival would start the first decision.
	h.scheduleBots()
	go h.run()
	go h.accept()
	return h, nil
}

// Addr is the address the host listens on.
func (h *Host) Addr() net.Addr { return h.ln.Addr() }

// Code is the table's join code.
func (h *Host) Code() string { return h.cfg.Code }

// Info is the table's public description.
func (h *Host) Info() TableInfo {
	return TableInfo{Name: h.cfg.Name, Game: h.cfg.Game.Game, Players: h.cfg.Game.Players, Bots: h.cfg.Bots}
}

// Done is closed when the game is over.
func (h *Host) Done() <-chan struct{} { return h.done }

// Seats is the public state of every seat.
func (h *Host) Seats() []SeatInfo {
	h.pubMu.Lock()
	defer h.pubMu.Unlock()
	return append([]SeatInfo(nil), h.pub.seats...)
}

// Free is the number of human seats nobody has taken.
func (h *Host) Free() int {
	h.pubMu.Lock()
	defer h.pubMu.Unlock()
	return h.pub.free
}

// Result is the scores and winners; ok is false until the game is over.
func (h *Host) Result() (scores, winners []int, ok bool) {
	h.pubMu.Lock()
	defer h.pubMu.Unlock()
	return append([]int(nil), h.pub.scores...), append([]int(nil), h.pub.winners...), h.pub.over
}

// Close tells every client the host is leaving ("bye"), then stops.
func (h *Host) Close() error {
	return h.stop(true)
}

// crash stops without a word, as if the host process died (tests).
func (h *Host) crash() error { return h.stop(false) }

func (h *Host) stop(bye bool) error {
	var err error
	h.once.Do(func() {
		err = h.ln.Close()
		if bye {
			// Let the loop queue the bye after everything already queued.
			h.post(func() {
				bye := &Msg{T: tBye, Text: "the host closed the table"}
				if (h.cfg.SavePath != "" || h.cfg.SaveTo != nil) && !h.over {
					bye.Code = CodeResumable
				}
				for i := range h.seats {
					if p := h.seats[i].peer; p != nil {
						p.sendMsg(bye)
						p.finish()
					}
				}
			})
		}
		close(h.quit)
		<-h.stopped
		h.mu.Lock()
		for c := range h.conns {
			if !bye {
				c.Close()
			}
		}
		h.mu.Unlock()
		if bye {
			// Writers close their connections once the bye is flushed; the
			// deadline bounds a peer that stopped reading.
			h.mu.Lock()
			for c := range h.conns {
				c.SetDeadline(time.Now().Add(time.Second))
			}
			h.mu.Unlock()
		}
		h.wg.Wait()
	})
	return err
}

// post queues f to run on the loop goroutine; dropped once the host stopped.
func (h *Host) post(f func()) {
	select {
	case h.inbox <- f:
	case <-h.stopped:
	}
}

func (h *Host) run() {
	defer close(h.stopped)
	for {
		select {
		case f := <-h.inbox:
			f()
		case <-h.quit:
			// Run what is already queued (such as the bye) before stopping.
			for {
				select {
				case f := <-h.inbox:
					f()
				default:
					for i := range h.seats {
						if t := h.seats[i].grace; t != nil {
							t.Stop()
						}
						h.stopTurnTimer(i)
					}
					return
				}
			}
		}
	}
}

func (h *Host) accept() {
	for {
		c, err := h.ln.Accept()
		if err != nil {
			var ne net.Error
			if errors.As(err, &ne) && ne.Timeout() {
				continue
			}
			return
		}
		ip := remoteIP(c)
		h.mu.Lock()
		if h.perIP[ip] >= h.cfg.MaxConnsPerIP {
			h.mu.Unlock()
			c.SetWriteDeadline(time.Now().Add(time.Second))
			writeMsg(c, &Msg{T: tError, Code: CodeConnLimit, Text: "too many connections from your address"})
			c.Close()
			continue
		}
		h.perIP[ip]++
		h.conns[c] = struct{}{}
		h.wg.Add(1)
		h.mu.Unlock()
		go h.serveConn(c, ip)
	}
}

func remoteIP(c net.Conn) string {
	if a, ok := c.RemoteAddr().(*net.TCPAddr); ok {
		return a.IP.String()
	}
	return c.RemoteAddr().String()
}

func writeMsg(c net.Conn, m *Msg) error {
	b, err := encodeMsg(m)
	if err != nil {
		return err
	}
	return WriteFrame(c, b)
}

// refuse sends an error frame and closes c; used before a seat is assigned.
func refuse(c net.Conn, code, text string) {
	c.SetWriteDeadline(time.Now().Add(time.Second))
	writeMsg(c, &Msg{T: tError, Code: code, Text: text})
}

// tooManyBadCodes reports whether ip has used up its wrong-code attempts,
// forgetting attempts older than the window.
func (h *Host) tooManyBadCodes(ip string) bool {
	h.mu.Lock()
	defer h.mu.Unlock()
	return len(h.recentBadCodes(ip)) >= h.cfg.MaxBadCodes
}

// judgeCode decides an authentication from ip whose code was right or not,
// in one step under the lock, so parallel attempts cannot all pass the
// check before any of them is counted: once ip has used up its attempts,
// every attempt is refused (lockedOut), right code or not; otherwise a
// wrong code is counted, and lockedOut tells whether it used up the last.
func (h *Host) judgeCode(ip string, right bool) (lockedOut bool) {
	h.mu.Lock()
	defer h.mu.Unlock()
	kept := h.recentBadCodes(ip)
	if len(kept) >= h.cfg.MaxBadCodes {
		return true
	}
	if !right {
		kept = append(kept, time.Now())
		h.badCode[ip] = kept
	}
	return len(kept) >= h.cfg.MaxBadCodes
}

// recentBadCodes is ip's wrong codes within the window; h.mu is held.
func (h *Host) recentBadCodes(ip string) []time.Time {
	now := time.Now()
	kept := h.badCode[ip][:0]
	for _, t := range h.badCode[ip] {
		if now.Sub(t) < h.cfg.BadCodeWindow {
			kept = append(kept, t)
		}
	}
	if len(kept) == 0 {
		delete(h.badCode, ip)
	} else {
		h.badCode[ip] = kept
	}
	return kept
}

// serveConn runs the handshake and then reads the connection's messages
// until it ends.
func (h *Host) serveConn(c net.Conn, ip string) {
	welcomed := false
	defer func() {
		if !welcomed {
			// After the welcome the writer closes c once it has flushed
			// (a last error frame must reach the peer).
			c.Close()
		}
		h.mu.Lock()
		h.perIP[ip]--
		if h.perIP[ip] == 0 {
			delete(h.perIP, ip)
		}
		delete(h.conns, c)
		h.mu.Unlock()
		h.wg.Done()
	}()
	c.SetDeadline(time.Now().Add(h.cfg.HandshakeTimeout))
	// Buffered so a frame usually costs one read system call, not two.
	br := bufio.NewReaderSize(c, 1024)
	buf := make([]byte, 0, 512)
	read := func() (*Msg, error) {
		b, err := ReadFrame(br, buf)
		if err != nil {
			return nil, err
		}
		return decodeMsg(b)
	}
	hello, err := read()
	if err != nil || hello.T != tHello {
		refuse(c, CodeProtocol, "expected a Trick Party hello")
		return
	}
	if hello.Proto != ProtocolVersion {
		refuse(c, CodeVersion, fmt.Sprintf("this table speaks Trick Party LAN protocol %d, you speak %d: both players need the same version of Trick Party", ProtocolVersion, hello.Proto))
		h.cfg.Logf("lan: %s: protocol %d refused", ip, hello.Proto)
		return
	}
	if len(hello.Nonce) < 16 {
		refuse(c, CodeProtocol, "hello without a nonce")
		return
	}
	if h.tooManyBadCodes(ip) {
		refuse(c, CodeTooMany, "too many wrong join codes from your address; wait a minute and try again")
		return
	}
	hn := nonce()
	if err := writeMsg(c, &Msg{T: tChallenge, Proto: ProtocolVersion, Nonce: hn}); err != nil {
		return
	}
	auth, err := read()
	if err != nil || auth.T != tAuth {
		refuse(c, CodeProtocol, "expected auth")
		return
	}
	name := cleanName(hello.Name, "")
	right := hmac.Equal(auth.MAC, clientMAC(h.cfg.Code, hn, hello.Nonce, hello.Name))
	lockedOut := h.judgeCode(ip, right)
	switch {
	case right && lockedOut:
		refuse(c, CodeTooMany, "too many wrong join codes from your address; wait a minute and try again")
		return
	case !right:
		if lockedOut {
			refuse(c, CodeTooMany, "wrong join code; too many attempts from your address, wait a minute")
		} else {
			refuse(c, CodeBadCode, "wrong join code")
		}
		h.cfg.Logf("lan: %s: wrong join code", ip)
		return
	}

	p := newPeer(c, rate.NewLimiter(rate.Limit(h.cfg.Rate), h.cfg.Burst), h.cfg.WriteTimeout)
	reply := make(chan *Msg, 1)
	h.post(func() { reply <- h.join(p, name, auth.Token, hello.Nonce, hn) })
	var res *Msg
	select {
	case res = <-reply:
	case <-h.stopped:
		return
	}
	if res.T == tError {
		refuse(c, res.Code, res.Text)
		return
	}
	c.SetDeadline(time.Time{})
	welcomed = true
	go p.writeLoop(h.cfg.KeepAlive)
	defer func() {
		// The writer closes nothing: it half-closes and lingers, and the
		// connection is closed here once both sides are done.
		p.finish()
		<-p.written
		c.Close()
	}()
	for {
		if !p.extendRead(h.cfg.IdleTimeout) {
			// Nothing can be written to this peer any more (its writes
			// stalled, or it was told to go): the seat is let go now,
			// whatever the peer keeps sending, and its input is only
			// drained until the writer's linger deadline.
			h.drop(p, "", "")
			for {
				if _, err := read(); err != nil {
					return
				}
			}
		}
		m, err := read()
		if err != nil {
			var code, text string
			switch {
			case errors.Is(err, ErrFrameTooLarge):
				code, text = CodeProtocol, "message too large"
			case isNetErr(err):
			default:
				code, text = CodeProtocol, err.Error()
			}
			h.drop(p, code, text)
			return
		}
		if !p.limiter.Allow() {
			h.drop(p, CodeFlood, "too many messages")
			return
		}
		switch m.T {
		case tPing:
			p.sendFrame(pongFrame)
		case tPong:
		case tSync:
			h.post(func() { h.resync(p) })
		case tAct:
			h.post(func() { h.act(p, m) })
		case tBye:
			h.drop(p, "", "")
			return
		default:
			h.drop(p, CodeProtocol, "unexpected "+m.T)
			return
		}
	}
}

// isNetErr reports errors of the connection itself (closed, timed out,
// reset), as opposed to bad data on it.
func isNetErr(err error) bool {
	var ne net.Error
	return errors.As(err, &ne) || errors.Is(err, net.ErrClosed) || errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF)
}

// drop tells the peer why (if code is set) and detaches it from its seat.
func (h *Host) drop(p *peer, code, text string) {
	if code != "" {
		p.sendMsg(&Msg{T: tError, Code: code, Text: text})
		h.cfg.Logf("lan: seat %d: closing: %s", p.seat, text)
	}
	p.finish()
	h.post(func() { h.detach(p) })
}

// maxNameRunes bounds a player's or table's name.
const maxNameRunes = 24

// cleanName trims a player-supplied name to something printable and short.
func cleanName(s, def string) string {
	out := make([]rune, 0, 24)
	for _, r := range s {
		if len(out) == maxNameRunes {
			break
		}
		if unicode.IsPrint(r) {
			out = append(out, r)
		}
	}
	if len(out) == 0 {
		return def
	}
	return string(out)
}

// --- loop-goroutine methods below: they own h.seats and h.game ---

// join assigns a seat to a new authenticated connection.
func (h *Host) join(p *peer, name, token string, cn, hn []byte) *Msg {
	seat := -1
	if token != "" {
		for i := range h.seats {
			if h.seats[i].token != "" && hmac.Equal([]byte(h.seats[i].token), []byte(token)) {
				seat = i
			}
		}
		if seat < 0 {
			return &Msg{T: tError, Code: CodeBadToken, Text: "this table does not know your seat any more"}
		}
	} else {
		for i := range h.seats {
			if !h.seats[i].bot && !h.seats[i].taken {
				seat = i
				break
			}
		}
		if seat < 0 {
			return &Msg{T: tError, Code: CodeFull, Text: "the table is full"}
		}
	}
	s := &h.seats[seat]
	if old := s.peer; old != nil {
		old.sendMsg(&Msg{T: tError, Code: CodeReplaced, Text: "your seat was taken over by a new connection"})
		old.finish()
	}
	if s.grace != nil {
		s.grace.Stop()
		s.grace = nil
	}
	if !s.taken {
		s.taken = true
		s.token = newToken()
		if name == "" {
			name = fmt.Sprintf("Player %d", seat+1)
		}
		s.name = h.distinctName(seat, name)
	}
	s.peer = p
	s.botHeld = false
	p.seat = seat
	info := h.Info()
	p.sendMsg(&Msg{T: tWelcome, Proto: ProtocolVersion, Seat: &seat, Token: s.token, Table: &info, MAC: hostMAC(h.cfg.Code, hn, cn)})
	h.startIfFull()
	h.changed()
	return &Msg{T: tWelcome}
}

// distinctName is name, or "name 2", "name 3"... when another seat already
// goes by it (compared without case), so seats and the log are never
// ambiguous.
func (h *Host) distinctName(seat int, name string) string {
	taken := func(n string) bool {
		for i := range h.seats {
			if i != seat && (h.seats[i].taken || h.seats[i].bot) && strings.EqualFold(h.seats[i].name, n) {
				return true
			}
		}
		return false
	}
	out := name
	for k := 2; taken(out); k++ {
		suffix := fmt.Sprintf(" %d", k)
		base := []rune(name)
		if n := maxNameRunes - len(suffix); len(base) > n {
			base = base[:n]
		}
		out = string(base) + suffix
	}
	return out
}

// detach marks p's seat disconnected; after the grace period a bot holds it.
func (h *Host) detach(p *peer) {
	if p.seat < 0 || h.seats[p.seat].peer != p {
		return
	}
	s := &h.seats[p.seat]
	s.peer = nil
	if !h.started {
		// Before the game starts a seat simply frees up again.
		*s = seatState{last: -1}
	} else if !h.over {
		h.startGrace(p.seat)
	}
	h.changed()
}

func (h *Host) startIfFull() {
	if h.started {
		return
	}
	for i := range h.seats {
		if !h.seats[i].bot && !h.seats[i].taken {
			return
		}
	}
	h.started = true
}

// changed publishes the new state, sends every connected seat its view,
// and lets bots act.
func (h *Host) changed() {
	h.armTurnTimers()
	h.publish()
	for i := range h.seats {
		if p := h.seats[i].peer; p != nil {
			h.sendView(i, nil)
		}
	}
	h.scheduleBots()
}

// sendView sends seat its view, with an optional notice for it alone.
func (h *Host) sendView(seat int, n *Notice) {
	p := h.seats[seat].peer
	if p == nil {
		return
	}
	f, err := h.view(seat, n)
	if err != nil {
		h.cfg.Logf("lan: seat %d: cannot build view: %v", seat, err)
		return
	}
	p.send(f)
}

// view is THE one place that builds game data for a seat: the engine's
// Observation of that seat plus public metadata, as a complete "view"
// frame. Nothing else sends game state, so no seat can receive another
// seat's hidden cards. The observation's JSON is cached per seat and game
// version, so it is marshalled at most once per move for each seat that
// is sent a view (bot seats never are).
func (h *Host) view(seat int, n *Notice) (*[]byte, error) {
	s := &h.seats[seat]
	v := &h.vscratch
	*v = View{
		Seat:    seat,
		Players: h.game.Players(),
		Game:    h.game.Name(),
		Version: len(h.moves),
		NextSeq: s.nextSeq,
		Started: h.started,
		Over:    h.game.Over(),
		Round:   h.game.Round(),
		ToMove:  appendSeats(v.ToMove[:0], h.game.ToMove()),
		Scores:  v.Scores[:0],
		Winners: appendSeats(v.Winners[:0], h.game.Winners()),
		Seats:   h.appendSeatInfos(v.Seats[:0]),
		Notice:  n,
		Last:    h.ext.last.last,
	}
	for i := 0; i < h.game.Players(); i++ {
		v.Scores = append(v.Scores, h.game.Score(i))
	}
	if h.started {
		if s.obsVer != len(h.moves)+1 {
			h.obsBuf.Reset()
			if err := h.obsEnc.Encode(h.game.Observe(seat)); err != nil {
				return nil, err
			}
			// Encode is Marshal plus a newline.
			s.obs = append(s.obs[:0], bytes.TrimSuffix(h.obsBuf.Bytes(), []byte("\n"))...)
			s.obsVer = len(h.moves) + 1
		}
		v.Obs = s.obs
	}
	if v.Last != h.lastFor {
		b, err := json.Marshal(v.Last)
		if err != nil {
			return nil, err
		}
		h.lastFor, h.lastJSON = v.Last, b
	}
	f := newFrameBuf()
	*f = appendViewMsg(*f, v, h.lastJSON)
	v.Obs, v.Notice, v.Last = nil, nil, nil // keep no references in the scratch
	if err := sealFrame(*f); err != nil {
		freeFrameBuf(f)
		return nil, err
	}
	return f, nil
}

// appendSeats appends the seats of s in order; never nil, like
// SeatSet.Seats.
func appendSeats(dst []int, s engine.SeatSet) []int {
	if dst == nil {
		dst = make([]int, 0, 8)
	}
	for i := 0; i < 8; i++ {
		if s.Has(i) {
			dst = append(dst, i)
		}
	}
	return dst
}

func (h *Host) seatInfos() []SeatInfo {
	return h.appendSeatInfos(make([]SeatInfo, 0, len(h.seats)))
}

func (h *Host) appendSeatInfos(out []SeatInfo) []SeatInfo {
	for i := range h.seats {
		s := &h.seats[i]
		info := SeatInfo{Seat: i, Name: s.name, Bot: s.bot, Taken: s.taken || s.bot, Connected: s.bot || s.peer != nil, BotHeld: s.botHeld}
		if !s.deadline.IsZero() {
			info.TurnLeftMs = max(1, int(time.Until(s.deadline).Milliseconds()))
		}
		out = append(out, info)
	}
	return out
}

func (h *Host) publish() {
	ps := publicState{seats: h.seatInfos(), started: h.started, over: h.game.Over()}
	for i := range h.seats {
		if !h.seats[i].bot && !h.seats[i].taken {
			ps.free++
		}
	}
	if ps.over {
		for i := 0; i < h.game.Players(); i++ {
			ps.scores = append(ps.scores, h.game.Score(i))
		}
		ps.winners = h.game.Winners().Seats()
	}
	h.pubMu.Lock()
	h.pub = ps
	h.pubMu.Unlock()
	h.ext.notify()
	if ps.over && !h.doneClosed {
		h.doneClosed = true
		close(h.done)
	}
}

func (h *Host) resync(p *peer) {
	if p.seat >= 0 && h.seats[p.seat].peer == p {
		h.sendView(p.seat, nil)
	}
}

// act handles a player's action. The seat is the connection's.
func (h *Host) act(p *peer, m *Msg) {
	seat := p.seat
	if seat < 0 || h.seats[seat].peer != p {
		return
	}
	if m.Seat != nil && *m.Seat != seat {
		p.sendMsg(&Msg{T: tError, Code: CodeForged, Text: fmt.Sprintf("you hold seat %d, not %d", seat, *m.Seat)})
		p.finish()
		h.detach(p)
		return
	}
	s := &h.seats[seat]
	if m.Action == nil || *m.Action < 0 || *m.Action >= engine.MaxActions {
		h.sendView(seat, &Notice{Rule: "lan.action", Text: "that is not an action"})
		return
	}
	a := engine.Action(*m.Action)
	switch {
	case m.Seq == s.nextSeq-1 && s.last == int(a):
		return // a repeat of the action just applied: ignore it
	case m.Seq != s.nextSeq:
		h.sendView(seat, nil) // stale or out of step: resync
		return
	case !h.started:
		h.sendView(seat, &Notice{Rule: "lan.waiting", Text: "the game has not started yet"})
		return
	}
	if err := h.apply(seat, a); err != nil {
		n := &Notice{Rule: "lan.refused", Text: err.Error()}
		var re *engine.RuleError
		if errors.As(err, &re) {
			n.Rule = re.Rule
		}
		h.sendView(seat, n)
		return
	}
	h.changed()
}

// apply applies one action through the engine, records it and autosaves.
func (h *Host) apply(seat int, a engine.Action) error {
	if err := h.applyNoSave(seat, a); err != nil {
		return err
	}
	h.autosave()
	return nil
}

func (h *Host) applyNoSave(seat int, a engine.Action) error {
	if h.game.Over() {
		return engine.Refuse("lan.over", "the game is over")
	}
	if !h.game.ToMove().Has(seat) {
		return engine.Refuse("lan.turn", "it is not your turn")
	}
	mv := h.game.EncodeMove(seat, a)
	round := h.game.Round()
	if err := h.game.Apply(seat, a); err != nil {
		return err
	}
	h.ext.last.note(h.game, seat, mv, round)
	s := &h.seats[seat]
	s.nextSeq++
	s.last = int(a)
	s.timedOut = false
	h.moves = append(h.moves, mv)
	if h.game.Over() {
		// Done closes in publish, once the result is readable.
		h.over = true
	}
	return nil
}

// botControlled reports whether a bot decides for seat now.
func (h *Host) botControlled(seat int) bool {
	s := &h.seats[seat]
	return s.bot || s.botHeld || s.timedOut
}

// scheduleBots starts a decision for every bot-controlled seat due to act.
// Decisions run off the loop and come back through the inbox; a result is
// used only if the seat is still the bot's and nothing it saw has changed.
func (h *Host) scheduleBots() {
	if !h.started || h.game.Over() {
		return
	}
	due := h.game.ToMove()
	for seat := range h.seats {
		s := &h.seats[seat]
		if !due.Has(seat) || !h.botControlled(seat) || s.pending {
			continue
		}
		if s.brain == nil || (!s.bot && s.brain.Level() != bot.Normal) {
			b, err := h.cfg.NewBot(bot.Normal)
			if err != nil {
				h.cfg.Logf("lan: no bot for seat %d: %v", seat, err)
				continue
			}
			s.brain = b
		}
		s.pending = true
		obs := h.game.Observe(seat)
		version, seq := len(h.moves), s.nextSeq
		rng := engine.NewRNG(h.rng.Uint64())
		brain, delay := s.brain, h.cfg.BotDelay
		// The decision runs on its own goroutine (a Hard bot may think for
		// a while); the pacing delay is a timer, not a parked goroutine.
		// A result posted after the host stopped is dropped by post.
		go func() {
			start := time.Now()
			a, err := bot.ChooseSafely(brain, obs, &rng)
			if err != nil {
				// botResult plays the fallback move for it.
				h.cfg.Logf("lan: bot for seat %d: %v", seat, err)
			}
			deliver := func() { h.post(func() { h.botResult(seat, version, seq, a) }) }
			if d := delay - time.Since(start); d > 0 {
				time.AfterFunc(d, deliver)
				return
			}
			deliver()
		}()
	}
}

func (h *Host) botResult(seat, version, seq int, a engine.Action) {
	s := &h.seats[seat]
	s.pending = false
	timedOut := s.timedOut
	if h.botControlled(seat) && s.nextSeq == seq && (version == len(h.moves) || h.game.Simultaneous()) {
		err := h.apply(seat, a)
		if err != nil {
			// A bot must never stall the table: fall back to the first
			// legal action.
			h.cfg.Logf("lan: bot for seat %d: %v", seat, err)
			if fb := bot.Fallback(h.game, seat); fb != engine.NoAction {
				err = h.apply(seat, fb)
			}
		}
		if err == nil {
			h.changed()
			if timedOut {
				h.sendView(seat, &Notice{Rule: RuleTimedOut, Text: "your time ran out: a bot played this turn for you"})
			}
			return
		}
	}
	h.scheduleBots()
}
