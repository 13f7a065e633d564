package rules

import "testing"

// TestPresets checks the presets against the table of RULES.md section 5.
func TestPresets(t *testing.T) {
	cases := []struct {
		name    string
		ko      Ko
		scoring Scoring
		suicide bool
		h       Handicap
		komi    float64
	}{
		{"chinese-1988", KoPositional, Area, false, HandicapN, 5.5},
		{"chinese", KoSimple, Area, false, HandicapN, 7.5},
		{"chinese-kgs", KoPositional, Area, false, HandicapN, 7.5},
		{"chinese-ogs", KoPositional, Area, false, HandicapN, 7.5},
		{"tromp-taylor", KoPositional, Area, true, HandicapNone, 7.5},
		{"japanese", KoSimple, Territory, false, HandicapNone, 6.5},
		{"korean", KoSimple, Territory, false, HandicapNone, 6.5},
		{"aga", KoSituational, Area, false, HandicapNMinus, 7.5},
		{"new-zealand", KoSituational, Area, true, HandicapNone, 7.0},
	}
	if len(Names()) != len(cases) {
		t.Fatalf("%d presets, want %d", len(Names()), len(cases))
	}
	for _, c := range cases {
		p, err := Lookup(c.name)
		if err != nil {
			t.Fatal(err)
		}
		if p.Ko != c.ko || p.Scoring != c.scoring || p.SuicideLegal != c.suicide || p.Handicap != c.h || p.Komi != c.komi {
			t.Errorf("%s: %+v", c.name, p)
		}
	}
	if p := MustLookup("tromp-taylor"); !p.AllAlive {
		t.Error("tromp-taylor must count every stone alive")
	}
	if p := MustLookup(Default); p.Name != "chinese-1988" || !p.ChineseCount {
		t.Errorf("default preset %+v", p)
	}
}

func TestLookupSpellings(t *testing.T) {
	for in, want := range map[string]string{"Chinese-1988": "chinese-1988", "new_zealand": "new-zealand", " AGA ": "aga", "tt": "tromp-taylor"} {
		if p, err := Lookup(in); err != nil || p.Name != want {
			t.Errorf("Lookup(%q) = %q, %v; want %q", in, p.Name, err, want)
		}
	}
	if _, err := Lookup("ing"); err == nil {
		t.Error("unknown preset accepted")
	}
}

// TestKGS checks the kgs-rules mapping of RULES.md section 5.
func TestKGS(t *testing.T) {
	for in, want := range map[string]string{"chinese": "chinese-kgs", "aga": "aga", "japanese": "japanese", "new_zealand": "new-zealand"} {
		if p, err := FromKGS(in); err != nil || p.Name != want {
			t.Errorf("FromKGS(%q) = %q, %v; want %q", in, p.Name, err, want)
		}
	}
	if _, err := FromKGS("ing"); err == nil {
		t.Error("unknown kgs rules accepted")
	}
}

func TestHandicapPoints(t *testing.T) {
	if HandicapN.Points(4) != 4 || HandicapNMinus.Points(4) != 3 || HandicapNone.Points(4) != 0 || HandicapN.Points(1) != 0 {
		t.Error("handicap compensation differs from RULES.md section 2")
	}
}
