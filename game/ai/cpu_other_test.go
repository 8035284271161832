//go:build !unix

package ai

import "time"

// cpuTime is unknown here: the benchmarks report their times by the clock alone.
func cpuTime() time.Duration { return 0 }
