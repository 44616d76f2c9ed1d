//go:build linux && cgo

package sound

// #cgo pkg-config: alsa
// #include <alsa/asoundlib.h>
//
// // quiet drops ALSA's own messages: without a sound card it prints a
// // dozen lines to stderr before oto reports the error we log once.
// static void quiet(const char *file, int line, const char *fn, int err, const char *fmt, ...) {}
// static void silenceALSA(void) { snd_lib_error_set_handler(quiet); }
import "C"

func init() { quietDriver = func() { C.silenceALSA() } }
