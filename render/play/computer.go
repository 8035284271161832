package play

import (
	"taktik/game"
	"taktik/game/ai"
)

// Thinker runs the computer's thinking off the game loop: the General plans a turn for
// a third of a second or more, and the window must keep drawing meanwhile. It works on
// a clone of the game and hands back actions for the position it was asked about; an
// answer for a position that has changed since is dropped.
type Thinker struct {
	busy   bool
	hash   uint64
	answer chan thought
}

type thought struct {
	hash   uint64
	acts   []game.Action
	advice []ai.Advice
	err    error
}

// Busy reports whether the computer is thinking.
func (t *Thinker) Busy() bool { return t.busy }

// Decide starts the computer choosing the next action for g.Decider() at a level.
func (t *Thinker) Decide(g *game.Game, level ai.Level) {
	t.DecideBy(g, func(c *game.Game) (game.Action, error) { return ai.Decide(c, level) })
}

// DecideBy starts a decider choosing the next action for g.Decider(), on a copy of g:
// the computer (Decide), or a stand-in for it in the tests of the game's flow.
func (t *Thinker) DecideBy(g *game.Game, decide func(*game.Game) (game.Action, error)) {
	t.start(g, func(c *game.Game) thought {
		a, err := decide(c)
		return thought{acts: []game.Action{a}, err: err}
	})
}

// Plan starts the computer planning the battles of the side to move, as it would
// declare them itself (R15): its declarations in order, applied to a copy until it
// turns to rolling the dice. The player gets them as a suggestion.
func (t *Thinker) Plan(g *game.Game, level ai.Level) {
	t.start(g, func(c *game.Game) thought {
		acts, err := PlanBattles(c, level)
		return thought{acts: acts, err: err}
	})
}

// Advise starts the computer working out its moves for the movement phase of the side
// to move, each with its reason (ai.Advise): the General's advice. Advice hands them back.
func (t *Thinker) Advise(g *game.Game, level ai.Level) {
	t.start(g, func(c *game.Game) thought {
		list, err := ai.Advise(c, level)
		return thought{advice: list, err: err}
	})
}

// Advice returns the General's advice once it is ready, if it is still about the position
// g is in.
func (t *Thinker) Advice(g *game.Game) ([]ai.Advice, error, bool) {
	th, ok := t.poll(g, false)
	return th.advice, th.err, ok
}

func (t *Thinker) start(g *game.Game, job func(*game.Game) thought) {
	if t.answer == nil {
		t.answer = make(chan thought, 1)
	}
	if t.busy {
		return
	}
	t.busy, t.hash = true, g.Hash()
	c := g.Clone()
	go func(h uint64) {
		th := job(c)
		th.hash = h
		t.answer <- th
	}(t.hash)
}

// Poll returns the computer's answer once it is ready, if it is still about the
// position g is in.
func (t *Thinker) Poll(g *game.Game) (acts []game.Action, err error, ok bool) {
	th, ok := t.poll(g, false)
	return th.acts, th.err, ok
}

// Wait blocks until the computer has answered (tests, and skipping a turn).
func (t *Thinker) Wait(g *game.Game) ([]game.Action, error, bool) {
	th, ok := t.poll(g, true)
	return th.acts, th.err, ok
}

// poll takes the answer when it is there (or, with wait, once it is), if it is about
// the position g is in.
func (t *Thinker) poll(g *game.Game, wait bool) (thought, bool) {
	if !t.busy {
		return thought{}, false
	}
	var th thought
	if wait {
		th = <-t.answer
	} else {
		select {
		case th = <-t.answer:
		default:
			return thought{}, false
		}
	}
	t.busy = false
	if th.hash != g.Hash() {
		return thought{}, false
	}
	return th, true
}

// PlanBattles plays the computer's battle declarations for the side to move on g (a
// copy: it is changed) and returns them, stopping where the computer would roll.
func PlanBattles(g *game.Game, level ai.Level) ([]game.Action, error) {
	var plan []game.Action
	for g.Phase() == game.PhaseCombat && g.Pending().Kind == game.NoDecision {
		a, err := ai.Decide(g, level)
		if err != nil {
			return plan, err
		}
		if a.Kind != game.ActBattle {
			break
		}
		if err := g.Apply(a); err != nil {
			return plan, err
		}
		plan = append(plan, a)
	}
	return plan, nil
}
