// Package gudetama implements Gudetama: The Tricky Egg Card Game for 2 to 7
// players, as rules.md section 2 describes it.
//
// Action ids: 1..14 play a card of that rank; FirstLead+t (16+t) chooses seat
// t to lead after winning a trick with a 14. All state lives in fixed-size
// arrays (hands are packed per-rank counts), so ToMove, Legal, Apply and
// CopyFrom never allocate.
//
// Decisions taken beyond rules.md:
//   - If the winner of a round's final trick won it with a 14 and is
//     eliminated by that round's result, they still choose the next
//     round's leader among the players still in (rules.md "Leads"): the
//     only time a seat out of the game acts. Without a 14, an eliminated
//     winner's lead passes to the next remaining player to their left.
//   - If the deck left in the game cannot give at least one card to every
//     active player (or the game has lasted one round per card), the game
//     ends at once: the lowest total among the active players wins, ties
//     share the win. This only happens with a target far above 21 or after a
//     long playoff.
//   - A random deal shuffles the cards left in the game and deals each active
//     seat, in seat order, a block of the shuffled cards; a random first
//     leader is drawn from the game RNG after the deal.
//   - A fixed deal may hold more than the rules' number of cards only up to
//     HandSize per seat; a fixed deal without hands deals from the seed (and
//     only fixes or checks the leader).
package gudetama
