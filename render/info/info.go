// Package info says in words what a square holds: its terrain, city and owner, port,
// beach, bivouac area, rivers, roads, and the unit on it. The tooltip and the
// information panel show these lines; they come from the map and the game, never from
// the picture.
package info

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"taktik/game"
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
		// the board prints the area's label as the original board does ("FIRST ARMY
		// GROUP"); the tooltip names the formation in the player's language
		lines = append(lines, Line{Text: lang.Tf("info.bivouac", v.Formation.Name(code), SideName(v.Side)), Side: v.Side, Sided: true})
	}
	if rivers := b.Rivers(s); len(rivers) > 0 {
		var names []string
		for _, d := range rivers {
			names = append(names, lang.T("dir."+d.String()))
		}
		lines = append(lines, Line{Text: lang.Tf("info.river", strings.Join(names, ", "))})
	}
	for _, r := range b.RoadsAt(s) {
		lines = append(lines, Line{Text: lang.Tf("info.road", roadName(b, r))})
	}
	if pos != nil {
		if n, ok := pos.UnitAt(s); ok {
			lines = append(lines, Unit(pos, n)...)
		}
	}
	return lines
}

// roadName calls a road as a player would, by the cities at its two ends ("Zinnoberhafen
// – Azurburg"); the map's id ("R-4") only for a road that links no city.
func roadName(b *maps.Board, id string) string {
	cities := b.RoadCities(id)
	switch len(cities) {
	case 0:
		return id
	case 1:
		return cities[0]
	}
	return cities[0] + " – " + cities[len(cities)-1]
}

// Game is what the unit lines read of a game in progress beyond Position (a
// *game.Game is one): the unit's state, the turn, the battles, supply and weapons.
type Game interface {
	Position
	Unit(n int) game.UnitState
	Phase() game.Phase
	Side() units.Side
	Battles() []game.Battle
	InSupply(n int) bool
	Options() game.Options
}

// Unit describes unit n: its name, side and values, its formation, and when pos is a
// game, its state: moved and movement left, its battle, cut off from supply (R32), its
// nuclear weapon (R33).
func Unit(pos Position, n int) []Line {
	u := units.All()[n]
	code := lang.Code()
	lines := []Line{UnitLine(u)}
	if u.Kind != units.HQ { // an HQ's name is its formation's
		lines = append(lines, Line{Text: lang.Tf("info.formation", u.Formation.Name(code))})
	}
	g, ok := pos.(Game)
	if !ok {
		return lines
	}
	st := g.Unit(n)
	if st.Status != game.OnBoard {
		return lines
	}
	own := g.Side() == u.Side
	add := func(key string, args ...any) { lines = append(lines, Line{Text: lang.Tf(key, args...)}) }
	switch g.Phase() {
	case game.PhaseMovement:
		switch {
		case !own:
		case st.Moved && st.Left > 0:
			add("info.moved.left", Thirds(st.Left))
		case st.Moved:
			add("info.moved")
		case st.Left > 0:
			add("info.notmoved", Thirds(st.Left))
		}
	case game.PhaseCombat:
		for k, b := range g.Battles() {
			switch {
			case slices.Contains(b.Attackers, n):
				add("info.attacks", k+1) // battles count from 1, as the log does
			case slices.Contains(b.Defenders, n):
				add("info.defends", k+1)
			default:
				continue
			}
			if b.Resolved {
				lines[len(lines)-1].Text += " · " + lang.T("hud.result."+b.Result.String())
			}
		}
	}
	if g.Options().Supply && !g.InSupply(n) { // R32
		switch {
		case st.Cut >= 2:
			add("info.cutoff.last")
		case st.Cut == 1:
			add("info.cutoff.once")
		default:
			add("info.cutoff")
		}
	}
	if w := game.WeaponOf(n); w != game.NoWeapon && g.Options().Nuclear { // R33
		reach := strconv.Itoa(w.Range())
		if w.Range() < 0 {
			reach = lang.T("info.weapon.anyrange")
		}
		if st.Fired {
			add("info.weapon.fired", WeaponName(w))
		} else {
			add("info.weapon", WeaponName(w), reach)
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

// WeaponName is a nuclear weapon's name in the chosen language (R33).
func WeaponName(w game.Weapon) string { return lang.T("weapon." + w.String()) }
