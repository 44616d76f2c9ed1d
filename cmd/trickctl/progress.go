package main

import (
	"fmt"
	"io"
	"strings"
	"time"
)

// progressBar draws "[####....] done/total unit elapsed" on w, a terminal,
// rewriting one line; it is called with the count done and the total.
func progressBar(w io.Writer, unit string) func(done, total int) {
	start := time.Now()
	return func(done, total int) {
		const width = 40
		filled := done * width / max(total, 1)
		fmt.Fprintf(w, "\r[%s%s] %d/%d %s %s", strings.Repeat("#", filled), strings.Repeat(".", width-filled), done, total, unit, time.Since(start).Round(time.Second))
		if done == total {
			fmt.Fprintln(w)
		}
	}
}
