package engine

import (
	"taktik/game"
	"taktik/units"
)

// This file holds the commands that only look: they never change the game.

func (s *Session) cmdStatus(call) *reply { return s.statusFields() }

func (s *Session) cmdUnits(c call) *reply {
	side, all, err := sideFilter(c.args)
	if err != nil {
		return fail(err)
	}
	list := []unitView{}
	for n := 0; n < game.NumUnits; n++ {
		if all || game.UnitInfo(n).Side == side {
			list = append(list, unitViewOf(s.g, n))
		}
	}
	return okReply().set("units", list)
}

func (s *Session) cmdBoard(call) *reply {
	if s.view == nil {
		s.view = newBoardView(s.board)
	}
	v := s.view
	return okReply().set("rows", v.Rows).set("cols", v.Cols).set("terrain", v.Terrain).set("rivers", v.Rivers).
		set("roads", v.Roads).set("cities", v.Cities).set("beaches", v.Beaches).set("bivouacs", v.Bivouacs)
}

func (s *Session) cmdSquare(c call) *reply {
	sq, err := s.parseSquare(c.args[0])
	if err != nil {
		return fail(err)
	}
	return s.squareFields(sq)
}

// cmdReach gives an empty object for a unit that cannot move now (another side's turn,
// no movement left, off the board, boxed in): there is no square it can end on.
func (s *Session) cmdReach(c call) *reply {
	n, err := parseUnit(c.args[0])
	if err != nil {
		return fail(err)
	}
	reach := map[string]int{}
	for _, r := range s.g.Reach(n) {
		reach[r.Square.String()] = r.Cost
	}
	return okReply().set("unit", game.UnitInfo(n).ID).set("reach", reach)
}

func (s *Session) cmdOdds(c call) *reply {
	att, def, err := parseSides(c.args, "odds")
	if err != nil {
		return fail(err)
	}
	p, err := s.g.Preview(att, def)
	if err != nil {
		return fail(err)
	}
	outcomes := map[string]float64{}
	for res, chance := range p.Outcomes {
		outcomes[res.String()] = chance
	}
	return okReply().set("attack", p.Attack).set("defend", p.Defend).set("odds", p.Odds.String()).
		set("doubled", p.Doubled).set("outcomes", outcomes)
}

// cmdLegal lists what the deciding side may do, each as a line this session accepts.
// Dice, open at any time, is left out, as the game leaves it out.
func (s *Session) cmdLegal(call) *reply {
	acts := s.g.Legal()
	list := make([]string, len(acts))
	for i, a := range acts {
		list[i] = s.actionText(a)
	}
	return okReply().set("side", s.g.Decider().String()).set("legal", list)
}

// sideFilter reads the optional side of `units`.
func sideFilter(args []string) (side units.Side, all bool, err error) {
	if len(args) == 0 {
		return 0, true, nil
	}
	side, err = parseSide(args[0])
	return side, false, err
}
