package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"maps"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/trickparty/trickparty/lan"
)

// openServeTable hosts serve's table: a new one, or the one saved at
// resume (saved to cfg.SavePath, or back to resume). A resumed table keeps
// its saved turn timer unless --turn-timer was given (timerGiven).
func openServeTable(cfg lan.HostConfig, resume string, timerGiven bool) (*lan.Host, error) {
	if resume == "" {
		return lan.NewHost(cfg)
	}
	s, err := lan.LoadSave(resume)
	if err == nil {
		if cfg.SavePath == "" {
			cfg.SavePath = resume
		}
		if timerGiven {
			s.TurnTimerMs = cfg.TurnTimer.Milliseconds()
		}
		var h *lan.Host
		if h, err = lan.Resume(s, cfg); err == nil {
			return h, nil
		}
	}
	if errors.Is(err, lan.ErrDamagedSave) {
		return nil, keepDamagedSave(resume, err)
	}
	return nil, err
}

// keepDamagedSave moves the damaged save at path aside, so no later
// --save to the same path overwrites it, and says where it went. A save a
// running table holds is left where it is.
func keepDamagedSave(path string, damage error) error {
	lock, err := lan.LockSave(path)
	if err != nil {
		return fmt.Errorf("%w (the save stays where it is: %v)", damage, err)
	}
	defer lock.Unlock()
	aside, err := lan.MoveAside(path, time.Now())
	if err != nil {
		return fmt.Errorf("%w (the save stays where it is: %v)", damage, err)
	}
	return fmt.Errorf("%w\nthe damaged save was kept as %s", damage, aside)
}

// flagGiven reports whether name was set on the command line, as opposed
// to left at its default.
func flagGiven(fs *flag.FlagSet, name string) bool {
	given := false
	fs.Visit(func(f *flag.Flag) { given = given || f.Name == name })
	return given
}

// startWithout lets a resumed table go on without the players of spec
// ("all", or seat numbers and names separated by commas) who are not back
// yet; a bot holds their seats until they rejoin. It returns the names of
// the seats it went on without.
func startWithout(h *lan.Host, spec string) ([]string, error) {
	seats := h.Seats()
	var awaited []string
	for _, s := range seats {
		if s.Awaited {
			awaited = append(awaited, s.Name)
		}
	}
	var chosen []int
	for _, want := range strings.Split(spec, ",") {
		want = strings.TrimSpace(want)
		found := false
		for _, s := range seats {
			if s.Awaited && (want == "all" || want == strconv.Itoa(s.Seat+1) || strings.EqualFold(want, s.Name)) {
				chosen = append(chosen, s.Seat)
				found = true
			}
		}
		switch {
		case found || want == "all":
		case len(awaited) == 0:
			return nil, errors.New("the table waits for nobody")
		default:
			return nil, fmt.Errorf("the table does not wait for %q: it waits for %s", want, strings.Join(awaited, ", "))
		}
	}
	if err := h.StartWithout(chosen...); err != nil {
		return nil, err
	}
	var names []string
	for _, seat := range chosen {
		names = append(names, seats[seat].Name)
	}
	return names, nil
}

// awaitedSeats are the seats a resumed table waits for, by number.
func awaitedSeats(h *lan.Host) map[int]string {
	out := map[int]string{}
	for _, s := range h.Seats() {
		if s.Awaited {
			out[s.Seat] = s.Name
		}
	}
	return out
}

// tellAwaited says whom a resumed table waits for, and how to go on
// without them.
func tellAwaited(w io.Writer, awaited map[int]string) {
	if len(awaited) == 0 {
		return
	}
	var who []string
	for _, seat := range slices.Sorted(maps.Keys(awaited)) {
		who = append(who, fmt.Sprintf("%s (seat %d)", awaited[seat], seat+1))
	}
	fmt.Fprintf(w, "waiting for %s to come back: no bot plays their seats and no turn timer runs until then;\n", strings.Join(who, ", "))
	fmt.Fprintln(w, `type "start without N" (a seat or a name) or "start without all" to go on without them`)
}

// tellReturns says which players a resumed table waited for are back or
// were gone on without, and who left again during the wait, since before
// (the seats awaited then); it returns the seats awaited now.
func tellReturns(w io.Writer, h *lan.Host, before map[int]string) map[int]string {
	now := awaitedSeats(h)
	if maps.Equal(now, before) {
		return now
	}
	seats := h.Seats()
	for _, seat := range slices.Sorted(maps.Keys(before)) {
		if _, still := now[seat]; still {
			continue
		}
		switch s := seats[seat]; {
		case s.Bot: // removed: "remove N" said so
		case s.Connected:
			fmt.Fprintf(w, "seat %d: %s is back\n", seat+1, s.Name)
		default:
			fmt.Fprintf(w, "seat %d: the table goes on without %s; a bot holds the seat until they rejoin\n", seat+1, s.Name)
		}
	}
	for _, seat := range slices.Sorted(maps.Keys(now)) {
		if _, was := before[seat]; !was {
			fmt.Fprintf(w, "seat %d: %s left; the table waits for them too\n", seat+1, now[seat])
		}
	}
	if len(now) == 0 {
		fmt.Fprintln(w, "the table waits for nobody: the game goes on")
	}
	return now
}
