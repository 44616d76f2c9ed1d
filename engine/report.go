package engine

import "strings"

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
	// Why says, for each seat in Winners and in the same order, the rule
	// that made it win (the scenario contract's "why").
	Why []TrickWhy `json:"why"`
	// Before are the public decisions made before the trick's first card
	// and after the last trick, in order, when the game's scores depend on
	// them (a round's bids, before its first trick), so a round's points
	// can be explained from its tricks; none for most tricks.
	Before []Move `json:"before,omitempty"`
}

// TrickWhy is why one seat won a trick: the card it won with and the id of
// the rule that made that card win, which starts with the game's id
// ("gummi.trick.highest_of_colour"). Interfaces put it in words by its id
// and the card (a colour or suit comes from the card), so no sentence
// travels over the network.
type TrickWhy struct {
	Seat int    `json:"seat"`
	Card string `json:"card"`
	ID   string `json:"id"`
	// Take is what the seat took from the trick and what it was worth,
	// by the id of the game's rule for it ("gummi.take.with_facedown"),
	// so that a newcomer learns what winning gave them; interfaces put it
	// in words by the id like ID. Empty: the game says nothing. Points is
	// what the rule gave the seat for Card (Trick of Trip: what the seat's
	// cards of Card's suit score with it); Others how many more cards it
	// took with it (Gummi: the rest of the colour, face-down).
	Take   string `json:"take,omitempty"`
	Points int    `json:"points,omitempty"`
	Others int    `json:"others,omitempty"`
}

// TrickReason is one way a card can win a trick in a game, as its
// Descriptor lists them: the id a TrickWhy carries and the rule in one
// English sentence. An interface translates the sentence by the id, as it
// translates a refusal by its rule id; in Text, {{.Card}} stands for the
// winning card, to be said in the player's words.
type TrickReason struct {
	ID   string
	Text string
}

// Say is the reason's sentence about card (a card name, or the card in a
// player's words).
func (r TrickReason) Say(card string) string {
	return strings.ReplaceAll(r.Text, "{{.Card}}", card)
}

// OneWhy is the Why of a trick with one winner: seat, which won with card
// by the rule id.
func OneWhy(seat int, card, id string) []TrickWhy {
	return []TrickWhy{{Seat: seat, Card: card, ID: id}}
}

// PlayRecord is one card played to a trick.
type PlayRecord struct {
	Seat     int    `json:"seat"`
	Card     string `json:"card"`
	Facedown bool   `json:"facedown,omitempty"`
}

// TrickLog is a game's record of every completed trick, behind Report. Only
// games made by New keep one (KeepTricks): the copies a search makes
// (Clone, CopyFrom) drop it, so their Apply never allocates. The zero value
// keeps nothing.
type TrickLog struct {
	on     bool
	tricks []TrickRecord
}

// KeepTricks is a log that keeps every trick.
func KeepTricks() TrickLog { return TrickLog{on: true} }

// Keeping reports whether the log keeps tricks; games build a record only
// then.
func (l *TrickLog) Keeping() bool { return l.on }

// Add records a completed trick.
func (l *TrickLog) Add(rec TrickRecord) {
	if l.on {
		l.tricks = append(l.tricks, rec)
	}
}

// SetNextLeader records who leads after the last trick, when that is
// decided after the trick (a Gudetama 14).
func (l *TrickLog) SetNextLeader(seat int) {
	if n := len(l.tricks); l.on && n > 0 {
		l.tricks[n-1].NextLeader = IntPtr(seat)
	}
}

// SetWhy replaces why the last trick was won, when that is only settled
// after the trick (a Gudetama 14 that ends the game hands no lead on).
func (l *TrickLog) SetWhy(why []TrickWhy) {
	if n := len(l.tricks); l.on && n > 0 {
		l.tricks[n-1].Why = why
	}
}

// Restart forgets the tricks (a game restarted from its first deal) and
// keeps logging if it did.
func (l *TrickLog) Restart() { l.tricks = l.tricks[:0] }

// Tricks is a deep copy of the records, for Report: nothing a caller does
// to a report reaches the log.
func (l *TrickLog) Tricks() []TrickRecord {
	out := make([]TrickRecord, len(l.tricks))
	for i, t := range l.tricks {
		t.Plays = append([]PlayRecord(nil), t.Plays...)
		t.Winners = append([]int(nil), t.Winners...)
		t.Why = append([]TrickWhy(nil), t.Why...)
		if t.Before != nil {
			t.Before = append([]Move(nil), t.Before...)
		}
		if t.NextLeader != nil {
			t.NextLeader = IntPtr(*t.NextLeader)
		}
		out[i] = t
	}
	return out
}

// Len is how many tricks the log holds.
func (l *TrickLog) Len() int { return len(l.tricks) }
