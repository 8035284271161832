package engine

import (
	"reflect"
	"testing"
)

// TestBoard: the sketch as data, in docs/protocol.md's shapes.
func TestBoard(t *testing.T) {
	s := NewSession(sketchBoard(t))
	a := mustOK(t, s, "board")
	if num(a, "rows") != 10 || num(a, "cols") != 14 {
		t.Errorf("size %v×%v", a["rows"], a["cols"])
	}
	terrain := strs(t, a, "terrain")
	want := map[int]string{0: "wwwwwwwwwwwwww", 4: "wccccffccccccw", 6: "wccccccmcccccw"}
	for row, line := range want {
		if terrain[row] != line {
			t.Errorf("terrain row %d = %q, want %q", row+1, terrain[row], line)
		}
	}
	// One entry per river edge: the east edge of 3-7, the south edge of 6-3.
	if got := a["rivers"]; !reflect.DeepEqual(got, []any{[]any{"3-7", "e"}, []any{"6-3", "s"}}) {
		t.Errorf("rivers = %v", got)
	}
	roads := a["roads"].(map[string]any)
	if r := roads["R-1"].([]any); len(r) != 12 || r[0] != "5-2" || r[11] != "5-13" {
		t.Errorf("road R-1 = %v", r)
	}
	cities := a["cities"].([]any)
	if len(cities) != 2 {
		t.Fatalf("cities = %v", cities)
	}
	blue := cities[1].(map[string]any)
	if blue["name"] != "Blau Hafen" || blue["side"] != "blue" || !reflect.DeepEqual(blue["squares"], []any{"2-12", "2-13"}) ||
		!reflect.DeepEqual(blue["ports"], []any{"2-13"}) {
		t.Errorf("city = %v", blue)
	}
	beach := a["beaches"].([]any)[0].(map[string]any)
	if beach["name"] != "Sued" || len(beach["squares"].([]any)) != 3 {
		t.Errorf("beach = %v", beach)
	}
	biv := a["bivouacs"].([]any)[1].(map[string]any)
	if biv["name"] != "I C" || biv["side"] != "blue" || len(biv["squares"].([]any)) != 4 {
		t.Errorf("bivouac = %v", biv)
	}
}

// TestSquare: what one square holds, with and without a game.
func TestSquare(t *testing.T) {
	s := NewSession(sketchBoard(t))
	for _, c := range []struct {
		sq   string
		want map[string]any
	}{
		{"2-3", map[string]any{"terrain": "c", "city": "Rotstadt", "owner": "red", "port": false, "beach": nil,
			"bivouac": nil, "road": []any{}, "rivers": []any{}, "unit": nil}},
		{"2-2", map[string]any{"city": "Rotstadt", "port": true}},
		{"3-7", map[string]any{"rivers": []any{"e"}}},
		{"3-8", map[string]any{"rivers": []any{"w"}}},
		{"7-3", map[string]any{"rivers": []any{"n"}}},
		{"5-6", map[string]any{"terrain": "f", "road": []any{"R-1"}}},
		{"7-8", map[string]any{"terrain": "m"}},
		{"1-1", map[string]any{"terrain": "w", "city": nil, "owner": nil}},
		{"9-7", map[string]any{"beach": "Sued"}},
		{"8-12", map[string]any{"bivouac": "I C"}},
	} {
		a := mustOK(t, s, "square "+c.sq)
		for k, v := range c.want {
			if !reflect.DeepEqual(a[k], v) {
				t.Errorf("square %s: %s = %v, want %v", c.sq, k, a[k], v)
			}
		}
	}
	mustFail(t, s, "square 11-1", "11-1 is off the board")
	mustFail(t, s, "square 0-5", `"0-5" is not a square`)
	mustFail(t, s, "square five", `"five" is not a square`)
	mustOK(t, s, "new setup=empty")
	mustOK(t, s, "place blue:arm2 9-7")
	if a := mustOK(t, s, "square 9-7"); a["unit"] != "blue:arm2" {
		t.Errorf("unit on 9-7 = %v", a["unit"])
	}
}

// TestUnits: the unit list, whole or one side's, and its refusals.
func TestUnits(t *testing.T) {
	s := sketchSession(t, "new setup=empty", "place red:arm1 5-3", "place blue:inf1 5-9", "start")
	a := mustOK(t, s, "units")
	list := a["units"].([]any)
	if len(list) != 88 {
		t.Fatalf("%d units, want 88 (R8)", len(list))
	}
	arm := list[findUnit(t, list, "red:arm1")].(map[string]any)
	want := map[string]any{"id": "red:arm1", "side": "red", "kind": "arm", "square": "5-3", "combat": 2.0, "move": 7.0,
		"left": 21.0, "moved": false, "status": "active", "cutoff": 0.0, "fired": false}
	if !reflect.DeepEqual(arm, want) {
		t.Errorf("red:arm1 = %v, want %v (R7, R11)", arm, want)
	}
	off := list[findUnit(t, list, "red:inf1")].(map[string]any)
	if off["square"] != nil || off["status"] != "unplaced" {
		t.Errorf("red:inf1 = %v", off)
	}
	blue := mustOK(t, s, "units blue")["units"].([]any)
	if len(blue) != 44 || blue[0].(map[string]any)["side"] != "blue" {
		t.Errorf("units blue: %d units", len(blue))
	}
	mustFail(t, s, "units green", `"green" is not a side`)
	mustFail(t, s, "units red blue", "units takes at most a side")
}

func findUnit(t *testing.T, list []any, id string) int {
	t.Helper()
	for i, u := range list {
		if u.(map[string]any)["id"] == id {
			return i
		}
	}
	t.Fatalf("no unit %s", id)
	return -1
}

func TestHelp(t *testing.T) {
	s := NewSession(nil)
	list := mustOK(t, s, "help")["commands"].([]any)
	if len(list) != len(commands) {
		t.Errorf("help lists %d commands, there are %d", len(list), len(commands))
	}
	one := mustOK(t, s, "help MOVE")["commands"].([]any)
	if len(one) != 1 || one[0].(map[string]any)["command"] != "move UNIT SQUARE…" {
		t.Errorf("help move = %v", one)
	}
}
