package ui

import "time"

// timeSeed seeds a new game from the clock: every game dealt differently.
func timeSeed() int64 { return time.Now().UnixNano() & 0x7fffffffffffffff }
