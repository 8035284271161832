package engine

import (
	"reflect"
	"testing"
)

// TestRefusalsCarryTheirKey: a refusal of the rules gives, beside its English sentence,
// the catalog's message key and its arguments in the protocol's words (units by id,
// squares, movement in thirds), so that a script can match on them; the protocol's own
// refusals give only the sentence.
func TestRefusalsCarryTheirKey(t *testing.T) {
	s := sketchSession(t, "new setup=empty", "place red:inf1 5-3", "place red:arm1 6-3",
		"place blue:inf1 5-9", "start")
	for _, c := range []struct {
		line, key string
		args      []any
	}{
		{"move red:inf1 5-9", "rule.why.cannot.end", []any{"red:inf1", "5-9", "blue:inf1"}},
		{"move blue:inf1 5-8", "rule.move.belongs.turn", []any{"blue:inf1", "blue", "red"}},
		{"move red:inf1 9-13", "rule.why.cannot.reach.way", []any{"red:inf1", "9-13", 30.0, "5"}},
	} {
		a := mustFail(t, s, c.line, "")
		if a["key"] != c.key || !reflect.DeepEqual(a["args"], c.args) {
			t.Errorf("%q: key %v, args %#v; want %s %#v (%s)", c.line, a["key"], a["args"], c.key, c.args, a["error"])
		}
	}
	if a := mustFail(t, s, "move red:inf99 5-4", "is not a unit"); a["key"] != nil || a["args"] != nil {
		t.Errorf("a refusal of the protocol carries key %v, args %v", a["key"], a["args"])
	}
}
