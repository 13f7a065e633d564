// Package rules describes the rule sets the referee applies, as data: the ko
// rule, the scoring method, whether multi-stone suicide is legal, the
// handicap compensation and the default komi of each preset of RULES.md
// section 5. Nothing here plays or counts; the board, the game and the
// counter read these values.
package rules

import (
	"encoding/json"
	"fmt"
	"iter"
	"math"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/gtp-referee/gtp-referee/geom"
)

// Ko is a ko rule.
type Ko uint8

// The ko rules.
const (
	// KoSimple forbids recreating the position before the opponent's last
	// move; a position that recurs a third time with the same player to
	// move ends the game with no result.
	KoSimple Ko = iota
	// KoPositional forbids recreating any earlier board position.
	KoPositional
	// KoSituational forbids recreating an earlier position with the same
	// player to move.
	KoSituational
)

// String returns the name used by kata-get-rules: SIMPLE, POSITIONAL or
// SITUATIONAL.
func (k Ko) String() string {
	switch k {
	case KoPositional:
		return "POSITIONAL"
	case KoSituational:
		return "SITUATIONAL"
	}
	return "SIMPLE"
}

// Scoring is a scoring method.
type Scoring uint8

// The scoring methods.
const (
	// Area counts stones plus surrounded empty points (Chinese counting).
	Area Scoring = iota
	// Territory counts surrounded empty points plus prisoners (Japanese).
	Territory
)

// String returns "AREA" or "TERRITORY".
func (s Scoring) String() string {
	if s == Territory {
		return "TERRITORY"
	}
	return "AREA"
}

// Handicap is a handicap compensation rule: how many points White receives
// for n handicap stones.
type Handicap uint8

// The handicap compensation rules.
const (
	HandicapNone   Handicap = iota // 0 points
	HandicapN                      // n points (Chinese practice)
	HandicapNMinus                 // n-1 points (AGA)
)

// Points returns White's compensation in points for n handicap stones.
func (h Handicap) Points(n int) float64 {
	if n < 2 {
		return 0
	}
	switch h {
	case HandicapN:
		return float64(n)
	case HandicapNMinus:
		return float64(n - 1)
	}
	return 0
}

// String returns "NONE", "N" or "N-1".
func (h Handicap) String() string {
	switch h {
	case HandicapN:
		return "N"
	case HandicapNMinus:
		return "N-1"
	}
	return "NONE"
}

// Preset is a named rule set.
type Preset struct {
	Name         string
	Ko           Ko
	Scoring      Scoring
	SuicideLegal bool     // multi-stone suicide; single-stone suicide is never legal
	Handicap     Handicap // compensation for White
	Komi         float64  // default komi in points
	// AllAlive means every stone on the board counts as alive at the end
	// (Tromp-Taylor): no dead-stone removal.
	AllAlive bool
	// ChineseCount reports results also in stones against the baseline of
	// half the board (1988 Chinese rules).
	ChineseCount bool
	// SekiEyesUncounted is the Japanese rule that eyes in seki are not
	// territory.
	SekiEyesUncounted bool
}

var presets = []Preset{
	{Name: "chinese-1988", Ko: KoPositional, Scoring: Area, Handicap: HandicapN, Komi: 5.5, ChineseCount: true},
	{Name: "chinese", Ko: KoSimple, Scoring: Area, Handicap: HandicapN, Komi: 7.5, ChineseCount: true},
	{Name: "chinese-kgs", Ko: KoPositional, Scoring: Area, Handicap: HandicapN, Komi: 7.5, ChineseCount: true},
	{Name: "chinese-ogs", Ko: KoPositional, Scoring: Area, Handicap: HandicapN, Komi: 7.5, ChineseCount: true},
	{Name: "tromp-taylor", Ko: KoPositional, Scoring: Area, SuicideLegal: true, Handicap: HandicapNone, Komi: 7.5, AllAlive: true},
	{Name: "japanese", Ko: KoSimple, Scoring: Territory, Handicap: HandicapNone, Komi: 6.5, SekiEyesUncounted: true},
	{Name: "korean", Ko: KoSimple, Scoring: Territory, Handicap: HandicapNone, Komi: 6.5, SekiEyesUncounted: true},
	{Name: "aga", Ko: KoSituational, Scoring: Area, Handicap: HandicapNMinus, Komi: 7.5},
	{Name: "new-zealand", Ko: KoSituational, Scoring: Area, SuicideLegal: true, Handicap: HandicapNone, Komi: 7.0},
}

