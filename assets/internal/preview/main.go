// Command preview writes every picture of package assets as an SVG file
// into a directory, for looking at the art (e.g. with rsvg-convert or a
// throwaway Fyne renderer). Usage: go run ./assets/internal/preview DIR
package main

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/trickparty/trickparty/assets"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: preview DIR")
		os.Exit(2)
	}
	dir := os.Args[1]
	if err := os.MkdirAll(dir, 0o755); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	write := func(name string, b []byte) {
		if err := os.WriteFile(filepath.Join(dir, name+".svg"), b, 0o644); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
	}
	for c := 0; c < assets.GummiColours; c++ {
		for v := 1; v <= 10; v++ {
			write(fmt.Sprintf("gummi_%d_%02d", c, v), assets.GummiCard(c, v))
		}
	}
	for r := 1; r <= 14; r++ {
		write(fmt.Sprintf("gudetama_%02d", r), assets.GudetamaCard(r))
	}
	for s := 0; s < assets.TripSuits; s++ {
		for r := 1; r <= 12; r++ {
			if s == assets.TripTrump && r > 6 {
				break
			}
			write(fmt.Sprintf("trip_%d_%02d", s, r), assets.TripCard(s, r))
		}
	}
	for _, g := range []string{assets.GameGummi, assets.GameGudetama, assets.GameTrip} {
		write("back_"+g, assets.CardBack(g))
	}
	write("unknown", assets.Unknown())
	write("stand", assets.Stand())
	write("felt", assets.Felt())
	write("icon", assets.Icon())
}
