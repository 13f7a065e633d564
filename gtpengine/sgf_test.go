package gtpengine

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/gtp-referee/gtp-referee/geom"
)

// TestLoadSGFWarnings: loadsgf loads a record whose KM is not a number,
// reading it as absent (the komi of a record without KM, the default
// preset's 5.5; GNU Go 3.8 reads KM[abc] as 0), and says so on its log,
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
		{"get_komi", "= 5.5"},
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

// TestLoadSGFKomi: the komi after loadsgf is the record's, never the komi
// set before it. The expected values are GNU Go 3.8's (--chinese-rules, a
// fresh process per file, after "komi 3.5" or "komi 10.5"): a finished
// 6x6 record without dame (Black on the C line, White on the D line, 18
// points each, both passed) without KM gives get_komi 5.5 and final_score
// W+5.5; with KM[6.5], 6.5 and W+6.5; a record with HA[2] and AB but no
// KM, 0.5 (GNU Go's loadsgf sets 5.5, or 0.5 with handicap, when KM is
// missing; our default preset's komi is the same 5.5). A record from 2002
// on without KM gets 7.5 under a Chinese count instead
// (record.Record.Replay: Chinese practice since 2002; GNU Go says 5.5
// there too). loadsgf used to keep the komi of before.
func TestLoadSGFKomi(t *testing.T) {
	dir := t.TempDir()
	const settled = ";B[ca];W[da];B[cb];W[db];B[cc];W[dc];B[cd];W[dd];B[ce];W[de];B[cf];W[df];B[];W[])"
	for _, tc := range []struct {
		name, sgf, komi, score string
	}{
		{"no KM", "(;GM[1]FF[4]SZ[6]" + settled, "5.5", "W+5.5"},
		{"KM[6.5]", "(;GM[1]FF[4]SZ[6]KM[6.5]" + settled, "6.5", "W+6.5"},
		{"HA[2] without KM", "(;GM[1]FF[4]SZ[9]HA[2]AB[cg][gc];W[ee])", "0.5", ""},
		{"no KM, DT 2010", "(;GM[1]FF[4]SZ[6]DT[2010-05-01]" + settled, "7.5", ""},
	} {
		for _, before := range []string{"3.5", "10.5"} {
			path := filepath.Join(dir, "k.sgf")
			if err := os.WriteFile(path, []byte(tc.sgf), 0o644); err != nil {
				t.Fatal(err)
			}
			s := startSession(t, Options{})
			s.ask(t, "komi "+before)
			s.ask(t, "loadsgf "+path)
			if got := s.ask(t, "get_komi"); got != tc.komi {
				t.Errorf("%s, komi %s before: get_komi %s, want %s", tc.name, before, got, tc.komi)
			}
			if tc.score == "" {
				continue
			}
			if got := s.ask(t, "final_score"); got != tc.score {
				t.Errorf("%s, komi %s before: final_score %s, want %s", tc.name, before, got, tc.score)
			}
		}
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

// TestLoadSGFSetupAfterMoves: a record with setup stones in a node after
// its first move (B E5, then AW[ai]AB[cg], then B D4 and B F4). undo takes
// back the moves played after the setup node and stops there: GNU Go 3.8
// on the same file answers "cannot undo" to the third undo of the whole
// game, and to the first undo of "loadsgf FILE 2" (the position before
// move 2, E5 and the setup node), leaving the board as loaded. undo used
// to take the setup node back one stone at a time (White A1 gone, Black C3
// kept: a position the game never had), then the moves before it.
func TestLoadSGFSetupAfterMoves(t *testing.T) {
	path := filepath.Join(t.TempDir(), "setup.sgf")
	const rec = "(;GM[1]FF[4]SZ[9]KM[5.5];B[ee];AW[ai]AB[cg];B[df];B[ff])"
	if err := os.WriteFile(path, []byte(rec), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		load  string
		undos int    // undo that succeed
		black string // list_stones black after them
	}{
		{"loadsgf " + path, 2, "E5 C3"},
		{"loadsgf " + path + " 2", 0, "E5 C3"},
	} {
		s := startSession(t, Options{})
		s.ask(t, tc.load)
		for i := range tc.undos {
			if got := s.ask(t, "undo"); got != "" {
				t.Fatalf("%s: undo %d: %q", tc.load, i+1, got)
			}
		}
		s.send(t, "undo")
		if got := s.next(t); got != "? cannot undo" {
			t.Errorf("%s: undo %d: %q, want \"? cannot undo\"", tc.load, tc.undos+1, got)
		}
		s.next(t)
		if got := s.ask(t, "list_stones black"); got != tc.black {
			t.Errorf("%s: list_stones black %q, want %q", tc.load, got, tc.black)
		}
		if got := s.ask(t, "list_stones white"); got != "A1" {
			t.Errorf("%s: list_stones white %q, want \"A1\"", tc.load, got)
		}
		if got := s.ask(t, "gogui-rules_side_to_move"); got != "black" {
			t.Errorf("%s: side to move %q, want black", tc.load, got)
		}
	}
}

// TestLoadSGFEndlessInput: loadsgf of an input without end (/dev/zero, or
// a FIFO a GUI opens by mistake) is refused once it passes the SGF
// parser's size limit, and the engine goes on with its game: it read the
// whole input before the parser could refuse it, and died of memory
// exhaustion (the command-line audit found the same in check and score).
func TestLoadSGFEndlessInput(t *testing.T) {
	if _, err := os.Stat("/dev/zero"); err != nil {
		t.Skip("no /dev/zero here")
	}
	s := startSession(t, Options{Width: 9})
	s.ask(t, "play b e5")
	s.send(t, "loadsgf /dev/zero")
	if got := s.next(t); !strings.HasPrefix(got, "? ") || !strings.Contains(got, "exceeds the limit") {
		t.Fatalf("loadsgf /dev/zero: %q, want an error naming the size limit", got)
	}
	s.next(t)
	if got := s.ask(t, "list_stones black"); got != "E5" {
		t.Errorf("black stones %q after the failed loadsgf, want E5", got)
	}
}

// TestLoadSGFLaterTreeBroken: loadsgf loads the first game of a collection
// whose later game tree is cut off inside a value or malformed, and names
// the later error on its log. The expected answers are GNU Go 3.8's on the
// same files: "= white", then Black's E5 on a 9x9 board, for both. It
// answered "? cannot load file: line 2, column ...", since the whole
// collection had to parse, while check and score read the first game of
// the same file.
func TestLoadSGFLaterTreeBroken(t *testing.T) {
	for _, src := range []string{
		"(;FF[4]SZ[9];B[ee])\n(;FF[4]SZ[9];B[cc",           // cut off in a value
		"(;FF[4]SZ[9];B[ee])\n(;FF[4]SZ[9];B[cc]]W[dd])\n", // a stray ']'
	} {
		var log bytes.Buffer
		s := startSession(t, Options{Width: 19, Log: &log})
		path := filepath.Join(t.TempDir(), "coll.sgf")
		if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		s.send(t, "loadsgf "+path)
		if got := s.next(t); got != "= white" {
			t.Errorf("%q: loadsgf answered %q, want = white", src, got)
			continue
		}
		s.next(t)
		if got := s.ask(t, "query_boardsize"); got != "9" {
			t.Errorf("%q: board size %s, want 9", src, got)
		}
		if got := s.ask(t, "list_stones black"); got != "E5" {
			t.Errorf("%q: black stones %q, want E5", src, got)
		}
		if want := "a later game tree is not read: line 2"; !strings.Contains(log.String(), want) {
			t.Errorf("%q: log %q, want it to hold %q", src, log.String(), want)
		}
	}
}

// TestLoadSGFFirstTreeBroken: loadsgf loads the first game tree of a
// collection, as GNU Go 3.8 reads only the first; where that tree has a
// syntax error, it does not load the next one, which sgf.ParsePartial now
// reads after it, but fails with the first tree's error (line 1, column
// 19: the stray 'x', counted by hand) and keeps its game. The whole game
// is refused, the position after the one move read before the error
// offered (TestLoadSGFBeforeError loads it).
func TestLoadSGFFirstTreeBroken(t *testing.T) {
	s := startSession(t, Options{Width: 9})
	s.ask(t, "play b c3")
	path := filepath.Join(t.TempDir(), "coll.sgf")
	if err := os.WriteFile(path, []byte("(;FF[4]SZ[9];B[ee]x[1];W[cc])\n(;FF[4]SZ[9];B[dd])\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	s.send(t, "loadsgf "+path)
	if got, want := s.next(t), `? cannot load file: line 1, column 19: bad property ident "x": no upper-case letter (the main line reads to move 1 before it: loadsgf FILE 2 loads the position after it)`; got != want {
		t.Errorf("loadsgf answered %q, want %q", got, want)
	}
	s.next(t)
	if got := s.ask(t, "list_stones black"); got != "C3" {
		t.Errorf("black stones %q after the failed loadsgf, want C3", got)
	}
}

// TestLoadSGFPastMainLine: a first game tree whose syntax error lies in a
// variation after its main line loads that main line whole, as any game's,
// where loadsgf refused it (GNU Go 3.8 refuses the file: "expected: )").
// The main line is @sabaki/sgf 3.4.7's reading: B A9, W B8, B C7, White
// to move; with a move number, the position before it.
func TestLoadSGFPastMainLine(t *testing.T) {
	s := startSession(t, Options{Width: 9})
	path := filepath.Join(t.TempDir(), "var.sgf")
	if err := os.WriteFile(path, []byte("(;GM[1]SZ[9];B[aa](;W[bb];B[cc])(;W[dd]x[1];B[ee]))"), 0o644); err != nil {
		t.Fatal(err)
	}
	if got := s.ask(t, "loadsgf "+path); got != "white" {
		t.Errorf("loadsgf answered %q, want white", got)
	}
	if b, w := s.ask(t, "list_stones black"), s.ask(t, "list_stones white"); b != "C7 A9" && b != "A9 C7" || w != "B8" {
		t.Errorf("stones black %q, white %q; want A9 C7, B8", b, w)
	}
	if got := s.ask(t, "loadsgf "+path+" 3"); got != "black" {
		t.Errorf("loadsgf FILE 3 answered %q, want black", got)
	}
	if b := s.ask(t, "list_stones black"); b != "A9" {
		t.Errorf("black stones %q after loadsgf FILE 3, want A9", b)
	}
}

// TestLoadSGFPastMainLineWarnings: loadsgf of a first game tree broken past
// its main line logs the warnings of that main line's reading, as for a
// tree read whole: the stray word "x" before the second node's ';' (line
// 1, column 24, counted by hand), skipped as @sabaki/sgf 3.4.7 reads
// (;GM[1]SZ[9];B[cc]C[ok]x;W[gg](;B[ee])(;B[dd])), B[cc] W[gg] B[ee]. The
// log said nothing of it.
func TestLoadSGFPastMainLineWarnings(t *testing.T) {
	var log bytes.Buffer
	s := startSession(t, Options{Width: 9, Log: &log})
	path := filepath.Join(t.TempDir(), "var.sgf")
	if err := os.WriteFile(path, []byte("(;GM[1]SZ[9];B[cc]C[ok]x;W[gg](;B[ee])(;B[dd]C[a]b c]))"), 0o644); err != nil {
		t.Fatal(err)
	}
	if got := s.ask(t, "loadsgf "+path); got != "white" {
		t.Errorf("loadsgf answered %q, want white", got)
	}
	if want := "loadsgf " + path + `: line 1, column 24: stray word "x" skipped`; !strings.Contains(log.String(), want) {
		t.Errorf("log %q, want it to hold %q", log.String(), want)
	}
}

// TestLoadSGFRootBroken: a first game tree whose syntax error lies in its
// root node loads no position, not even the one before the first move
// (loadsgf FILE 1), and its error names none: the root's properties after
// the error are unread. (;GM[1]x[1]SZ[9];B[cc];W[gg]) is a 9x9 game
// (@sabaki/sgf 3.4.7 reads GM 1, SZ 9 in its root), where GNU Go 3.8's
// `loadsgf FILE 1` and ours loaded an empty 19x19 board; in
// (;GM[1]SZ[9]AB[cc]x[1]AW[gg];B[ee]) White's setup stone G3 (Sabaki's
// AW gg) was lost from the position loaded. The game is kept.
func TestLoadSGFRootBroken(t *testing.T) {
	s := startSession(t, Options{Width: 9})
	s.ask(t, "play b c3")
	for _, tc := range []struct{ src, err string }{
		{"(;GM[1]x[1]SZ[9];B[cc];W[gg])", `? cannot load file: line 1, column 8: bad property ident "x": no upper-case letter`},
		{"(;GM[1]SZ[9]AB[cc]x[1]AW[gg];B[ee])", `? cannot load file: line 1, column 19: bad property ident "x": no upper-case letter`},
	} {
		path := filepath.Join(t.TempDir(), "root.sgf")
		if err := os.WriteFile(path, []byte(tc.src), 0o644); err != nil {
			t.Fatal(err)
		}
		for _, arg := range []string{"", " 1", " 2"} {
			s.send(t, "loadsgf "+path+arg)
			if got := s.next(t); got != tc.err {
				t.Errorf("%s: loadsgf%s answered %q, want %q", tc.src, arg, got, tc.err)
			}
			s.next(t)
		}
	}
	if got := s.ask(t, "list_stones black"); got != "C3" {
		t.Errorf("black stones %q after the failed loadsgf, want C3", got)
	}
}

// TestPrintSGFThroughLink: printsgf to a symbolic link writes the file the
// link names and leaves the link, with the file's permissions, as GNU Go
// 3.8's printsgf does (it opens the path for writing: run on a link to a
// mode 0600 file, the link stays, the file holds the record and keeps mode
// 0600). The rename of the temporary replaced the link itself with a new
// file of mode 0644, so that the file the user meant kept its old content.
func TestPrintSGFThroughLink(t *testing.T) {
	dir := t.TempDir()
	target := filepath.Join(dir, "target.sgf")
	link := filepath.Join(dir, "link.sgf")
	if err := os.WriteFile(target, []byte("old"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("target.sgf", link); err != nil {
		t.Skipf("symlink: %v", err)
	}
	s := startSession(t, Options{Width: 9})
	s.ask(t, "play b e5")
	s.ask(t, "printsgf "+link)
	if st, err := os.Lstat(link); err != nil || st.Mode()&os.ModeSymlink == 0 {
		t.Errorf("after printsgf LINK, the link is gone: %v %v", st.Mode(), err)
	}
	data, err := os.ReadFile(target)
	if err != nil || !strings.Contains(string(data), "B[ee]") {
		t.Errorf("after printsgf LINK, the file it names holds %q (%v), want the record", data, err)
	}
	if st, err := os.Stat(target); err != nil || (runtime.GOOS != "windows" && st.Mode().Perm() != 0o600) {
		t.Errorf("after printsgf LINK, the file's mode is %v (%v), want -rw-------", st.Mode(), err)
	}
}

// TestPrintSGFThroughDanglingLink: printsgf to a symbolic link that names
// no file yet (here a chain: link1.sgf -> sub/link2.sgf -> new.sgf, each
// relative to the directory of its link) creates the file the chain ends
// at and leaves the links, as GNU Go 3.8's printsgf does (run on this very
// chain it creates sub/new.sgf and keeps both links; its fopen follows
// them). os.Stat failed on the dangling link, so the temporary was renamed
// over the link itself, which became a regular file.
func TestPrintSGFThroughDanglingLink(t *testing.T) {
	dir := t.TempDir()
	if err := os.Mkdir(filepath.Join(dir, "sub"), 0o755); err != nil {
		t.Fatal(err)
	}
	link1, link2 := filepath.Join(dir, "link1.sgf"), filepath.Join(dir, "sub", "link2.sgf")
	if err := os.Symlink(filepath.Join("sub", "link2.sgf"), link1); err != nil {
		t.Skipf("symlink: %v", err)
	}
	if err := os.Symlink("new.sgf", link2); err != nil {
		t.Skipf("symlink: %v", err)
	}
	s := startSession(t, Options{Width: 9})
	s.ask(t, "play b e5")
	s.ask(t, "printsgf "+link1)
	for _, l := range []string{link1, link2} {
		if st, err := os.Lstat(l); err != nil || st.Mode()&os.ModeSymlink == 0 {
			t.Errorf("after printsgf through the dangling link, %s is no link: %v %v", l, st.Mode(), err)
		}
	}
	data, err := os.ReadFile(filepath.Join(dir, "sub", "new.sgf"))
	if err != nil || !strings.Contains(string(data), "B[ee]") {
		t.Errorf("after printsgf through the dangling link, sub/new.sgf holds %q (%v), want the record", data, err)
	}
}

// TestPrintSGFThroughLinkToDirectory: printsgf to a dangling symbolic link
// whose target ends in a slash (out.sgf -> newdir/) names a directory that
// does not exist, not a file: opening it for writing fails (open(2):
// EISDIR for O_CREAT on a name ending in a slash), and GNU Go 3.8's
// printsgf, run on this very link, says "Can not open out.sgf" and creates
// nothing. printsgf is refused and no file newdir appears. The slash was
// lost in filepath.Join, and a regular file newdir was created, which the
// link still did not reach (newdir/ is not a directory), so a loadsgf of
// the same name could not read back what printsgf had answered written.
func TestPrintSGFThroughLinkToDirectory(t *testing.T) {
	dir := t.TempDir()
	link := filepath.Join(dir, "out.sgf")
	if err := os.Symlink("newdir"+string(filepath.Separator), link); err != nil {
		t.Skipf("symlink: %v", err)
	}
	s := startSession(t, Options{Width: 9})
	s.ask(t, "play b e5")
	if ok, reply := s.reply(t, "printsgf "+link); ok {
		t.Errorf("printsgf through a link to newdir/: %q, want an error", reply)
	}
	if _, err := os.Lstat(filepath.Join(dir, "newdir")); err == nil {
		t.Errorf("printsgf through a link to newdir/ created newdir")
	}
}

// TestLoadSGFNewClock: loadsgf starts a new game for the time accounting,
// as clear_board does: the thinking time of the game before and its last
// time_left say nothing of the clock of the game loaded. GNU Go 3.8's
// loadsgf calls init_timers, as its clear_board does. With time_settings
// 10 0 0 and no time_left since, a fresh game's budget spreads nine tenths
// of the 10 s over 30 moves (the fewest the budget assumes; a 9x9 board
// with one stone has 80/3 empty points' moves left): 300 ms. Before, the
// loaded game inherited the 9.5 s spent in the game before (and a stale
// time_left b 1 0) and had only the 2 ms floor of sudden death.
func TestLoadSGFNewClock(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "game.sgf")
	if err := os.WriteFile(path, []byte("(;FF[4]SZ[9];B[ee])"), 0o644); err != nil {
		t.Fatal(err)
	}
	const want = 9 * time.Second / 30
	for _, stale := range []bool{false, true} {
		e, err := New(Options{Seed: 1, Width: 9, Height: 9})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := e.cmdTimeSettings(ctx, []string{"10", "0", "0"}); err != nil {
			t.Fatal(err)
		}
		if stale {
			if _, err := e.cmdTimeLeft(ctx, []string{"b", "1", "0"}); err != nil {
				t.Fatal(err)
			}
		}
		e.spent[0], e.moved[0] = 9500*time.Millisecond, 40 // the game before
		if _, err := e.cmdLoadSGF(ctx, []string{path}); err != nil {
			t.Fatal(err)
		}
		if _, got := e.budget(geom.Black); got != want {
			t.Errorf("time_left before loadsgf %v: budget %v, want %v", stale, got, want)
		}
	}
}

// TestLoadSGFLogArrows: the warnings loadsgf logs quote the record's
// values, and no line of the log may contain " -> " (CLIENTS.md section
// 1: Lizzie merges stderr into stdout and reads such a line as analysis;
// Options.Log promises it). A single replacement of " -> " left one in
// KM[a -> -> b] (" to -> b"), and a value whose line starts with "-> " got
// a space before it from the "gtp-referee: " prefix.
func TestLoadSGFLogArrows(t *testing.T) {
	for _, km := range []string{"a -> -> b", "a\n-> b", "-> b"} {
		var log bytes.Buffer
		s := startSession(t, Options{Width: 9, Log: &log})
		path := filepath.Join(t.TempDir(), "km.sgf")
		if err := os.WriteFile(path, []byte("(;SZ[9]KM["+km+"];B[ee])"), 0o644); err != nil {
			t.Fatal(err)
		}
		s.send(t, "loadsgf "+path)
		if got := s.next(t); got != "= white" {
			t.Fatalf("KM[%q]: loadsgf %q", km, got)
		}
		s.next(t)
		if !strings.Contains(log.String(), "not a komi") {
			t.Errorf("KM[%q]: no warning in the log %q", km, log.String())
		}
		for _, l := range strings.Split(log.String(), "\n") {
			if strings.Contains(l, " -> ") {
				t.Errorf("KM[%q]: log line %q contains \" -> \"", km, l)
			}
		}
	}
}

// TestLoadSGFBeforeError: loadsgf of a record whose game tree breaks at
// move 3 ("B[dd]x[1]", column 36 counted by hand) loads a position that a
// move number or vertex asks for before the error, as GNU Go 3.8 loads
// it: its answers to `loadsgf FILE 4`, `loadsgf FILE 3` and `loadsgf
// FILE D6`, then showboard, are "= white" with Black C7 D6 and White G3,
// "= black" with C7 and G3, and "= black" with C7 and G3. (GNU Go's plain
// `loadsgf FILE`, and `loadsgf FILE 5`, load the same three moves and
// answer "= white" as for a whole game; we refuse those, naming the move
// number that loads them, as we refuse a vertex not played before the
// error, E5.) It failed for all: "? cannot load file: line 1, column 36".
func TestLoadSGFBeforeError(t *testing.T) {
	path := filepath.Join(t.TempDir(), "broken.sgf")
	if err := os.WriteFile(path, []byte("(;FF[4]GM[1]SZ[9];B[cc];W[gg];B[dd]x[1];W[ee])"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		arg, answer, black, white string
	}{
		{"4", "= white", "C7 D6", "G3"},
		{"3", "= black", "C7", "G3"},
		{"D6", "= black", "C7", "G3"},
		{"", "? cannot load file: line 1, column 36: bad property ident \"x\": no upper-case letter (the main line reads to move 3 before it: loadsgf FILE 4 loads the position after it)", "", ""},
		{"5", "", "", ""},
		{"E5", "", "", ""},
	} {
		var log bytes.Buffer
		s := startSession(t, Options{Width: 9, Log: &log})
		s.send(t, strings.TrimSpace("loadsgf "+path+" "+tc.arg))
		got := s.next(t)
		s.next(t)
		if tc.answer == "" {
			if !strings.HasPrefix(got, "? cannot load file: line 1, column 36") {
				t.Errorf("loadsgf FILE %s: %q, want the error", tc.arg, got)
			}
			continue
		}
		if got != tc.answer {
			t.Errorf("loadsgf FILE %s: %q, want %q", tc.arg, got, tc.answer)
			continue
		}
		if tc.black == "" {
			continue
		}
		if b, w := s.ask(t, "list_stones black"), s.ask(t, "list_stones white"); b != tc.black || w != tc.white {
			t.Errorf("loadsgf FILE %s: black %q white %q, want %q %q", tc.arg, b, w, tc.black, tc.white)
		}
		if want := "the first game tree breaks after move 3"; !strings.Contains(log.String(), want) {
			t.Errorf("loadsgf FILE %s: log %q, want it to hold %q", tc.arg, log.String(), want)
		}
	}
}

// TestLoadSGFFailureOneLine: loadsgf of a record whose bad value runs over
// lines (B[c, a line break, c]) fails with a one-line reply, "? ", the
// message, then the empty line that ends a GTP 2 response: GoGui and
// Sabaki show a failure's text as one message, and the empty line of a
// value holding a blank line would end the response early. The reply ran
// over two lines: "? cannot load file: line 2, column 1: B[c", "c]:
// invalid point". The node ";B[c" is at line 2, column 1 (hand count).
func TestLoadSGFFailureOneLine(t *testing.T) {
	dir := t.TempDir()
	s := startSession(t, Options{})
	for i, rec := range []string{"(;GM[1]SZ[9]\n;B[c\nc];W[dd])", "(;GM[1]SZ[9]\n;B[c\n\nc];W[dd])"} {
		path := filepath.Join(dir, fmt.Sprintf("bad%d.sgf", i))
		if err := os.WriteFile(path, []byte(rec), 0o644); err != nil {
			t.Fatal(err)
		}
		s.send(t, "loadsgf "+path)
		reply := s.next(t)
		if end := s.next(t); end != "" {
			t.Errorf("%q: reply %q then %q, want one line", rec, reply, end)
			for end != "" {
				end = s.next(t)
			}
			continue
		}
		if !strings.HasPrefix(reply, "? ") || !strings.Contains(reply, "line 2, column 1: ") ||
			!strings.HasSuffix(reply, ": invalid point") {
			t.Errorf("%q: reply %q, want \"? ...line 2, column 1: ...: invalid point\"", rec, reply)
		}
	}
}

// TestLoadSGFPathWithSpaces: Kigo writes the path of the record it loads
// and saves as it is, spaces included ("loadsgf " + fileName + ' ' +
// moveNumber, "printsgf " + fileName: KDE/kigo src/game/game.cpp), so a
// record in "Go games/my game.sgf" came as several words, which were a
// syntax error (GNU Go 3.8 cuts the path at its first space and cannot
// open "…/Go"). The record is written here by hand: B E5, W C7, B G3 on
// 9x9 (ee, cc, gg), so the whole game leaves White to move with Black's
// E5 and G3 on the board (list_stones, top row first), and move number 3
// stops before B G3: Black to move, Black's E5 alone. printsgf to a path
// with spaces writes the file there, and loading it back gives the same
// moves.
func TestLoadSGFPathWithSpaces(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "Go games")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "my game.sgf")
	if err := os.WriteFile(path, []byte("(;GM[1]FF[4]SZ[9]KM[6.5];B[ee];W[cc];B[gg])"), 0o644); err != nil {
		t.Fatal(err)
	}
	s := startSession(t, Options{})
	for _, tc := range []struct{ cmd, colour, black string }{
		{"loadsgf " + path, "white", "E5 G3"},
		{"loadsgf " + path + " 0", "white", "E5 G3"},
		{"loadsgf " + path + " 3", "black", "E5"},
		{"loadsgf " + path + " g3", "black", "E5"},
	} {
		if got := s.ask(t, tc.cmd); got != tc.colour {
			t.Errorf("%s: %s, want %s", tc.cmd, got, tc.colour)
		}
		if got := s.ask(t, "list_stones black"); got != tc.black {
			t.Errorf("%s: list_stones black %s, want %s", tc.cmd, got, tc.black)
		}
	}
	// A last word that looks like a vertex but ends the file's name, in
	// a path of two words.
	v2 := filepath.Join(t.TempDir(), "round v2")
	if err := os.WriteFile(v2, []byte("(;GM[1]FF[4]SZ[9];B[ee];W[cc])"), 0o644); err != nil {
		t.Fatal(err)
	}
	if got := s.ask(t, "loadsgf "+v2); got != "black" {
		t.Errorf("loadsgf %s: %s, want black", v2, got)
	}
	s.ask(t, "loadsgf "+path)
	out := filepath.Join(dir, "saved game.sgf")
	s.ask(t, "printsgf "+out)
	want := s.ask(t, "move_history")
	s.ask(t, "clear_board")
	if got := s.ask(t, "loadsgf "+out); got != "white" {
		t.Errorf("loadsgf of the saved game: %s, want white", got)
	}
	if got := s.ask(t, "move_history"); got != want {
		t.Errorf("saved game's move_history %q, want %q", got, want)
	}
}
