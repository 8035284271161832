package ai

// breathe is called often while the computer thinks (at every decision of its
// lookahead, every movement search, every square it weighs); in a browser it lets the
// page draw (breathe_js.go), elsewhere it does nothing.
