package board

import (
	"github.com/hajimehoshi/ebiten/v2"

	"taktik/game"
	"taktik/game/review"
	"taktik/render/figures"
	"taktik/render/flow"
	"taktik/render/hud"
	"taktik/render/play"
	"taktik/render/ui"
)

// A board view can watch a game instead of playing it: the replay viewer (package
// render/review) shows each position of a game's history on it. Watching, the view
// gives no orders, runs no computer, saves nothing and shows no hand-over or end of the
// game; it draws the map, the counters, the bar, the panel and the log (the whole
// game's, what follows the position dimmed), and shows an action carried out with
// Perform as the computer's turn shows it. The bottom strip, where the orders go in
// play, is the viewer's to draw in (BottomRect).

// watching is what a watching view keeps.
type watching struct {
	full  *game.Game // the game whose log the column shows
	speed float64    // how many times faster than normal the animations run; 0: none
}

// reviewStripHeight is the height of the viewer's strip under the map, in points: the
// timeline and a row of buttons.
const reviewStripHeight = 92

// NewWatcher is a view that watches a position of a game (see above), driven through
// its flow (flow.NewReplay): Perform carries actions out on its game. full is the game
// whose log the column shows.
func NewWatcher(app App, m flow.Match, full *game.Game, pics *Pictures) *View {
	v := NewMatchView(app, m, pics)
	g := v.game
	v.watch = &watching{full: full, speed: 1}
	v.hud.log.SetMark(len(g.Events()))
	return v
}

// reviewing is the part of the view that watches a game under review, and opens the
// replay viewer on the game in play.
type reviewing struct {
	*View

	watch *watching // a game under review, watched (replay.go); nil in play
}

// Show puts another position on the watching view, at once, with its flow: what was
// under way stops.
func (v *reviewing) Show(m flow.Match) {
	v.anim.rolling = nil
	v.anim.finish(v.View)
	v.hud.dice.Hide()
	v.match, v.game = m, m.Game()
	v.seen = len(v.game.Events())
	v.ord = play.New(m, effects{v.View}) // nothing picked, nothing derived from the last
	v.tip = tipCache{}
	v.hud.log.SetMark(v.seen)
}

// Perform carries out the next action of the game under review on the view's game,
// shown as the computer's orders are: a unit sliding along its path, a die rolling.
func (v *reviewing) Perform(a game.Action) { v.perform(a) }

// Idle reports whether nothing is under way: the last action performed is done.
func (v *reviewing) Idle() bool { return v.anim.idle() }

// SetSpeed sets how many times faster than normal the watching view animates (0: not
// at all).
func (v *reviewing) SetSpeed(f float64) { v.watch.speed = f }

// BottomRect is the strip under the map: the orders in play, the viewer's timeline
// when watching.
func (v *reviewing) BottomRect() ui.Rect {
	v.layoutCamera()
	return v.ordersRect()
}

// LogMark is the first event the log shows dimmed, as after the position (watching).
func (v *reviewing) LogMark() int { return v.hud.log.Mark() }

// PickedEvent is the event of the log line clicked since the last call (watching).
func (v *reviewing) PickedEvent() (int, bool) { return v.hud.log.Picked() }

// updateWatching is a watching view's tick: the log's sounds and labels, the panel and
// the log, the animations, and looking around.
func (v *reviewing) updateWatching(mx, my float64) {
	v.events()
	v.hud.log.SetMark(v.seen) // the log follows what Perform carried out
	v.hud.update(v.View)
	v.anim.update(v.View)
	if v.hud.windowsTakeInput() {
		v.updateLook(mx, my)
		return
	}
	v.updateLook(mx, my)
}

// logGame is the game whose log the column shows.
func (v *reviewing) logGame() *game.Game {
	if v.watch != nil {
		return v.watch.full
	}
	return v.game
}

// stripHeight is the height of the strip under the map, in points.
func (v *reviewing) stripHeight() float64 {
	if v.watch != nil {
		return reviewStripHeight
	}
	return ordersHeight
}

// Reviewer is a host that can open the replay viewer on a game; the game menu ("Review
// this game so far") and the end of a game offer it when the host is one.
type Reviewer interface {
	ReviewGame(g *game.Game)
}

// canReview reports whether the host opens the viewer on this game: not on a lesson's.
func (v *reviewing) canReview() bool {
	_, ok := v.app.(Reviewer)
	return ok && v.guide == nil && v.watch == nil
}

// review opens the viewer on the game so far (a copy: the game goes on as it was).
func (v *reviewing) review() {
	if v.canReview() {
		v.app.(Reviewer).ReviewGame(v.game.Clone())
	}
}

// offerReview adds to the end of a game the button to review it and its charts.
func (v *reviewing) offerReview(vic *hud.Victory) {
	if !v.canReview() {
		return
	}
	g := v.game.Clone()
	vic.OnReview = func() { v.app.(Reviewer).ReviewGame(g) }
	r, err := review.FromGame(g)
	if err != nil {
		return // a history that does not replay: the record without its charts
	}
	p := figures.New(r.Stats())
	vic.Charts = func(dst *ebiten.Image, rect ui.Rect) { p.Column(dst, rect, r.Len(), r.Final()) }
}

// Victory is the end-of-game overlay, nil while the game goes on (for tests).
func (v *reviewing) Victory() *hud.Victory { return v.hud.victory }
