package gudetama

import "github.com/trickparty/trickparty/engine"

// Action ids of Gudetama:
//
//	1..NumRanks     play a card of that rank (the id is the Rank)
//	FirstLead+t     a 14's winner chooses seat t to lead
const (
	// FirstLead is the action id of choosing seat 0 to lead; seat t is
	// FirstLead+t.
	FirstLead engine.Action = 16
)

// PlayAction is the action that plays a card of rank r.
func PlayAction(r Rank) engine.Action { return engine.Action(r) }

// LeadAction is the action that chooses seat t to lead.
func LeadAction(t int) engine.Action { return FirstLead + engine.Action(t) }

// IsPlay reports whether a plays a card.
func IsPlay(a engine.Action) bool { return a >= 1 && a <= NumRanks }

// IsLead reports whether a chooses who leads.
func IsLead(a engine.Action) bool { return a >= FirstLead && a < FirstLead+MaxPlayers }

// leadSeat is the seat a lead action chooses.
func leadSeat(a engine.Action) int { return int(a) - int(FirstLead) }
