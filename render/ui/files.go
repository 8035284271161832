package ui

// The page's ways to hand a file over, set by the web build (render/files_js.go):
// Download gives the player a file to keep (a Blob's link, clicked), Upload asks the
// player for one (a file <input>) and hands its name and text to got, later and from
// outside the game's loop, so got must only pass them on. Both are nil on the desktop,
// where the game reads and writes the player's data folder itself.
var (
	Download func(name string, data []byte)
	Upload   func(got func(name string, data []byte))
)
