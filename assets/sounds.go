package assets

import (
	"embed"
	"io/fs"
)

//go:generate go run ./internal/soundgen sounds

//go:embed sounds/*.wav
var soundFiles embed.FS

// Sounds are the game's sound cues, NAME.wav each (16-bit mono PCM),
// synthesised by internal/soundgen: card, trick, turn and gameover.
var Sounds fs.FS = sub(soundFiles, "sounds")

// sub is fs.Sub for a directory known to exist; it fails only on an
// invalid name, which a test would catch at once.
func sub(f fs.FS, dir string) fs.FS {
	s, err := fs.Sub(f, dir)
	if err != nil {
		panic(err)
	}
	return s
}
