package game

import (
	"fmt"
	"strings"
	"testing"

	"taktik/maps"
)

// TestMovementCosts checks reach and costs on open ground (R11, R13: every land square
// costs 3 thirds, water is never entered, the sea bridge is land).
func TestMovementCosts(t *testing.T) {
	g := position(t, "red", "red:inf1 4-4", "red:arm1 9-9", "red:inf2 5-5", "blue:inf25 1-16") // blue:inf25 far away: R22
	cases := []struct {
		unit, square string
		cost         int // -1: not reachable
	}{
		{"red:inf1", "4-5", 3},
		{"red:inf1", "4-9", 15},   // five squares east: the whole allowance (R11)
		{"red:inf1", "4-10", -1},  // six squares: too far
		{"red:inf1", "1-1", 9},    // diagonals cost the same (R2)
		{"red:inf1", "7-4", -1},   // water (R5)
		{"red:inf2", "7-8", 9},    // the sea bridge may be entered and stopped on (R5)
		{"red:inf2", "8-7", 12},   // …and crossed
		{"red:inf2", "8-4", -1},   // no way across the water but the bridge
		{"red:inf1", "5-5", -1},   // a friend's square is never an end (R12)
		{"red:inf1", "6-6", 6},    // passing the friend on 5-5 is free (R12)
		{"red:arm1", "9-16", 21},  // armour moves 7 (R7)
		{"red:arm1", "6-8", 9},    // 9-9 → 8-8 → 7-8 (the bridge) → 6-8
		{"red:arm1", "2-9", 21},   // …and on north: seven steps
		{"red:arm1", "1-9", -1},   // eight steps
		{"red:arm1", "11-15", -1}, // boxed in by a sea corner (R2)
	}
	for _, c := range cases {
		got, ok := reachMap(g, c.unit)[c.square]
		if c.cost < 0 {
			if ok {
				t.Errorf("%s reaches %s at %d, want unreachable", c.unit, c.square, got)
			}
			continue
		}
		if !ok || got != c.cost {
			t.Errorf("%s to %s: cost %d (reachable %v), want %d", c.unit, c.square, got, ok, c.cost)
		}
	}
}

// TestSeaCornerR2: no diagonal step slips between two water squares, so 11-15 and 12-16
// are cut off from everything.
func TestSeaCornerR2(t *testing.T) {
	g := position(t, "red", "red:inf1 11-15", "red:inf2 10-14", "blue:inf25 1-1")
	if r := g.Reach(num("red:inf1")); len(r) != 0 {
		t.Errorf("a unit on 11-15 reaches %v; a sea corner must not be slipped through", r)
	}
	m := reachMap(g, "red:inf2")
	for _, s := range []string{"11-15", "12-16"} {
		if _, ok := m[s]; ok {
			t.Errorf("red:inf2 reaches %s through a sea corner", s)
		}
	}
	refused(t, g, "move red:inf2 12-16", "cannot reach")
}

// TestSeaBridgeHoldsOneR5: a sea bridge holding a unit cannot be passed, even by a
// friend; once it is free the crossing opens.
func TestSeaBridgeHoldsOneR5(t *testing.T) {
	g := position(t, "red", "red:inf1 7-8", "red:inf2 5-5", "blue:inf25 1-16")
	if _, ok := reachMap(g, "red:inf2")["8-7"]; ok {
		t.Error("red:inf2 crosses the sea bridge while red:inf1 stands on it")
	}
	refused(t, g, "move red:inf2 6-6 6-7 7-8 8-7", "a sea bridge carries one unit")
	refused(t, g, "move red:inf2 8-7", "Red 2nd Inf. cannot reach 8-7: the way leads over the sea bridge 7-8, where Red 1st Inf. stands, and a sea bridge carries one unit at a time") // R5
	// too far even over a free bridge: both reasons are given
	refused(t, g, "move red:inf2 8-1", "Red 2nd Inf. cannot reach 8-1: the way leads over the sea bridge 7-8, where Red 1st Inf. stands, and a sea bridge carries one unit at a time; that way would also cost 10 movement points, and it has 5 left")
	do(t, g, "move red:inf1 9-8")
	if c, ok := reachMap(g, "red:inf2")["8-7"]; !ok || c != 12 {
		t.Errorf("with the bridge free red:inf2 reaches 8-7 at %d (%v), want 12", c, ok)
	}
}

