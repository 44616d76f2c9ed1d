package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"time"

	"github.com/trickparty/trickparty/lan"
)

func runDiscover(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlags("discover", stderr)
	timeout := fs.Duration("timeout", 2*time.Second, "how long to listen for tables")
	asJSON := fs.Bool("json", false, "print a JSON array")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	found, err := lan.Discover(context.Background(), *timeout)
	if err != nil {
		fmt.Fprintln(stderr, "trickctl discover:", err)
		return 1
	}
	if *asJSON {
		if found == nil {
			found = []lan.Found{}
		}
		b, _ := json.Marshal(found)
		fmt.Fprintln(stdout, string(b))
		return 0
	}
	if len(found) == 0 {
		fmt.Fprintln(stdout, "no tables found")
		return 0
	}
	for _, f := range found {
		game := f.Game
		if f.UnknownGame {
			game = "?"
		}
		fmt.Fprintf(stdout, "%-24q %-9s %-22s %s\n", f.Name, game, f.Addr, foundState(f))
	}
	return 0
}

// foundState says what a found table offers: its free seats, or why this
// version cannot join it. Every value in it was cleaned by lan, so it
// prints as one line.
func foundState(f lan.Found) string {
	state := fmt.Sprintf("%d of %d seats free", f.Free, f.Players)
	if f.UnknownGame {
		state = fmt.Sprintf("unknown game %q: cannot be joined", f.Game)
	}
	if !f.Compatible {
		state += fmt.Sprintf(" (protocol %d: needs another Trick Party version)", f.Proto)
	}
	return state
}
