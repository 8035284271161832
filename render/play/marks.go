package play

import (
	"slices"

	"taktik/game"
	"taktik/maps"
	"taktik/units"
)

// Mark is how the map marks a square for the orders: a tint under the counters, a
// ring round one, a cross through it. The board scene gives each its colour.
type Mark uint8

const (
	Reach        Mark = iota // the selected unit can go there
	Stop                     // it can go there, but must stop next to the enemy (R12)
	Operation                // a special operation goes there (R26–R28)
	Place                    // the unit taken from the tray may be placed there (R9)
	Rebuild                  // the unit picked may be rebuilt there (R31)
	RetreatTo                // the beaten unit picked may retreat there (R19)
	NukeReach                // the picked HQ's weapon can hit there (R33)
	Selected                 // the selected unit
	Attacker                 // an attacker of the battle being built
	Defender                 // a defender of the battle being built
	Beaten                   // a beaten unit to retreat
	BeatenPicked             // the beaten unit whose squares show
	Offered                  // an attacker offered as an exchange loss (R18)
	GivenUp                  // an attacker picked as an exchange loss
	NukeHQ                   // an HQ that can fire (R33)
	NukeHQPicked             // the HQ picked to fire
)

// Marked is a square and how it is marked.
type Marked struct {
	Square maps.Square
	Mark   Mark
}

// Under are the marks under the counters, in the order they are drawn: the squares an
// order can go to, and the ring round the unit that would go.
func (o *Orders) Under() []Marked {
	var list []Marked
	add := func(sq maps.Square, m Mark) { list = append(list, Marked{sq, m}) }
	switch o.Mode() {
	case Move:
		if o.sel < 0 {
			return nil
		}
		for _, t := range o.targets {
			if t.Stops {
				add(t.Square, Stop)
			} else {
				add(t.Square, Reach)
			}
		}
		for _, a := range o.ops {
			add(a.To, Operation)
		}
		add(o.game.Unit(o.sel).Square, Selected)
	case Setup:
		if o.tray >= 0 {
			for _, sq := range o.PlaceSquares(o.tray) {
				add(sq, Place)
			}
		}
	case Battle:
		for _, a := range o.ops { // a marine's way back to sea (R27)
			add(a.To, Operation)
		}
		if o.nuking {
			for _, sq := range o.NukeSquares() {
				add(sq, NukeReach)
			}
		}
	case Replace:
		for _, sq := range o.RebuildSquares(o.rebuild) {
			add(sq, Rebuild)
		}
	case Retreat:
		r, picked := o.Retreats()
		for _, sq := range r.Squares(picked) {
			add(sq, RetreatTo)
		}
	}
	return list
}

// Over are the marks over the counters: the units picked for an order.
func (o *Orders) Over() []Marked {
	var list []Marked
	add := func(u int, m Mark) { list = append(list, Marked{o.game.Unit(u).Square, m}) }
	switch o.Mode() {
	case Battle:
		if o.nuking {
			for _, hq := range o.NukeHQs() {
				if hq == o.nukeHQ {
					add(hq, NukeHQPicked)
				} else {
					add(hq, NukeHQ)
				}
			}
			break
		}
		for _, u := range o.builder.Attackers {
			add(u, Attacker)
		}
		for _, u := range o.builder.Defenders {
			add(u, Defender)
		}
	case Retreat:
		r, picked := o.Retreats()
		for _, u := range r.Units {
			if u == picked {
				add(u, BeatenPicked)
			} else {
				add(u, Beaten)
			}
		}
	case Exchange:
		l := o.Losses()
		for _, u := range l.Offered {
			if slices.Contains(l.Chosen, u) {
				add(u, GivenUp)
			} else {
				add(u, Offered)
			}
		}
	}
	return list
}

// CutOff are the units cut off from supply now (R32), by unit number, worked out again
// only when the game changes; nil without the supply rule. The map marks them.
func (o *Orders) CutOff() []bool {
	g := o.game
	if !g.Options().Supply {
		return nil
	}
	if o.cutVer != o.version || o.cut == nil {
		o.cutVer = o.version
		o.cut = make([]bool, game.NumUnits)
		for _, side := range units.Sides {
			for _, n := range g.OutOfSupply(side) {
				o.cut[n] = true
			}
		}
	}
	return o.cut
}
