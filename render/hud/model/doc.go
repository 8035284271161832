// Package model works out what the hud widgets show, with no graphics: the standing of
// both sides (cities, losses), the record of a finished game and how it was decided,
// the decision the game waits for in words, the log's entries, line wrapping, the
// combat results and terrain effects tables read from the engine, and the odds
// preview's percentages. It imports no Ebitengine, so its tests run on a
// machine with no display; render/hud draws from it.
package model
