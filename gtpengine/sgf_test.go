package gtpengine

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestLoadSGFWarnings: loadsgf loads a record whose KM is not a number
// (nothing is lost: the engine keeps its komi) and says so on its log,
// where GTP has no other channel for it.
func TestLoadSGFWarnings(t *testing.T) {
	var log bytes.Buffer
	s := startSession(t, Options{Width: 9, Log: &log})
	path := filepath.Join(t.TempDir(), "km.sgf")
	if err := os.WriteFile(path, []byte("(;SZ[9]KM[abc];B[ee])"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ cmd, want string }{
		{"komi 6.5", "= "},
		{"loadsgf " + path, "= white"},
		{"get_komi", "= 6.5"},
	} {
		s.send(t, c.cmd)
		if got := s.next(t); got != c.want {
			t.Fatalf("%s: %q, want %q", c.cmd, got, c.want)
		}
		s.next(t)
	}
	if want := `loadsgf ` + path + `: line 1, column 2: KM[abc]: not a komi; read as absent`; !strings.Contains(log.String(), want) {
		t.Errorf("log %q, want it to hold %q", log.String(), want)
	}
}
