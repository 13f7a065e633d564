package gtpengine

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gtp-referee/gtp-referee/areacount"
	"github.com/gtp-referee/gtp-referee/rules"
)

// TestKataRulesKeepPreset: kata-set-rules with JSON that the current preset
// already plays keeps the preset's name, so the record
// still says which rules were played; several presets share the same
// settings (chinese-1988, chinese-kgs and chinese-ogs; japanese and korean,
// RULES.md section 5), and the first of them used to replace the current
// one. Settings that change the rules still take the first preset that
// plays them.
func TestKataRulesKeepPreset(t *testing.T) {
	for _, tc := range []struct{ cur, json, want string }{
		{"chinese-kgs", `{"ko":"POSITIONAL","scoring":"AREA","suicide":false,"whiteHandicapBonus":"N"}`, "chinese-kgs"},
		{"chinese-ogs", `{"ko":"POSITIONAL","scoring":"AREA","suicide":false,"whiteHandicapBonus":"N"}`, "chinese-ogs"},
		{"korean", `{"ko":"SIMPLE","scoring":"TERRITORY","suicide":false}`, "korean"},
		{"korean", `{"ko":"POSITIONAL","scoring":"AREA","suicide":false,"whiteHandicapBonus":"N","tax":"NONE"}`, "chinese-1988"},
	} {
		p, err := parseKataRules(tc.json, rules.MustLookup(tc.cur))
		if err != nil {
			t.Fatalf("%s %s: %v", tc.cur, tc.json, err)
		}
		if p.Name != tc.want {
			t.Errorf("%s then %s: preset %s, want %s", tc.cur, tc.json, p.Name, tc.want)
		}
	}
}

// TestKataRulesDefaults: a rule a JSON leaves out is KataGo's default for
// it, not the rule in force: KataGo's Rules::parseRules (cpp/game/rules.cpp)
// starts a JSON from Rules::getTrompTaylorish ("Default if not specified":
// ko POSITIONAL, scoring AREA, tax NONE, suicide true, no button,
// whiteHandicapBonus 0), then derives the tax from the scoring where no tax
// is given. From japanese, {"scoring":"AREA"} is those Tromp-Taylor rules,
// kata-get-rules answering as KataGo's kata-get-rules answers its
// tromp-taylor rules (cpp/tests/results/gtp/rules.txt.stdout, first reply);
// {"ko":"SIMPLE"} is them with simple ko, which no preset plays. Ours kept
// japanese's simple ko, suicide rule and compensation for the keys not
// given (custom rules with suicide false, both times).
func TestKataRulesDefaults(t *testing.T) {
	const tt = `{"friendlyPassOk":false,"hasButton":false,"ko":"POSITIONAL","scoring":"AREA","suicide":true,"tax":"NONE","whiteHandicapBonus":"0"}`
	for _, tc := range []struct{ json, want string }{
		{`{"scoring":"AREA"}`, tt},
		{`{}`, tt},
		{`{"ko":"SIMPLE"}`, `{"friendlyPassOk":false,"hasButton":false,"ko":"SIMPLE","scoring":"AREA","suicide":true,"tax":"NONE","whiteHandicapBonus":"0"}`},
	} {
		s := startSession(t, Options{Rules: "japanese"})
		s.ask(t, "kata-set-rules "+tc.json)
		if got := s.ask(t, "kata-get-rules"); got != tc.want {
			t.Errorf("japanese, then %s: kata-get-rules %s, want %s", tc.json, got, tc.want)
		}
	}
}

// TestKataRulesNull: a key given as JSON null is an error, which leaves
// the preset to the caller unchanged; decoding null used to give the zero
// value, suicide false, without a word.
func TestKataRulesNull(t *testing.T) {
	cur := rules.MustLookup("tromp-taylor")
	for _, key := range []string{"suicide", "ko", "scoring", "whiteHandicapBonus", "tax", "hasButton"} {
		json := `{"` + key + `":null}`
		p, err := parseKataRules(json, cur)
		if !errors.Is(err, errNull) {
			t.Errorf("%s: error %v, want %v", json, err, errNull)
		}
		if p != cur {
			t.Errorf("%s: preset %s, want %s", json, p.Name, cur.Name)
		}
	}
}