// Default is the name of the default preset.
const Default = "chinese-1988"

// HandicapKomi is the komi of a handicap game when none is given (a match
// with --handicap and no --komi, a record with HA and no KM): half a point,
// as GNU Go 3.8 reads such a record and KGS sets it; the handicap
// compensation of the preset comes on top. A preset's Komi is that of an
// even game.
const HandicapKomi = 0.5

// asciiSpace is the white space trimmed from a name: GTP's and the command
// line's, none of Unicode's other spaces.
const asciiSpace = " \t\n\v\f\r"

// Lookup returns the preset with the given name. Names are matched without
// regard to ASCII case (a look-alike such as the capital I with a dot,
// U+0130, is no "i"), and "_" may stand for "-" ("new_zealand").
func Lookup(name string) (Preset, error) {
	n := strings.ReplaceAll(geom.LowerASCII(strings.Trim(name, asciiSpace)), "_", "-")
	switch n {
	case "tromptaylor", "tt":
		n = "tromp-taylor"
	case "nz":
		n = "new-zealand"
	}
	for _, p := range presets {
		if p.Name == n {
			return p, nil
		}
	}
	return Preset{}, fmt.Errorf("unknown rules %q (known: %s)", name, strings.Join(Names(), ", "))
}

// MustLookup is Lookup for a name known to exist; it panics otherwise.
func MustLookup(name string) Preset {
	p, err := Lookup(name)
	if err != nil {
		panic(err)
	}
	return p
}

// Names returns the preset names in a stable order.
func Names() []string {
	out := make([]string, len(presets))
	for i, p := range presets {
		out[i] = p.Name
	}
	return out
}

// FromKGS maps a kgs-rules argument (chinese, aga, japanese, new_zealand) to
// a preset.
func FromKGS(name string) (Preset, error) {
	switch geom.LowerASCII(name) {
	case "chinese":
		return Lookup("chinese-kgs")
	case "aga":
		return Lookup("aga")
	case "japanese":
		return Lookup("japanese")
	case "new_zealand", "new-zealand":
		return Lookup("new-zealand")
	}
	return Preset{}, fmt.Errorf("unknown kgs rules %q", name)
}

// FromKataGo maps a rules name of KataGo's kata-set-rules to a preset:
// the presets' own names (Lookup), and the other spellings KataGo's
// Rules::parseRules reads for rule sets that a preset plays, in ASCII
// case and with the blanks, '-' and '_' it allows or leaves out
// ("chineseogs", "chinese_kgs", "newzealand", "new zealand",
// "tromp taylor"), and "bga" and "french", which KataGo plays as its
// "aga" rules (situational superko, area, N-1). The KataGo rule sets that
// no preset plays are refused, naming what is missing: "stone-scoring"
// and the "ancient" ones (a tax on every group), "aga-button" (the
// button), "goe" and "ing" (Tromp-Taylor's play with the dead stones
// judged, where the tromp-taylor preset counts every stone alive).
func FromKataGo(name string) (Preset, error) {
	if p, err := Lookup(name); err == nil {
		return p, nil
	}
	n := strings.NewReplacer("_", "", "-", "", " ", "").Replace(geom.LowerASCII(strings.Trim(name, asciiSpace)))
	switch n {
	case "chineseogs":
		return Lookup("chinese-ogs")
	case "chinesekgs":
		return Lookup("chinese-kgs")
	case "newzealand":
		return Lookup("new-zealand")
	case "tromptaylor":
		return Lookup("tromp-taylor")
	case "bga", "french":
		return Lookup("aga")
	case "stonescoring", "ancientarea", "ancientterritory":
		return Preset{}, fmt.Errorf("unsupported rules %q: KataGo's %s rules tax every group, which no preset does", name, n)
	case "agabutton":
		return Preset{}, fmt.Errorf("unsupported rules %q: button rules are not supported", name)
	case "goe", "ing":
		return Preset{}, fmt.Errorf("unsupported rules %q: no preset judges dead stones under Tromp-Taylor's play (tromp-taylor counts every stone alive)", name)
	}
	return Lookup(name) // its error names the presets
}

