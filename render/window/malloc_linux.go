//go:build linux && cgo

package main

/*
#include <malloc.h>
static void tameMalloc(void) {
	mallopt(M_ARENA_MAX, 2);
	mallopt(M_MMAP_THRESHOLD, 192 << 10);
}
static void trimMalloc(void) { malloc_trim(0); }
*/
import "C"

import "taktik/render"

// The software renderer (Mesa's llvmpipe, on machines with no GPU driver) compiles its
// shaders with LLVM on several threads, each with a malloc arena of its own that keeps
// what it freed: two arenas, trimmed when the game lets pictures go, keep the memory
// the process holds close to the memory it uses. The renderer keeps textures in malloc
// memory too: from 192 kB on (a tile of a board picture is up to 1 MB) each is a mapping
// of its own, given back the moment the texture goes. (glibc would otherwise raise
// that threshold to 32 MB after the first large texture freed, and later textures
// would stay in the arenas' holes: measured 307 against 271 MB after zooming.)
func init() {
	C.tameMalloc()
	render.TrimMemory = func() { C.trimMalloc() }
}
