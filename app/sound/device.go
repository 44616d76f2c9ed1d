//go:build cgo || darwin || windows

package sound

import (
	"bytes"
	"errors"
	"time"

	"github.com/ebitengine/oto/v3"
)

// openWait bounds how long Open waits for the device to start; a device
// that takes longer is treated as none rather than holding up the app.
const openWait = 3 * time.Second

// quietDriver, when set, stops the audio driver printing its own
// complaints: sound.Open says once what went wrong.
var quietDriver func()

// openDevice opens the machine's audio output through oto, which speaks
// ALSA on Linux (cgo), Core Audio on macOS and WASAPI on Windows.
func openDevice(rate int) (output, error) {
	if quietDriver != nil {
		quietDriver()
	}
	ctx, ready, err := oto.NewContext(&oto.NewContextOptions{SampleRate: rate, ChannelCount: 1, Format: oto.FormatSignedInt16LE})
	if err != nil {
		return nil, err
	}
	timer := time.NewTimer(openWait)
	defer timer.Stop()
	select {
	case <-ready:
	case <-timer.C:
		return nil, errors.New("the audio device did not start within " + openWait.String())
	}
	// On Linux a missing device shows here, once the context has tried.
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	return otoOutput{ctx}, nil
}

type otoOutput struct{ ctx *oto.Context }

// play gives the clip its own oto player, which oto mixes with the
// others and lets go of when it has played.
func (o otoOutput) play(pcm []byte, volume float64) error {
	if err := o.ctx.Err(); err != nil {
		return err
	}
	p := o.ctx.NewPlayer(bytes.NewReader(pcm))
	p.SetVolume(volume)
	p.Play()
	return nil
}
