package gtpengine

import (
	"strconv"
	"strings"
	"testing"
)

// TestVersionLizzie reads the version reply the way Lizzie's Leelaz.java
// does: it splits the line on spaces, takes the word after "=", splits that
// on ".", and unless name starts with "KataGo" shows a blocking dialog
// ("Lizzie requires version 0.15 or later of Leela Zero") when
// Integer.parseInt of the second field is below 15; a version without a
// dot throws ArrayIndexOutOfBoundsException there, and a minor that is not
// a decimal integer throws NumberFormatException. Version 0.1 made Lizzie
// block on the dialog at every start.
func TestVersionLizzie(t *testing.T) {
	s := startSession(t, Options{Width: 9})
	if name := s.ask(t, "name"); strings.HasPrefix(name, "KataGo") {
		t.Fatalf("name %q: Lizzie would skip the version check this test is about", name)
	}
	reply := s.ask(t, "version")
	words := strings.Split(reply, " ")
	ver := strings.Split(words[0], ".")
	if len(ver) < 2 {
		t.Fatalf("version %q: no second dot-separated field (Lizzie's ver[1] throws)", reply)
	}
	minor, err := strconv.ParseInt(ver[1], 10, 32) // Java's Integer.parseInt
	if err != nil {
		t.Fatalf("version %q: minor %q is not an integer (Lizzie's parseInt throws): %v", reply, ver[1], err)
	}
	if minor < 15 {
		t.Errorf("version %q: minor %d < 15, Lizzie shows \"requires version 0.15 or later\"", reply, minor)
	}
	if len(words) != 1 {
		t.Errorf("version %q: more than one word; Lizzie reads only the first", reply)
	}
}
