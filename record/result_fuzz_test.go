package record

import (
	"math"
	"strings"
	"testing"

	"github.com/gtp-referee/gtp-referee/geom"
)

// FuzzResult reads arbitrary RE values: no panic; a count it accepts is a
// finite margin whose sign agrees with the winner that a "B+" or "W+"
// prefix names; a resignation it accepts names Black or White, and is
// never also read as a count.
func FuzzResult(f *testing.F) {
	for _, s := range []string{"B+2.5", "W+3 1/2", "B+2½", "W+1/2", "黑胜3又1/4子", "白胜2目半", "흑 2집반승", "黑中盘胜", "B+R", "W+Resign", "0", "Draw", "和棋", "B+", "W+-3", "B+1e9", "黒番3目半勝", "白の5目半勝ち", "黑胜四分之三子"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		v, ok := parseResult(s)
		if ok {
			if math.IsNaN(v) || math.IsInf(v, 0) {
				t.Fatalf("%q: margin %v", s, v)
			}
			u := strings.ToUpper(strings.TrimSpace(s))
			if strings.HasPrefix(u, "B+") && v < 0 || strings.HasPrefix(u, "W+") && v > 0 {
				t.Fatalf("%q: margin %v for the other player", s, v)
			}
		}
		r := Record{Result: s}
		w, resigned := r.Resigned()
		if resigned && w != geom.Black && w != geom.White {
			t.Fatalf("%q: resignation with winner %v", s, w)
		}
		if resigned && ok {
			t.Fatalf("%q: read both as a resignation and as a count %v", s, v)
		}
	})
}
