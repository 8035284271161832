package board

import (
	"math"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"taktik/game"
	"taktik/maps"
	"taktik/render/board/place"
	"taktik/render/camera"
	"taktik/render/hud"
	"taktik/render/hud/model"
	"taktik/render/info"
	"taktik/render/lang"
	"taktik/render/paint"
	"taktik/render/palette"
	"taktik/render/play"
	"taktik/render/ui"
)

// Everything drawn over the board is placed by package place, once a frame, before it
// is drawn: the view tells it what the player must see now and measures the overlays;
// the drawing then only draws what it decided.

// placer is the part of the view that places the overlays each frame (package place).
type placer struct {
	*View

	scene  place.Scene   // what the placement of the overlays sees this frame (placing.go)
	placed place.Layout  // where it put them
	veiled []int         // the area labels counters stand on, veiled (scene.Areas)
	shaded []maps.Square // the enemy's reach shaded this frame
	// the tags at the end of the way, by their place in scene.Tags; -1 for none
	pathTag, forcedTag, adviceTag int
}

// lay works out this frame's placement.
func (v *placer) lay() {
	s := &v.scene
	*s = place.Scene{Game: v.game, Cam: v.cam, Map: pr(v.mapRect()), Names: s.Names[:0], Click: s.Click[:0],
		Pulse: s.Pulse[:0], Battles: s.Battles[:0], Odds: s.Odds[:0], Contacts: s.Contacts[:0], Floats: s.Floats[:0], Tags: s.Tags[:0],
		Rulers: s.Rulers, Areas: s.Areas}
	names, margin := boardNames(v.board, v.cam.Level)
	s.Names = place.ScreenNames(v.cam, v.cam.Level, margin, names)
	s.Areas = s.Areas[:0]
	for i, n := range names {
		if n.Area {
			s.Areas = append(s.Areas, s.Names[i])
		}
	}
	if v.watch == nil {
		s.Click = append(s.Click, place.ClickSquares(v.ord.Under())...)
	}
	s.Look = s.Look[:0]
	if _, r := v.EnemyReach(); r != nil {
		s.Look = append(s.Look, r...)
	}
	if nuking, _ := v.ord.Nuking(); nuking { // the block the weapon is aimed at
		if a, ok := v.ord.NukeTarget(v.pointer()); ok {
			s.Look = append(s.Look, game.WeaponOf(a.Unit).Squares(v.board, a.To)...)
		}
	}
	if v.guide != nil && !v.Won() {
		s.Card = pr(v.guide.Card())
		for _, sq := range v.guide.Marks() {
			s.Pulse = append(s.Pulse, place.PulseOf(sq, v.cam.Square, ui.S(1)))
		}
	}
	s.Rows, s.Rulers = v.newestRows(), append(s.Rulers[:0], v.rulerRects()...)
	s.Prompt = place.Rect{}
	if v.watch == nil { // watching, the strip under the map is the viewer's
		o := &v.bar
		s.Prompt = pr(ui.Rect{X: o.rect.X, Y: o.rect.Y, W: v.orderTextWidth() + ui.S(14), H: o.rect.H})
	}
	v.layBattles()
	v.layThreat()
	v.layDie()
	if v.hud.toast.Visible() {
		m := v.mapRect()
		w, h := v.hud.toast.Size(m.W)
		size := place.Size{W: w, H: h}
		s.Toast = &place.Box{Size: size, Spots: place.ToastSpots(s.Map, pr(v.ordersRect()), size)}
	}
	if line := v.OnlineLine(); line != "" {
		w, _ := ui.Measure(line, onlineFace())
		size := place.Size{W: w + ui.S(28), H: ui.S(28)}
		s.Note = &place.Box{Size: size, Spots: place.NoteSpots(s.Map, size, ui.S(8))}
	}
	if v.hud.odds.Active() {
		d, c := hud.OddsPreviewSize(), hud.OddsPreviewCompactSize()
		s.Preview = place.PreviewBoxOf(s.Map, place.Size{W: float64(d.X), H: float64(d.Y)},
			place.Size{W: float64(c.X), H: float64(c.Y)}, float64(int(ui.S(10))))
	}
	v.layFloats()
	v.layTags()
	if v.showTip() {
		w, h := ui.TipSize(v.tooltip(v.hover))
		mx, my := v.in.Cursor()
		s.Tip = &place.Tip{Size: place.Size{W: w, H: h}, X: mx, Y: my}
	}
	v.placed = s.Lay()
	v.veiled = s.Veiled()
}

