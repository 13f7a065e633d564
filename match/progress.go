package match

import (
	"fmt"
	"io"
	"strings"
	"sync"
	"time"

	"github.com/gtp-referee/gtp-referee/match/results"
	"github.com/gtp-referee/gtp-referee/match/stats"
)

// progress shows the match's progress on stderr: a bar redrawn in place on
// a terminal, one plain line per game otherwise.
type progress struct {
	mu      sync.Mutex
	w       io.Writer
	tty     bool
	total   int
	done    int
	already int
	start   time.Time
	last    time.Time
}

func newProgress(w io.Writer, tty bool, total, already int) *progress {
	return &progress{w: w, tty: tty, total: total, done: already, already: already, start: time.Now()}
}

func (p *progress) eta() string {
	played := p.done - p.already
	if played <= 0 {
		return "?"
	}
	per := time.Since(p.start) / time.Duration(played)
	return (per * time.Duration(p.total-p.done)).Round(time.Second).String()
}

func (p *progress) update(t stats.WDL, rec *results.Record) {
	if p == nil || p.w == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.done++
	score := fmt.Sprintf("black program %d-%d-%d (W-L-D)", t.Wins, t.Losses, t.Draws)
	if p.tty {
		if time.Since(p.last) < 100*time.Millisecond && p.done < p.total {
			return
		}
		p.last = time.Now()
		const width = 30
		fill := 0
		if p.total > 0 {
			fill = width * p.done / p.total
		}
		bar := strings.Repeat("#", fill) + strings.Repeat(".", width-fill)
		fmt.Fprintf(p.w, "\r[%s] %d/%d  %s  left %s   ", bar, p.done, p.total, score, p.eta())
		return
	}
	fmt.Fprintf(p.w, "game %d: %s (%s)  %d/%d  %s  left %s\n", rec.Game, rec.Result, rec.Reason,
		p.done, p.total, score, p.eta())
}

func (p *progress) message(s string) {
	if p == nil || p.w == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.tty {
		fmt.Fprint(p.w, "\r\033[K")
	}
	fmt.Fprintln(p.w, s)
}

func (p *progress) finish() {
	if p == nil || p.w == nil || !p.tty {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	fmt.Fprintln(p.w)
}
