package engine

// This file is the shape common to every game's observation that a table
// screen draws: each game's Descriptor.View fills it from that game's own
// observation, and nothing in it is more than the seat may see.

// View is one seat's observation in a shape common to every game, so the
// table screen draws any of them the same way. It names no game's
// decisions: what a seat is asked besides playing a card from its hand is
// a Prompt the game describes, its cards outside the hand are Rows.
type View struct {
	Game    string
	Seat    int
	Players int
	Round   int
	// Rounds is the number of rounds, 0 when the game ends on a score.
	Rounds int
	// Goal is the score that ends the game, 0 when it ends after its
	// rounds.
	Goal   int
	ToMove SeatSet
	Phase  Phase
	// Hand is the seat's hand in the engine's order.
	Hand []CardView
	// Rows are the seat's own cards outside its hand, each row a labelled
	// group: cards face down to their owner too, each playable while
	// legal (Gummi's face-down row), or cards the game tells the seat
	// about (the set a neighbour took from its stand).
	Rows []CardRow
	// Prompt is what the seat is asked that is not a card from its hand
	// (Phase Decide); nil otherwise.
	Prompt *Prompt
	// Passing is cards handed between neighbours while it goes on, as
	// every seat sees it (Trick of Trip's stands); nil otherwise.
	Passing *Passing
	// Seats holds every seat's public state.
	Seats []SeatView
	// Trick is the trick in progress, in play order.
	Trick  []PlayRecord
	Leader int
	// RoundScores holds each finished or running round's points per seat,
	// where the game keeps them (Gummi, Gudetama).
	RoundScores [][]int
	// LastTrick is the last completed trick, for review.
	LastTrick *TrickRecord
	Over      bool
	// Winners of the game, once Over.
	Winners []int
	// Note is the id of a rule of the game's that applies to the trick in
	// play, to be said while it is played (Gudetama: a 1 is in the round's
	// last trick, so every card played in it scores); interfaces put it in
	// words by the id, as a trick's reason. Empty: nothing to say.
	Note string
}

// Phase is what the observing seat is asked to do.
type Phase int

// The phases.
const (
	// Waiting: another seat is to act.
	Waiting Phase = iota
	// PlayCard: play a card to the trick.
	PlayCard
	// Decide: answer View.Prompt.
	Decide
	// Finished: the game is over.
	Finished
)

// CardView is a card in the seat's hand.
type CardView struct {
	Name string
	// Action plays it (legal or not: an illegal one is refused with the
	// rule's message).
	Action Action
	Legal  bool
}

// CardRow is a labelled group of the seat's own cards outside its hand.
// A row whose cards are choices (Action set) lies beside the hand, to be
// played from; any other row is told in words (Label, with {{.N}} the
// name of Seat and {{.Cards}} its cards).
type CardRow struct {
	// ID is the game's stable id for the row ("gummi.facedown").
	ID string
	// Label is the row's words, a translation key.
	Label string
	// Seat is the seat the label names, -1 for none.
	Seat int
	// AlsoPlayable, for a row whose cards are played like the hand's, is
	// said after why the hand's greyed cards may not be played while one
	// of the row's may ({{.Why}} that reason), so a player is not left
	// thinking nothing may be played; a translation key.
	AlsoPlayable string
	Cards        []RowCard
}

// RowCard is one card of a row.
type RowCard struct {
	// Name is the card, "" for a card face down to the seat too.
	Name string
	// Played marks a card gone from the row (its place stays).
	Played bool
	// Action plays or chooses it; NoAction when the card is no choice.
	Action Action
	Legal  bool
}

// Choosable reports whether the row's cards are choices: the row lies
// beside the hand.
func (r CardRow) Choosable() bool {
	for _, c := range r.Cards {
		if c.Action != NoAction {
			return true
		}
	}
	return false
}

// Prompt is a decision the seat is asked that is not a card from its
// hand, in the game's words (translation keys; {{.N}} in them is the name
// of Seat). The seat either chooses one of Choices or, with Arrange, puts
// cards into slots.
type Prompt struct {
	// Kind is the decision's kind (one of Descriptor.Decisions): the
	// chosen move is ChoiceMove(seat, Kind, value).
	Kind MoveKind
	// Say is the instruction for the status line.
	Say string
	// Title and Ask head the prompt's panel (Title may be empty).
	Title, Ask string
	// Seat is the seat the words name, -1 for none.
	Seat int
	// Leader is true when the choice names who leads the next trick, so
	// a table can say what each choice means for the seat's place in it.
	Leader bool
	// Choices are what the seat may choose, in order.
	Choices []PromptChoice
	// Arrange asks for cards put into slots instead.
	Arrange *Arrange
}

