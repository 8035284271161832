package game

import (
	"fmt"
	"sync"

	"taktik/maps"
)

// hasher feeds numbers and text into a 64-bit FNV-1a hash (the values of hash/fnv's
// New64a, worked out inline: the AI hashes positions by the million).
type hasher struct{ sum uint64 }

const (
	fnvOffset = 14695981039346656037
	fnvPrime  = 1099511628211
)

func newHasher() hasher { return hasher{fnvOffset} }

func (h *hasher) int(n int) {
	v, sum := uint64(n), h.sum
	for k := 0; k < 8; k++ {
		sum ^= v & 0xff
		sum *= fnvPrime
		v >>= 8
	}
	h.sum = sum
}

func (h *hasher) bool(v bool) {
	if v {
		h.int(1)
	} else {
		h.int(0)
	}
}

func (h *hasher) text(s string) {
	h.int(len(s))
	sum := h.sum
	for i := 0; i < len(s); i++ {
		sum ^= uint64(s[i])
		sum *= fnvPrime
	}
	h.sum = sum
}

func (h *hasher) square(s maps.Square) { h.int(s.Row); h.int(s.Col) }

func (h *hasher) ints(list []int) {
	h.int(len(list))
	for _, n := range list {
		h.int(n)
	}
}

// Hash fingerprints the position: everything that decides how the game can go on
// (options, turn, side, phase, units, city owners, battles, pending decision, winner,
// R22 marks, the dice; in the advanced game also each unit's special operations and
// spare movement and the port squares marines have used; with the optional rules the
// calendar, the weather, the replacement points and refilled cities, each unit's supply
// count and fired weapon), but not the event log or the history. Two games with the same
// hash play on identically.
func (g *Game) Hash() uint64 {
	h := newHasher()
	s := &g.st
	for _, w := range s.Options.hashWords() {
		h.text(w)
	}
	h.int(s.Turn)
	h.int(int(s.Side))
	h.int(int(s.Phase))
	for _, u := range s.Units {
		h.square(u.Square)
		h.int(int(u.Status))
		h.int(u.Left)
		h.bool(u.Moved)
		h.bool(u.Attacked)
		h.bool(u.Defended)
		if s.Options.Mode == Advanced { // the basic game's hashes stay as they were
			h.int(int(u.Ops))
			h.int(u.Spare)
			h.square(u.Beach)
		}
		if s.Options.optional() { // so do those of games without the optional rules
			h.int(u.Cut)
			h.bool(u.Fired)
		}
	}
	if s.Options.optional() {
		h.int(s.StartMonth)
		h.int(int(s.Weather))
		h.int(s.Points[0])
		h.int(s.Points[1])
		h.ints(s.Refilled)
	}
	if s.Options.Mode == Advanced {
		h.int(len(s.MarinePorts))
		for _, p := range s.MarinePorts {
			h.square(p)
		}
	}
	h.int(len(s.Owners))
	for _, o := range s.Owners {
		h.int(int(o))
	}
	h.int(len(s.Battles))
	for _, b := range s.Battles {
		h.ints(b.Attackers)
		h.ints(b.Defenders)
		h.int(b.Attack)
		h.int(b.Defend)
		h.int(int(b.Odds))
		h.bool(b.Resolved)
		h.int(b.Die)
		h.int(int(b.Result))
	}
	h.int(int(s.Pending.Kind))
	h.int(int(s.Pending.Side))
	h.int(s.Pending.Battle)
	h.ints(s.Pending.Units)
	h.int(s.Pending.Need)
	h.int(int(s.Winner))
	h.bool(s.HoldAll[0])
	h.bool(s.HoldAll[1])
	h.int(int(s.Dice.State))
	h.ints(s.Dice.Queue)
	return h.sum
}

// MapID is a short fingerprint of a board: its size, terrain, rivers, roads, cities,
// beaches and bivouac areas. A save names the map it was played on by it.
func MapID(b *maps.Board) string {
	if id, ok := mapIDs.Load(b); ok {
		return id.(string)
	}
	id := mapID(b)
	mapIDs.Store(b, id)
	return id
}

// mapIDs keeps each board's MapID: a board never changes once loaded, and every New and
// every loaded game asks for it.
var mapIDs sync.Map

func mapID(b *maps.Board) string {
	h := newHasher()
	h.int(b.Rows)
	h.int(b.Cols)
	for i := 0; i < b.Size(); i++ {
		h.int(int(b.TerrainAt(i)))
		s := b.SquareAt(i)
		h.bool(b.River(s, maps.East))
		h.bool(b.River(s, maps.South))
	}
	list := func(name string, sq []maps.Square) {
		h.text(name)
		h.int(len(sq))
		for _, s := range sq {
			h.square(s)
		}
	}
	for _, r := range b.Roads {
		list(r.Name, r.Squares)
	}
	for _, c := range b.Cities {
		list(c.Name, c.Squares)
		list(c.Side.String(), c.Ports)
		h.bool(c.Capital)
	}
	for _, c := range b.Beaches {
		list(c.Name, c.Squares)
	}
	for _, c := range b.Bivouacs {
		list(c.Side.String()+" "+c.Name, c.Squares)
	}
	return fmt.Sprintf("%016x", h.sum)
}
