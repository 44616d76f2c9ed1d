package scenario

import (
	"encoding/json"
	"fmt"

	"github.com/trickparty/trickparty/engine"
)

// SaveVersion is the current save-format version. A save is a scenario
// document with "version" set: the game is rebuilt by replaying it, so a
// save can never hold a state the rules could not reach.
const SaveVersion = 1

// Save is a game ready to be written: its scenario document and the game it
// describes, kept in step by Apply.
type Save struct {
	Doc  *Scenario
	Game engine.Game
}

// NewSave starts a new game from cfg and the document that records it.
func NewSave(cfg engine.Config) (*Save, error) {
	doc := FromConfig(cfg)
	doc.Version = SaveVersion
	g, err := Replay(doc)
	if err != nil {
		return nil, err
	}
	return &Save{Doc: doc, Game: g}, nil
}

// Apply applies a move to the game and, if the game accepts it, records it.
func (s *Save) Apply(m engine.Move) error {
	if err := ApplyMove(s.Game, m); err != nil {
		return err
	}
	s.Doc.Actions = append(s.Doc.Actions, m)
	return nil
}

// Marshal writes the save as JSON.
func (s *Save) Marshal() ([]byte, error) {
	return json.MarshalIndent(s.Doc, "", " ")
}

// LoadSave reads a save written by Marshal, checks its version and replays
// every action; a file that is damaged, from a newer version or describes an
// impossible game is refused with an error saying why.
func LoadSave(data []byte) (*Save, error) {
	doc, err := ParseBytes(data)
	if err != nil {
		return nil, fmt.Errorf("the save is damaged: %w", err)
	}
	switch {
	case doc.Version == 0:
		return nil, fmt.Errorf("the save has no format version")
	case doc.Version > SaveVersion:
		return nil, fmt.Errorf("the save is from a newer Trick Party (format %d; this one reads %d)", doc.Version, SaveVersion)
	}
	g, err := Replay(doc)
	if err != nil {
		return nil, fmt.Errorf("the save does not replay: %w", err)
	}
	return &Save{Doc: doc, Game: g}, nil
}
