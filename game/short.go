package game

import "taktik/units"

// The short game (R34, optional): fewer units from the start. The replacement units
// (the REPLACEMENT formation: armour 5–6, infantry 21–25) may stay out, and each corps
// may lose some of its infantry divisions, the highest-numbered first. Units left out are
// Absent for the whole game: never placed, never rebuilt (R31 rebuilds only eliminated
// units).

// leftOut reports whether the short game leaves unit u out.
func (o Options) leftOut(u int) bool {
	c := catalog[u]
	if o.ShortReplacements && c.Formation == units.Replacement {
		return true
	}
	if o.ShortCorps > 0 && c.Kind == units.Infantry && c.Formation <= units.Corps4 {
		last := 5*int(c.Formation-units.Corps1) + 5 // corps I has infantry 1–5, II 6–10, …
		return c.Number > last-o.ShortCorps
	}
	return false
}

// leaveOut marks the units the short game does without, before the setup.
func (g *Game) leaveOut() {
	for u := range g.st.Units {
		if g.st.Options.leftOut(u) {
			g.st.Units[u].Status = Absent
		}
	}
}
