package ai

import "taktik/game/pace"

// breathe is called often while the computer thinks (at every decision of its
// lookahead, every movement search, every square it weighed, every position evaluated),
// so that in a browser the page is drawn meanwhile (game/pace).
func breathe() { pace.Breathe() }
