package engine

import (
	"fmt"
	"strconv"
	"strings"

	"taktik/game"
	"taktik/maps"
)

// This file holds the commands of play: movement, combat and the end of the turn, and
// what they share. Each builds one game.Action and hands it to the game, which refuses
// an illegal one with a sentence and without changing anything.

// apply hands an action to the game.
func (s *Session) apply(a game.Action) error {
	switch {
	case s.g.Phase() == game.PhaseDone && a.Kind != game.ActDice:
		return s.overError()
	case s.g.Phase() == game.PhaseSetup && !setupKind(a.Kind):
		// The game's own sentences for these speak of movement and combat phases,
		// which would puzzle someone who has not yet started.
		return fmt.Errorf("the game is still being set up: place the units (or keep the automatic setup), then start")
	}
	return s.g.Apply(a)
}

// setupKind: the actions that belong to the setup phase (and dice, open at any time).
func setupKind(k game.ActionKind) bool {
	switch k {
	case game.ActPlace, game.ActRemove, game.ActOwn, game.ActStart, game.ActDice:
		return true
	}
	return false
}

// overError says that the game has ended, and how.
func (s *Session) overError() error {
	switch s.g.Winner() {
	case game.RedWins:
		return fmt.Errorf("the game is over: red won; start another with new")
	case game.BlueWins:
		return fmt.Errorf("the game is over: blue won; start another with new")
	}
	return fmt.Errorf("the game is over: it ended in a draw; start another with new")
}

// lastAction is the action the game carried out last, as it did it (a move with its
// whole path, a resolve with its battle number).
func (s *Session) lastAction() game.Action {
	h := s.g.History()
	return h[len(h)-1]
}

// eliminatedSince lists the units eliminated since event number k.
func (s *Session) eliminatedSince(k int) []string {
	list := []string{}
	for _, e := range s.g.EventsSince(k) {
		if e.Kind == game.EvEliminated {
			list = append(list, ids(e.Units)...)
		}
	}
	return list
}

// outcomeFields are what a combat step leaves behind: who was eliminated, the decision
// still open, the winner, and the events.
func (s *Session) outcomeFields(r *reply, k int) *reply {
	r.set("eliminated", s.eliminatedSince(k))
	r.set("pending", pendingView(s.g))
	r.set("winner", winnerView(s.g.Winner()))
	return s.eventFields(r, k)
}

func (s *Session) cmdMove(c call) *reply {
	n, err := parseUnit(c.args[0])
	if err != nil {
		return fail(err)
	}
	path, err := s.parseSquares(c.args[1:])
	if err != nil {
		return fail(err)
	}
	a := game.Action{Kind: game.ActMove, Unit: n, Index: -1, To: path[len(path)-1]}
	if len(path) > 1 {
		a.Path = path
	}
	k := len(s.g.Events())
	if err := s.apply(a); err != nil {
		return fail(err)
	}
	cost := 0
	for _, e := range s.g.EventsSince(k) {
		if e.Kind == game.EvMove {
			cost += e.Cost
		}
	}
	done := s.lastAction()
	r := okReply().set("unit", game.UnitInfo(n).ID).set("path", squareNames(done.Path)).
		set("cost", cost).set("left", s.g.Unit(n).Left)
	return s.eventFields(r, k) // a port taken at once on the way (R21 for R28) shows here
}

// cmdSpecial is drop, sail and nuke: a unit and a target square. The game refuses them
// with its own sentence in a game without the rules that have them.
func (s *Session) cmdSpecial(kind game.ActionKind, c call) *reply {
	n, err := parseUnit(c.args[0])
	if err != nil {
		return fail(err)
	}
	sq, err := s.parseSquare(c.args[1])
	if err != nil {
		return fail(err)
	}
	k := len(s.g.Events())
	if err := s.apply(game.Action{Kind: kind, Unit: n, Index: -1, To: sq}); err != nil {
		return fail(err)
	}
	r := okReply().set("unit", game.UnitInfo(n).ID).set("square", sq.String())
	return s.outcomeFields(r, k)
}

// cmdReplace is `replace UNIT SQUARE`, rebuilding an eliminated unit in a replacement
// month, or `replace done`, ending the side's replacements (R31).
func (s *Session) cmdReplace(c call) *reply {
	a := game.Action{Kind: game.ActReplace, Unit: -1, Index: -1}
	r := okReply()
	if len(c.args) == 1 {
		if !strings.EqualFold(c.args[0], "done") {
			return fail(fmt.Errorf("write replace UNIT SQUARE to rebuild a unit, or replace done to end the replacements"))
		}
		r.set("unit", nil).set("square", nil)
	} else {
		n, err := parseUnit(c.args[0])
		if err != nil {
			return fail(err)
		}
		sq, err := s.parseSquare(c.args[1])
		if err != nil {
			return fail(err)
		}
		a.Unit, a.To = n, sq
		r.set("unit", game.UnitInfo(n).ID).set("square", sq.String())
	}
	k := len(s.g.Events())
	side := s.g.Decider()
	if err := s.apply(a); err != nil {
		return fail(err)
	}
	r.set("points", s.g.ReplacementPoints(side))
	return s.outcomeFields(r, k)
}

func (s *Session) cmdDrop(c call) *reply { return s.cmdSpecial(game.ActDrop, c) }
func (s *Session) cmdSail(c call) *reply { return s.cmdSpecial(game.ActSail, c) }
func (s *Session) cmdNuke(c call) *reply { return s.cmdSpecial(game.ActNuke, c) }

