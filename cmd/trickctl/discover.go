package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"sort"
	"time"

	"github.com/trickparty/trickparty/lan"
)

func runDiscover(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlags("discover", stderr)
	timeout := fs.Duration("timeout", 2*time.Second, "how long to listen for tables")
	asJSON := fs.Bool("json", false, "print a JSON array once the search ends")
	stopAfter := fs.Int("stop-after", 0, "end the search once this many tables are found (0: search the whole timeout)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	// Each table is printed the moment it answers; --json gathers them
	// (last advert of each) into one array at the end.
	seen := map[string]lan.Found{}
	var order []string
	err := lan.DiscoverEach(ctx, *timeout, func(f lan.Found) {
		if _, again := seen[f.Instance]; !again {
			order = append(order, f.Instance)
			if !*asJSON {
				fmt.Fprintln(stdout, foundLine(f))
			}
		}
		seen[f.Instance] = f
		if *stopAfter > 0 && len(seen) >= *stopAfter {
			cancel()
		}
	})
	if err != nil {
		fmt.Fprintln(stderr, "trickctl discover:", err)
		return 1
	}
	if *asJSON {
		found := []lan.Found{}
		for _, inst := range order {
			found = append(found, seen[inst])
		}
		sort.SliceStable(found, func(i, j int) bool {
			if found[i].Name != found[j].Name {
				return found[i].Name < found[j].Name
			}
			return found[i].Addr < found[j].Addr
		})
		b, _ := json.Marshal(found)
		fmt.Fprintln(stdout, string(b))
		return 0
	}
	if len(seen) == 0 {
		fmt.Fprintln(stdout, "no tables found")
	}
	return 0
}

// foundLine is one found table as discover prints it.
func foundLine(f lan.Found) string {
	game := f.Game
	if f.UnknownGame {
		game = "?"
	}
	return fmt.Sprintf("%-24q %-9s %-22s %s", f.Name, game, f.Addr, foundState(f))
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
