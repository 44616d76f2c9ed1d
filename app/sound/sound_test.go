package sound

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io/fs"
	"math"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"testing/fstest"

	"github.com/trickparty/trickparty/assets"
)

// TestEmbeddedSoundsDecode: every cue is in the app's files as short,
// audible 16-bit mono PCM that stays clear of clipping.
func TestEmbeddedSoundsDecode(t *testing.T) {
	for _, s := range All {
		b, err := fs.ReadFile(assets.Sounds, s.String()+".wav")
		if err != nil {
			t.Fatal(err)
		}
		c, err := decodeWAV(b)
		if err != nil {
			t.Fatalf("%s: %v", s, err)
		}
		n := len(c.pcm) / 2
		secs := float64(n) / float64(c.rate)
		peak := 0
		for i := 0; i < len(c.pcm); i += 2 {
			v := int(int16(binary.LittleEndian.Uint16(c.pcm[i:])))
			peak = max(peak, v, -v)
		}
		t.Logf("%-8s %5d bytes, %d Hz, %.3f s, peak %.2f", s, len(b), c.rate, secs, float64(peak)/math.MaxInt16)
		if c.rate != 22050 || secs < 0.03 || secs >= 1 {
			t.Errorf("%s: %d Hz, %.3f s: want 22050 Hz, under a second", s, c.rate, secs)
		}
		if peak < math.MaxInt16/10 || peak > math.MaxInt16*9/10 {
			t.Errorf("%s: peak %d: want audible and below clipping", s, peak)
		}
	}
}

// wavFile builds a small WAVE file for the decoder tests.
func wavFile(format, channels, bits uint16, rate uint32, extra string, data []byte) []byte {
	le := binary.LittleEndian
	var b []byte
	b = append(b, "RIFF\x00\x00\x00\x00WAVE"...)
	b = append(b, "fmt "...)
	b = le.AppendUint32(b, 16)
	b = le.AppendUint16(b, format)
	b = le.AppendUint16(b, channels)
	b = le.AppendUint32(b, rate)
	b = le.AppendUint32(b, rate*uint32(channels*bits/8))
	b = le.AppendUint16(b, channels*bits/8)
	b = le.AppendUint16(b, bits)
	b = append(b, extra...)
	b = append(b, "data"...)
	b = le.AppendUint32(b, uint32(len(data)))
	return append(b, data...)
}

func TestDecodeWAV(t *testing.T) {
	pcm := []byte{1, 0, 0xff, 0x7f}
	// An odd-sized LIST chunk before the data, padded to even.
	c, err := decodeWAV(wavFile(1, 1, 16, 8000, "LIST\x03\x00\x00\x00abc\x00", pcm))
	if err != nil || c.rate != 8000 || string(c.pcm) != string(pcm) {
		t.Fatalf("got %+v, %v", c, err)
	}
	bad := map[string][]byte{
		"stereo":    wavFile(1, 2, 16, 8000, "", pcm),
		"8-bit":     wavFile(1, 1, 8, 8000, "", pcm),
		"float":     wavFile(3, 1, 16, 8000, "", pcm),
		"no rate":   wavFile(1, 1, 16, 0, "", pcm),
		"odd data":  wavFile(1, 1, 16, 8000, "", pcm[:3]),
		"truncated": wavFile(1, 1, 16, 8000, "", pcm)[:46],
		"not wave":  []byte("RIFF\x00\x00\x00\x00AVI "),
		"empty":     nil,
	}
	for name, b := range bad {
		if _, err := decodeWAV(b); err == nil {
			t.Errorf("%s: decoded", name)
		}
	}
}

// logRec records log lines.
type logRec struct {
	mu    sync.Mutex
	lines []string
}

func (l *logRec) printf(format string, args ...any) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.lines = append(l.lines, fmt.Sprintf(format, args...))
}

func (l *logRec) get() []string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return append([]string(nil), l.lines...)
}

// TestNoDeviceIsSilent: when the device cannot be opened (no sound card,
// CI, Xvfb), Open gives the Silent player and says so once in the log.
func TestNoDeviceIsSilent(t *testing.T) {
	var log logRec
	var asked []int
	p := open(assets.Sounds, func(rate int) (output, error) {
		asked = append(asked, rate)
		return nil, errors.New(`oto: ALSA error at snd_pcm_open: "default": No such file or directory`)
	}, log.printf)
	if _, ok := p.(Silent); !ok {
		t.Fatalf("got %T, want Silent", p)
	}
	if len(asked) != 1 || asked[0] != 22050 {
		t.Fatalf("device opened at %v, want once at 22050 Hz", asked)
	}
	p.SetVolume(0.5)
	for _, s := range All {
		p.Play(s)
	}
	lines := log.get()
	if len(lines) != 1 || !strings.Contains(lines[0], "no audio device") || !strings.Contains(lines[0], "snd_pcm_open") {
		t.Fatalf("log %q: want one line saying why", lines)
	}
}

