package play

import (
	"strings"

	"taktik/game"
	"taktik/game/gametest"
	"taktik/render/lang"
)

// The positions come from package gametest: the strip (5 × 10 squares, a river under
// row 2), a game on it with units placed, and actions in protocol words.
var (
	strip, position = gametest.Strip, gametest.Position
	do, unit, sq    = gametest.Do, gametest.Unit, gametest.Square
)

// ids writes unit numbers as their ids, for messages and comparisons.
func ids(list []int) string {
	var s []string
	for _, n := range list {
		s = append(s, game.UnitInfo(n).ID)
	}
	return strings.Join(s, ",")
}

// The notes the builder gives are read in English.
func init() { lang.Set("en") }
