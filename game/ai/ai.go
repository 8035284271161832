package ai

import (
	"errors"
	"sync"

	"taktik/game"
)

// Decide is the AI's next action for the side that must act now (g.Decider()): a move,
// a battle, a roll, an answer to a pending retreat or exchange, a setup step. It changes
// nothing in g. Plans that take several actions (a movement phase, the battles of a
// combat phase) are made once and remembered by position, so asking again at any
// position of the plan gives the next step of the same plan.
func Decide(g *game.Game, level Level) (game.Action, error) {
	return decide(g, level, shared)
}

// PlayTurn plays the side to move through to the end of its player turn, EndTurn
// included, answering every decision that comes up meanwhile (whoever must make it), and
// returns the actions it applied in order. Each action is taken from the engine's legal
// ones and applied with g.Apply.
func PlayTurn(g *game.Game, level Level) ([]game.Action, error) {
	mem := newMemory()
	side := g.Side()
	var done []game.Action
	for g.Phase() != game.PhaseDone && (g.Side() == side || g.Phase() == game.PhaseSetup) {
		a, err := decide(g, level, mem)
		if err != nil {
			return done, err
		}
		if err := g.Apply(a); err != nil {
			return done, err
		}
		done = append(done, a)
		if len(done) > maxTurnActions {
			return done, errors.New("ai: the player turn does not end")
		}
	}
	return done, nil
}

// maxTurnActions guards against a plan that never ends a turn: a bug, not a game.
const maxTurnActions = 5000

// Chooser is the AI's way of answering a pending decision, in the form of
// game.AutoChooser, so that the protocol's `auto` decides as the AI would:
//
//	game.AutoChooser = ai.Chooser(ai.General)
func Chooser(level Level) func(g *game.Game, legal []game.Action) game.Action {
	return func(g *game.Game, legal []game.Action) game.Action {
		if a, err := decide(g, level, newMemory()); err == nil {
			for _, l := range legal {
				if sameAction(a, l) {
					return a
				}
			}
		}
		return game.SimpleChoice(g, legal)
	}
}

// sameAction compares the fields that name an action (not the path a move takes).
func sameAction(a, b game.Action) bool {
	if a.Kind != b.Kind || a.Unit != b.Unit || a.To != b.To || a.Index != b.Index || a.City != b.City || a.Side != b.Side {
		return false
	}
	eq := func(x, y []int) bool {
		if len(x) != len(y) {
			return false
		}
		seen := map[int]bool{}
		for _, v := range x {
			seen[v] = true
		}
		for _, v := range y {
			if !seen[v] {
				return false
			}
		}
		return true
	}
	return eq(a.Attackers, b.Attackers) && eq(a.Defenders, b.Defenders)
}

// decide dispatches on the level and on what the game waits for.
func decide(g *game.Game, level Level, mem *memory) (game.Action, error) {
	breathe()
	if g.Phase() == game.PhaseDone {
		return game.Action{}, errors.New("ai: the game is over")
	}
	key := g.Hash()
	if a, ok := mem.recall(key, level); ok {
		return a, nil
	}
	legal := g.Legal()
	if len(legal) == 0 {
		return game.Action{}, errors.New("ai: the engine offers no action")
	}
	if len(legal) == 1 {
		return legal[0], nil
	}
	if level == Random {
		return randomChoice(g, legal), nil
	}
	pending := g.Pending()
	switch {
	case pending.Kind == game.RetreatDecision:
		return chooseRetreat(g, legal, level), nil
	case pending.Kind == game.ExchangeDecision:
		return chooseLosses(legal), nil
	case pending.Kind == game.ReplaceDecision:
		return chooseReplacement(g, legal), nil
	case pending.Kind != game.NoDecision:
		// a decision the AI has no plan of its own for: the answer that leaves the side
		// standing best
		if a := bestByStanding(g, legal, func(game.Action) bool { return true }, -1e9); a.Kind != game.ActNone {
			return a, nil
		}
		return legal[0], nil
	case g.Phase() == game.PhaseSetup:
		return setupStep(g, legal), nil
	case g.Phase() == game.PhaseMovement:
		steps := rehearse(g, planMovement(g, level))
		mem.learn(steps, level)
		return steps[0].act, nil
	}
	return combatStep(g, legal, level, mem), nil
}

// step is one action of a plan and the position it is taken in.
type step struct {
	hash uint64
	act  game.Action
}

// memory remembers plans by position hash. The package's shared memory serves Decide;
// PlayTurn and Tournament keep their own, so that their games never depend on what else
// ran in the process.
type memory struct {
	mu    sync.Mutex
	steps map[memoryKey]game.Action
	order []memoryKey
}

type memoryKey struct {
	hash  uint64
	level Level
}

// memorySize bounds what the memory keeps: the oldest steps go first.
const memorySize = 1 << 14

var shared = newMemory()

func newMemory() *memory { return &memory{steps: map[memoryKey]game.Action{}} }

func (m *memory) recall(hash uint64, level Level) (game.Action, bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	a, ok := m.steps[memoryKey{hash, level}]
	return a, ok
}

func (m *memory) learn(steps []step, level Level) {
	m.mu.Lock()
	defer m.mu.Unlock()
	for _, s := range steps {
		k := memoryKey{s.hash, level}
		if _, ok := m.steps[k]; !ok {
			m.order = append(m.order, k)
		}
		m.steps[k] = s.act
	}
	for len(m.order) > memorySize {
		delete(m.steps, m.order[0])
		m.order = m.order[1:]
	}
}

// rehearse plays a plan of actions on a copy of the game, keeping those the engine
// accepts with the position each is taken in; the plan ends with the phase's closing
// action when it has one. It never returns an empty list.
func rehearse(g *game.Game, plan []game.Action) []step {
	breathe()
	c := g.Clone()
	var steps []step
	for _, a := range plan {
		h := c.Hash()
		if err := c.Apply(a); err != nil {
			continue
		}
		steps = append(steps, step{h, a})
		if c.Phase() != g.Phase() {
			break
		}
	}
	if len(steps) == 0 {
		legal := g.Legal()
		steps = append(steps, step{g.Hash(), legal[len(legal)-1]})
	}
	return steps
}

// rng is a small generator seeded from a position, so that the same position always
// gets the same choice (splitmix64).
type rng struct{ s uint64 }

func newRng(seed uint64) *rng { return &rng{seed ^ 0x9e3779b97f4a7c15} }

func (r *rng) next() uint64 {
	r.s += 0x9e3779b97f4a7c15
	z := r.s
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// intn is a number from 0 to n-1 (n ≥ 1).
func (r *rng) intn(n int) int { return int(r.next() % uint64(n)) }

// float is a number in [0, 1).
func (r *rng) float() float64 { return float64(r.next()>>11) / (1 << 53) }

// PlayOut lets the computer play a game to its end, each side at its level (indexed by
// units.Side), one player turn after the other as PlayTurn plays them: a finished
// computer-against-computer game for tests and demonstrations. A game with no turn
// limit may take long.
func PlayOut(g *game.Game, levels [2]Level) error {
	for g.Phase() != game.PhaseDone {
		if _, err := PlayTurn(g, levels[g.Side()]); err != nil {
			return err
		}
	}
	return nil
}
