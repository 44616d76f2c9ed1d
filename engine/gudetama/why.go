package gudetama

import "github.com/trickparty/trickparty/engine"

// reason is why a card won a trick (rules.md section 2, "A trick" and
// "Leads"), as trick.why names it from what trick.add decided.
//
// Only the 14 gets reasons of its own, because it changes what the winner
// does next: it must hand the lead to another player. The final trick's
// scoring (the winner scores its card, or everyone scores when a 1 was
// played) changes points, not who wins or leads: a reason's Take says it
// (take, below), and the round's score breakdown (breakdown.go).
type reason uint8

// The reasons, in the order of the rules.
const (
	// highest: the one highest card.
	highest reason = iota
	// highestLastOfEqual: several cards share the highest rank; the last
	// of them played wins.
	highestLastOfEqual
	// fourteen: the one 14, whose winner must choose another leader.
	fourteen
	// fourteenLastOfEqual: both 14s; the later wins and its winner must
	// choose another leader.
	fourteenLastOfEqual
	numReasons
)

// trickReasons are the reasons' ids and English sentences, in reason order
// (Descriptor.TrickReasons; listed in docs/TRICK_REASONS.md).
var trickReasons = [numReasons]engine.TrickReason{
	highest: {ID: "gudetama.trick.highest",
		Text: "{{.Card}} is the highest card in the trick, so it wins."},
	highestLastOfEqual: {ID: "gudetama.trick.highest_last_of_equal",
		Text: "{{.Card}} ties for the highest card in the trick and was played last of those, so it wins."},
	fourteen: {ID: "gudetama.trick.fourteen",
		Text: "{{.Card}} is the highest card in the trick, so it wins, and a 14's winner must choose another player to lead next."},
	fourteenLastOfEqual: {ID: "gudetama.trick.fourteen_last_of_equal",
		Text: "Both 14s were played and the later one, {{.Card}}, wins; a 14's winner must choose another player to lead next."},
}

func (r reason) id() string { return trickReasons[r].ID }

// What a trick's winner gets (rules.md section 2, "Scoring"), by the ids a
// TrickWhy's Take carries: the reasons above say who wins, these what that
// is worth, so a newcomer learns that only a round's final trick scores,
// that points are bad, and what a 1 in the final trick does.
const (
	// takeNothing: a trick before the final one scores nothing (its
	// winner leads next).
	takeNothing = "gudetama.take.nothing"
	// takeFinal: the final trick, no 1 in it: its winner scores the
	// rank it won with (TrickWhy.Points).
	takeFinal = "gudetama.take.final"
	// takeOnePlayed: a 1 was played in the final trick, so every player
	// scores the card they played; the winner its own (Points).
	takeOnePlayed = "gudetama.take.one_played"
)

// take is what the complete trick t gives its winner: final says it is
// the round's last trick.
func (t *trick) take(w *engine.TrickWhy, final bool) {
	switch {
	case !final:
		w.Take = takeNothing
	case t.hasOne():
		w.Take, w.Points = takeOnePlayed, int(t.best)
	default:
		w.Take, w.Points = takeFinal, int(t.best)
	}
}

// why names the reason of the complete trick t's winner, from what add
// decided: the best rank, and whether an earlier card tied with it. A
// winning 14 hands the lead on only while the game goes on; leads is false
// for the trick that ends the game.
func (t *trick) why(leads bool) reason {
	r := highest
	if t.tied {
		r = highestLastOfEqual
	}
	if leads && t.best == NumRanks {
		r += fourteen
	}
	return r
}

// whyRecord is the record's Why of the complete trick t; final says it
// is the round's last trick.
func (t *trick) whyRecord(leads, final bool) []engine.TrickWhy {
	why := engine.OneWhy(int(t.winner), t.best.String(), t.why(leads).id())
	t.take(&why[0], final)
	return why
}

// observedRule judges a completed trick of an observation by the same
// rule as the game (engine.TrickRule): every card of a completed trick was
// seen face up. A 14 is taken to hand the lead on; view corrects that for
// the trick that ended the game.
func observedRule(plays []Play) (int, string) {
	if len(plays) == 0 || len(plays) > MaxPlayers {
		return -1, ""
	}
	var t trick
	for i, p := range plays {
		if !p.Card.Valid() {
			return -1, ""
		}
		t.add(i, p.Card) // by index: the winner is the winning play's index
	}
	return int(t.winner), t.why(true).id()
}

// observedTake says what the last completed trick of observation o gave
// its winner, as take does for the game: it was the round's final trick
// when every hand is empty (a new round's observation shows no tricks).
func observedTake(o *Observation, w *engine.TrickWhy) {
	n := len(o.Tricks)
	if n == 0 {
		return
	}
	final := len(o.Trick) == 0
	for _, c := range o.HandCounts {
		final = final && c == 0
	}
	var t trick
	for i, p := range o.Tricks[n-1].Plays {
		if !p.Card.Valid() || i >= MaxPlayers {
			return
		}
		t.add(i, p.Card)
	}
	t.take(w, final)
}

// gameOverID is the id of reason id for the trick that ended the game,
// where a 14 hands no lead on.
func gameOverID(id string) string {
	switch id {
	case fourteen.id():
		return highest.id()
	case fourteenLastOfEqual.id():
		return highestLastOfEqual.id()
	}
	return id
}
