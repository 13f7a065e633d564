package gtp_test

import (
	"strings"
	"testing"
)

// TestPresetDefaults starts the engine with each preset of RULES.md section
// 5 and checks what it reports and how it scores a handicap game:
//
//   - get_komi is the preset's komi column and kata-get-rules its ko,
//     scoring, suicide and handicap columns (tax SEKI for the presets that
//     do not count eyes in seki), and friendlyPassOk true under an area
//     count that judges the dead stones, as KataGo's chinese, aga and nz
//     rules carry it (its cpp/game/rules.cpp), false for tromp-taylor and
//     the territory presets, as KataGo's tromp-taylor and japanese;
//   - four free handicap stones on an empty 9x9 board, komi 0.5, two passes:
//     by area Black owns all 81 points, so final_score is B+(81 - 0.5 - c)
//     with the compensation c = N = 4 (Chinese presets), N-1 = 3 (aga) or 0
//     (tromp-taylor, new-zealand), section 2; by territory (japanese,
//     korean) Black has the 77 empty points and no compensation: B+76.5.
//     Hand counts.
func TestPresetDefaults(t *testing.T) {
	cases := []struct {
		name, komi, ko, scoring, suicide, tax, bonus, score, fpok string
	}{
		{"chinese-1988", "5.5", "POSITIONAL", "AREA", "false", "NONE", "N", "B+76.5", "true"},
		{"chinese", "7.5", "SIMPLE", "AREA", "false", "NONE", "N", "B+76.5", "true"},
		{"chinese-kgs", "7.5", "POSITIONAL", "AREA", "false", "NONE", "N", "B+76.5", "true"},
		{"chinese-ogs", "7.5", "POSITIONAL", "AREA", "false", "NONE", "N", "B+76.5", "true"},
		{"tromp-taylor", "7.5", "POSITIONAL", "AREA", "true", "NONE", "0", "B+80.5", "false"},
		{"japanese", "6.5", "SIMPLE", "TERRITORY", "false", "SEKI", "0", "B+76.5", "false"},
		{"korean", "6.5", "SIMPLE", "TERRITORY", "false", "SEKI", "0", "B+76.5", "false"},
		{"aga", "7.5", "SITUATIONAL", "AREA", "false", "NONE", "N-1", "B+77.5", "true"},
		{"new-zealand", "7", "SITUATIONAL", "AREA", "true", "NONE", "0", "B+80.5", "true"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			in := "get_komi\nkata-get-rules\nboardsize 9\nkomi 0.5\nset_free_handicap c3 g7 c7 g3\n" +
				"get_handicap\nplay w pass\nplay b pass\nfinal_score\n"
			out, errOut := runRaw(t, in, "gtp", "--rules", c.name)
			if errOut != "" {
				t.Errorf("stderr: %q", errOut)
			}
			// kata-get-rules has no komi key, as KataGo's
			// (toJsonStringNoKomi): get_komi gives it.
			rules := `{"friendlyPassOk":` + c.fpok + `,"hasButton":false,"ko":"` + c.ko +
				`","scoring":"` + c.scoring + `","suicide":` + c.suicide + `,"tax":"` + c.tax +
				`","whiteHandicapBonus":"` + c.bonus + `"}`
			want := []string{"= " + c.komi, "= " + rules, "= ", "= ", "= ", "= 4", "= ", "= ", "= " + c.score}
			got := strings.Split(strings.TrimSuffix(out, "\n\n"), "\n\n")
			if strings.Join(got, "|") != strings.Join(want, "|") {
				t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
			}
		})
	}
}

// TestKGSRulesPresets checks kgs-rules against RULES.md section 5
// ("kgs-rules chinese|aga|japanese|new_zealand maps to chinese-kgs, aga,
// japanese, new-zealand"): the rules kata-get-rules reports after each.
// The komi is the one in force (kgs-rules, like KataGo's kata-set-rules,
// leaves it alone: a server sends komi on its own).
func TestKGSRulesPresets(t *testing.T) {
	in := "komi 0.5\nkgs-rules chinese\nkata-get-rules\nkgs-rules aga\nkata-get-rules\n" +
		"kgs-rules japanese\nkata-get-rules\nkgs-rules new_zealand\nkata-get-rules\nget_komi\n"
	out, _ := runRaw(t, in)
	// friendlyPassOk as KataGo's chinese-kgs, aga, japanese and nz rules
	// carry it (its cpp/game/rules.cpp).
	const head, headFalse = `= {"friendlyPassOk":true,"hasButton":false,`, `= {"friendlyPassOk":false,"hasButton":false,`
	want := []string{"= ",
		"= ", head + `"ko":"POSITIONAL","scoring":"AREA","suicide":false,"tax":"NONE","whiteHandicapBonus":"N"}`,
		"= ", head + `"ko":"SITUATIONAL","scoring":"AREA","suicide":false,"tax":"NONE","whiteHandicapBonus":"N-1"}`,
		"= ", headFalse + `"ko":"SIMPLE","scoring":"TERRITORY","suicide":false,"tax":"SEKI","whiteHandicapBonus":"0"}`,
		"= ", head + `"ko":"SITUATIONAL","scoring":"AREA","suicide":true,"tax":"NONE","whiteHandicapBonus":"0"}`,
		"= 0.5",
	}
	got := strings.Split(strings.TrimSuffix(out, "\n\n"), "\n\n")
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
