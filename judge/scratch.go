package judge

import (
	"sync"
	"sync/atomic"

	"github.com/gtp-referee/gtp-referee/geom"
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

// parallel calls fn(w, i) for every i from 0 to n-1 on min(workers, n)
// goroutines, the caller's among them, w being the index of the goroutine
// (for its scratch space); each takes the next i in turn. It returns the
// error of the goroutine with the lowest index that had one: a goroutine
// stops at its first error, the others go on. The calls must not depend
// on their order.
func parallel(workers, n int, fn func(w, i int) error) error {
	workers = max(1, min(workers, n))
	if workers == 1 {
		for i := 0; i < n; i++ {
			if err := fn(0, i); err != nil {
				return err
			}
		}
		return nil
	}
	p := &parallelRun{n: n, fn: fn, errW: workers}
	p.wg.Add(workers - 1)
	for w := 1; w < workers; w++ {
		go p.work(w)
	}
	p.work(0)
	p.wg.Wait()
	return p.err
}

// parallelRun is the state of one call of parallel, shared by its
// goroutines: one allocation for all of it.
type parallelRun struct {
	n    int
	fn   func(w, i int) error
	next atomic.Int64
	wg   sync.WaitGroup
	mu   sync.Mutex
	err  error // the error of goroutine errW, the lowest index with one
	errW int
}

// work is goroutine w's loop: the next i in turn, until none is left or
// fn fails.
func (p *parallelRun) work(w int) {
	if w > 0 {
		defer p.wg.Done()
	}
	for i := int(p.next.Add(1) - 1); i < p.n; i = int(p.next.Add(1) - 1) {
		if err := p.fn(w, i); err != nil {
			p.mu.Lock()
			if w < p.errW {
				p.err, p.errW = err, w
			}
			p.mu.Unlock()
			return
		}
	}
}
