package engine

import (
	"fmt"
	"strconv"
	"strings"

	"taktik/game"
	"taktik/maps"
	"taktik/units"
)

// parseUnit reads a protocol id (R8), in any case.
func parseUnit(word string) (int, error) {
	n, ok := game.UnitNumber(word)
	if !ok {
		return -1, fmt.Errorf("%q is not a unit: ids look like red:inf7, blue:arm2, red:para1 or blue:hq-1c (units lists them)", game.Short(word))
	}
	return n, nil
}

// parseUnitList reads units separated by commas, possibly spread over several words
// ("red:inf1, red:inf2"). Each unit may be named once.
func parseUnitList(words []string) ([]int, error) {
	var list []int
	for _, id := range strings.Split(strings.Join(words, ","), ",") {
		if id == "" {
			continue
		}
		n, err := parseUnit(id)
		if err != nil {
			return nil, err
		}
		for _, m := range list {
			if m == n {
				return nil, fmt.Errorf("%s is named twice", game.UnitInfo(n).ID)
			}
		}
		list = append(list, n)
	}
	if len(list) == 0 {
		return nil, fmt.Errorf("name at least one unit, e.g. red:inf1")
	}
	return list, nil
}

// parseSides reads "A1,A2… vs D1,D2…".
func parseSides(words []string, what string) (att, def []int, err error) {
	vs := -1
	for i, w := range words {
		if strings.EqualFold(w, "vs") {
			vs = i
			break
		}
	}
	if vs < 1 || vs == len(words)-1 {
		return nil, nil, fmt.Errorf("write %s as ATTACKERS vs DEFENDERS: %s red:inf1,red:arm1 vs blue:inf1", what, what)
	}
	if att, err = parseUnitList(words[:vs]); err != nil {
		return nil, nil, err
	}
	if def, err = parseUnitList(words[vs+1:]); err != nil {
		return nil, nil, err
	}
	return att, def, nil
}

// parseSquare reads a square name (R1) and checks that it lies on the board.
func (s *Session) parseSquare(word string) (maps.Square, error) {
	sq, err := maps.ParseSquare(word)
	if err != nil {
		return sq, fmt.Errorf("%q is not a square: write row-col, e.g. 20-28", game.Short(word))
	}
	if !s.board.In(sq) {
		return sq, fmt.Errorf("%s is off the board: rows run 1 to %d, columns 1 to %d", sq, s.board.Rows, s.board.Cols)
	}
	return sq, nil
}

// parseSquares reads several squares.
func (s *Session) parseSquares(words []string) ([]maps.Square, error) {
	list := make([]maps.Square, len(words))
	for i, w := range words {
		sq, err := s.parseSquare(w)
		if err != nil {
			return nil, err
		}
		list[i] = sq
	}
	return list, nil
}

// parseSide reads red or blue.
func parseSide(word string) (units.Side, error) {
	side, err := units.ParseSide(word)
	if err != nil {
		return side, fmt.Errorf("%q is not a side: say red or blue", game.Short(word))
	}
	return side, nil
}

// parseCity finds a city by its name (which may hold spaces) or any of its squares, and
// gives its index into Board.Cities.
func (s *Session) parseCity(name string) (int, error) {
	if c := s.board.City(name); c != nil {
		for k := range s.board.Cities {
			if &s.board.Cities[k] == c {
				return k, nil
			}
		}
	}
	if sq, err := maps.ParseSquare(name); err == nil {
		if !s.board.In(sq) {
			return -1, fmt.Errorf("%s is off the board: rows run 1 to %d, columns 1 to %d", sq, s.board.Rows, s.board.Cols)
		}
		return -1, fmt.Errorf("%s is not a city square (board lists the cities)", sq)
	}
	return -1, fmt.Errorf("there is no city called %q (board lists the cities)", game.Short(name))
}

// parseRolls reads fixed die rolls.
func parseRolls(words []string) ([]int, error) {
	list := make([]int, len(words))
	for i, w := range words {
		r, err := strconv.Atoi(w)
		if err != nil || r < 1 || r > 6 {
			return nil, fmt.Errorf("%q is not a die roll: use whole numbers from 1 to 6, e.g. dice 1 6", game.Short(w))
		}
		list[i] = r
	}
	return list, nil
}

// ids turns unit numbers into protocol ids; never nil, so JSON shows [].
func ids(list []int) []string {
	out := make([]string, len(list))
	for i, n := range list {
		out[i] = game.UnitInfo(n).ID
	}
	return out
}
