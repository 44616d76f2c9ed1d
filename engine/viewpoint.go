package engine

import "fmt"

// Viewpoint is where an observation is seen from: the fields every game's
// observation starts with. Embedded in a game's observation it provides
// Observation.Seat and Players, and its fields keep their JSON names.
type Viewpoint struct {
	// Viewer is the observing seat.
	Viewer int `json:"seat"`
	// NumPlayers is the number of seats.
	NumPlayers int `json:"players"`
	// Round is the current round, from 1.
	Round int `json:"round"`
}

// Seat is the observing seat.
func (v *Viewpoint) Seat() int { return v.Viewer }

// Players is the number of seats.
func (v *Viewpoint) Players() int { return v.NumPlayers }

// CheckShape is the part of an observation's Validate every game shares,
// for an observation a peer may have sent: a table of minPlayers to
// maxPlayers seats, the viewer one of them, and each per-seat list (their
// lengths in perSeat) one entry a seat.
func (v *Viewpoint) CheckShape(minPlayers, maxPlayers int, perSeat ...int) error {
	if v.NumPlayers < minPlayers || v.NumPlayers > maxPlayers {
		return fmt.Errorf("observation: %d players, not %d to %d", v.NumPlayers, minPlayers, maxPlayers)
	}
	if v.Viewer < 0 || v.Viewer >= v.NumPlayers {
		return fmt.Errorf("observation: seat %d of %d", v.Viewer, v.NumPlayers)
	}
	for _, n := range perSeat {
		if n != v.NumPlayers {
			return fmt.Errorf("observation: a per-seat list has %d entries for %d seats", n, v.NumPlayers)
		}
	}
	return nil
}

// View is the part of a game's View every game fills alike from where it
// is seen: the game, the seat, the table, the round, who is due and the
// phase of a seat asked nothing game-specific (PhaseOf).
func (v *Viewpoint) View(game string, toMove SeatSet, over bool) View {
	return View{Game: game, Seat: v.Viewer, Players: v.NumPlayers, Round: v.Round,
		ToMove: toMove, Over: over, Phase: PhaseOf(over, toMove, v.Viewer)}
}
