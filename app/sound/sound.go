// Package sound plays the table's short sound cues: a card played, a
// trick won, the player's turn and the end of a game. It knows nothing of
// Fyne; the interface is handed a Player. Open gives a Player on the
// machine's audio device, or a Silent one when there is none (a server, CI,
// Xvfb), so the app runs the same with or without sound.
package sound

// Sound is one of the cues.
type Sound int

// The cues.
const (
	CardPlayed Sound = iota
	TrickWon
	YourTurn
	GameOver
)

// All lists every cue.
var All = []Sound{CardPlayed, TrickWon, YourTurn, GameOver}

// names are the cues' file names (NAME.wav) in the sound files.
var names = [...]string{CardPlayed: "card", TrickWon: "trick", YourTurn: "turn", GameOver: "gameover"}

// String is the cue's file name without .wav.
func (s Sound) String() string {
	if s.valid() {
		return names[s]
	}
	return "unknown"
}

func (s Sound) valid() bool { return s >= 0 && int(s) < len(names) }

// Player plays cues. Play returns at once, never blocks on the device and
// never panics; cues may overlap.
type Player interface {
	Play(Sound)
	// SetVolume sets the loudness of later cues, from 0 (silent) to 1.
	SetVolume(v float64)
}

// Silent is the Player without a device: it plays nothing.
type Silent struct{}

// Play does nothing.
func (Silent) Play(Sound) {}

// SetVolume does nothing.
func (Silent) SetVolume(float64) {}
