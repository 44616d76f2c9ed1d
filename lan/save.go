package lan

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
)

// SaveFormat is the version of the autosave document.
const SaveFormat = 1

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
	// TurnTimerMs is the table's turn timer (0: none).
	TurnTimerMs int64 `json:"turn_timer_ms,omitempty"`
}

// SavedSeat is one seat of a Save.
type SavedSeat struct {
	Name  string `json:"name"`
	Taken bool   `json:"taken,omitempty"`
	Token string `json:"token,omitempty"`
	// Bot is true for a seat a bot took when the host started early or
	// removed its player (Host.StartNow, Host.Kick).
	Bot bool `json:"bot,omitempty"`
}

// LoadSave reads a save file strictly; a damaged file gets a clear error.
func LoadSave(path string) (*Save, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, maxSave+1))
	if err != nil {
		return nil, err
	}
	s, err := ParseSave(b)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return s, nil
}

// ParseSave reads a save document strictly (see LoadSave); the game in it
// is checked when Resume replays it.
func ParseSave(b []byte) (*Save, error) {
	if len(b) > maxSave {
		return nil, fmt.Errorf("save larger than %d bytes", maxSave)
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	var s Save
	if err := dec.Decode(&s); err != nil {
		return nil, fmt.Errorf("not a Trick Party table save: %v", err)
	}
	if s.Format != SaveFormat {
		return nil, fmt.Errorf("save format %d, this version reads %d", s.Format, SaveFormat)
	}
	if len(s.Seats) != s.Config.Players {
		return nil, fmt.Errorf("%d seats saved for %d players", len(s.Seats), s.Config.Players)
	}
	return &s, nil
}

// Resume hosts a saved table again: the game is replayed from the save, the
// seats keep their names and tokens, and dropped players' seats are held by
// bots after the grace period until they reconnect. cfg supplies everything
// but the table itself (listen address, timeouts, SavePath...).
func Resume(s *Save, cfg HostConfig) (*Host, error) {
	cfg.Game = s.Config
	cfg.Name = s.Name
	cfg.Code = s.Code
	cfg.Bots = s.Bots
	cfg.BotLevel = s.BotLevel
	if cfg.TurnTimer == 0 {
		cfg.TurnTimer = time.Duration(s.TurnTimerMs) * time.Millisecond
	}
	return newHost(cfg, s)
}

// restore replays a save into a freshly built host (before it runs).
func (h *Host) restore(s *Save) error {
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
				return fmt.Errorf("save: seat %d taken without a token", i)
			}
			st.taken, st.token, st.name = true, ss.Token, cleanName(ss.Name, fmt.Sprintf("Player %d", i+1))
		}
	}
	h.startIfFull()
	for i, mv := range s.Moves {
		if mv.Seat < 0 || mv.Seat >= len(h.seats) {
			return fmt.Errorf("save: move %d: no seat %d", i+1, mv.Seat)
		}
		a, err := h.game.DecodeMove(mv)
		if err != nil {
			return fmt.Errorf("save: move %d: %v", i+1, err)
		}
		if err := h.applyNoSave(mv.Seat, a); err != nil {
			return fmt.Errorf("save: move %d (seat %d): %v", i+1, mv.Seat, err)
		}
	}
	for i := range h.seats {
		if st := &h.seats[i]; st.taken && !h.over {
			h.startGrace(i)
		}
	}
	return nil
}

// save builds the document of the current table.
func (h *Host) save() *Save {
	s := &Save{Format: SaveFormat, Config: h.cfg.Game, Moves: h.moves, Name: h.cfg.Name, Code: h.cfg.Code, Bots: h.cfg.Bots, BotLevel: h.cfg.BotLevel,
		TurnTimerMs: h.cfg.TurnTimer.Milliseconds()}
	if s.Moves == nil {
		s.Moves = []engine.Move{}
	}
	for i := range h.seats {
		st := &h.seats[i]
		s.Seats = append(s.Seats, SavedSeat{Name: st.name, Taken: st.taken, Token: st.token, Bot: st.bot})
	}
	return s
}

// autosave writes the save atomically (temp file + rename), so a crash
// mid-write leaves the previous save intact, and hands it to SaveTo; a
// failed file write does not keep the document from SaveTo.
func (h *Host) autosave() {
	if h.cfg.SavePath == "" && h.cfg.SaveTo == nil {
		return
	}
	b, err := json.Marshal(h.save())
	if err != nil {
		h.cfg.Logf("lan: autosave: %v", err)
		return
	}
	if h.cfg.SavePath != "" {
		tmp := h.cfg.SavePath + ".tmp"
		if err = os.WriteFile(tmp, b, 0o600); err == nil {
			err = os.Rename(tmp, h.cfg.SavePath)
		}
		if err != nil {
			h.cfg.Logf("lan: autosave %s: %v", filepath.Base(h.cfg.SavePath), err)
		}
	}
	if h.cfg.SaveTo != nil {
		h.cfg.SaveTo(b)
	}
}

// startGrace lets a bot hold seat if its player is not back within Grace.
func (h *Host) startGrace(seat int) {
	if t := h.seats[seat].grace; t != nil {
		t.Stop()
	}
	h.seats[seat].grace = time.AfterFunc(h.cfg.Grace, func() {
		h.post(func() {
			if st := &h.seats[seat]; st.peer == nil && st.taken && !st.botHeld {
				st.botHeld = true
				st.grace = nil
				h.changed()
			}
		})
	})
}
