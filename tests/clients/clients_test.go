// Package clients_test runs the Node client tests (Sabaki's @sabaki/gtp
// library attached to gtp-referee; its dead stones against
// @sabaki/deadstones and GNU Go; its SGF read by @sabaki/sgf) from go
// test. It skips, saying why, when node or tests/clients/node_modules is
// missing; CI installs them with "npm ci" in .ci/run.
package clients_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"testing"

	"github.com/gtp-referee/gtp-referee/sgf"
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

// TestSabakiReadsOurSGF writes game records with adversarial text (engine
// names and comments holding ']', '\', ':', line breaks of every kind,
// control characters, non-ASCII), a rectangular board, setup stones and
// passes through gtp-referee's SGF writer, and checks that Sabaki's parser
// (@sabaki/sgf) reads every property of every node as gtp-referee's parser
// does.
func TestSabakiReadsOurSGF(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node not found in PATH: skipping the Sabaki SGF check")
	}
	if _, err := os.Stat(filepath.Join("node_modules", "@sabaki", "sgf")); err != nil {
		t.Skip("tests/clients/node_modules missing: run 'npm ci' in tests/clients (CI does it in .ci/run)")
	}
	texts := []string{
		"Eng]ine\\x: 1.0]\\:beta", "a\\", "\\]", "line1\nline2", "lone\rCR", "crlf\r\nx", "lfcr\n\rx",
		"end\\\r\n", "tab\there", "nul\x00bell\x07esc\x1b[0m", "日本語 é \u2028", "", "  spaces  ",
	}
	dir := t.TempDir()
	want := map[string][]map[string][]string{}
	for i, text := range texts {
		root, err := sgf.NewGame(7, 13)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range []struct {
			id string
			v  []string
		}{
			{"PB", []string{text}}, {"PW", []string{text + "2"}}, {"AP", []string{"gtp-referee:" + text}},
			{"C", []string{text}}, {"AB", []string{"aa", "bb"}}, {"AW", []string{"gm"}}, {"PL", []string{"W"}},
		} {
			if err := root.SetProperty(p.id, p.v...); err != nil {
				t.Fatal(err)
			}
		}
		last := root
		for k, m := range []sgf.Move{{Colour: sgf.White, X: 3, Y: 12}, {Colour: sgf.Black, Pass: true}, {Colour: sgf.White, X: 6, Y: 0}} {
			if last, err = last.AddMove(m); err != nil {
				t.Fatal(err)
			}
			if k == 1 {
				if err := last.SetProperty("C", text); err != nil {
					t.Fatal(err)
				}
			}
		}
		data, err := sgf.NewCollection(root).Marshal()
		if err != nil {
			t.Fatal(err)
		}
		name := fmt.Sprintf("game-%d.sgf", i)
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
		c, err := sgf.Parse(data)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		for _, n := range c.Games[0].MainLineNodes() {
			props := map[string][]string{}
			for _, p := range n.Props {
				props[p.Ident] = append(props[p.Ident], p.Values...)
			}
			want[name] = append(want[name], props)
		}
	}
	js, err := json.Marshal(want)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "want.json"), js, 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(node, "sgf-values.js", dir).CombinedOutput()
	if err != nil {
		t.Fatalf("Sabaki reads our SGF otherwise: %v\n%s", err, out)
	}
}

// TestSabakiMainLineOfFlawedRecords: records that FF[4]'s grammar refuses
// but Sabaki reads (an empty variation, text after a variation, a move of
// one character) give the main line that Sabaki's parser (@sabaki/sgf)
// reads, as main-line.js prints it: gtp-referee's parser refused them
// all. (A node with several moves, B[ee]W[gg], is left out: gtp-referee
// plays them all, as GNU Go 3.8 does, where Sabaki keeps B's first.)
func TestSabakiMainLineOfFlawedRecords(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node not found in PATH: skipping the Sabaki SGF check")
	}
	if _, err := os.Stat(filepath.Join("node_modules", "@sabaki", "sgf")); err != nil {
		t.Skip("tests/clients/node_modules missing: run 'npm ci' in tests/clients (CI does it in .ci/run)")
	}
	texts := []string{
		"(;FF[4]GM[1]SZ[9];B[cc]()(;W[gg];B[dd]))",
		"(;FF[4]GM[1]SZ[9];B[cc];W[gg]()(;B[dd])(;B[ee]))",
		"(;FF[4]GM[1]SZ[9];B[cc](;W[gg];B[dd])())",
		"(;FF[4]GM[1]SZ[9];B[cc]();W[gg];B[dd])",
		"(;FF[4]GM[1]SZ[9];B[cc](;W[gg];B[dd])1(;W[ff]))",
		"(;FF[4]GM[1]SZ[9];B[cc](;W[gg];B[dd]).(;W[ff]))",
		"(;FF[4]GM[1]SZ[9];B[cc];W[e];B[dd])",
	}
	in, err := json.Marshal(texts)
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(node, "main-line.js")
	cmd.Stdin = bytes.NewReader(in)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("main-line.js: %v", err)
	}
	var want [][]string
	if err := json.Unmarshal(out, &want); err != nil || len(want) != len(texts) {
		t.Fatalf("main-line.js printed %q: %v", out, err)
	}
	for i, text := range texts {
		c, err := sgf.Parse([]byte(text))
		if err != nil {
			t.Errorf("%s: %v; Sabaki reads %q", text, err, want[i])
			continue
		}
		moves, err := c.Games[0].MainLine()
		if err != nil {
			t.Errorf("%s: %v; Sabaki reads %q", text, err, want[i])
			continue
		}
		got := []string{}
		for _, m := range moves {
			v := ""
			if !m.Pass {
				v, _ = sgf.PointString(sgf.Point{X: m.X, Y: m.Y})
			}
			got = append(got, m.Colour.String()+" "+v)
		}
		if !slices.Equal(got, want[i]) {
			t.Errorf("%s: main line %q, Sabaki's %q", text, got, want[i])
		}
	}
}
