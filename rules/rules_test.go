package rules

import (
	"strings"
	"testing"
)

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

// TestFromKataGo: the rules names KataGo's kata-set-rules reads
// (Rules::parseRules in its cpp/game/rules.cpp), mapped to the preset that
// plays the rule set KataGo gives each: "chineseogs" and "chinese_kgs" its
// chinese-ogs and chinese-kgs rules, "newzealand" and "new zealand" its
// nz rules, "tromp taylor" its tromp-taylor rules, "bga" and "french" its
// aga rules (situational superko, area, no suicide, N-1). The rule sets
// no preset plays are refused: stone scoring (a tax on every group), the
// button, Ing's (Tromp-Taylor's play with friendlyPassOk, where our
// tromp-taylor counts every stone alive).
func TestFromKataGo(t *testing.T) {
	for in, want := range map[string]string{
		"chinese": "chinese", "Japanese": "japanese", "korean": "korean", "aga": "aga",
		"chineseogs": "chinese-ogs", "chinese_ogs": "chinese-ogs", "ChineseKGS": "chinese-kgs",
		"nz": "new-zealand", "newzealand": "new-zealand", "new zealand": "new-zealand", "new_zealand": "new-zealand",
		"tromp-taylor": "tromp-taylor", "tromp taylor": "tromp-taylor", "TrompTaylor": "tromp-taylor",
		"bga": "aga", "French": "aga", "chinese-1988": "chinese-1988",
	} {
		if p, err := FromKataGo(in); err != nil || p.Name != want {
			t.Errorf("FromKataGo(%q) = %q, %v; want %q", in, p.Name, err, want)
		}
	}
	for _, in := range []string{"stone-scoring", "ancient-territory", "aga-button", "ing", "goe", "no-such-rules", ""} {
		if p, err := FromKataGo(in); err == nil {
			t.Errorf("FromKataGo(%q) = %q, want an error", in, p.Name)
		}
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

// TestExternalNames checks the forms sent to other engines: KataGo's JSON
// keys and values (ko SIMPLE/POSITIONAL/SITUATIONAL, scoring AREA/TERRITORY,
// tax NONE/SEKI, whiteHandicapBonus 0/N/N-1; no komi key, which KataGo's
// kata-set-rules refuses: "Unknown rules option: komi"; friendlyPassOk
// true, as KataGo's aga rules carry it) and the kgs-rules
// names of RULES.md section 5.
func TestExternalNames(t *testing.T) {
	want := `{"friendlyPassOk":true,"hasButton":false,"ko":"SITUATIONAL","scoring":"AREA","suicide":false,"tax":"NONE","whiteHandicapBonus":"N-1"}`
	if got := MustLookup("aga").KataGo(); got != want {
		t.Errorf("aga: %s\nwant %s", got, want)
	}
	jp := MustLookup("japanese").KataGo()
	for _, frag := range []string{`"ko":"SIMPLE"`, `"scoring":"TERRITORY"`, `"tax":"SEKI"`, `"whiteHandicapBonus":"0"`} {
		if !strings.Contains(jp, frag) {
			t.Errorf("japanese: %s lacks %s", jp, frag)
		}
	}
	for name, kgs := range map[string]string{"chinese-kgs": "chinese", "chinese-1988": "chinese", "aga": "aga", "japanese": "japanese", "korean": "japanese", "new-zealand": "new_zealand"} {
		if got := MustLookup(name).KGS(); got != kgs {
			t.Errorf("%s: kgs %q, want %q", name, got, kgs)
		}
	}
}

// TestFromSGF: RU values as SGF files write them map to presets (the FF[4]
// names, common ones and short forms); unknown and empty ones do not.
func TestFromSGF(t *testing.T) {
	checkFromSGF(t, map[string]string{
		"Chinese":      "chinese-1988",
		" chinese ":    "chinese-1988",
		"CN":           "chinese-1988",
		"Japanese":     "japanese",
		"jp":           "japanese",
		"Korean":       "korean",
		"AGA":          "aga",
		"NZ":           "new-zealand",
		"New Zealand":  "new-zealand",
		"Tromp-Taylor": "tromp-taylor",
		"chinese-kgs":  "chinese-kgs", // the presets' names, as our records write them
		"chinese-ogs":  "chinese-ogs",
		"chinese-1988": "chinese-1988",
		"aga":          "aga",
		"new-zealand":  "new-zealand",
		"GOE":          "",
		"":             "",
		"house rules":  "",
		// A name among words of free text (FF[4]'s RU is simpletext).
		"Japanese rules":    "japanese",
		"Chinese (1988)":    "chinese-1988",
		"AGA Rules":         "aga",
		"New Zealand rules": "new-zealand",
		"Korean rules 2001": "korean",
		"GOE rules":         "",
		"Japanese-style":    "japanese",
		"Chinese style":     "chinese-1988",
		"Japanese Go rules": "japanese",
		"Nihon Kiin":        "japanese", // the Japanese go association
		// A client's RU: the Chinese rules with simple ko, the
		// chinese preset (RULES.md section 5).
		"Chinese (simple ko)": "chinese",
		"Go rules":            "",
		"simple ko":           "",
		// The names of Chinese, Japanese and Korean records: the
		// country, with or without the word for rules (规则 and 規則 in
		// Chinese, ルール in Japanese, 규칙 in Korean).
		"中国规则":  "chinese-1988",
		"中國規則":  "chinese-1988",
		"中国":    "chinese-1988",
		"日本规则":  "japanese",
		"日本ルール": "japanese",
		"韩国规则":  "korean",
		"한국 규칙": "korean",
		"应氏规则":  "",
		// The style word (式, Korean 식), go (围棋, 圍棋, 囲碁, 바둑), the
		// association (棋院: the Nihon Ki-in, China's and Korea's),
		// competition (竞赛) and rules (also 規約, as in the title of
		// the Japanese rules of 1989, 日本囲碁規約; 中国围棋竞赛规则 is
		// the title of the Chinese rules), in that order.
		"中国式规则":               "chinese-1988",
		"中式":                  "chinese-1988",
		"中式规则":                "chinese-1988",
		"日式":                  "japanese",
		"日式规则":                "japanese",
		"日本式":                 "japanese",
		"韩式规则":                "korean",
		"한국식 룰":               "korean",
		"中国围棋竞赛规则":            "chinese-1988",
		"中國圍棋競賽規則":            "chinese-1988",
		"日本囲碁規約":              "japanese",
		"日本棋院":                "japanese",
		"한국기원":                "korean",
		"한국 바둑 규칙":            "korean",
		"中":                   "", // a short form only before 式
		"日规则":                 "",
		"中国规则式":               "", // out of order
		"规则中国":                "",
		"中国式式":                "",
		"日本語":                 "",
		"Japanese or Chinese": "",
		"rules":               "",
		"1988":                "",
	})
}

// TestFromSGFClauses: free text in clauses, one of which names the
// rules, the others the komi, names those rules: "Japanese rules, 6.5
// komi" is Japanese by its first clause (it was unknown: the words
// japanese and komi are no name); "Japanese rules; Chinese komi" too, a
// Chinese komi being a komi, not rules. Clauses that name two rule sets,
// or none, name none; "Chinese komi" alone stays unknown (the Chinese
// komi, 7.5, is played under other rules too). A clause is any value
// FromSGF reads alone: a Chinese, Japanese or Korean name ("中国规则, 7.5",
// 中国规则 being the Chinese rules as alone) and a KataGo rules string
// ("koSIMPLEscoreTERRITORYtaxSEKIsui0, 7 komi", Japanese as alone); those
// were unknown in a clause, only English words being read there. The
// full-width comma and semicolon (U+FF0C, U+FF1B), which CJK text
// writes, split clauses too ("中国规则，贴3又3/4子": the Chinese rules, the
// komi of 3 3/4 stones). "中国规则, Japanese" names two rule sets, none;
// it was Japanese, the CJK clause unread. A ',' between digits is a
// decimal comma, no separator (the KataGo komi7,5 stays none).
func TestFromSGFClauses(t *testing.T) {
	checkFromSGF(t, map[string]string{
		"中国规则, 7.5":                                  "chinese-1988",
		"中国规则，贴3又3/4子":                               "chinese-1988",
		"日本ルール; コミ6目半":                               "japanese",
		"한국 규칙, 덤 6.5":                               "korean",
		"中国规则, Chinese rules":                        "chinese-1988",
		"中国规则, Japanese":                             "",
		"koSIMPLEscoreTERRITORYtaxSEKIsui0, 7 komi":  "japanese",
		"7 komi; koPOSITIONALscoreAREAtaxNONEsui1":   "tromp-taylor",
		"koPOSITIONALscoreAREAtaxNONEsui1, Japanese": "",
		"koPOSITIONALscoreAREAtaxALLsui1, 7 komi":    "",
		"中国, 7.5":                                    "chinese-1988",
		"Chinese (1988, simple ko)":                  "chinese", // the whole value's words, as before clauses
		"Japanese, 6,5 komi":                         "japanese",
		"Japanese rules, 6.5 komi":                   "japanese",
		"Chinese; komi 7.5":                          "chinese-1988",
		"Japanese rules; Chinese komi":               "japanese",
		"6.5 komi, AGA rules":                        "aga",
		"Japanese, Chinese":                          "",
		"house rules, 5.5 komi":                      "",
		"Chinese komi":                               "",
		",":                                          "",
	})
}

// TestFromSGFKataGo: the RU of KataGo's records is its rules string
// (KataGo's Rules::toString: "ko" SIMPLE|POSITIONAL|SITUATIONAL, "score"
// AREA|TERRITORY, "tax" NONE|SEKI|ALL, "sui" 0|1, then "button", "whb"
// 0|N|N-1 and "fpok" where they differ from its Tromp-Taylor default, and
// maybe "komi"). Each maps to the preset that plays those rules, by the
// fields KataGo's parseRules gives its named rule sets and RULES.md
// section 5 gives the presets: japanese (SIMPLE, TERRITORY, SEKI, sui0,
// whb0), chinese (SIMPLE, AREA, NONE, sui0, whbN), chinese-ogs/kgs
// (POSITIONAL, AREA, NONE, sui0, whbN), aga (SITUATIONAL, AREA, NONE, sui0,
// whbN-1), new-zealand (SITUATIONAL, AREA, NONE, sui1, whb0) and
// tromp-taylor (POSITIONAL, AREA, NONE, sui1, whb0, no friendly pass).
// They were unknown, so such a record was counted under chinese-1988,
// by area even where KataGo counted territory. Rule sets no preset plays
// (a tax on every group, the button, GOE's friendly pass under
// Tromp-Taylor's rules, suicide with a handicap bonus) stay unknown.
func TestFromSGFKataGo(t *testing.T) {
	checkFromSGF(t, map[string]string{
		"koSIMPLEscoreTERRITORYtaxSEKIsui0":              "japanese",
		"koSIMPLEscoreTERRITORYsui0":                     "japanese", // tax SEKI by default under territory
		"koSIMPLEscoreAREAtaxNONEsui0whbNfpok1":          "chinese",
		"koPOSITIONALscoreAREAtaxNONEsui0whbNfpok1":      "chinese-kgs",
		"koSITUATIONALscoreAREAtaxNONEsui0whbN-1":        "aga",
		"koSITUATIONALscoreAREAtaxNONEsui1fpok1":         "new-zealand",
		"koPOSITIONALscoreAREAtaxNONEsui1":               "tromp-taylor",
		"koPOSITIONALscoreAREAtaxNONEsui1komi7.5":        "tromp-taylor",
		" kopositionalscoreareataxnonesui1 ":             "tromp-taylor",
		"koPOSITIONALscoreAREAtaxNONEsui1fpok1":          "", // GOE, Ing
		"koPOSITIONALscoreAREAtaxALLsui1":                "",
		"koSIMPLEscoreAREAtaxALLsui0":                    "", // stone scoring
		"koSITUATIONALscoreAREAtaxNONEsui0button1whbN-1": "",
		"koSIMPLEscoreTERRITORYtaxNONEsui0":              "",
		"koSIMPLEscoreAREAtaxNONEsui1whbN":               "",
		"koSPIGHTscoreAREAtaxNONEsui1":                   "",
		"koSIMPLEscoreAREA":                              "",
		"koSIMPLEkoSIMPLEscoreAREAsui0whbN":              "",
		"koSIMPLEscoreAREAsui0whbNxyz":                   "",
	})
}

// TestFromSGFKataGoKomi: the komi at the end of a KataGo rules string is
// a number (KataGo's parseRules reads the text up to the next letter as a
// float and refuses the whole string when it is none), so a string whose
// komi is no number is no KataGo string: none. It was read as the preset,
// the komi's text skipped unread.
func TestFromSGFKataGoKomi(t *testing.T) {
	checkFromSGF(t, map[string]string{
		"koPOSITIONALscoreAREAtaxNONEsui1komi7.5":   "tromp-taylor",
		"koPOSITIONALscoreAREAtaxNONEsui1komi-0.5":  "tromp-taylor",
		"koPOSITIONALscoreAREAtaxNONEsui1komi0":     "tromp-taylor",
		"koSIMPLEscoreTERRITORYkomi6.5taxSEKIsui0":  "japanese",
		"koPOSITIONALscoreAREAtaxNONEsui1komi-":     "",
		"koPOSITIONALscoreAREAtaxNONEsui1komi7.5.5": "",
		"koPOSITIONALscoreAREAtaxNONEsui1komi+-7":   "",
		"koPOSITIONALscoreAREAtaxNONEsui1komi7,5":   "",
		"koPOSITIONALscoreAREAtaxNONEsui1komi":      "",
		"koSIMPLEscoreTERRITORYkomi6.5?taxSEKIsui0": "",
	})
}

// TestFromSGFKataGoNames: KataGo's records name in RU the rule sets it
// knows by name, and write the rules string only for the others (its
// Rules::toStringNoKomiMaybeNice, as read in KataGo's cpp/game/rules.cpp:
// TrompTaylor, Japanese, Chinese, Chinese-OGS, AGA, StoneScoring,
// NewZealand). Each reads as the preset that plays it, Chinese as
// chinese-1988 as from any record, and StoneScoring (a tax on every group)
// as none. RU[NewZealand] was unknown, so KataGo's New Zealand games were
// counted under chinese-1988.
func TestFromSGFKataGoNames(t *testing.T) {
	checkFromSGF(t, map[string]string{
		"TrompTaylor":  "tromp-taylor",
		"Japanese":     "japanese",
		"Chinese":      "chinese-1988",
		"Chinese-OGS":  "chinese-ogs",
		"AGA":          "aga",
		"NewZealand":   "new-zealand",
		"StoneScoring": "",
	})
}

// TestSGFName: records carry FF[4]'s mandatory RU names for the rule sets
// it names (Japanese, AGA, NZ) and the presets' names otherwise; FromSGF
// reads every one back as its preset, but for "chinese", which reads as
// the 1988 rules (see FromSGF).
func TestSGFName(t *testing.T) {
	for name, want := range map[string]string{"japanese": "Japanese", "aga": "AGA", "new-zealand": "NZ", "korean": "korean", "chinese-1988": "chinese-1988"} {
		if got := MustLookup(name).SGFName(); got != want {
			t.Errorf("%s: RU %q, want %q", name, got, want)
		}
	}
	for _, name := range Names() {
		p := MustLookup(name)
		back, ok := FromSGF(p.SGFName())
		if name != "chinese" && (!ok || back.Name != name) {
			t.Errorf("%s: RU[%s] reads back as %q, %v", name, p.SGFName(), back.Name, ok)
		}
	}
}

// TestLookupASCIICase: preset names, read from GTP (kata-set-rules,
// kgs-rules) or the command line, match in ASCII case only: the capital I
// with a dot (U+0130), which Unicode lowers to "i", and the Kelvin sign
// (U+212A, lowered to "k") are no letters of a name, and a no-break space
// (U+00A0) is no blank around one. They were read as "chinese",
// "chinese-kgs" and "japanese".
func TestLookupASCIICase(t *testing.T) {
	for _, in := range []string{"ch\u0130nese", "\u00a0chinese\u00a0", "chinese-\u212ags", "CH\u0130NESE-1988"} {
		if p, err := Lookup(in); err == nil {
			t.Errorf("Lookup(%q) = %q, want an error", in, p.Name)
		}
	}
	for _, in := range []string{"ch\u0130nese", "japane\u017fe", "\u0130apanese"} {
		if p, err := FromKGS(in); err == nil {
			t.Errorf("FromKGS(%q) = %q, want an error", in, p.Name)
		}
	}
	for in, want := range map[string]string{"CHINESE": "chinese", "\tJapanese\t": "japanese", "New_Zealand": "new-zealand"} {
		if p, err := Lookup(in); err != nil || p.Name != want {
			t.Errorf("Lookup(%q) = %q, %v; want %q", in, p.Name, err, want)
		}
	}
	if p, err := FromKGS("JAPANESE"); err != nil || p.Name != "japanese" {
		t.Errorf("FromKGS(JAPANESE) = %q, %v", p.Name, err)
	}
}

// checkFromSGF checks FromSGF on each RU value of cases: the preset it
// names, "" for none.
func checkFromSGF(t *testing.T, cases map[string]string) {
	t.Helper()
	for ru, want := range cases {
		p, ok := FromSGF(ru)
		if ok != (want != "") || ok && p.Name != want {
			t.Errorf("FromSGF(%q) = %q, %v; want %q", ru, p.Name, ok, want)
		}
	}
}

// TestFromSGFCJKBesideWords: the ideographic comma (U+3001), with which
// Chinese and Japanese text separate the items of a list, separates
// clauses as ',' does, so "中国规则、7.5" reads as "中国规则, 7.5"
// (chinese-1988, TestFromSGFClauses); and a CJK name among English words
// in one clause is read as its own clause would be: "中国规则 Japanese"
// names two rule sets, so none, as "中国规则, Japanese" does; "中国规则
// (1988)" and "中国规则 Chinese" the one, as "中国规则" alone. Before, a
// clause was read as a CJK name only whole and "中国规则 Japanese" was
// japanese, "中国规则、7.5" unknown.
func TestFromSGFCJKBesideWords(t *testing.T) {
	checkFromSGF(t, map[string]string{
		"中国规则、7.5":           "chinese-1988",
		"日本ルール、コミ6目半":        "japanese",
		"中国规则 Japanese":      "",
		"中国规则Japanese":       "",
		"Japanese 中国规则":      "",
		"中国规则 (1988)":        "chinese-1988",
		"中国规则 Chinese":       "chinese-1988",
		"한국 규칙 Korean rules": "korean",
		"한국 규칙 Japanese":     "",
		"Japanese (日本棋院)":    "japanese",
		"Japanese、Chinese":   "",
		"中国规则 贴3又3/4子":       "chinese-1988",
		"rules：中国":           "chinese-1988",
		"中国规则 \xff Japanese": "",
		"\xff":               "",
	})
}
