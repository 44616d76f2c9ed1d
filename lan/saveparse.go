package lan

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"time"
)

// ErrDamagedSave marks a save that cannot be a table: it does not parse,
// misses a part, or its moves do not replay. Such a file is worth keeping
// aside (MoveAside), never overwriting.
var ErrDamagedSave = errors.New("damaged table save")

// damagedError is a reason a save is damaged; it matches ErrDamagedSave.
type damagedError struct{ msg string }

func (e *damagedError) Error() string        { return e.msg }
func (e *damagedError) Is(target error) bool { return target == ErrDamagedSave }

func damaged(format string, args ...any) error {
	return &damagedError{msg: fmt.Sprintf(format, args...)}
}

// LoadSave reads a save file strictly; a damaged file gets a clear error
// matching ErrDamagedSave (a file that cannot be read does not).
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

// requiredParts are the members a save cannot do without: a missing or
// null one means damage (a null "moves" would otherwise replay as a new
// game and the next autosave would overwrite the real one).
var requiredParts = []string{"config", "moves", "seats", "code"}

// ParseSave reads a save document strictly (see LoadSave); the game in it
// is checked when Resume replays it. Errors match ErrDamagedSave.
func ParseSave(b []byte) (*Save, error) {
	if len(b) > maxSave {
		return nil, damaged("save larger than %d bytes", maxSave)
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	var s Save
	if err := dec.Decode(&s); err != nil {
		return nil, damaged("not a Trick Party table save: %v", err)
	}
	var rest json.RawMessage
	if err := dec.Decode(&rest); err != io.EOF {
		return nil, damaged("not a Trick Party table save: data after the save")
	}
	var parts map[string]json.RawMessage
	if err := json.Unmarshal(b, &parts); err != nil {
		return nil, damaged("not a Trick Party table save: %v", err)
	}
	for _, name := range requiredParts {
		if raw, ok := parts[name]; !ok || string(raw) == "null" {
			return nil, damaged("the save has no %q", name)
		}
	}
	if s.Format < 1 || s.Format > SaveFormat {
		return nil, damaged("save format %d, this version reads 1 to %d", s.Format, SaveFormat)
	}
	if len(s.Seats) != s.Config.Players {
		return nil, damaged("%d seats saved for %d players", len(s.Seats), s.Config.Players)
	}
	if s.TurnTimerMs < 0 {
		return nil, damaged("turn timer of %d ms", s.TurnTimerMs)
	}
	for i, ss := range s.Seats {
		if ss.TurnLeftMs < 0 {
			return nil, damaged("seat %d: %d ms left", i, ss.TurnLeftMs)
		}
	}
	return &s, nil
}

// MoveAside renames a damaged save at path to path.damaged-<time>, so
// nothing overwrites it, and returns the new name.
func MoveAside(path string, now time.Time) (string, error) {
	aside := path + ".damaged-" + now.UTC().Format("20060102-150405")
	// Never rename over an earlier damaged copy.
	for n := 2; ; n++ {
		if _, err := os.Lstat(aside); errors.Is(err, fs.ErrNotExist) {
			break
		}
		aside = fmt.Sprintf("%s.damaged-%s-%d", path, now.UTC().Format("20060102-150405"), n)
	}
	if err := os.Rename(path, aside); err != nil {
		return "", err
	}
	return aside, nil
}
