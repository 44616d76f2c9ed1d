package app

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"time"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
)

// SaveFormat is the save file format this program writes and reads.
const SaveFormat = 1

// AutosaveName is the storage name of the game in progress.
const AutosaveName = "autosave.json"

// Save is a game in progress: its configuration, who sits where and every
// move so far. The game state itself is not stored: replaying the moves
// rebuilds it exactly, and checks them on the way.
type Save struct {
	Format int           `json:"format"`
	App    string        `json:"app,omitempty"`
	Config engine.Config `json:"config"`
	Seats  []SeatSetup   `json:"seats"`
	Moves  []engine.Move `json:"moves"`
	// Undos counts the moves the player took back (Table.Undo): such a
	// game's result is kept apart in Statistics.
	Undos int `json:"undos,omitempty"`
}

// SaveError is why a save file cannot be resumed.
type SaveError struct {
	Reason string
	Err    error
}

func (e *SaveError) Error() string {
	if e.Err != nil {
		return "the saved game cannot be loaded: " + e.Reason + ": " + e.Err.Error()
	}
	return "the saved game cannot be loaded: " + e.Reason
}

func (e *SaveError) Unwrap() error { return e.Err }

// Encode writes the save as indented JSON.
func (s *Save) Encode() ([]byte, error) { return json.MarshalIndent(s, "", " ") }

// DecodeSave reads and fully checks a save: its format, seats and every move,
// replayed through the engine. Whatever is wrong comes back as a *SaveError.
func DecodeSave(data []byte) (*Save, error) {
	s, _, _, err := decodeSave(data)
	return s, err
}

// decodeSave is DecodeSave that also gives the game its moves rebuilt,
// and how many of them were made in the round it is in (replayRounds).
func decodeSave(data []byte) (*Save, engine.Game, int, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var s Save
	if err := dec.Decode(&s); err != nil {
		return nil, nil, 0, &SaveError{Reason: "it is not a Trick Party save file", Err: err}
	}
	if dec.More() {
		return nil, nil, 0, &SaveError{Reason: "it has data after the save"}
	}
	if s.Format != SaveFormat {
		return nil, nil, 0, &SaveError{Reason: fmt.Sprintf("it has format %d; this version reads format %d", s.Format, SaveFormat)}
	}
	if s.Undos < 0 {
		return nil, nil, 0, &SaveError{Reason: fmt.Sprintf("it counts %d moves taken back", s.Undos)}
	}
	if err := CheckSeats(s.Config, s.Seats); err != nil {
		return nil, nil, 0, &SaveError{Reason: "its seats are wrong", Err: err}
	}
	g, inRound, err := replayRounds(s.Config, s.Moves)
	if err != nil {
		return nil, nil, 0, &SaveError{Reason: "its moves do not replay", Err: err}
	}
	return &s, g, inRound, nil
}

// CheckSeats checks a seat setup for a local game: one seat per player,
// exactly one human, bots of known levels.
func CheckSeats(cfg engine.Config, seats []SeatSetup) error {
	if len(seats) != cfg.Players {
		return fmt.Errorf("%d seats for %d players", len(seats), cfg.Players)
	}
	humans := 0
	for i, s := range seats {
		switch s.Kind {
		case Human:
			humans++
		case Bot:
			if !validLevel(s.Level) {
				return fmt.Errorf("seat %d has unknown bot level %q", i, s.Level)
			}
		default:
			return fmt.Errorf("seat %d has kind %q; a saved local game has human and bot seats", i, s.Kind)
		}
	}
	if humans != 1 {
		return fmt.Errorf("%d human seats; a local game has exactly one", humans)
	}
	return nil
}

func validLevel(l bot.Level) bool {
	for _, known := range bot.Levels {
		if l == known {
			return true
		}
	}
	return false
}

// Resume reads a save from store and seats its table. A missing save is
// reported with fs.ErrNotExist; a bad one with *SaveError. opts.Config,
// Seats and Moves are taken from the save.
func Resume(store Storage, name string, opts TableOptions) (*Table, error) {
	data, err := store.Read(name)
	if err != nil {
		return nil, err
	}
	s, err := DecodeSave(data)
	if err != nil {
		return nil, err
	}
	opts.Config, opts.Seats, opts.Moves = s.Config, s.Seats, s.Moves
	t, err := NewTable(opts)
	if err == nil {
		t.undos = s.Undos
	}
	return t, err
}

// SavedGame is what a save holds, said before its table is seated: the
// home screen names the game that Continue would go back to.
type SavedGame struct {
	Config engine.Config
	// Round is the round in progress, from 1; Rounds is how many the game
	// lasts, 0 when it ends on a score instead.
	Round, Rounds int
	// Begun says whether any move was made in Round: a game left at a
	// round's end is saved with the next one dealt, and "round 4 of 4"
	// read as if the last round had been played.
	Begun bool
}

// PeekSave reads and checks a save as Resume does, without seating its
// table. A missing save is reported with fs.ErrNotExist; a bad one with
// *SaveError.
func PeekSave(store Storage, name string) (SavedGame, error) {
	data, err := store.Read(name)
	if err != nil {
		return SavedGame{}, err
	}
	s, g, inRound, err := decodeSave(data)
	if err != nil {
		return SavedGame{}, err
	}
	v, err := ViewOf(g.Observe(0))
	if err != nil {
		return SavedGame{}, &SaveError{Reason: "its game cannot be shown", Err: err}
	}
	return SavedGame{Config: s.Config, Round: v.Round, Rounds: v.Rounds, Begun: inRound > 0}, nil
}

// Quarantine moves a bad save aside, so the next start does not trip over
// it and the player can still send it in; it returns the new name.
func Quarantine(store Storage, name string, now time.Time) (string, error) {
	aside := name + ".corrupt-" + now.UTC().Format("20060102-150405")
	if err := store.Rename(name, aside); err != nil {
		return "", err
	}
	return aside, nil
}

func isNotExist(err error) bool { return errors.Is(err, fs.ErrNotExist) }