// TestContactStopsR12 checks the zone around enemy units: entering a square next to an
// enemy ends the move, enemy squares are never entered or passed, and a unit that starts
// next to an enemy may leave but stops again on entering another such square.
func TestContactStopsR12(t *testing.T) {
	// A blue wall on column 6, rows 2, 4 and 6: every square of columns 5–7 touches it.
	wall := []string{"blue:inf1 2-6", "blue:inf2 4-6", "blue:inf3 6-6"}
	g := position(t, "red", append(wall, "red:arm1 4-2", "red:inf1 3-5", "red:inf2 12-12")...)
	cases := []struct {
		unit, square string
		cost         int
	}{
		{"red:arm1", "4-5", 9},  // into contact: allowed, and the move ends there
		{"red:arm1", "1-5", 9},  // 3-3, 2-4, 1-5: contact with blue:inf1 only at the end
		{"red:arm1", "4-4", 6},  // not next to anyone
		{"red:arm1", "3-6", -1}, // only through squares where it must stop
		{"red:arm1", "4-7", -1}, // behind the wall
		{"red:arm1", "4-6", -1}, // an enemy's square
		{"red:inf1", "3-4", 3},  // starts in contact and may leave (R12)
		{"red:inf1", "2-3", 6},  // …and go on while out of contact
		{"red:inf1", "2-5", 3},  // from contact straight into contact: one step, then stop
		{"red:inf1", "1-4", 6},  // 2-4 → 1-4 stays clear of 2-6
		{"red:inf1", "1-6", -1}, // only through 2-5 or 1-5, where it must stop
		{"red:inf1", "3-7", -1}, // between two enemies: only through stop squares
	}
	for _, c := range cases {
		got, ok := reachMap(g, c.unit)[c.square]
		if c.cost < 0 {
			if ok {
				t.Errorf("%s reaches %s at %d, want unreachable", c.unit, c.square, got)
			}
			continue
		}
		if !ok || got != c.cost {
			t.Errorf("%s to %s: cost %d (reachable %v), want %d", c.unit, c.square, got, ok, c.cost)
		}
	}
	refused(t, g, "move red:arm1 4-3 4-4 4-5 3-5", "must stop on 4-5")
	refused(t, g, "move red:arm1 4-3 4-4 4-5 4-6", "must stop on 4-5")
	do(t, g, "move red:arm1 4-5")
	if left := g.Unit(num("red:arm1")).Left; left != 0 {
		t.Errorf("after moving into contact red:arm1 has %d thirds left, want 0", left)
	}
	refused(t, g, "move red:arm1 4-4", "no movement left")
}

// TestFriendsR12: friends may be passed but never ended on; one unit per square.
func TestFriendsR12(t *testing.T) {
	g := position(t, "red", "red:inf1 4-1", "red:inf2 3-1", "red:inf3 3-2", "red:inf4 4-2",
		"red:inf5 5-2", "red:inf6 5-1", "blue:inf25 1-16")
	m := reachMap(g, "red:inf1")
	if c, ok := m["4-3"]; !ok || c != 6 {
		t.Errorf("red:inf1 reaches 4-3 through its ring of friends at %d (%v), want 6", c, ok)
	}
	for _, s := range []string{"3-1", "3-2", "4-2", "5-2", "5-1"} {
		if _, ok := m[s]; ok {
			t.Errorf("red:inf1 may end on its friend's square %s", s)
		}
	}
	refused(t, g, "move red:inf1 4-2", "Red 1st Inf. cannot end on 4-2: Red 4th Inf. stands there")
	do(t, g, "move red:inf1 4-2 4-3")
	if where(g, "red:inf1") != "4-3" || where(g, "red:inf4") != "4-2" {
		t.Errorf("after passing a friend: red:inf1 on %s, red:inf4 on %s", where(g, "red:inf1"), where(g, "red:inf4"))
	}
}

