package trip

import (
	"fmt"
	"math/bits"

	"github.com/trickparty/trickparty/engine"
)

// Action ids of Trick of Trip:
//
//	0..53        play that card (the id is the Card)
//	64+i         split: i (0..19) indexes splitMasks, the six-bit masks with
//	             three bits set in increasing order; bit j selects the j-th
//	             lowest of the seat's six drawn cards for set 0, the others
//	             form set 1
//	90+k         pick set k (0 or 1) from the stand received
const (
	// FirstSplit is the action id of split 0.
	FirstSplit engine.Action = 64
	// NumSplits is how many ways six cards split into two ordered sets of three.
	NumSplits = 20
	// FirstPick is the action id of "pick set 0"; FirstPick+1 picks set 1.
	FirstPick engine.Action = 90
)

// splitMasks lists the six-bit masks with three bits set, in increasing order.
var splitMasks [NumSplits]uint8

// splitIndex maps a mask back to its index in splitMasks (-1 if none).
var splitIndex [64]int8

// legalSplits are the split actions whose set 0 holds the lowest drawn card:
// the other ten are the same splits with the sets swapped, which Apply also
// accepts.
var legalSplits [NumSplits / 2]engine.Action

func init() {
	n, l := 0, 0
	for m := 0; m < 64; m++ {
		splitIndex[m] = -1
		if bits.OnesCount8(uint8(m)) != SetSize {
			continue
		}
		splitMasks[n] = uint8(m)
		splitIndex[m] = int8(n)
		if m&1 != 0 {
			legalSplits[l] = FirstSplit + engine.Action(n)
			l++
		}
		n++
	}
}

// PlayAction is the action that plays c.
func PlayAction(c Card) engine.Action { return engine.Action(c) }

// PickAction is the action that picks set k (0 or 1) from the stand received.
func PickAction(k int) engine.Action { return FirstPick + engine.Action(k&1) }

// IsSplit reports whether a is a split action.
func IsSplit(a engine.Action) bool { return a >= FirstSplit && a < FirstSplit+NumSplits }

// IsPick reports whether a is a pick action.
func IsPick(a engine.Action) bool { return a == FirstPick || a == FirstPick+1 }

// IsPlay reports whether a plays a card.
func IsPlay(a engine.Action) bool { return a < NumCards }

// SplitAction builds the split action of a seat that drew the six cards
// drawn and puts the three cards set0 into set 0 (the rest form set 1).
func SplitAction(drawn, set0 []Card) (engine.Action, error) {
	d := SetOf(drawn...)
	if len(drawn) != DrawSize || d.Count() != DrawSize {
		return engine.NoAction, fmt.Errorf("a split starts from %d different drawn cards, not %d", DrawSize, len(drawn))
	}
	s := SetOf(set0...)
	if len(set0) != SetSize || s.Count() != SetSize {
		return engine.NoAction, fmt.Errorf("a set holds %d different cards", SetSize)
	}
	return splitActionOf(d, s)
}

// splitActionOf is SplitAction on card sets.
func splitActionOf(drawn, set0 CardSet) (engine.Action, error) {
	if drawn.Count() != DrawSize {
		return engine.NoAction, fmt.Errorf("a split starts from %d drawn cards, not %d", DrawSize, drawn.Count())
	}
	if set0.Count() != SetSize {
		return engine.NoAction, fmt.Errorf("a set holds %d cards, not %d", SetSize, set0.Count())
	}
	if extra := set0 &^ drawn; extra != 0 {
		return engine.NoAction, fmt.Errorf("you did not draw %s", extra.Lowest())
	}
	mask, j := 0, 0
	for t := drawn; t != 0; t &= t - 1 {
		if set0.Has(Card(bits.TrailingZeros64(uint64(t)))) {
			mask |= 1 << j
		}
		j++
	}
	return FirstSplit + engine.Action(splitIndex[mask]), nil
}

// SplitSets returns the two sets a split action makes of the drawn cards;
// ok is false if a is not a split or drawn does not hold six cards.
func SplitSets(drawn CardSet, a engine.Action) (set0, set1 CardSet, ok bool) {
	if !IsSplit(a) || drawn.Count() != DrawSize {
		return 0, 0, false
	}
	set0 = splitSet0(drawn, splitMasks[a-FirstSplit])
	return set0, drawn &^ set0, true
}

// splitSet0 selects the cards of drawn at the positions set in mask.
func splitSet0(drawn CardSet, mask uint8) CardSet {
	var out CardSet
	j := 0
	for t := drawn; t != 0; t &= t - 1 {
		if mask&(1<<j) != 0 {
			out |= t & -t
		}
		j++
	}
	return out
}
