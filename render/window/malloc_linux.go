//go:build linux && cgo

package main

/*
#include <malloc.h>
static void tameMalloc(void) { mallopt(M_ARENA_MAX, 2); }
static void trimMalloc(void) { malloc_trim(0); }
*/
import "C"

import "taktik/render"

// The software renderer (Mesa's llvmpipe, on machines with no GPU driver) compiles its
// shaders with LLVM on several threads, each with a malloc arena of its own that keeps
// what it freed: two arenas, trimmed when the game lets pictures go, keep the memory
// the process holds close to the memory it uses.
func init() {
	C.tameMalloc()
	render.TrimMemory = func() { C.trimMalloc() }
}
