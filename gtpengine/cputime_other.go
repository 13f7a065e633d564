//go:build !unix

package gtpengine

import "time"

// cpuSeconds approximates the CPU time by the wall time since start where
// the process CPU time is not available.
func cpuSeconds(start time.Time) float64 { return time.Since(start).Seconds() }
