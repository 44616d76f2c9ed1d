package app

import (
	"encoding/json"
	"fmt"
	"time"

	"github.com/trickparty/trickparty/engine/review"
)

// FinishedName is the storage name of the games kept for review.
const FinishedName = "finished.json"

// KeptGames is how many finished games are kept for review.
const KeptGames = 20

// FinishedGame is a finished local game kept for review: the save it
// ended as, which seat was the player's, and how it went for them.
type FinishedGame struct {
	When  time.Time `json:"when"`
	Save  Save      `json:"save"`
	Human int       `json:"human"`
	Score int       `json:"score"`
	Won   bool      `json:"won"`
}

// Record is the game for review.
func (f FinishedGame) Record() review.Record {
	return review.Record{Config: f.Save.Config, Moves: f.Save.Moves}
}

// Finished reads the kept games, newest first. A damaged file, or a game in
// it that no longer replays, is left out rather than lost: the error says
// what was wrong and the file stays as it is until the next game is kept.
func Finished(store Storage) ([]FinishedGame, error) {
	data, err := store.Read(FinishedName)
	if isNotExist(err) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var all []FinishedGame
	if err := json.Unmarshal(data, &all); err != nil {
		return nil, fmt.Errorf("the finished games cannot be read: %w", err)
	}
	kept := all[:0]
	var bad error
	for i, f := range all {
		if err := f.check(); err != nil {
			bad = fmt.Errorf("finished game %d cannot be reviewed: %w", i+1, err)
			continue
		}
		kept = append(kept, f)
	}
	return kept, bad
}

// check checks the seats as a save's are checked, that the player's seat
// is the human one, and replays the game to its end.
func (f FinishedGame) check() error {
	if err := CheckSeats(f.Save.Config, f.Save.Seats); err != nil {
		return err
	}
	if f.Human < 0 || f.Human >= len(f.Save.Seats) || f.Save.Seats[f.Human].Kind != Human {
		return fmt.Errorf("seat %d is not the player's", f.Human)
	}
	g, err := Replay(f.Save.Config, f.Save.Moves)
	if err != nil {
		return err
	}
	if !g.Over() {
		return fmt.Errorf("the game did not finish")
	}
	return nil
}

// KeepFinished adds a finished game in front of the kept ones, keeping the
// newest KeptGames.
func KeepFinished(store Storage, f FinishedGame) error {
	if err := f.check(); err != nil {
		return err
	}
	old, _ := Finished(store)
	all := append([]FinishedGame{f}, old...)
	if len(all) > KeptGames {
		all = all[:KeptGames]
	}
	data, err := json.Marshal(all)
	if err != nil {
		return err
	}
	return store.Write(FinishedName, data)
}

// Finished describes the table's game once it is over: the save, the
// player's seat, their score and whether they won.
func (t *Table) Finished(now time.Time) (FinishedGame, bool) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if !t.game.Over() || t.human < 0 {
		return FinishedGame{}, false
	}
	return FinishedGame{
		When: now, Save: *t.saveLocked(), Human: t.human,
		Score: t.game.Score(t.human), Won: t.game.Winners().Has(t.human),
	}, true
}
