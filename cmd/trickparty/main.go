// Command trickparty is Trick Party's desktop app: trick-taking card games
// against computer players and friends on the LAN, every game the registry
// (engine/games) holds.
//
//	trickparty                                   home screen
//	trickparty --game gummi --players 4 --seed 7 straight into a game
//	    [--levels hard,normal,easy] [--rounds 3] [--option NAME=VALUE]
//	    [--trace FILE] [--name NAME]
//	trickparty --join HOST:PORT --code CODE [--name NAME]
//	                                             straight into a LAN table
//	trickparty --tutorial gummi                  the game's guided first game
//	trickparty --version
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"os"
	"runtime/pprof"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	fyneapp "fyne.io/fyne/v2/app"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/app/sound"
	"github.com/trickparty/trickparty/assets"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
	"github.com/trickparty/trickparty/ui"
)

// appID identifies the app to Fyne (storage and preferences location).
const appID = "io.github.trickparty.trickparty"

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// options are the command line.
type options struct {
	version bool
	game    string
	players int
	seed    uint64
	rounds  int
	// opts are the --option NAME=VALUE flags, checked by the game.
	opts   engine.Options
	levels []bot.Level
	trace  string
	name   string
	lang   string
	// join and code: a LAN table to sit at straight away.
	join, code string
	// tutorial is a game whose guided first game opens straight away.
	tutorial string
}