// drawVeils veils, under the counters, each area label a counter stands on (Veiled):
// the clear ground's paper and its square lines laid over it, so that no part of the
// name peeks out between the counters. The labels lie on clear ground (paint prices
// every other terrain under them).
func (v *placer) drawVeils(dst *ebiten.Image) {
	if len(v.veiled) == 0 {
		return
	}
	sq, line := v.cam.Square, math.Max(1, v.cam.Square/float64(v.cam.Level))
	grid := paint.GridInk()
	for _, i := range v.veiled {
		r := ur(v.scene.Areas[i])
		ui.FillRect(dst, r, palette.Paper)
		for x := v.cam.GX + math.Ceil((r.X-v.cam.GX)/sq)*sq; x < r.X+r.W; x += sq {
			ui.FillRect(dst, ui.Rect{X: x, Y: r.Y, W: line, H: r.H}, grid)
		}
		for y := v.cam.GY + math.Ceil((r.Y-v.cam.GY)/sq)*sq; y < r.Y+r.H; y += sq {
			ui.FillRect(dst, ui.Rect{X: r.X, Y: y, W: r.W, H: line}, grid)
		}
	}
}

// newestRows are the rows of the column the die keeps clear: the panel's losses table
// and the log's newest lines, which tell what the die decided.
func (v *placer) newestRows() []place.Rect {
	panel, log := v.columnRects()
	top := float64(panel.Min.Y) + v.hud.panel.LossesTop()
	keep := hud.NewestLinesHeight(dieKeepsLines)
	return []place.Rect{{X: float64(panel.Min.X), Y: top, W: float64(panel.Dx()), H: float64(panel.Max.Y) - top},
		{X: float64(log.Min.X), Y: float64(log.Max.Y) - keep, W: float64(log.Dx()), H: keep}}
}

// battleFace is the face of the battles' tags.
func battleFace() *text.GoTextFace { return ui.Face(ui.Bold, 12) }

// layBattles measures the declared battles' tags, "1 · 3–1" and, where that fits
// nowhere, "1", and the bars between the units obliged to fight (R14).
func (v *placer) layBattles() {
	s := &v.scene
	mode := v.ord.Mode()
	if mode != play.Battle && mode != play.Retreat && mode != play.Exchange &&
		!(mode == play.Computer && v.game.Phase() == game.PhaseCombat) {
		return
	}
	v.battleTexts, v.battleNums = v.battleTexts[:0], v.battleNums[:0]
	face := battleFace()
	size := func(label string) place.Size {
		tw, th := ui.Measure(label, face)
		return place.Size{W: tw + ui.S(10), H: th + ui.S(2)}
	}
	for k, b := range v.game.Battles() {
		if b.Resolved {
			continue
		}
		var bt place.Battle
		for _, u := range b.Attackers {
			if st := v.game.Unit(u); st.Status == game.OnBoard {
				bt.Attackers = append(bt.Attackers, st.Square)
			}
		}
		for _, u := range b.Defenders {
			if st := v.game.Unit(u); st.Status == game.OnBoard {
				bt.Defenders = append(bt.Defenders, st.Square)
			}
		}
		label := itoa(k+1) + " · " + b.Odds.String() // battles count from 1, as in the log
		bt.Sizes = []place.Size{size(label), size(itoa(k + 1))}
		s.Battles = append(s.Battles, bt)
		v.battleTexts, v.battleNums = append(v.battleTexts, label), append(v.battleNums, itoa(k+1))
	}
	if mode == play.Battle {
		w := place.BarWidth(v.cam.Square)
		for _, c := range v.game.Contacts() {
			s.Contacts = append(s.Contacts, place.Contact{A: v.game.Unit(c[0]).Square, B: v.game.Unit(c[1]).Square, Width: w})
		}
	}
}

// layThreat measures the threat view's tags, in each of the faces they may shrink to.
func (v *placer) layThreat() {
	if !v.threatShown() {
		return
	}
	s := &v.scene
	for _, m := range v.ThreatView().Marks {
		label := model.OddsHead(m.Odds)
		var sizes []place.Size
		for _, px := range place.OddsFaces(v.cam.Square) {
			tw, th := ui.Measure(label, ui.FacePx(ui.Bold, px))
			sizes = append(sizes, place.Size{W: tw + ui.S(6), H: th + ui.S(2)})
		}
		s.Odds = append(s.Odds, place.Odds{Square: m.Square, Sizes: sizes})
	}
}

// layDie gives the die its spots: docked in the column, else over the map's corner.
func (v *placer) layDie() {
	if !v.hud.dice.Visible() {
		return
	}
	c := v.columnRect()
	_, log := v.columnRects()
	d := hud.DiceSize()
	size := place.Size{W: float64(min(d.X, c.Dx()-2*int(ui.S(6)))), H: float64(d.Y)}
	v.scene.Die = &place.Die{Sizes: []place.Size{size},
		Spots: place.DieSpots(pr(rectF(c)), pr(rectF(log)), hud.NewestLinesHeight(dieKeepsLines), pr(v.mapRect()), size)}
}

