package editscreen

import (
	"path/filepath"
	"strings"

	"taktik/game"
	"taktik/game/store"
	"taktik/render/editor"
	"taktik/render/lang"
	"taktik/render/settings"
	"taktik/render/ui"
)

// In the browser a scenario file also leaves the game and comes into it through the
// page (ui.Download, ui.Upload): the desktop has the player's data folder for that.

// upload is a file the page read.
type upload struct {
	name string
	data []byte
}

// download saves the scenario (so that it stands under Your scenarios too) and hands
// its file to the page to keep.
func (s *Screen) download() {
	s.saveFile()
	if s.bad {
		return
	}
	data, err := s.ed.Save()
	if err != nil {
		s.note, s.bad = lang.Explain(err), true
		return
	}
	ui.Download(s.ed.Scenario().ID+".json", data)
	s.note = lang.Tf("editor.downloaded", s.ed.Scenario().ID+".json")
}

// openUpload opens an uploaded file in the editor and keeps it among the player's
// scenarios under its file's name, so that it stands under Your scenarios; a faulty
// file is refused with its first fault, and nothing is kept.
func (s *Screen) openUpload(u upload) {
	ed, err := editor.Load(s.board, u.data)
	if err == nil && ed.Scenario().Lesson != nil {
		err = game.Faults{game.LessonNotScenario()}
	}
	var dir string
	if err == nil {
		dir, err = settings.ScenariosDir()
	}
	if err == nil {
		err = store.MakeDir(dir)
	}
	path := filepath.Join(dir, filepath.Base(strings.TrimSuffix(u.name, ".json"))+".json")
	if err == nil {
		err = store.Write(path, u.data)
	}
	if err != nil {
		s.note, s.bad = lang.Tf("editor.upload.failed", u.name, firstFault(err)), true
		return
	}
	s.ed, s.saved, s.form = ed, path, nil
	s.note, s.bad = lang.Tf("editor.uploaded", u.name), false
}

// firstFault is an error's sentence; a file's first fault alone, so that the panel has
// room for it.
func firstFault(err error) string {
	if f, ok := err.(game.Faults); ok && len(f) > 0 {
		return f[0].Text(lang.Code())
	}
	return lang.Explain(err)
}

// Upload hands the editor a file as the page does, for tests on the desktop.
func (s *Screen) Upload(name string, data []byte) { s.openUpload(upload{name, data}) }