// PromptChoice is one choice of a Prompt.
type PromptChoice struct {
	// Action makes the choice.
	Action Action
	// Label is the choice's words (a translation key, a numeral); the
	// name of Seat when it is a seat.
	Label string
	// Seat is the seat the choice names, -1 for none.
	Seat int
	// Cards are pictured with the choice (a set on a stand); may be nil.
	Cards []string
	Legal bool
}

// Arrange asks for Cards put into Slots, every slot filled. The move for
// a full arrangement is ChoiceMove(seat, Prompt.Kind, sets) with sets the
// card names of each slot in order ([][]string), which the game's
// DecodeMove reads.
type Arrange struct {
	Cards []string
	Slots []Slot
	// Confirm labels the button that sends the arrangement; Incomplete
	// says what is left to do when it is pressed too soon; Ready (and its
	// shorter ReadyShort) stands in the status line once every slot is
	// full. Translation keys.
	Confirm, Incomplete, Ready, ReadyShort string
}

// Slot is a place an arrangement fills.
type Slot struct {
	// Label names the slot (a translation key); Size is how many cards
	// it takes.
	Label string
	Size  int
}

// Passing is cards handed between neighbours, as every seat sees it: each
// seat puts cards out for the seat Offset places on, which then takes
// from them.
type Passing struct {
	// Offset: seat s hands its cards to seat (s+Offset) mod Players.
	Offset int
	// Taking is true once every seat's cards were handed over and are
	// being taken from; false while they are still being put out.
	Taking bool
	// Out[s] is true while seat s's cards stand out, face down, between
	// s and the seat they go to.
	Out []bool
}

// To is the seat that seat hands its cards to.
func (p *Passing) To(seat, players int) int {
	return ((seat+p.Offset)%players + players) % players
}

// From is the seat whose cards go to seat.
func (p *Passing) From(seat, players int) int {
	return ((seat-p.Offset)%players + players) % players
}

// SeatView is what everyone sees of a seat.
type SeatView struct {
	HandCount int
	// FacedownLeft counts the seat's cards still face down outside its
	// hand (Gummi's face-down row), shown as backs by its place.
	FacedownLeft int
	Score        int
	Eliminated   bool
	// Won lists face-up won cards; WonHidden counts face-down ones.
	Won       []string
	WonHidden int
	// WonPoints is what Won and WonHidden are worth together, for a game
	// whose pile keeps cards face-down (Descriptor.HiddenPile: Gummi,
	// this round's pile), so a table can say it beside the cards it
	// shows; 0 where the game does not say.
	WonPoints int
	// Tags are the game's words about the seat ("bid 2"), said by the
	// translation key "tag <ID>" with {{.N}}.
	Tags []Tag
}

// Tag is a game's word about a seat with a number.
type Tag struct {
	ID string
	N  int
}

// Arranging is the arrangement the seat is asked for now, nil when none.
func (v View) Arranging() *Arrange {
	if v.Phase != Decide || v.Prompt == nil {
		return nil
	}
	return v.Prompt.Arrange
}

// Choosing is the prompt the seat is asked to choose from now (one with
// Choices), nil when none.
func (v View) Choosing() *Prompt {
	if v.Phase != Decide || v.Prompt == nil || v.Prompt.Arrange != nil {
		return nil
	}
	return v.Prompt
}

// Row is the seat's row with the given id; false when it has none.
func (v View) Row(id string) (CardRow, bool) {
	for _, r := range v.Rows {
		if r.ID == id {
			return r, true
		}
	}
	return CardRow{}, false
}

// LegalSet collects an observation's legal actions for lookups.
func LegalSet(obs Observation) map[Action]bool {
	m := map[Action]bool{}
	var buf [MaxActions]Action
	for _, a := range obs.Legal(buf[:0]) {
		m[a] = true
	}
	return m
}

// PhaseOf is the phase of a seat that is not asked anything game-specific:
// Finished, PlayCard when due to act, else Waiting.
func PhaseOf(over bool, toMove SeatSet, seat int) Phase {
	switch {
	case over:
		return Finished
	case toMove.Has(seat):
		return PlayCard
	}
	return Waiting
}
