package engine

import (
	"fmt"
	"strconv"

	"taktik/game"
	"taktik/game/review"
)

// This file holds the commands that go back over the game: `history` and `goto`. They
// replay the game's actions on a copy (game/review) and never change the game.

// historyEntry is one action of `history`: the position it was taken in.
type historyEntry struct {
	Index  int    `json:"index"`  // from 1; `goto` with it shows the position after the action
	Action string `json:"action"` // as a command line
	Turn   int    `json:"turn"`
	Side   string `json:"side"`
	Phase  string `json:"phase"`
	Hash   string `json:"hash"` // of the position after the action (Game.Hash; a save's covers the whole file)
}

// review is the game's history laid out, kept until the game changes.
func (s *Session) review() (*review.Review, error) {
	if s.rev != nil && s.revOf == s.g && s.rev.Len() == s.g.Actions() && s.rev.Final().Hash() == s.g.Hash() {
		return s.rev, nil
	}
	r, err := review.FromGame(s.g)
	if err != nil {
		return nil, fmt.Errorf("the game's history does not replay, a bug in taktik (please report it): %v", err)
	}
	s.rev, s.revOf = r, s.g
	return r, nil
}

func (s *Session) cmdHistory(call) *reply {
	r, err := s.review()
	if err != nil {
		return fail(err)
	}
	list := make([]historyEntry, r.Len())
	pts := r.Points()
	for n := 1; n <= r.Len(); n++ {
		p := pts[n-1]
		list[n-1] = historyEntry{Index: n, Action: s.actionText(r.Action(n)), Turn: p.Turn, Side: p.Side.String(),
			Phase: p.Phase.String(), Hash: fmt.Sprintf("%016x", pts[n].Hash)}
	}
	return okReply().set("actions", r.Len()).set("history", list)
}

// cmdGoto shows the position after action N: the status fields, the units, the cities'
// owners, the hash and what action N wrote in the log. The game goes on from where it
// is: a command after goto acts on the game as it was before.
func (s *Session) cmdGoto(c call) *reply {
	r, err := s.review()
	if err != nil {
		return fail(err)
	}
	n, err := strconv.Atoi(c.args[0])
	if c.args[0] == "end" {
		n, err = r.Len(), nil
	}
	if err != nil || n < 0 || n > r.Len() {
		return fail(fmt.Errorf("%q is not a position of this game: write a number from 0 (before the first action) to %d (after the last), or end: goto %d",
			game.Short(c.args[0]), r.Len(), r.Len()/2))
	}
	g := r.At(n)
	out := statusOf(g).set("action", n).set("actions", r.Len()).set("hash", fmt.Sprintf("%016x", g.Hash()))
	list := make([]unitView, game.NumUnits)
	for u := range list {
		list[u] = unitViewOf(g, u)
	}
	type owner struct {
		City  string `json:"city"`
		Owner string `json:"owner"`
	}
	cities := make([]owner, len(s.board.Cities))
	for k, city := range s.board.Cities {
		cities[k] = owner{city.Name, g.Owner(k).String()}
	}
	out.set("units", list).set("cities", cities)
	from := 0
	if n > 0 {
		from = r.Points()[n-1].Events
	}
	return addEvents(out, g.EventsSince(from))
}
