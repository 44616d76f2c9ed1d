package main

import (
	"flag"
	"fmt"
	"io"
	"net"
	"os"
	"os/signal"
	"strconv"
	"time"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
	"github.com/trickparty/trickparty/lan"
)

// parseInterleaved parses flags that may come before or after positional
// arguments ("join ADDR --code X"), returning the positionals.
func parseInterleaved(fs *flag.FlagSet, args []string) ([]string, error) {
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		if fs.NArg() == 0 {
			return pos, nil
		}
		pos = append(pos, fs.Arg(0))
		args = fs.Args()[1:]
	}
}

func runServe(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlags("serve", stderr)
	game := gameFlag(fs)
	players := fs.Int("players", 4, "number of seats")
	bots := fs.Int("bots", 0, "seats played by bots on this host (the last ones)")
	level := fs.String("level", "normal", "bots' level: random, easy, normal, hard or expert")
	name := fs.String("name", "Trick Party", "table name shown to players")
	listen := fs.String("listen", "", "address to listen on (default all interfaces)")
	port := fs.Int("port", 0, "TCP port (0: any free port)")
	code := fs.String("code", "", "join code (default: random)")
	seed := fs.Uint64("seed", 0, "game seed (0: random)")
	save := fs.String("save", "", "autosave the table to this file after every move")
	resume := fs.String("resume", "", "resume the table saved in this file")
	grace := fs.Duration("grace", 10*time.Second, "how long a dropped player's seat waits before a bot holds it (a resumed table waits for its players without one)")
	advertise := fs.Bool("advertise", true, "announce the table with mDNS")
	botDelay := fs.Duration("bot-delay", 0, "pause before each bot move")
	turnTimer := fs.String("turn-timer", "60s", "time a player has for one turn before a bot plays it (off, 30s, 60s, 120s...)")
	without := fs.String("start-without", "", "with --resume: go on at once without these players if they are not back (all, or names or seat numbers separated by commas); a bot holds their seats until they rejoin")
	optFlags := addOptionFlags(fs)
	fs.Usage = func() { serveUsage(fs) }
	if _, err := parseInterleaved(fs, args); err != nil {
		return 2
	}
	if *without != "" && *resume == "" {
		fmt.Fprintln(stderr, "trickctl serve: --start-without goes with --resume: a new table waits for nobody")
		return 2
	}
	lvl, err := bot.ParseLevel(*level)
	if err != nil {
		fmt.Fprintln(stderr, "trickctl serve:", err)
		return 2
	}
	timer, err := parseTurnTimer(*turnTimer)
	if err != nil {
		fmt.Fprintln(stderr, "trickctl serve:", err)
		return 2
	}
	// A resumed table keeps the options it was saved with.
	var opts engine.Options
	if *resume == "" {
		if opts, err = optFlags.options(*game); err != nil {
			fmt.Fprintln(stderr, "trickctl serve:", err)
			return 2
		}
	}
	if *seed == 0 {
		*seed = engine.RandomSeed()
	}
	cfg := lan.HostConfig{
		Game:      engine.Config{Game: *game, Players: *players, Seed: *seed, Options: opts},
		Name:      *name,
		Code:      *code,
		Bots:      *bots,
		BotLevel:  lvl,
		Listen:    net.JoinHostPort(*listen, strconv.Itoa(*port)),
		Grace:     *grace,
		SavePath:  *save,
		BotDelay:  *botDelay,
		TurnTimer: timer,
	}
	// Reported once per run of failed saves, not for every move.
	cfg.OnSaveError = func(err error) {
		fmt.Fprintf(stderr, "trickctl serve: %v (the table is not being saved)\n", err)
	}
	h, err := openServeTable(cfg, *resume, flagGiven(fs, "turn-timer"))
	if err != nil {
		fmt.Fprintln(stderr, "trickctl serve:", err)
		return 1
	}
	defer h.Close()
	if *without != "" {
		if _, err := startWithout(h, *without); err != nil {
			fmt.Fprintln(stderr, "trickctl serve: --start-without:", err)
			return 2
		}
	}
	info := h.Info()
	fmt.Fprintf(stdout, "table %q: %s, %d seats (%d bots), listening on %s\n", info.Name, info.Game, info.Players, info.Bots, h.Addr())
	fmt.Fprintf(stdout, "join code: %s\n", h.Code())
	fmt.Fprintln(stdout, `type "seats" to list the seats, "remove N" to give seat N's player's seat to a bot`)
	awaited := awaitedSeats(h)
	tellAwaited(stdout, awaited)
	commands := readCommands(stdin)
	var adv *lan.Advertiser
	if *advertise {
		adv, err = lan.Advertise(info, h.Addr().(*net.TCPAddr).Port, h.Free(), nil)
		if err != nil {
			fmt.Fprintln(stderr, "trickctl serve:", err, "(players can still join by address)")
		} else {
			defer adv.Shutdown()
		}
	}
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, os.Interrupt, sigTerm)
	defer signal.Stop(sig)
	tick := time.NewTicker(500 * time.Millisecond)
	defer tick.Stop()
	for {
		select {
		case <-h.Done():
			scores, winners, _ := h.Result()
			fmt.Fprintf(stdout, "game over: scores %v, winners %v\n", scores, winners)
			time.Sleep(time.Second) // let the last views reach the players
			return 0
		case <-sig:
			fmt.Fprintln(stdout, "closing the table")
			return 0
		case line, ok := <-commands:
			if !ok {
				commands = nil // standard input ended: no more commands
				continue
			}
			serveCommand(h, line, stdout)
		case <-tick.C:
			if adv != nil {
				adv.Update(h.Free())
			}
			if len(awaited) > 0 {
				awaited = tellReturns(stdout, h, awaited)
			}
		}
	}
}

// serveUsage is serve's -h: what it does, how a resumed table waits, the
// commands typed while it runs, then the flags.
func serveUsage(fs *flag.FlagSet) {
	w := fs.Output()
	fmt.Fprint(w, `usage: trickctl serve [flags]

Hosts a LAN table without a window until its game is over. Typed while it
runs:
  seats                      list the seats and who is at them
  remove N                   give seat N's player's seat to a bot for good
  start without N|NAME|all   go on without players a resumed table waits for

A table resumed from a save (--resume) waits for its people: until each is
back in their seat (their app rejoins with its kept seat), no bot plays it
and no turn timer runs; the table's bots play meanwhile, and the game stops
at an absent player's turn. "start without", or --start-without at once,
lets it go on without those not back: a bot holds their seats until they
rejoin. A table with --save (or --resume) is saved after every move, and
every 2 seconds while a turn timer runs.

flags:
`)
	fs.PrintDefaults()
}
