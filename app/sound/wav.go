package sound

import (
	"encoding/binary"
	"errors"
	"fmt"
)

// clip is a decoded cue: 16-bit little-endian mono samples, as the
// device takes them.
type clip struct {
	rate int
	pcm  []byte
}

// decodeWAV reads a RIFF/WAVE file of 16-bit mono PCM, the only kind the
// sound generator writes; chunks other than fmt and data are skipped.
func decodeWAV(b []byte) (clip, error) {
	le := binary.LittleEndian
	if len(b) < 12 || string(b[:4]) != "RIFF" || string(b[8:12]) != "WAVE" {
		return clip{}, errors.New("not a WAVE file")
	}
	var c clip
	haveFmt := false
	for rest := b[12:]; len(rest) >= 8; {
		id, size := string(rest[:4]), le.Uint32(rest[4:8])
		rest = rest[8:]
		if uint64(size) > uint64(len(rest)) {
			return clip{}, fmt.Errorf("chunk %q runs past the end", id)
		}
		body := rest[:size]
		switch id {
		case "fmt ":
			if len(body) < 16 {
				return clip{}, errors.New("short fmt chunk")
			}
			format, channels, bits := le.Uint16(body[0:]), le.Uint16(body[2:]), le.Uint16(body[14:])
			if format != 1 || channels != 1 || bits != 16 {
				return clip{}, fmt.Errorf("format %d, %d channels, %d bits: want 16-bit mono PCM", format, channels, bits)
			}
			c.rate = int(le.Uint32(body[4:]))
			if c.rate <= 0 {
				return clip{}, errors.New("no sample rate")
			}
			haveFmt = true
		case "data":
			if !haveFmt {
				return clip{}, errors.New("data before fmt")
			}
			if len(body)%2 != 0 {
				return clip{}, errors.New("odd data length")
			}
			c.pcm = body
			return c, nil
		}
		// Chunks are padded to an even length.
		rest = rest[min(len(rest), int(size)+int(size&1)):]
	}
	return clip{}, errors.New("no data chunk")
}
