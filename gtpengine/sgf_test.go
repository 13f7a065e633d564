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

// TestPrintSGFKomiRoundTrip: the komi of a record printsgf wrote reads
// back as written, also a quarter below 5 or a value from 100 up, which
// in other writers' records are Chinese stones or Fox's hundredths
// (before: komi 3.75 came back as 7.5, komi 150 as 1.5).
func TestPrintSGFKomiRoundTrip(t *testing.T) {
	s := startSession(t, Options{Width: 9})
	for _, komi := range []string{"3.75", "-2.25", "150", "6.5"} {
		path := filepath.Join(t.TempDir(), "k.sgf")
		for _, c := range []struct{ cmd, want string }{
			{"komi " + komi, "= "},
			{"play b e5", "= "},
			{"printsgf " + path, "= "},
			{"komi 0", "= "},
			{"loadsgf " + path, "= white"},
			{"get_komi", "= " + komi},
		} {
			s.send(t, c.cmd)
			if got := s.next(t); got != c.want {
				t.Fatalf("komi %s: %s: %q, want %q", komi, c.cmd, got, c.want)
			}
			s.next(t)
		}
		s.send(t, "clear_board")
		s.next(t)
		s.next(t)
	}
}

// TestLoadSGFRecordingError: loadsgf loads a record with a move on an
// occupied point (a recording error), skipping the move, and says so on
// its log; the moves after it stand. B E5, W E5 (occupied), B A2, W E6:
// Black E5 and A2, White E6, Black to move (the skipped move was White's
// turn).
func TestLoadSGFRecordingError(t *testing.T) {
	var log bytes.Buffer
	s := startSession(t, Options{Width: 9, Log: &log})
	path := filepath.Join(t.TempDir(), "error.sgf")
	if err := os.WriteFile(path, []byte("(;SZ[9];B[ee];W[ee];B[ah];W[ed])"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ cmd, want string }{
		{"loadsgf " + path, "= black"},
		{"list_stones black", "= E5 A2"},
		{"list_stones white", "= E6"},
	} {
		s.send(t, c.cmd)
		if got := s.next(t); got != c.want {
			t.Fatalf("%s: %q, want %q", c.cmd, got, c.want)
		}
		s.next(t)
	}
	if want := `loadsgf ` + path + `: illegal move 2 (W E5): occupied; skipped`; !strings.Contains(log.String(), want) {
		t.Errorf("log %q, want it to hold %q", log.String(), want)
	}
}