// TestMovePaths: one square means the cheapest way, several mean exactly that way; the
// cost of each is charged, and a unit may move again with what it has left.
func TestMovePaths(t *testing.T) {
	g := position(t, "red", "red:inf1 4-4", "blue:inf1 12-16")
	do(t, g, "move red:inf1 3-3 2-3 2-4") // a detour: 9 thirds for a square two away
	if us := g.Unit(num("red:inf1")); us.Left != 6 || us.Square != sq("2-4") || !us.Moved {
		t.Errorf("after the detour: %+v, want on 2-4 with 6 thirds left", us)
	}
	do(t, g, "move red:inf1 2-6") // cheapest: two squares, 6 thirds
	if left := g.Unit(num("red:inf1")).Left; left != 0 {
		t.Errorf("left %d, want 0", left)
	}
	refused(t, g, "move blue:inf1 12-15", "it is Red's turn")
	refused(t, g, "move red:inf1 2-7", "no movement left")
	g2 := position(t, "red", "red:inf1 4-4", "blue:inf1 12-16")
	refused(t, g2, "move red:inf1 4-5 4-7", "cannot step from 4-5 to 4-7")
	refused(t, g2, "move red:inf1 4-5 4-6 4-7 4-8 4-9 4-10", "Red 1st Inf. needs 6 movement points to reach 4-10 this way but has only 5 left")
	refused(t, g2, "move red:inf1 5-4 6-4 7-4", "cannot step from 6-4 to 7-4")
}

// TestHQMovementR20: an HQ never moves next to an enemy; one that starts next to an enemy
// must get away, or it is eliminated when the movement phase ends.
func TestHQMovementR20(t *testing.T) {
	g := position(t, "red", "red:hq-1c 4-2", "blue:inf1 4-6")
	m := reachMap(g, "red:hq-1c")
	for _, s := range []string{"4-5", "3-5", "5-5"} {
		if _, ok := m[s]; ok {
			t.Errorf("the HQ may move to %s, next to blue:inf1", s)
		}
	}
	if c, ok := m["4-4"]; !ok || c != 6 {
		t.Errorf("HQ to 4-4: %d %v, want 6", c, ok)
	}
	refused(t, g, "move red:hq-1c 4-5", "Red I Corps HQ may not move onto 4-5, next to Blue 1st Inf.: a headquarters never moves next to the enemy")

	// R20: an HQ that begins its turn next to an enemy must move away. While it still can,
	// endmove is refused and not offered; once it has moved, the movement may end.
	g = position(t, "red", "red:hq-1c 4-5", "blue:inf1 4-6", "red:inf1 12-1")
	refused(t, g, "endmove", "Red I Corps HQ stands next to an enemy unit and can still get away")
	if legalTexts(g, ActEndMove)["endmove"] {
		t.Error("endmove offered while the HQ next to blue:inf1 can still get away (R20)")
	}
	if !legalTexts(g, ActMove)["move red:hq-1c 4-3"] {
		t.Error("the HQ's way out to 4-3 is not offered")
	}
	do(t, g, "move red:hq-1c 4-3")
	k := len(g.Events())
	do(t, g, "endmove")
	if g.Unit(num("red:hq-1c")).Status != OnBoard || hasEvent(g, k, EvHQLost) {
		t.Error("the HQ that got away was lost (R20)")
	}
	// Boxed in a corner: every square it could reach touches the enemy, so it cannot get
	// away and is eliminated when the movement ends.
	g = position(t, "red", "red:hq-1c 1-1", "blue:inf1 2-2", "red:inf1 12-1")
	if r := g.Reach(num("red:hq-1c")); len(r) != 0 {
		t.Errorf("the boxed-in HQ reaches %v", r)
	}
	if !legalTexts(g, ActEndMove)["endmove"] {
		t.Error("endmove not offered though the HQ has no way out")
	}
	k = len(g.Events())
	do(t, g, "endmove")
	if g.Unit(num("red:hq-1c")).Status != Eliminated || !hasEvent(g, k, EvHQLost) {
		t.Error("the HQ that could not get away survives the movement phase (R20)")
	}
	// Hemmed in by a friend on its only way out: once the friend makes room, it must go.
	g = position(t, "red", "red:hq-1c 1-2", "red:inf2 1-1", "blue:inf1 2-3", "blue:inf2 3-1", "red:inf1 12-1")
	if r := g.Reach(num("red:hq-1c")); len(r) != 0 {
		t.Fatalf("the hemmed-in HQ reaches %v", r)
	}
	if !legalTexts(g, ActEndMove)["endmove"] {
		t.Error("endmove not offered while the HQ's only way out is held by a friend")
	}
	do(t, g, "move red:inf2 2-1")
	refused(t, g, "endmove", "can still get away (to 1-1, for one)")
	do(t, g, "move red:hq-1c 1-1")
	do(t, g, "endmove")
	if g.Unit(num("red:hq-1c")).Status != OnBoard {
		t.Error("the HQ that got away was lost")
	}
}

