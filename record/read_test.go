package record

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gtp-referee/gtp-referee/sgf"
)

// TestReadGamesLargeFile: a regular file above the limit is refused with
// its size, without reading it.
func TestReadGamesLargeFile(t *testing.T) {
	p := filepath.Join(t.TempDir(), "large.sgf")
	f, err := os.Create(p)
	if err != nil {
		t.Fatal(err)
	}
	// A sparse file: its size without the bytes.
	if err := f.Truncate(sgf.MaxInputSize + 1); err != nil {
		t.Fatal(err)
	}
	f.Close()
	_, _, err = ReadGames(p)
	if err == nil || !strings.Contains(err.Error(), "exceeds the limit") {
		t.Errorf("ReadGames of a file of %d bytes: %v; want the size limit", sgf.MaxInputSize+1, err)
	}
}
