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
	// Decisions are the kinds of move the game makes besides playing a
	// card from the hand (MovePlay, which every game makes); Register
	// refuses a kind declared twice or one that is not lower-case letters.
	Decisions []DecisionSpec
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
	// ModelTrust is the share of a player's choices the Expert bot trusts
	// Heuristic (Normal) to predict when it weighs the hands an opponent
	// may hold by the cards they played: measured against Hard
	// (docs/BOTS.md); 0 takes the bot's default.
	ModelTrust float64
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
	// Rank is the card's rank, its order in the suit (an ace high is 14).
	Rank int
	// RankName is what the card shows for its rank when that is not the
	// number ("A", "K", "Q", "J"), so a player reads "hearts Q", not
	// "hearts 12"; empty when the card shows Rank.
	RankName string
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

// DecisionSpec declares a kind of decision a game makes besides playing a
// card from the hand, with the words a table says of it (translation keys
// in the game's Words).
type DecisionSpec struct {
	// Kind is the decision's key in a move's JSON ("lead", "bid").
	Kind MoveKind
	// Value is what the decision's value is.
	Value DecisionValue
	// PlaysACard is true when the choice puts a card on the trick (a card
	// face down in a row).
	PlaysACard bool
	// Private is true when other seats see only that the choice was made:
	// the move they are told is Move{Seat} (Descriptor.Public).
	Private bool
	// Done tells the table a seat made the decision: {{.W}} the seat's
	// name, {{.C}} the card it played (PlaysACard), {{.L}} the seat it
	// named (ValueSeat), {{.N}} the number it named (ValueNumber).
	// DoneYou, when not empty, is said instead to the seat the choice
	// names.
	Done, DoneYou string
	// Hint is the choice as advice: {{.N}} the seat it names, {{.K}} the
	// choice's number from 1 (ValueIndex), {{.A}} and {{.B}} the cards of
	// an arrangement's two slots, {{.P}} a row card's place from 1.
	Hint string
	// HintPlace, for a decision that plays a card of a row (ValueRow),
	// says the advice by the card's place among those left: the only one,
	// the left one, a middle one, the right one.
	HintPlace [4]string
	// Other is the choice made by another seat, for a decision whose
	// Hint reads as the player's own ("play a face-down card"); empty:
	// Hint.
	Other string
}

// DecisionValue is what a decision's value is.
type DecisionValue int

// The values of decisions.
const (
	// ValueIndex: the number of a choice, from 0 (a set of a stand).
	ValueIndex DecisionValue = iota
	// ValueSeat: a seat.
	ValueSeat
	// ValueRow: the place of a card in one of the seat's rows, as dealt.
	ValueRow
	// ValueSets: the card names of each slot of an arrangement
	// ([][]string).
	ValueSets
	// ValueNumber: a number the seat names (a bid).
	ValueNumber
)

// Decision is the game's declaration of kind; false for a kind it does
// not make.
func (d *Descriptor) Decision(kind MoveKind) (DecisionSpec, bool) {
	for _, s := range d.Decisions {
		if s.Kind == kind {
			return s, true
		}
	}
	return DecisionSpec{}, false
}

// Makes reports whether the game makes moves of kind (MovePlay always).
func (d *Descriptor) Makes(kind MoveKind) bool {
	if kind == MovePlay {
		return true
	}
	_, ok := d.Decision(kind)
	return ok
}

// PlaysACard reports whether a move of kind puts a card on the trick.
func (d *Descriptor) PlaysACard(kind MoveKind) bool {
	if kind == MovePlay {
		return true
	}
	s, ok := d.Decision(kind)
	return ok && s.PlaysACard
}

// Public is m as the other seats may see it: a private decision (Trick of
// Trip's split and pick) tells only the seat that made it.
func (d *Descriptor) Public(m Move) Move {
	if s, ok := d.Decision(m.Decision); ok && s.Private && m.Play == "" {
		return Move{Seat: m.Seat}
	}
	return m
}

// RowPlay is the game's decision that plays a card of one of the seat's
// rows onto the trick (Gummi's face-down card); false when it has none.
func (d *Descriptor) RowPlay() (MoveKind, bool) {
	for _, s := range d.Decisions {
		if s.PlaysACard && s.Value == ValueRow {
			return s.Kind, true
		}
	}
	return "", false
}

// CheckMove refuses a move that could not be one of the game's at a table
// of players seats, from its notation alone (a record a peer sent): a kind
// the game does not declare, or a value not of the declared shape (a seat
// not at the table, a number that is none, card sets that are not lists of
// names). A move that names nothing (a private decision as others see it)
// passes. Whether it was legal is the game's business.
func (d *Descriptor) CheckMove(m Move, players int) error {
	if m.Play != "" && m.Decision != "" {
		return fmt.Errorf("a move both plays %q and makes a %q decision", m.Play, m.Decision)
	}
	k := m.Kind()
	if k == "" || k == MovePlay {
		return nil
	}
	spec, ok := d.Decision(k)
	if !ok {
		return fmt.Errorf("%s has no %q moves", d.Title, k)
	}
	switch spec.Value {
	case ValueSets:
		var sets [][]string
		if err := m.Decode(&sets); err != nil {
			return err
		}
	case ValueSeat:
		s, err := m.Int()
		if err != nil {
			return err
		}
		if s < 0 || s >= players {
			return fmt.Errorf("the %q move names seat %d, not one of %d", k, s, players)
		}
	default:
		if _, err := m.Int(); err != nil {
			return err
		}
	}
	return nil
}
