package model

import "taktik/game"

// The terrain effects table (the rulebook's GELÄNDE-FAKTOREN-TABELLE) is the engine's:
// game.TerrainTable prices each row with the rules themselves. Only the combat effects
// are words (the translation keys hud.terrain.<Key>.combat), because the engine applies
// them inside its battle rules and exposes no number for them; the tests check those
// words against the engine's battles.

// Thirds writes a cost in thirds as movement points, as the board writes them
// (game.MovePoints): "1", "⅓", "2", "1⅓", "+1" for an extra cost, "—" for forbidden.
func Thirds(n int, extra bool) string {
	if n < 0 {
		return "—"
	}
	if extra {
		return "+" + game.MovePoints(n)
	}
	return game.MovePoints(n)
}
