package lan

import (
	"bytes"
	"crypto/ed25519"
	"encoding/json"
	"fmt"
	"net"
	"sync"
	"time"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
)

// seatState is the host's record of one seat; owned by the loop goroutine.
type seatState struct {
	name string
	bot  bool // a table bot seat
	// guestBot is the level a guest said it plays at (trickctl join):
	// a computer player at another machine; empty for a person.
	guestBot bot.Level
	// host marks the seat of the person hosting the table (SetHostSeat).
	host    bool
	token   string
	taken   bool
	peer    *peer // nil while disconnected
	botHeld bool  // a bot plays for a dropped player
	// awaited: a person's seat at a resumed table that waits for them
	// (resume.go): no grace period, turn timer or bot runs for it.
	awaited bool
	grace   *time.Timer
	nextSeq int     // actions of this seat applied so far
	last    int     // this seat's last applied action (for repeats)
	brain   bot.Bot // the bot playing this seat when it is a bot or bot-held
	pending bool    // a bot decision is being computed
	// The turn timer (HostConfig.TurnTimer): the deadline of the turn the
	// seat is due to play (zero: none), the seq it was set for, and
	// timedOut while the stand-in bot plays that one turn. The clock
	// stands still until clockFrom (readingTime: the finished trick or
	// round every table holds first), so the deadline is clockFrom plus
	// the timer.
	deadline    time.Time
	clockFrom   time.Time
	deadlineSeq int
	turnTimer   *time.Timer
	timedOut    bool
	// resumeLeft is what a resumed save left of turn resumeSeq's timer.
	resumeLeft time.Duration
	resumeSeq  int
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
	// deal counts the games played before this one (Rematch).
	deal int
	rng  engine.RNG
	over bool
	// doneClosed: done was closed, after the final result was published.
	doneClosed bool
	// saved: the latest autosave was written; saveFailing: it was not
	// (savewrite.go).
	saved, saveFailing bool
	// saveLock keeps SavePath to this table until it stops.
	saveLock *SaveLock
	// clock is the saving of the time left while a turn timer runs
	// (savewrite.go).
	clock clockSaves
	// Loop-owned scratch for building views (copied into each frame).
	vscratch View
	obsBuf   bytes.Buffer
	obsEnc   *json.Encoder
	// lastJSON is the JSON of lastFor (the public last action), marshalled
	// once per action since it is the same for every seat.
	lastFor  *LastAction
	lastJSON []byte
	// hintsSeen holds the guest nonces of rejoin hints taken in the last
	// BadCodeWindow, so a replayed hello cannot spend a seat's attempts.
	hintsSeen map[string]time.Time

	// identity is the host's key: it signs every handshake, so a guest
	// that kept a seat knows it is talking to the same table (a resumed
	// table keeps its save's key).
	identity ed25519.PrivateKey

	// Connection bookkeeping, shared by accept and handshake goroutines.
	mu    sync.Mutex
	perIP map[string]int
	conns map[net.Conn]struct{}
	// handshaking counts connections not yet welcomed nor refused.
	handshaking int
	wg          sync.WaitGroup
	// guesses bounds the join codes judged (guesslimit.go).
	guesses *guessLimit

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
	if cfg.Game.Players < 1 || cfg.Game.Players > engine.MaxPlayers {
		// Seat sets and views hold at most engine.MaxPlayers seats.
		return nil, fmt.Errorf("a table seats 1 to %d players, not %d", engine.MaxPlayers, cfg.Game.Players)
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
		conns:   map[net.Conn]struct{}{},
		guesses: newGuessLimit(&cfg),

		hintsSeen: map[string]time.Time{},
		identity:  cfg.Identity,
	}
	if save != nil && len(save.HostKey) > 0 {
		if len(save.HostKey) != ed25519.SeedSize {
			return nil, damaged("save: host key of %d bytes", len(save.HostKey))
		}
		h.identity = ed25519.NewKeyFromSeed(save.HostKey)
	}
	if h.identity == nil {
		if _, h.identity, err = ed25519.GenerateKey(nil); err != nil {
			return nil, err
		}
	}
	h.obsEnc = json.NewEncoder(&h.obsBuf)
	for i := range h.seats {
		s := &h.seats[i]
		s.last = -1
		if i >= cfg.Game.Players-cfg.Bots {
			s.bot = true
			s.name = bot.Name(i)
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
	if h.saveLock, err = claimSavePath(cfg.SavePath); err != nil {
		return nil, err
	}
	ln, err := net.Listen("tcp", cfg.Listen)
	if err != nil {
		h.saveLock.Unlock()
		return nil, err
	}
	h.ln = ln
	h.startIfFull()
	h.armTurnTimers()
	h.publish()
	// A table of bots only (or a resumed one where a bot is due) has
	// nobody whose arrival would start the first decision.
	h.scheduleBots()
	go h.run()
	go h.accept()
	return h, nil
}

// Key is the host's identity public key (KeyFingerprint names it).
func (h *Host) Key() ed25519.PublicKey { return h.identity.Public().(ed25519.PublicKey) }

// Addr is the address the host listens on.
func (h *Host) Addr() net.Addr { return h.ln.Addr() }

// Code is the table's join code.
func (h *Host) Code() string { return h.cfg.Code }

// Info is the table's public description.
func (h *Host) Info() TableInfo {
	return TableInfo{Name: h.cfg.Name, Game: h.cfg.Game.Game, Players: h.cfg.Game.Players, Bots: h.cfg.Bots, HostStarts: h.cfg.HostStarts,
		Key: KeyFingerprint(h.Key()), Options: h.cfg.Game.Options, TurnTimerMs: int(h.cfg.TurnTimer.Milliseconds())}
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
				// The last save keeps every seat's time left; only a
				// table saved for sure is promised to come back.
				if h.started && !h.over {
					h.autosave()
				}
				bye := &Msg{T: tBye, Text: "the host closed the table"}
				if h.saved && !h.over {
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
		h.stopClockSaves()
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
		h.saveLock.Unlock()
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
