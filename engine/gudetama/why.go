package gudetama

import "github.com/trickparty/trickparty/engine"

// reason is why a card won a trick (rules.md section 2, "A trick" and
// "Leads"), as trick.why names it from what trick.add decided.
//
// Only the 14 gets reasons of its own, because it changes what the winner
// does next: it must hand the lead to another player. The final trick's
// scoring (the winner scores its card, or everyone scores when a 1 was
// played) changes points, not who wins or leads, and the round's score
// breakdown explains it (breakdown.go), so it has no reason here.
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

// whyRecord is the record's Why of the complete trick t.
func (t *trick) whyRecord(leads bool) []engine.TrickWhy {
	return engine.OneWhy(int(t.winner), t.best.String(), t.why(leads).id())
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
