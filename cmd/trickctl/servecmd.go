package main

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/trickparty/trickparty/lan"
)

// parseTurnTimer reads --turn-timer: "off" (or 0) for none, else a Go
// duration of at least 5 seconds.
func parseTurnTimer(s string) (time.Duration, error) {
	if s == "off" || s == "0" {
		return 0, nil
	}
	d, err := time.ParseDuration(s)
	if err != nil || d < 5*time.Second {
		return 0, fmt.Errorf("--turn-timer %q: want off or a duration of 5s or more, such as 60s", s)
	}
	return d, nil
}

// readCommands hands serve's standard input over line by line; the
// channel closes when the input ends.
func readCommands(stdin io.Reader) <-chan string {
	out := make(chan string)
	go func() {
		defer close(out)
		sc := bufio.NewScanner(stdin)
		for sc.Scan() {
			out <- strings.TrimSpace(sc.Text())
		}
	}()
	return out
}

// serveCommand runs one line typed at a running serve.
func serveCommand(h *lan.Host, line string, stdout io.Writer) {
	f := strings.Fields(line)
	switch {
	case len(f) == 0:
	case f[0] == "seats" && len(f) == 1:
		for _, s := range h.Seats() {
			state := "free"
			switch {
			case s.Bot:
				state = "bot"
			case s.Awaited:
				state = "not back yet; the table waits for them"
			case s.BotHeld:
				state = "held by a bot"
			case s.Connected:
				state = "connected"
			case s.Taken:
				state = "disconnected"
			}
			fmt.Fprintf(stdout, "seat %d: %s (%s)\n", s.Seat+1, s.Name, state)
		}
	case (f[0] == "remove" || f[0] == "kick") && len(f) == 2:
		n, err := strconv.Atoi(f[1])
		if err == nil {
			err = h.Kick(n - 1)
		}
		if err != nil {
			fmt.Fprintf(stdout, "cannot remove %s: %v\n", f[1], err)
			return
		}
		fmt.Fprintf(stdout, "seat %d: removed; a bot plays it\n", n)
	case len(f) >= 3 && f[0] == "start" && f[1] == "without":
		spec := strings.Join(f[2:], " ")
		names, err := startWithout(h, spec)
		if err != nil {
			fmt.Fprintf(stdout, "cannot start without %s: %v\n", spec, err)
			return
		}
		if len(names) == 0 {
			fmt.Fprintln(stdout, "nobody to start without: they are all back")
		}
		// The serve loop says whom the table went on without.
	default:
		fmt.Fprintf(stdout, "unknown command %q: seats, remove N, start without N|NAME|all\n", line)
	}
}
