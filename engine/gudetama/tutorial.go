package gudetama

import _ "embed"

// tutorialScript is Gudetama's guided first game (Descriptor.Tutorial): a
// fixed three-player game of two short rounds and the coach's steps along
// it, in engine/tutorial's format.
//
//go:embed tutorial.json
var tutorialScript []byte