func parse(args []string, stderr io.Writer) (options, error) {
	var o options
	var levels string
	fs := flag.NewFlagSet("trickparty", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.BoolVar(&o.version, "version", false, "print the version and exit")
	fs.StringVar(&o.game, "game", "", "open straight into a game: "+app.GameIDs())
	fs.IntVar(&o.players, "players", 0, "number of players (with --game; default 4, or the game's maximum)")
	fs.Uint64Var(&o.seed, "seed", 0, "seed of the deal (with --game; default from the clock)")
	fs.IntVar(&o.rounds, "rounds", 0, "rounds, for a game with a rounds option (as --option rounds=N)")
	fs.Func("option", "a game option as NAME=VALUE, repeatable; "+app.GameOptionsHelp(), func(s string) error {
		name, value, ok := strings.Cut(s, "=")
		v, err := strconv.Atoi(value)
		if !ok || name == "" || err != nil {
			return fmt.Errorf("want NAME=VALUE with a number, such as rounds=3, not %q", s)
		}
		o.opts.Set(name, v)
		return nil
	})
	fs.StringVar(&levels, "levels", "", "bot levels for seats 2.. as a comma list (random, easy, normal, hard)")
	fs.StringVar(&o.trace, "trace", "", "write one JSON line per applied action to FILE")
	fs.StringVar(&o.name, "name", "", "your name at the table")
	fs.StringVar(&o.join, "join", "", "join the LAN table at HOST:PORT straight away (with --code)")
	fs.StringVar(&o.code, "code", "", "the join code of the --join table")
	fs.StringVar(&o.tutorial, "tutorial", "", "open a game's guided first game: "+guidedGames())
	fs.StringVar(&o.lang, "lang", "", "interface language, en or ja (saved in the settings)")
	if err := fs.Parse(args); err != nil {
		return o, err
	}
	if fs.NArg() > 0 {
		return o, fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	if o.lang != "" && o.lang != "en" && o.lang != "ja" {
		return o, fmt.Errorf("unknown language %q (want en or ja)", o.lang)
	}
	if levels != "" {
		for _, s := range strings.Split(levels, ",") {
			l, err := bot.ParseLevel(strings.TrimSpace(s))
			if err != nil {
				return o, err
			}
			o.levels = append(o.levels, l)
		}
	}
	switch {
	case o.tutorial != "" && (o.game != "" || o.join != ""):
		return o, errors.New("--tutorial opens its own table: leave out --game and --join")
	case o.tutorial != "":
		if g, ok := app.LookupGame(o.tutorial); !ok || g.Tutorial == nil {
			return o, fmt.Errorf("no guided game of %q for --tutorial (want %s)", o.tutorial, guidedGames())
		}
	}
	switch {
	case o.join != "" && o.game != "":
		return o, errors.New("--join and --game open different tables: choose one")
	case o.join != "" && o.code == "":
		return o, errors.New("--join needs --code, the code the host's screen shows")
	case o.code != "" && o.join == "":
		return o, errors.New("--code goes with --join HOST:PORT")
	case o.join != "":
		if _, _, err := net.SplitHostPort(o.join); err != nil {
			return o, fmt.Errorf("--join %q: want HOST:PORT, such as 192.168.1.20:41234", o.join)
		}
	}
	if o.game == "" && (o.players != 0 || o.seed != 0 || len(o.levels) > 0 || o.rounds != 0 || len(o.opts.Names()) > 0) {
		return o, errors.New("--players, --seed, --rounds, --option and --levels need --game")
	}
	return o, nil
}

// guidedGames lists the games with a guided first game, for --tutorial.
func guidedGames() string {
	var ids []string
	for _, g := range app.Games() {
		if g.Tutorial != nil {
			ids = append(ids, g.ID)
		}
	}
	return strings.Join(ids, ", ")
}

// tableSetup turns the options into a game and its seats.
func tableSetup(o options, name string) (engine.Config, []app.SeatSetup, error) {
	info, ok := app.LookupGame(o.game)
	if !ok {
		return engine.Config{}, nil, fmt.Errorf("unknown game %q (want %s)", o.game, app.GameIDs())
	}
	n := o.players
	if n == 0 {
		n = min(4, info.MaxPlayers)
	}
	if n < info.MinPlayers || n > info.MaxPlayers {
		return engine.Config{}, nil, fmt.Errorf("%s is played by %d to %d players, not %d", info.Title, info.MinPlayers, info.MaxPlayers, n)
	}
	if len(o.levels) > n-1 {
		return engine.Config{}, nil, fmt.Errorf("%d bot levels given for %d computer players", len(o.levels), n-1)
	}
	seed := o.seed
	if seed == 0 {
		seed = engine.RandomSeed()
	}
	cfg := engine.Config{Game: o.game, Players: n, Seed: seed, Options: o.opts}
	if o.rounds != 0 {
		cfg.Options.Set("rounds", o.rounds)
	}
	if err := info.CheckOptions(cfg.Options); err != nil {
		return engine.Config{}, nil, err
	}
	seats := []app.SeatSetup{{Kind: app.Human, Name: name}}
	for i := 1; i < n; i++ {
		l := bot.Normal
		if i-1 < len(o.levels) {
			l = o.levels[i-1]
		}
		seats = append(seats, app.SeatSetup{Kind: app.Bot, Name: bot.Name(i), Level: l})
	}
	return cfg, seats, nil
}

func run(args []string, stdout, stderr io.Writer) int {
	o, err := parse(args, stderr)
	if err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		fmt.Fprintln(stderr, "trickparty:", err)
		return 2
	}
	if o.version {
		fmt.Fprintln(stdout, "trickparty", app.Version)
		return 0
	}
	var trace io.Writer
	if o.trace != "" {
		f, err := os.Create(o.trace)
		if err != nil {
			fmt.Fprintln(stderr, "trickparty:", err)
			return 1
		}
		defer f.Close()
		trace = f
	}
	if path := os.Getenv("TRICKPARTY_CPUPROFILE"); path != "" {
		// A developer aid for start-up and idle measurements.
		if f, err := os.Create(path); err == nil {
			pprof.StartCPUProfile(f)
			defer func() { pprof.StopCPUProfile(); f.Close() }()
		}
	}
	setGCPercent(os.Getenv)
	watchMemProfile(stderr)
	stopTrim := make(chan struct{})
	defer close(stopTrim)
	go trimFreedMemory(trimFirst, trimEvery, stopTrim)
	// The audio device opens while Fyne starts; without one the game is
	// silent (sound.Open logs why).
	player := make(chan sound.Player, 1)
	go func() { player <- sound.Open(assets.Sounds) }()
	quit := newQuitRequests()
	go watchQuit(quit.ch, quitGrace, stderr, os.Exit)
	a := fyneapp.NewWithID(appID)
	store := app.DirStorage{Dir: a.Storage().RootURI().Path()}
	u := ui.New(a, ui.Options{Storage: store, Prefs: a.Preferences(), Trace: trace, Sound: <-player, Closed: quit.request,
		WorkArea: func() (fyne.Size, bool) { return workArea(a) }})
	if o.name != "" || o.lang != "" {
		s := u.Settings
		if o.name != "" {
			s.Name = o.name
		}
		if o.lang != "" {
			s.Language = o.lang
		}
		u.ApplySettings(s)
	}
	if o.game != "" {
		cfg, seats, err := tableSetup(o, u.Settings.Name)
		if err == nil {
			err = u.StartGame(cfg, seats)
		}
		if err != nil {
			fmt.Fprintln(stderr, "trickparty:", err)
			return 2
		}
	} else if o.tutorial != "" {
		if err := u.StartTutorial(o.tutorial); err != nil {
			fmt.Fprintln(stderr, "trickparty:", err)
			return 2
		}
	} else if o.join != "" {
		u.JoinAt(o.join, o.code)
	} else {
		u.ShowHome()
	}
	u.Win.SetMaster()
	u.Win.ShowAndRun()
	return 0
}
