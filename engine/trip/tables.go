package trip

// The numbers of Trick of Trip (rules.md section 3), in one place so a
// correction to the rules is a one-line change.

// MaxRounds is the number of rounds of a full game (the default of
// the option "rounds"; a game may be shortened to 1..MaxRounds).
const MaxRounds = 4

// DrawSize is how many cards each player draws at the start of a round.
const DrawSize = 6

// SetSize is how many cards go into each of the two sets of a split.
const SetSize = 3

// TricksPerRound is how many tricks a drafted round lasts: the hand is one
// picked set plus one kept set.
const TricksPerRound = 2 * SetSize

// MinPlayers and MaxPlayers bound the table.
const (
	MinPlayers = 3
	MaxPlayers = 5
)

// Deck composition: four suits ranked 1..SuitRanks and TrumpRanks trumps.
const (
	NumSuits   = 4
	SuitRanks  = 12
	TrumpRanks = 6
	NumCards   = NumSuits*SuitRanks + TrumpRanks
)

// SevenRank is the rank that wins a trick holding a trump (first one played).
const SevenRank = 7

// Pass directions: a stand moves from seat s to seat s+Pass (mod players).
const (
	PassLeft  = 1
	PassRight = -1
)

// passDirection[r-1] is the direction stands move in round r: left in rounds
// 1 and 3, right in rounds 2 and 4.
var passDirection = [MaxRounds]int{PassLeft, PassRight, PassLeft, PassRight}

// suitNames are the names of the suits as cards are written ("red7").
var suitNames = [NumSuits + 1]string{"red", "blue", "green", "yellow", "trump"}

// maxTricks bounds the tricks of one round: a fixed deal of "hands" may give
// every card away at the smallest table.
const maxTricks = NumCards / MinPlayers
