//go:build !unix

package match

import "time"

// cpuTime returns 0 where the process CPU time is not available: the
// referee's CPU per move is then reported as 0.
func cpuTime() time.Duration { return 0 }
