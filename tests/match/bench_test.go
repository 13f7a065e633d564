package match_test

import (
	"context"
	"testing"
	"time"

	"github.com/gtp-referee/gtp-referee/gtp"
	"github.com/gtp-referee/gtp-referee/match"
	"github.com/gtp-referee/gtp-referee/rules"
)

// BenchmarkMatchBuiltin measures the referee's overhead: two built-in
// random engines play b.N 9x9 games, two at a time. It reports games per
// second, the referee process's CPU per move (engines excluded) and the
// median of the referee's own work per move.
func BenchmarkMatchBuiltin(b *testing.B) {
	argv := []string{refereeBin, "gtp", "--move-policy", "random"}
	cfg := match.Config{
		Black: argv, White: argv, BlackCmd: "builtin", WhiteCmd: "builtin",
		Games: b.N, Size: 9, Rules: rules.MustLookup("chinese-1988"), Komi: 5.5,
		Out: b.TempDir(), CommandTimeout: 10 * time.Second, Parallel: 2,
	}
	cfg.Start = match.GTPStarter(gtp.ClientOptions{}, cfg.CommandTimeout)
	b.ResetTimer()
	sum, err := match.Run(context.Background(), cfg)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportMetric(sum.GamesPerSec, "games/s")
	b.ReportMetric(float64(sum.RefereeCPUPerMove.Nanoseconds()), "cpu-ns/move")
	b.ReportMetric(float64(sum.RefereeMedianPerMove.Nanoseconds()), "median-own-ns/move")
}
