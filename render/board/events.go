package board

import (
	"image/color"

	"taktik/audio"
	"taktik/game"
	"taktik/render/lang"
	"taktik/render/ui"
	"taktik/units"
)

// events turns what the game logged since the last look into sounds and labels on the
// map: boots for a move, the boom of a battle with its result over it, a bugle for a
// captured city, a fanfare for the end. The log itself shows in the column.
func (v *View) events() {
	list := v.game.EventsSince(v.seen)
	if len(list) == 0 {
		return
	}
	v.seen += len(list)
	snd := v.app.Sound()
	// a skipped turn shows no labels (the log has the results) and sounds each kind
	// once, not a battle's boom for every battle at once
	skipping := v.match.Skipping()
	marched, fought := skipping, false
	for _, e := range list {
		switch e.Kind {
		case game.EvMove, game.EvRetreat, game.EvDrop, game.EvLanding, game.EvInvasion:
			if !marched && !v.match.Skipping() {
				snd.Play(audio.March)
				marched = true
			}
		case game.EvRoll:
			if !fought {
				snd.Play(audio.Battle)
				fought = skipping
			}
			l := v.anim.label
			if skipping || (l.x == 0 && l.y == 0) {
				continue
			}
			v.anim.float(resultLabel(e.Result), l.x, l.y, resultInk(e.Result))
			v.anim.label = floatAt{}
		case game.EvCapture:
			snd.Play(audio.Capture)
			if c := v.board.City(e.City); c != nil && len(c.Squares) > 0 && !skipping {
				s := c.Squares[0]
				v.anim.float(lang.Tf("play.float.capture", e.City), float64(s.Col)-0.5, float64(s.Row)-0.5, sideInk(e.Side))
			}
		case game.EvVictory:
			snd.Play(audio.Victory)
		}
	}
}

// resultLabel is the short text over a battle: the table's code and what it means.
func resultLabel(r game.Result) string { return lang.T("play.float." + r.String()) }

func resultInk(r game.Result) (c color.NRGBA) {
	switch r {
	case game.AE, game.AB2:
		return ui.Red
	case game.DE, game.DB2:
		return ui.Olive
	}
	return ui.Ink
}

func sideInk(s units.Side) color.NRGBA {
	if s == units.Blue {
		return ui.Blue
	}
	return ui.Red
}
