package sound

import (
	"errors"
	"fmt"
	"io/fs"
	"log"
	"math"
	"sync"
	"sync/atomic"
)

// output is an opened audio device: play starts one clip mixed over
// whatever else is playing and returns. An error means the device is gone.
type output interface {
	play(pcm []byte, volume float64) error
}

// opener opens the audio device for 16-bit mono samples at rate.
type opener func(rate int) (output, error)

// Open loads the cues (NAME.wav in files, see Sound.String) and opens the
// audio device. Without a device it logs why, once, and returns Silent.
// It may take a moment while the device starts; call it off the UI
// goroutine.
func Open(files fs.FS) Player {
	return open(files, openDevice, log.Printf)
}

func open(files fs.FS, dev opener, logf func(string, ...any)) Player {
	clips, rate, err := load(files)
	if err == nil {
		var out output
		if out, err = dev(rate); err == nil {
			return newSpeaker(out, clips, logf)
		}
	}
	logf("sound: off, no audio device: %v", err)
	return Silent{}
}

// load decodes every cue; all must share one sample rate, the device's.
func load(files fs.FS) (map[Sound][]byte, int, error) {
	clips := map[Sound][]byte{}
	rate := 0
	for _, s := range All {
		b, err := fs.ReadFile(files, s.String()+".wav")
		if err != nil {
			return nil, 0, err
		}
		c, err := decodeWAV(b)
		if err != nil {
			return nil, 0, &fs.PathError{Op: "decode", Path: s.String() + ".wav", Err: err}
		}
		if rate != 0 && c.rate != rate {
			return nil, 0, &fs.PathError{Op: "decode", Path: s.String() + ".wav", Err: errRate}
		}
		rate = c.rate
		clips[s] = c.pcm
	}
	return clips, rate, nil
}

var errRate = errors.New("sample rate differs from the other sounds")

// cue is one Play waiting for the device, with the volume at the time.
type cue struct {
	s      Sound
	volume float64
}

// speaker is the Player on a device. Play only queues the cue; one
// goroutine hands cues to the device, so the caller (the UI goroutine)
// never waits for it.
type speaker struct {
	out    output
	clips  map[Sound][]byte
	volume atomic.Uint64 // math.Float64bits
	queue  chan cue
	logf   func(string, ...any)
	// failed: the device stopped; later cues are dropped.
	failed atomic.Bool
	once   sync.Once
}

// queueLen is how many cues may wait; more are dropped, as a late cue is
// worse than none.
const queueLen = 16

func newSpeaker(out output, clips map[Sound][]byte, logf func(string, ...any)) *speaker {
	sp := &speaker{out: out, clips: clips, queue: make(chan cue, queueLen), logf: logf}
	sp.SetVolume(1)
	go sp.run()
	return sp
}

// Play queues s unless the volume is 0, the device failed or the queue
// is full.
func (sp *speaker) Play(s Sound) {
	v := math.Float64frombits(sp.volume.Load())
	if !s.valid() || v <= 0 || sp.failed.Load() {
		return
	}
	select {
	case sp.queue <- cue{s, v}:
	default:
	}
}

// SetVolume sets the volume of later cues, clamped to 0..1.
func (sp *speaker) SetVolume(v float64) {
	if math.IsNaN(v) {
		v = 0
	}
	sp.volume.Store(math.Float64bits(min(max(v, 0), 1)))
}

func (sp *speaker) run() {
	for c := range sp.queue {
		if sp.failed.Load() {
			continue
		}
		if err := sp.send(c); err != nil {
			sp.once.Do(func() { sp.logf("sound: off, the audio device failed: %v", err) })
			sp.failed.Store(true)
		}
	}
}

// send plays one cue; a panic in the audio library is an error too, so a
// broken device silences the game instead of ending it.
func (sp *speaker) send(c cue) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("panic: %v", r)
		}
	}()
	return sp.out.play(sp.clips[c.s], c.volume)
}
