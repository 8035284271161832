package engine

import (
	"taktik/game"
	"taktik/maps"
)

// This file turns the game and the board into the reply shapes of docs/protocol.md.

// statusFields are the fields of `status`, also part of the replies of new, start,
// load, endturn, undo and ai.
func (s *Session) statusFields() *reply { return statusOf(s.g) }

// statusOf are the status fields of a game (also of a position of its history, `goto`).
func statusOf(g *game.Game) *reply {
	r := okReply()
	r.set("turn", g.Turn())
	// The month (1 January … 12 December) exists with a calendar: the weather rule (R30)
	// or the replacements (R31); the weather (its short id) only with the weather rule.
	// Both are null otherwise, and during the setup.
	var month, weather any
	if m := g.Month(); m > 0 {
		month = m
	}
	if w := g.Weather(); w != game.NoWeather {
		weather = w.String()
	}
	r.set("month", month)
	r.set("weather", weather)
	r.set("side", g.Side().String())
	r.set("phase", g.Phase().String())
	r.set("pending", pendingView(g))
	r.set("winner", winnerView(g.Winner()))
	return r
}

// pending is the decision the game waits for (docs/protocol.md `status`).
type pending struct {
	Side   string   `json:"side"`
	Kind   string   `json:"kind"`
	Units  []string `json:"units"`
	Battle int      `json:"battle"`
	Need   int      `json:"need,omitempty"` // exchange: the printed total to give up (R18)
}

// pendingView is nil (JSON null) when no decision is pending.
func pendingView(g *game.Game) *pending {
	d := g.Pending()
	if d.Kind == game.NoDecision {
		return nil
	}
	return &pending{Side: d.Side.String(), Kind: d.Kind.String(), Units: ids(d.Units), Battle: d.Battle, Need: d.Need}
}

// winnerView is null while the game goes on, else "red", "blue" or "draw".
func winnerView(w game.Winner) any {
	if w == game.NoWinner {
		return nil
	}
	return w.String()
}

// unitView is one entry of `units`.
type unitView struct {
	ID     string  `json:"id"`
	Side   string  `json:"side"`
	Kind   string  `json:"kind"`
	Square *string `json:"square"` // null when unplaced or eliminated
	Combat int     `json:"combat"` // printed combat value (R7)
	Move   int     `json:"move"`   // printed movement value, in points (R7)
	Left   int     `json:"left"`   // movement left this player turn, in thirds (R11)
	Moved  bool    `json:"moved"`
	Status string  `json:"status"` // unplaced, active, eliminated, or absent (left out by the short game, R34)
	Cutoff int     `json:"cutoff"` // own turns in a row begun cut off from supply (R32); 0 when supplied
	Fired  bool    `json:"fired"`  // an HQ that has fired its nuclear weapon (R33)
}

func unitViewOf(g *game.Game, n int) unitView {
	info := game.UnitInfo(n)
	st := g.Unit(n)
	v := unitView{ID: info.ID, Side: info.Side.String(), Kind: info.Kind.String(), Combat: info.Combat(),
		Move: info.Move(), Left: st.Left, Moved: st.Moved, Status: st.Status.String(), Cutoff: st.Cut, Fired: st.Fired}
	if st.Status == game.OnBoard {
		sq := st.Square.String()
		v.Square = &sq
	}
	return v
}

// boardView is the `board` reply: the static map as data.
type boardView struct {
	Rows     int                 `json:"rows"`
	Cols     int                 `json:"cols"`
	Terrain  []string            `json:"terrain"`
	Rivers   [][2]string         `json:"rivers"`
	Roads    map[string][]string `json:"roads"`
	Cities   []cityView          `json:"cities"`
	Beaches  []beachView         `json:"beaches"`
	Bivouacs []bivouacView       `json:"bivouacs"`
}

type cityView struct {
	Name    string   `json:"name"`
	Side    string   `json:"side"`
	Capital bool     `json:"capital"`
	Squares []string `json:"squares"`
	Ports   []string `json:"ports"`
}

type beachView struct {
	Name    string   `json:"name"`
	Squares []string `json:"squares"`
}

type bivouacView struct {
	Name    string   `json:"name"`
	Side    string   `json:"side"`
	Squares []string `json:"squares"`
}

func squareNames(list []maps.Square) []string {
	out := make([]string, len(list))
	for i, s := range list {
		out[i] = s.String()
	}
	return out
}