// TestUndoMoves: moves are taken back one by one; a die roll clears the undo stack.
func TestUndoMoves(t *testing.T) {
	g := position(t, "red", "red:inf1 4-2", "blue:inf1 4-8")
	start := g.Hash()
	do(t, g, "move red:inf1 4-4")
	mid := g.Hash()
	do(t, g, "move red:inf1 4-7")
	if err := g.Undo(); err != nil {
		t.Fatal(err)
	}
	if g.Hash() != mid || where(g, "red:inf1") != "4-4" {
		t.Errorf("one undo: red:inf1 on %s", where(g, "red:inf1"))
	}
	if err := g.Undo(); err != nil {
		t.Fatal(err)
	}
	if g.Hash() != start || len(g.History()) != 3 { // place, place, start
		t.Errorf("two undos do not give back the start: history %v", g.History())
	}
	if g.Undo() == nil {
		t.Error("undo past the start of the turn accepted")
	}
	do(t, g, "move red:inf1 4-7")
	do(t, g, "endmove")
	do(t, g, "battle red:inf1 vs blue:inf1")
	if !g.CanUndo() {
		t.Error("a declaration cannot be undone before the roll")
	}
	do(t, g, "dice 4")
	do(t, g, "resolve")
	if g.CanUndo() {
		t.Error("undo still possible after a die roll")
	}
}

// terrainMap has a river, a road, forest and mountains: the basic game ignores them all.
const terrainMap = `taktik-map 1
size 5 8
terrain
........
..ff.mm.
..ff.mm.
........
........
rivers
...|....
...|....
...|....
...|....
........
road R-1 4-1..4-8
`

// TestBasicTerrainR13: in the basic game every land square costs 3 thirds whatever is
// drawn on it — rivers, roads, forest and mountains are ignored.
func TestBasicTerrainR13(t *testing.T) {
	g := positionOn(t, testBoard(t, terrainMap), "red", "red:inf1 3-1", "red:inf2 4-1", "blue:inf25 1-8")
	cases := []struct {
		unit, square string
		cost         int
	}{
		{"red:inf1", "3-3", 6},  // into forest
		{"red:inf1", "3-5", 12}, // across the river east of column 4
		{"red:inf1", "2-6", 15}, // into the mountains
		{"red:inf2", "4-6", 15}, // along the road: no road bonus
		{"red:inf2", "4-7", -1}, // six steps even on the road
	}
	for _, c := range cases {
		got, ok := reachMap(g, c.unit)[c.square]
		if c.cost < 0 {
			if ok {
				t.Errorf("%s reaches %s at %d, want unreachable", c.unit, c.square, got)
			}
			continue
		}
		if !ok || got != c.cost {
			t.Errorf("%s to %s: cost %d (reachable %v), want %d", c.unit, c.square, got, ok, c.cost)
		}
	}
}

// TestStraightWay: among ways of equal cost the one shown and taken keeps nearest the
// straight line from the start (the desktop showed 35-29 → 34-30 → 33-31 → 34-32 where a
// straight way costs the same). R11: the cost is the same either way.
func TestStraightWay(t *testing.T) {
	cases := []struct{ from, to, want string }{
		{"4-4", "4-8", "4-5 4-6 4-7 4-8"},
		{"4-4", "8-4", ""}, // over water: no way
		{"5-2", "4-5", ""}, // any way within a step of the line
		{"9-9", "9-13", "9-10 9-11 9-12 9-13"},
		{"2-2", "5-5", "3-3 4-4 5-5"},
	}
	for _, c := range cases {
		g := position(t, "red", "red:inf1 "+c.from, "blue:inf25 1-16")
		path, cost, err := g.Path(num("red:inf1"), sq(c.to))
		if c.to == "8-4" {
			if err == nil {
				t.Errorf("%s to %s: a way over water %v", c.from, c.to, path)
			}
			continue
		}
		if err != nil {
			t.Fatalf("%s to %s: %v", c.from, c.to, err)
		}
		var got []string
		worst := 0
		a, b := g.board.Index(sq(c.from)), g.board.Index(sq(c.to))
		for _, s := range path {
			got = append(got, s.String())
			worst = max(worst, g.offLine(a, b, g.board.Index(s)))
		}
		if c.want != "" && strings.Join(got, " ") != c.want {
			t.Errorf("%s to %s: way %v (cost %d), want %s", c.from, c.to, got, cost, c.want)
		}
		// a step off the line is twice the area over a line's length of at most three
		if worst > 3 {
			t.Errorf("%s to %s: way %v strays %d from the straight line", c.from, c.to, got, worst)
		}
	}
}

