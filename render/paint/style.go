package paint

import (
	"image/color"

	"taktik/render/palette"
	"taktik/units"
)

// The board's inks, from the palette (palette/board.go), under the painter's names.
var (
	paperColour     = palette.Paper
	frameColour     = palette.Frame
	inkColour       = palette.MapInk
	gridColour      = palette.Grid
	waterColour     = palette.Water
	shallowColour   = palette.Shallow
	coastColour     = palette.Coast
	forestTint      = palette.ForestTint
	treeColour      = palette.Tree
	treeLight       = palette.TreeLight
	trunkColour     = palette.Trunk
	mountainTint    = palette.MountainTint
	splatterColour  = palette.Splatter
	peakLight       = palette.PeakLight
	bridgeColour    = palette.BridgeInk
	deckColour      = palette.Deck
	riverColour     = palette.River
	roadColour      = palette.Road
	sandColour      = palette.Sand
	beachInk        = palette.BeachInk
	borderColour    = palette.Border
	labelPaper      = palette.LabelPaper
	bivouacBackdrop = palette.BivouacBackdrop
	beachBackdrop   = palette.BeachBackdrop
	numberColour    = palette.MapInk
)

// sideInk is a country's strong colour: its cities' hatching, its bivouac outlines.
func sideInk(s units.Side) color.NRGBA { return palette.Side(s) }

// sideTint is the pale ground under a country's city hatching.
func sideTint(s units.Side) color.NRGBA { return palette.SideTint(s) }

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
