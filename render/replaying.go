package render

import (
	"taktik/game"
	"taktik/game/review"
	"taktik/render/board"
	"taktik/render/lang"
	"taktik/render/play"
	"taktik/render/replay"
	"taktik/render/scene"
	"taktik/render/settings"
)

// The replay viewer's doors: the game menu and the end of a game (board.Reviewer), the
// Load screen (menu.Reviewer); and what the viewer asks of the program.

// ReviewGame opens the viewer on a game at its last position; leaving it returns to
// the screen it was opened from.
func (a *app) ReviewGame(g *game.Game) {
	prev := a.scenes.Current()
	if err := a.openReview(g, func() { a.scenes.GoTo(prev) }); err != nil {
		a.notice = lang.Explain(err)
	}
}

// ReviewSave opens the viewer on a saved game, finished or not; the file is only read,
// on a worker (startWork).
func (a *app) ReviewSave(path string, failed func(error)) {
	prev, b := a.scenes.Current(), a.board
	a.startWork(quickWork, func() (func(), error) {
		g, _, err := play.LoadGame(b, path)
		if err != nil {
			return nil, err
		}
		return func() { a.reviewFrom(prev, g, failed) }, nil
	}, failed)
}

// reviewFrom opens the viewer on a game read on a worker, from the screen prev, to which
// Back returns; a history that does not replay brings prev back, and failed says why.
func (a *app) reviewFrom(prev scene.Scene, g *game.Game, failed func(error)) {
	if err := a.openReview(g, func() { a.scenes.GoTo(prev) }); err != nil {
		a.scenes.Switch(prev)
		failed(err)
	}
}

func (a *app) openReview(g *game.Game, back func()) error {
	r, err := review.FromGame(g)
	if err != nil {
		return err
	}
	a.reviewing = replay.New(a, r, a.pics, r.Len(), back)
	a.scenes.GoTo(a.reviewing)
	return nil
}

// PlayFrom starts a new game from a position of a game under review, with the same
// commanders; the game in memory is kept among the saved games first (keepPrevious),
// and the game reviewed, in memory or in its file, stays as it was.
func (a *app) PlayFrom(g *game.Game) {
	keep := a.keeping()
	a.startWork(quickWork, func() (func(), error) {
		aside, err := keep()
		if err != nil {
			return nil, err
		}
		return func() {
			a.reviewing = nil
			a.playTelling(board.NewView(a, g, a.pics, play.CommandersOf(g.Options())), aside)
		}, nil
	}, func(err error) { a.notice = lang.Tf("replay.from.failed", lang.Explain(err)) })
}

// ExportDir is where the viewer writes a game's record: the saves folder.
func (a *app) ExportDir() (string, error) { return settings.SavesDir() }
