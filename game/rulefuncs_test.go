package game

import (
	"testing"

	"taktik/maps"
	"taktik/units"
)

// The rule functions the engine and the AI share (issue 36): each answers from the
// fighters and the facts of the squares, with no game built.
func TestSharedRuleFunctions(t *testing.T) {
	inf := func(tr maps.Terrain) Fighter { return Fighter{units.Infantry, tr} }
	arm := Fighter{units.Armour, maps.Clear}
	mtn := Fighter{units.Mountain, maps.Mountain}
	hq := Fighter{units.HQ, maps.Clear}

	// R16, R25: doubled only in the advanced game, only with attackers, only when all are across
	doubles := []struct {
		advanced        bool
		attackers, over int
		want            bool
	}{
		{true, 2, 2, true}, {true, 3, 2, false}, {true, 0, 0, false}, {false, 2, 2, false}, {true, 1, 1, true},
	}
	for _, c := range doubles {
		if got := RiverDoubles(c.advanced, c.attackers, c.over); got != c.want {
			t.Errorf("RiverDoubles(%v, %d attackers, %d across) = %v, want %v", c.advanced, c.attackers, c.over, got, c.want)
		}
	}

	// R14, R23, R24, R25: who may and who must fight
	fights := []struct {
		name             string
		advanced         bool
		a, d             Fighter
		across           bool
		attacks, obliged bool
	}{
		{"an HQ never attacks (R14)", false, hq, inf(maps.Clear), false, false, false},
		{"basic game: a river changes nothing", false, inf(maps.Clear), inf(maps.Clear), true, true, true},
		{"advanced: across a river, free (R25)", true, inf(maps.Clear), inf(maps.Clear), true, true, false},
		{"advanced: armour against infantry in forest, barred (R23)", true, arm, inf(maps.Forest), false, false, false},
		{"basic: armour against infantry in forest, obliged", false, arm, inf(maps.Forest), false, true, true},
		{"advanced: mountain infantry in mountains need not attack out of them (R24)", true, mtn, inf(maps.Clear), false, true, false},
		{"advanced: mountain infantry against mountain infantry, obliged", true, mtn, mtn, false, true, true},
		{"advanced: infantry against mountain infantry in mountains, barred (R24)", true, inf(maps.Clear), mtn, false, false, false},
	}
	for _, c := range fights {
		if got := Attacks(c.advanced, c.a, c.d); got != c.attacks {
			t.Errorf("%s: Attacks = %v, want %v", c.name, got, c.attacks)
		}
		if got := Obliged(c.advanced, c.a, c.d, c.across); got != c.obliged {
			t.Errorf("%s: Obliged = %v, want %v", c.name, got, c.obliged)
		}
	}

	// R19, R24: where a retreating unit may stand
	stands := []struct {
		name               string
		advanced           bool
		k                  units.Kind
		tr                 maps.Terrain
		enemyOn, enemyNext bool
		want               bool
	}{
		{"clear and free", true, units.Infantry, maps.Clear, false, false, true},
		{"water", false, units.Infantry, maps.Water, false, false, false},
		{"a sea bridge", false, units.Infantry, maps.SeaBridge, false, false, true},
		{"held by the enemy", false, units.Infantry, maps.Clear, true, false, false},
		{"next to the enemy", false, units.Infantry, maps.Clear, false, true, false},
		{"mountains, advanced (R24)", true, units.Infantry, maps.Mountain, false, false, false},
		{"mountains, basic", false, units.Infantry, maps.Mountain, false, false, true},
		{"mountains, mountain infantry", true, units.Mountain, maps.Mountain, false, false, true},
	}
	for _, c := range stands {
		if got := RetreatStand(c.advanced, c.k, c.tr, c.enemyOn, c.enemyNext); got != c.want {
			t.Errorf("RetreatStand: %s = %v, want %v", c.name, got, c.want)
		}
	}
}
