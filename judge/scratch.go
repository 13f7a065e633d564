package judge

import (
	"context"
	"runtime"
	"sync/atomic"
	"time"

	"github.com/gtp-referee/gtp-referee/geom"
	"golang.org/x/sync/errgroup"
)

// scratch is the working space of a judgment, reused from step to step
// and from a judgment to its second judgments (judgeAnswered,
// koEyeDeaths), so that the searches allocate only as their buffers grow:
// the searchers of the local searches, one per worker, the buffer where a
// region is built and the points of the regions built (see settle).
// JudgeBoard drops it when it returns; a method that needs it afterwards
// makes a new one (Judgment.scratch).
type scratch struct {
	searchers []*searcher
	region    regionBuf
	points    slab[geom.Point]
	regions   []region // the list of the last round of searches (newRound)
}

// scratch returns j's working space, made on first use.
func (j *Judgment) scratch() *scratch {
	if j.sc == nil {
		j.sc = new(scratch)
	}
	return j.sc
}

// newRound starts a round of searches (readLocal, races) and returns its
// list of regions, empty: the earlier round's list, which the round is to
// put back in regions as it grew. The regions of the earlier round are
// gone: their points are taken back (see settle).
func (sc *scratch) newRound() []region {
	sc.points.reset()
	return sc.regions[:0]
}

// searcherList returns n searchers, one per worker of searchRegions.
func (sc *scratch) searcherList(n int) []*searcher {
	for len(sc.searchers) < n {
		sc.searchers = append(sc.searchers, new(searcher))
	}
	return sc.searchers[:n]
}

// cancelled returns ctx's error, or context.DeadlineExceeded once ctx's
// deadline has passed although ctx does not say so yet: the timer that
// cancels ctx runs on a goroutine of its own, which waits for a processor
// while the judgment's workers keep them all (up to the scheduler's 10 ms
// preemption), so that a judgment cancelled after 1 ms on 19x19 ran on for
// 10 to 28 ms. It allocates nothing; the long loops of the judgment call
// it through a pacer.
func cancelled(ctx context.Context) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	if d, ok := ctx.Deadline(); ok && !time.Now().Before(d) {
		return context.DeadlineExceeded
	}
	return nil
}

// yieldEvery is the work a long loop of the judgment does between two
// yields of its processor (see pacer).
const yieldEvery = 500 * time.Microsecond

// pacer is what a long loop of the judgment (the playouts, a local search)
// looks at to know whether to stop: cancelled, and, about every
// yieldEvery, a yield of the processor (runtime.Gosched), so that the
// goroutine that cancels the context (a timer's, the GTP server's reader)
// runs at once even while the judgment's workers keep every processor
// busy; it waited for the scheduler's 10 ms preemption, and a judgment
// cancelled after 1 ms by another goroutine returned 14 ms late (median).
// A look costs a clock reading or two, no allocation.
type pacer struct {
	ctx     context.Context
	yielded time.Time
}

func newPacer(ctx context.Context) pacer { return pacer{ctx: ctx, yielded: time.Now()} }

// check yields the processor when yieldEvery has passed since the last
// yield and returns cancelled(ctx).
func (p *pacer) check() error {
	if now := time.Now(); now.Sub(p.yielded) >= yieldEvery {
		p.yielded = now
		runtime.Gosched()
	}
	return cancelled(p.ctx)
}

// parallel calls fn(w, i) for every i from 0 to n-1 on min(workers, n)
// goroutines of an errgroup, w being the index of the goroutine (for its
// scratch space); each takes the next i in turn and stops at its first
// error, and parallel returns the first error (errgroup.Group.Wait). The
// calls must not depend on their order. One goroutine per worker rather
// than per i keeps the allocations to a few per call.
func parallel(workers, n int, fn func(w, i int) error) error {
	workers = max(1, min(workers, n))
	var next atomic.Int64
	work := func(w int) error {
		for i := int(next.Add(1) - 1); i < n; i = int(next.Add(1) - 1) {
			if err := fn(w, i); err != nil {
				return err
			}
		}
		return nil
	}
	if workers == 1 {
		return work(0)
	}
	var eg errgroup.Group
	for w := range workers {
		eg.Go(func() error { return work(w) })
	}
	return eg.Wait()
}
