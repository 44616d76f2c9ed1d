package engine

// Report is the public record of a game so far, shaped like the output of
// the scenario contract (see shared/spec/scenario.md). It holds only what
// every seat has seen: completed tricks, scores and won piles.
type Report struct {
	Round       int           `json:"round"`
	Tricks      []TrickRecord `json:"tricks"`
	Scores      []int         `json:"scores"`
	RoundScores [][]int       `json:"round_scores"`
	// Piles is one game-specific value per seat describing what it has won.
	Piles      []any `json:"piles"`
	Eliminated []int `json:"eliminated"`
	Winners    []int `json:"winners"`
}

// TrickRecord is one completed trick.
type TrickRecord struct {
	Round  int          `json:"round"`
	Leader int          `json:"leader"`
	Plays  []PlayRecord `json:"plays"`
	// Winners in the order they played (Gummi can have several).
	Winners []int `json:"winners"`
	// NextLeader is who leads next; for a round's last trick the next round's
	// leader, nil when the game is over (or not yet decided).
	NextLeader *int `json:"next_leader"`
}

// PlayRecord is one card played to a trick.
type PlayRecord struct {
	Seat     int    `json:"seat"`
	Card     string `json:"card"`
	Facedown bool   `json:"facedown,omitempty"`
}
