package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
	"github.com/trickparty/trickparty/engine/review"
	"github.com/trickparty/trickparty/engine/scenario"
)

func runReview(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlags("review", stderr)
	seat := fs.Int("seat", -1, "the seat whose decisions are judged (0 is the first)")
	iterations := fs.Int("iterations", 0, "search iterations per decision, making the review reproducible (0: the hard bot's time budget)")
	seed := fs.Uint64("seed", 1, "seed of the searches")
	asJSON := fs.Bool("json", false, "print one JSON object instead of a table")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: trickctl review FILE --seat N [--iterations K] [--json]\n\n"+
			"Judges every decision of one seat in a saved game or a scenario file (- for stdin) with the\n"+
			"Hard bot's search from that seat's observation at the time, and marks the three costliest.\n\nflags:")
		fs.PrintDefaults()
	}
	// The file may come before the flags, as the usage line shows it.
	var file string
	if len(args) > 0 && (args[0] == "-" || !strings.HasPrefix(args[0], "-")) {
		file, args = args[0], args[1:]
	}
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			return 0
		}
		return 2
	}
	if file == "" && fs.NArg() > 0 {
		file = fs.Arg(0)
	} else if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "review: unexpected argument %q\n", fs.Arg(0))
		return 2
	}
	if file == "" {
		fs.Usage()
		return 2
	}
	if *iterations < 0 {
		fmt.Fprintln(stderr, "review: --iterations must not be negative")
		return 2
	}
	rec, err := readRecord(file, stdin)
	if err != nil {
		fmt.Fprintf(stderr, "review: %v\n", err)
		return 1
	}
	if *seat < 0 || *seat >= rec.Config.Players {
		fmt.Fprintf(stderr, "review: --seat %d: the game has seats 0 to %d\n", *seat, rec.Config.Players-1)
		return 1
	}
	opts := review.Options{Budget: bot.DefaultBudget, Seed: *seed}
	if *iterations > 0 {
		opts.Budget = bot.Budget{Iterations: *iterations}
	}
	if isTerminal(stderr) {
		opts.Progress = progressBar(stderr, "decisions")
	}
	r, err := review.Run(context.Background(), rec, *seat, opts)
	if err != nil {
		fmt.Fprintf(stderr, "review: %v\n", err)
		return 1
	}
	if *asJSON {
		if err := json.NewEncoder(stdout).Encode(r); err != nil {
			fmt.Fprintf(stderr, "review: %v\n", err)
			return 1
		}
		return 0
	}
	printReview(stdout, rec, r)
	return 0
}

// readRecord reads a Trick Party save (the app's autosave or a finished
// game) or a scenario document.
func readRecord(file string, stdin io.Reader) (review.Record, error) {
	var data []byte
	var err error
	if file == "-" {
		data, err = io.ReadAll(io.LimitReader(stdin, scenario.MaxSize+1))
	} else {
		data, err = os.ReadFile(file)
	}
	if err != nil {
		return review.Record{}, err
	}
	var probe struct {
		Format *int `json:"format"`
	}
	if json.Unmarshal(data, &probe) == nil && probe.Format != nil {
		s, err := app.DecodeSave(data)
		if err != nil {
			return review.Record{}, err
		}
		return review.Record{Config: s.Config, Moves: s.Moves}, nil
	}
	doc, err := scenario.ParseBytes(data)
	if err != nil {
		return review.Record{}, fmt.Errorf("%s is neither a Trick Party save nor a scenario: %w", nameOf(file), err)
	}
	if _, err := scenario.Replay(doc); err != nil {
		var f *scenario.Failure
		if errors.As(err, &f) && f.Index >= 0 {
			return review.Record{}, fmt.Errorf("action %d (%s) is not legal: %s", f.Index+1, moveText(doc.Actions[f.Index]), f.Message)
		}
		return review.Record{}, err
	}
	return review.Record{Config: doc.Config(), Moves: doc.Actions}, nil
}

func nameOf(file string) string {
	if file == "-" {
		return "standard input"
	}
	return file
}

// printReview writes the review as a table, the costliest decisions marked.
func printReview(w io.Writer, rec review.Record, r *review.Review) {
	unit := "chance to win the game"
	format := func(v float64) string { return fmt.Sprintf("%5.1f%%", v*100) }
	if r.Measure == bot.MeasurePoints {
		unit = "points expected by the end of the round"
		format = func(v float64) string { return fmt.Sprintf("%+6.2f", v) }
	}
	costly := map[int]int{}
	for rank, k := range r.Costliest(3) {
		costly[k] = rank + 1
	}
	fmt.Fprintf(w, "%s, %d players, seat %d: %d decisions, values are the %s\n", rec.Config.Game, rec.Config.Players, r.Seat, len(r.Decisions), unit)
	// The move columns are as wide as their longest move (a Trick of
	// Trip split is long).
	width := len("chosen")
	for _, d := range r.Decisions {
		width = max(width, len(moveText(d.Chosen)), len(moveText(d.Best)))
	}
	fmt.Fprintf(w, "%4s %5s %5s  %-*s  %-*s %7s %7s %7s\n", "#", "round", "trick", width, "chosen", width, "best", "chosen", "best", "loss")
	total := 0.0
	for k, d := range r.Decisions {
		mark := ""
		if n, ok := costly[k]; ok {
			mark = fmt.Sprintf("  <- costliest %d", n)
		}
		total += d.Loss
		fmt.Fprintf(w, "%4d %5d %5d  %-*s  %-*s %7s %7s %7s%s\n", d.Index+1, d.Round, d.Trick, width, moveText(d.Chosen), width, moveText(d.Best), format(d.ChosenValue), format(d.BestValue), format(d.Loss), mark)
	}
	fmt.Fprintf(w, "lost in all: %s\n", strings.TrimSpace(format(total)))
}

// moveText is a move in the scenario notation without its seat: "play
// red9", the decision's kind and its number ("lead 2"), or its card sets
// ("split a b c | d e f"); any other value as its JSON.
func moveText(m engine.Move) string {
	switch k := m.Kind(); k {
	case engine.MovePlay:
		return "play " + m.Play
	case "":
	default:
		var n int
		if m.Decode(&n) == nil {
			return fmt.Sprintf("%s %d", k, n)
		}
		var sets [][]string
		if m.Decode(&sets) == nil {
			var words []string
			for _, s := range sets {
				words = append(words, strings.Join(s, " "))
			}
			return string(k) + " " + strings.Join(words, " | ")
		}
		return string(k) + " " + string(m.Value)
	}
	b, _ := json.Marshal(m)
	return string(bytes.TrimSpace(b))
}
