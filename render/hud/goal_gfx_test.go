//go:build gfx

package hud

import (
	"testing"

	"taktik/game"
)

// TestGoalLineNamesEveryPart: the panel's goal names the cities to take, to hold and the
// units to destroy, each part a scenario has, in both languages (a goal made in the
// editor to take Indigau and destroy its garrison showed "Goal: take Indigau" alone).
func TestGoalLineNamesEveryPart(t *testing.T) {
	for _, c := range []struct {
		sc       game.Scenario
		lang, is string
	}{
		{game.Scenario{Objective: []string{"Indigau"}}, "en", "Goal: take Indigau"},
		{game.Scenario{Hold: []string{"Azurburg"}}, "en", "Goal: hold Azurburg"},
		{game.Scenario{Objective: []string{"Indigau"}, Destroy: []string{"blue:inf1"}}, "en", "Goal: take Indigau; destroy Blue 1st Inf."},
		{game.Scenario{Hold: []string{"Rubingen"}, Destroy: []string{"blue:inf1", "blue:arm2"}}, "de",
			"Ziel: Rubingen halten; blaue 1. Inf. und 2. Pz. vernichten"},
		{game.Scenario{Destroy: []string{"red:arm1"}}, "en", "Goal: destroy Red 1st Arm."},
	} {
		if got := goalLine(c.sc, c.lang); got != c.is {
			t.Errorf("%+v in %s: %q, want %q", c.sc, c.lang, got, c.is)
		}
	}
}
