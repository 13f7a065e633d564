package gtpengine

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/gtp-referee/gtp-referee/engine"
	"github.com/gtp-referee/gtp-referee/geom"
	"github.com/gtp-referee/gtp-referee/internal/tempfile"
	"github.com/gtp-referee/gtp-referee/record"
	"github.com/gtp-referee/gtp-referee/sgf"
)

// ErrCannotLoad is the failure of loadsgf (the GTP specification's text).
var ErrCannotLoad = errors.New("cannot load file")

// cmdLoadSGF loads the main line of the first game of an SGF file (a
// syntax error in a later game tree does not stop it). Where the first
// game tree has a syntax error, GNU Go 3.8 plays its moves up to the
// error and answers as for a whole game; a GUI would show a part of the
// game as all of it, so the whole game is refused, with the error and
// the move number that loads the moves read before it, and a position
// that a move number or vertex asks for loads where it lies before the
// error (the log says so), but for an error in the root node, which may
// hide the board size or setup after it; an error past the end of the
// main line, in a later variation, leaves the main line whole, and it
// loads as any game's (the log names the error). The
// optional second argument is GNU Go's: a move number N stops before move N
// is played (0 loads the whole game), and a vertex stops before the first
// move played there (the whole game when there is none). The board size and
// komi come from the file, a file without KM getting the komi
// record.Record.Replay gives it (GNU Go 3.8 too sets a komi of its own
// then: 5.5, or 0.5 with handicap, whatever the komi before); the rules
// stay those in force, except that a move only a ko rule forbids is played
// as recorded. The answer is the colour to move. A path with spaces, as
// Kigo sends it, is read whole (loadArgs).
func (e *Engine) cmdLoadSGF(_ context.Context, args []string) (string, error) {
	if len(args) < 1 {
		return "", syntaxf("usage: loadsgf FILE [MOVE_NUMBER|VERTEX]")
	}
	path, at := loadArgs(args)
	stop, until := -1, ""
	if at != "" {
		if n, err := parseInt(at, "move number"); err == nil {
			if n < 0 {
				return "", syntaxf("move number %d is negative", n)
			}
			stop = n - 1
		} else {
			until = at
		}
	}
	if e.noFiles {
		return "", fmt.Errorf("%w: file access is disabled", ErrCannotLoad)
	}
	data, err := readRecord(path)
	if err != nil {
		return "", fmt.Errorf("%w: %w", ErrCannotLoad, err)
	}
	// Only the first game tree is loaded: a later one that is cut off or
	// malformed (a collection truncated in its last game) does not stop
	// it, as it does not stop GNU Go 3.8's loadsgf; the log says so.
	coll, later := sgf.ParseAll(data)
	if coll == nil {
		return "", fmt.Errorf("%w: %w", ErrCannotLoad, later)
	}
	var broken error   // the first game tree's syntax error, where it cuts the main line
	var pastMain error // the first game tree's syntax error, past its main line
	root := (*sgf.Node)(nil)
	switch {
	case len(coll.Skipped) > 0 && coll.Skipped[0].Before == 0 && coll.Skipped[0].PastMainLine && coll.Skipped[0].ReadPast() != nil:
		// The first game tree breaks in a variation after its main
		// line, which is whole (@sabaki/sgf reads it; GNU Go 3.8
		// refuses the file): loaded as a whole tree, the log saying
		// so.
		pastMain, root = coll.Skipped[0].Err, coll.Skipped[0].ReadPast()
	case len(coll.Skipped) > 0 && coll.Skipped[0].Before == 0:
		// The first game tree is broken: GNU Go 3.8 reads no other,
		// and plays its moves up to the error. Not where the error
		// lies in the root node, whose properties after it (SZ, HA,
		// KM, setup) are lost: GNU Go then loads a 19x19 board for
		// (;GM[1]x[1]SZ[9];B[cc]), no position of the record.
		broken, root = coll.Skipped[0].Err, coll.Skipped[0].ReadPast()
		if root == nil || stop < 0 && until == "" {
			return "", fmt.Errorf("%w: %w%s", ErrCannotLoad, broken, partialHint(root))
		}
	case len(coll.Games) == 0:
		return "", fmt.Errorf("%w: no game in the file", ErrCannotLoad)
	default:
		root = coll.Games[0]
	}
	rec, err := record.FromSGF(root)
	if err != nil {
		return "", fmt.Errorf("%w: %w", ErrCannotLoad, err)
	}
	if until != "" {
		p, err := rec.Geometry.ParseVertex(until)
		if err != nil || p == geom.Pass {
			return "", syntaxf("%q is neither a move number nor a vertex of the %dx%d board", until, rec.Geometry.W, rec.Geometry.H)
		}
		for _, s := range rec.Steps {
			if !s.Setup && s.Point == p {
				stop = s.Number - 1
				break
			}
		}
		if broken != nil && stop < 0 {
			// The vertex is not played before the error: the record may
			// play it after.
			return "", fmt.Errorf("%w: %w%s", ErrCannotLoad, broken, partialHint(root))
		}
	}
	if broken != nil {
		// A broken first tree loads only a position that lies before
		// its error (a GUI that loads the whole game must not be given
		// a part of it as if it were all of it, as GNU Go gives it).
		if stop > rec.Moves {
			return "", fmt.Errorf("%w: %w%s", ErrCannotLoad, broken, partialHint(root))
		}
		e.logf("loadsgf %s: the first game tree breaks after move %d: %v; the position before move %d loaded", args[0], rec.Moves, broken, stop+1)
	}
	// The komi is the record's (record.Record.Replay): its KM, else half
	// a point with HA, else the preset's komi (7.5 under a Chinese count
	// for a record from 2002 on), never the komi of the game the record
	// replaces.
	gm := engine.NewGame(rec.Geometry, e.game.Rules())
	// A recording error (a ko recapture whose threats are missing from
	// the record, a suicide, a move on an occupied point) is worked round
	// as GNU Go does, so that the record's position, the one a count
	// needs, is reached.
	ill, broke := rec.ReplayLenient(gm, stop)
	if ill != nil {
		reason := ill.Reason.String()
		if ill.Cause != "" {
			reason += " (" + ill.Cause + ")"
		}
		return "", fmt.Errorf("%w: move %d (%s %s) is illegal: %s", ErrCannotLoad, ill.Number, ill.Colour, ill.Vertex(), reason)
	}
	var parseWarnings []string // a broken tree's are its reading's, up to the error
	if broken == nil && pastMain == nil {
		parseWarnings = coll.GameWarnings(0)
	} else {
		for _, w := range coll.Skipped[0].Warnings {
			parseWarnings = append(parseWarnings, w.String())
		}
	}
	if pastMain != nil {
		e.logf("loadsgf %s: the first game tree breaks past its main line: %v; its main line loaded whole", args[0], pastMain)
	}
	for _, w := range append(parseWarnings, rec.Warnings...) {
		e.logf("loadsgf %s: %s", args[0], w)
	}
	for i, sk := range coll.Skipped {
		if i > 0 || broken == nil && pastMain == nil {
			e.logf("loadsgf %s: a later game tree is not read: %v", args[0], sk.Err)
			break
		}
	}
	for _, b := range broke {
		e.logf("loadsgf %s: %v; %s", args[0], b, b.Handling())
	}
	e.game = gm
	e.newGame()
	e.base = afterSetup(gm)
	e.baseMove = gm.ToMove()
	if e.base < len(gm.Moves()) {
		e.baseMove = gm.Moves()[e.base].Colour
	}
	return gm.ToMove().Name(), nil
}

