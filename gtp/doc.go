// Package gtp implements the Go Text Protocol, version 2, on both sides of
// the wire, without any knowledge of the rules of Go.
//
// A [Server] reads commands from an [io.Reader] (normally standard input),
// frames and cleans them as the GTP specification and real clients require,
// dispatches them to registered [Handler] functions and writes well-formed
// replies to an [io.Writer] (normally standard output):
//
//	srv := gtp.NewServer(gtp.ServerOptions{})
//	srv.Register("name", func(ctx context.Context, req *gtp.Request) (string, error) {
//		return "example", nil
//	})
//	err := srv.Serve(ctx, os.Stdin, os.Stdout)
//
// Handlers return the response text or an error; an error becomes a "?"
// reply carrying err.Error(). Streaming handlers (analysis commands such as
// lz-analyze) call [Request.Open] to write the "=id" line at once, then
// [Request.Emit] for every line, and are stopped, through their context, as
// soon as new input arrives (any line, an empty one included). Long ordinary handlers (such
// as genmove) see their context cancelled with cause [ErrInterrupted] when
// GoGui sends a "# interrupt" line.
//
// A [Client] starts an engine process and drives it: [Client.Send] writes a
// numbered command and returns the reply text, or one of the typed errors
// [*EngineError], [ErrTimeout], [*CrashError] and [*ProtocolError].
package gtp
