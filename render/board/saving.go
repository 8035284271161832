package board

import (
	"path/filepath"
	"time"

	"taktik/render/lang"
	"taktik/render/play"
	"taktik/render/settings"
)

// autosave writes the game to the file "Continue" reads: at the start of every player
// turn, and a moment after changes within one (afterChange); a failure is shown and the
// game goes on.
func (v *View) autosave() {
	v.pc.savedHash, v.pc.sinceSave = v.game.Hash(), 0
	path, err := settings.AutosavePath()
	if err == nil {
		err = play.SaveGame(v.game, path)
	}
	if err != nil {
		v.hud.toast.Problem(lang.Tf("play.save.failed", explain(err)))
	}
}

// quickSave saves the game under the time it is (Ctrl+S) among the saved games the
// Load screen lists.
func (v *View) quickSave() {
	dir, err := settings.SavesDir()
	name := play.QuickSaveName(time.Now())
	if err == nil {
		err = play.SaveGame(v.game, filepath.Join(dir, name))
	}
	if err != nil {
		v.hud.toast.Problem(lang.Tf("play.save.failed", explain(err)))
		return
	}
	v.hud.toast.Show(lang.Tf("play.save.done", name[:len(name)-len(filepath.Ext(name))]))
}
