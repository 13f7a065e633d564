package rules

import (
	"slices"
	"strings"
	"testing"
)

// FuzzNames reads arbitrary text as a preset name (Lookup), a kgs-rules
// argument (FromKGS) and an SGF RU value (FromSGF): no panic; whatever is
// accepted is one of the presets, whose name reads back to it through
// Lookup, whose RU value (SGFName) reads back to it through FromSGF, and
// whose kgs-rules name (KGS) reads back through FromKGS to a preset of the
// same kgs-rules name. Of ASCII text FromKGS accepts only the four names of
// the GTP command (chinese, aga, japanese, new_zealand, in any case, the
// last also spelled new-zealand).
func FuzzNames(f *testing.F) {
	for _, s := range append(Names(), "Chinese", "NZ", "tt", " Japanese ", "new_zealand", "GOE", "", "cn", "american", "tromp taylor") {
		f.Add(s)
	}
	names := Names()
	check := func(t *testing.T, how, s string, p Preset) {
		t.Helper()
		if !slices.Contains(names, p.Name) {
			t.Fatalf("%s(%q): unknown preset %q", how, s, p.Name)
		}
		if q, err := Lookup(p.Name); err != nil || q != p {
			t.Fatalf("%s(%q) = %q, which Lookup reads as %+v, %v", how, s, p.Name, q, err)
		}
		if q, ok := FromSGF(p.SGFName()); p.Name != "chinese" && (!ok || q != p) {
			t.Fatalf("%s(%q) = %q, whose RU[%s] reads back as %q, %v", how, s, p.Name, p.SGFName(), q.Name, ok)
		}
		if q, err := FromKGS(p.KGS()); err != nil || q.KGS() != p.KGS() {
			t.Fatalf("%s(%q) = %q, whose kgs-rules %s reads back as %q, %v", how, s, p.Name, p.KGS(), q.Name, err)
		}
	}
	f.Fuzz(func(t *testing.T, s string) {
		if p, err := Lookup(s); err == nil {
			check(t, "Lookup", s, p)
		}
		if p, ok := FromSGF(s); ok {
			check(t, "FromSGF", s, p)
		}
		p, err := FromKGS(s)
		kgs := false
		for _, n := range []string{"chinese", "aga", "japanese", "new_zealand", "new-zealand"} {
			kgs = kgs || strings.EqualFold(s, n)
		}
		if (err == nil) != kgs && !strings.ContainsFunc(s, func(r rune) bool { return r >= 0x80 }) {
			t.Fatalf("FromKGS(%q) = %q, %v", s, p.Name, err)
		}
		if err == nil {
			check(t, "FromKGS", s, p)
		}
	})
}
