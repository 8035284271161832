package engine

import (
	"encoding/json"
	"fmt"

	"path/filepath"

	"taktik/game"
	"taktik/game/store"
)

// This file holds the commands that write and read whole games.

// maxPath is the longest file name save and load take, in bytes (systems allow 4096).
const maxPath = 4096

// checkPath refuses a file name longer than any system takes, quoting only its ends.
func checkPath(path string) error {
	if len(path) > maxPath {
		return fmt.Errorf("the file name %q is longer than %d bytes, more than any system takes", game.ShortPath(path), maxPath)
	}
	return nil
}

func (s *Session) cmdSave(c call) *reply {
	if err := checkPath(c.rest); err != nil {
		return fail(err)
	}
	store.CleanTemp(filepath.Dir(c.rest)) // the temporary files of saves killed half-way
	if err := s.g.Save(c.rest); err != nil {
		return fail(err) // the game's sentence names the file and the reason
	}
	return okReply().set("file", game.ShortPath(c.rest))
}

// cmdLoad replaces the game only once the file has been read and checked whole: a
// damaged file leaves the game that was being played.
func (s *Session) cmdLoad(c call) *reply {
	if err := checkPath(c.rest); err != nil {
		return fail(err)
	}
	g, err := game.Load(s.board, c.rest)
	if err != nil {
		return fail(err) // "could not load FILE: why", from the game
	}
	s.g = g
	return s.statusFields().set("file", game.ShortPath(c.rest))
}

func (s *Session) cmdState(call) *reply {
	data, err := s.g.MarshalJSON()
	if err != nil {
		return fail(fmt.Errorf("the game state could not be written as JSON: %v", err))
	}
	return okReply().set("state", json.RawMessage(data))
}
