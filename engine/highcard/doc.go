// Package highcard is High Card, the smallest game Trick Party plays and
// the proof that a game is one package: two players, cards 1..10, four each
// (the "cards" option: 1 to 5), the rest unseen; the higher card wins the
// trick and its winner leads the next; each trick won is a point. Its
// package brings all of it - rules, art, words, rules pages - in its
// Descriptor, and a program plays it once it registers that descriptor
// (cmd/trickparty/highcard.go and cmd/trickctl/highcard.go, built with
// -tags highcard).
//
// It has the shape of every game package (docs/ARCHITECTURE.md) less what
// it does not need: one round, so no fixed deals kept after New; no guided
// game (tutorial.go) and no rollout of its own (rollout.go: the Hard
// search plays out at random). Its only action is a card played, whose id
// is the card's number (PlayAction).
package highcard
