package lan

import (
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
	// SavePath, when set, receives an autosave after every applied move
	// and when the host closes. NewHost and Resume refuse a path they
	// cannot write or that another table holds (LockSave).
	SavePath string
	// SaveTo, when set, receives the same document (for ParseSave and
	// Resume) after every applied move; it runs on the table's goroutine,
	// so it should only store the bytes, and says whether it could.
	SaveTo func(save []byte) error
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
