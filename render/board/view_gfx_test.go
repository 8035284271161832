//go:build gfx

package board

import (
	"testing"

	"taktik/audio"
	"taktik/game"
	"taktik/game/ai"
	"taktik/game/gametest"
	"taktik/render/input"
	"taktik/render/play"
	"taktik/render/settings"
	"taktik/render/ui"
	"taktik/units"
)

// host is the program around the view in the tests that run without a display: no
// sound, scripted input, no screens to open.
type host struct{ in *input.Script }

func (h host) Settings() settings.Settings { return settings.Defaults() }
func (h host) Sound() audio.Player         { return audio.NewSilent() }
func (h host) Input() input.Source         { return h.in }
func (h host) Menu()                       {}
func (h host) NewGameMenu()                {}
func (h host) OpenLoad()                   {}
func (h host) OpenRules()                  {}
func (h host) OpenSettings()               {}

// run runs the view's ticks as the game loop does, without drawing.
func run(t *testing.T, v *View, in *input.Script, n int) {
	t.Helper()
	for range n {
		in.Tick()
		if err := v.Update(); err != nil {
			t.Fatal(err)
		}
	}
}

// The computer's turn, shown by the board through the game's flow, with no display:
// Red (a person) ends the turn, Blue (the computer) plays until Red must act again.
func TestViewShowsTheComputersTurn(t *testing.T) {
	ui.SetScreenSize(1366, 768)
	g := gametest.Position(t, game.Basic, "red:inf1 2-2", "red:inf2 3-1", "blue:inf1 4-8", "blue:inf2 4-9")
	in := input.NewScript(0, 0)
	v := NewView(host{in}, g, nil, play.Commanders{{}, {Computer: true, Level: ai.Rekrut}})
	run(t, v, in, 2)
	gametest.Do(t, g, "endmove")
	gametest.Do(t, g, "endturn")
	for i := 0; i < 3000 && !(g.Side() == units.Red && g.Turn() == 2); i++ {
		run(t, v, in, 1)
	}
	if g.Side() != units.Red || g.Turn() != 2 {
		t.Fatalf("turn %d, %v to act: the computer's turn did not end", g.Turn(), g.Side())
	}
}

// Two people at one screen: when the flow says the other person must act (a retreat
// chosen in Red's turn, R19), the board puts up the hand-over and drops what the
// player had selected.
func TestViewHandsOverBetweenPeople(t *testing.T) {
	ui.SetScreenSize(1366, 768)
	g := gametest.Position(t, game.Basic, "red:inf1 3-3", "red:inf9 4-1", "blue:inf1 3-4", "blue:inf2 4-10")
	in := input.NewScript(0, 0)
	v := NewView(host{in}, g, nil, play.Commanders{})
	run(t, v, in, 2)
	if _, up := v.Handoff(); up {
		t.Fatal("a hand-over before anyone acted")
	}
	for _, a := range []string{"endmove", "battle red:inf1 vs blue:inf1", "dice 3", "resolve 0"} { // 1-1, die 3: AB2
		gametest.Do(t, g, a)
	}
	v.ord.Changed()
	run(t, v, in, 1)
	if title, up := v.Handoff(); !up || g.Pending().Kind != game.RetreatDecision {
		t.Fatalf("hand-over %q up %v, pending %+v: want the screen handed to Blue for the retreat", title, up, g.Pending())
	}
}
