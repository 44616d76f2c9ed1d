// Command soundgen writes Trick Party's sounds as WAV files (16-bit mono
// PCM): `go generate ./assets` runs it into assets/sounds, which package
// assets embeds. Every sound is synthesised here from sine partials under
// an attack/release envelope, so nothing is recorded or borrowed and the
// output is the same byte for byte on every machine.
//
//	soundgen DIR
package main

import (
	"fmt"
	"os"
	"path/filepath"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: soundgen DIR")
		os.Exit(2)
	}
	if err := write(os.Args[1]); err != nil {
		fmt.Fprintln(os.Stderr, "soundgen:", err)
		os.Exit(1)
	}
}

// write puts every sound in dir as NAME.wav.
func write(dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	for _, s := range sounds {
		if err := os.WriteFile(filepath.Join(dir, s.name+".wav"), wav(s.render()), 0o644); err != nil {
			return err
		}
	}
	return nil
}
