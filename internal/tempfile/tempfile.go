// Package tempfile creates the temporary files that the program's atomic
// writes (a record by printsgf, a match's results and records) rename over
// their targets: like os.CreateTemp, but with the permissions of a file
// created by open(2), 0666 less the umask, where os.CreateTemp gives 0600
// and a chmod afterwards could only set a fixed mode, blind to the umask.
package tempfile

import (
	"errors"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
)

// Create creates a new file in dir, open for reading and writing, named
// prefix followed by random digits, with the permissions 0666 less the
// umask. It tries other names while the name it drew exists.
func Create(dir, prefix string) (*os.File, error) {
	for try := 0; ; try++ {
		name := filepath.Join(dir, prefix+strconv.FormatUint(rand.Uint64()%1e10, 10))
		f, err := os.OpenFile(name, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o666)
		if errors.Is(err, fs.ErrExist) && try < 100 {
			continue
		}
		return f, err
	}
}
