// Package clients_test runs the Node client tests (Sabaki's @sabaki/gtp
// library attached to gtp-referee; its dead stones against
// @sabaki/deadstones and GNU Go) from go test. It skips, saying why, when
// node or tests/clients/node_modules is missing; CI installs them with
// "npm ci" in .ci/run.
package clients_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

func TestSabakiClient(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node not found in PATH: skipping the Sabaki client tests")
	}
	if _, err := os.Stat(filepath.Join("node_modules", "@sabaki", "gtp")); err != nil {
		t.Skip("tests/clients/node_modules missing: run 'npm ci' in tests/clients (CI does it in .ci/run)")
	}
	bin := filepath.Join(t.TempDir(), "gtp-referee")
	out, err := exec.Command("go", "build", "-o", bin, "github.com/gtp-referee/gtp-referee/cmd/gtp-referee").CombinedOutput()
	if err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	cmd := exec.Command(node, "--test", "sabaki.test.js", "deadstones.test.js")
	cmd.Env = append(os.Environ(), "GTP_REFEREE_BIN="+bin)
	out, err = cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("node --test failed: %v\n%s", err, out)
	}
	t.Logf("%s", out)
}
