//go:build (linux || freebsd || netbsd) && !android

package audio

// ALSA prints a dozen lines to stderr when there is no sound card; the player already
// says so in one line of its own, so the library is told to keep quiet.

/*
#cgo pkg-config: alsa
#include <alsa/asoundlib.h>

static void quiet(const char *file, int line, const char *function, int err, const char *fmt, ...) {}
static void quietALSA(void) { snd_lib_error_set_handler(quiet); }
*/
import "C"

func quietSystemLog() { C.quietALSA() }
