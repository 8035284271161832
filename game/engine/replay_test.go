package engine

import (
	"fmt"
	"strings"
	"testing"
)

// TestHistoryReplays: the lines `history` gives are commands this engine takes, as
// docs/protocol.md tells users: games the computer played against itself at each rule
// level, replayed line by line in a fresh session from the same `new`, are accepted line
// by line and end on the same position hash. Battles of five or six units on a side
// write a unit list longer than 40 characters; the engine once cut every such word
// before reading it and refused the rest of the history.
func TestHistoryReplays(t *testing.T) {
	board := continent(t)
	// Ten player turns of the Recruit (about a second) declare long battles at every
	// level; without -short, thirty of the Officer's, as the probe played them.
	turns, level := 10, "easy"
	if !testing.Short() {
		turns, level = 30, "medium"
	}
	for _, c := range []struct{ name, new string }{
		{"basic", "new seed=7"},
		{"advanced", "new mode=advanced seed=7"},
		{"every optional rule", "new mode=advanced seed=7 weather=on supply=on replacements=on nuclear=on shortreplacements=on shortcorps=1"},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := NewSession(board)
			mustOK(t, s, c.new)
			for k := 0; k < turns && str(mustOK(t, s, "status"), "phase") != "done"; k++ {
				mustOK(t, s, "ai "+level)
			}
			var lines []string
			long := 0
			for _, e := range mustOK(t, s, "history")["history"].([]any) {
				line := e.(map[string]any)["action"].(string)
				lines = append(lines, line)
				for _, w := range strings.Fields(line) {
					if len(w) > 40 {
						long++
						break
					}
				}
			}
			if long == 0 {
				t.Fatalf("no line of the %d in the history has a word over 40 characters: the test does not test what it should", len(lines))
			}
			again := NewSession(board)
			mustOK(t, again, c.new)
			for k, line := range lines {
				if a := exec(t, again, line); a["ok"] != true {
					t.Fatalf("history line %d of %d, %q, refused: %v", k+1, len(lines), line, a["error"])
				}
			}
			want, got := mustOK(t, s, "goto end")["hash"], mustOK(t, again, "goto end")["hash"]
			if got != want || fmt.Sprintf("%016x", again.g.Hash()) != want {
				t.Errorf("the replayed %d lines end on hash %v, the game on %v", len(lines), got, want)
			}
			t.Logf("%d lines, %d with a word over 40 characters", len(lines), long)
		})
	}
}
