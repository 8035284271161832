// Package lesson is the tutorial's script, with no graphics: the steps of a first game
// of the basic game on the lesson's position, each with its text, what it marks on the
// board, and the check on the game that tells when the player has done what it asks.
// Every check reads the engine's state (where the units stand, the battles declared and
// their results, who holds a city) or what the board shows (the unit selected, the
// battle being built, a tooltip, the combat results table): nothing is taken on trust.
// The dice of the lesson's two battles are queued in the engine (Die), so that they end
// as the text explains.
package lesson

import (
	"slices"

	"taktik/game"
	"taktik/maps"
	"taktik/render/lang"
)

// Obs is what the lesson looks at: the game, and what the board shows of the player's
// work in progress.
type Obs struct {
	Game      *game.Game
	Selected  int   // the unit selected for a move, -1 for none
	Attackers []int // the battle being built, in unit order
	Defenders []int
	Tip       maps.Square // the square whose tooltip shows
	TipShown  bool
	TableOpen bool // the combat results table is open
	Fingers   bool // the player uses fingers: the texts say tap, not click or press a key
}

// Marks are what a step points at: squares of the map and order buttons (by their
// translation keys) that pulse.
type Marks struct {
	Squares []maps.Square
	Buttons []string
}

// Step is one step of the lesson.
type Step struct {
	ID     string // its texts are "PREFIX.ID.title" and "PREFIX.ID.text", PREFIX its script's
	prefix string
	// Done reports that the player has done what the step asks; nil for a step that is
	// read, which the player leaves with Next.
	Done func(o Obs) bool
	// Skip reports, as the lesson comes to the step, that it does not apply (a retreat
	// that the game did not ask for).
	Skip func(o Obs) bool
	// Stuck reports that the position no longer allows the step: the card then says
	// how to take back what went astray.
	Stuck func(o Obs) bool
	Marks func(o Obs) Marks
	// Args fills the text's verbs, and Variant names another text for the position
	// ("tut.ID.VARIANT.text"), when the text depends on how the game went.
	Args    func(o Obs) []any
	Variant func(o Obs) string
	// Watch marks a step in which the computer acts and the player looks on.
	Watch bool
	// Key names a card button (by its translation key) that does what the step's
	// keyboard key does, for a player who looks for something to click.
	Key string
}

// Read reports whether the step is read rather than done.
func (s Step) Read() bool { return s.Done == nil }

func (s Step) key(o Obs, part string) string {
	id := s.ID
	if s.Variant != nil {
		if v := s.Variant(o); v != "" {
			id += "." + v
		}
	}
	p := s.prefix
	if p == "" {
		p = "tut."
	}
	return p + id + "." + part
}

// Title is the step's heading in the player's language.
func (s Step) Title(o Obs) string { return lang.T(s.key(o, "title")) }

// Text is what the step says, in the player's language: in the words for fingers
// ("PREFIX.ID.touch.text") when the player uses them and the step has such words.
func (s Step) Text(o Obs) string {
	key := s.key(o, "text")
	p := s.prefix
	if p == "" {
		p = "tut."
	}
	if o.Fingers && touchTexts[p+s.ID+"."] {
		key = s.key(o, "touch.text")
	}
	if s.Args != nil {
		return lang.Tf(key, s.Args(o)...)
	}
	return lang.T(key)
}

// touchTexts are the steps (by "PREFIX.ID.") whose texts speak of the mouse or the
// keys, with words for fingers beside them: the first lesson's.
var touchTexts = map[string]bool{}

func init() {
	for _, id := range []string{"squares", "terrain", "select", "reach", "second", "endmove", "build", "table",
		"declare", "south", "roll", "retreat", "roll2", "exchange", "capture", "blue", "blueretreat"} {
		touchTexts["tut."+id+"."] = true
	}
}

// Keys lists every translation key the lessons can show, for the test that both
// languages have them.
func Keys() []string {
	keys := []string{"tut.stuck", "tut.done", "tut.progress", "tut.yourmove", "tut.watch", "tut.leave", "tut.back",
		"tut.next", "tut.see", "tut.play", "tut.stay", "tut.again", "tut.stuck.late", "tut.table.key", "menu.tutorial",
		"tut.lessons", "tut.nextlesson", "tut.scenario", "lessons.title", "lessons.head", "lessons.scenarios", "lessons.own", "lessons.own.none", "lessons.own.none.web", "lessons.own.faulty", "lessons.editor",
		"lessons.numbered", "scenario.goal", "scenario.and", "hud.how.objective", "hud.how.held",
		"hud.goal", "hud.goal.hold", "hud.turn.of", "newgame.scenario", "newgame.scenario.none", "scenario.goal.hold", "scenario.goal.destroy",
		"scenario.opponent", "scenario.hints.off"}
	for _, sc := range game.Scenarios() { // the Lessons screen and the New game form name them
		keys = append(keys, "scenario."+sc.ID+".title", "scenario."+sc.ID+".text", "scenario."+sc.ID+".short")
	}
	for _, sc := range Scripts() {
		keys = append(keys, "lesson."+sc.ID+".name", "lesson."+sc.ID+".about")
		for _, s := range sc.Steps() {
			ids := []string{s.ID}
			vs := variants[s.ID]
			if sc.ID != "first" {
				vs = variantsOf[sc.ID][s.ID]
			}
			for _, v := range vs {
				ids = append(ids, s.ID+"."+v)
			}
			for _, id := range ids {
				keys = append(keys, sc.prefix()+id+".title", sc.prefix()+id+".text")
				if touchTexts[sc.prefix()+s.ID+"."] {
					keys = append(keys, sc.prefix()+id+".touch.text")
				}
			}
		}
	}
	return keys
}

