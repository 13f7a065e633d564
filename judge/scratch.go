package judge

import (
	"sync/atomic"

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
