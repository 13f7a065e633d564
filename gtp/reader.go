package gtp

import (
	"bufio"
	"bytes"
	"errors"
	"io"
)

const (
	readBufSize   = 64 << 10
	maxBatchLines = 1024
	maxBatchBytes = 256 << 10
	tooLongPrefix = 64 // bytes of a too-long line kept to find its id
)

// lineRec locates one cleaned, non-empty command line inside a batch.
type lineRec struct {
	start, end int
	seq        uint64
	tooLong    bool
}

// batch carries the command lines read in one go from the reader goroutine
// to the dispatcher. Lines are cleaned: no control characters, single
// spaces, no leading or trailing space, comments removed.
type batch struct {
	buf   []byte // cleaned lines, back to back (reader side)
	str   string // string(buf) at publication (dispatcher side)
	lines []lineRec
	// Per-batch storage handed to handlers; allocated afresh for every
	// batch so handlers may keep what they were given.
	reqs []Request
	argv []string
}

func (b *batch) reset() {
	b.buf = b.buf[:0]
	b.str = ""
	b.lines = b.lines[:0]
	b.reqs = nil
	b.argv = nil
}

// splitArgs splits a cleaned argument string on spaces into the batch's
// argument storage. The result has its capacity capped, so appending to it
// cannot overwrite another command's arguments.
func (b *batch) splitArgs(s string) []string {
	if s == "" {
		return nil
	}
	start := len(b.argv)
	for {
		i := 0
		for i < len(s) && s[i] != ' ' {
			i++
		}
		b.argv = append(b.argv, s[:i])
		if i == len(s) {
			break
		}
		s = s[i+1:]
	}
	return b.argv[start:len(b.argv):len(b.argv)]
}

// cleaner turns raw line bytes into a cleaned line incrementally.
type cleaner struct {
	comment bool // inside a '#' comment: drop the rest of the line
	space   bool // last byte kept was a space (or line start)
}

// appendClean appends the cleaned form of p to dst: CR and other control
// characters are dropped, tabs become spaces, runs of spaces collapse to
// one, leading spaces and everything from '#' on are dropped.
func (c *cleaner) appendClean(dst, p []byte) []byte {
	if c.comment {
		return dst
	}
	for _, ch := range p {
		switch {
		case ch == '#':
			c.comment = true
			return dst
		case ch == ' ' || ch == '\t':
			if !c.space {
				dst = append(dst, ' ')
				c.space = true
			}
		case ch < ' ' || ch == 127:
			// Dropped.
		default:
			dst = append(dst, ch)
			c.space = false
		}
	}
	return dst
}

// isInterrupt reports whether a raw line (without '\n') is GoGui's
// "# interrupt" request.
func isInterrupt(p []byte) bool {
	return string(bytes.Trim(p, " \t\r")) == "# interrupt"
}

func (se *session) newBatch() *batch {
	select {
	case b := <-se.free:
		return b
	default:
		return &batch{}
	}
}

