//go:build unix

package match

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"syscall"
)

// lockOut takes an exclusive lock on the output directory dir (a file
// LockFile in it, locked with flock), so that a second match run into the
// same directory is refused instead of interleaving its records with the
// first one's; gogui-twogtp refuses the same way. The lock goes with the
// process, so a killed run leaves none behind. release unlocks it.
func lockOut(dir string) (release func(), err error) {
	path := filepath.Join(dir, LockFile)
	// 0666 less the umask, as the match's other files: a group that
	// shares the directory (umask 002) can resume the match.
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o666)
	if err != nil {
		return nil, fmt.Errorf("locking the output directory: %w", err)
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		f.Close()
		if errors.Is(err, syscall.EWOULDBLOCK) {
			return nil, fmt.Errorf("%s is used by another running match (%s is locked)", dir, LockFile)
		}
		return nil, fmt.Errorf("locking the output directory: %w", err)
	}
	return func() { f.Close() }, nil
}
