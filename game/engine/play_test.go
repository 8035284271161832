package engine

import (
	"reflect"
	"slices"
	"strings"
	"testing"
)

// TestMovement: reach, move (cheapest way and exact path), undo and endmove, and each way
// a move is refused (R2, R5, R11, R12, R20).
func TestMovement(t *testing.T) {
	s := sketchSession(t, "new setup=empty", "place red:inf1 5-3", "place red:arm1 6-3", "place red:hq-1c 7-6",
		"place blue:inf1 5-9", "place blue:inf2 3-11", "start")

	reach := mustOK(t, s, "reach red:inf1")["reach"].(map[string]any)
	for sq, cost := range map[string]float64{"5-4": 3, "4-4": 3, "5-8": 15, "4-8": 15} {
		if reach[sq] != cost {
			t.Errorf("reach red:inf1 %s = %v, want %v thirds (R11, R13)", sq, reach[sq], cost)
		}
	}
	for _, sq := range []string{"5-3", "6-3", "5-9", "5-10", "1-3"} {
		if _, ok := reach[sq]; ok {
			t.Errorf("reach red:inf1 holds %s: own square, friend, enemy, beyond the enemy or water (R12)", sq)
		}
	}
	if r := mustOK(t, s, "reach blue:inf1")["reach"].(map[string]any); len(r) != 0 {
		t.Errorf("blue moves in Red's turn: %v", r)
	}
	mustFail(t, s, "reach red:inf99", `"red:inf99" is not a unit`)

	for _, c := range []struct{ line, want string }{
		{"move red:inf1 5-9", "Red 1st Inf. cannot end on 5-9: Blue 1st Inf. stands there"},
		{"move red:inf1 6-3", "Red 1st Inf. cannot end on 6-3: Red 1st Arm. stands there"},
		{"move red:inf1 5-3", "Red 1st Inf. already stands on 5-3"},
		{"move blue:inf1 5-8", "Blue 1st Inf. belongs to Blue, and it is Red's turn"},
		{"move red:inf1 1-3", "Red 1st Inf. cannot enter 1-3: it is water"}, // R5
		{"move red:inf1 9-13", "Red 1st Inf. cannot reach 9-13: the way there costs 10 movement points, and it has 5 left"},
		{"move red:inf1 5-4 5-6", "cannot step from 5-4 to 5-6"},
		{"move red:inf1 5-4 5-5 5-6 5-7 5-8 4-8", "Red 1st Inf. must stop on 5-8, next to Blue 1st Inf.: a unit that comes into contact with the enemy stops there"}, // R12
		{"move red:arm1 7-4 8-5 8-6 8-7 8-8 8-9 8-10 8-11", "Red 1st Arm. needs 8 movement points to reach 8-11 this way but has only 7 left"},                       // R11
		{"move red:hq-1c 6-8", "Red I Corps HQ may not move onto 6-8, next to Blue 1st Inf.: a headquarters never moves next to the enemy"},                          // R20
		{"move red:inf2 5-4", "Red 2nd Inf. is not on the board"},
		{"move red:inf1 5-4 x", `"x" is not a square`},
		{"move red:inf1 5-99", "5-99 is off the board"},
	} {
		mustFail(t, s, c.line, c.want)
	}

	a := mustOK(t, s, "move red:inf1 5-4 5-5 5-6")
	if !reflect.DeepEqual(strs(t, a, "path"), []string{"5-4", "5-5", "5-6"}) || num(a, "cost") != 9 || num(a, "left") != 6 {
		t.Errorf("move along a path: %v", a)
	}
	reach = mustOK(t, s, "reach red:inf1")["reach"].(map[string]any)
	if reach["5-7"] != 3.0 || reach["5-8"] != 6.0 {
		t.Errorf("reach after moving 9 of 15 thirds: %v", reach)
	}
	wantStatus(t, mustOK(t, s, "undo"), 1, "red", "movement", nil)
	if a := mustOK(t, s, "square 5-3"); a["unit"] != "red:inf1" {
		t.Errorf("undo left red:inf1 elsewhere: %v", a)
	}

	a = mustOK(t, s, "move red:inf1 5-8")
	if len(strs(t, a, "path")) != 5 || num(a, "cost") != 15 || num(a, "left") != 0 {
		t.Errorf("move by the cheapest way: %v", a)
	}
	mustFail(t, s, "move red:inf1 5-7", "Red 1st Inf. has no movement left this turn")

	a = mustOK(t, s, "endmove")
	if !reflect.DeepEqual(a["contacts"], []any{[]any{"red:inf1", "blue:inf1"}}) {
		t.Errorf("contacts = %v (R14)", a["contacts"])
	}
	mustFail(t, s, "move red:arm1 6-4", "units move only in the movement phase")
	mustFail(t, s, "endmove", "the movement phase is already over")
	if r := mustOK(t, s, "reach red:arm1")["reach"].(map[string]any); len(r) != 0 {
		t.Errorf("reach in the combat phase: %v", r)
	}
}

