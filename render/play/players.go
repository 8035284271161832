package play

import (
	"errors"
	"io/fs"
	"path/filepath"

	"taktik/game"
	"taktik/game/ai"
	"taktik/game/store"
	"taktik/maps"
)

// Commander says who gives a side's orders: a person at this screen, or the computer
// at a level.
type Commander struct {
	Computer bool
	Level    ai.Level
}

// Word is the commander as the game's options keep it (game.Options.Players): "person",
// or the computer's level ("rekrut", "offizier", "general", "feldmarschall", "random").
func (c Commander) Word() string {
	if !c.Computer {
		return "person"
	}
	return [...]string{ai.Random: "random", ai.Rekrut: "rekrut", ai.Offizier: "offizier", ai.General: "general", ai.Expert: "feldmarschall"}[c.Level]
}

// ParseCommander reads a commander from the options; an empty or unknown word is a
// person, so a damaged file never hands a player's army to the computer.
func ParseCommander(w string) Commander {
	if w == "" || w == "person" {
		return Commander{}
	}
	l, err := ai.ParseLevel(w)
	if err != nil {
		return Commander{}
	}
	return Commander{Computer: true, Level: l}
}

// Commanders are Red's and Blue's, indexed by units.Side.
type Commanders [2]Commander

// Strengths are the computer's levels a player can choose, weakest first, as the
// new-game form lists them under their ranks (StrengthKey).
var Strengths = []ai.Level{ai.Rekrut, ai.Offizier, ai.General, ai.Expert}

// StrengthKey is the translation key of the rank the computer plays a side at; the
// levels below the Recruit (Random) are named as the Recruit.
func (c Commander) StrengthKey() string {
	switch c.Level {
	case ai.Offizier:
		return "strength.officer"
	case ai.General:
		return "strength.general"
	case ai.Expert:
		return "strength.fieldmarshal"
	}
	return "strength.recruit"
}

// Desktop is the commanders as the desktop game plays them: the levels below the
// Recruit (Random, which a file or a script may name) play as the Recruit, the weakest
// the new-game form offers.
func (cs Commanders) Desktop() Commanders {
	for i, c := range cs {
		if c.Computer && c.Level < ai.Rekrut {
			cs[i].Level = ai.Rekrut
		}
	}
	return cs
}

// Words are the commanders as game.Options.Players keeps them.
func (cs Commanders) Words() [2]string { return [2]string{cs[0].Word(), cs[1].Word()} }

// CommandersOf reads who commands each side from a game's options; a game saved
// without them is played by two people.
func CommandersOf(o game.Options) Commanders {
	return Commanders{ParseCommander(o.Players[0]), ParseCommander(o.Players[1])}
}

// SaveGame writes a game to a file (atomically, by the engine), making its folder
// when it is not there yet. Who commands each side travels in the game's options.
func SaveGame(g *game.Game, path string) error {
	if err := store.MakeDir(filepath.Dir(path)); err != nil {
		return err
	}
	return g.Save(path)
}

// LoadGame reads a saved game and who commanded each side. A file that cannot be read
// or is no sound saved game gives a *LoadError: the file and the reason, apart.
func LoadGame(b *maps.Board, path string) (*game.Game, Commanders, error) {
	data, err := store.Read(path)
	if err != nil {
		return nil, Commanders{}, &LoadError{Path: path, Err: err}
	}
	g, err := game.Unmarshal(b, data)
	if err != nil {
		return nil, Commanders{}, &LoadError{Path: path, Err: err}
	}
	return g, CommandersOf(g.Options()), nil
}

// LoadError is a saved game that cannot be loaded: which file, and why — the engine's
// sentence (a *game.Error, in both languages) for a file it refuses, or the system's
// error for one that cannot be read. The screens name the file by its name, never by
// its folder.
type LoadError struct {
	Path string
	Err  error
}

func (e *LoadError) Error() string { return "could not load " + e.Path + ": " + e.Err.Error() }

func (e *LoadError) Unwrap() error { return e.Err }

// Missing reports whether the file is not there (any more).
func (e *LoadError) Missing() bool { return errors.Is(e.Err, fs.ErrNotExist) }
