//go:build unix

package gtpengine

import (
	"syscall"
	"time"
)

// cpuSeconds returns the CPU time (user plus system) used by the process.
func cpuSeconds(time.Time) float64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	tv := func(t syscall.Timeval) float64 { return float64(t.Sec) + float64(t.Usec)/1e6 }
	return tv(ru.Utime) + tv(ru.Stime)
}