// partialHint returns what loadsgf's failure on a broken first game tree
// adds to the error, given the tree as read up to the error where the
// error lies after the root node (its SkippedTree.ReadPast): how to load
// the position after the moves read before it, "" where none were. An
// error in the root node has none, nor a hint to load the position before
// the first move: the root's properties after the error are unread.
func partialHint(partial *sgf.Node) string {
	if partial == nil {
		return ""
	}
	rec, err := record.FromSGF(partial)
	if err != nil || rec.Moves == 0 {
		return ""
	}
	return fmt.Sprintf(" (the main line reads to move %d before it: loadsgf FILE %d loads the position after it)", rec.Moves, rec.Moves+1)
}

// streamWait bounds the time loadsgf waits for a stream (a FIFO, a
// terminal, a character device) to reach its end: the engine answers
// nothing else meanwhile, so a writer that keeps a FIFO open without
// writing, or a terminal nobody types in, must not hang it (CLIENTS.md
// section 1: an engine that does not answer hangs the GUI or the match).
const streamWait = 2 * time.Second

// loadArgs splits loadsgf's arguments into the file and the move number
// or vertex after it ("" when none). Kigo writes the path as it is,
// spaces included ("loadsgf " + path + " " + N, and "printsgf " + path):
// a path of several words, which GNU Go 3.8 cuts at its first space, is
// read as the words joined by single spaces (the line's runs of spaces
// and tabs have become single spaces), with the last word as the move
// number or vertex where it looks like one (digits, or a letter then
// digits), unless only the whole line names an existing file: two words
// are a file and a move number or vertex, as GTP has them, unless only
// the two joined name an existing file, or the second looks like neither
// and the two joined name one.
func loadArgs(args []string) (path, at string) {
	if len(args) == 1 {
		return args[0], ""
	}
	whole := strings.Join(args, " ")
	last := args[len(args)-1]
	if !positionLike(last) {
		if len(args) == 2 && !exists(whole) {
			return args[0], last // the error names the second argument
		}
		return whole, ""
	}
	head := strings.Join(args[:len(args)-1], " ")
	if !exists(head) && exists(whole) {
		return whole, ""
	}
	return head, last
}