// TestEndMoveHQLost: R20, an HQ that starts next to an enemy must move away: endmove is
// refused while it can; once it has gone, the movement ends. An HQ that cannot get away
// (boxed in against the water) is eliminated at the end of the movement phase.
func TestEndMoveHQLost(t *testing.T) {
	s := sketchSession(t, "new setup=empty", "place red:hq-1c 5-8", "place red:inf1 8-2", "place blue:inf1 5-9", "start")
	mustFail(t, s, "endmove", "Red I Corps HQ stands next to an enemy unit and can still get away")
	if slices.Contains(strs(t, mustOK(t, s, "legal"), "legal"), "endmove") {
		t.Error("legal offers endmove while the HQ can still get away (R20)")
	}
	mustOK(t, s, "move red:hq-1c 5-6")
	if a := mustOK(t, s, "endmove"); len(a["eliminated"].([]any)) != 0 {
		t.Errorf("R20: eliminated = %v after the HQ got away", a["eliminated"])
	}
	s = sketchSession(t, "new setup=empty", "place red:hq-1c 2-4", "place red:inf1 8-2", "place blue:inf1 3-5",
		"place blue:inf2 3-3", "start")
	a := mustOK(t, s, "endmove")
	if !reflect.DeepEqual(strs(t, a, "eliminated"), []string{"red:hq-1c"}) {
		t.Errorf("R20: eliminated = %v, want [red:hq-1c]", a["eliminated"])
	}
	if len(a["contacts"].([]any)) != 0 {
		t.Errorf("contacts = %v, want none: HQs never attack (R14)", a["contacts"])
	}
}

