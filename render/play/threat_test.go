package play

import (
	"strings"
	"testing"

	"taktik/game"
	"taktik/render/lang"
	"taktik/units"
)

// TestThreatViewIsTheEngines: the threat view marks what game.Threat says, on a concrete
// position: Blue's armour (7 squares) can reach Red's infantry and attack it at 2-1,
// losing it on 3 rolls of 6 (DE on 1 and 4, EX on 2: R17, R18); Blue's infantry is too
// far. The shaded squares are those Blue's units reach in Blue's turn.
func TestThreatViewIsTheEngines(t *testing.T) {
	defer lang.Set(lang.Fallback)
	lang.Set("en")
	g := position(t, game.Basic, "red:inf1 3-2", "blue:arm1 3-9", "blue:inf1 4-10")
	v := Threat(g, units.Red)
	if len(v.Marks) != 1 {
		t.Fatalf("marks %+v, want one: red:inf1", v.Marks)
	}
	m := v.Marks[0]
	if m.Unit != unit(t, "red:inf1") || m.Odds.String() != "2-1" || m.Attack != 2 || m.Defend != 1 || m.Lost != 3 || !m.Grave() ||
		len(m.Attackers) != 1 || m.Attackers[0] != unit(t, "blue:arm1") {
		t.Errorf("mark %+v, want red:inf1 attacked by blue:arm1 at 2-1, lost on 3 of 6", m)
	}
	if s := m.Text(); !strings.Contains(s, "2-1") || !strings.Contains(s, "3 of 6") {
		t.Errorf("the mark's sentence %q names neither the odds nor the rolls", s)
	}
	// the shaded squares: exactly the union of the reach game.Threat gives
	th := g.Threat(units.Red)
	if len(v.Squares) != len(th.Squares) || len(v.Squares) == 0 {
		t.Errorf("%d shaded squares, the engine's threat has %d", len(v.Squares), len(th.Squares))
	}
}

// TestForcedWarning: a lone infantry moving next to an armour and an infantry must
// attack both (R14): at best 1-3, the attackers lost on 3 rolls of 6 (AE on 2, 5, 6);
// the warning says so before the move. A move that touches no enemy warns of nothing.
func TestForcedWarning(t *testing.T) {
	defer lang.Set(lang.Fallback)
	lang.Set("en")
	g := position(t, game.Basic, "red:inf1 3-1", "blue:arm1 3-7", "blue:inf1 4-7")
	f, ok := ForcedBy(g, unit(t, "red:inf1"), sq(t, "3-6"))
	if !ok || f.Odds.String() != "1-3" || f.Lost != 3 || !f.Grave() || len(f.Defenders) != 2 {
		t.Fatalf("forced %+v (ok %v), want red:inf1 against both at 1-3, lost on 3 of 6", f, ok)
	}
	if s := f.Text(); !strings.Contains(s, "1-3") || !strings.Contains(s, "3 of 6") || !strings.Contains(s, "1st Arm.") {
		t.Errorf("the warning %q lacks the odds, the rolls or the enemy", s)
	}
	if _, ok := ForcedBy(g, unit(t, "red:inf1"), sq(t, "3-4")); ok {
		t.Error("a move that touches no enemy warns of a battle")
	}
}