// positionLike reports whether s looks like loadsgf's move number (digits,
// a sign allowed) or vertex (a letter, then digits).
func positionLike(s string) bool {
	digits := func(t string) bool {
		if t == "" {
			return false
		}
		for i := 0; i < len(t); i++ {
			if t[i] < '0' || t[i] > '9' {
				return false
			}
		}
		return true
	}
	switch {
	case s == "":
		return false
	case s[0] == '-' || s[0] == '+':
		return digits(s[1:])
	case 'a' <= s[0]|0x20 && s[0]|0x20 <= 'z':
		return digits(s[1:])
	}
	return digits(s)
}

// exists reports whether path names something in the file system.
func exists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}

// readRecord reads the SGF file at path for loadsgf without waiting for
// input that may never come, since the engine answers nothing else
// meanwhile. The engine's own standard streams, unless they are regular
// files, are refused (/dev/stdin, a /proc/self/fd link to it, where its
// commands come from; /dev/stdout or /dev/stderr, a pipe whose writer is
// the engine itself, blocked in this read). A regular file is read whole;
// a FIFO or a character device is read as a stream, opened without waiting
// for a writer (a FIFO nobody writes to reads as empty) and read until its
// end for at most streamWait (a writer that opens the FIFO but writes
// nothing, a terminal, are refused when it has passed) and up to the
// parser's size limit (/dev/zero is refused there). Anything else (a
// directory, a block device, a socket) is refused as not a regular file,
// and so is every stream where a read could block without a deadline
// (Windows).
func readRecord(path string) ([]byte, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	for _, own := range []struct {
		f    *os.File
		what string
	}{
		{os.Stdin, "standard input, where its commands come from"},
		{os.Stdout, "standard output, where its replies go"},
		{os.Stderr, "standard error, where its diagnostics go"},
	} {
		if in, err := own.f.Stat(); err == nil && !in.Mode().IsRegular() && os.SameFile(st, in) {
			return nil, fmt.Errorf("%s: the engine's %s", path, own.what)
		}
	}
	if !readable(st.Mode()) {
		return nil, fmt.Errorf("%s: not a regular file", path)
	}
	f, err := openStream(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return readOpened(f, path)
}

// readOpened reads f, the file at path that openStream opened, for
// readRecord.
func readOpened(f *os.File, path string) ([]byte, error) {
	// The file opened may not be the one looked at (replaced meanwhile):
	// its own mode decides.
	st, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if !readable(st.Mode()) {
		return nil, fmt.Errorf("%s: not a regular file", path)
	}
	if st.Mode().IsRegular() {
		if st.Size() > sgf.MaxInputSize {
			return nil, &sgf.SyntaxError{Line: 1, Col: 1, Msg: fmt.Sprintf("input of %d bytes exceeds the limit of %d bytes", st.Size(), sgf.MaxInputSize)}
		}
		return sgf.ReadLimited(f)
	}
	deadline := time.Now().Add(streamWait)
	var r io.Reader = f
	if err := f.SetReadDeadline(deadline); err != nil {
		if !streamsNeverBlock {
			return nil, fmt.Errorf("%s: not a regular file", path)
		}
		// A stream the poller does not take (a FIFO on macOS, a device
		// without poll) has no deadline; opened so that a read never
		// blocks, it answers EAGAIN while no data is there: it is read
		// again until the deadline.
		r = pollStream(f, deadline)
	}
	data, err := sgf.ReadLimited(r)
	if errors.Is(err, os.ErrDeadlineExceeded) {
		return nil, fmt.Errorf("%s: a stream that did not end within %v", path, streamWait)
	}
	return data, err
}

// readable reports whether readRecord reads a file of mode m: a regular
// file, a FIFO or a character device where reads cannot block without
// end, a regular file only elsewhere.
func readable(m os.FileMode) bool {
	if m.IsRegular() {
		return true
	}
	return streamsNeverBlock && (m&os.ModeNamedPipe != 0 || m&os.ModeCharDevice != 0)
}

// afterSetup returns the index in gm.Moves() just past its last setup
// stone (0 when it has none): the history undo may not go back into. A
// record may add or remove stones in a node after its first move (a
// problem, an edited game); undo stops at that node, as GNU Go's does,
// rather than take its stones back one by one and then the moves before
// it.
func afterSetup(gm *engine.Game) int {
	moves := gm.Moves()
	for i := len(moves) - 1; i >= 0; i-- {
		if moves[i].Setup {
			return i + 1
		}
	}
	return 0
}

// record returns the game as an SGF collection.
func (e *Engine) record() (*sgf.Collection, error) {
	root, _, err := record.ToSGF(e.game)
	if err != nil {
		return nil, fmt.Errorf("writing SGF: %w", err)
	}
	if err := root.SetProperty("AP", Name+":"+Version); err != nil {
		return nil, fmt.Errorf("writing SGF: %w", err)
	}
	if e.game.Over() {
		_, judged := e.final(context.Background())
		res := judged.String()
		if e.game.NoResult() {
			res = "Void"
		}
		if err := root.SetProperty("RE", res); err != nil {
			return nil, fmt.Errorf("writing SGF: %w", err)
		}
	}
	return sgf.NewCollection(root), nil
}

// cmdPrintSGF answers the game as SGF, or writes it to FILE when given
// (several words being one path with spaces, as Kigo sends it).
func (e *Engine) cmdPrintSGF(_ context.Context, args []string) (string, error) {
	coll, err := e.record()
	if err != nil {
		return "", err
	}
	data, err := coll.Marshal()
	if err != nil {
		return "", fmt.Errorf("writing SGF: %w", err)
	}
	if len(args) > 0 {
		if e.noFiles {
			return "", errors.New("cannot write file: file access is disabled")
		}
		// A path of several words is Kigo's path with spaces (loadArgs).
		if err := writeFileAtomic(strings.Join(args, " "), data); err != nil {
			return "", fmt.Errorf("cannot write file: %w", err)
		}
		return "", nil
	}
	return strings.TrimRight(string(data), "\n"), nil
}

// writeFileAtomic writes data to path through a temporary file beside it,
// synced and then renamed over path, so that a reader never sees a
// half-written file and a crash leaves the old file or the new one. A path
// that is a symbolic link is written through, as GNU Go 3.8's printsgf
// writes it: the file the link names is replaced and the link stays; an
// existing file keeps its permissions, and a new one gets 0666 less the
// umask, as GNU Go's fopen gives it (not 0644 whatever the umask, which
// made a record world-readable under umask 077). A path that exists but is not a
// regular file (a directory, a FIFO, a device such as /dev/null) is
// refused: renamed over, it would be replaced by a regular file. A link
// that names no file yet is written through too: the file it names is
// created, as opening the link for writing creates it. An existing file
// that the user may not write (read-only to him, immutable, on a read-only
// file system) is refused and left as it is, although the rename, which
// needs only the directory's permission, would replace it: the file is
// opened for writing first, without truncating it, so that the system
// applies its own checks (root, whom the permission bits do not stop,
// writes a read-only file, as GNU Go 3.8 run by root does).
func writeFileAtomic(path string, data []byte) error {
	// A new file gets 0666 less the umask, which the system applies
	// when it creates the temporary (open(2)), as GNU Go's printsgf
	// creates it; an existing one keeps its own permissions.
	var mode os.FileMode
	keep := false
	st, err := os.Stat(path)
	switch {
	case err == nil:
		if !st.Mode().IsRegular() {
			return fmt.Errorf("%s: not a regular file", path)
		}
		mode, keep = st.Mode().Perm(), true
		if path, err = filepath.EvalSymlinks(path); err != nil {
			return err
		}
		f, err := os.OpenFile(path, os.O_WRONLY, 0)
		if err != nil {
			return err
		}
		f.Close()
	default:
		if path, err = danglingTarget(path); err != nil {
			return err
		}
	}
	f, err := tempfile.Create(filepath.Dir(path), "."+filepath.Base(path)+".tmp")
	if err != nil {
		return err
	}
	tmp := f.Name()
	_, err = f.Write(data)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil && keep {
		err = os.Chmod(tmp, mode)
	}
	if err == nil {
		err = os.Rename(tmp, path)
	}
	if err != nil {
		os.Remove(tmp)
		return err
	}
	return nil
}

// maxLinks bounds the symbolic links danglingTarget follows, as the
// kernel bounds them (Linux's 40), so that a loop of links ends.
const maxLinks = 40

// danglingTarget returns the name of the file that path, a symbolic link
// (or a chain of them) that names no existing file, leads to: the file
// that opening path for writing would create. A path that is no link is
// returned as it is. filepath.EvalSymlinks refuses a link whose file does
// not exist, so the links are followed here one by one, a relative one
// from the directory that holds it. A link whose target ends in a
// separator names a directory, not a file, and is refused.
func danglingTarget(path string) (string, error) {
	name := path
	for hops := 0; ; hops++ {
		st, err := os.Lstat(path)
		if err != nil || st.Mode()&os.ModeSymlink == 0 {
			return path, nil
		}
		if hops == maxLinks {
			return "", fmt.Errorf("%s: too many levels of symbolic links", name)
		}
		to, err := os.Readlink(path)
		if err != nil {
			return "", err
		}
		if to != "" && os.IsPathSeparator(to[len(to)-1]) {
			// A name ending in a separator is a directory's, which
			// opening it for writing cannot create (EISDIR): cleaned
			// by filepath.Join, it would become a file's.
			return "", fmt.Errorf("%s: a link to %s, a directory that does not exist", name, to)
		}
		if !filepath.IsAbs(to) {
			dir, err := filepath.EvalSymlinks(filepath.Dir(path))
			if err != nil {
				return "", err
			}
			to = filepath.Join(dir, to)
		}
		path = to
	}
}
