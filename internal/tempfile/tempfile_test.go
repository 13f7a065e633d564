package tempfile

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestCreate: a new file in dir, named the prefix and digits (the form
// match/results.TemporaryTarget recognises), a fresh name each time, open
// for writing.
func TestCreate(t *testing.T) {
	dir := t.TempDir()
	seen := map[string]bool{}
	for range 20 {
		f, err := Create(dir, ".results.dat.tmp")
		if err != nil {
			t.Fatal(err)
		}
		name := f.Name()
		if _, err := f.WriteString("x"); err != nil {
			t.Fatal(err)
		}
		f.Close()
		base := filepath.Base(name)
		digits, ok := strings.CutPrefix(base, ".results.dat.tmp")
		if !ok || digits == "" || strings.Trim(digits, "0123456789") != "" || filepath.Dir(name) != dir {
			t.Errorf("name %q: want %s/.results.dat.tmpDIGITS", name, dir)
		}
		if seen[base] {
			t.Errorf("name %q given twice", base)
		}
		seen[base] = true
	}
	if _, err := Create(filepath.Join(dir, "missing"), "x"); !os.IsNotExist(err) {
		t.Errorf("in a missing directory: %v, want a not-exist error", err)
	}
}