// TestKataSetRulesKomi: KataGo's kata-set-rules reads its rules without a
// komi (cpp/game/rules.cpp, Rules::parseRulesWithoutKomi, allowKomi false:
// a JSON "komi" key throws "Unknown rules option: komi", a legacy string's
// komi "Could not parse rules") and keeps the komi in force (CLIENTS.md
// section 2: "kata-set-rules keeps the current komi"); its kata-get-rules
// answers toJsonStringNoKomi, JSON without a komi key. Ours took the komi
// from both (the JSON one set komi 3.5 here) and wrote it in
// kata-get-rules, which KataGo's kata-set-rules then refused: the match
// referee sends that JSON to an engine that lists kata-set-rules, and
// KataGo kept its own rules. Now a komi is refused, rules and komi
// unchanged, and kata-get-rules' answer, without it, is taken back.
func TestKataSetRulesKomi(t *testing.T) {
	s := startSession(t, Options{Rules: "japanese"})
	s.ask(t, "komi 6.5")
	before := s.ask(t, "kata-get-rules")
	if strings.Contains(before, "komi") {
		t.Errorf("kata-get-rules = %s, want no komi key", before)
	}
	for _, cmd := range []string{
		`kata-set-rules {"ko":"SIMPLE","scoring":"AREA","komi":3.5}`,
		`kata-set-rules {"komi":3.5}`,
		"kata-set-rules koSIMPLEscoreAREAtaxNONEsui0whbNkomi3.5",
	} {
		if ok, got := s.reply(t, cmd); ok || !strings.Contains(got, "komi") {
			t.Errorf("%s: ok %v, %q; want a failure naming the komi", cmd, ok, got)
		}
		if got := s.ask(t, "get_komi"); got != "6.5" {
			t.Errorf("after %s: get_komi %s, want 6.5", cmd, got)
		}
		if got := s.ask(t, "kata-get-rules"); got != before {
			t.Errorf("after %s: kata-get-rules %s, want %s", cmd, got, before)
		}
	}
	s.ask(t, "kata-set-rules tromp-taylor")
	s.ask(t, "kata-set-rules "+before)
	if got := s.ask(t, "kata-get-rules"); got != before {
		t.Errorf("kata-set-rules of kata-get-rules' answer: %s, want %s", got, before)
	}
}

// TestParseKomi: a komi is a plain decimal number, with an exponent or
// not; Go's underscores and hexadecimal floats, which strconv.ParseFloat
// reads, are refused, as are Inf, NaN and a value beyond the float range.
func TestParseKomi(t *testing.T) {
	for s, want := range map[string]float64{
		"7.5": 7.5, "-3": -3, "0": 0, "+6.5": 6.5, ".5": 0.5, "6.": 6, "1e9": 1e9, "2.5E-1": 0.25, "-0.5e+1": -5,
	} {
		if got, err := ParseKomi(s); err != nil || got != want {
			t.Errorf("ParseKomi(%q) = %v, %v; want %v", s, got, err, want)
		}
	}
	for _, s := range []string{"1_000", "7_5", "0x1p-2", "0X10", "Inf", "-inf", "NaN", "1e400", "", "-", ".", "1e", "e5", "1.5.5", "7,5", " 7", "7 "} {
		if got, err := ParseKomi(s); err == nil {
			t.Errorf("ParseKomi(%q) = %v; want an error", s, got)
		}
	}
}

