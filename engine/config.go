package engine

// Config fixes a game completely apart from the actions taken in it: which
// game, how many seats, the options, the seed of the game's RNG, and
// optionally the deal of the first rounds (for scenarios, tests and bug
// reports). A saved game is a Config plus its actions.
type Config struct {
	Game    string  `json:"game"`
	Players int     `json:"players"`
	Options Options `json:"options"`
	Seed    uint64  `json:"seed"`
	// Deals fixes the deal of rounds 1..len(Deals); later rounds are dealt
	// from the seed.
	Deals []Deal `json:"deals,omitempty"`
}

// Deal fixes one round's deal, with cards by name as in the scenario contract.
type Deal struct {
	// Leader is honoured where the rules leave the leader to chance or choice;
	// elsewhere it must equal the rules' leader.
	Leader *int `json:"leader,omitempty"`
	// Hands holds each seat's hand.
	Hands [][]string `json:"hands,omitempty"`
	// Facedown holds each seat's Gummi face-down row, positions 0, 1, 2.
	Facedown [][]string `json:"facedown,omitempty"`
	// Draw holds each seat's six Trick of Trip cards, drafted before play.
	Draw [][]string `json:"draw,omitempty"`
}

// LeaderSeat is the fixed leader of round r's deal at a table of players
// seats, -1 when the deal leaves it to the rules, or an error when there is
// no such seat.
func (d Deal) LeaderSeat(players, r int) (int, error) {
	if d.Leader == nil {
		return -1, nil
	}
	if *d.Leader < 0 || *d.Leader >= players {
		return -1, BadConfig("round %d: leader %d is not a seat of this table of %d", r, *d.Leader, players)
	}
	return *d.Leader, nil
}