// newBoardView describes a board. Each river edge is listed once, as the east or south
// edge of the square on its west or north (the map file's own convention); `square`
// lists all four sides of one square.
func newBoardView(b *maps.Board) *boardView {
	v := &boardView{Rows: b.Rows, Cols: b.Cols, Rivers: [][2]string{}, Roads: map[string][]string{},
		Cities: []cityView{}, Beaches: []beachView{}, Bivouacs: []bivouacView{}}
	for r := 1; r <= b.Rows; r++ {
		row := make([]byte, b.Cols)
		for c := 1; c <= b.Cols; c++ {
			sq := maps.Square{Row: r, Col: c}
			row[c-1] = b.Terrain(sq).Letter()
			for _, d := range []maps.Dir{maps.East, maps.South} {
				if b.River(sq, d) {
					v.Rivers = append(v.Rivers, [2]string{sq.String(), d.String()})
				}
			}
		}
		v.Terrain = append(v.Terrain, string(row))
	}
	for _, road := range b.Roads {
		v.Roads[road.Name] = squareNames(road.Squares)
	}
	for _, c := range b.Cities {
		v.Cities = append(v.Cities, cityView{c.Name, c.Side.String(), c.Capital, squareNames(c.Squares), squareNames(c.Ports)})
	}
	for _, c := range b.Beaches {
		v.Beaches = append(v.Beaches, beachView{c.Name, squareNames(c.Squares)})
	}
	for _, c := range b.Bivouacs {
		v.Bivouacs = append(v.Bivouacs, bivouacView{c.Name, c.Side.String(), squareNames(c.Squares)})
	}
	return v
}

// squareFields are the fields of `square`.
func (s *Session) squareFields(sq maps.Square) *reply {
	b := s.board
	r := okReply()
	r.set("square", sq.String())
	r.set("terrain", string(b.Terrain(sq).Letter()))
	var city, owner any
	if c := b.CityAt(sq); c != nil {
		city, owner = c.Name, c.Side.String()
		if s.g != nil {
			owner = s.g.Owner(b.CityIndexAt(b.Index(sq))).String()
		}
	}
	r.set("city", city)
	r.set("owner", owner)
	r.set("port", b.Port(sq))
	var beach, bivouac any
	if c := b.BeachAt(sq); c != nil {
		beach = c.Name
	}
	if c := b.BivouacAt(sq); c != nil {
		bivouac = c.Name
	}
	r.set("beach", beach)
	r.set("bivouac", bivouac)
	roads := b.RoadsAt(sq)
	if roads == nil {
		roads = []string{}
	}
	r.set("road", roads)
	rivers := []string{}
	for _, d := range b.Rivers(sq) {
		rivers = append(rivers, d.String())
	}
	r.set("rivers", rivers)
	var unit any
	if s.g != nil {
		if n, ok := s.g.UnitAt(sq); ok {
			unit = game.UnitInfo(n).ID
		}
	}
	r.set("unit", unit)
	return r
}

// eventView is the structured form of an event, beside its English sentence.
type eventView struct {
	Kind    string   `json:"kind"`
	Turn    int      `json:"turn"`
	Side    string   `json:"side"`
	Units   []string `json:"units,omitempty"`
	Path    []string `json:"path,omitempty"`
	Cost    int      `json:"cost,omitempty"`
	Battle  *int     `json:"battle,omitempty"`
	Odds    string   `json:"odds,omitempty"`
	Die     int      `json:"die,omitempty"`
	Result  string   `json:"result,omitempty"`
	City    string   `json:"city,omitempty"`
	Winner  string   `json:"winner,omitempty"`
	Owner   string   `json:"owner,omitempty"`   // own: the city's new owner; replacement events: the side rebuilding (R31)
	Month   int      `json:"month,omitempty"`   // month: 1 January … 12 December (R30)
	Weather string   `json:"weather,omitempty"` // month: the weather's id (R30)
	Points  int      `json:"points,omitempty"`  // replacements: points given; replaceend: points lost; rebuilt: the cost (R31)
	Text    string   `json:"text"`
}

// eventFields adds `events` (English sentences) and `log` (the same events as data) for
// what happened since event number k.
func (s *Session) eventFields(r *reply, k int) *reply { return addEvents(r, s.g.EventsSince(k)) }

// addEvents adds `events` and `log` for a list of events.
func addEvents(r *reply, list []game.Event) *reply {
	texts := make([]string, len(list))
	log := make([]eventView, len(list))
	for i, e := range list {
		texts[i] = e.Text("en")
		v := eventView{Kind: e.Kind.String(), Turn: e.Turn, Side: e.Side.String(), Text: texts[i], City: e.City}
		if len(e.Units) > 0 {
			v.Units = ids(e.Units)
		}
		if len(e.Path) > 0 {
			v.Path = squareNames(e.Path)
		}
		switch e.Kind {
		case game.EvMove, game.EvRetreat:
			v.Cost = e.Cost
		case game.EvBattle, game.EvRoll:
			b := e.Battle
			v.Battle, v.Odds = &b, e.Odds.String()
			if e.Kind == game.EvRoll {
				v.Die, v.Result = e.Die, e.Result.String()
			}
		case game.EvVictory:
			v.Winner = e.Winner.String()
		case game.EvOwn:
			v.Owner = e.Owner.String()
		case game.EvMonth:
			v.Month, v.Weather = e.Month, e.Weather.String()
		case game.EvReplacements, game.EvReplaceEnd:
			v.Owner, v.Points = e.Owner.String(), e.Count
		case game.EvRebuilt:
			v.Owner, v.Points = e.Owner.String(), e.Cost
		}
		log[i] = v
	}
	r.set("events", texts)
	r.set("log", log)
	return r
}
