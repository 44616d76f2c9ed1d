package main

import "encoding/binary"

// wav wraps 16-bit mono samples at rate in a canonical 44-byte RIFF/WAVE
// header, the simplest file any player and our decoder read.
func wav(samples []int16) []byte {
	data := len(samples) * 2
	b := make([]byte, 0, 44+data)
	le := binary.LittleEndian
	b = append(b, "RIFF"...)
	b = le.AppendUint32(b, uint32(36+data))
	b = append(b, "WAVEfmt "...)
	b = le.AppendUint32(b, 16)     // fmt chunk size
	b = le.AppendUint16(b, 1)      // PCM
	b = le.AppendUint16(b, 1)      // mono
	b = le.AppendUint32(b, rate)   // samples per second
	b = le.AppendUint32(b, rate*2) // bytes per second
	b = le.AppendUint16(b, 2)      // bytes per frame
	b = le.AppendUint16(b, 16)     // bits per sample
	b = append(b, "data"...)
	b = le.AppendUint32(b, uint32(data))
	for _, s := range samples {
		b = le.AppendUint16(b, uint16(s))
	}
	return b
}
