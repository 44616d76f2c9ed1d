package engine

import (
	"fmt"
	"io/fs"
)

// Descriptor is everything the rest of Trick Party may know about one game:
// each game package exports one (its Descriptor variable) and engine/games
// is the registry the app, the LAN, the bots and the tools ask. Nothing
// outside a game's package compares its id or imports it.
type Descriptor struct {
	// ID is the game's id in configs, saves and the scenario contract.
	ID string
	// Title is the game's display name in English, also its translation key.
	Title string
	// MinPlayers and MaxPlayers bound the seat count.
	MinPlayers, MaxPlayers int
	// LowScoreWins is true when the lowest total wins (Gudetama).
	LowScoreWins bool
	// Options are the options the game takes, with their allowed values.
	Options []OptionSpec
	// HiddenPile is true when won cards are partly kept face down, so a
	// pile is shown as "N up, M down" (Gummi).
	HiddenPile bool
	// TieBreak says, in English (a translation key), how a tie for the win
	// is broken, for the game-over screen; EndRule says how the game is won
	// when no tie arose (empty: the highest score wins).
	TieBreak, EndRule string

	// New starts a game from a Config (already checked for the game and
	// the player count by the registry).
	New func(Config) (Game, error)
	// NewObservation returns an empty observation to decode JSON into.
	NewObservation func() Observation
	// View describes an observation of this game for drawing.
	View func(Observation) (View, error)
	// Card reads a card name into its face; false for a name the game does
	// not have.
	Card func(name string) (CardFace, bool)
	// Deck lists the name of every card of the game, in the game's order
	// (for the art's gallery and the tests that every card is drawn).
	Deck func() []string
	// Art draws the game's cards and their back (see CardArt).
	Art CardArt
	// Moves are the kinds of move the game makes, each a MoveKind the
	// engine knows; Register refuses any other.
	Moves []MoveKind
	// Words are the game's own translations, one file per language
	// (words.LANG.json: words.en.json, words.ja.json) in go-i18n's JSON
	// format, merged into the interface's at start; the game's package
	// embeds them. Nil when all its words are already the interface's.
	Words fs.FS
	// Rules are the game's rules pages, one Markdown file per language
	// (rules.LANG.md; rules.en.md is required and the fallback), embedded
	// by the game's package.
	Rules fs.FS
	// TrickReasons are every rule by which a card can win a trick of this
	// game: the ids its TrickRecord.Why can carry (each starting with the
	// game's id), in the order of the rules, with their English sentences.
	// Empty for a game that does not explain its tricks.
	TrickReasons []TrickReason
	// TrickExamples show the trick reasons at work, one example per reason
	// (Reason), for the rules to draw; engine/games plays each through the
	// game to check it. Empty for a game without pictures in its rules.
	TrickExamples []TrickExample
	// Tutorial is the game's guided first game, a script in engine/tutorial's
	// format (the game's package embeds it); nil for a game without one.
	Tutorial []byte
	// Breakdown explains round's points seat by seat from the public record
	// of the game's tricks so far (all rounds, as Report.Tricks).
	Breakdown func(tricks []TrickRecord, players, round int) ScoreBreakdown
	// Heuristic is the Easy (easy) or Normal player's choice among legal
	// (never empty); the bots call it with the observing seat due to act.
	Heuristic func(obs Observation, legal []Action, easy bool, rng *RNG) Action
	// Rollout picks a sampled game's next action for the Hard bot's search
	// once it leaves its tree; nil plays uniformly at random.
	Rollout func(g Game, seat int, legal []Action, rng *RNG) Action
	// Search tunes the Hard bot's search for this game.
	Search SearchTuning
}

