package engine

import (
	"strings"

	"taktik/game"
)

// This file holds the commands that start a game and build a position: new, place,
// remove, own and start.

func (s *Session) cmdNew(c call) *reply {
	opts, err := game.ParseOptions(c.args)
	if err != nil {
		return fail(err)
	}
	g, err := game.New(s.board, opts)
	if err != nil {
		return fail(err)
	}
	s.g = g
	return s.statusFields().set("options", opts.Words())
}

func (s *Session) cmdPlace(c call) *reply {
	n, err := parseUnit(c.args[0])
	if err != nil {
		return fail(err)
	}
	sq, err := s.parseSquare(c.args[1])
	if err != nil {
		return fail(err)
	}
	if err := s.apply(game.Action{Kind: game.ActPlace, Unit: n, Index: -1, To: sq}); err != nil {
		return fail(err)
	}
	return okReply().set("unit", game.UnitInfo(n).ID).set("square", sq.String())
}

func (s *Session) cmdRemove(c call) *reply {
	n, err := parseUnit(c.args[0])
	if err != nil {
		return fail(err)
	}
	if err := s.apply(game.Action{Kind: game.ActRemove, Unit: n, Index: -1}); err != nil {
		return fail(err)
	}
	return okReply().set("unit", game.UnitInfo(n).ID)
}

// cmdOwn: the last word is the side; everything before it names the city, so that a
// name with spaces needs no quotes.
func (s *Session) cmdOwn(c call) *reply {
	last := len(c.args) - 1
	side, err := parseSide(c.args[last])
	if err != nil {
		return fail(err)
	}
	k, err := s.parseCity(strings.Join(c.args[:last], " "))
	if err != nil {
		return fail(err)
	}
	if err := s.apply(game.Action{Kind: game.ActOwn, Unit: -1, Index: -1, City: k, Side: side}); err != nil {
		return fail(err)
	}
	return okReply().set("city", s.board.Cities[k].Name).set("owner", side.String())
}

func (s *Session) cmdStart(call) *reply {
	k := len(s.g.Events())
	if err := s.apply(game.Action{Kind: game.ActStart, Unit: -1, Index: -1}); err != nil {
		return fail(err)
	}
	return s.eventFields(s.statusFields(), k)
}