// TestBadFilesAreSilent: a missing or broken cue file never stops the
// app; the device is not even opened.
func TestBadFilesAreSilent(t *testing.T) {
	good, _ := fs.ReadFile(assets.Sounds, "card.wav")
	other := wavFile(1, 1, 16, 44100, "", []byte{0, 0})
	for name, files := range map[string]fstest.MapFS{
		"missing": {"card.wav": {Data: good}},
		"rates":   {"card.wav": {Data: good}, "trick.wav": {Data: other}, "turn.wav": {Data: good}, "gameover.wav": {Data: good}},
		"broken":  {"card.wav": {Data: []byte("RIFF")}, "trick.wav": {Data: good}, "turn.wav": {Data: good}, "gameover.wav": {Data: good}},
	} {
		var log logRec
		p := open(files, func(int) (output, error) {
			t.Errorf("%s: device opened", name)
			return nil, errors.New("no")
		}, log.printf)
		if _, ok := p.(Silent); !ok || len(log.get()) != 1 {
			t.Errorf("%s: %T, log %q", name, p, log.get())
		}
	}
}

// played is one clip the fake device was given.
type played struct {
	pcm    []byte
	volume float64
}

// fakeOut is a device that passes what it plays to a channel, after
// hang is closed when set.
type fakeOut struct {
	got  chan played
	hang chan struct{}
}

func (f *fakeOut) play(pcm []byte, volume float64) error {
	if f.hang != nil {
		<-f.hang
	}
	f.got <- played{pcm, volume}
	return nil
}

func clipOf(t *testing.T, s Sound) []byte {
	b, err := fs.ReadFile(assets.Sounds, s.String()+".wav")
	if err != nil {
		t.Fatal(err)
	}
	c, err := decodeWAV(b)
	if err != nil {
		t.Fatal(err)
	}
	return c.pcm
}

// TestSpeakerPlaysAtVolume: each cue reaches the device as its own clip
// at the volume set when it was played; at volume 0 nothing reaches it.
func TestSpeakerPlaysAtVolume(t *testing.T) {
	out := &fakeOut{got: make(chan played, 8)}
	p := open(assets.Sounds, func(int) (output, error) { return out, nil }, t.Logf)
	p.SetVolume(0.25)
	p.Play(TrickWon)
	p.SetVolume(0)
	p.Play(GameOver) // muted: dropped
	p.SetVolume(7)   // clamped to 1
	p.Play(CardPlayed)
	p.Play(Sound(99)) // not a cue: dropped
	p.SetVolume(math.NaN())
	p.Play(YourTurn) // NaN reads as 0
	p.SetVolume(0.5)
	p.Play(YourTurn)
	want := []played{{clipOf(t, TrickWon), 0.25}, {clipOf(t, CardPlayed), 1}, {clipOf(t, YourTurn), 0.5}}
	for i, w := range want {
		g := <-out.got
		if string(g.pcm) != string(w.pcm) || g.volume != w.volume {
			t.Fatalf("clip %d: %d bytes at %v, want %d bytes at %v", i, len(g.pcm), g.volume, len(w.pcm), w.volume)
		}
	}
}

// TestPlayNeverBlocks: a device that hangs holds up only the speaker's
// own goroutine; Play keeps returning and drops what does not fit.
func TestPlayNeverBlocks(t *testing.T) {
	out := &fakeOut{got: make(chan played, 100), hang: make(chan struct{})}
	p := open(assets.Sounds, func(int) (output, error) { return out, nil }, t.Logf)
	for range 10 * queueLen {
		p.Play(CardPlayed)
	}
	close(out.hang)
}

// brokenOut is a device that fails or panics, counting the calls.
type brokenOut struct {
	panics bool
	calls  atomic.Int32
}

func (b *brokenOut) play([]byte, float64) error {
	b.calls.Add(1)
	if b.panics {
		panic("driver bug")
	}
	return errors.New("device unplugged")
}

// TestDeviceFailureGoesSilent: a device that fails or panics after
// opening is reported once and then left alone.
func TestDeviceFailureGoesSilent(t *testing.T) {
	for _, panics := range []bool{false, true} {
		var log logRec
		out := &brokenOut{panics: panics}
		sp := open(assets.Sounds, func(int) (output, error) { return out, nil }, log.printf).(*speaker)
		sp.Play(CardPlayed)
		sp.Play(TrickWon)
		// Let the speaker's goroutine take both cues; the first fails.
		for len(sp.queue) > 0 || !sp.failed.Load() {
			runtime.Gosched()
		}
		sp.Play(GameOver)
		lines := log.get()
		if len(lines) != 1 || !strings.Contains(lines[0], "failed") || out.calls.Load() != 1 {
			t.Errorf("panics %v: device called %d times, log %q: want once, one line", panics, out.calls.Load(), lines)
		}
	}
}
