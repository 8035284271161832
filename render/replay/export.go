package replay

import (
	"time"

	"taktik/render/lang"
	"taktik/render/record"
)

// exportRecord writes the game's log as text and its final board as a picture into the
// export folder, side by side, named by the moment (record.Write), and says where.
func (s *Scene) exportRecord() {
	dir, err := s.app.ExportDir()
	if err == nil {
		name := "taktik-" + time.Now().Format("2006-01-02-150405")
		var text string
		if text, _, err = record.Write(dir, name, s.r.Final(), lang.Code()); err == nil {
			s.written = text[:len(text)-len(".txt")]
			s.note = lang.Tf("replay.exported", s.written)
			return
		}
	}
	s.written, s.note = "", lang.Tf("replay.export.failed", err.Error())
}
