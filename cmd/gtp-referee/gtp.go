package main

import (
	"context"
	"errors"
	"io"
)

// runGTP is replaced by the GTP engine front end.
func runGTP(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	return &exitError{code: 2, err: errors.New("gtp mode not built yet")}
}
