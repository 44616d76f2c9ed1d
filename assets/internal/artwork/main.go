// Command artwork writes the pictures of package assets to files:
//
//	artwork icon OUT.png   the 512x512 application icon (go generate ./assets)
//	artwork svg DIR        every picture of package assets as an SVG file, for
//	                       looking at the art (trickctl cards DIR draws every
//	                       registered game's cards by its own Descriptor.Art)
package main

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/trickparty/trickparty/assets"
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
	for c := 0; c < assets.GummiColours; c++ {
		for v := 1; v <= 10; v++ {
			pictures[fmt.Sprintf("gummi_%d_%02d", c, v)] = assets.GummiCard(c, v)
		}
	}
	for r := 1; r <= 14; r++ {
		pictures[fmt.Sprintf("gudetama_%02d", r)] = assets.GudetamaCard(r)
	}
	for s := 0; s < assets.TripSuits; s++ {
		for r := 1; r <= 12; r++ {
			if s == assets.TripTrump && r > 6 {
				break
			}
			pictures[fmt.Sprintf("trip_%d_%02d", s, r)] = assets.TripCard(s, r)
		}
	}
	pictures["back_gummi"], pictures["back_gudetama"], pictures["back_trip"], pictures["back_plain"] =
		assets.GummiBack(), assets.GudetamaBack(), assets.TripBack(), assets.PlainBack()
	for name, b := range pictures {
		if err := os.WriteFile(filepath.Join(dir, name+".svg"), b, 0o644); err != nil {
			return err
		}
	}
	return nil
}
