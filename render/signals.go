//go:build !js

package render

import (
	"os"
	"os/signal"
	"sync/atomic"
	"syscall"
	"taktik/render/ui"
)

// stopSignals are the signals that end the game as its Quit does.
var stopSignals = []os.Signal{os.Interrupt, syscall.SIGTERM, syscall.SIGHUP}

// watchSignals catches the signals that ask a program to end (Ctrl+C in a terminal, a
// logout, kill): the function it returns reports whether one came, and the game then
// quits as by its Quit, saving the game in memory first.
func watchSignals(sigs ...os.Signal) func() bool {
	ch := make(chan os.Signal, 1)
	signal.Notify(ch, sigs...)
	var got atomic.Bool
	go func() {
		<-ch
		got.Store(true)
		ui.Wake() // the game loop may be resting: it must see the stop
	}()
	return got.Load
}
