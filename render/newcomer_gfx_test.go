//go:build gfx

package render

import (
	"fmt"
	"strings"
	"testing"

	"taktik/game"
	"taktik/maps"
	"taktik/render/board"
	"taktik/render/lang"
	"taktik/render/play"
)

// nearCity reports whether a square is a city's or touches one, where the city's name
// is painted.
func nearCity(b *maps.Board, sq maps.Square) bool {
	for dr := -1; dr <= 1; dr++ {
		for dc := -1; dc <= 1; dc++ {
			n := maps.Square{Row: sq.Row + dr, Col: sq.Col + dc}
			if b.In(n) && b.CityAt(n) != nil {
				return true
			}
		}
	}
	return false
}

// TestBattleTagOffTheCityName: a battle just south of a city puts its tag ("1 · 1–1") in
// an empty square clear of the city and its name (it lay over the name), on the side.
func TestBattleTagOffTheCityName(t *testing.T) {
	s := lazily(t, 1366, 768)
	b := s.a.board
	// the lowest square of a one-row city with clear land two and three rows below
	var city maps.Square
	for _, c := range b.Cities {
		sq := c.Squares[len(c.Squares)-1]
		d, a := maps.Square{Row: sq.Row + 2, Col: sq.Col}, maps.Square{Row: sq.Row + 3, Col: sq.Col}
		if b.In(a) && b.Terrain(d) == maps.Clear && b.Terrain(a) == maps.Clear && b.CityAt(d) == nil && !nearCity(b, a) {
			city = sq
			break
		}
	}
	if city == (maps.Square{}) {
		t.Fatal("no city with clear land below it")
	}
	def := maps.Square{Row: city.Row + 2, Col: city.Col}
	att := maps.Square{Row: city.Row + 3, Col: city.Col}
	g := handMade(t, s, "red:inf1 "+att.String(), "blue:inf1 "+def.String())
	for _, a := range []string{"endmove", "battle red:inf1 vs blue:inf1"} {
		act, err := game.ParseAction(b, a)
		if err == nil {
			err = g.Apply(act)
		}
		if err != nil {
			t.Fatalf("%s: %v", a, err)
		}
	}
	look(s, g, 48, def)
	s.play(2)
	v := s.view()
	labels := v.BattleLabels()
	if len(labels) != 1 {
		t.Fatalf("%d battle labels, want 1", len(labels))
	}
	sq, ok := v.Camera().SquareAt(labels[0].CX(), labels[0].CY())
	if !ok || nearCity(b, sq) {
		t.Errorf("the battle's tag is on %s, next to the city at %s and its name", sq, city)
	}
}

// TestRetreatHeader: while the winner of a battle chooses where the beaten units go, the
// bar above the map names that side and the retreat, not the side to move and its phase
// (it said "Red to move · combat" while Blue chose Red's retreat, R19).
func TestRetreatHeader(t *testing.T) {
	defer lang.Set("en")
	lang.Set("en")
	s := lazily(t, 1366, 768)
	for seed := uint64(1); ; seed++ {
		g, err := game.New(s.a.board, game.Options{Mode: game.Basic, Seed: seed, TurnLimit: 30})
		if err != nil {
			t.Fatal(err)
		}
		ok := false
		func() {
			defer func() { recover() }()
			advance(t, g, func(g *game.Game) bool {
				return g.Pending().Kind == game.RetreatDecision && g.Pending().Side != g.Side() || g.Turn() > 6
			})
			ok = g.Pending().Kind == game.RetreatDecision
		}()
		if !ok {
			if seed > 20 {
				t.Fatal("no retreat chosen by the side not moving in 20 games")
			}
			continue
		}
		// two people at one screen, so the computer does not choose for the winner
		s.a.play(board.NewView(s.a, g, s.a.pics, play.Commanders{{}, {}}))
		s.play(20)
		status, side := s.view().Status()
		want := fmt.Sprintf("%s chooses the retreat", map[int]string{0: "Red", 1: "Blue"}[int(g.Pending().Side)])
		if !strings.Contains(status, want) || side != int(g.Pending().Side) || strings.Contains(status, "to move") {
			t.Errorf("the bar says %q (side %d) while %v chooses the retreat", status, side, g.Pending().Side)
		}
		return
	}
}
