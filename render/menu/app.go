// Package menu holds the screens around the game: the title with its menu, the new-game
// dialog, the settings, the rules reference and the list of saved games. They work by
// mouse and keyboard alike and ask the program around them (App) to start, load or
// leave a game.
package menu

import (
	"github.com/hajimehoshi/ebiten/v2"

	"taktik/audio"
	"taktik/game"
	"taktik/render/counter"
	"taktik/render/play"
	"taktik/render/scene"
	"taktik/render/settings"
)

// App is what the menus need of the program.
type App interface {
	Settings() settings.Settings
	// ChangeSettings applies new settings at once (language, sound, window) and saves them.
	ChangeSettings(settings.Settings)
	Sound() audio.Player
	GoTo(scene.Scene)
	// Title goes back to the title menu.
	Title()
	// Backdrop draws the dimmed board behind the menus; dark for a dialog.
	Backdrop(dst *ebiten.Image, dark bool)
	// Notice is a message for the player (damaged settings, no sound), or "".
	Notice() string
	// NewGame starts a game once the previous one is kept (on a worker); failed runs on
	// the calling screen when it cannot start.
	NewGame(opts game.Options, players play.Commanders, failed func(error))
	// Lesson starts a lesson (lesson.Scripts) by its id.
	Lesson(id string) error
	CanContinue() bool
	// Continue and LoadGame open a saved game; they read it in the background, and
	// failed runs on the calling screen, back on it, when the file cannot be loaded.
	Continue(failed func(error))
	SavedGames() []SavedGame
	// OwnScenarios are the player's scenario files (the data folder's scenarios), each
	// read and checked; the good ones can be started by their id.
	OwnScenarios() []OwnScenario
	// Editor opens the scenario editor.
	Editor()
	// DescribeSave reads a saved game: where it stands, or why it cannot be loaded.
	DescribeSave(path string) (SaveInfo, error)
	LoadGame(path string, failed func(error))
	// DeleteSave removes a saved game (the Load screen asks the player first).
	DeleteSave(path string) error
	Quit()
	// Version is the game's version, shown small on the title.
	Version() string
	// Counters is the counter sheet at a size, or nil while it is being painted.
	Counters(size int) (*ebiten.Image, *counter.Sheet)
}

// SavedGame is a file the Load screen offers.
type SavedGame = play.SavedGame