// TestCombat: declaring, previewing and resolving battles with fixed dice, the retreat
// after AB2 chosen by the defender, the exchange losses after EX (R14–R19), and every
// refusal on the way.
func TestCombat(t *testing.T) {
	s := sketchSession(t, "new setup=empty",
		"place red:inf1 3-5", "place red:inf2 4-5", "place red:inf3 7-5", "place red:inf4 9-2",
		"place blue:inf1 3-6", "place blue:arm1 7-6", "place blue:inf2 9-13", "start")
	mustFail(t, s, "battle red:inf1,red:inf2 vs blue:inf1", "battles are declared in the combat phase")
	a := mustOK(t, s, "endmove")
	contacts := map[string]bool{}
	for _, p := range a["contacts"].([]any) {
		pair := p.([]any)
		contacts[pair[0].(string)+" "+pair[1].(string)] = true
	}
	if !reflect.DeepEqual(contacts, map[string]bool{"red:inf1 blue:inf1": true, "red:inf2 blue:inf1": true, "red:inf3 blue:arm1": true}) {
		t.Errorf("contacts = %v (R14)", contacts)
	}

	a = mustOK(t, s, "odds red:inf1,red:inf2 vs blue:inf1")
	if num(a, "attack") != 2 || num(a, "defend") != 1 || str(a, "odds") != "2-1" || a["doubled"] != false {
		t.Errorf("odds: %v (R16)", a)
	}
	// R17, column 2-1: die 1 DE, 2 EX, 3 DB2, 4 DE, 5 AE, 6 AE.
	out := a["outcomes"].(map[string]any)
	for res, sixths := range map[string]float64{"DE": 2, "EX": 1, "DB2": 1, "AE": 2} {
		if got := out[res].(float64); got*6 < sixths-1e-9 || got*6 > sixths+1e-9 {
			t.Errorf("outcome %s at 2-1 = %v, want %v/6", res, got, sixths)
		}
	}
	if _, ok := out["AB2"]; ok {
		t.Errorf("AB2 cannot happen at 2-1: %v", out)
	}
	if a := mustOK(t, s, "odds red:inf1 , red:inf2 vs blue:inf1"); str(a, "odds") != "2-1" {
		t.Errorf("a list may be spread over words: %v", a)
	}

	for _, c := range []struct{ line, want string }{
		{"resolve", "declare battles for every contact before the first roll"},
		{"endturn", "must still attack"},
		{"battle red:inf1 vs blue:inf1", "would leave Red 2nd Inf. without an enemy to fight"},
		{"battle red:inf3 vs blue:inf1", "Red 3rd Inf. is not next to Blue 1st Inf."},
		{"battle blue:inf1 vs red:inf1", "Blue 1st Inf. cannot attack: only the moving side attacks"},
		{"battle red:inf1 red:inf2 blue:inf1", "write a battle as ATTACKERS vs DEFENDERS"},
		{"battle vs blue:inf1 blue:arm1", "write a battle as ATTACKERS vs DEFENDERS"},
		{"battle red:inf1,red:inf1 vs blue:inf1", "red:inf1 is named twice"},
		{"battle red:inf1,red:inf9 vs blue:inf1", "Red 9th Inf. is not on the board"},
		{"odds red:inf1 vs red:inf2", "Red 2nd Inf. is on the attackers' side"},
		{"odds red:inf3 vs blue:inf1", "Red 3rd Inf. is not next to Blue 1st Inf."},
		{"odds red:inf1 vs", "odds needs attackers, the word vs, and defenders"},
		{"retreat blue:inf1 3-8", "no retreat is pending"},
		{"lose red:inf1", "no exchange is pending"},
		{"auto", "no decision is pending"},
		{"dice 7", `"7" is not a die roll`},
		{"dice 0 1", `"0" is not a die roll`},
	} {
		mustFail(t, s, c.line, c.want)
	}

	a = mustOK(t, s, "battle red:inf1,red:inf2 vs blue:inf1")
	if num(a, "index") != 0 || str(a, "odds") != "2-1" {
		t.Errorf("battle 0: %v", a)
	}
	a = mustOK(t, s, "battle red:inf3 vs blue:arm1")
	if num(a, "index") != 1 || str(a, "odds") != "1-2" {
		t.Errorf("battle 1: %v", a)
	}
	mustFail(t, s, "battle red:inf3 vs blue:arm1", "Red 3rd Inf. has already attacked this turn") // R14
	mustFail(t, s, "resolve 2", "there is no battle 2; 2 are declared")
	mustFail(t, s, "resolve -1", `"-1" is not a battle number`)
	mustFail(t, s, "resolve one", `"one" is not a battle number`)
	if q := mustOK(t, s, "dice 2 2")["queue"]; !reflect.DeepEqual(q, []any{2.0, 2.0}) {
		t.Errorf("dice queue = %v", q)
	}

	// Battle 1 first (R15: the attacker picks the order): die 2 at 1-2 is AB2 (R17), and
	// the defender retreats the attacker (R19).
	a = mustOK(t, s, "resolve 1")
	if num(a, "index") != 1 || num(a, "die") != 2 || str(a, "odds") != "1-2" || str(a, "result") != "AB2" {
		t.Errorf("resolve 1: %v, want die 2 at 1-2 = AB2", a)
	}
	wantPending(t, a["pending"], "blue", "retreat", "red:inf3")
	wantPending(t, mustOK(t, s, "status")["pending"], "blue", "retreat", "red:inf3")
	mustFail(t, s, "battle red:inf1,red:inf2 vs blue:inf1", "all battles are declared before the first die is rolled") // R15
	mustFail(t, s, "resolve", "Blue must first retreat the beaten units")
	mustFail(t, s, "endturn", "Blue must first retreat the beaten units")
	mustFail(t, s, "undo", "there is nothing to take back")
	legal := mustOK(t, s, "legal")
	if str(legal, "side") != "blue" {
		t.Errorf("the defender decides the attacker's retreat: %v", legal["side"])
	}
	for _, l := range strs(t, legal, "legal") {
		if !strings.HasPrefix(l, "retreat red:inf3 ") {
			t.Errorf("legal during a retreat: %q", l)
		}
	}
	mustFail(t, s, "retreat red:inf3 7-5", "Red 3rd Inf. cannot retreat that way")
	mustFail(t, s, "retreat red:inf3 7-7", "Red 3rd Inf. cannot retreat that way") // next to blue:arm1
	mustFail(t, s, "retreat red:inf1 3-3", "Red 1st Inf. is not among the units that must retreat now")
	mustFail(t, s, "retreat red:inf3 none", "has a way out")
	mustFail(t, s, "retreat red:inf3 7-4 7-3 7-2", "retreat takes")
	a = mustOK(t, s, "retreat red:inf3 7-4 7-3")
	if !reflect.DeepEqual(strs(t, a, "path"), []string{"7-4", "7-3"}) || a["pending"] != nil {
		t.Errorf("retreat: %v", a)
	}

	// Battle 0: die 2 at 2-1 is EX (R17): the defender is eliminated, and the attacker
	// gives up at least 1 printed point, no more than needed (R18).
	a = mustOK(t, s, "resolve")
	if num(a, "index") != 0 || num(a, "die") != 2 || str(a, "result") != "EX" {
		t.Errorf("resolve: %v, want battle 0, die 2 at 2-1 = EX", a)
	}
	if !reflect.DeepEqual(strs(t, a, "eliminated"), []string{"blue:inf1"}) {
		t.Errorf("EX eliminated %v, want [blue:inf1]", a["eliminated"])
	}
	wantPending(t, a["pending"], "red", "exchange", "red:inf1", "red:inf2")
	if need := a["pending"].(map[string]any)["need"]; need != 1.0 {
		t.Errorf("exchange need = %v, want 1", need)
	}
	mustFail(t, s, "lose red:inf1,red:inf2", "no unit may be given up beyond that") // R18
	mustFail(t, s, "lose red:inf3", "Red 3rd Inf. did not attack in this battle")
	mustFail(t, s, "lose red:inf1,red:inf1", "red:inf1 is named twice") // the protocol's word list, checked before the game sees it
	a = mustOK(t, s, "lose red:inf2")
	if !reflect.DeepEqual(strs(t, a, "eliminated"), []string{"red:inf2"}) || a["pending"] != nil {
		t.Errorf("lose: %v", a)
	}
	mustFail(t, s, "resolve", "there is no battle left to resolve")

	a = mustOK(t, s, "endturn")
	wantStatus(t, a, 1, "blue", "movement", nil)
	if ev := strings.Join(strs(t, a, "events"), " "); !strings.Contains(ev, "Turn 1: Blue to move.") {
		t.Errorf("endturn events: %q", ev)
	}
	if log := a["log"].([]any); len(log) == 0 || log[len(log)-1].(map[string]any)["kind"] != "turn" {
		t.Errorf("endturn log: %v", a["log"])
	}
}

