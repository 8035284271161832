package paint

import (
	"image/color"

	"taktik/render/palette"
	"taktik/units"
)

// The palette of the board: a printed map's muted inks on warm paper.
var (
	paperColour     = palette.Paper
	frameColour     = color.NRGBA{0xe2, 0xd6, 0xb6, 0xff}
	inkColour       = color.NRGBA{0x2a, 0x24, 0x1e, 0xff}
	gridColour      = color.NRGBA{0x3a, 0x30, 0x26, 0x48}
	waterColour     = color.NRGBA{0x9d, 0xc4, 0xe0, 0xff}
	shallowColour   = color.NRGBA{0xb4, 0xd4, 0xea, 0xff}
	coastColour     = color.NRGBA{0x3c, 0x6c, 0x9a, 0xff}
	forestTint      = color.NRGBA{0xcb, 0xdc, 0xa6, 0xff}
	treeColour      = color.NRGBA{0x2c, 0x56, 0x28, 0xff}
	treeLight       = color.NRGBA{0x4f, 0x7f, 0x3f, 0xff}
	trunkColour     = color.NRGBA{0x4b, 0x3a, 0x26, 0xff}
	mountainTint    = color.NRGBA{0xd9, 0xcb, 0xae, 0xff}
	splatterColour  = color.NRGBA{0x1e, 0x1a, 0x16, 0xff}
	peakLight       = color.NRGBA{0xee, 0xe6, 0xd4, 0xff}
	bridgeColour    = color.NRGBA{0x3b, 0x34, 0x2e, 0xff}
	deckColour      = color.NRGBA{0xe6, 0xdc, 0xc4, 0xff}
	riverColour     = color.NRGBA{0x27, 0x66, 0xb0, 0xff}
	roadColour      = color.NRGBA{0xcf, 0x2e, 0x24, 0xff}
	sandColour      = color.NRGBA{0xe3, 0xcc, 0x86, 0xff}
	beachInk        = color.NRGBA{0x4a, 0x3c, 0x22, 0xff}
	borderColour    = color.NRGBA{0x4a, 0x3a, 0x30, 0xa0}
	labelPaper      = color.NRGBA{0xff, 0xff, 0xff, 0xff}
	bivouacBackdrop = color.NRGBA{0xf8, 0xf3, 0xe4, 0xd8}
	beachBackdrop   = color.NRGBA{0xff, 0xff, 0xff, 0xb8}
	numberColour    = color.NRGBA{0x2a, 0x24, 0x1e, 0xff}
)

// sideInk is a country's strong colour: its cities' hatching, its bivouac outlines.
func sideInk(s units.Side) color.NRGBA { return palette.Side(s) }

// sideTint is the pale ground under a country's city hatching.
func sideTint(s units.Side) color.NRGBA {
	if s == units.Blue {
		return color.NRGBA{0xd6, 0xe0, 0xf4, 0xff}
	}
	return color.NRGBA{0xf6, 0xd8, 0xd2, 0xff}
}

// Sizes grow with the square but never shrink below what still reads on a screen.

func clampf(v, lo, hi float32) float32 { return min(max(v, lo), hi) }

// numberSize is the pixel size of the row and column numbers.
func numberSize(square int) int { return int(clampf(float32(square)*0.42, 9, 20) + 0.5) }

// citySize is the pixel size of city names.
func citySize(square int) int { return int(clampf(float32(square)*0.4, 10, 24) + 0.5) }

// bivouacSize is the pixel size of bivouac labels.
func bivouacSize(square int) int { return int(clampf(float32(square)*0.36, 9, 20) + 0.5) }

// beachSize is the pixel size of the BEACH labels.
func beachSize(square int) int { return int(clampf(float32(square)*0.31, 8, 16) + 0.5) }

// widths of the lines, in pixels, for a square size.
type widths struct {
	river, road, bivouac, coast, border float32
}

func lineWidths(square int) widths {
	s := float32(square)
	return widths{
		river:   max(2.2, s*0.12),
		road:    max(1.9, s*0.085),
		bivouac: max(1.3, s*0.055),
		coast:   max(1, s*0.04),
		border:  max(1.5, s*0.045),
	}
}

// jitter is a fixed pseudo-random number in [0, 1) for a square and a purpose, so that
// trees and speckles look hand-drawn yet every painting is the same.
func jitter(row, col, k int) float32 {
	h := uint32(row)*0x9e3779b1 ^ uint32(col)*0x85ebca77 ^ uint32(k)*0xc2b2ae3d
	h ^= h >> 15
	h *= 0x2c1b3c6d
	h ^= h >> 12
	h *= 0x297a2d39
	h ^= h >> 15
	return float32(h&0xffffff) / float32(1<<24)
}
