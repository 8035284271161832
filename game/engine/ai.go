package engine

import (
	"errors"
	"fmt"

	"taktik/game"
	"taktik/game/ai"
)

// autoLevel is the strength whose answers `auto` gives: the strongest, as docs/protocol.md
// asks ("the way the built-in AI would").
const autoLevel = ai.General

// cmdAI is `ai [LEVEL]`: the computer (game/ai) plays the side to move to the end of its
// player turn, answering every decision that comes up meanwhile, also the other side's
// (a retreat after AB2, R19). LEVEL is random, easy, medium, hard (the default) or expert; the
// German and English names of the levels are understood too. The reply is the status
// after the turn, the actions played as command lines, and the events.
func (s *Session) cmdAI(c call) *reply {
	level := ai.General
	if len(c.args) == 1 {
		l, err := ai.ParseLevel(c.args[0])
		if err != nil {
			return fail(err)
		}
		level = l
	}
	if s.g.Phase() == game.PhaseDone {
		return fail(s.overError())
	}
	k := len(s.g.Events())
	n := len(s.g.History())
	acts, err := ai.PlayTurn(s.g, level)
	// What was played stays played, as if typed line by line; an error here would be a
	// bug in the AI, and the reply says how far it got.
	lines := []string{}
	for _, a := range s.g.History()[n:] {
		lines = append(lines, s.actionText(a))
	}
	if err != nil {
		return fail(fmt.Errorf("the computer stopped after %d of its actions: %v", len(acts), err))
	}
	r := s.statusFields().set("level", level.String()).set("actions", lines)
	return s.eventFields(r, k)
}

// cmdAuto is `auto`: the pending decision (a retreat as the winner, R19; exchange
// losses, R18; replacements, R31) answered the way the computer at its strongest would.
func (s *Session) cmdAuto(call) *reply {
	if s.g.Phase() == game.PhaseDone {
		return fail(s.overError())
	}
	if s.g.Pending().Kind == game.NoDecision {
		return fail(errors.New("no decision is pending: auto answers a retreat, an exchange or replacements; to let the computer play the whole turn, say ai"))
	}
	k := len(s.g.Events())
	a := ai.Chooser(autoLevel)(s.g, s.g.Legal())
	if err := s.apply(a); err != nil {
		return fail(err)
	}
	return s.outcomeFields(okReply().set("action", s.actionText(s.lastAction())), k)
}
