package main

import (
	"flag"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/games"
)

// optionFlags are a command's game options, read from the registry: every
// option of every registered game is a flag --NAME, so a game that joins
// the registry brings its options to trickctl without a change here.
// --option NAME=VALUE sets any option too, also one whose name another flag
// of the command already has.
type optionFlags struct {
	fs *flag.FlagSet
	// values holds each option flag's value by option name.
	values map[string]*int
	// named holds the --option NAME=VALUE settings, in command-line order.
	named []namedOption
}

// namedOption is one --option NAME=VALUE.
type namedOption struct {
	name  string
	value int
}

// addOptionFlags defines the option flags on fs. Call it after the
// command's own flags: an option named like one of them keeps only
// --option NAME=VALUE, so the command's flag keeps its meaning.
func addOptionFlags(fs *flag.FlagSet) *optionFlags {
	of := &optionFlags{fs: fs, values: map[string]*int{}}
	for _, name := range optionNames() {
		if fs.Lookup(name) != nil {
			continue
		}
		of.values[name] = fs.Int(name, 0, optionHelp(name))
	}
	fs.Func("option", "a game option as NAME=VALUE, repeatable (the same as --NAME VALUE); "+games.OptionsHelp(), func(s string) error {
		name, value, ok := strings.Cut(s, "=")
		v, err := strconv.Atoi(value)
		if !ok || name == "" || err != nil {
			return fmt.Errorf("want NAME=VALUE with a number, such as rounds=3, not %q", s)
		}
		of.named = append(of.named, namedOption{name, v})
		return nil
	})
	return of
}

// options are the options given for the game id: an option the game does
// not declare, or a value outside the game's range, is an error naming the
// flag, so a typo never plays a different game than the one asked for.
// Flags left out, or 0, keep the game's default.
func (of *optionFlags) options(id string) (engine.Options, error) {
	d, ok := games.Lookup(id)
	if !ok {
		return engine.Options{}, fmt.Errorf("unknown game %q (want %s)", id, games.IDs())
	}
	var opts engine.Options
	var given []string
	of.fs.Visit(func(f *flag.Flag) {
		if p, ok := of.values[f.Name]; ok {
			given = append(given, f.Name)
			opts.Set(f.Name, *p)
		}
	})
	for _, n := range of.named {
		given = append(given, n.name)
		opts.Set(n.name, n.value)
	}
	for _, name := range given {
		if _, ok := d.Option(name); !ok {
			return engine.Options{}, fmt.Errorf("%s has no option --%s (%s)", id, name, declared(d))
		}
	}
	if err := d.CheckOptions(opts); err != nil {
		return engine.Options{}, err
	}
	return opts, nil
}

// declared says which options d takes, for an error about one it does not.
func declared(d *engine.Descriptor) string {
	if len(d.Options) == 0 {
		return "it takes no options"
	}
	var names []string
	for _, o := range d.Options {
		names = append(names, "--"+o.Name)
	}
	return "its options: " + strings.Join(names, ", ")
}

// optionNames are the names of every registered game's options, sorted
// and each once.
func optionNames() []string {
	seen := map[string]bool{}
	var names []string
	for _, d := range games.All() {
		for _, o := range d.Options {
			if !seen[o.Name] {
				seen[o.Name] = true
				names = append(names, o.Name)
			}
		}
	}
	sort.Strings(names)
	return names
}

// optionHelp is the help of the flag --name: each game's label, range and
// default for it, games that share a label together:
// "Rounds: gummi 1..3 (default 1), trip 1..4 (default 4); 0: the game's default".
func optionHelp(name string) string {
	var parts []string
	label := ""
	for _, d := range games.All() {
		o, ok := d.Option(name)
		if !ok {
			continue
		}
		one := fmt.Sprintf("%s %d..%d (default %d)", d.ID, o.Min, o.Max, o.Default)
		if o.Label != label {
			label = o.Label
			one = label + ": " + one
			if len(parts) > 0 {
				parts[len(parts)-1] += ";"
			}
		}
		parts = append(parts, one)
	}
	return strings.Join(parts, ", ") + "; 0: the game's default"
}
