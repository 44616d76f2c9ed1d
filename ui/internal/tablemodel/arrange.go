package tablemodel

import (
	"slices"
	"sort"

	"github.com/trickparty/trickparty/engine"
)

// The player's own arrangement: the order of the hand, and during the
// Trick of Trip split the cards placed in the stand's two slots.

// SlotSize is how many cards a slot of the stand holds.
const SlotSize = 3

// syncOrder keeps the player's own order of the hand: cards still held
// stay where they were put, new cards are merged in sorted position.
func (m *Model) syncOrder() {
	have := map[string]int{}
	var names []string
	if m.view.Phase == engine.Split && m.view.Draft != nil {
		names = append(names, m.view.Draft.Drawn...)
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

// Order is the player's order of the hand (during the split, of the cards
// drawn). Read it only.
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

// Slots are the cards placed in the stand's two slots. Read them only.
func (m *Model) Slots() [2][]string { return m.slots }

// Place puts a drawn card in slot i, if it has room, out of any slot it
// was in.
func (m *Model) Place(name string, i int) {
	if i < 0 || i >= len(m.slots) {
		return
	}
	m.Unplace(name)
	if len(m.slots[i]) < SlotSize {
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
		if len(m.slots[i]) < SlotSize {
			m.Place(name, i)
			return
		}
	}
}

// Placed reports whether a drawn card stands in one of the slots.
func (m *Model) Placed(name string) bool {
	return slices.Contains(m.slots[0], name) || slices.Contains(m.slots[1], name)
}

// Sets are the two sets of the split as placed, complete only when each
// slot holds three cards: no card is ever placed for the player.
func (m *Model) Sets() ([][]string, bool) {
	a, b := m.slots[0], m.slots[1]
	return [][]string{slices.Clone(a), slices.Clone(b)}, len(a) == SlotSize && len(b) == SlotSize
}

// RowOrder is the hand row during the split: the drawn cards not in the
// stand, in the player's order, then those in slot 1 and slot 2. The row
// closes up as cards go to the stand, so the card after the one placed
// takes its place.
func (m *Model) RowOrder() []string {
	var out []string
	for _, n := range m.order {
		if !m.Placed(n) {
			out = append(out, n)
		}
	}
	out = append(out, m.slots[0]...)
	return append(out, m.slots[1]...)
}
