// Command artwork writes the pictures of package assets to files:
//
//	artwork icon OUT.png   the 512x512 application icon (go generate ./assets)
//	artwork svg DIR        every picture as an SVG file, for looking at the art
//	                       (every registered game's cards, by its Descriptor.Art)
package main

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/trickparty/trickparty/assets"
	"github.com/trickparty/trickparty/engine/games"
)

func main() {
	if len(os.Args) != 3 || os.Args[1] != "icon" && os.Args[1] != "svg" {
		fmt.Fprintln(os.Stderr, "usage: artwork icon OUT.png | artwork svg DIR")
		os.Exit(2)
	}
	var err error
	if os.Args[1] == "icon" {
		err = writeIcon(os.Args[2])
	} else {
		err = writeSVGs(os.Args[2])
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "artwork:", err)
		os.Exit(1)
	}
}

func writeIcon(out string) error {
	b, err := assets.IconPNG(512)
	if err != nil {
		return err
	}
	return os.WriteFile(out, b, 0o644)
}

func writeSVGs(dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	pictures := map[string][]byte{
		"unknown": assets.Unknown(),
		"stand":   assets.Stand(),
		"felt":    assets.Felt(),
		"icon":    assets.Icon(),
	}
	// Every registered game's cards and back, drawn by its own art.
	for _, d := range games.All() {
		for _, name := range d.Deck() {
			face, ok := d.Card(name)
			if !ok {
				return fmt.Errorf("%s: its deck names %q, which it cannot read", d.ID, name)
			}
			b, err := d.Art.Face(face)
			if err != nil {
				return fmt.Errorf("%s %s: %w", d.ID, name, err)
			}
			pictures[d.ID+"_"+name] = b
		}
		pictures["back_"+d.ID] = d.Art.Back()
	}
	for name, b := range pictures {
		if err := os.WriteFile(filepath.Join(dir, name+".svg"), b, 0o644); err != nil {
			return err
		}
	}
	return nil
}
