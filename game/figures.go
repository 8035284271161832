package game

import (
	"fmt"
	"strconv"

	"taktik/assets/i18n"
	"taktik/maps"
	"taktik/units"
)

// The texts that state a rule's number take it from Figures (issue 35): the catalog
// writes {cost.forest}, never "2", so that a sentence cannot drift from the rule.
func init() { i18n.SetFigures(Figures()) }

// Figures are the numbers the rules' texts state, by the name a text writes in braces,
// each read from the engine's own tables: the terrain effects table in points, the
// combat results table's limits, the printed values, replacements, nuclear weapons and
// the board.
func Figures() map[string]string {
	f := map[string]string{}
	n := strconv.Itoa
	for _, row := range TerrainTable() {
		switch row.Key {
		case "clear":
			f["cost.basic"] = points(row.Basic[0]) // R13: every land square alike
			f["cost.clear"] = points(row.Foot[0])
		case "forest":
			f["cost.forest"] = points(row.Foot[0])
		case "mountain":
			f["cost.mountain"] = points(row.Mountain[0])
		case "river":
			f["cost.river"] = points(row.Foot[0])
		}
	}
	rain := stepFacts{into: maps.Clear, river: true}
	f["cost.river.rain"] = points(stepCost(footClass, rain, soakedGround) - stepCost(footClass, stepFacts{into: maps.Clear}, soakedGround))
	f["odds.autowin"] = fmt.Sprintf("%d-1", int(OddsAutoDE)+1) // R16
	f["odds.autolose"] = fmt.Sprintf("1-%d", 1-int(OddsAutoAE))
	f["retreat"] = n(len([2]maps.Square{})) // a retreat path is two squares (R19)
	f["values.inf"] = fmt.Sprintf("%d-%d", units.Infantry.Combat(), units.Infantry.Move())
	f["values.arm"] = fmt.Sprintf("%d-%d", units.Armour.Combat(), units.Armour.Move())
	f["hq.defence"] = n(units.Unit{Kind: units.HQ}.DefenceValue())
	army := 0
	for i, u := range catalog {
		if u.Side == units.Red {
			army++
		}
		switch u.Kind {
		case units.Infantry:
			f["replace.cost.inf"] = n(ReplacementCost(i))
		case units.Armour:
			f["replace.cost.arm"] = n(ReplacementCost(i))
		}
	}
	f["army"] = n(army)
	f["replace.cap.red"] = n(ReplacementCap[units.Red])
	f["replace.cap.blue"] = n(ReplacementCap[units.Blue])
	f["replace.cap.even"] = n(EvenReplacementCap)
	f["atomic.range.gun"] = n(AtomicGun.Range())
	f["atomic.range.missile"] = n(Missile.Range())
	f["atomic.block"] = fmt.Sprintf("%d×%d", Missile.Block(), Missile.Block())
	f["atomic.turn"] = n(NuclearFirstTurn)
	f["shortcorps.max"] = n(MaxShortCorps)
	if b, err := maps.Continent(); err == nil {
		f["grid.rows"], f["grid.cols"] = n(b.Rows), n(b.Cols)
	}
	return f
}

// points writes a cost in thirds as the player counts it, in whole points.
func points(thirds int) string { return strconv.Itoa(thirds / 3) }
