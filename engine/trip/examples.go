package trip

import "github.com/trickparty/trickparty/engine"

// trickExamples show each trick reason at work (Descriptor.TrickExamples):
// the 7 that beats a trump, the lowest trump, and the lowest card of the
// led suit, where a 7 without a trump and a lower card of another suit do
// not win.
var trickExamples = []engine.TrickExample{
	engine.OneWinnerExample(sevenBeatsTrumps.id(), 2, "blue5", "trump4", "yellow7", "blue3"),
	engine.OneWinnerExample(lowestTrump.id(), 2, "green4", "trump5", "trump3"),
	engine.OneWinnerExample(lowestOfLed.id(), 1, "red7", "red2", "blue1"),
}
