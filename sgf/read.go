package sgf

import (
	"fmt"
	"io"
	"os"
)

// ReadFile reads the SGF file at path for Parse, which refuses an input
// larger than MaxInputSize: such a file is refused without being read
// whole (a regular file by its size, a stream such as a FIFO or /dev/zero
// after one byte past the limit), so that an endless input cannot exhaust
// the memory. The error for it is a *SyntaxError, as Parse's.
func ReadFile(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if st, err := f.Stat(); err == nil && st.Mode().IsRegular() && st.Size() > MaxInputSize {
		return nil, &SyntaxError{Line: 1, Col: 1, Msg: fmt.Sprintf("input of %d bytes exceeds the limit of %d bytes", st.Size(), MaxInputSize)}
	}
	return ReadLimited(f)
}

// ReadLimited reads r to its end for Parse, as ReadFile reads a file: an
// input larger than MaxInputSize is refused, with a *SyntaxError, once one
// byte past the limit has been read.
func ReadLimited(r io.Reader) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxInputSize+1))
	if err != nil {
		return nil, err
	}
	if len(data) > MaxInputSize {
		return nil, &SyntaxError{Line: 1, Col: 1, Msg: fmt.Sprintf("input exceeds the limit of %d bytes", MaxInputSize)}
	}
	return data, nil
}
