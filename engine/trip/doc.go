// Package trip implements the rules of Trick of Trip (rules.md section 3):
// a four-round trick-taking game for 3 to 5 players where every round opens
// with a simultaneous draft (split six cards into two sets, pass the stand,
// pick a set) and lower cards win tricks while higher ones score.
package trip
