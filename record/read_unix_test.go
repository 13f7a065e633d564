//go:build unix

package record

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/gtp-referee/gtp-referee/sgf"
)

// TestReadGamesBounded: ReadGames reads no more of a file than the SGF
// parser accepts (sgf.MaxInputSize) and refuses the rest with an error
// naming the limit. It read the whole file first and checked its size
// after: a stream without end (/dev/zero, a pipe, a FIFO in a directory
// of records) grew the process until it died of memory exhaustion, losing
// the other files of the run. A FIFO is fed 128 MiB, four times the limit;
// the reader must stop near the limit (the pipe's buffer and one write
// may be in flight).
func TestReadGamesBounded(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "endless.sgf")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skipf("mkfifo: %v", err)
	}
	const total = 128 << 20
	written := make(chan int64, 1)
	go func() {
		f, err := os.OpenFile(fifo, os.O_WRONLY, 0)
		if err != nil {
			written <- -1
			return
		}
		defer f.Close()
		chunk := bytes.Repeat([]byte("(;C[x])"), 1<<14)
		var n int64
		for n < total {
			k, err := f.Write(chunk)
			n += int64(k)
			if err != nil {
				break // the reader closed its end
			}
		}
		written <- n
	}()
	_, _, err := ReadGames(fifo)
	if err == nil || !strings.Contains(err.Error(), "exceeds the limit") {
		t.Errorf("ReadGames of an endless FIFO: %v; want the size limit", err)
	}
	if n := <-written; n < 0 || n > sgf.MaxInputSize+4<<20 {
		t.Errorf("the reader took %d bytes of the FIFO; want at most about %d", n, sgf.MaxInputSize)
	}
}
