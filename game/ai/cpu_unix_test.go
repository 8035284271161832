//go:build unix

package ai

import (
	"syscall"
	"time"
)

// cpuTime is the processor time the test process has used: a benchmark on a busy
// machine compares it where the clock would count the waits for a core.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
