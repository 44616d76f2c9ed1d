// Command trickctl is Trick Party's headless tool: it plays scenarios (the
// JSON contract in shared/spec/scenario.md), runs bot arenas, hosts and joins
// LAN tables without a window, and runs benchmarks.
//
// Each subcommand lives in its own file; the table of commands below is the
// one place that lists them.
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"

	"github.com/trickparty/trickparty/engine/games"
)

// command is one trickctl subcommand. run receives the arguments after the
// subcommand's name and returns the process exit status.
type command struct {
	summary string
	run     runFunc
}

// runFunc is a subcommand's body.
type runFunc = func(args []string, stdin io.Reader, stdout, stderr io.Writer) int

var commands = map[string]command{
	"arena":    {"play bots against each other over duplicate deals", runArena},
	"cards":    {"write every registered game's cards and back as SVG files, drawn by its own art", runCards},
	"bench":    {"measure random-play speed of the engines (games, rounds and actions per second)", runBench},
	"discover": {"list Trick Party tables on the local network (mDNS)", runDiscover},
	"join":     {"join a LAN table as a bot and play it to the end", runJoin},
	"review":   {"judge one seat's decisions in a saved game or scenario with the Hard bot", runReview},
	"scenario": {"play a scenario file (or - for stdin) and print the game as JSON", runScenario},
	"serve":    {"host a LAN table without a window and advertise it", runServe},
}

// newFlags is a subcommand's flag set: errors are returned, not fatal, and
// usage goes to the command's stderr.
func newFlags(name string, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	return fs
}

func main() {
	os.Exit(dispatch(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

func dispatch(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] == "help" || args[0] == "-h" || args[0] == "--help" {
		usage(stderr)
		if len(args) == 0 {
			return 2
		}
		return 0
	}
	cmd, ok := commands[args[0]]
	if !ok {
		fmt.Fprintf(stderr, "trickctl: unknown command %q\n\n", args[0])
		usage(stderr)
		return 2
	}
	return cmd.run(args[1:], stdin, stdout, stderr)
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "usage: trickctl COMMAND [arguments]\n\ncommands:")
	names := make([]string, 0, len(commands))
	for name := range commands {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		fmt.Fprintf(w, "  %-10s %s\n", name, commands[name].summary)
	}
	fmt.Fprintln(w, "\nRun 'trickctl COMMAND -h' for a command's flags.")
}

// gameFlag defines the --game flag of a command: any game in the registry,
// the first one by default.
func gameFlag(fs *flag.FlagSet) *string {
	var ids []string
	for _, d := range games.All() {
		ids = append(ids, d.ID)
	}
	return fs.String("game", ids[0], "game: "+strings.Join(ids, ", "))
}