// TestRulesKeepSideToMove: kgs-rules and kata-set-rules change the rules
// and nothing else (CLIENTS.md section 2: they switch the preset; the
// position, history and komi stay), so the colour to move stays too, also
// where no move says it: a record whose last node says PL[W] after a
// White move (GNU Go 3.8's loadsgf answers "white" for it, as ours does),
// or a gogui-setup_player after moves. Changing the rules replays the
// game under the new preset, which used to give the move to the colour
// after the last move.
func TestRulesKeepSideToMove(t *testing.T) {
	path := filepath.Join(t.TempDir(), "pl.sgf")
	if err := os.WriteFile(path, []byte("(;GM[1]FF[4]SZ[9];B[ee];W[dd];PL[W])"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		setup []string
		want  string
	}{
		{[]string{"loadsgf " + path}, "white"},
		{[]string{"boardsize 9", "play b d4", "gogui-setup_player b"}, "black"},
	} {
		for _, cmd := range []string{"kgs-rules japanese", "kata-set-rules aga", `kata-set-rules {"ko":"SITUATIONAL"}`} {
			s := startSession(t, Options{})
			for _, c := range tc.setup {
				s.ask(t, c)
			}
			s.ask(t, cmd)
			if got := s.ask(t, "gogui-rules_side_to_move"); got != tc.want {
				t.Errorf("%v, %s: side to move %s, want %s", tc.setup, cmd, got, tc.want)
			}
		}
	}
}

// TestASCIICaseCommands: GTP's words are read in any ASCII case and only in
// ASCII case (CLIENTS.md section 1). GNU Go 3.8 answers "? invalid color
// or coordinate" to "play blacK d4" with the Kelvin sign (U+212A) for K and
// to "play b paſs" with the long s (U+017F), and "? invalid status" to
// "final_status_list alİve" with the capital I with a dot (U+0130); the
// look-alikes in preset names, time systems and KataGo's rule values are
// refused too, as unknown or unsupported values. Unicode's case mapping
// read each as its ASCII letter, so the colour, the pass, the rules and
// the clock were taken. Nothing changes the game.
func TestASCIICaseCommands(t *testing.T) {
	s := startSession(t, Options{Seed: 1, Width: 9})
	rulesBefore := s.ask(t, "kata-get-rules")
	for _, tc := range []struct{ cmd, want string }{
		{"play blac\u212a d4", "? syntax error: "},
		{"play b pa\u017fs", "? syntax error: "},
		{"final_status_list al\u0130ve", "? syntax error: "},
		{"kgs-time_settings canad\u0130an 0 10 10", "? syntax error: "},
		{"kgs-rules ch\u0130nese", "? unknown kgs rules"},
		{"kgs-rules japane\u017fe", "? unknown kgs rules"},
		{"kata-set-rules ch\u0130nese", "? unknown rules"},
		{`kata-set-rules {"ko":"\u017fimple"}`, "? unsupported ko rule"},
		{`kata-set-rules {"scoring":"TERR\u0130TORY"}`, "? unsupported scoring rule"},
		{`kata-set-rules {"tax":"\u017feki"}`, "? unsupported tax rule"},
	} {
		s.send(t, tc.cmd)
		got := s.next(t)
		if l := s.next(t); l != "" {
			t.Fatalf("%s: %q after the reply", tc.cmd, l)
		}
		if !strings.HasPrefix(got, tc.want) {
			t.Errorf("%s: %q, want %q...", tc.cmd, got, tc.want)
		}
	}
	if got := s.ask(t, "move_history"); got != "" {
		t.Errorf("move_history = %q, want none", got)
	}
	if got := s.ask(t, "kata-get-rules"); got != rulesBefore {
		t.Errorf("kata-get-rules = %q, want %q as before", got, rulesBefore)
	}
	// ASCII case is still free.
	for _, cmd := range []string{"play BLACK D4", "play White PASS", "kgs-rules JAPANESE", `kata-set-rules {"ko":"Simple"}`, "final_status_list ALIVE"} {
		s.ask(t, cmd)
	}
}

// TestEstimateScoreTerritory: estimate_score counts by the preset's
// scoring while whole areas are open too. 19x19, japanese, komi 0.5, nine
// fixed handicap stones, W C3, B D3: most of the board is open, so the
// estimate is the playouts' expectation. The same judgment counted by area
// (kata-set-rules changes only the scoring and tax; no compensation
// either way) must give Black nine points more: a territory count is the
// area count less every stone each side has put on the board (RULES.md
// section 5: territory plus prisoners; no capture here), and Black has put
// ten to White's one. Both estimates answered the area difference.
func TestEstimateScoreTerritory(t *testing.T) {
	s := startSession(t, Options{Seed: 1, Rules: "japanese"})
	for _, c := range []string{"boardsize 19", "komi 0.5", "fixed_handicap 9", "play w c3", "play b d3"} {
		s.ask(t, c)
	}
	margin := func() float64 {
		t.Helper()
		r := s.ask(t, "estimate_score")
		head, _, _ := strings.Cut(r, " ")
		m, ok := areacount.ParsePointsResult(head)
		if !ok {
			t.Fatalf("estimate_score %q", r)
		}
		return m
	}
	territory := margin()
	s.ask(t, `kata-set-rules {"scoring":"AREA","tax":"NONE"}`)
	area := margin()
	if area-territory != 9 {
		t.Errorf("estimate by territory B%+g, by area B%+g: want the area estimate 9 points more", territory, area)
	}
}

// TestKGSTimeSettingsArity: a kgs-time_settings with the wrong number of
// values says how many its time system takes, in the singular for
// absolute's one (its main time: KGS's kgs-time_settings absolute M) and
// the plural for byoyomi's three (main time, period, periods). It said
// "takes 1 arguments".
func TestKGSTimeSettingsArity(t *testing.T) {
	s := startSession(t, Options{Seed: 1, Width: 9})
	for _, tc := range []struct{ cmd, want string }{
		{"kgs-time_settings absolute", "? syntax error: kgs-time_settings absolute takes 1 argument"},
		{"kgs-time_settings absolute 300 30", "? syntax error: kgs-time_settings absolute takes 1 argument"},
		{"kgs-time_settings byoyomi 300 30", "? syntax error: kgs-time_settings byoyomi takes 3 arguments"},
	} {
		s.send(t, tc.cmd)
		got := s.next(t)
		if l := s.next(t); l != "" {
			t.Fatalf("%s: %q after the reply", tc.cmd, l)
		}
		if got != tc.want {
			t.Errorf("%s: %q, want %q", tc.cmd, got, tc.want)
		}
	}
}

// TestKataSetRulesLegacyString: kata-set-rules reads KataGo's legacy rules
// string (ko, score, tax, sui, whb, komi run together, the form KataGo's
// records write in RU), as KataGo's own parser does after its names and
// JSON, where a preset plays exactly those rules; it was "? unknown rules".
// A komi in the string is refused, as KataGo's kata-set-rules refuses it
// (TestKataSetRulesKomi). Settings no preset plays are still refused.
func TestKataSetRulesLegacyString(t *testing.T) {
	for _, tc := range []struct{ arg, ko, scoring string }{
		{"koSIMPLEscoreTERRITORYtaxSEKIsui0whb0", `"ko":"SIMPLE"`, `"scoring":"TERRITORY"`},
		{"koPOSITIONALscoreAREAtaxNONEsui1", `"ko":"POSITIONAL"`, `"scoring":"AREA"`},
		{"koSITUATIONALscoreAREAtaxNONEsui0whbN-1", `"ko":"SITUATIONAL"`, `"scoring":"AREA"`},
	} {
		s := startSession(t, Options{})
		if got := s.ask(t, "kata-set-rules "+tc.arg); got != "" {
			t.Errorf("kata-set-rules %s: %q, want an empty success", tc.arg, got)
		}
		got := s.ask(t, "kata-get-rules")
		for _, want := range []string{tc.ko, tc.scoring} {
			if !strings.Contains(got, want) {
				t.Errorf("kata-set-rules %s: kata-get-rules %s, want %s in it", tc.arg, got, want)
			}
		}
	}
	s := startSession(t, Options{})
	before := s.ask(t, "kata-get-rules")
	// Button rules: no preset has a button.
	if ok, got := s.reply(t, "kata-set-rules koSITUATIONALscoreAREAtaxNONEsui0button1whbN-1"); ok {
		t.Errorf("button rules: = %s, want a failure", got)
	}
	if got := s.ask(t, "kata-get-rules"); got != before {
		t.Errorf("after a refused string: %s, want %s", got, before)
	}
}

// TestKataSetRule: KataGo's kata-set-rule KEY VALUE, which clients written
// for KataGo send one rule at a time (its iOS app's "kata-set-rule
// friendlyPassOk false", "kata-set-rule ko SIMPLE", "kata-set-rule scoring
// AREA", "kata-set-rule tax NONE"), was an unknown command. KataGo's
// Rules::updateRules (cpp/game/rules.cpp) starts from the rules in force,
// trims the key and upper-cases the value, sets that one rule (ko, score
// or scoring, tax, suicide, hasButton, whiteHandicapBonus, friendlyPassOk)
// and throws "Unknown rules option" on any other key; its GTP handler
// wants exactly two arguments and keeps the komi
// (setRulesNotIncludingKomi). So the expected JSON below is the rules
// before with the one key changed, written by hand in kata-get-rules'
// key order: from chinese-1988, ko SIMPLE is the chinese preset's rules;
// from japanese, scoring AREA keeps the SEKI tax (updateRules does not
// derive it again, as a JSON without a tax does). friendlyPassOk is kept
// too: true from chinese-1988, KataGo's chinese-kgs rules, which carry it
// (its parseRules), false from japanese.
func TestKataSetRule(t *testing.T) {
	const (
		chineseSimple = `{"friendlyPassOk":true,"hasButton":false,"ko":"SIMPLE","scoring":"AREA","suicide":false,"tax":"NONE","whiteHandicapBonus":"N"}`
		japaneseArea  = `{"friendlyPassOk":false,"hasButton":false,"ko":"SIMPLE","scoring":"AREA","suicide":false,"tax":"SEKI","whiteHandicapBonus":"0"}`
		chineseSui    = `{"friendlyPassOk":true,"hasButton":false,"ko":"POSITIONAL","scoring":"AREA","suicide":true,"tax":"NONE","whiteHandicapBonus":"N"}`
	)
	for _, tc := range []struct{ preset, cmd, want string }{
		{"chinese-1988", "kata-set-rule ko SIMPLE", chineseSimple},
		{"chinese-1988", "kata-set-rule ko simple", chineseSimple},
		{"japanese", "kata-set-rule scoring AREA", japaneseArea},
		{"japanese", "kata-set-rule score area", japaneseArea},
		{"chinese-1988", "kata-set-rule suicide true", chineseSui},
	} {
		s := startSession(t, Options{Rules: tc.preset})
		s.ask(t, "komi 3.5")
		s.ask(t, tc.cmd)
		if got := s.ask(t, "kata-get-rules"); got != tc.want {
			t.Errorf("%s, then %s: kata-get-rules %s, want %s", tc.preset, tc.cmd, got, tc.want)
		}
		if got := s.ask(t, "get_komi"); got != "3.5" {
			t.Errorf("%s, then %s: get_komi %s, want 3.5", tc.preset, tc.cmd, got)
		}
	}
	s := startSession(t, Options{Rules: "japanese"})
	before := s.ask(t, "kata-get-rules")
	s.ask(t, "kata-set-rule friendlyPassOk false")
	for _, cmd := range []string{
		"kata-set-rule ko", "kata-set-rule ko SIMPLE extra", "kata-set-rule komi 7.5", "kata-set-rule foo bar",
		"kata-set-rule ko SUPER", "kata-set-rule suicide maybe", "kata-set-rule hasButton true",
	} {
		if ok, got := s.reply(t, cmd); ok {
			t.Errorf("%s: = %s, want a failure", cmd, got)
		}
	}
	if got := s.ask(t, "kata-get-rules"); got != before {
		t.Errorf("after friendlyPassOk and the failures: kata-get-rules %s, want %s", got, before)
	}
}

// TestKataRulesCustomJudgesDead: a "custom" rule set (one kata-set-rules
// gives that no preset plays) counts the same whatever preset was in force
// before, as kata-get-rules answers the same JSON for it: the custom rules
// reached from tromp-taylor kept its every-stone-alive count and counted
// W+22.5 with friendlyPassOk true, where the same rules reached from
// chinese counted W+7.5. Whether the count judges the dead stones is
// friendlyPassOk's (KataGo's default false where the JSON leaves it out:
// the board counted as it stands, as Tromp-Taylor's rules count it).
//
// The position, 7x7, komi 7.5, two passes: a Black wall on column C, a
// White wall on column E, and White's lone A4 inside Black's side. Hand
// count with A4 dead (it has Black's wall and edge around it and no room
// for two eyes): Black 7 stones + 13 empty points of columns A and B + A4
// = 21, White 7 stones + 14 empty points of columns F and G = 21, column
// D dame: 0 - 7.5 = W+7.5. Every stone alive: columns A and B touch both
// colours and are dame, Black 7, White 7 + A4 + 14 = 22: W+22.5.
func TestKataRulesCustomJudgesDead(t *testing.T) {
	for _, tc := range []struct{ json, score, dead string }{
		{`{"ko":"SIMPLE","scoring":"AREA","suicide":true,"friendlyPassOk":true}`, "W+7.5", "A4"},
		{`{"ko":"SIMPLE","scoring":"AREA","suicide":true}`, "W+22.5", ""},
	} {
		for _, from := range []string{"tromp-taylor", "chinese", "new-zealand"} {
			s := startSession(t, Options{Rules: from, Width: 7, Height: 7, Komi: 7.5, KomiSet: true})
			s.ask(t, "kata-set-rules "+tc.json)
			for i := 1; i <= 7; i++ {
				s.ask(t, "play b c"+string(rune('0'+i)))
				s.ask(t, "play w e"+string(rune('0'+i)))
			}
			s.ask(t, "play w a4")
			s.ask(t, "play b pass")
			s.ask(t, "play w pass")
			if got := s.ask(t, "final_score"); got != tc.score {
				t.Errorf("from %s, %s: final_score %s, want %s", from, tc.json, got, tc.score)
			}
			if got := s.ask(t, "final_status_list dead"); got != tc.dead {
				t.Errorf("from %s, %s: dead %q, want %q", from, tc.json, got, tc.dead)
			}
		}
	}
}

// TestKataRulesCustomWording: a "custom" rule set words its result the
// same whatever preset was in force before, as the same kata-get-rules
// JSON names the same rules: in points, the Chinese count in stones
// being the Chinese presets' (RULES.md section 5). After
// {"ko":"SIMPLE"} (area, multi-stone suicide legal, no compensation: no
// preset) gogui-rules_final_result said "Black 81 stones, wins by 36 3/4
// stones (B+73.5)" from chinese and "B+73.5" from japanese. The
// position: 9x9, Black's lone E5, komi 7.5, two passes: 81 - 7.5 =
// B+73.5.
func TestKataRulesCustomWording(t *testing.T) {
	for _, from := range []string{"chinese", "chinese-1988", "japanese", "tromp-taylor"} {
		s := startSession(t, Options{Rules: from, Width: 9, Height: 9, Komi: 7.5, KomiSet: true})
		s.ask(t, `kata-set-rules {"ko":"SIMPLE"}`)
		s.ask(t, "play b e5")
		s.ask(t, "play w pass")
		s.ask(t, "play b pass")
		if got := s.ask(t, "gogui-rules_final_result"); got != "B+73.5" {
			t.Errorf("from %s, custom rules: gogui-rules_final_result %q, want B+73.5", from, got)
		}
	}
}

// TestFriendlyPassOk: kata-get-rules reported "friendlyPassOk":false under
// every preset, and after kata-set-rule friendlyPassOk true or a
// kata-set-rules JSON with it true, which changed nothing. KataGo's named
// rules (parseRules in its cpp/game/rules.cpp) carry true for chinese,
// chinese-kgs/ogs, aga and nz, false for tromp-taylor (and for japanese
// and korean, whose territory count it plays no part in); false says the
// board is counted as it stands, dead stones and all, true that a pass
// leaving them costs nothing. Under area scoring it is now our count's
// rule: 5x5, komi 0, Black on column C, White on column D and a lone
// White stone at A3, both passed. Judged (true): A3 is dead, Black 15
// points (columns A to C), White 10, B+5, as GNU Go 3.8 counts it
// (gnugo --mode gtp --chinese-rules, final_score: B+5.0). Every stone
// alive (false): A3 counts for White, and the empty points of columns A
// and B, touching both colours, are dame: Black 5, White 5 + 5 (column E)
// + 1, W+6.
func TestFriendlyPassOk(t *testing.T) {
	for preset, want := range map[string]bool{
		"chinese-1988": true, "chinese": true, "chinese-kgs": true, "chinese-ogs": true, "aga": true,
		"new-zealand": true, "tromp-taylor": false, "japanese": false, "korean": false,
	} {
		s := startSession(t, Options{Rules: preset})
		if got := s.ask(t, "kata-get-rules"); !strings.Contains(got, fmt.Sprintf(`"friendlyPassOk":%v,`, want)) {
			t.Errorf("%s: kata-get-rules %s, want friendlyPassOk %v", preset, got, want)
		}
	}
	s := startSession(t, Options{Rules: "chinese"})
	for _, cmd := range []string{"boardsize 5", "clear_board", "komi 0",
		"play b c1", "play w d1", "play b c2", "play w d2", "play b c3", "play w d3", "play b c4", "play w d4",
		"play b c5", "play w d5", "play w a3", "play b pass", "play w pass"} {
		s.ask(t, cmd)
	}
	for _, tc := range []struct{ cmd, fpok, score string }{
		{"kata-set-rules chinese", "true", "B+5"},
		{"kata-set-rule friendlyPassOk false", "false", "W+6"},
		{"kata-set-rule friendlyPassOk true", "true", "B+5"},
		{"kata-set-rules tromp-taylor", "false", "W+6"},
		{"kata-set-rule friendlyPassOk true", "true", "B+5"},
		{`kata-set-rules {"ko":"SIMPLE","scoring":"AREA","suicide":false,"whiteHandicapBonus":"N","friendlyPassOk":false}`, "false", "W+6"},
		{`kata-set-rules {"ko":"POSITIONAL","scoring":"AREA","suicide":true,"friendlyPassOk":true}`, "true", "B+5"},
	} {
		s.ask(t, tc.cmd)
		if got := s.ask(t, "kata-get-rules"); !strings.Contains(got, `"friendlyPassOk":`+tc.fpok+`,`) {
			t.Errorf("%s: kata-get-rules %s, want friendlyPassOk %s", tc.cmd, got, tc.fpok)
		}
		if got := s.ask(t, "final_score"); got != tc.score {
			t.Errorf("%s: final_score %s, want %s", tc.cmd, got, tc.score)
		}
	}
	// Play honours it: White has passed in that position (before its
	// own pass), Black to move. Judged, a pass ends the game B+5: genmove
	// passes. Every stone alive, a pass loses it W+6: Black must play on
	// (and capture A3).
	for _, tc := range []struct{ fpok, want string }{{"true", "PASS"}, {"false", ""}} {
		s := startSession(t, Options{Rules: "chinese", MovePlayouts: 2000, Seed: 1})
		for _, cmd := range []string{"boardsize 5", "clear_board", "komi 0",
			"play b c1", "play w d1", "play b c2", "play w d2", "play b c3", "play w d3", "play b c4", "play w d4",
			"play b c5", "play w d5", "play w a3", "play w pass", "kata-set-rule friendlyPassOk " + tc.fpok} {
			s.ask(t, cmd)
		}
		got := s.ask(t, "genmove b")
		if tc.want == "PASS" && got != "PASS" || tc.want == "" && (got == "PASS" || got == "resign") {
			t.Errorf("friendlyPassOk %s: genmove b %s, want %s", tc.fpok, got, map[string]string{"PASS": "PASS", "": "a move"}[tc.want])
		}
	}
}
