package game

import (
	"slices"

	"taktik/maps"
	"taktik/units"
)

// Game is a State on a Board, with what the rules derive from it kept ready: who stands
// where, which squares touch whose units, the undo stack and the search buffers. It is
// not safe for concurrent use; Clone gives an independent copy.
type Game struct {
	st   State
	undo []State // snapshots before each undoable action of this player turn

	layout         // who stands where (layout.go), derived from st by rebuild
	isle   *island // Red's island for the supply rule (R32); nil without it, shared by clones

	mapID string
	// opening is how many of the history's first actions only set the game up as
	// another game was (MarkOpening); a replay begins after them.
	opening int
	search
}

// New starts a game on a board. With Options.Setup == SetupAuto both sides deploy in
// their bivouac areas (R9) and the first player turn begins; with SetupEmpty the board is
// empty and the game is in the setup phase.
func New(board *maps.Board, opts Options) (*Game, error) {
	if opts.Scenario != "" {
		var err error
		if opts, err = opts.scenarioOptions(); err != nil {
			return nil, err
		}
	}
	if err := opts.check(); err != nil {
		return nil, err
	}
	g := &Game{mapID: MapID(board)}
	g.board = board
	if opts.Mode == Advanced {
		g.ter = terrainFor(board)
	}
	if opts.Supply {
		g.isle = islandOf(board)
	}
	g.st = State{Options: opts, Side: opts.First, Phase: PhaseSetup, Dice: newDice(opts.Seed)}
	g.st.Owners = make([]units.Side, len(board.Cities))
	for k, c := range board.Cities {
		g.st.Owners[k] = c.Side
	}
	g.leaveOut()
	g.rebuild()
	if opts.Scenario != "" {
		if err := g.setUpScenario(); err != nil {
			return nil, err
		}
		return g, nil
	}
	if opts.Setup == SetupAuto {
		if err := g.deploy(); err != nil {
			return nil, err
		}
		g.start()
	}
	return g, nil
}

// rebuild derives the layout from the state.
func (g *Game) rebuild() {
	g.reset(g.board, g.advanced())
	for u := range g.st.Units {
		if g.st.Units[u].Status == OnBoard {
			g.mark(u, g.board.Index(g.st.Units[u].Square), +1)
		}
	}
}

// put moves a unit onto a square (from wherever it was).
func (g *Game) put(u int, s maps.Square) {
	us := &g.st.Units[u]
	if us.Status == OnBoard {
		g.mark(u, g.board.Index(us.Square), -1)
	}
	us.Square, us.Status = s, OnBoard
	g.mark(u, g.board.Index(s), +1)
}

// lift takes a unit off the board with a status (Unplaced or Eliminated).
func (g *Game) lift(u int, status UnitStatus) {
	us := &g.st.Units[u]
	if us.Status == OnBoard {
		g.mark(u, g.board.Index(us.Square), -1)
	}
	us.Square, us.Status, us.Left, us.Cut = maps.Square{}, status, 0, 0
}

// Board is the map the game is played on.
func (g *Game) Board() *maps.Board { return g.board }

// State is a deep copy of the game state.
func (g *Game) State() State { return g.st.Clone() }

// Options are the game's options.
func (g *Game) Options() Options { return g.st.Options }

// Turn is the game turn, from 1 (0 in setup).
func (g *Game) Turn() int { return g.st.Turn }

// Side is the side whose player turn it is.
func (g *Game) Side() units.Side { return g.st.Side }

// Phase is the part of the player turn the game is in.
func (g *Game) Phase() Phase { return g.st.Phase }

// Winner is the outcome, NoWinner while the game goes on.
func (g *Game) Winner() Winner { return g.st.Winner }

// Pending is the decision the game waits for; Kind is NoDecision when none.
func (g *Game) Pending() Decision {
	d := g.st.Pending
	d.Units = append([]int(nil), d.Units...)
	return d
}

// Decider is the side that must act now: the pending decision's, else the side to move.
func (g *Game) Decider() units.Side {
	if g.st.Pending.Kind != NoDecision {
		return g.st.Pending.Side
	}
	return g.st.Side
}

// Unit is the state of a unit.
func (g *Game) Unit(u int) UnitState { return g.st.Units[u] }

// UnitAt is the unit on a square.
func (g *Game) UnitAt(s maps.Square) (int, bool) {
	if !g.board.In(s) {
		return -1, false
	}
	u := g.at(g.board.Index(s))
	return u, u >= 0
}

// Owner is the side that holds a city (index into Board.Cities).
func (g *Game) Owner(city int) units.Side { return g.st.Owners[city] }

// Battles are the battles declared in this player turn.
func (g *Game) Battles() []Battle {
	list := make([]Battle, len(g.st.Battles))
	for k, b := range g.st.Battles {
		b.Attackers = slices.Clone(b.Attackers)
		b.Defenders = slices.Clone(b.Defenders)
		list[k] = b
	}
	return list
}

// Events is the whole event log.
func (g *Game) Events() []Event { return g.EventsSince(0) }

// EventsSince is the event log from index k on.
func (g *Game) EventsSince(k int) []Event {
	if k < 0 {
		k = 0
	}
	if k > len(g.st.Events) {
		return nil
	}
	list := make([]Event, 0, len(g.st.Events)-k)
	for _, e := range g.st.Events[k:] {
		list = append(list, e.clone())
	}
	return list
}

// History is every action applied since the game began.
func (g *Game) History() []Action {
	list := make([]Action, len(g.st.History))
	for i, a := range g.st.History {
		list[i] = a.clone()
	}
	return list
}

// Actions is the number of actions in the history, without copying it.
func (g *Game) Actions() int { return len(g.st.History) }

