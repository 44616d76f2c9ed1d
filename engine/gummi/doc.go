// Package gummi implements the rules of Gummi Trick (shared/spec/rules.md,
// section 1) on the common engine API.
//
// Action ids: 0..59 play that card (see Card) from the hand; 60, 61, 62 play
// the face-down card at position 0, 1, 2 of the row as dealt.
//
// A Game is a plain struct of bitsets and fixed arrays, so ToMove, Legal,
// Apply and CopyFrom do not allocate; only games made by New keep the trick
// log that Report lists.
package gummi
