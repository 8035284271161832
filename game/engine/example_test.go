package engine

import (
	"reflect"
	"testing"

	"taktik/game"
)

// TestProtocolExample plays the Example of docs/protocol.md line by line on the continent and
// checks every reply. Red's 1st infantry moves next to Blue's (R12: it stops in contact,
// so nothing is left of its movement), the contact must be fought (R14), one against one
// is 1-1 (R16), and a fixed die 1 at 1-1 is DE (R17). Blue then has no unit on the board
// and Red wins at once (R22), so the closing endturn
// only reports the final status.
func TestProtocolExample(t *testing.T) {
	s := NewSession(continent(t))

	a := mustOK(t, s, "new mode=basic seed=7 setup=empty")
	wantStatus(t, a, 0, "red", "setup", nil)

	a = mustOK(t, s, "place red:inf1 20-27")
	if str(a, "unit") != "red:inf1" || str(a, "square") != "20-27" {
		t.Errorf("place: %v", a)
	}
	mustOK(t, s, "place blue:inf1 20-29")

	a = mustOK(t, s, "start")
	wantStatus(t, a, 1, "red", "movement", nil)

	a = mustOK(t, s, "move red:inf1 20-28")
	if got := strs(t, a, "path"); !reflect.DeepEqual(got, []string{"20-28"}) {
		t.Errorf("move path = %v, want [20-28]", got)
	}
	if num(a, "cost") != 3 || num(a, "left") != 0 {
		t.Errorf("move: cost %d left %d, want 3 (one clear square, R11/R13) and 0 (contact, R12)", num(a, "cost"), num(a, "left"))
	}

	a = mustOK(t, s, "endmove")
	if got := a["contacts"]; !reflect.DeepEqual(got, []any{[]any{"red:inf1", "blue:inf1"}}) {
		t.Errorf("endmove contacts = %v, want [[red:inf1 blue:inf1]] (R14)", got)
	}

	a = mustOK(t, s, "battle red:inf1 vs blue:inf1")
	if num(a, "index") != 0 || str(a, "odds") != "1-1" {
		t.Errorf("battle: %v, want index 0 at 1-1 (R16)", a)
	}

	mustOK(t, s, "dice 1")

	a = mustOK(t, s, "resolve")
	if num(a, "die") != 1 || str(a, "odds") != "1-1" {
		t.Errorf("resolve: die %v odds %v, want 1 at 1-1", a["die"], a["odds"])
	}
	// R17, row 1, column 1-1: DE; the table in game must say the same.
	if str(a, "result") != "DE" || game.CRT(game.ComputeOdds(1, 1), 1) != game.DE {
		t.Errorf("resolve result = %v, want DE (R17 die 1 at 1-1)", a["result"])
	}
	if got := strs(t, a, "eliminated"); !reflect.DeepEqual(got, []string{"blue:inf1"}) {
		t.Errorf("eliminated = %v, want [blue:inf1]", got)
	}
	if a["pending"] != nil || str(a, "winner") != "red" {
		t.Errorf("after DE: pending %v winner %v, want null and red (R22)", a["pending"], a["winner"])
	}

	// The closing endturn of the example: the game is over, so it answers with the final
	// status and no new events.
	a = mustOK(t, s, "endturn")
	wantStatus(t, a, 1, "red", "done", "red")
	if ev := a["events"]; ev != nil && len(ev.([]any)) != 0 {
		t.Errorf("endturn after the victory: events %v, want none", ev)
	}
	wantStatus(t, mustOK(t, s, "status"), 1, "red", "done", "red")
}

// wantStatus checks the status fields of a reply.
func wantStatus(t *testing.T, a answer, turn int, side, phase string, winner any) {
	t.Helper()
	for _, key := range []string{"turn", "month", "weather", "side", "phase", "pending", "winner"} {
		if _, ok := a[key]; !ok {
			t.Errorf("status field %q missing: %v", key, a)
		}
	}
	if num(a, "turn") != turn || str(a, "side") != side || str(a, "phase") != phase || a["winner"] != winner {
		t.Errorf("status = turn %v side %v phase %v winner %v, want %d %s %s %v",
			a["turn"], a["side"], a["phase"], a["winner"], turn, side, phase, winner)
	}
}
