// Package review goes back over a game: it replays the game's actions from its options
// to any point of its history, steps by action, by phase and by player turn, and gathers
// the figures of the game over its turns (statistics.go). Nothing here changes the game
// it was made from: every position is a fresh replay, as a saved game is proved.
package review

import (
	"fmt"

	"taktik/game"
	"taktik/maps"
	"taktik/units"
)

// Point is where the game stood after an action (Points()[0]: before any).
type Point struct {
	Turn   int
	Side   units.Side
	Phase  game.Phase
	Events int    // the length of the event log at this point
	Hash   uint64 // game.Game.Hash of the position
	Battle bool   // the action that led here rolled a die for a battle (or the odds decided it)
}

// sameTurn reports whether two points lie in one player turn.
func (p Point) sameTurn(q Point) bool { return p.Turn == q.Turn && p.Side == q.Side }

// samePhase reports whether two points lie in one phase of one player turn.
func (p Point) samePhase(q Point) bool { return p.sameTurn(q) && p.Phase == q.Phase }

// snapshot is the game at the start of a player turn, kept so that going back costs a
// turn's replay, not the whole game's.
type snapshot struct {
	at int
	g  *game.Game
}

// Review is a game's history laid out for going back over it.
type Review struct {
	board   *maps.Board
	opts    game.Options
	actions []game.Action
	points  []Point
	snaps   []snapshot
	final   *game.Game
	stats   Stats

	cur *game.Game // the position at pos, replayed on demand
	pos int

	opening int // the game's actions before position 0 (FromGame)
}

// Replay is a game's first n actions carried out afresh on a new game with its options,
// step by step from the start (no snapshot): what a saved game's loader does, and what
// every position the review shows must equal.
func Replay(g *game.Game, n int) (*game.Game, error) {
	f, err := game.New(g.Board(), g.Options())
	if err != nil {
		return nil, err
	}
	for k, a := range g.History()[:n] {
		if err := f.Apply(a); err != nil {
			return nil, fmt.Errorf("action %d (%s) does not replay: %w", k+1, a, err)
		}
	}
	return f, nil
}

// FromGame lays out the history of a game (finished or not). The game is not changed.
// Its opening (game.Game.Opening: the set-up of an online game's copy) is no position of
// its own: position 0 is the game as set up, at its first turn, as a game set up from
// its seed begins.
func FromGame(g *game.Game) (*Review, error) {
	k := g.Opening()
	start, err := Replay(g, k) // for 0: a new game with its options, as New begins
	if err != nil {
		return nil, err
	}
	return lay(start, g.History()[k:])
}

// New replays actions from a new game with the options once through, noting each
// point, a snapshot at every player turn and the statistics. An action the rules refuse
// is an error (a history that does not replay is not a game's).
func New(board *maps.Board, opts game.Options, actions []game.Action) (*Review, error) {
	g, err := game.New(board, opts)
	if err != nil {
		return nil, err
	}
	return lay(g, actions)
}

// lay replays actions from the game g (position 0, not changed) once through, as New
// says.
func lay(g *game.Game, actions []game.Action) (*Review, error) {
	opening := g.Actions()
	g = g.Clone()
	r := &Review{board: g.Board(), opts: g.Options(), actions: actions, opening: opening}
	r.points = make([]Point, 0, len(actions)+1)
	r.points = append(r.points, pointOf(g, 0, false))
	r.snaps = append(r.snaps, snapshot{0, g.Clone()})
	var st statsBuilder
	st.begin(g)
	for n, a := range actions {
		if a.Kind == game.ActResolve && a.Index < 0 {
			a.Index = nextBattle(g) // as carried out: the statistics look the battle up
		}
		if err := g.Apply(a); err != nil {
			return nil, fmt.Errorf("action %d (%s) does not replay: %w", n+1, a, err)
		}
		p := pointOf(g, r.points[n].Events, a.Kind == game.ActResolve)
		if !p.sameTurn(r.points[n]) {
			r.snaps = append(r.snaps, snapshot{n + 1, g.Clone()})
		}
		r.points = append(r.points, p)
		st.after(n+1, a, g)
	}
	r.final = g
	r.actions = g.History()[opening:]
	r.stats = st.finish(g, len(r.actions))
	r.cur, r.pos = g.Clone(), len(actions)
	return r, nil
}

// nextBattle is the battle a resolve without an index rolls for: the first unresolved.
func nextBattle(g *game.Game) int {
	for k, b := range g.Battles() {
		if !b.Resolved {
			return k
		}
	}
	return -1
}

