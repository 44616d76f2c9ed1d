// Package ohhell is Oh Hell, a traditional trick-taking game in the public
// domain, and the proof that a game with a decision of its own - a bid -
// is one package: 3 to 7 players, a standard deck of 52 cards. Each round
// deals one card fewer, from the option "cards" (7; at most what the deck
// gives every seat) down to one, then, with the option "updown", back up.
// The card after the hands is turned up for trump (none when the hands
// took the deck). From the dealer's left each seat bids the tricks it
// will take; with the option "hook" (on by default) the dealer may not
// bid what makes the bids add up to the round's tricks. Players follow
// suit when they can; the highest trump, else the highest card of the
// suit led, wins, and its winner leads. An exact bid scores 10 and a
// point a trick, any other nothing; the highest total wins.
//
// It has the shape of every game package (docs/ARCHITECTURE.md) less a
// guided game and a rollout of its own. Action ids: 0..51 play that card
// (PlayAction), FirstBid+n bids n tricks (BidAction). A fixed deal
// (engine.Deal) gives hands, all of one size (the round then lasts that
// many tricks), and, in "draw" as [[card]], the card turned up; without
// it the card is drawn from the rest with the seed. Its leader, the seat
// left of the dealer, is honoured in round 1 and must be the rules' later.
// A round's first trick carries the round's bids (TrickRecord.Before), so
// the breakdown can score them from the trick record alone.
package ohhell
