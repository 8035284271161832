//go:build gfx

package render

import (
	"os"
	"syscall"
	"testing"
	"time"
)

// TestWatchSignalsSeesAStop: a signal asking the program to end is seen (the game then
// quits through its Quit, saving first), and nothing is seen before it comes.
func TestWatchSignalsSeesAStop(t *testing.T) {
	stopped := watchSignals(syscall.SIGUSR2)
	if stopped() {
		t.Fatal("a stop seen before any signal")
	}
	if err := syscall.Kill(os.Getpid(), syscall.SIGUSR2); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(5 * time.Second)
	for !stopped() {
		if time.Now().After(deadline) {
			t.Fatal("the signal was not seen")
		}
		time.Sleep(time.Millisecond)
	}
}
