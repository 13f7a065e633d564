package match

import (
	"strings"
	"testing"
)

// FuzzProgramLabel labels arbitrary command lines, split at NUL bytes into
// words: no panic, and the label is printable (no control character),
// as PB, PW and results.dat's cells need.
func FuzzProgramLabel(f *testing.F) {
	for _, s := range []string{
		"sh\x00-c\x00cd /opt && exec ./bot>log; echo done",
		"docker\x00run\x00-it\x00img:1\x00--gtp",
		"cmd\x00/c\x00cd C:\\x && bot.exe|more",
		"pwsh\x00-c\x00& 'a b.exe'; $x=1",
		"npx\x00-c\x00'",
		"uv\x00tool\x00run\x00-m",
		"perl\x00-I",
		"C:",
		"\\",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		label := ProgramLabel(strings.Split(s, "\x00"))
		if strings.IndexFunc(label, func(r rune) bool { return r < ' ' || r == 0x7f }) >= 0 {
			t.Errorf("%q: label %q holds a control character", s, label)
		}
	})
}
