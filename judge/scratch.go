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
}

// scratch returns j's working space, made on first use.
func (j *Judgment) scratch() *scratch {
	if j.sc == nil {
		j.sc = new(scratch)
	}
	return j.sc
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
	var next atomic.Int64
	run := func(w int) error {
		for i := int(next.Add(1) - 1); i < n; i = int(next.Add(1) - 1) {
			if err := fn(w, i); err != nil {
				return err
			}
		}
		return nil
	}
	if workers == 1 {
		return run(0)
	}
	errs := make([]error, workers)
	var wg sync.WaitGroup
	for w := 1; w < workers; w++ {
		wg.Go(func() { errs[w] = run(w) })
	}
	errs[0] = run(0)
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}