// OptionSpec is one game option: its name in Options, its values and
// their labels. Register refuses a spec whose default or choices lie
// outside Min..Max; games.New refuses a config with an option the game does
// not declare or a value outside Min..Max.
type OptionSpec struct {
	// Name is the option's key in Options (Options.Get/Set) and in a
	// config's JSON, lower-case letters: "rounds", "target", "cards".
	Name string
	// Label names the option for a player (a translation key).
	Label string
	// Default is the value used when the option is 0.
	Default int
	// Choices are the values a menu offers, with their labels (translation
	// keys), in order; Min..Max is what a config may hold.
	Choices  []OptionChoice
	Min, Max int
}

// OptionChoice is one value of an option a menu offers.
type OptionChoice struct {
	Value int
	Label string
}

// CardFace is what a card name means, for drawing and naming it.
type CardFace struct {
	// Suit is the card's colour or suit index in the game's own order
	// (0 for games without suits); Trump marks a trump.
	Suit  int
	Trump bool
	// Rank is the number printed on the card.
	Rank int
	// SuitName names the suit in English (a translation key: "red",
	// "trump"); empty for games without suits.
	SuitName string
}

// SearchTuning are the Hard bot's search settings for one game.
type SearchTuning struct {
	// Explore is the UCT exploration constant.
	Explore float64
	// RoundHorizon stops a sample at the end of the current round.
	RoundHorizon bool
	// Temp scales score differences into the value of a sample.
	Temp float64
	// WinWeight weighs winning against the score margin.
	WinWeight float64
	// ModelOpponents plays the other seats by the rollout policy inside the
	// tree too, instead of by their own bandit statistics: the tree then
	// spends its samples on the observer's choices, against opponents who
	// play as the rollout policy predicts.
	ModelOpponents bool
	// VersusBest values a seat's score against the best other score only,
	// instead of against each other score: with one winner, being ahead of
	// the rest is worth nothing while one seat is ahead of you.
	VersusBest bool
}

// AsGame converts a game package's New result for Descriptor.New, only on
// success, so a failed build is a nil interface, not a typed nil.
func AsGame[G Game](g G, err error) (Game, error) {
	if err != nil {
		return nil, err
	}
	return g, nil
}

// TypedView adapts a game's view of its own observation type to
// Descriptor.View; an observation of another type is an error naming the
// game. An observation with a Validate method (one a peer may have sent)
// is drawn only if it validates: the game's view may then rely on its
// shape instead of panicking.
func TypedView[O Observation](game string, view func(o O) View) func(Observation) (View, error) {
	return func(obs Observation) (View, error) {
		o, ok := obs.(O)
		if !ok {
			return View{}, fmt.Errorf("%s view of a %T", game, obs)
		}
		if v, ok := obs.(interface{ Validate() error }); ok {
			if err := v.Validate(); err != nil {
				return View{}, err
			}
		}
		return view(o), nil
	}
}

// ReadFace builds Descriptor.Card from a game's card parser and the face of
// its card type.
func ReadFace[C any](parse func(string) (C, error), face func(C) CardFace) func(string) (CardFace, bool) {
	return func(name string) (CardFace, bool) {
		c, err := parse(name)
		if err != nil {
			return CardFace{}, false
		}
		return face(c), true
	}
}

// TypedHeuristic adapts a heuristic written for a game's own observation
// type to Descriptor.Heuristic; an observation of another type gets
// NoAction (the bot then plays a random legal action).
func TypedHeuristic[O Observation](choose func(o O, legal []Action, easy bool, rng *RNG) Action) func(Observation, []Action, bool, *RNG) Action {
	return func(obs Observation, legal []Action, easy bool, rng *RNG) Action {
		if o, ok := obs.(O); ok {
			return choose(o, legal, easy, rng)
		}
		return NoAction
	}
}

// TrickReason is the game's reason with the given id; false for an id the
// game does not list.
func (d *Descriptor) TrickReason(id string) (TrickReason, bool) {
	for _, r := range d.TrickReasons {
		if r.ID == id {
			return r, true
		}
	}
	return TrickReason{}, false
}
