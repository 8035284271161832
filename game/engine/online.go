package engine

import (
	"strings"

	"taktik/game"
)

// This file is what a game server (package server) needs to host the protocol for
// players apart: it speaks the same commands through Exec, and looks at the game to
// decide who may act and what to store.

// Command is the name of the command a line calls, in lower case: "" for a blank or
// comment-only line, the word itself when it is no command.
func Command(line string) string {
	if i := strings.IndexByte(line, '#'); i >= 0 {
		line = line[:i]
	}
	words := strings.Fields(line)
	if len(words) == 0 {
		return ""
	}
	return strings.ToLower(words[0])
}

// Game is the session's game: nil before new or load. The caller must not change it
// while the session is in use.
func (s *Session) Game() *game.Game { return s.g }

// ActionLine writes an action of the session's game as a command line Exec accepts (a
// city by its name), so that a stored history replays through the protocol.
func (s *Session) ActionLine(a game.Action) string { return s.actionText(a) }