// TestAuto: auto takes a pending decision the way the game's chooser does; here Blue
// retreats Red's attacker after AB2 (die 3 at 1-1, R17).
func TestAuto(t *testing.T) {
	s := sketchSession(t, "new setup=empty", "place red:inf1 3-5", "place red:inf4 9-2",
		"place blue:inf1 3-6", "place blue:inf2 9-13", "start", "endmove", "battle red:inf1 vs blue:inf1", "dice 3")
	a := mustOK(t, s, "resolve")
	if str(a, "result") != "AB2" {
		t.Fatalf("die 3 at 1-1: %v, want AB2", a["result"])
	}
	wantPending(t, a["pending"], "blue", "retreat", "red:inf1")
	a = mustOK(t, s, "auto")
	if !strings.HasPrefix(str(a, "action"), "retreat red:inf1 ") || a["pending"] != nil {
		t.Errorf("auto: %v", a)
	}
	mustFail(t, s, "auto", "no decision is pending")
}

// TestResolveAutoOdds: 8 against 1 is 7-1 or better, defenders eliminated without a
// roll (R16): the die is null and the queued roll stays queued.
func TestResolveAutoOdds(t *testing.T) {
	s := sketchSession(t, "new setup=empty", "place red:arm1 4-9", "place red:arm2 4-10", "place red:arm3 4-11",
		"place red:arm4 5-9", "place blue:inf1 5-10", "place blue:inf2 9-13", "start", "endmove")
	a := mustOK(t, s, "battle red:arm1,red:arm2,red:arm3,red:arm4 vs blue:inf1")
	if str(a, "odds") != "auto-DE" || num(a, "attack") != 8 {
		t.Errorf("battle: %v, want 8 against 1 at auto-DE", a)
	}
	mustOK(t, s, "dice 6")
	a = mustOK(t, s, "resolve")
	if a["die"] != nil || str(a, "result") != "DE" {
		t.Errorf("resolve at auto-DE: %v", a)
	}
	if q := mustOK(t, s, "dice 5")["queue"]; !reflect.DeepEqual(q, []any{6.0, 5.0}) {
		t.Errorf("queue = %v: the auto odds must not use a die", q)
	}
}

