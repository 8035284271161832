package render

// Version is the game's version, set when it is built (make: -ldflags -X, from git
// describe); the title shows it in a corner.
var Version = "dev"
