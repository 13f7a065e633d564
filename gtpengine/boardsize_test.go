package gtpengine

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// javaInt matches what Java's Integer.parseInt accepts (an optional sign,
// then decimal digits, nothing else).
var javaInt = regexp.MustCompile(`^[+-]?[0-9]+$`)

// TestBoardSideOneInteger: gogui-rules_board_size and query_boardsize
// answer one integer, or a GTP error. GoGui's rules-program interface
// (GenericBoard.getBoardSize) reads the reply with Integer.parseInt, whose
// NumberFormatException its callers do not catch (they catch GtpError, the
// "?" reply); Kigo reads query_boardsize after loadsgf with
// QString::toInt, 0 for text that is not one integer. On a rectangle
// both used to answer "W H".
func TestBoardSideOneInteger(t *testing.T) {
	path := filepath.Join(t.TempDir(), "rect.sgf")
	if err := os.WriteFile(path, []byte("(;GM[1]FF[4]SZ[7:5];B[cc])"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		setup string
		side  int // 0: a rectangle
	}{
		{"boardsize 9", 9},
		{"rectangular_boardsize 13 13", 13},
		{"rectangular_boardsize 7 5", 0},
		{"boardsize 5 7", 0},
		{"loadsgf " + path, 0},
	} {
		s := startSession(t, Options{})
		s.ask(t, tc.setup)
		for _, cmd := range []string{"gogui-rules_board_size", "query_boardsize"} {
			s.send(t, cmd)
			reply := s.next(t)
			s.next(t)
			if tc.side == 0 {
				if !strings.HasPrefix(reply, "? not a square board") {
					t.Errorf("%s; %s: %q, want a GTP error (\"? not a square board...\")", tc.setup, cmd, reply)
				}
				continue
			}
			text, ok := strings.CutPrefix(reply, "= ")
			if !ok || !javaInt.MatchString(text) {
				t.Errorf("%s; %s: %q, want one integer", tc.setup, cmd, reply)
				continue
			}
			if n, _ := strconv.Atoi(text); n != tc.side {
				t.Errorf("%s; %s: %d, want %d", tc.setup, cmd, n, tc.side)
			}
		}
	}
}
