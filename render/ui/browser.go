package ui

import "runtime"

// Browser is true in the web build (GOOS=js): the page has no Quit (the player closes
// the tab), and full screen is the browser's own (F11), since a page may only ask for
// it from inside a click's handler, which the game's frame loop is not.
const Browser = runtime.GOOS == "js"
