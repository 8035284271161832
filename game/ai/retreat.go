package ai

// retreatEnds lists the squares unit u could retreat to on p (R19, R23, R24, R30): the
// ends of the ways the engine would offer it (game.Layout.RetreatEnds). dst is reused.
func retreatEnds(p *position, u int, dst []int) []int {
	return p.RetreatEnds(u, p.flooded, dst)
}

// trapped reports whether unit u would be eliminated by a retreat result: it has no way
// out (R19).
func trapped(p *position, u int) bool {
	var buf [24]int
	return len(retreatEnds(p, u, buf[:0])) == 0
}
