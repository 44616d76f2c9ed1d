package ohhell

import "github.com/trickparty/trickparty/engine"

// Action ids of Oh Hell:
//
//	0..51          play that card (the id is the Card)
//	FirstBid+n     bid n tricks (n 0..MaxHand)
const FirstBid engine.Action = 64

// PlayAction is the action that plays c.
func PlayAction(c Card) engine.Action { return engine.Action(c) }

// BidAction is the action that bids n tricks.
func BidAction(n int) engine.Action { return FirstBid + engine.Action(n) }

// IsPlay reports whether a plays a card.
func IsPlay(a engine.Action) bool { return a < Cards }

// IsBid reports whether a is a bid.
func IsBid(a engine.Action) bool { return a >= FirstBid && a <= FirstBid+MaxHand }

// bidOf is the number of tricks a bid action bids.
func bidOf(a engine.Action) int { return int(a - FirstBid) }
