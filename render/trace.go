package render

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"runtime/pprof"
	"time"
)

// TrimMemory gives the memory the C side of the process freed back to the system
// (glibc's malloc_trim, set by the window program where it has it); the game calls it
// when it has let big pictures go.
var TrimMemory = func() {}

// freeMemory gives back to the system what the Go side collected (a painted board
// picture handed to the GPU is garbage at once: up to 40 MB) and what the C side freed.
// It collects at once rather than when the heap next doubles.
func freeMemory() {
	debug.FreeOSMemory()
	TrimMemory()
}

// tracer notes the moments the laptop benchmark (make bench-laptop, scripts/
// bench-laptop.sh) times, when the environment variable TAKTIK_TRACE names a file: one
// line each, the wall clock in nanoseconds and the moment — "start" (the program
// runs), "first frame", "title drawn" (the title over its painted map), "continue"
// (Continue or Load chosen), "board drawn" (the board at its zoom level, sharp, once
// after each continue), "quit" (the program leaves its loop).
type tracer struct {
	out  *os.File
	seen map[string]bool
}

// newTracer opens the trace named by TAKTIK_TRACE; with none, it notes nothing.
func newTracer() *tracer {
	t := &tracer{seen: map[string]bool{}}
	if path := os.Getenv("TAKTIK_TRACE"); path != "" {
		f, err := os.OpenFile(path, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
		if err != nil {
			fmt.Fprintln(os.Stderr, "taktik: TAKTIK_TRACE:", err)
			return t
		}
		t.out = f
		go t.memory(f, os.Getenv("TAKTIK_PROFILE"))
	}
	return t
}

// memory writes the Go side of the memory once a minute ("mem heap=… sys=… MB", live
// heap and all the Go runtime holds), so a long run tells Go's growth from the rest of
// the process (the graphics driver's). With TAKTIK_PROFILE naming a directory it also
// writes there, each minute N, the heap profile (heap-N.pprof, for go tool pprof) and
// the process's memory map (smaps-N.txt, where the memory outside Go lies).
func (t *tracer) memory(f *os.File, dir string) {
	var m runtime.MemStats
	minute := 0
	for range time.Tick(time.Minute) {
		minute++
		runtime.ReadMemStats(&m)
		fmt.Fprintf(f, "%d mem heap=%d sys=%d\n", time.Now().UnixNano(), m.HeapAlloc>>20, (m.Sys-m.HeapReleased)>>20)
		if dir != "" {
			profile(dir, minute)
		}
	}
}

// profile writes the heap profile and the memory map of minute n into dir.
func profile(dir string, n int) {
	if h, err := os.Create(filepath.Join(dir, fmt.Sprintf("heap-%d.pprof", n))); err == nil {
		_ = pprof.WriteHeapProfile(h)
		h.Close()
	}
	if smaps, err := os.ReadFile("/proc/self/smaps"); err == nil {
		_ = os.WriteFile(filepath.Join(dir, fmt.Sprintf("smaps-%d.txt", n)), smaps, 0o644)
	}
}

// note writes a moment the first time it comes.
func (t *tracer) note(moment string) {
	if t == nil || t.out == nil || t.seen[moment] {
		return
	}
	t.seen[moment] = true
	fmt.Fprintf(t.out, "%d %s\n", time.Now().UnixNano(), moment)
}

// again lets a moment be noted once more (the board drawn after the next Continue).
func (t *tracer) again(moment string) {
	if t != nil {
		delete(t.seen, moment)
	}
}
