package gummi

import _ "embed"

// tutorialScript is Gummi Trick's guided first game (Descriptor.Tutorial):
// a short fixed round in engine/tutorial's format, the coach's steps along
// it. engine/tutorial checks it against the engine.
//
//go:embed tutorial.json
var tutorialScript []byte
