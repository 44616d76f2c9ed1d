package engine

import "fmt"

// Game is the state of one game of any of the three games. Implementations
// are pointers to plain structs whose hot-path methods (ToMove, Legal, Apply,
// CopyFrom) do not allocate.
type Game interface {
	// Name is the game's id (its Descriptor.ID in engine/games).
	Name() string
	// Players is the number of seats.
	Players() int
	// Round is the current round, from 1.
	Round() int
	// ToMove is the set of seats due to act; empty when the game is over.
	ToMove() SeatSet
	// Simultaneous reports whether the seats due to act do so at once (Trick
	// of Trip's draft), in which case ToMove may hold several seats.
	Simultaneous() bool
	// Legal appends the legal actions of seat to buf[:0] and returns it; none
	// when the seat is not due to act.
	Legal(seat int, buf []Action) []Action
	// Apply takes seat's action, or refuses it with a *RuleError and leaves
	// the state unchanged.
	Apply(seat int, a Action) error
	// Over reports whether the game has ended.
	Over() bool
	// Score is seat's running score (see the scenario contract's "scores").
	Score(seat int) int
	// Winners is the set of seats that won; empty until Over.
	Winners() SeatSet
	// Observe is everything seat may see, and nothing more.
	Observe(seat int) Observation
	// Clone returns an independent copy that does not keep a trick log (for
	// search).
	Clone() Game
	// CopyFrom makes the receiver a copy of src without allocating; like
	// Clone, it does not keep a trick log. src must be a non-nil game of
	// the receiver's concrete type: anything else is a programming error
	// and panics (CopyGame), since a copy silently skipped would leave a
	// search playing on stale state.
	CopyFrom(src Game)
	// EncodeMove writes an action in the notation of the scenario contract.
	EncodeMove(seat int, a Action) Move
	// DecodeMove reads a move of that notation; the action is not checked
	// for legality (Apply does that).
	DecodeMove(m Move) (Action, error)
	// ActionString is a short human-readable form of an action ("red9").
	ActionString(a Action) string
	// Report is the public record of the game so far. Only games made by
	// their package's New keep the trick log it lists.
	Report() Report
}

// Observation is what one seat may see of a game: its own hand, public plays,
// piles, scores and counts of others' cards, never another seat's hand or a
// face-down card. Bots receive only this. Each game's concrete observation is
// a plain struct that round-trips through encoding/json.
type Observation interface {
	// GameName is the game's id, as Game.Name.
	GameName() string
	// Seat is the observing seat.
	Seat() int
	// Players is the number of seats.
	Players() int
	// ToMove is the set of seats due to act.
	ToMove() SeatSet
	// Legal appends the observing seat's legal actions to buf[:0].
	Legal(buf []Action) []Action
	// Determinize samples a full game consistent with this observation: the
	// hidden cards are dealt at random (respecting everything the seat knows,
	// such as voids shown by play), and the game's own RNG is seeded from rng,
	// so nothing about the real game's future leaks. If dst is a Game of the
	// right type it is reused without allocating. The result observed from
	// Seat() equals this observation.
	Determinize(rng *RNG, dst Game) Game
}

// CloneGame is Game.Clone for a game whose state is the value *g apart
// from its trick log, which log names: the clone keeps no log.
func CloneGame[T any](g *T, log func(*T) *TrickLog) *T {
	c := *g
	*log(&c) = TrickLog{}
	return &c
}

// CopyGame is Game.CopyFrom for the same kind of game as CloneGame: dst
// becomes a copy of src without its trick log, without allocating. src must
// be a non-nil P; anything else is a programming error and panics.
func CopyGame[T any, P interface {
	*T
	Game
}](dst P, src Game, log func(P) *TrickLog) {
	s, ok := src.(P)
	if !ok || s == nil {
		panic(fmt.Sprintf("CopyFrom needs a non-nil %T, got %T", dst, src))
	}
	if s == dst {
		return
	}
	*dst = *s
	*log(dst) = TrickLog{}
}
