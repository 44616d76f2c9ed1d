// Package review looks back at a finished (or unfinished) game: it replays
// the record step by step with every hand shown, and judges each decision
// of one seat with the Hard bot's search from that seat's observation at
// that moment - never from the hands the replay reveals.
package review
