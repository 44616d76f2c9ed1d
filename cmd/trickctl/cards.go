package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/trickparty/trickparty/engine/games"
)

// runCards writes every registered game's cards and back as SVG files
// (GAME_CARD.svg, back_GAME.svg), drawn by each game's own art
// (Descriptor.Art), for looking at a game's pictures - a game a build adds
// included.
func runCards(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	fs := newFlags("cards", stderr)
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() != 1 {
		fmt.Fprintln(stderr, "usage: trickctl cards DIR")
		return 2
	}
	n, err := writeCards(fs.Arg(0))
	if err != nil {
		fmt.Fprintln(stderr, "trickctl cards:", err)
		return 1
	}
	fmt.Fprintf(stdout, "%d pictures of %s in %s\n", n, games.IDs(), fs.Arg(0))
	return 0
}

func writeCards(dir string) (int, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return 0, err
	}
	n := 0
	write := func(name string, svg []byte) error {
		n++
		return os.WriteFile(filepath.Join(dir, name+".svg"), svg, 0o644)
	}
	for _, d := range games.All() {
		for _, name := range d.Deck() {
			face, ok := d.Card(name)
			if !ok {
				return n, fmt.Errorf("%s: its deck names %q, which it cannot read", d.ID, name)
			}
			svg, err := d.Art.Face(face)
			if err != nil {
				return n, fmt.Errorf("%s %s: %w", d.ID, name, err)
			}
			if err := write(d.ID+"_"+name, svg); err != nil {
				return n, err
			}
		}
		if err := write("back_"+d.ID, d.Art.Back()); err != nil {
			return n, err
		}
	}
	return n, nil
}