// floatFace is the face of the battles' results rising over the map.
func floatFace() *text.GoTextFace { return ui.Face(ui.Bold, 18) }

// layFloats measures the results rising over the map, each where it has risen to by
// now (anim.go).
func (v *placer) layFloats() {
	face := floatFace()
	for _, f := range v.anim.floats {
		t := f.age / floatTime
		x := v.cam.GX + f.x*v.cam.Square
		y := v.cam.GY + f.y*v.cam.Square - ui.S(14) - t*ui.S(36)
		w, h := ui.Measure(f.text, face)
		size := place.Size{W: w + ui.S(16), H: h + ui.S(6)}
		v.scene.Floats = append(v.scene.Floats, place.Box{Size: size, Spots: place.FloatSpots(x, y, size, v.cam.Square)})
	}
}

// tagFace is the face of the tags at the end of a unit's way.
func tagFace() *text.GoTextFace { return ui.Face(ui.Bold, 14) }

// layTags measures the tags at the end of the picked unit's way to the square under the
// pointer: what the way costs (drawPath), and the battle it forces (drawForcedTag).
func (v *placer) layTags() {
	v.pathTag, v.forcedTag, v.adviceTag = -1, -1, -1
	s := &v.scene
	add := func(label string, face *text.GoTextFace, pad float64, at maps.Square, low bool) int {
		tw, th := ui.Measure(label, face)
		size := place.Size{W: tw + ui.S(12), H: th + ui.S(pad)}
		x, y := v.cam.Centre(at)
		s.Tags = append(s.Tags, place.Box{Size: size, Spots: place.TagSpots(x, y, size, v.cam.Square, low)})
		return len(s.Tags) - 1
	}
	// the General's picked move: its reason beside the square it goes to (drawAdvice),
	// where it covered the number of a counter next to that square
	if list, k := v.ord.Advice(); k >= 0 {
		v.adviceTag = add(list[k].Text(lang.Code()), adviceFace(), 6, list[k].Move.To, false)
	}
	if v.ord.Mode() != play.Move || v.ord.Selected() < 0 || !v.hoverOK {
		return
	}
	if path, cost, ok := v.ord.Path(v.hover); ok {
		v.pathTag = add(info.Thirds(cost), tagFace(), 4, path[len(path)-1], false)
	}
	if f, ok := v.ForcedHere(); ok {
		v.forcedTag = add(lang.Tf("play.forced.tag", model.OddsHead(f.Odds)), tagFace(), 4, v.hover, true)
	}
}

// tagAt is where the placement put tag k of layTags, if it shows.
func (v *placer) tagAt(k int) (ui.Rect, bool) {
	if k < 0 || k >= len(v.placed.Tags) || !v.placed.Tags[k].Shown {
		return ui.Rect{}, false
	}
	return ur(v.placed.Tags[k].R), true
}

// pr and ur turn the screen's rectangles into the placement's and back.
func pr(r ui.Rect) place.Rect { return place.Rect(r) }
func ur(r place.Rect) ui.Rect { return ui.Rect(r) }

// PulseSize is the size the lesson's ring round a square takes this frame: 0 breathing
// out past the square, 1 drawn inside it (a neighbour's values or a square to click
// lie close), -1 when the square is not ringed.
func (v *placer) PulseSize(sq maps.Square) int {
	for i, p := range v.scene.Pulse {
		if p.Square == sq && i < len(v.placed.Pulses) {
			return v.placed.Pulses[i].Size
		}
	}
	return -1
}

// Placed is this frame's placement of the overlays, for tests.
func (v *placer) Placed() place.Layout { return v.placed }

// The names painted on the board, by board and square size: worked out once each
// (paint.Names, some 50 ms), in the background for every level as the view opens, and
// waited for when a level is wanted before its turn came.
var names struct {
	mu sync.Mutex
	m  map[nameKey]*boardNamesAt
}

type nameKey struct {
	b     *maps.Board
	level int
}

type boardNamesAt struct {
	once sync.Once
	list []paint.Name
}

// boardNames are the names' places at a level, in the picture's pixels, and the
// picture's margin.
func boardNames(b *maps.Board, level int) ([]paint.Name, int) {
	k := nameKey{b, level}
	names.mu.Lock()
	if names.m == nil {
		names.m = map[nameKey]*boardNamesAt{}
	}
	e := names.m[k]
	if e == nil {
		e = &boardNamesAt{}
		names.m[k] = e
	}
	names.mu.Unlock()
	e.once.Do(func() {
		e.list, _ = paint.Names(b, level) // a level that cannot be painted has no names
	})
	return e.list, paint.NewLayout(b, level).Margin
}

// prepareNames works the names out for every level in the background.
func prepareNames(b *maps.Board) {
	go func() {
		for _, l := range camera.Levels {
			boardNames(b, l)
		}
	}()
}
