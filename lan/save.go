package lan

import (
	"fmt"
	"time"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
)

// SaveFormat is the version of the autosave document. Format 2 added each
// seat's time left (SavedSeat.TurnLeftMs), 3 the host's key (HostKey);
// saves of formats 1 and 2 still load.
const SaveFormat = 3

// maxSave bounds a save file; a long Gudetama game is well under it.
const maxSave = 8 << 20

// Save is a hosted table as the host autosaves it: the engine Config plus
// every applied move in the engine's notation, and the seats (with their
// reconnect tokens, so players can come back to a resumed table).
type Save struct {
	Format   int           `json:"format"`
	Config   engine.Config `json:"config"`
	Moves    []engine.Move `json:"moves"`
	Name     string        `json:"name"`
	Code     string        `json:"code"`
	Bots     int           `json:"bots"`
	BotLevel bot.Level     `json:"bot_level"`
	Seats    []SavedSeat   `json:"seats"`
	// TurnTimerMs is the table's turn timer (0: none); a resumed table
	// keeps it (see Resume).
	TurnTimerMs int64 `json:"turn_timer_ms,omitempty"`
	// Deal counts the games played at the table before this one (Rematch).
	Deal int `json:"deal,omitempty"`
	// HostKey is the seed of the host's identity key (HostConfig.Identity),
	// so a resumed table proves it is the one its guests left. A save
	// without one (format 2) gets a new key.
	HostKey []byte `json:"host_key,omitempty"`
}

// SavedSeat is one seat of a Save.
type SavedSeat struct {
	Name  string `json:"name"`
	Taken bool   `json:"taken,omitempty"`
	Token string `json:"token,omitempty"`
	// Bot is true for a seat a bot took when the host started early or
	// removed its player (Host.StartNow, Host.Kick).
	Bot bool `json:"bot,omitempty"`
	// TurnLeftMs is what was left of the seat's running turn timer (0:
	// none was running); a resumed table continues the countdown.
	TurnLeftMs int64 `json:"turn_left_ms,omitempty"`
	// GuestBot is the level of a computer player that joined over the
	// network (trickctl join), so it is still shown as a bot while away.
	GuestBot bot.Level `json:"guest_bot,omitempty"`
	// Host marks the seat of the person hosting the table (SetHostSeat).
	Host bool `json:"host,omitempty"`
}

// Resume hosts a saved table again: the game is replayed from the save, the
// seats keep their names and tokens, and the table waits for its people:
// no bot plays a person's seat and no turn timer runs until they are back
// with their tokens or the host goes on without them (StartWithout;
// resumewait.go). cfg supplies everything
// but the table itself (listen address, timeouts, SavePath...): the game,
// name, code, bots and turn timer are the save's, whatever cfg says. To
// give a resumed table another turn timer, set s.TurnTimerMs first (0 is
// no timer).
func Resume(s *Save, cfg HostConfig) (*Host, error) {
	cfg.Game = s.Config
	cfg.Name = s.Name
	cfg.Code = s.Code
	cfg.Bots = s.Bots
	cfg.BotLevel = s.BotLevel
	cfg.TurnTimer = time.Duration(s.TurnTimerMs) * time.Millisecond
	return newHost(cfg, s)
}

// restore replays a save into a freshly built host (before it runs).
func (h *Host) restore(s *Save) error {
	if s.Deal < 0 {
		return damaged("save: deal %d", s.Deal)
	}
	h.deal = s.Deal
	for i, ss := range s.Seats {
		st := &h.seats[i]
		if ss.Bot && !st.bot {
			brain, err := h.cfg.NewBot(h.cfg.BotLevel)
			if err != nil {
				return err
			}
			*st = seatState{last: -1, bot: true, name: cleanName(ss.Name, bot.Name(i)), brain: brain}
		}
		if !st.bot && ss.Taken {
			if ss.Token == "" {
				return damaged("save: seat %d taken without a token", i)
			}
			st.taken, st.token, st.name = true, ss.Token, cleanName(ss.Name, fmt.Sprintf("Player %d", i+1))
			st.host = ss.Host
			if ss.GuestBot != "" {
				level, err := bot.ParseLevel(string(ss.GuestBot))
				if err != nil {
					return damaged("save: seat %d: %v", i, err)
				}
				st.guestBot = level
			}
		}
	}
	h.startIfFull()
	for i, mv := range s.Moves {
		if mv.Seat < 0 || mv.Seat >= len(h.seats) {
			return damaged("save: move %d: no seat %d", i+1, mv.Seat)
		}
		a, err := h.game.DecodeMove(mv)
		if err != nil {
			return damaged("save: move %d: %v", i+1, err)
		}
		if err := h.applyNoSave(mv.Seat, a); err != nil {
			return damaged("save: move %d (seat %d): %v", i+1, mv.Seat, err)
		}
	}
	h.awaitPeople()
	for i, ss := range s.Seats {
		st := &h.seats[i]
		// The countdown of the turn that was running goes on
		// (armTurnTimers), once the table no longer waits.
		if h.cfg.TurnTimer > 0 {
			st.resumeLeft, st.resumeSeq = time.Duration(ss.TurnLeftMs)*time.Millisecond, st.nextSeq
		}
	}
	return nil
}

// save builds the document of the current table.
func (h *Host) save() *Save {
	s := &Save{Format: SaveFormat, Config: h.cfg.Game, Moves: h.moves, Name: h.cfg.Name, Code: h.cfg.Code, Bots: h.cfg.Bots, BotLevel: h.cfg.BotLevel,
		TurnTimerMs: h.cfg.TurnTimer.Milliseconds(), Deal: h.deal, HostKey: h.identity.Seed()}
	if s.Moves == nil {
		s.Moves = []engine.Move{}
	}
	for i := range h.seats {
		st := &h.seats[i]
		s.Seats = append(s.Seats, SavedSeat{Name: st.name, Taken: st.taken, Token: st.token, Bot: st.bot, TurnLeftMs: h.turnLeft(i).Milliseconds(),
			GuestBot: st.guestBot, Host: st.host})
	}
	return s
}

// startGrace lets a bot hold seat if its player is not back within Grace.
func (h *Host) startGrace(seat int) {
	if t := h.seats[seat].grace; t != nil {
		t.Stop()
	}
	h.seats[seat].grace = time.AfterFunc(h.cfg.Grace, func() {
		h.post(func() {
			if st := &h.seats[seat]; st.peer == nil && st.taken && !st.botHeld && !st.awaited {
				st.botHeld = true
				st.grace = nil
				h.changed()
			}
		})
	})
}
