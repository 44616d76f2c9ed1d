package lan

import (
	"crypto/ed25519"
	"time"

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
	// Identity is the host's key, which proves to a guest coming back that
	// this is the table it left; a new one when nil. A resumed table takes
	// its save's (Save.HostKey).
	Identity ed25519.PrivateKey
	// Bots is how many seats computer players take: the last Bots seats.
	Bots int
	// BotLevel is the table bots' strength (default Normal). Dropped
	// players' seats are always held by a Normal bot.
	BotLevel bot.Level
	// Listen is the TCP address to listen on (default "127.0.0.1:0").
	Listen string
	// Grace is how long a dropped player's seat waits before a bot holds it
	// (default 10 s). The people of a resumed table are waited for without
	// one (Resume).
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
	// MaxHandshakes caps connections still in the handshake, table-wide
	// (default 64): each holds memory until it is welcomed or refused,
	// and a crowd of addresses could otherwise hold thousands. Beyond
	// it a connection is refused at once (CodeConnLimit: try again).
	MaxHandshakes int
	// MaxBadCodes is how many join codes one address may have judged per
	// BadCodeWindow without getting one right (defaults 5 per minute); a
	// reconnect token's seat has its own count instead.
	MaxBadCodes   int
	BadCodeWindow time.Duration
	// MaxCodeGuesses is how many join codes from all addresses together
	// the table judges per BadCodeWindow without one being right (default
	// 60), so a crowd of addresses gets no more guesses than that, besides
	// a quarter as many newcomer slots: one code each for addresses that
	// have not guessed in the window nor taken a newcomer slot in the last
	// 60 windows, so strangers spending the table's guesses cannot keep
	// friends out (guesslimit.go). Beyond these limits an attempt is
	// refused unjudged (CodeTooMany), with the same answer whatever code
	// it carried.
	MaxCodeGuesses int
	// Rate and Burst are the per-connection message limit (defaults 50/s,
	// burst 100): far above any player, far below a flood.
	Rate  float64
	Burst int
	// SavePath, when set, receives an autosave after every applied move,
	// every ClockSave while a turn timer runs, and when the host closes.
	// NewHost and Resume refuse a path they cannot write or that another
	// table holds (LockSave).
	SavePath string
	// SaveTo, when set, receives the same document (for ParseSave and
	// Resume) after every applied move; it runs on the table's goroutine
	// (or, for the saves of a running clock, on one of its own, never two
	// at once), so it should only store the bytes, and says whether it
	// could.
	SaveTo func(save []byte) error
	// ClockSave is how often SavePath and SaveTo get the save again while
	// a turn timer runs (default 2 s), so a host that dies costs the
	// player on turn at most that much of their time left. A table where
	// no clock runs is saved only when something changes.
	ClockSave time.Duration
	// OnSaveError hears an autosave failing, once until one works again;
	// it runs on the table's goroutine and must not block.
	OnSaveError func(err error)
	// NewGame builds the game (default games.New).
	NewGame func(engine.Config) (engine.Game, error)
	// NewBot builds a bot of a level (default bot.New with DefaultBudget).
	NewBot func(bot.Level) (bot.Bot, error)
	// BotDelay paces bot moves so people can follow them (default 0).
	BotDelay time.Duration
	// TurnTimer is how long a player may take over one turn before the
	// seat's stand-in bot plays that turn for them (0: no limit); a turn
	// after a finished trick or round has more, to read it (readingTime).
	// Every player's view carries the time left of each seat due to act.
	TurnTimer time.Duration
	// HostStarts says a person hosts the table and starts it (StartNow),
	// so guests are told to wait for the host; without it the table starts
	// by itself once its seats are full (TableInfo.HostStarts).
	HostStarts bool
	// AckTimeout is how long a guest may leave the host's numbered pings
	// unanswered before its seat is given to a bot (default 15 s): a guest
	// that stopped reading is noticed by the game, not when the kernel's
	// buffers fill minutes later.
	AckTimeout time.Duration
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
	if c.AckTimeout == 0 {
		c.AckTimeout = 15 * time.Second
	}
	if c.ClockSave <= 0 {
		c.ClockSave = 2 * time.Second
	}
	if c.WriteTimeout == 0 {
		c.WriteTimeout = 5 * time.Second
	}
	if c.MaxConnsPerIP == 0 {
		c.MaxConnsPerIP = 16
	}
	if c.MaxHandshakes == 0 {
		c.MaxHandshakes = 64
	}
	if c.MaxCodeGuesses == 0 {
		c.MaxCodeGuesses = 60
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
		c.NewBot = func(l bot.Level) (bot.Bot, error) { return bot.New(l, bot.BudgetFor(l)) }
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