// FromSGF maps the value of an SGF RU property to a preset: the FF[4]
// names (Japanese, AGA, NZ), the common ones (Chinese, Korean,
// Tromp-Taylor, and the short forms cn, jp, kr) and the names of the
// presets, which our records write (chinese-kgs, chinese-ogs, ...), also
// among words such as "rules" and a year ("Japanese rules", "Chinese
// (1988)"), and what KataGo's records write: the names it gives the rule
// sets it knows (NewZealand, TrompTaylor, Chinese-OGS, AGA, Japanese,
// Chinese) and its rules strings for the others
// (koSIMPLEscoreAREAtaxNONEsui0whbN: fromKataGoString).
// The names Chinese, Japanese and Korean records write are read too
// (中国规则, 日本ルール, 한국 규칙, 日式, 中国围棋竞赛规则: fromCJKName), and
// "Chinese (simple ko)" is the chinese preset; in clauses (split at ','
// and ';', their full-width forms or '、'), the one clause that names rules,
// in any of those ways, does ("Japanese rules, 6.5 komi", "中国规则, 7.5",
// "koSIMPLEscoreTERRITORYtaxSEKIsui0, 7 komi"), unless another names
// other rules; so does a CJK name among a clause's other words, "中国规则
// (1988)", unless they name other rules ("中国规则 Japanese": none).
// Chinese maps to the 1988 rules, as most records that say Chinese were
// counted by them; so does our own "chinese" preset's name, the one name
// that does not read back. The second result is false for an empty or
// unknown value (GOE, Ing, free text), for which the caller keeps its own
// default.
func FromSGF(ru string) (Preset, bool) {
	if p, ok := fromSGFNamed(ru); ok {
		return p, true
	}
	// Clauses, one of which names the rules as a whole value would:
	// "Japanese rules, 6.5 komi", "Japanese rules; Chinese komi" (komi,
	// no rules), "中国规则，贴3又3/4子", "koSIMPLEscoreTERRITORYtaxSEKIsui0,
	// 7 komi". Two clauses that name different rules name none; else the
	// English words of the whole value, read first before there were
	// clauses ("Chinese (1988, simple ko)": chinese), go before a clause.
	var found *Preset
	for _, clause := range clauses(ru) {
		p, ok, mixed := fromSGFValue(clause)
		switch {
		case mixed:
			return Preset{}, false
		case !ok:
		case found == nil:
			found = &p
		case found.Name != p.Name:
			return Preset{}, false
		}
	}
	if p, ok := fromFreeText(normalSGFName(ru)); ok {
		return p, true
	}
	if found == nil {
		return Preset{}, false
	}
	return *found, true
}

// normalSGFName is an RU value as fromSGFName and fromFreeText read it:
// trimmed, in lower case, with '-' for '_' and blanks.
func normalSGFName(ru string) string {
	n := strings.ToLower(strings.TrimSpace(ru))
	return strings.NewReplacer("_", "-", " ", "-").Replace(n)
}

// clauses splits an RU value at ',' and ';', their full-width forms
// (U+FF0C, U+FF1B) and the ideographic comma (U+3001, "中国规则、7.5"),
// which CJK text writes, but at a decimal comma, a ',' between two digits
// ("6,5 komi", "komi7,5"), into the clauses of FromSGF's free text.
func clauses(ru string) []string {
	var out []string
	start := 0
	for i, r := range ru {
		switch r {
		case ',':
			if i > 0 && isDigit(ru[i-1]) && i+1 < len(ru) && isDigit(ru[i+1]) {
				continue
			}
		case ';', '，', '；', '、':
		default:
			continue
		}
		out = append(out, ru[start:i])
		start = i + utf8.RuneLen(r)
	}
	return append(out, ru[start:])
}

// isDigit tells an ASCII digit.
func isDigit(b byte) bool { return b >= '0' && b <= '9' }

// fromSGFValue is FromSGF for one clause: a name, a KataGo rules string,
// a CJK name or English free text, or free text that holds a CJK name
// beside English words (cjkNames): "中国规则 (1988)" is chinese-1988.
// mixed is true where the clause names two rule sets, "中国规则 Japanese":
// it names none.
func fromSGFValue(ru string) (p Preset, ok, mixed bool) {
	if p, ok := fromSGFNamed(ru); ok {
		return p, true, false
	}
	p, ok = fromFreeText(normalSGFName(ru))
	for c := range cjkNames(ru) {
		switch {
		case !ok:
			p, ok = c, true
		case c.Name != p.Name:
			return Preset{}, false, true
		}
	}
	return p, ok, false
}

