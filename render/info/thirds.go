package info

import (
	"strings"

	"taktik/game"
)

// Thirds writes movement points counted in thirds (R11: a road step costs a third) as
// a whole number and a vulgar fraction, as the engine's sentences do (game.MovePoints),
// with a typographic minus: 7 → "2⅓", 2 → "⅔", 6 → "2", -4 → "−1⅓".
func Thirds(n int) string {
	return strings.Replace(game.MovePoints(n), "-", "−", 1)
}
