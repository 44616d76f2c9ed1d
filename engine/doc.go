// Package engine is the common model of Trick Party's card games.
//
// It follows the shape of OpenSpiel's game API: a game reports which seats are
// due to act (several during Trick of Trip's simultaneous draft), the legal
// actions of a seat, applies an action (or refuses it with a RuleError that
// names the rule in a player's words), and gives each seat an Observation
// holding only what that seat may see. All randomness comes from one seeded
// RNG owned by the game, so a game is a pure function of its Config (game,
// players, options, seed, fixed deals) and the actions applied to it.
//
// The rules of each game live in their own package (engine/gummi,
// engine/gudetama, engine/trip); engine/games builds any of them from a
// Config. Nothing here imports a user interface.
package engine