// cjkNames yields the rules that each word of non-ASCII letters in s
// names (fromCJKName; a word ends at anything else, a blank, a digit or
// punctuation), where s also holds other text: "中国规则 Japanese" and
// "中国规则 贴3又3/4子" yield chinese-1988, "한국 규칙" korean (한국 alone
// names it). Invalid UTF-8 ends a word too.
func cjkNames(s string) iter.Seq[Preset] {
	return func(yield func(Preset) bool) {
		start := -1 // the current word's start
		for i := 0; i <= len(s); {
			r, n := utf8.RuneError, 1
			if i < len(s) {
				r, n = utf8.DecodeRuneInString(s[i:])
			}
			if r >= utf8.RuneSelf && r != utf8.RuneError && unicode.IsLetter(r) {
				if start < 0 {
					start = i
				}
			} else if start >= 0 {
				if p, ok := fromCJKName(s[start:i]); ok && !yield(p) {
					return
				}
				start = -1
			}
			i += n
		}
	}
}

// fromSGFNamed reads an RU value that is a name as a whole: a name
// (fromSGFName), a KataGo rules string or a CJK name.
func fromSGFNamed(ru string) (Preset, bool) {
	if p, ok := fromSGFName(normalSGFName(ru)); ok {
		return p, true
	}
	if p, _, ok := FromKataGoString(ru); ok {
		return p, true
	}
	return fromCJKName(strings.TrimSpace(ru))
}

// fromFreeText reads free text around a name, n as FromSGF lowers it:
// "Japanese rules", "Chinese (1988)", "New Zealand rules",
// "Japanese-style", "Japanese Go rules": its words, less "rules", "style",
// "go" and years, as a name.
func fromFreeText(n string) (Preset, bool) {
	var words []string
	for _, w := range strings.FieldsFunc(n, func(r rune) bool { return r < 'a' || r > 'z' }) {
		if w != "rules" && w != "rule" && w != "style" && w != "go" {
			words = append(words, w)
		}
	}
	if len(words) == 0 {
		return Preset{}, false
	}
	return fromSGFName(strings.Join(words, "-"))
}