// TestNotYetBuilt: drop, sail and nuke reach the game, which refuses them in a basic game
// without the nuclear rule (R26–R28, R33); ai refuses an unknown level (ai_test.go plays).
func TestNotYetBuilt(t *testing.T) {
	s := sketchSession(t, "new setup=empty", "place red:para1 2-3", "place red:mar1 2-2", "place red:hq-1c 6-2",
		"place blue:inf1 5-9", "start")
	for _, c := range []struct{ line, want string }{
		{"drop red:para1 5-5", "paratroop drops belong to the advanced game"},
		{"sail red:mar1 9-7", "landings from the sea belong to the advanced game"},
		{"nuke red:hq-1c 5-9", "nuclear weapons are an optional rule"},
		{"drop red:para1 50-5", "50-5 is off the board"},
		{"drop red:para99 5-5", `"red:para99" is not a unit`},
		{"ai genius", `"genius" is not an AI level`},
	} {
		mustFail(t, s, c.line, c.want)
	}
}

// wantPending checks a pending decision.
func wantPending(t *testing.T, v any, side, kind string, units ...string) {
	t.Helper()
	p, ok := v.(map[string]any)
	if !ok {
		t.Fatalf("pending = %v, want a %s decision for %s", v, kind, side)
	}
	var got []string
	for _, u := range p["units"].([]any) {
		got = append(got, u.(string))
	}
	if p["side"] != side || p["kind"] != kind || !reflect.DeepEqual(got, units) {
		t.Errorf("pending = %v, want %s %s %v", p, side, kind, units)
	}
}
