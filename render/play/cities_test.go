package play

import (
	"testing"

	"taktik/game/gametest"
	"taktik/units"
)

// TestHeldCitiesMarkWhoHoldsThem: Red takes Indigau (34-34, 35-34, 35-35), a Blue city
// (R21): the board prints it blue, so the map is told Red holds it, along its eight
// outer edges, with the flag on 34-34. Blue's own cities are not marked.
func TestHeldCitiesMarkWhoHoldsThem(t *testing.T) {
	g := gametest.Game(t, gametest.Continent(t), []string{"seed=2"}, "red:inf1 35-37", "blue:inf1 10-50")
	if list := HeldCities(g); len(list) != 0 {
		t.Fatalf("at the start %d cities are marked as held by the other side", len(list))
	}
	for _, line := range []string{"start", "move red:inf1 35-35", "endmove", "endturn"} {
		gametest.Do(t, g, line)
	}
	list := HeldCities(g)
	if len(list) != 1 {
		t.Fatalf("after Red took Indigau %d cities are marked, want 1", len(list))
	}
	h := list[0]
	if g.Board().Cities[h.City].Name != "Indigau" || h.Holder != units.Red || h.Corner.String() != "34-34" || len(h.Outline) != 8 {
		t.Errorf("marked %s held by %v, flag on %v, %d edges; want Indigau, Red, 34-34, 8",
			g.Board().Cities[h.City].Name, h.Holder, h.Corner, len(h.Outline))
	}
}
