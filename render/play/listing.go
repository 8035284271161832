package play

import (
	"path/filepath"
	"strings"
	"time"

	"taktik/game"
	"taktik/maps"
	"taktik/render/lang"
	"taktik/units"
)

// SavedGame is a file the Load screen offers.
type SavedGame struct {
	Path     string
	Name     string
	Time     time.Time
	Autosave bool
	Earlier  bool // an autosave kept from an earlier game when a new one began (KeepAutosave)
}

// SaveInfo is what the Load screen tells of a saved game: where the game stands.
type SaveInfo struct {
	Turn   int
	Side   units.Side // the side to decide (game.Decider)
	Phase  game.Phase
	Mode   game.Mode
	Month  int // 0: the game keeps no calendar
	Winner game.Winner
	// Players are who commanded Red and Blue: an earlier game kept by the rotation is
	// named by them
	Players Commanders
	// Scenario is the first scenario the game plays (game.Options.Scenario), "" for
	// the whole continent: such a game is named by its scenario
	Scenario string
}

// ListedName is how the Load list calls a saved game. read: the file has been read
// and info tells of it; a damaged file (read, but it cannot be loaded) tells nothing,
// so it is never named by players or a scenario it may not hold.
func ListedName(g SavedGame, info SaveInfo, read bool) string {
	scenario := ""
	if read && info.Scenario != "" {
		scenario = lang.T("scenario." + info.Scenario + ".title")
	}
	switch {
	case g.Autosave && scenario != "":
		return lang.Tf("load.autosave.scenario", scenario)
	case g.Autosave:
		return lang.T("load.autosave")
	case g.Earlier && scenario != "":
		return lang.Tf("load.earlier.scenario", scenario)
	case g.Earlier && read:
		return lang.Tf("load.earlier.players", commander(info.Players[0]), commander(info.Players[1]))
	case g.Earlier:
		return lang.T("load.earlier")
	}
	if g.Name != "" {
		return g.Name
	}
	return strings.TrimSuffix(filepath.Base(g.Path), ".json")
}

// commander is who commanded a side, in a word: a person, or the computer's level.
func commander(c Commander) string {
	if !c.Computer {
		return lang.T("player.human")
	}
	return c.Level.Name(lang.Code())
}

// ListedDate is when a saved game was written, as the Load list shows it; "" when that
// is not known: a file whose time says nothing (the start of 1970, a browser's damaged
// record of it) shows no date rather than a false one.
func ListedDate(t time.Time) string {
	if t.Unix() <= 0 {
		return ""
	}
	return t.Format("2006-01-02 15:04")
}

// DescribeSave reads a saved game (the engine replays it, so a damaged or tampered file
// shows as such) and tells where it stands.
func DescribeSave(b *maps.Board, path string) (SaveInfo, error) {
	g, cs, err := LoadGame(b, path)
	if err != nil {
		return SaveInfo{}, err
	}
	return SaveInfo{Turn: g.Turn(), Side: g.Decider(), Phase: g.Phase(), Mode: g.Options().Mode,
		Month: g.Month(), Winner: g.Winner(), Players: cs, Scenario: g.Options().Scenario}, nil
}
