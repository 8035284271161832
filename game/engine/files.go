package engine

import (
	"encoding/json"
	"fmt"

	"taktik/game"
)

// This file holds the commands that write and read whole games.

func (s *Session) cmdSave(c call) *reply {
	if err := s.g.Save(c.rest); err != nil {
		return fail(err) // the game's sentence names the file and the reason
	}
	return okReply().set("file", c.rest)
}

// cmdLoad replaces the game only once the file has been read and checked whole: a
// damaged file leaves the game that was being played.
func (s *Session) cmdLoad(c call) *reply {
	g, err := game.Load(s.board, c.rest)
	if err != nil {
		return fail(err) // "could not load FILE: why", from the game
	}
	s.g = g
	return s.statusFields().set("file", c.rest)
}

func (s *Session) cmdState(call) *reply {
	data, err := s.g.MarshalJSON()
	if err != nil {
		return fail(fmt.Errorf("the game state could not be written as JSON: %v", err))
	}
	return okReply().set("state", json.RawMessage(data))
}