// FromKataGoString maps the rules string that KataGo writes in the RU of
// its game records, and reads in kata-set-rules as its legacy format (koSIMPLEscoreTERRITORYtaxSEKIsui0,
// koPOSITIONALscoreAREAtaxNONEsui1, ...: ko, score and tax, sui, then
// button, whb and fpok where they differ from Tromp-Taylor's, and komi)
// to the preset that plays exactly those rules: the ko rule, the
// scoring, the tax (none, or the seki eyes of a territory count), the
// suicide rule, no button, and the handicap compensation (whb; 0 when
// absent). Friendly passes (fpok1) matter only to the tromp-taylor
// preset, which counts every stone alive, as KataGo's GOE and Ing rules,
// the same but for fpok1, do not. Any other combination, or text that is
// no such string, is none. The komi is returned where the string gives one
// (komi7.5), else nil; KataGo's kata-set-rules refuses a string with one
// (it reads its rules without a komi), and so does ours.
func FromKataGoString(ru string) (Preset, *float64, bool) {
	s := geom.LowerASCII(strings.Trim(ru, asciiSpace))
	var (
		ko                    Ko
		territory             bool
		tax                   string
		seen                  = map[string]bool{}
		suicide, button, fpok bool
		whb                   = HandicapNone
		komi                  *float64
	)
	cut := func(prefixes ...string) (string, bool) {
		for _, p := range prefixes {
			if t, ok := strings.CutPrefix(s, p); ok {
				s = t
				return p, true
			}
		}
		return "", false
	}
	flag := func() (bool, bool) {
		v, ok := cut("0", "1")
		return v == "1", ok
	}
	for s != "" {
		key, ok := cut("komi", "ko", "scoring", "score", "tax", "sui", "button", "whb", "fpok")
		if !ok || seen[key] {
			return Preset{}, nil, false
		}
		seen[key] = true
		switch key {
		case "ko":
			v, ok := cut("simple", "positional", "situational")
			if !ok {
				return Preset{}, nil, false
			}
			ko = map[string]Ko{"simple": KoSimple, "positional": KoPositional, "situational": KoSituational}[v]
		case "scoring", "score":
			v, ok := cut("area", "territory")
			if !ok || seen["scoring"] && seen["score"] {
				return Preset{}, nil, false
			}
			territory = v == "territory"
		case "tax":
			if tax, ok = cut("none", "seki", "all"); !ok {
				return Preset{}, nil, false
			}
		case "sui":
			if suicide, ok = flag(); !ok {
				return Preset{}, nil, false
			}
		case "button":
			if button, ok = flag(); !ok {
				return Preset{}, nil, false
			}
		case "fpok":
			if fpok, ok = flag(); !ok {
				return Preset{}, nil, false
			}
		case "whb":
			v, ok := cut("n-1", "n", "0")
			if !ok {
				return Preset{}, nil, false
			}
			whb = map[string]Handicap{"0": HandicapNone, "n": HandicapN, "n-1": HandicapNMinus}[v]
		case "komi":
			// The komi, which KM gives too: a number up to the next key
			// (7.5, -0.5, 0, as KataGo writes a float), which KataGo
			// reads as one or refuses the whole string.
			i := strings.IndexFunc(s, func(r rune) bool { return r >= 'a' && r <= 'z' })
			if i < 0 {
				i = len(s)
			}
			k, err := strconv.ParseFloat(s[:i], 64)
			if err != nil || math.IsNaN(k) || math.IsInf(k, 0) {
				return Preset{}, nil, false
			}
			komi = &k
			s = s[i:]
		}
	}
	if !seen["ko"] || !(seen["score"] || seen["scoring"]) || !seen["sui"] || button {
		return Preset{}, nil, false
	}
	if tax == "" {
		tax = "none"
		if territory {
			tax = "seki"
		}
	}
	var name string
	switch {
	case territory && ko == KoSimple && tax == "seki" && !suicide && whb == HandicapNone:
		name = "japanese"
	case territory || tax != "none":
		return Preset{}, nil, false
	case ko == KoSimple && !suicide && whb == HandicapN:
		name = "chinese"
	case ko == KoPositional && !suicide && whb == HandicapN:
		name = "chinese-kgs"
	case ko == KoSituational && !suicide && whb == HandicapNMinus:
		name = "aga"
	case ko == KoSituational && suicide && whb == HandicapNone:
		name = "new-zealand"
	case ko == KoPositional && suicide && whb == HandicapNone && !fpok:
		name = "tromp-taylor"
	default:
		return Preset{}, nil, false
	}
	return MustLookup(name), komi, true
}

// fromCJKName reads the names Chinese, Japanese and Korean records give the
// rules: the country (中国 or 中國, 日本, 韩国, 韓国, 韓國 or 한국), then
// maybe the word for style (式, 식: 中国式, "Chinese-style", and its short
// forms 中式, 日式, 韩式, 韓式, which need it), for go (围棋, 圍棋, 囲碁,
// 바둑), for the go association (棋院, 기원: 日本棋院, the Nihon Ki-in),
// for competition (竞赛, 競賽: 中国围棋竞赛规则, the title of the Chinese
// rules) and for rules (规则, 規則, ルール, 규칙, 룰, 規約, 规约: 日本囲碁規約,
// the title of the Japanese rules of 1989), each at most once and in that
// order: 中国规则 is the Chinese rules, chinese-1988 as "Chinese" is.
func fromCJKName(ru string) (Preset, bool) {
	n := strings.Join(strings.Fields(ru), "")
	for _, c := range cjkCountries {
		rest, ok := strings.CutPrefix(n, c.prefix)
		if !ok {
			continue
		}
		style := false
		for _, w := range []string{"式", "식"} {
			if t, ok := strings.CutPrefix(rest, w); ok {
				rest, style = t, true
				break
			}
		}
		if c.short && !style {
			continue // 中, 日: a character of other words
		}
		for _, words := range cjkRuleWords {
			for _, w := range words {
				if t, ok := strings.CutPrefix(rest, w); ok {
					rest = t
					break
				}
			}
		}
		if rest == "" {
			return MustLookup(c.preset), true
		}
	}
	return Preset{}, false
}

// cjkCountries are the names of the countries fromCJKName reads, the
// longer first; a short one names the country only before 式 or 식.
var cjkCountries = []struct {
	prefix, preset string
	short          bool
}{
	{"中国", "chinese-1988", false}, {"中國", "chinese-1988", false},
	{"日本", "japanese", false},
	{"韩国", "korean", false}, {"韓国", "korean", false}, {"韓國", "korean", false}, {"한국", "korean", false},
	{"中", "chinese-1988", true}, {"日", "japanese", true},
	{"韩", "korean", true}, {"韓", "korean", true}, {"한", "korean", true},
}

