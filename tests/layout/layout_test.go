// Package layout checks that ARCHITECTURE.md tells the truth about the
// module: every package is in its table, each imports only packages
// listed above it (dependencies flow one way), and where the table lists
// a package's imports, they are exactly the ones its code has.
package layout

import (
	"bufio"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

const module = "github.com/gtp-referee/gtp-referee"

// root is the repository's top directory, from this package's.
const root = "../.."

// row is one line of ARCHITECTURE.md's package table.
type row struct {
	pkgs []string // the packages the row names
	// imports are the packages the row says they import; any is set
	// where the row says "most of the above" or "everything", and sub
	// where it adds "its subpackages".
	imports  []string
	any, sub bool
}

var backticked = regexp.MustCompile("`([^`]+)`")

// table reads the package table of ARCHITECTURE.md.
func table(t *testing.T) []row {
	t.Helper()
	f, err := os.Open(filepath.Join(root, "ARCHITECTURE.md"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var rows []row
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		cells := strings.Split(sc.Text(), "|")
		if len(cells) < 5 || !strings.HasPrefix(strings.TrimSpace(cells[1]), "`") {
			continue
		}
		var r row
		for _, m := range backticked.FindAllStringSubmatch(cells[1], -1) {
			r.pkgs = append(r.pkgs, m[1])
		}
		imp := cells[len(cells)-2]
		r.any = strings.Contains(imp, "most of the above") || strings.Contains(imp, "everything")
		r.sub = strings.Contains(imp, "its subpackages")
		for _, m := range backticked.FindAllStringSubmatch(imp, -1) {
			r.imports = append(r.imports, m[1])
		}
		rows = append(rows, r)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if len(rows) < 10 {
		t.Fatalf("ARCHITECTURE.md: found %d table rows; is the table still there?", len(rows))
	}
	return rows
}

// packages returns every package directory of the module with Go code that
// is not a test (relative to root, slash-separated), and the module
// packages its non-test files import, outside tests/ (test code) and
// testdata.
func packages(t *testing.T) map[string][]string {
	t.Helper()
	pkgs := map[string][]string{}
	fset := token.NewFileSet()
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		rel = filepath.ToSlash(rel)
		if d.IsDir() {
			base := d.Name()
			if rel == "tests" || base == "testdata" || base == "node_modules" || rel != "." && strings.HasPrefix(base, ".") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(rel, ".go") || strings.HasSuffix(rel, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		dir := filepath.ToSlash(filepath.Dir(rel))
		imps := pkgs[dir]
		for _, s := range f.Imports {
			p := strings.Trim(s.Path.Value, `"`)
			if q, ok := strings.CutPrefix(p, module+"/"); ok && !slices.Contains(imps, q) {
				imps = append(imps, q)
			}
		}
		pkgs[dir] = imps
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return pkgs
}

// TestArchitectureTable: ARCHITECTURE.md's table against the code.
func TestArchitectureTable(t *testing.T) {
	rows := table(t)
	pkgs := packages(t)
	pos := map[string]int{}
	for i, r := range rows {
		for _, p := range r.pkgs {
			if _, dup := pos[p]; dup {
				t.Errorf("ARCHITECTURE.md lists %s twice", p)
			}
			pos[p] = i
		}
	}
	for p := range pkgs {
		if _, ok := pos[p]; !ok {
			t.Errorf("package %s is not in ARCHITECTURE.md's table", p)
		}
	}
	for p := range pos {
		if _, ok := pkgs[p]; !ok {
			t.Errorf("ARCHITECTURE.md lists %s, which is no package with code", p)
		}
	}
	for p, imps := range pkgs {
		i, ok := pos[p]
		if !ok {
			continue
		}
		r := rows[i]
		for _, q := range imps {
			j, ok := pos[q]
			switch {
			case !ok:
				// Reported above as a package missing from the table.
			case j >= i:
				t.Errorf("%s imports %s, which ARCHITECTURE.md lists at or below it: dependencies must flow one way", p, q)
			case !r.any && !slices.Contains(r.imports, q) && !(r.sub && strings.HasPrefix(q, p+"/")):
				t.Errorf("%s imports %s, which its row in ARCHITECTURE.md does not name", p, q)
			}
		}
		if r.any {
			continue
		}
		for _, q := range r.imports {
			if !slices.Contains(imps, q) {
				t.Errorf("ARCHITECTURE.md says %s imports %s; it does not", p, q)
			}
		}
	}
}
