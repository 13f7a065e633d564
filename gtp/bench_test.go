package gtp

import (
	"bytes"
	"context"
	"io"
	"os"
	"strings"
	"testing"
)

func benchServer() *Server {
	srv := NewServer(ServerOptions{})
	ok := func(context.Context, *Request) (string, error) { return "", nil }
	srv.Register("play", ok)
	srv.Register("undo", ok)
	return srv
}

// BenchmarkServePlayUndo feeds 100,000 lines (play/undo pairs) through
// Serve per iteration, from memory to a discarding writer; it reports
// ns/command and allocs/command.
func BenchmarkServePlayUndo(b *testing.B) {
	const lines = 100_000
	var in bytes.Buffer
	for i := 0; i < lines/2; i++ {
		in.WriteString("play b d4\nundo\n")
	}
	input := in.Bytes()
	srv := benchServer()
	ctx := context.Background()
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		if err := srv.Serve(ctx, bytes.NewReader(input), io.Discard); err != nil {
			b.Fatal(err)
		}
	}
	b.StopTimer()
	reportPerCommand(b, lines)
}

// BenchmarkServePlayUndoPipe is BenchmarkServePlayUndo through real OS
// pipes, with a goroutine writing the commands and another draining the
// replies, as an engine under a GUI would see them.
func BenchmarkServePlayUndoPipe(b *testing.B) {
	const lines = 100_000
	const perWrite = 500 // lines per write, as a GUI burst
	chunk := []byte(strings.Repeat("play b d4\nundo\n", perWrite/2))
	srv := benchServer()
	ctx := context.Background()
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		inR, inW, err := os.Pipe()
		if err != nil {
			b.Fatal(err)
		}
		outR, outW, err := os.Pipe()
		if err != nil {
			b.Fatal(err)
		}
		go func() {
			for n := 0; n < lines; n += perWrite {
				if _, err := inW.Write(chunk); err != nil {
					break
				}
			}
			inW.Close()
		}()
		drained := make(chan int64)
		go func() {
			n, _ := io.Copy(io.Discard, outR)
			drained <- n
		}()
		if err := srv.Serve(ctx, inR, outW); err != nil {
			b.Fatal(err)
		}
		outW.Close()
		if n := <-drained; n != int64(len("= \n\n")*lines) {
			b.Fatalf("%d bytes of replies, want %d", n, len("= \n\n")*lines)
		}
		inR.Close()
		outR.Close()
	}
	b.StopTimer()
	reportPerCommand(b, lines)
}

func reportPerCommand(b *testing.B, lines int) {
	n := float64(b.N) * float64(lines)
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/n, "ns/command")
	b.ReportMetric(n/b.Elapsed().Seconds(), "commands/s")
}
