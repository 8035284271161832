package game

import (
	"fmt"
	"strings"
	"testing"

	"taktik/maps"
)

// sketch writes a small map file for a rules test: the terrain rows, the river rows (nil:
// no rivers; fewer rows than the terrain: the rest without rivers) and the item lines
// (road, city, beach, bivouac).
func sketch(terrain, rivers []string, items ...string) string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "taktik-map 1\nsize %d %d\nterrain\n", len(terrain), len(terrain[0]))
	for _, row := range terrain {
		sb.WriteString(row + "\n")
	}
	if rivers != nil {
		sb.WriteString("rivers\n")
		for r := range terrain {
			if r < len(rivers) && rivers[r] != "" {
				sb.WriteString(rivers[r] + "\n")
			} else {
				sb.WriteString(strings.Repeat(".", len(terrain[0])) + "\n")
			}
		}
	}
	for _, it := range items {
		sb.WriteString(it + "\n")
	}
	return sb.String()
}

// advanced starts an advanced game on a sketch with the units placed as "id square"
// pairs (or cities given as "own CITY SIDE"), then starts play with a side to move.
func advanced(t testing.TB, src, first string, placements ...string) *Game {
	t.Helper()
	return setupOn(t, testBoard(t, src), "mode=advanced", first, placements...)
}

// setupOn starts a game of a rule level on a board with an empty setup, places the
// units, and starts play.
func setupOn(t testing.TB, b *maps.Board, mode, first string, placements ...string) *Game {
	t.Helper()
	opts, err := ParseOptions([]string{mode, "setup=empty", "first=" + first, "seed=1"})
	if err != nil {
		t.Fatal(err)
	}
	g, err := New(b, opts)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range placements {
		if strings.HasPrefix(p, "own ") {
			do(t, g, p)
		} else {
			do(t, g, "place "+p)
		}
	}
	do(t, g, "start")
	return g
}

// opCase is one row of a special-operations table: a position (placements, or "own CITY
// SIDE"), actions applied in order, and what becomes of the last one: accepted (want
// "") or refused with a sentence containing want.
type opCase struct {
	name  string
	place []string
	acts  []string
	want  string
	check func(t *testing.T, g *Game) // after an accepted last action; may be nil
}

func runOpCases(t *testing.T, src string, cases []opCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := advanced(t, src, "red", c.place...)
			last := len(c.acts) - 1
			for _, a := range c.acts[:last] {
				do(t, g, a)
			}
			if c.want != "" {
				refused(t, g, c.acts[last], c.want)
				return
			}
			do(t, g, c.acts[last])
			if c.check != nil {
				c.check(t, g)
			}
		})
	}
}

// reachCase is one row of a movement table: a unit, a square and the cheapest cost in
// thirds to end there (-1: it cannot).
type reachCase struct {
	unit, square string
	cost         int
	why          string // the example or ruling the row checks
}

func checkReach(t *testing.T, g *Game, cases []reachCase) {
	t.Helper()
	for _, c := range cases {
		got, ok := reachMap(g, c.unit)[c.square]
		switch {
		case c.cost < 0 && ok:
			t.Errorf("%s: %s reaches %s at %d, want unreachable", c.why, c.unit, c.square, got)
		case c.cost >= 0 && (!ok || got != c.cost):
			t.Errorf("%s: %s to %s costs %d (reachable %v), want %d", c.why, c.unit, c.square, got, ok, c.cost)
		}
	}
}

// events lists the kinds of the events since index k.
func eventKinds(g *Game, k int) []EventKind {
	var list []EventKind
	for _, e := range g.EventsSince(k) {
		list = append(list, e.Kind)
	}
	return list
}

func hasEvent(g *Game, k int, kind EventKind) bool {
	for _, e := range eventKinds(g, k) {
		if e == kind {
			return true
		}
	}
	return false
}

// legalTexts lists the legal actions of some kinds as protocol text.
func legalTexts(g *Game, kinds ...ActionKind) map[string]bool {
	m := map[string]bool{}
	for _, a := range g.Legal() {
		for _, k := range kinds {
			if a.Kind == k {
				m[a.String()] = true
			}
		}
	}
	return m
}