// readLoop reads and cleans command lines and publishes them in batches:
// every time no further input is buffered, so that a streaming or
// interrupted handler learns of new input at once.
func (se *session) readLoop(r io.Reader) {
	maxLine := se.srv.maxLine
	br := bufio.NewReaderSize(r, readBufSize)
	b := se.newBatch()
	var (
		seq       uint64 // seq of the last command line read
		lineStart int    // start of the current line in b.buf
		cl        = cleaner{space: true}
		fresh     = true // no byte of the current line read yet
		tooLong   bool
	)
	for {
		if len(b.lines) > 0 && (br.Buffered() == 0 || len(b.lines) >= maxBatchLines || lineStart >= maxBatchBytes) {
			nb := se.newBatch()
			nb.buf = append(nb.buf[:0], b.buf[lineStart:]...)
			b.buf = b.buf[:lineStart]
			if !se.publish(b, seq) {
				return
			}
			b, lineStart = nb, 0
		}
		chunk, err := br.ReadSlice('\n')
		if seq == 0 && fresh && bytes.HasPrefix(chunk, []byte("\ufeff")) {
			// A byte-order mark before the first command (a file saved
			// by an editor that writes one) is not part of it.
			chunk = chunk[3:]
		}
		eol := err == nil
		if eol {
			chunk = chunk[:len(chunk)-1]
			if fresh && isInterrupt(chunk) {
				se.interrupt(seq)
				continue
			}
		}
		if len(chunk) > 0 {
			fresh = false
		}
		if !tooLong {
			b.buf = cl.appendClean(b.buf, chunk)
			if len(b.buf)-lineStart > maxLine+1 {
				tooLong = true
				b.buf = b.buf[:lineStart+min(tooLongPrefix, len(b.buf)-lineStart)]
			}
		}
		if err != nil && !errors.Is(err, bufio.ErrBufferFull) {
			eol = !fresh // a last line without newline
		}
		if eol {
			n := len(b.buf)
			if n > lineStart && b.buf[n-1] == ' ' {
				n--
			}
			if !tooLong && n-lineStart > maxLine {
				tooLong = true
				n = lineStart + min(tooLongPrefix, n-lineStart)
			}
			if n > lineStart || tooLong {
				seq++
				b.lines = append(b.lines, lineRec{start: lineStart, end: n, seq: seq, tooLong: tooLong})
				b.buf = b.buf[:n]
				lineStart = n
			} else {
				b.buf = b.buf[:lineStart]
				se.blankLine(seq)
			}
			cl, fresh, tooLong = cleaner{space: true}, true, false
		}
		if err != nil && !errors.Is(err, bufio.ErrBufferFull) {
			if len(b.lines) > 0 && !se.publish(b, seq) {
				return
			}
			se.endOfInput(err)
			return
		}
	}
}

// publish hands b to the dispatcher. It first records that commands up to
// seq exist, stopping a running streaming handler. It reports false if
// Serve has returned.
func (se *session) publish(b *batch, seq uint64) bool {
	b.str = string(b.buf)
	b.reqs = make([]Request, len(b.lines))
	b.argv = make([]string, 0, bytes.Count(b.buf, []byte{' '}))
	c := &se.ctl
	c.Lock()
	c.lastSeq = seq
	if c.running != 0 && c.streaming && c.running < seq && !c.cancelled {
		c.cancelLocked(ErrNewInput)
	}
	c.Unlock()
	select {
	case se.out <- b:
		return true
	case <-se.done:
		return false
	}
}

// interrupt handles a "# interrupt" line read after command seq: that
// command and any before it are interrupted.
func (se *session) interrupt(seq uint64) {
	c := &se.ctl
	c.Lock()
	c.interrupt = seq
	if c.running != 0 && c.running <= seq && !c.cancelled {
		c.cancelLocked(ErrInterrupted)
	}
	c.Unlock()
}

// blankLine handles an input line that holds no command (empty, spaces,
// or only a comment), read after command seq. It gets no reply, but it is
// new input: like KataGo, which stops its analysis on any line at all, it
// stops a running stream, or the stream of command seq if that has not
// started yet.
func (se *session) blankLine(seq uint64) {
	c := &se.ctl
	c.Lock()
	c.blankAfter = seq
	if c.running != 0 && c.streaming && c.running <= seq && !c.cancelled {
		c.cancelLocked(ErrNewInput)
	}
	c.Unlock()
}

func (se *session) endOfInput(err error) {
	c := &se.ctl
	c.Lock()
	c.eof = true
	if c.running != 0 && c.streaming && !c.cancelled {
		c.cancelLocked(ErrEndOfInput)
	}
	c.Unlock()
	if !errors.Is(err, io.EOF) {
		se.readErr = err
		se.srv.logf("read error: %v", err)
	}
	close(se.out)
}