// Opening is how many of the history's first actions only set the game up as another
// game was (MarkOpening), 0 for a game whose actions are all its own: a replay of the
// game (package review) begins after them, as a game set up from its seed begins at
// its first turn.
func (g *Game) Opening() int { return g.opening }

// MarkOpening notes that the actions so far only set the game up as another game was:
// a copy of a game whose seed is kept elsewhere (an online game's, package online) puts
// the units where that game's seed did by place actions, which no player gave.
func (g *Game) MarkOpening() { g.opening = len(g.st.History) }

// Clone is an independent copy of the game (the board is shared: it never changes).
func (g *Game) Clone() *Game {
	st := g.st
	// The event log and the history only ever grow, and their entries are never changed
	// in place, so the copy may share them: capped slices make either side's next append
	// copy them away.
	st.Events, st.History = nil, nil
	st = st.Clone()
	st.Events = g.st.Events[:len(g.st.Events):len(g.st.Events)]
	st.History = g.st.History[:len(g.st.History):len(g.st.History)]
	c := &Game{st: st, mapID: g.mapID, isle: g.isle, opening: g.opening}
	c.board, c.ter = g.board, g.ter
	c.rebuild()
	return c
}

// OnBoard counts a side's units on the board.
func (g *Game) OnBoard(side units.Side) int {
	n := 0
	for u := range g.st.Units {
		if catalog[u].Side == side && g.st.Units[u].Status == OnBoard {
			n++
		}
	}
	return n
}

// CanUndo reports whether Undo has something to take back.
func (g *Game) CanUndo() bool { return len(g.undo) > 0 }

// Undo takes back the last action of this player turn. A die roll (every Resolve) and
// the end of a turn clear what can be taken back, as at the table.
func (g *Game) Undo() error {
	if len(g.undo) == 0 {
		return refuse("rule.game.nothing.take")
	}
	g.st = g.undo[len(g.undo)-1]
	g.undo = g.undo[:len(g.undo)-1]
	g.rebuild()
	return nil
}

// undoable: the actions that change nothing random and can be taken back. Their
// snapshots share the append-only slices (events, history, battles) of the state, which
// is safe because nothing is changed in place until a die roll clears the stack.
func undoable(k ActionKind) bool {
	switch k {
	case ActMove, ActEndMove, ActBattle, ActDice, ActDrop, ActSail:
		return true
	}
	return false
}

// Apply carries out one action. An illegal action is refused with an *Error that says
// why, and changes nothing.
func (g *Game) Apply(a Action) error {
	var snap State
	if undoable(a.Kind) { // a snapshot is a large value: only for what can be taken back
		snap = g.st
		snap.Events = g.st.Events[:len(g.st.Events):len(g.st.Events)]
		snap.History = g.st.History[:len(g.st.History):len(g.st.History)]
		snap.Battles = g.st.Battles[:len(g.st.Battles):len(g.st.Battles)]
		snap.Dice.Queue = g.st.Dice.Queue[:len(g.st.Dice.Queue):len(g.st.Dice.Queue)]
		snap.MarinePorts = g.st.MarinePorts[:len(g.st.MarinePorts):len(g.st.MarinePorts)]
	}
	done, err := g.apply(a)
	if err != nil {
		return err
	}
	g.st.History = append(g.st.History, done)
	if g.st.Phase != PhaseSetup && g.st.Phase != PhaseDone && undoable(a.Kind) {
		g.undo = append(g.undo, snap)
	} else {
		// The stack's room is kept for the next player turn: a snapshot is a large value,
		// and a movement phase pushes one per move.
		clear(g.undo)
		g.undo = g.undo[:0]
	}
	return nil
}

// apply dispatches an action; each handler checks everything before it changes
// anything, and returns the action as it was carried out (a move with its full path).
func (g *Game) apply(a Action) (Action, error) {
	if a.Kind == ActDice {
		return g.applyDice(a)
	}
	if g.st.Phase == PhaseDone {
		return a, refuse("rule.game.game.over")
	}
	if g.st.Pending.Kind == ReplaceDecision && a.Kind != ActReplace {
		return a, g.pendingError() // R31: the month's replacements come before anything else
	}
	switch a.Kind {
	case ActPlace, ActRemove, ActOwn, ActStart:
		return g.applySetup(a)
	case ActMove:
		return g.applyMove(a)
	case ActEndMove:
		return g.applyEndMove(a)
	case ActBattle:
		return g.applyBattle(a)
	case ActResolve:
		return g.applyResolve(a)
	case ActRetreat:
		return g.applyRetreat(a)
	case ActLose:
		return g.applyLose(a)
	case ActEndTurn:
		return g.applyEndTurn(a)
	case ActDrop:
		return g.applyDrop(a)
	case ActSail:
		return g.applySail(a)
	case ActNuke:
		return g.applyNuke(a)
	case ActReplace:
		return g.applyReplace(a)
	}
	return a, refuse("rule.game.not.action")
}

// applyDice queues fixed rolls; allowed in every phase, even after the game ends.
func (g *Game) applyDice(a Action) (Action, error) {
	if len(a.Rolls) == 0 {
		return a, refuse("rule.game.name.least")
	}
	for _, r := range a.Rolls {
		if r < 1 || r > 6 {
			return a, refuse("rule.game.not.die", r)
		}
	}
	a = Action{Kind: ActDice, Unit: -1, Index: -1, Rolls: append([]int(nil), a.Rolls...)}
	g.st.Dice.Queue = append(g.st.Dice.Queue, a.Rolls...)
	return a, nil
}

// log appends an event stamped with the turn and side.
func (g *Game) log(e Event) {
	e.Turn, e.Side = g.st.Turn, g.st.Side
	g.st.Events = append(g.st.Events, e)
}
