package match

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/gtp-referee/gtp-referee/sgf"
)

// TestRecordTextIsUTF8: an engine's bytes that are not UTF-8 (a refusal
// text, a reply) reach the record's comments as valid UTF-8, since the
// record says CA[UTF-8]; a clipped reply is not cut inside a character.
func TestRecordTextIsUTF8(t *testing.T) {
	n := &sgf.Node{}
	comment(n, "time_left refused: bad] \\ \xff\xe9 time")
	if c, _ := n.Get("C"); !utf8.ValidString(c) || !strings.Contains(c, "bad] \\ ") {
		t.Errorf("comment %q", c)
	}
	long := "x" + strings.Repeat("Ä", 50) // 101 bytes: byte 80 falls inside a character
	if c := clip(long); !utf8.ValidString(c) || !strings.HasSuffix(c, "...") || len(c) > 83 {
		t.Errorf("clip: %q", c)
	}
}
