package model

import (
	"taktik/game"
	"taktik/render/lang"
	"taktik/units"
)

// SideName is a side's name in the chosen language.
func SideName(s units.Side) string { return lang.T("side." + s.String()) }

// WinnerSide is the side a Winner names (Red for a draw, which names none).
func WinnerSide(w game.Winner) units.Side {
	if w == game.BlueWins {
		return units.Blue
	}
	return units.Red
}

// ToAct names the side the game waits for, as the panel's head says it: "Red to move",
// or, while a side chooses within a turn (its retreats, R19, which may be in the other
// side's combat phase; its exchange losses, R18; its replacements, R31), "Blue chooses".
func ToAct(g *game.Game) string {
	if g.Pending().Kind != game.NoDecision {
		return lang.Tf("hud.chooses", SideName(g.Decider()))
	}
	return lang.Tf("hud.tomove", SideName(g.Decider()))
}

// Decision says in words what the game waits for and from whom, in the chosen
// language: "Red chooses the retreats", "Blue declares the battles".
func Decision(g *game.Game) string {
	if w := g.Winner(); w != game.NoWinner {
		if w == game.Draw {
			return lang.T("board.draw")
		}
		return lang.Tf("board.winner", SideName(WinnerSide(w)))
	}
	d := g.Pending()
	who := SideName(g.Decider())
	switch {
	case d.Kind == game.RetreatDecision:
		return lang.Tf("hud.decide.retreat", who)
	case d.Kind == game.ExchangeDecision:
		return lang.Tf(lang.Counted(d.Need, "hud.decide.exchange"), who, d.Need)
	case d.Kind == game.ReplaceDecision: // R31
		pts := g.ReplacementPoints(d.Side)
		return lang.Tf(lang.Counted(pts, "hud.decide.replace"), who, pts)
	case g.Phase() == game.PhaseSetup:
		return lang.T("hud.decide.setup")
	case g.Phase() == game.PhaseMovement:
		return lang.Tf("hud.decide.move", who)
	}
	if n := len(g.Uncovered()); n > 0 {
		return lang.Tf("hud.decide.declare", who, n)
	}
	for _, b := range g.Battles() {
		if !b.Resolved {
			return lang.Tf("hud.decide.resolve", who)
		}
	}
	return lang.Tf("hud.decide.endturn", who)
}

// Season is the month and its weather, "März · Regen", or "" when the game keeps no
// calendar (the optional weather and replacements rules, R30, R31).
func Season(g *game.Game, code string) string {
	m := g.MonthName(code)
	if m == "" {
		return ""
	}
	if w := g.WeatherName(code); w != "" {
		return m + " · " + w
	}
	return m
}
