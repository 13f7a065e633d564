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
			rep, err := scoreBeside(t, recs, fakeGnuGo(t, tc.body))
			if err != nil {
				t.Fatalf("Score: %v; want the positions GNU Go cannot score counted as such", err)
			}
			if rep.GnugoFailed == nil {
				t.Fatal("no gnugo_failed in the report")
			}
			if rep.Positions != 2 || rep.Counted != 2 || *rep.GnugoFailed != 2 ||
				*rep.GnugoPositions != 0 || *rep.GnugoCounted != 0 || rep.RatioMedian != nil {
				t.Errorf("%d positions, %d counted; GNU Go: %d failed, %d timed, %d counted; want 2 positions of ours, 2 counted, both failed by GNU Go and none of its timed or tallied",
					rep.Positions, rep.Counted, *rep.GnugoFailed, *rep.GnugoPositions, *rep.GnugoCounted)
			}
		})
	}
}

// TestScoreGnugoCountsRepeatedPosition: GNU Go 3.8 answers a final_score
// of the board of its previous final_score from what it kept of that
// count, at once: measured here, 0.09 ms for the second final_score of a
// 19x19 game's final position whose first took 7.4 s, 0.06 ms after a
// clear_board and the same moves again (and, with another seed,
// "final_score 1", and a clear_cache, 0.2 s where the first count took
// 1.1 s). Two records that end in the same position (copies, a game in two
// collections) must each be counted by GNU Go for its time to be one of a
// count. The fake GNU Go here keeps the moves and the seed of its last
// final_score as GNU Go keeps its board and seed, and answers from its
// "cache" with a result that is not the position's (0, where the walls
// count B+9 on the board); Score used to send the second record's
// final_score to the same GNU Go as the first's, so that GNU Go's tally
// read the cached 0 as a count: a draw, against RE[B+8.5], the winner
// missed.
func TestScoreGnugoCountsRepeatedPosition(t *testing.T) {
	const walls = "SZ[9]KM[0.5]AB[ea][eb][ec][ed][ee][ef][eg][eh][ei]AW[fa][fb][fc][fd][fe][ff][fg][fh][fi]"
	// Columns A to E Black's, F to J White's: 45 - 36 = 9 on the board.
	body := `key="$board/$(echo "$b" | cut -s -d' ' -f2)"
    if [ "$key" = "$last" ]; then printf '=%s 0\n\n' "$id"; else last=$key; printf '=%s B+9.0\n\n' "$id"; fi`
	p := filepath.Join(t.TempDir(), "gnugo")
	script := "#!/bin/sh\nboard=; last=\nwhile read -r a b; do\n" +
		"  case \"$a\" in [0-9]*) id=$a; cmd=${b%% *};; *) id=; cmd=$a; b=\"$a $b\";; esac\n" +
		"  case \"$cmd\" in\n" +
		"  quit) printf '=%s \\n\\n' \"$id\"; exit 0;;\n" +
		"  clear_board|boardsize) board=; printf '=%s \\n\\n' \"$id\";;\n" +
		"  play) board=\"$board|$b\"; printf '=%s \\n\\n' \"$id\";;\n" +
		"  final_score) " + body + ";;\n" +
		"  *) printf '=%s \\n\\n' \"$id\";;\n  esac\ndone\n"
	if err := os.WriteFile(p, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	rec := "(;GM[1]FF[4]" + walls + "RE[B+8.5];B[];W[])"
	recs := records(t, rec, rec, rec)
	rep, err := scoreBeside(t, recs, p)
	if err != nil {
		t.Fatal(err)
	}
	if *rep.GnugoPositions != 3 || *rep.GnugoCounted != 3 || *rep.GnugoWinner != 3 || *rep.GnugoWithinOne != 3 {
		t.Errorf("GNU Go: %d positions, %d counted, winner %d, within one point %d; want all 3 copies counted afresh, B+9 on the board, B+8.5 with the komi, the records' result",
			*rep.GnugoPositions, *rep.GnugoCounted, *rep.GnugoWinner, *rep.GnugoWithinOne)
	}
}

// scoreBeside runs Score on recs under the default preset (64 playouts,
// seed 1) with the GNU Go at path timed beside it.
func scoreBeside(t *testing.T, recs []*record.Record, path string) (ScoreReport, error) {
	t.Helper()
	ctx := context.Background()
	gg, err := StartGnuGo(ctx, path, time.Minute)
	if err != nil {
		t.Fatal(err)
	}
	defer gg.Close()
	return Score(ctx, recs, ScoreOptions{
		Preset:   func(*record.Record) rules.Preset { return rules.MustLookup(rules.Default) },
		Playouts: 64,
		Seed:     1,
		GnuGo:    gg,
	})
}