func (s *Session) cmdEndMove(call) *reply {
	k := len(s.g.Events())
	if err := s.apply(game.Action{Kind: game.ActEndMove, Unit: -1, Index: -1}); err != nil {
		return fail(err)
	}
	contacts := [][2]string{}
	for _, p := range s.g.Contacts() {
		contacts = append(contacts, [2]string{game.UnitInfo(p[0]).ID, game.UnitInfo(p[1]).ID})
	}
	r := okReply().set("contacts", contacts).set("eliminated", s.eliminatedSince(k)).set("winner", winnerView(s.g.Winner()))
	return s.eventFields(r, k)
}

func (s *Session) cmdBattle(c call) *reply {
	att, def, err := parseSides(c.args, "a battle")
	if err != nil {
		return fail(err)
	}
	if err := s.apply(game.Action{Kind: game.ActBattle, Unit: -1, Index: -1, Attackers: att, Defenders: def}); err != nil {
		return fail(err)
	}
	list := s.g.Battles()
	b := list[len(list)-1]
	return okReply().set("index", len(list)-1).set("odds", b.Odds.String()).set("attack", b.Attack).set("defend", b.Defend)
}

func (s *Session) cmdDice(c call) *reply {
	if have := len(s.g.State().Dice.Queue); have+len(c.args) > MaxDice {
		return fail(fmt.Errorf("the dice queue holds at most %d rolls; it has %d, and %d more would pass that", MaxDice, have, len(c.args)))
	}
	rolls, err := parseRolls(c.args)
	if err != nil {
		return fail(err)
	}
	if err := s.apply(game.Action{Kind: game.ActDice, Unit: -1, Index: -1, Rolls: rolls}); err != nil {
		return fail(err)
	}
	queue := s.g.State().Dice.Queue
	if queue == nil {
		queue = []int{}
	}
	return okReply().set("queue", queue)
}

func (s *Session) cmdResolve(c call) *reply {
	a := game.Action{Kind: game.ActResolve, Unit: -1, Index: -1}
	if len(c.args) == 1 {
		k, err := strconv.Atoi(c.args[0])
		if err != nil || k < 0 {
			return fail(fmt.Errorf("%q is not a battle number: battles count from 0 in the order they were declared", game.Short(c.args[0])))
		}
		a.Index = k
	}
	k := len(s.g.Events())
	if err := s.apply(a); err != nil {
		return fail(err)
	}
	index := s.lastAction().Index
	b := s.g.Battles()[index]
	var die any
	if b.Die > 0 {
		die = b.Die
	}
	r := okReply().set("index", index).set("die", die).set("odds", b.Odds.String()).set("result", b.Result.String())
	return s.outcomeFields(r, k)
}

// cmdRetreat: `retreat UNIT FINAL`, `retreat UNIT MIDDLE FINAL`, or `retreat UNIT none`
// for a unit that has no way out (R19).
func (s *Session) cmdRetreat(c call) *reply {
	n, err := parseUnit(c.args[0])
	if err != nil {
		return fail(err)
	}
	a := game.Action{Kind: game.ActRetreat, Unit: n, Index: -1}
	if !(len(c.args) == 2 && strings.EqualFold(c.args[1], "none")) {
		path, err := s.parseSquares(c.args[1:])
		if err != nil {
			return fail(err)
		}
		a.To = path[len(path)-1]
		if len(path) == 2 {
			a.Path = path
		}
	}
	k := len(s.g.Events())
	if err := s.apply(a); err != nil {
		return fail(err)
	}
	r := okReply().set("unit", game.UnitInfo(n).ID).set("path", squareNames(s.retreatPath(k, n)))
	return s.outcomeFields(r, k)
}

// retreatPath is the way unit n went back, from the events since k (empty when it was
// eliminated for want of a way out).
func (s *Session) retreatPath(k, n int) []maps.Square {
	for _, e := range s.g.EventsSince(k) {
		if e.Kind == game.EvRetreat && len(e.Units) == 1 && e.Units[0] == n && len(e.Path) > 0 {
			return e.Path[1:]
		}
	}
	return nil
}

func (s *Session) cmdLose(c call) *reply {
	list, err := parseUnitList(c.args)
	if err != nil {
		return fail(err)
	}
	k := len(s.g.Events())
	if err := s.apply(game.Action{Kind: game.ActLose, Unit: -1, Index: -1, Attackers: list}); err != nil {
		return fail(err)
	}
	return s.outcomeFields(okReply(), k)
}

func (s *Session) cmdEndTurn(call) *reply {
	k := len(s.g.Events())
	// Once a side has won there is no turn left to end; the reply is the final status, so
	// a script that ends every turn with endturn (as docs/protocol.md's example does) reads the
	// result instead of an error.
	if s.g.Winner() != game.NoWinner {
		return s.eventFields(s.statusFields(), k)
	}
	if err := s.apply(game.Action{Kind: game.ActEndTurn, Unit: -1, Index: -1}); err != nil {
		return fail(err)
	}
	return s.eventFields(s.statusFields(), k)
}

func (s *Session) cmdUndo(call) *reply {
	if err := s.g.Undo(); err != nil {
		return fail(err)
	}
	return s.statusFields()
}

// actionText writes an action as a command line this session accepts: the game's own
// words, but a city by its name (the game writes its number).
func (s *Session) actionText(a game.Action) string {
	if a.Kind == game.ActOwn && a.City >= 0 && a.City < len(s.board.Cities) {
		return "own " + s.board.Cities[a.City].Name + " " + a.Side.String()
	}
	return a.String()
}
