//go:build !cgo && !darwin && !windows

package sound

import "errors"

// openDevice: oto needs cgo for ALSA, so a build without cgo has no sound.
func openDevice(int) (output, error) {
	return nil, errors.New("built without cgo, which the audio library needs here")
}
