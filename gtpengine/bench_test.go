package gtpengine

import (
	"context"
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/gtp-referee/gtp-referee/geom"
	"github.com/gtp-referee/gtp-referee/gtp"
)

// BenchmarkPlayUndo measures a play+undo pair through the dispatcher on
// 19x19, in process (the bench gtp subcommand measures it through a pipe).
func BenchmarkPlayUndo(b *testing.B) {
	g := geom.MustGet(19, 19)
	var sb strings.Builder
	const pairs = 1000
	for i := 0; i < pairs; i++ {
		fmt.Fprintf(&sb, "play b %s\nundo\n", g.Vertex(g.Points[i%len(g.Points)]))
	}
	input := sb.String()
	e, err := New(Options{Seed: 1})
	if err != nil {
		b.Fatal(err)
	}
	srv := e.NewServer(gtp.ServerOptions{})
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i += pairs {
		if err := srv.Serve(context.Background(), strings.NewReader(input), io.Discard); err != nil {
			b.Fatal(err)
		}
	}
}
