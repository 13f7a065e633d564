package match

import (
	"reflect"
	"testing"
)

func TestSplitCommand(t *testing.T) {
	for in, want := range map[string][]string{
		`gnugo --mode gtp --level 1`:    {"gnugo", "--mode", "gtp", "--level", "1"},
		`"/opt/my engine/bin" -x 'a b'`: {"/opt/my engine/bin", "-x", "a b"},
		`a\ b "c\"d" ''`:                {"a b", `c"d`, ""},
	} {
		got, err := SplitCommand(in)
		if err != nil || !reflect.DeepEqual(got, want) {
			t.Errorf("SplitCommand(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
	for _, bad := range []string{"", "  ", `"open`, `'open`} {
		if _, err := SplitCommand(bad); err == nil {
			t.Errorf("SplitCommand(%q) accepted", bad)
		}
	}
}
