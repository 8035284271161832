package render

// watchSignals: a page gets no signals; closing its tab is the browser's business, and
// the game is saved often enough (the autosave) that nothing waits for it.
func watchSignals() func() bool { return func() bool { return false } }
