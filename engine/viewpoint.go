package engine

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
