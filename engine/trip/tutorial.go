package trip

import _ "embed"

// tutorialScript is Trick of Trip's guided first game (engine/tutorial's
// format): one drafted round at a table of three, the learner at seat 0.
// engine/tutorial/trip_test.go checks it and what it teaches.
//
//go:embed tutorial.json
var tutorialScript []byte