// variants are the other texts a step may show.
var variants = map[string][]string{"blue": {"kept"}}

// variantsOf are the other texts of a later lesson's steps, by script.
var variantsOf = map[string]map[string][]string{"exchange": {"end": {"armour"}}, "cities": {"end": {"lost"}}}

// Lesson is the way through the steps: the steps shown so far, in order, and the one
// on the card (the last, unless the player went back to read an earlier one).
type Lesson struct {
	script *Script
	steps  []Step
	trail  []int // indexes of the steps shown, in order
	pos    int   // the trail's entry on the card
}

// New starts the first lesson at its first step.
func New() *Lesson { return Start(First()) }

// Start starts a lesson's script at its first step.
func Start(sc *Script) *Lesson {
	steps := sc.Steps()
	for i := range steps {
		steps[i].prefix = sc.prefix()
	}
	return &Lesson{script: sc, steps: steps, trail: []int{0}}
}

// Script is the lesson's script.
func (l *Lesson) Script() *Script { return l.script }

// Step is the step on the card.
func (l *Lesson) Step() Step { return l.steps[l.trail[l.pos]] }

// Index is the number of the step on the card, from 0, and how many steps there are.
func (l *Lesson) Index() (int, int) { return l.trail[l.pos], len(l.steps) }

// Reviewing reports whether the player went back to an earlier step.
func (l *Lesson) Reviewing() bool { return l.pos < len(l.trail)-1 }

// Last reports whether the card shows the lesson's last step.
func (l *Lesson) Last() bool { return l.trail[l.pos] == len(l.steps)-1 }

// CanBack reports whether there is an earlier step to go back to.
func (l *Lesson) CanBack() bool { return l.pos > 0 }

// Back shows the step before.
func (l *Lesson) Back() {
	if l.pos > 0 {
		l.pos--
	}
}

// CanNext reports whether Next moves on: back towards the newest step after going
// back, or on from a step that is read.
func (l *Lesson) CanNext() bool {
	return l.Reviewing() || (l.Step().Read() && !l.Last())
}

// Next moves on by one step, when CanNext allows.
func (l *Lesson) Next(o Obs) {
	switch {
	case l.Reviewing():
		l.pos++
	case l.Step().Read() && !l.Last():
		l.advance(o)
	}
}

// Update checks the newest step against the game and moves on when the player has
// done it; it reports whether it moved on. It moves one step at a time, so that a step
// done before its turn still shows for a tick; it does not move while the player reads
// an earlier step.
func (l *Lesson) Update(o Obs) bool {
	s := l.Step()
	if l.Reviewing() || s.Read() || !s.Done(o) || l.Last() {
		return false
	}
	l.advance(o)
	return true
}

// advance adds the next step that applies to the trail and shows it.
func (l *Lesson) advance(o Obs) {
	i := l.trail[len(l.trail)-1] + 1
	for i < len(l.steps)-1 && l.steps[i].Skip != nil && l.steps[i].Skip(o) {
		i++
	}
	l.trail = append(l.trail, i)
	l.pos = len(l.trail) - 1
}

// Stuck reports whether the newest step can no longer be done as the position stands.
func (l *Lesson) Stuck(o Obs) bool {
	s := l.Step()
	return !l.Reviewing() && s.Stuck != nil && s.Stuck(o)
}

// Marks are what the step on the card points at; nothing while the player reads an
// earlier step (the board has moved on).
func (l *Lesson) Marks(o Obs) Marks {
	s := l.Step()
	if l.Reviewing() || s.Marks == nil {
		return Marks{}
	}
	return s.Marks(o)
}

// dieFor is a die that gives a result at some odds: the one wanted when it does, else
// the first that does, else 0.
func dieFor(o game.Odds, r game.Result, want int) int {
	if game.CRT(o, want) == r {
		return want
	}
	for d := 1; d <= 6; d++ {
		if game.CRT(o, d) == r {
			return d
		}
	}
	return 0
}

// sameUnits reports whether a list holds exactly the units named.
func sameUnits(list []int, ids ...string) bool {
	if len(list) != len(ids) {
		return false
	}
	for _, id := range ids {
		if !slices.Contains(list, Unit(id)) {
			return false
		}
	}
	return true
}