// pointOf is the point of a position whose log had k entries before the last action:
// only the new ones are counted (the game copies what it hands out).
func pointOf(g *game.Game, k int, battle bool) Point {
	events := k + len(g.EventsSince(k))
	return Point{Turn: g.Turn(), Side: g.Side(), Phase: g.Phase(), Events: events, Hash: g.Hash(), Battle: battle}
}

// Len is the number of actions; positions run from 0 (before any) to Len.
func (r *Review) Len() int { return len(r.actions) }

// Pos is the position shown: the number of actions carried out.
func (r *Review) Pos() int { return r.pos }

// Opening is how many actions of the game come before position 0 (FromGame): a
// position's game has Opening()+n actions in its history.
func (r *Review) Opening() int { return r.opening }

// Points lists every position's point, 0 to Len. The slice is shared: do not change it.
func (r *Review) Points() []Point { return r.points }

// Action is the n-th action (1 to Len) as it was carried out.
func (r *Review) Action(n int) game.Action { return r.actions[n-1] }

// Board is the map the game was played on.
func (r *Review) Board() *maps.Board { return r.board }

// Final is the game's last position. Read it; do not change it.
func (r *Review) Final() *game.Game { return r.final }

// Stats are the figures of the whole game.
func (r *Review) Stats() *Stats { return &r.stats }

// Game is the position shown. Read it; do not change it (At gives a copy to play on).
func (r *Review) Game() *game.Game { return r.cur }

// Goto shows the position after action n (clamped to 0…Len).
func (r *Review) Goto(n int) {
	n = max(0, min(n, len(r.actions)))
	if n == r.pos {
		return
	}
	r.cur, r.pos = r.replay(n), n
}

// At is an independent copy of the position after action n, to play on from there.
func (r *Review) At(n int) *game.Game {
	n = max(0, min(n, len(r.actions)))
	if n == r.pos {
		return r.cur.Clone()
	}
	return r.replay(n)
}

// replay gives the position after action n from the nearest snapshot before it, or
// from the position shown when that is nearer.
func (r *Review) replay(n int) *game.Game {
	k := len(r.snaps) - 1
	for k > 0 && r.snaps[k].at > n {
		k--
	}
	from, g := r.snaps[k].at, r.snaps[k].g
	if r.pos <= n && r.pos > from {
		from, g = r.pos, r.cur
	}
	g = g.Clone()
	for _, a := range r.actions[from:n] {
		if err := g.Apply(a); err != nil {
			panic("review: an action that replayed once is refused now: " + err.Error())
		}
	}
	return g
}

// Step moves by d actions.
func (r *Review) Step(d int) { r.Goto(r.pos + d) }

// Home and End go to the first and the last position.
func (r *Review) Home() { r.Goto(0) }
func (r *Review) End()  { r.Goto(len(r.actions)) }

// StepPhase goes to the start of the next phase (d > 0), or back to the start of this
// phase, and from there to the start of the one before (d < 0).
func (r *Review) StepPhase(d int) { r.Goto(r.boundary(r.pos, d, Point.samePhase)) }

// StepTurn does the same by player turn.
func (r *Review) StepTurn(d int) { r.Goto(r.boundary(r.pos, d, Point.sameTurn)) }

// start is the first position of the stretch (phase, turn) position n lies in.
func (r *Review) start(n int, same func(Point, Point) bool) int {
	for n > 0 && same(r.points[n-1], r.points[n]) {
		n--
	}
	return n
}

// boundary is where a step by one stretch (a phase, a turn) from n leads.
func (r *Review) boundary(n, d int, same func(Point, Point) bool) int {
	if d > 0 {
		for n < len(r.actions) {
			n++
			if !same(r.points[n-1], r.points[n]) {
				break
			}
		}
		return n
	}
	if n == 0 {
		return 0
	}
	// inside a stretch, the one before n is in it too: its start; at a start, the
	// one before n ends the stretch before: that one's start
	return r.start(n-1, same)
}

// EventAction is the position at which the n-th entry of the final log (from 0) has
// just been written: clicking a log line goes there.
func (r *Review) EventAction(e int) int {
	lo, hi := 0, len(r.points)-1
	for lo < hi { // the first point whose log holds entry e
		mid := (lo + hi) / 2
		if r.points[mid].Events > e {
			hi = mid
		} else {
			lo = mid + 1
		}
	}
	return lo
}
