package tablemodel

import (
	"slices"
	"sort"
)

// The player's own arrangement: the order of the hand, and while an
// arrangement is asked for (the Trick of Trip split) the cards placed in
// its slots.

// syncOrder keeps the player's own order of the hand: cards still held
// stay where they were put, new cards are merged in sorted position.
func (m *Model) syncOrder() {
	have := map[string]int{}
	var names []string
	if a := m.view.Arranging(); a != nil {
		names = append(names, a.Cards...)
	} else {
		for _, c := range m.view.Hand {
			names = append(names, c.Name)
		}
	}
	for _, n := range names {
		have[n]++
	}
	var kept []string
	for _, n := range m.order {
		if have[n] > 0 {
			kept = append(kept, n)
			have[n]--
		}
	}
	var fresh []string
	for _, n := range names {
		if have[n] > 0 {
			fresh = append(fresh, n)
			have[n]--
		}
	}
	if len(kept) == 0 {
		sort.SliceStable(fresh, func(i, j int) bool { return m.less(fresh[i], fresh[j]) })
		m.order = fresh
		return
	}
	for _, n := range fresh {
		kept = m.insertSorted(kept, n)
	}
	m.order = kept
}

// insertSorted puts name before the first card that sorts after it.
func (m *Model) insertSorted(list []string, name string) []string {
	at := len(list)
	for i, n := range list {
		if m.less(name, n) {
			at = i
			break
		}
	}
	return slices.Insert(list, at, name)
}

// Order is the player's order of the hand (during an arrangement, of the
// cards to arrange). Read it only.
func (m *Model) Order() []string { return m.order }

// Move puts the hand's card name at index at of the order (clamped); false
// when the hand holds no such card.
func (m *Model) Move(name string, at int) bool {
	from := slices.Index(m.order, name)
	if from < 0 {
		return false
	}
	order := slices.Delete(slices.Clone(m.order), from, from+1)
	at = max(0, min(at, len(order)))
	m.order = slices.Insert(order, at, name)
	return true
}

// Slots are the cards placed in the arrangement's slots, one list a slot
// (none when no arrangement is asked for). Read them only.
func (m *Model) Slots() [][]string { return m.slots }

// SlotSize is how many cards slot i of the arrangement asked for takes.
func (m *Model) SlotSize(i int) int {
	if a := m.view.Arranging(); a != nil && i >= 0 && i < len(a.Slots) {
		return a.Slots[i].Size
	}
	return 0
}

// Place puts a card to arrange in slot i, if it has room, out of any slot
// it was in.
func (m *Model) Place(name string, i int) {
	if i < 0 || i >= len(m.slots) {
		return
	}
	m.Unplace(name)
	if len(m.slots[i]) < m.SlotSize(i) {
		m.slots[i] = append(m.slots[i], name)
	}
}

// Unplace takes a card out of the slot it stands in.
func (m *Model) Unplace(name string) {
	for i := range m.slots {
		if j := slices.Index(m.slots[i], name); j >= 0 {
			m.slots[i] = slices.Delete(slices.Clone(m.slots[i]), j, j+1)
			return
		}
	}
}

// Toggle is a tap on a drawn card: into the first slot with room, or out
// of the slot it stands in.
func (m *Model) Toggle(name string) {
	if m.Placed(name) {
		m.Unplace(name)
		return
	}
	for i := range m.slots {
		if len(m.slots[i]) < m.SlotSize(i) {
			m.Place(name, i)
			return
		}
	}
}

// Placed reports whether a card to arrange stands in one of the slots.
func (m *Model) Placed(name string) bool {
	for _, s := range m.slots {
		if slices.Contains(s, name) {
			return true
		}
	}
	return false
}

// Sets are the slots' cards as placed, complete only when every slot is
// full: no card is ever placed for the player. The move for them is
// engine.ChoiceMove(seat, prompt's kind, sets).
func (m *Model) Sets() ([][]string, bool) {
	full := len(m.slots) > 0
	sets := make([][]string, len(m.slots))
	for i, s := range m.slots {
		sets[i] = slices.Clone(s)
		full = full && len(s) == m.SlotSize(i)
	}
	return sets, full
}

// RowOrder is the hand row during an arrangement: the cards not in a
// slot, in the player's order, then those of each slot in turn. The row
// closes up as cards go to the slots, so the card after the one placed
// takes its place.
func (m *Model) RowOrder() []string {
	var out []string
	for _, n := range m.order {
		if !m.Placed(n) {
			out = append(out, n)
		}
	}
	for _, s := range m.slots {
		out = append(out, s...)
	}
	return out
}
