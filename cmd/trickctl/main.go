// Command trickctl is Trick Party's headless tool: it plays scenarios (the
// JSON contract in shared/spec/scenario.md), runs bot arenas, hosts and joins
// LAN tables without a window, and runs benchmarks.
//
// Each subcommand lives in its own file and registers itself in init, so the
// commands stay independent of each other.
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
	run     func(args []string, stdin io.Reader, stdout, stderr io.Writer) int
}

var commands = map[string]command{}

// register adds a subcommand; called from init in each command's file.
func register(name, summary string, run func(args []string, stdin io.Reader, stdout, stderr io.Writer) int) {
	if _, dup := commands[name]; dup {
		panic("trickctl: command registered twice: " + name)
	}
	commands[name] = command{summary: summary, run: run}
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
