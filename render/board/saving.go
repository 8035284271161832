package board

import (
	"path/filepath"
	"time"

	"taktik/render/lang"
	"taktik/render/play"
	"taktik/render/settings"
)

// autosave writes the game at the start of every player turn to the file "Continue"
// reads; a failure is shown and the game goes on.
func (v *View) autosave() {
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
