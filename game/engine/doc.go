// Package engine is the text protocol around the rules engine (docs/protocol.md):
// `taktik engine` reads one command per line and answers each with
// one line of JSON, the way chess engines speak UCI. Tests, scripts, the AI tournament
// and other programs drive the game through it.
//
// A Session holds one game on one board and executes single lines; Run connects a
// Session to a reader and a writer. The session only ever asks the game for its legal
// actions and applies them: every rule lives in package game.
package engine