// TestStraightWayTurnsLeast: among ways of equal cost the one shown and taken turns the
// fewest times, then keeps nearest the straight line. The desktop showed 31-20 → 31-21 →
// 32-22 → 32-23 → 33-24 and 24-25 → 23-24 → 23-23 → 22-22 on the continent, each within
// half a square of the line but turning at every other step, where a way that turns once
// costs the same. R11: the cost and the squares reached are unchanged, and the move
// follows the way shown.
func TestStraightWayTurnsLeast(t *testing.T) {
	b := continentOrSkip(t)
	cases := []struct {
		mode, from, to, want string
		cost                 int
	}{
		{"mode=basic", "31-20", "33-24", "32-21 33-22 33-23 33-24", 12}, // R13: 3 a square
		{"mode=basic", "24-25", "22-22", "24-24 23-23 22-22", 9},
		{"mode=advanced", "31-20", "33-24", "32-21 33-22 33-23 33-24", 15},
		{"mode=advanced", "24-25", "22-22", "24-24 23-23 22-22", 12},
	}
	for _, c := range cases {
		g := setupOn(t, b, c.mode, "red", "red:inf1 "+c.from, "blue:inf25 23-43")
		u := num("red:inf1")
		reach := map[string]int{}
		for _, r := range g.Reach(u) {
			reach[r.Square.String()] = r.Cost
		}
		path, cost, err := g.Path(u, sq(c.to))
		if err != nil {
			t.Fatalf("%s %s to %s: %v", c.mode, c.from, c.to, err)
		}
		var got []string
		for _, s := range path {
			got = append(got, s.String())
		}
		if strings.Join(got, " ") != c.want || cost != c.cost || reach[c.to] != c.cost {
			t.Errorf("%s %s to %s: way %v cost %d (reach %d), want %s cost %d",
				c.mode, c.from, c.to, got, cost, reach[c.to], c.want, c.cost)
		}
		if turns := wayTurns(sq(c.from), path); turns != 1 {
			t.Errorf("%s %s to %s: way %v turns %d times, want once", c.mode, c.from, c.to, got, turns)
		}
		// every way shown is a legal way of the cheapest cost
		for _, r := range g.Reach(u) {
			p, pc, err := g.Path(u, r.Square)
			if err != nil || pc != r.Cost {
				t.Fatalf("%s: way to %s: %v cost %d, reach says %d", c.mode, r.Square, err, pc, r.Cost)
			}
			if walked, err := g.checkPath(u, p); err != nil || walked != r.Cost {
				t.Errorf("%s: way to %s %v walks at %d (%v), want %d", c.mode, r.Square, p, walked, err, r.Cost)
			}
		}
		do(t, g, "move red:inf1 "+c.to)
		ev := g.Events()[len(g.Events())-1]
		if ev.Kind != EvMove || fmt.Sprint(ev.Path[1:]) != fmt.Sprint(path) || ev.Cost != c.cost {
			t.Errorf("%s %s to %s: moved along %v at %d, shown %v", c.mode, c.from, c.to, ev.Path, ev.Cost, path)
		}
	}
}

// wayTurns counts the changes of direction along a way from a square.
func wayTurns(from maps.Square, path []maps.Square) int {
	turns, last := 0, [2]int{}
	for k, s := range path {
		d := [2]int{s.Row - from.Row, s.Col - from.Col}
		if k > 0 && d != last {
			turns++
		}
		last, from = d, s
	}
	return turns
}
