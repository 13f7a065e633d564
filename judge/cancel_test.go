package judge

import (
	"context"
	"errors"
	"testing"
	"time"
)

// pastDeadline is a context whose deadline has passed but whose Err is
// still nil: the state of a context.WithTimeout whose timer has fired but
// whose cancelling goroutine has not run yet, waiting for a processor
// that the judgment's workers keep busy (up to the scheduler's 10 ms
// preemption).
type pastDeadline struct{ context.Context }

func (pastDeadline) Deadline() (time.Time, bool) { return time.Now().Add(-time.Millisecond), true }

// TestJudgeDeadlinePassed: a judgment whose context's deadline has passed
// stops with context.DeadlineExceeded (the context package's error for a
// passed deadline), whether or not the context has said so yet. The loops
// looked at ctx.Err() only, every 32 playouts, so that a judgment
// cancelled after 1 ms on 19x19 returned after 10 to 28 ms
// (BenchmarkJudgeCancel19 measures it: a median of 17.6 ms late before,
// under 0.1 ms after), and with a context like this one it ran to the end.
func TestJudgeDeadlinePassed(t *testing.T) {
	gm := mostDead19(t)
	ctx := pastDeadline{context.Background()}
	if _, err := Judge(ctx, gm, Options{Seed: 1}); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("Judge past the deadline: %v, want %v", err, context.DeadlineExceeded)
	}
	if _, _, err := EstimateScore(ctx, gm, Options{Seed: 1}); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("EstimateScore past the deadline: %v, want %v", err, context.DeadlineExceeded)
	}
	if err := cancelled(context.Background()); err != nil {
		t.Errorf("cancelled(Background) = %v", err)
	}
	c, cancel := context.WithCancel(context.Background())
	cancel()
	if err := cancelled(c); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled(a cancelled context) = %v", err)
	}
}
