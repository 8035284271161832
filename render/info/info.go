// Package info says in words what a square holds: its terrain, city and owner, port,
// beach, bivouac area, rivers, roads, and the unit on it. The tooltip and the
// information panel show these lines; they come from the map and the game, never from
// the picture.
package info

import (
	"fmt"
	"strings"

	"taktik/maps"
	"taktik/render/lang"
	"taktik/units"
)

// Position is what info needs of a game in progress (a *game.Game has both); nil when
// only the map is shown.
type Position interface {
	Owner(city int) units.Side
	UnitAt(s maps.Square) (int, bool)
}

// Line is one line of a description; Side colours it when it names a country's thing.
type Line struct {
	Text  string
	Side  units.Side
	Sided bool
}

// Square describes a square of the board, the title line first.
func Square(b *maps.Board, pos Position, s maps.Square) []Line {
	code := lang.Code()
	lines := []Line{{Text: s.String() + " · " + b.Terrain(s).Name(code)}}
	if c := b.CityAt(s); c != nil {
		name := c.Name
		if c.Capital {
			name = lang.Tf("info.capital", c.Name)
		}
		lines = append(lines, Line{Text: lang.Tf("info.city", name, SideName(c.Side)), Side: c.Side, Sided: true})
		if pos != nil {
			idx := b.CityIndexAt(b.Index(s))
			if owner := pos.Owner(idx); owner != c.Side {
				lines = append(lines, Line{Text: lang.Tf("info.heldby", SideName(owner)), Side: owner, Sided: true})
			}
		}
		if b.Port(s) {
			lines = append(lines, Line{Text: lang.T("info.port")})
		}
	}
	if beach := b.BeachAt(s); beach != nil {
		lines = append(lines, Line{Text: lang.Tf("info.beach", beach.Name)})
	}
	if v := b.BivouacAt(s); v != nil {
		lines = append(lines, Line{Text: lang.Tf("info.bivouac", v.Name, SideName(v.Side)), Side: v.Side, Sided: true})
	}
	if rivers := b.Rivers(s); len(rivers) > 0 {
		var names []string
		for _, d := range rivers {
			names = append(names, lang.T("dir."+d.String()))
		}
		lines = append(lines, Line{Text: lang.Tf("info.river", strings.Join(names, ", "))})
	}
	if roads := b.RoadsAt(s); len(roads) > 0 {
		lines = append(lines, Line{Text: lang.Tf("info.road", strings.Join(roads, ", "))})
	}
	if pos != nil {
		if n, ok := pos.UnitAt(s); ok {
			lines = append(lines, UnitLine(units.All()[n]))
		}
	}
	return lines
}

// UnitLine names a unit with its side and printed values: "7th Infantry Division (Red) 1-5".
func UnitLine(u units.Unit) Line {
	text := fmt.Sprintf("%s (%s) %d-%d", u.Name(lang.Code()), SideName(u.Side), u.Combat(), u.Move())
	return Line{Text: text, Side: u.Side, Sided: true}
}

// SideName is a side's name in the chosen language.
func SideName(s units.Side) string { return lang.T("side." + s.String()) }