// cjkRuleWords are the words fromCJKName reads after a country, in their
// order: go, the association, competition, rules.
var cjkRuleWords = [][]string{
	{"围棋", "圍棋", "囲碁", "바둑"},
	{"棋院", "기원"},
	{"竞赛", "競賽"},
	{"规则", "規則", "ルール", "규칙", "룰", "規約", "规约"},
}

// fromSGFName is FromSGF for a value in lower case with '-' for blanks.
func fromSGFName(n string) (Preset, bool) {
	if p, err := Lookup(n); err == nil && n != "chinese" {
		return p, true
	}
	var name string // the other names (the presets' own are read above)
	switch n {
	case "chinese", "cn", "china":
		name = "chinese-1988"
	case "chinese-simple-ko":
		// "Chinese (simple ko)", as a client writes it: the chinese
		// preset, the Chinese rules under simple ko.
		name = "chinese"
	case "jp", "japan", "nihon-kiin", "nihonkiin":
		name = "japanese"
	case "kr", "korea":
		name = "korean"
	case "american":
		name = "aga"
	case "nz", "newzealand":
		name = "new-zealand"
	case "tromptaylor", "tt":
		name = "tromp-taylor"
	default:
		return Preset{}, false
	}
	return MustLookup(name), true
}

// SGFName returns the RU value a record of p's games carries: the name the
// SGF FF[4] specification makes mandatory for the rule sets it names
// ("Japanese", "AGA", "NZ"), else the preset's own name, which FromSGF
// reads back (all but "chinese").
func (p Preset) SGFName() string {
	switch p.Name {
	case "japanese":
		return "Japanese"
	case "aga":
		return "AGA"
	case "new-zealand":
		return "NZ"
	}
	return p.Name
}

// kataRules is KataGo's JSON form of a rule set (kata-get-rules,
// kata-set-rules).
type kataRules struct {
	FriendlyPassOk     bool   `json:"friendlyPassOk"`
	HasButton          bool   `json:"hasButton"`
	Ko                 string `json:"ko"`
	Scoring            string `json:"scoring"`
	Suicide            bool   `json:"suicide"`
	Tax                string `json:"tax"`
	WhiteHandicapBonus string `json:"whiteHandicapBonus"`
}

// KataGo returns the preset in KataGo's JSON rules format, as its
// kata-get-rules answers and its kata-set-rules accepts:
// {"friendlyPassOk":false,"hasButton":false,"ko":"POSITIONAL",...}. The
// komi is not in it: KataGo's kata-get-rules leaves it out (its
// toJsonStringNoKomi) and its kata-set-rules refuses it ("Unknown rules
// option: komi"); the komi command sets it.
func (p Preset) KataGo() string {
	kr := kataRules{
		Ko:                 p.Ko.String(),
		Scoring:            p.Scoring.String(),
		Suicide:            p.SuicideLegal,
		Tax:                "NONE",
		WhiteHandicapBonus: "0",
	}
	switch p.Handicap {
	case HandicapN:
		kr.WhiteHandicapBonus = "N"
	case HandicapNMinus:
		kr.WhiteHandicapBonus = "N-1"
	}
	if p.SekiEyesUncounted {
		kr.Tax = "SEKI"
	}
	// KataGo's friendlyPassOk: a pass that leaves dead stones on the
	// board costs nothing, as under an area count that judges them
	// (KataGo's chinese, aga and nz rules carry true); not under a
	// count that takes every stone alive (its tromp-taylor rules), nor
	// under territory scoring, where KataGo's japanese and korean rules
	// carry false (the key plays no part in their count).
	kr.FriendlyPassOk = p.Scoring == Area && !p.AllAlive
	b, _ := json.Marshal(kr) // a struct of strings, bools and a float: cannot fail
	return string(b)
}

// KGS returns the kgs-rules name closest to the preset: chinese (area
// counting with superko), aga, japanese (territory) or new_zealand.
func (p Preset) KGS() string {
	switch {
	case p.Scoring == Territory:
		return "japanese"
	case p.Name == "aga":
		return "aga"
	case p.Name == "new-zealand":
		return "new_zealand"
	}
	return "chinese"
}
