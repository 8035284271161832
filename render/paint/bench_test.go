package paint

import (
	"testing"

	"taktik/maps"
)

// The whole continent must paint in under 500 ms at 32 pixels a square (the desktop
// game paints it once per zoom level).
func BenchmarkBoard32(b *testing.B) { benchmarkBoard(b, 32) }

func BenchmarkBoard16(b *testing.B) { benchmarkBoard(b, 16) }

func BenchmarkBoard64(b *testing.B) { benchmarkBoard(b, 64) }

func benchmarkBoard(b *testing.B, square int) {
	board, err := maps.Continent()
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if _, err := Board(board, square); err != nil {
			b.Fatal(err)
		}
	}
}
