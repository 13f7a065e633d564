//go:build unix

package bench

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/gtp-referee/gtp-referee/record"
	"github.com/gtp-referee/gtp-referee/rules"
)

// fakeGnuGo writes a GTP engine as a shell script that accepts every
// command but final_score, which it answers as body does, and returns its
// path.
func fakeGnuGo(t *testing.T, body string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "gnugo")
	script := "#!/bin/sh\nwhile read -r a b; do\n" +
		"  case \"$a\" in [0-9]*) id=$a; cmd=${b%% *};; *) id=; cmd=$a;; esac\n" +
		"  case \"$cmd\" in\n" +
		"  quit) printf '=%s \\n\\n' \"$id\"; exit 0;;\n" +
		"  final_score) " + body + ";;\n" +
		"  *) printf '=%s \\n\\n' \"$id\";;\n  esac\ndone\n"
	if err := os.WriteFile(p, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	return p
}

// TestScoreGnugoFailures: a GNU Go that cannot score a position (it exits
// in final_score, as a crash of GNU Go 3.8 ends it, or refuses it with a
// GTP failure reply, "? ...", which the GTP 2 specification allows any
// command) does not end the run: the position is counted in
// gnugo_failed, not timed, and the next position gets a GNU Go that
// runs. Score used to return the error of the first such position, so
// that one record GNU Go could not take lost the whole measurement.
func TestScoreGnugoFailures(t *testing.T) {
	const walls = "SZ[9]KM[0.5]AB[ea][eb][ec][ed][ee][ef][eg][eh][ei]AW[fa][fb][fc][fd][fe][ff][fg][fh][fi]"
	for _, tc := range []struct{ name, body string }{
		{"crash", "exit 3"},
		{"failure", "printf '?%s cannot score\\n\\n' \"$id\""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			recs := records(t,
				"(;GM[1]FF[4]"+walls+"RE[B+8.5];B[];W[])",
				"(;GM[1]FF[4]"+walls+"RE[W+3.5];B[];W[])")
			ctx := context.Background()
			gg, err := StartGnuGo(ctx, fakeGnuGo(t, tc.body), time.Minute)
			if err != nil {
				t.Fatal(err)
			}
			defer gg.Close()
			rep, err := Score(ctx, recs, ScoreOptions{
				Preset:   func(*record.Record) rules.Preset { return rules.MustLookup(rules.Default) },
				Playouts: 64,
				Seed:     1,
				GnuGo:    gg,
			})
			if err != nil {
				t.Fatalf("Score: %v; want the positions GNU Go cannot score counted as such", err)
			}
			if rep.Positions != 2 || rep.Counted != 2 || rep.GnugoFailed == nil || *rep.GnugoFailed != 2 ||
				*rep.GnugoPositions != 0 || *rep.GnugoCounted != 0 || rep.RatioMedian != nil {
				t.Errorf("report %+v; want 2 positions of ours, 2 counted, both failed by GNU Go and none of its timed or tallied", rep)
			}
		})
	}
}
