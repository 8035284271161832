package engine

import (
	"fmt"
	"strings"
)

// levels are the AI levels of PROTOCOL.md; hard is the default.
var levels = []string{"random", "easy", "medium", "hard"}

// cmdAI is `ai [LEVEL]`. The computer opponent (game/ai) is not written yet: the level
// is checked so that a typo is reported as such, then the command is refused.
func (s *Session) cmdAI(c call) *reply {
	level := "hard"
	if len(c.args) == 1 {
		level = strings.ToLower(c.args[0])
	}
	known := false
	for _, l := range levels {
		known = known || l == level
	}
	if !known {
		return fail(fmt.Errorf("%q is not an AI level: say random, easy, medium or hard", c.args[0]))
	}
	return fail(fmt.Errorf("the computer opponent is not built yet: play the side yourself (legal lists its moves) or let auto take pending decisions"))
}
