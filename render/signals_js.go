package render

import "os"

// A page gets no signals: closing its tab is the browser's business, and the game is
// saved often enough (the autosave) that nothing waits for it.
var stopSignals []os.Signal

func watchSignals(...os.Signal) func() bool { return func() bool { return false } }
