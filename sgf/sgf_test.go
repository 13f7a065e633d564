package sgf

import (
	"bytes"
	"errors"
	"fmt"
	"math"
	"reflect"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"
	"unicode/utf16"
	"unicode/utf8"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/japanese"
	"golang.org/x/text/encoding/korean"
	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/traditionalchinese"
)

func mustParse(t testing.TB, s string) *Collection {
	t.Helper()
	c, err := Parse([]byte(s))
	if err != nil {
		t.Fatalf("Parse(%q): %v", s, err)
	}
	return c
}

func marshal(t testing.TB, c *Collection) []byte {
	t.Helper()
	b, err := c.Marshal()
	if err != nil {
		t.Fatalf("Marshal: %v", err)
	}
	return b
}

// equalTrees compares two collections structurally (properties and
// children, ignoring positions), iteratively, and describes the first
// difference.
func equalTrees(a, b *Collection) error {
	if len(a.Games) != len(b.Games) {
		return fmt.Errorf("%d game trees vs %d", len(a.Games), len(b.Games))
	}
	type pair struct{ x, y *Node }
	var stack []pair
	for i := range a.Games {
		stack = append(stack, pair{a.Games[i], b.Games[i]})
	}
	for len(stack) > 0 {
		p := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if len(p.x.Props) != len(p.y.Props) {
			return fmt.Errorf("node at %d:%d: %v vs %v", p.x.Line, p.x.Col, p.x.Props, p.y.Props)
		}
		for i := range p.x.Props {
			px, py := p.x.Props[i], p.y.Props[i]
			if px.Ident != py.Ident || len(px.Values) != len(py.Values) {
				return fmt.Errorf("node at %d:%d: %v vs %v", p.x.Line, p.x.Col, px, py)
			}
			for j := range px.Values {
				if px.Values[j] != py.Values[j] {
					return fmt.Errorf("node at %d:%d: %s value %q vs %q", p.x.Line, p.x.Col, px.Ident, px.Values[j], py.Values[j])
				}
			}
		}
		if len(p.x.Children) != len(p.y.Children) {
			return fmt.Errorf("node at %d:%d: %d children vs %d", p.x.Line, p.x.Col, len(p.x.Children), len(p.y.Children))
		}
		for i := range p.x.Children {
			if p.x.Children[i].Parent != p.x || p.y.Children[i].Parent != p.y {
				return fmt.Errorf("node at %d:%d: bad parent link", p.x.Line, p.x.Col)
			}
			stack = append(stack, pair{p.x.Children[i], p.y.Children[i]})
		}
	}
	return nil
}

// checkRoundTrip verifies Parse(Write(c)) == c and that Write is stable.
func checkRoundTrip(t testing.TB, c *Collection) {
	t.Helper()
	out1 := marshal(t, c)
	c2, err := Parse(out1)
	if err != nil {
		t.Fatalf("re-parse of written output failed: %v\n%s", err, out1)
	}
	if err := equalTrees(c, c2); err != nil {
		t.Fatalf("round trip differs: %v\n%s", err, out1)
	}
	out2 := marshal(t, c2)
	if !bytes.Equal(out1, out2) {
		t.Fatalf("Write not idempotent:\n%s\n---\n%s", out1, out2)
	}
	var compact bytes.Buffer
	if err := c.WriteCompact(&compact); err != nil {
		t.Fatal(err)
	}
	c3, err := Parse(compact.Bytes())
	if err != nil {
		t.Fatalf("re-parse of compact output failed: %v\n%s", err, compact.Bytes())
	}
	if err := equalTrees(c, c3); err != nil {
		t.Fatalf("compact round trip differs: %v", err)
	}
}

func TestParseBasic(t *testing.T) {
	c := mustParse(t, "\xef\xbb\xbf  (;FF[4]GM[1]SZ[19]\n  PB [Alice] PW[Bob]\n;B[pd];W[dd] ; B[]\n)\n")
	if len(c.Games) != 1 {
		t.Fatalf("%d games", len(c.Games))
	}
	root := c.Games[0]
	if root.PlayerBlack() != "Alice" || root.PlayerWhite() != "Bob" {
		t.Errorf("players %q %q", root.PlayerBlack(), root.PlayerWhite())
	}
	if root.Line != 1 || root.Col != 4 {
		t.Errorf("root at %d:%d, want 1:4 (BOM and two spaces before)", root.Line, root.Col)
	}
	nodes := root.MainLineNodes()
	if len(nodes) != 4 {
		t.Fatalf("%d nodes", len(nodes))
	}
	if nodes[3].Line != 3 || nodes[3].Col != 14 {
		t.Errorf("last node at %d:%d, want 3:14", nodes[3].Line, nodes[3].Col)
	}
	moves, err := root.MainLine()
	if err != nil {
		t.Fatal(err)
	}
	want := []Move{{Black, 15, 3, false}, {White, 3, 3, false}, {Black, 0, 0, true}}
	if fmt.Sprint(moves) != fmt.Sprint(want) {
		t.Errorf("moves %v, want %v", moves, want)
	}
	checkRoundTrip(t, c)
}

func TestEscaping(t *testing.T) {
	c := mustParse(t, "(;C[a \\] b \\\\ c \\x d]GC[soft\\\nbreak\\\r\nCRLF]N[x\ny])")
	root := c.Games[0]
	cases := map[string]string{"C": `a ] b \ c x d`, "GC": "softbreakCRLF", "N": "x\ny"}
	for id, want := range cases {
		if got, _ := root.Get(id); got != want {
			t.Errorf("%s = %q, want %q", id, got, want)
		}
	}
	out := string(marshal(t, c))
	if !strings.Contains(out, `C[a \] b \\ c x d]`) {
		t.Errorf("escaped output: %s", out)
	}
	checkRoundTrip(t, c)

	// Built values with special characters round-trip too.
	g, _ := NewGame(9, 9)
	g.SetProperty("C", `]\`, "", "\\\n", "x]]")
	checkRoundTrip(t, NewCollection(g))
}

func TestEmptyValuesAndMultipleValues(t *testing.T) {
	c := mustParse(t, "(;AB[aa][bb] [cc]\n[dd]GN[]B[])")
	root := c.Games[0]
	if got := root.Values("AB"); len(got) != 4 || got[3] != "dd" {
		t.Errorf("AB = %q", got)
	}
	if v, ok := root.Get("GN"); !ok || v != "" {
		t.Errorf("GN = %q %v", v, ok)
	}
	checkRoundTrip(t, c)
}

func TestOldStyleIdents(t *testing.T) {
	c := mustParse(t, "(;AddBlack[aa]AddWhite[bb]Comment[hi];Black[cc])")
	root := c.Games[0]
	if !root.Has("AB") || !root.Has("AW") || !root.Has("C") {
		t.Errorf("props %v", root.Props)
	}
	if m, ok, err := root.Children[0].Move(19, 19); !ok || err != nil || m.X != 2 {
		t.Errorf("move %v %v %v", m, ok, err)
	}
}

func TestDuplicatePropertyMerged(t *testing.T) {
	c := mustParse(t, "(;AB[aa]C[x]AB[bb])")
	if got := c.Games[0].Values("AB"); len(got) != 2 {
		t.Errorf("AB = %q", got)
	}
	checkRoundTrip(t, c)
}

func TestVariations(t *testing.T) {
	src := "(;SZ[9];B[aa](;W[bb];B[cc](;W[dd])(;W[ee]))(;W[ff])(;W[gg]C[third]))(;SZ[13];B[mm])"
	c := mustParse(t, src)
	if len(c.Games) != 2 {
		t.Fatalf("%d games", len(c.Games))
	}
	n := c.Games[0].Children[0]
	if len(n.Children) != 3 {
		t.Fatalf("%d variations", len(n.Children))
	}
	if v, _ := n.Children[2].Get("C"); v != "third" {
		t.Errorf("third variation comment %q", v)
	}
	moves, err := c.Games[0].MainLine()
	if err != nil {
		t.Fatal(err)
	}
	if len(moves) != 4 || moves[3].X != 3 {
		t.Errorf("main line %v", moves)
	}
	if w, _, _ := c.Games[1].Size(); w != 13 {
		t.Errorf("second game size %d", w)
	}
	checkRoundTrip(t, c)
	out := string(marshal(t, c))
	want := "(;SZ[9]\n;B[aa]\n(;W[bb]\n;B[cc]\n(;W[dd])\n(;W[ee]))\n(;W[ff])\n(;W[gg]C[third]))\n(;SZ[13]\n;B[mm])\n"
	if out != want {
		t.Errorf("Write:\n%s\nwant:\n%s", out, want)
	}
	var compact bytes.Buffer
	c.WriteCompact(&compact)
	if compact.String() != src+"\n" {
		t.Errorf("WriteCompact:\n%s", compact.String())
	}
}

func TestSyntaxErrors(t *testing.T) {
	cases := []struct {
		name, in  string
		line, col int
		msg       string
	}{
		{"unterminated value", "(;GM[1]\n;C[abc", 2, 7, "unexpected end of input inside property value C[ opened at line 2, column 3"},
		{"unterminated value after escape", "(;C[abc\\", 1, 9, "unexpected end of input inside property value"},
		// ";B[aa])" is read (TestMissingOpenParen); a node without
		// its ';' is not.
		{"missing (", "B[aa];W[bb])", 1, 1, "expected '(' to start a game tree, found 'B'"},
		{"no game tree after text", "\n\n   x(B[aa])", 3, 4, "expected '(' to start a game tree, found 'x'"},
		{"garbage between nodes", "(;B[aa]\n;W[bb] 12 ;B[cc])", 2, 8, "unexpected '1' between nodes"},
		{"bad ident lower-case", "(;B[aa]\n  ;black[bb])", 2, 4, `bad property ident "black": no upper-case letter`},
		{"bad ident digit", "(;B1[aa])", 1, 4, "bad property ident B: expected '[' after it, found '1'"},
		{"ident without value", "(;GM[1]B W[aa])", 1, 10, "bad property ident B: expected '[' after it, found 'W'"},
		{"word before ')'", "(;GM[1]B[aa]x)", 1, 13, `bad property ident "x": no upper-case letter`},
		// A value without an identifier is skipped with a warning
		// (TestValueWithoutIdent), but in a tree that breaks on its
		// main line after it, read again with it an error.
		{"value without ident", "(;[aa];B[bb]x)", 1, 3, "property value without an identifier"},
		{"empty collection", "  \n ", 2, 2, "no game tree found"},
		{"empty game tree alone", "()", 1, 2, "empty game tree: expected ';' after '(', found ')'"},
		// "( B[aa])", the only tree, is read as if its ';' were there
		// (TestLoneRootWithoutSemicolon); one without a root, setup or
		// move property is not.
		{"no node", "\n( C[aa])", 2, 3, "expected ';' after '(', found 'C'"},
		{"empty variation at end", "(;B[aa](", 1, 9, "missing ')'"},
		{"column counts runes", "(;C[中文]\n;PB[棋手]X[", 2, 10, "unexpected end of input"},
	}
	for _, tc := range cases {
		_, err := Parse([]byte(tc.in))
		var se *SyntaxError
		if !errors.As(err, &se) {
			t.Errorf("%s: error %v, want *SyntaxError", tc.name, err)
			continue
		}
		if se.Line != tc.line || se.Col != tc.col || !strings.Contains(se.Msg, tc.msg) {
			t.Errorf("%s: got %q, want line %d, column %d: %s", tc.name, err, tc.line, tc.col, tc.msg)
		}
		if !strings.HasPrefix(se.Error(), fmt.Sprintf("line %d, column %d: ", se.Line, se.Col)) {
			t.Errorf("%s: Error() = %q", tc.name, se.Error())
		}
	}
}

func TestDeepNesting(t *testing.T) {
	const depth = 1_000_000
	var b bytes.Buffer
	for range depth {
		b.WriteString("(;")
	}
	_, err := Parse(b.Bytes())
	var se *SyntaxError
	if !errors.As(err, &se) || !strings.Contains(se.Msg, "too many nodes") {
		t.Fatalf("1e6 nested trees: %v", err)
	}

	// Within the node limit, deep nesting parses, walks and writes without
	// recursion.
	const ok = 200_000
	b.Reset()
	for range ok {
		b.WriteString("(;B[aa]")
	}
	for range ok {
		b.WriteString(")")
	}
	c, err := Parse(b.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if n := len(c.Games[0].MainLineNodes()); n != ok {
		t.Fatalf("%d nodes", n)
	}
	checkRoundTrip(t, c)

	// Unterminated deep nesting within the limit: read as if closed,
	// with a warning (TestUnclosedGameTree).
	c, err = Parse(bytes.Repeat([]byte("(;"), 1000))
	if err != nil || len(c.Games[0].MainLineNodes()) != 1000 || len(c.Warnings) != 1 || !strings.Contains(c.Warnings[0].Msg, "not closed") {
		t.Fatalf("unterminated nesting: %v", err)
	}
}

func TestHugeValue(t *testing.T) {
	big := strings.Repeat("x", 4<<20)
	c := mustParse(t, "(;C["+big+"])")
	if v, _ := c.Games[0].Get("C"); len(v) != len(big) {
		t.Errorf("value length %d", len(v))
	}
	_, err := Parse(make([]byte, MaxInputSize+1))
	var se *SyntaxError
	if !errors.As(err, &se) || !strings.Contains(se.Msg, "exceeds the limit") {
		t.Errorf("oversized input: %v", err)
	}
}

func TestKomi(t *testing.T) {
	cases := []struct {
		km   string
		ap   string
		want float64
	}{
		{"6.5", "", 6.5},
		{"7.5", "", 7.5},
		{"7.50", "CGoban:3", 7.5},
		{"7.500000", "", 7.5},
		{"5.5", "", 5.5},
		{"0", "", 0},
		{"0.5", "", 0.5},
		{"7", "", 7},
		{"-3.5", "", -3.5},
		{" 6,5 ", "", 6.5},
		{"+6.5", "", 6.5},
		{"7.", "", 7},
		// Fox: hundredths, or hundredths of stones.
		{"750", "foxwq", 7.5},
		{"650", "YuanYu", 6.5},
		{"550", "YuanYu", 5.5},
		{"375", "YuanYu", 7.5},
		{"275", "foxwq", 5.5},
		{"0", "YuanYu", FoxEvenKomi},
		{"0", "", 0},
		{"50", "foxwq", 0.5},
		{"50", "", 50},
		// GoGoD Chinese records in stones.
		{"3.75", "", 7.5},
		{"2.75", "", 5.5},
		{"-2.75", "", -5.5},
		// Quarters from 5 up are points (no komi in stones is that
		// large): what printsgf writes for GTP's komi 6.75 reads back.
		{"6.75", "", 6.75},
		{"-5.25", "", -5.25},
	}
	for _, tc := range cases {
		g, _ := NewGame(19, 19)
		g.SetProperty("KM", tc.km)
		if tc.ap != "" {
			g.SetProperty("AP", tc.ap)
		}
		got, ok := g.Komi()
		if !ok || got != tc.want {
			t.Errorf("KM[%s] AP[%s]: %v %v, want %v", tc.km, tc.ap, got, ok, tc.want)
		}
	}
	// KM[-0] is no komi: a plain zero, which GTP and SGF write "0".
	if k, ok := NormalizeKomi("-0"); !ok || k != 0 || math.Signbit(k) {
		t.Errorf("KM[-0]: %v %v, want 0", k, ok)
	}
	if got := FormatKomi(math.Copysign(0, -1)); got != "0" {
		t.Errorf("FormatKomi(-0) = %q, want 0", got)
	}
	// An SGF Real has no exponent (FF[4] spec: Real = Number ["." Digit
	// {Digit}]); 1e2 is garbage, not 100 read as hundredths.
	for _, bad := range []string{"", "abc", "NaN", "Inf", "1e2", "7.5e0", "0x1p3", "+-7", "7.5.0", ".", "-"} {
		if k, ok := NormalizeKomi(bad); ok {
			t.Errorf("KM[%s] accepted as %v", bad, k)
		}
	}
	if _, ok := (&Node{}).Komi(); ok {
		t.Error("missing KM reported present")
	}
}

// TestKomiWrittenByHand: a KM written as people write a komi, with a word
// for points or a half as a fraction, is that komi, not a KM read as
// absent. The expected values: GNU Go 3.8's loadsgf answers get_komi with
// 7.5 for KM[7.5 points] and 5.5 for KM[5.5pts] (it reads the number the
// value starts with); ½ (U+00BD VULGAR FRACTION ONE HALF) and 1/2 are a
// half, so 6½ and 6 1/2 are 6.5 points (GNU Go stops at the ½ and reads
// 6). What is no number stays absent.
func TestKomiWrittenByHand(t *testing.T) {
	cases := []struct {
		km   string
		want float64
	}{
		{"7.5 points", 7.5},
		{"5.5pts", 5.5},
		{"6.5 Points", 6.5},
		{"6.5 pts.", 6.5},
		{"0.5 point", 0.5},
		{"6½", 6.5},
		{" 6 ½ ", 6.5},
		{"6 1/2", 6.5},
		{"5½ points", 5.5},
		{"½", 0.5},
		{"-6½", -6.5},
		// Fox's hundredths and GoGoD's stones keep their reading.
		{"375 points", 7.5},
		{"3.75 points", 7.5},
		// The Chinese komi in stones written by hand: 3¾ stones is 7.5
		// points, 2¾ is 5.5 (RULES.md section 1, article 11, and its
		// "later standard: 3¾ stones = 7.5 points"), as KM[3.75] reads
		// (before: no komi, read as absent).
		{"3¾", 7.5},
		{"2¾", 5.5},
		{"3 3/4", 7.5},
		{" 2 ¾ ", 5.5},
		{"3¼", 6.5},
		// MultiGo 4.4.4's Chinese form (its sample record of the 2018 Ke
		// Jie - Park Junghwan match in Beijing, Chinese rules: KM[3又3/4子]):
		// 3 又 (and) 3/4 子 (stones), 3¾ stones, 7.5 points by the same
		// article 11. GNU Go 3.8's loadsgf answers get_komi with 3.0 (its
		// reading stops at the 又); before: read as absent.
		{"3又3/4子", 7.5},
		{"2又3/4子", 5.5},
		{"3又¾子", 7.5},
		{"3又3/4", 7.5},
	}
	for _, tc := range cases {
		g, _ := NewGame(19, 19)
		g.SetProperty("KM", tc.km)
		if got, ok := g.Komi(); !ok || got != tc.want {
			t.Errorf("KM[%s]: %v %v, want %v", tc.km, got, ok, tc.want)
		}
	}
	for _, bad := range []string{"points", "61/2", "6 1/2 1/2", "about 7", "7 moku", "6½½", "1e2 points", "+-6½", "6.5½", "33/4", "3¾¾", "3½¾", "3又", "又3/4子", "3又3子", "3又3/4子子", "3又1 3/4子", "3子"} {
		if k, ok := NormalizeKomi(bad); ok {
			t.Errorf("KM[%s] accepted as %v", bad, k)
		}
	}
}

// TestOwnKomiWrittenByHand: in a record gtp-referee wrote (AP[gtp-referee])
// a KM edited by hand is read as in any other record, without Fox's
// hundredths or GoGoD's stones: KM[7.5 points] is 7.5 (GNU Go 3.8's
// loadsgf of such a record answers get_komi with 7.5), KM[3.75 points]
// 3.75 and KM[6 1/2] 6.5. Node.Komi's step 1 reads them, and only steps 2
// and 3 are skipped for our records; they were read as absent there.
func TestOwnKomiWrittenByHand(t *testing.T) {
	for _, tc := range []struct {
		km   string
		want float64
	}{{"7.5 points", 7.5}, {"5.5pts", 5.5}, {"3.75 points", 3.75}, {"750 pts", 750}, {"6 1/2", 6.5}, {"6½", 6.5}} {
		g, _ := NewGame(19, 19)
		g.SetProperty("AP", OwnApplication+":0.54")
		g.SetProperty("KM", tc.km)
		if got, ok := g.Komi(); !ok || got != tc.want {
			t.Errorf("AP[%s:0.54] KM[%s]: %v %v, want %v", OwnApplication, tc.km, got, ok, tc.want)
		}
	}
}

// TestFoxKomi: a Fox record's KM[0] is read as Fox's komi in an even game
// only (HA absent or 0, no AB), with 7.5 where RU names Chinese rules; a
// handicap game, Fox's HA[1] game without komi, another application's
// record and our own keep 0.
func TestFoxKomi(t *testing.T) {
	cases := []struct {
		name  string
		props [][2]string
		want  float64
		zero  bool
	}{
		{"even, Japanese", [][2]string{{"AP", "YuanYu"}, {"HA", "0"}, {"RU", "Japanese"}}, 6.5, true},
		{"even, no HA", [][2]string{{"AP", "foxwq"}}, 6.5, true},
		{"even, Chinese", [][2]string{{"AP", "YuanYu"}, {"HA", "0"}, {"RU", "Chinese"}}, 7.5, true},
		{"GNU Go then Fox", [][2]string{{"AP", "GNU Go:3.8"}, {"AP", "foxwq"}, {"RU", "chinese"}}, 7.5, true},
		// Chinese rules named in Chinese (中国规则 is "Chinese rules").
		{"even, 中国规则", [][2]string{{"AP", "foxwq"}, {"RU", "中国规则"}}, 7.5, true},
		{"even, 中國規則", [][2]string{{"AP", "foxwq"}, {"RU", "中國規則"}}, 7.5, true},
		{"no komi (HA[1])", [][2]string{{"AP", "YuanYu"}, {"HA", "1"}}, 0, false},
		{"handicap", [][2]string{{"AP", "foxwq"}, {"HA", "2"}}, 0, false},
		{"handicap stones", [][2]string{{"AP", "foxwq"}, {"AB", "dd"}}, 0, false},
		{"not Fox", [][2]string{{"AP", "CGoban:3"}, {"HA", "0"}}, 0, false},
		{"ours", [][2]string{{"AP", "foxwq"}, {"AP", OwnApplication}}, 0, false},
	}
	for _, tc := range cases {
		g, _ := NewGame(19, 19)
		g.SetProperty("KM", "0")
		for _, kv := range tc.props {
			g.SetProperty(kv[0], append(g.Values(kv[0]), kv[1])...)
		}
		got, ok := g.Komi()
		if !ok || got != tc.want || g.FoxKomiZero() != tc.zero {
			t.Errorf("%s: komi %v %v, zero %v; want %v, %v", tc.name, got, ok, g.FoxKomiZero(), tc.want, tc.zero)
		}
	}
	// Fox writes the two stones of a handicap game as Black's first two
	// moves, with HA[0] and KM[0] (ten such records in the corpus): no
	// komi. Black then White first is an even game.
	for _, tc := range []struct {
		moves string
		want  float64
	}{
		{";B[pd];B[qp];W[dq]", 0},
		{";B[pd];W[dd];B[qp]", 6.5},
		{";B[pd]", 6.5},
	} {
		col, err := Parse([]byte("(;AP[YuanYu]KM[0]HA[0]RU[Japanese]SZ[19]" + tc.moves + ")"))
		if err != nil {
			t.Fatal(err)
		}
		if got, ok := col.Games[0].Komi(); !ok || got != tc.want {
			t.Errorf("KM[0] then %s: %v %v, want %v", tc.moves, got, ok, tc.want)
		}
	}
}

func TestSize(t *testing.T) {
	cases := []struct {
		sz   string
		w, h int
		err  string
	}{
		{"", 19, 19, ""},
		{"19", 19, 19, ""},
		{"9", 9, 9, ""},
		{"19:13", 19, 13, ""},
		{" 7 : 5 ", 7, 5, ""},
		{"25", 25, 25, ""},
		{"2:25", 2, 25, ""},
		{"26", 0, 0, "board size 26 out of range 2..25"},
		{"19:1", 0, 0, "board size 1 out of range 2..25"},
		{"x", 0, 0, "invalid board size SZ[x]"},
		// A size written as a Real without a fraction: GNU Go 3.8's
		// loadsgf of SZ[9.0] answers query_boardsize with 9, and
		// Sabaki's getBoard takes +"9.0", 9 (before: refused). A
		// fraction is no size.
		{"9.0", 9, 9, ""},
		{"19.", 19, 19, ""},
		{"19.0:13.0", 19, 13, ""},
		{"9.5", 0, 0, "invalid board size SZ[9.5]"},
	}
	for _, tc := range cases {
		n := &Node{}
		if tc.sz != "" {
			n.SetProperty("SZ", tc.sz)
		}
		w, h, err := n.Size()
		if tc.err != "" {
			if err == nil || err.Error() != tc.err {
				t.Errorf("SZ[%s]: err %v, want %s", tc.sz, err, tc.err)
			}
			continue
		}
		if err != nil || w != tc.w || h != tc.h {
			t.Errorf("SZ[%s]: %d %d %v", tc.sz, w, h, err)
		}
	}
	// A move outside a rectangular board.
	c := mustParse(t, "(;SZ[19:13]\n;B[am]\n;W[an])")
	_, err := c.Games[0].MainLine()
	var ve *ValueError
	if !errors.As(err, &ve) || ve.Line != 3 || ve.Col != 1 {
		t.Fatalf("off-board move: %v", err)
	}
	if want := "line 3, column 1: W[an]: point outside the 19x13 board"; err.Error() != want {
		t.Errorf("error %q, want %q", err, want)
	}
}

func TestPasses(t *testing.T) {
	c := mustParse(t, "(;SZ[19];B[];W[tt];B[ss])")
	moves, err := c.Games[0].MainLine()
	if err != nil {
		t.Fatal(err)
	}
	if !moves[0].Pass || !moves[1].Pass || moves[2].Pass || moves[2].X != 18 || moves[2].Colour != Black {
		t.Errorf("moves %v", moves)
	}
	// On a larger board tt is a point; B[] is still a pass.
	c = mustParse(t, "(;SZ[21];B[tt];W[])")
	moves, err = c.Games[0].MainLine()
	if err != nil || moves[0].Pass || moves[0].X != 19 || moves[0].Y != 19 || !moves[1].Pass {
		t.Errorf("21x21 moves %v %v", moves, err)
	}
	// tt on a 9x9 board is a pass (FF[3] convention).
	c = mustParse(t, "(;SZ[9];B[tt])")
	if moves, err = c.Games[0].MainLine(); err != nil || !moves[0].Pass {
		t.Errorf("9x9 tt: %v %v", moves, err)
	}
	for _, bad := range []string{"(;B[a1])", "(;B[a!])"} {
		if _, err := mustParse(t, bad).Games[0].MainLine(); err == nil {
			t.Errorf("%s: no error", bad)
		}
	}
}

func TestSetup(t *testing.T) {
	c := mustParse(t, "(;SZ[5]AB[aa:bc][ee]AW[da:ea]AE[cc]PL[W];B[dd];AB[ab]AE[aa]PL[b])")
	root := c.Games[0]
	black, white, empty, pl, err := root.Setup(5, 5)
	if err != nil {
		t.Fatal(err)
	}
	wantB := []Point{{0, 0}, {1, 0}, {0, 1}, {1, 1}, {0, 2}, {1, 2}, {4, 4}}
	if fmt.Sprint(black) != fmt.Sprint(wantB) {
		t.Errorf("black %v, want %v", black, wantB)
	}
	if fmt.Sprint(white) != fmt.Sprint([]Point{{3, 0}, {4, 0}}) || fmt.Sprint(empty) != "[{2 2}]" || pl != White {
		t.Errorf("white %v empty %v pl %v", white, empty, pl)
	}
	// Reversed rectangle corners are accepted.
	n := &Node{}
	n.SetProperty("AW", "bc:aa")
	if _, w, _, _, err := n.Setup(5, 5); err != nil || len(w) != 6 {
		t.Errorf("reversed rectangle: %v %v", w, err)
	}
	// Mid-game setup node, as a replayer sees it.
	nodes := root.MainLineNodes()
	if !nodes[2].HasSetup() || nodes[1].HasSetup() {
		t.Error("HasSetup")
	}
	black, _, empty, pl, err = nodes[2].Setup(5, 5)
	if err != nil || len(black) != 1 || len(empty) != 1 || pl != Black {
		t.Errorf("mid-game setup %v %v %v %v", black, empty, pl, err)
	}
	for _, bad := range []string{"(;SZ[5]AB[f1])", "(;SZ[5]AB[aa:a])", "(;AB[abc])"} {
		if _, _, _, _, err := mustParse(t, bad).Games[0].Setup(5, 5); err == nil {
			t.Errorf("%s: no error", bad)
		}
	}
}

// TestSetupOffBoard: setup points off the board are skipped, and a
// rectangle reaching off it sets its points on it, each named by
// Node.Warnings; the record was refused ("AB[kk]: point outside the 9x9
// board"). On (;GM[1]SZ[9]AB[hh:kk][kk]AW[ka][cc]AE[zz]) GNU Go 3.8's
// loadsgf gives list_stones black "H2 J2 H1 J1" and white "C7", and so do
// @sabaki/sgf 3.4.7's parseCompressedVertices set on @sabaki/go-board
// (whose set ignores a point off the board): hh to jj, (7,7) to (8,8), and
// cc, (2,2).
func TestSetupOffBoard(t *testing.T) {
	root := mustParse(t, "(;GM[1]SZ[9]AB[hh:kk][kk]AW[ka][cc]AE[zz])").Games[0]
	black, white, empty, _, err := root.Setup(9, 9)
	if err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(black) != "[{7 7} {8 7} {7 8} {8 8}]" || fmt.Sprint(white) != "[{2 2}]" || len(empty) != 0 {
		t.Errorf("black %v white %v empty %v; want hh ih hi ii, cc, none", black, white, empty)
	}
	var got []string
	for _, e := range root.Warnings(9, 9) {
		got = append(got, e.Ident+"["+e.Value+"]: "+e.Msg)
	}
	want := []string{
		"AB[hh:kk]: reaches off the 9x9 board; the points on it set, as GNU Go 3.8 and Sabaki set them",
		"AB[kk]: off the 9x9 board; skipped, as GNU Go 3.8 and Sabaki skip it",
		"AW[ka]: off the 9x9 board; skipped, as GNU Go 3.8 and Sabaki skip it",
		"AE[zz]: off the 9x9 board; skipped, as GNU Go 3.8 and Sabaki skip it",
	}
	if !slices.Equal(got, want) {
		t.Errorf("warnings %q, want %q", got, want)
	}
}

// TestSetupUpperCaseOffBoard: FF[4] reads 'A'-'Z' in a point as the
// lines 27 to 52, so AB[Aa] on 9x9 is off the board, as @sabaki/sgf's
// parseVertex reads it ([26, 0], which its 9x9 board does not have); GNU
// Go 3.8's loadsgf reads the letters as lower case and puts a black stone
// on A9 (list_stones black: A9). The stone is skipped; the warning said
// "as GNU Go 3.8 and Sabaki skip it", which GNU Go does not.
func TestSetupUpperCaseOffBoard(t *testing.T) {
	root := mustParse(t, "(;GM[1]SZ[9]AB[Aa][cc])").Games[0]
	black, _, _, _, err := root.Setup(9, 9)
	if err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(black) != "[{2 2}]" {
		t.Errorf("black %v, want cc only", black)
	}
	ws := root.Warnings(9, 9)
	if len(ws) != 1 || ws[0].Value != "Aa" || !strings.Contains(ws[0].Msg, "lines 27 to 52") || !strings.Contains(ws[0].Msg, "GNU Go 3.8 reads the letters as lower case") {
		t.Errorf("warnings %v, want one on AB[Aa] naming FF[4]'s lines 27 to 52 and GNU Go's lower-case reading", ws)
	}
}

// TestMoveUpperCaseOffBoard: B[CC] on 19x19 is FF[4]'s point (28, 28),
// off the board: @sabaki/sgf's parseVertex("CC") gives [28, 28], which
// its 19x19 board does not have (board.has: false), so the move stays
// off the board, an illegal move; GNU Go 3.8's loadsgf reads it as cc and
// puts the stone on C17 (showboard). Without a warning, check said only
// "illegal move 1 (B CC): off board". Lower case, B[cc], and a 27-line
// board, where C is line 29 (off too), and a 30-line one, where it is on.
func TestMoveUpperCaseOffBoard(t *testing.T) {
	for _, tc := range []struct {
		src  string
		size int
		warn bool
	}{
		{"(;SZ[19];B[CC])", 19, true},
		{"(;SZ[9];W[Cc])", 9, true},
		{"(;SZ[19];B[cc])", 19, false},
		{"(;SZ[27];B[CC])", 27, true},
		{"(;SZ[30];B[CC])", 30, false},
	} {
		node := mustParse(t, tc.src).Games[0].Children[0]
		ws := node.Warnings(tc.size, tc.size)
		got := len(ws) == 1 && strings.Contains(ws[0].Msg, "lines 27 to 52") && strings.Contains(ws[0].Msg, "GNU Go 3.8 reads the letters as lower case")
		if got != tc.warn || !tc.warn && len(ws) != 0 {
			t.Errorf("%s: warnings %v, want the upper-case warning: %v", tc.src, ws, tc.warn)
		}
	}
}

func TestCharsets(t *testing.T) {
	const text = "黑棋中盘胜，柯洁九段"
	gbk, err := simplifiedchinese.GBK.NewEncoder().String(text)
	if err != nil {
		t.Fatal(err)
	}
	for _, ca := range []string{"GB2312", "gbk", "GB18030"} {
		c := mustParse(t, "(;CA["+ca+"]PB["+gbk+"]C["+gbk+"];B[pd]C["+gbk+"])")
		root := c.Games[0]
		if root.PlayerBlack() != text {
			t.Errorf("CA[%s]: PB %q", ca, root.PlayerBlack())
		}
		if v, _ := root.Children[0].Get("C"); v != text {
			t.Errorf("CA[%s]: child comment %q", ca, v)
		}
		if v, _ := root.Get("CA"); v != "UTF-8" {
			t.Errorf("CA[%s] not rewritten: %q", ca, v)
		}
		checkRoundTrip(t, c)
	}

	// Declared GB2312 but really UTF-8: kept as UTF-8.
	c := mustParse(t, "(;CA[GB2312]PB["+text+"])")
	if c.Games[0].PlayerBlack() != text {
		t.Errorf("UTF-8 sniff: %q", c.Games[0].PlayerBlack())
	}

	// A double-byte character whose trail byte is ']' or '\', unescaped.
	sjis, _ := japanese.ShiftJIS.NewEncoder().String("表ソ") // 0x95 0x5c, 0x83 0x5c
	c = mustParse(t, "(;CA[Shift_JIS]C["+sjis+"]PW[x])")
	if v, _ := c.Games[0].Get("C"); v != "表ソ" {
		t.Errorf("Shift_JIS: %q", v)
	}
	big5, _ := traditionalchinese.Big5.NewEncoder().String("功夫") // 功 = 0xa5 0x5c
	c = mustParse(t, "(;CA[Big5]C["+big5+"])")
	if v, _ := c.Games[0].Get("C"); v != "功夫" {
		t.Errorf("Big5: %q", v)
	}
	c = mustParse(t, "(;CA[ISO-8859-1]PW[Ren\xe9])")
	if v := c.Games[0].PlayerWhite(); v != "René" {
		t.Errorf("Latin-1: %q", v)
	}

	// Bytes that are not UTF-8, without CA, are read in FF[4]'s default
	// charset ISO-8859-1, never an error.
	c = mustParse(t, "(;PB[\xe4\xbd]PW[ok\xff\xfe])")
	if pb, pw := c.Games[0].PlayerBlack(), c.Games[0].PlayerWhite(); pb != "ä½" || pw != "okÿþ" {
		t.Errorf("no CA, not UTF-8: PB %q PW %q", pb, pw)
	}
	checkRoundTrip(t, c)
	// Invalid UTF-8 among valid UTF-8 is replaced.
	c = mustParse(t, "(;PB[柯洁\xe4\xbd]PW[古力])")
	if v := c.Games[0].PlayerBlack(); v != "柯洁\uFFFD" {
		t.Errorf("invalid UTF-8 kept: %q", v)
	}
	checkRoundTrip(t, c)
	// Truncated UTF-8 among valid UTF-8, declared GBK, as in real records.
	c = mustParse(t, "(;CA[GBK]PB[小心我捶\xe4\xbd]BR[9段]PW[骊龙]WR[9段])")
	if v := c.Games[0].PlayerBlack(); v != "小心我捶\uFFFD" {
		t.Errorf("truncated UTF-8: %q", v)
	}
}

func TestBuilder(t *testing.T) {
	if _, err := NewGame(26, 19); err == nil || err.Error() != "board size 26 out of range 2..25" {
		t.Errorf("NewGame(26,19): %v", err)
	}
	g, err := NewGame(9, 7)
	if err != nil {
		t.Fatal(err)
	}
	for _, kv := range [][]string{{"PB", "Black bot"}, {"PW", "White]bot"}, {"KM", FormatKomi(7.5)}, {"HA", "0"}, {"RU", "Chinese"}, {"DT", "2024-01-02"}, {"RE", "B+1.5"}} {
		if err := g.SetProperty(kv[0], kv[1]); err != nil {
			t.Fatal(err)
		}
	}
	if err := g.SetProperty("bad", "x"); err == nil {
		t.Error("lower-case ident accepted")
	}
	n, err := g.AddMove(Move{Colour: Black, X: 2, Y: 3})
	if err != nil {
		t.Fatal(err)
	}
	n.SetProperty("BL", "299.5")
	n.SetProperty("C", "first move")
	n, _ = n.AddMove(Move{Colour: White, Pass: true})
	n.SetProperty("WL", "300")
	if _, err := n.AddMove(Move{Colour: None}); !errors.Is(err, ErrBadMove) {
		t.Errorf("no-colour move: %v", err)
	}
	if _, err := n.AddMove(Move{Colour: Black, X: 52}); !errors.Is(err, ErrBadMove) {
		t.Errorf("X=52: %v", err)
	}
	out := string(marshal(t, NewCollection(g)))
	want := "(;FF[4]GM[1]CA[UTF-8]SZ[9:7]PB[Black bot]PW[White\\]bot]KM[7.5]HA[0]RU[Chinese]DT[2024-01-02]RE[B+1.5]\n;B[cd]BL[299.5]C[first move]\n;W[]WL[300])\n"
	if out != want {
		t.Errorf("built record:\n%s\nwant:\n%s", out, want)
	}
	c := mustParse(t, out)
	moves, err := c.Games[0].MainLine()
	if err != nil || len(moves) != 2 || moves[0] != (Move{Black, 2, 3, false}) || !moves[1].Pass {
		t.Errorf("moves %v %v", moves, err)
	}
	if k, _ := c.Games[0].Komi(); k != 7.5 || c.Games[0].Rules() != "Chinese" || c.Games[0].Result() != "B+1.5" || c.Games[0].Date() != "2024-01-02" || c.Games[0].Handicap() != 0 {
		t.Error("game info")
	}
	g.SetProperty("PB")
	if g.Has("PB") {
		t.Error("SetProperty with no values kept PB")
	}
	bad := &Node{Props: []Property{{Ident: "x1", Values: []string{"a"}}}}
	if _, err := NewCollection(bad).Marshal(); err == nil {
		t.Error("invalid ident written")
	}
}

func TestGameInfo(t *testing.T) {
	c := mustParse(t, "(;AP[NNGS:1.1.22]HA[3]RU[Japanese]RE[W+R]DT[2019-12-14]PB[a]PW[b])")
	r := c.Games[0]
	if name, ver := r.Application(); name != "NNGS" || ver != "1.1.22" {
		t.Errorf("AP %q %q", name, ver)
	}
	if r.Handicap() != 3 || r.Rules() != "Japanese" || r.Result() != "W+R" || r.Date() != "2019-12-14" {
		t.Error("game info")
	}
	if (&Node{}).Handicap() != 0 {
		t.Error("default handicap")
	}
	if Black.String() != "B" || White.String() != "W" || None.String() != "" {
		t.Error("Colour.String")
	}
}

// TestParseHandicap: HA is FF[4]'s Number, but converters write it as a
// Real, HA[2.0], which GNU Go 3.8's loadsgf reads as HA[2] (of
// (;SZ[9]HA[2.0]AB[cc][gg]) it answers "white", the player to move after
// a handicap, as for HA[2], and "black" without HA or with HA[x]; its
// get_handicap answers 0 after any loadsgf, HA[2] too): a whole number
// so written is that many stones (before, it was read as absent, and the
// count of the game lost its compensation). A fraction, a sign before a
// negative or a word is no number of stones.
func TestParseHandicap(t *testing.T) {
	for _, tc := range []struct {
		v    string
		want int
		ok   bool
	}{
		{"2", 2, true}, {" 3 ", 3, true}, {"+4", 4, true}, {"0", 0, true},
		{"2.0", 2, true}, {"3.", 3, true}, {" 9.00 ", 9, true}, {"0.0", 0, true},
		{"2.5", 0, false}, {"-1", 0, false}, {"-2.0", 0, false}, {"two", 0, false},
		{"1e1", 0, false}, {"", 0, false}, {"1e300", 0, false}, {"99999999999999999999.0", 0, false},
	} {
		if got, ok := ParseHandicap(tc.v); got != tc.want || ok != tc.ok {
			t.Errorf("ParseHandicap(%q) = %d, %v; want %d, %v", tc.v, got, ok, tc.want, tc.ok)
		}
	}
	if h := mustParse(t, "(;SZ[9]HA[2.0]AB[cc][gg];W[ee])").Games[0].Handicap(); h != 2 {
		t.Errorf("HA[2.0]: handicap %d, want 2", h)
	}
}

// identName returns a distinct upper-case identifier for i.
func identName(i int) string {
	var b []byte
	for i++; i > 0; i /= 26 {
		b = append(b, byte('A'+i%26))
	}
	return string(b)
}

func TestManyPropertiesAndTreesStayLinear(t *testing.T) {
	var b bytes.Buffer
	b.WriteString("(;")
	const props = 200_000
	for i := range props {
		b.WriteString(identName(i))
		b.WriteString("[x]")
	}
	b.WriteString("B[y])")
	c := mustParse(t, b.String())
	if got := c.Games[0].Values(identName(0)); identName(0) != "B" || len(got) != 2 || got[1] != "y" {
		t.Errorf("merged B = %q", got)
	}

	b.Reset()
	gbk, _ := simplifiedchinese.GBK.NewEncoder().String("黑")
	const trees = 100_000
	for range trees {
		b.WriteString("(;CA[GBK]C[" + gbk + "])")
	}
	c = mustParse(t, b.String())
	if len(c.Games) != trees {
		t.Fatalf("%d trees", len(c.Games))
	}
	if v, _ := c.Games[trees-1].Get("C"); v != "黑" {
		t.Errorf("last tree comment %q", v)
	}
}

// TestCharsetDeclaredLate: CA may come after the text it applies to in the
// root node (FF[4]: CA is a root property, its place in the node is free).
// Double-byte characters whose trail byte is ']' or '\' must not end or
// escape the value before CA has been found. Expected text: the strings
// encoded.
func TestCharsetDeclaredLate(t *testing.T) {
	for _, tc := range []struct {
		ca   string
		enc  interface{ String(string) (string, error) }
		text string
	}{
		{"GBK", simplifiedchinese.GBK.NewEncoder(), "柯洁 乗乚"},      // 乗 = 0x81 0x5c, 乚 = 0x81 0x5d
		{"GB2312", simplifiedchinese.GBK.NewEncoder(), "古力 俔"},    // 俔 = 0x82 0x5d
		{"Big5", traditionalchinese.Big5.NewEncoder(), "許家元 功夫也"}, // 許 = 0xb3 0x5c, 也 = 0xa4 0x5d
		{"Shift_JIS", japanese.ShiftJIS.NewEncoder(), "井山裕太 表ソゾ"}, // 表 = 0x95 0x5c, ゾ = 0x83 0x5d
	} {
		b, err := tc.enc.String(tc.text)
		if err != nil {
			t.Fatal(err)
		}
		for _, src := range []string{
			"(;FF[4]GM[1]PB[" + b + "]C[" + b + "]SZ[19]CA[" + tc.ca + "]KM[7.5];B[pd]C[" + b + "];W[dd])",
			"(;FF[4]GM[1]PB[" + b + "]CA[" + tc.ca + "]KM[7.5]\n;B[pd]C[" + b + "];W[dd])",
		} {
			checkLateCharset(t, tc.ca, tc.text, src)
		}
	}
}

func checkLateCharset(t *testing.T, ca, text, src string) {
	t.Helper()
	c, err := Parse([]byte(src))
	if err != nil {
		t.Errorf("CA[%s] after the text: %v", ca, err)
		return
	}
	root := c.Games[0]
	if root.PlayerBlack() != text {
		t.Errorf("CA[%s]: PB %q, want %q", ca, root.PlayerBlack(), text)
	}
	if k, _ := root.Komi(); k != 7.5 {
		t.Errorf("CA[%s]: komi %v", ca, k)
	}
	moves, err := root.MainLine()
	if err != nil || len(moves) != 2 {
		t.Errorf("CA[%s]: main line %v, %v", ca, moves, err)
	}
	if v, _ := root.Children[0].Get("C"); v != text {
		t.Errorf("CA[%s]: comment %q, want %q", ca, v, text)
	}
}

// TestCharsetPerTree: in a collection each tree is read in its own
// charset, also when a larger UTF-8 tree follows a GB2312 one (before, the
// UTF-8 guess was made once, on the bytes from the first legacy tree on,
// and turned the GB2312 names into U+FFFD).
// TestISO2022JP reads text in ISO-2022-JP, which is 7-bit: its kanji are
// pairs of ASCII bytes between ESC $ B and ESC ( B, ']' and '\' among them.
// The bytes are glibc iconv's (iconv -f UTF-8 -t ISO-2022-JP) and RFC 1468's
// sequences: 日本棋院 is ESC $ B 46 7C 4B 5C 34 7D 31 21 ESC ( B (本 is
// 4B 5C), 保 is 4A 5D, 黒 is 39 75. Read byte by byte, as the ASCII they
// look like, the text stayed undecoded (escape sequences in PB) and its '\'
// escaped the byte after it, while a ']' ended the value inside 保: the
// record was refused.
func TestISO2022JP(t *testing.T) {
	const (
		nihonKiin = "\x1b$BF|K\\4}1!\x1b(B" // 日本棋院
		ho        = "\x1b$BJ]\x1b(B"        // 保
		kuro      = "\x1b$B9u\x1b(B"        // 黒
	)
	for _, tc := range []struct{ name, sgf string }{
		{"declared", "(;FF[4]CA[ISO-2022-JP]PC[" + nihonKiin + "]PB[" + ho + "]\n;B[pd]C[" + kuro + "])"},
		{"declared after the text", "(;FF[4]PC[" + nihonKiin + "]PB[" + ho + "]CA[iso-2022-jp]\n;B[pd]C[" + kuro + "])"},
		{"undeclared", "(;FF[4]PC[" + nihonKiin + "]PB[" + ho + "]\n;B[pd]C[" + kuro + "])"},
	} {
		c, err := Parse([]byte(tc.sgf))
		if err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		root := c.Games[0]
		if v, _ := root.Get("PC"); v != "日本棋院" {
			t.Errorf("%s: PC %q, want 日本棋院", tc.name, v)
		}
		if v := root.PlayerBlack(); v != "保" {
			t.Errorf("%s: PB %q, want 保", tc.name, v)
		}
		if len(root.Children) != 1 {
			t.Fatalf("%s: %d children", tc.name, len(root.Children))
		}
		if v, _ := root.Children[0].Get("C"); v != "黒" {
			t.Errorf("%s: C %q, want 黒", tc.name, v)
		}
		if v, ok := root.Get("CA"); ok && v != "UTF-8" {
			t.Errorf("%s: CA %q not rewritten", tc.name, v)
		}
		checkRoundTrip(t, c)
	}
	// An SGF escape in the ASCII part still escapes.
	c := mustParse(t, "(;CA[ISO-2022-JP]C[a\\]"+kuro+"])")
	if v, _ := c.Games[0].Get("C"); v != "a]黒" {
		t.Errorf("escape beside ISO-2022-JP: %q", v)
	}
}

// TestISO2022JPDeclaredEightBit: ISO-2022-JP is a 7-bit charset (RFC
// 1468: its kanji are pairs of ASCII bytes between escape sequences), so
// a game tree declared in it whose bytes are 8-bit is mislabelled, as a
// Shift_JIS record labelled CA[JIS] (Japanese usage's name of the 7-bit
// code) is; it is read as a tree that declares no charset, whose bytes
// tell which. The bytes are glibc iconv's Shift_JIS of 日本棋院,
// これは日本の対局です。黒の勝ち and 山田太郎. Before, the ISO-2022-JP
// decoder turned every 8-bit byte into U+FFFD, and CA[JIS], which was an
// unknown label until ISO-2022-JP was read (and so guessed from the
// bytes), became unreadable too.
func TestISO2022JPDeclaredEightBit(t *testing.T) {
	const (
		pc = "\x93\xfa\x96\x7b\x8a\xfb\x89\x40"
		cm = "\x82\xb1\x82\xea\x82\xcd\x93\xfa\x96\x7b\x82\xcc\x91\xce\x8b\xc7\x82\xc5\x82\xb7\x81\x42\x8d\x95\x82\xcc\x8f\x9f\x82\xbf"
		pb = "\x8e\x52\x93\x63\x91\xbe\x98\x59"
	)
	for _, label := range []string{"JIS", "ISO-2022-JP", "csISO2022JP"} {
		c, err := Parse([]byte("(;GM[1]FF[4]CA[" + label + "]SZ[9]PC[" + pc + "]C[" + cm + "]PB[" + pb + "];B[ee])"))
		if err != nil {
			t.Errorf("CA[%s]: %v", label, err)
			continue
		}
		root := c.Games[0]
		for _, want := range [][2]string{{"PC", "日本棋院"}, {"C", "これは日本の対局です。黒の勝ち"}, {"PB", "山田太郎"}} {
			if v, _ := root.Get(want[0]); v != want[1] {
				t.Errorf("CA[%s]: %s %q, want %q", label, want[0], v, want[1])
			}
		}
		if v, _ := root.Get("CA"); v != "UTF-8" {
			t.Errorf("CA[%s]: CA %q not rewritten", label, v)
		}
		if len(c.Warnings) != 1 || !strings.Contains(c.Warnings[0].String(), "CA["+label+"]") {
			t.Errorf("CA[%s]: warnings %v, want one naming the label", label, c.Warnings)
		}
	}
}

func TestCharsetPerTree(t *testing.T) {
	gbk, err := simplifiedchinese.GBK.NewEncoder().String("李昌镐")
	if err != nil {
		t.Fatal(err)
	}
	utf := "(;FF[4]CA[UTF-8]PB[李昌镐]C[" + strings.Repeat("围棋比赛记录。", 40) + "];B[pd])"
	c, err := Parse([]byte("(;FF[4]CA[GB2312]PB[" + gbk + "];B[pd])\n" + utf))
	if err != nil {
		t.Fatal(err)
	}
	for i, g := range c.Games {
		if got := g.PlayerBlack(); got != "李昌镐" {
			t.Errorf("tree %d: PB %q, want 李昌镐", i+1, got)
		}
	}
	// Without CA: a Latin-1 tree and a GB2312 one, in either order, each
	// guessed from its own bytes.
	latin := "(;FF[4]PB[M\xfcller];B[pd])"
	chinese := "(;FF[4]PB[" + gbk + "];B[pd])"
	for _, order := range [][2]string{{latin, chinese}, {chinese, latin}} {
		c, err := Parse([]byte(order[0] + "\n" + order[1]))
		if err != nil {
			t.Fatal(err)
		}
		got := c.Games[0].PlayerBlack() + " " + c.Games[1].PlayerBlack()
		want := "Müller 李昌镐"
		if order[0] == chinese {
			want = "李昌镐 Müller"
		}
		if got != want {
			t.Errorf("undeclared trees: PB %q, want %q", got, want)
		}
	}
}

// TestUTF16: a file saved as UTF-16 with its byte-order mark, either byte
// order, reads as the same game (before: "bad property ident" at column 9).
func TestUTF16(t *testing.T) {
	src := "(;FF[4]GM[1]SZ[9]PB[李昌镐];B[ee];W[cc])"
	for _, order := range []string{"LE", "BE"} {
		var data []byte
		for _, r := range utf16.Encode([]rune(src)) {
			if order == "LE" {
				data = append(data, byte(r), byte(r>>8))
			} else {
				data = append(data, byte(r>>8), byte(r))
			}
		}
		bom := []byte{0xff, 0xfe}
		if order == "BE" {
			bom = []byte{0xfe, 0xff}
		}
		c, err := Parse(append(bom, data...))
		if err != nil {
			t.Fatalf("UTF-16%s: %v", order, err)
		}
		moves, err := c.Games[0].MainLine()
		if c.Games[0].PlayerBlack() != "李昌镐" || err != nil || len(moves) != 2 {
			t.Errorf("UTF-16%s: PB %q, %d moves, %v", order, c.Games[0].PlayerBlack(), len(moves), err)
		}
	}
}

// TestUTF16WithoutBOM: a file saved as UTF-16 without its byte-order mark
// (as some programs write "Unicode" text) reads as the game written, in
// either byte order, also after leading white space, with its lines. It
// was refused with a misleading "line 1, column 7: bad property ident G:
// expected '[' after it, found 'M'" (the zero bytes read as white space
// between letters). Sabaki's reader refuses such a file too, its charset
// detection naming none ("Encoding not recognized: 'null'"); the expected
// values here are the text encoded, and the line of the ';' of the third
// node by hand: line 3 after the two line breaks before it.
func TestUTF16WithoutBOM(t *testing.T) {
	src := "\r\n(;FF[4]GM[1]SZ[9]PB[李昌镐]\n;B[ee];W[cc])"
	for _, order := range []string{"LE", "BE"} {
		var data []byte
		for _, r := range utf16.Encode([]rune(src)) {
			if order == "LE" {
				data = append(data, byte(r), byte(r>>8))
			} else {
				data = append(data, byte(r>>8), byte(r))
			}
		}
		for _, d := range [][]byte{data, data[4:]} {
			c, err := Parse(d)
			if err != nil {
				t.Fatalf("UTF-16%s without BOM: %v", order, err)
			}
			g := c.Games[0]
			moves, err := g.MainLine()
			if g.PlayerBlack() != "李昌镐" || err != nil || len(moves) != 2 {
				t.Errorf("UTF-16%s without BOM: PB %q, %d moves, %v", order, g.PlayerBlack(), len(moves), err)
			}
			want := 3
			if len(d) < len(data) {
				want = 2 // without the leading CR LF
			}
			if n := g.Children[0].Children[0]; n.Line != want {
				t.Errorf("UTF-16%s without BOM: W[cc] on line %d, want %d", order, n.Line, want)
			}
		}
	}
	// A byte text with a zero byte elsewhere is not UTF-16.
	if c, err := Parse([]byte("(;GM[1]C[a\x00b])")); err != nil || c.Games[0].Props[1].Values[0] != "a\x00b" {
		t.Errorf("a zero byte in a value: %v", err)
	}
}

// TestUTF16DeclaredCA: a UTF-16 file whose root says so, CA[UTF-16]
// (FF[4]: CA names the charset of the file's text), is read without a
// warning, and its CA, whose text is now UTF-8, says UTF-8, as the CA of
// any tree decoded from another charset is rewritten (written out again,
// CA[UTF-16] would mislabel UTF-8 bytes). It said "unknown charset
// CA[UTF-16]; read as UTF-8" about a file read right, and kept the label.
// Sabaki's reader takes the same file without complaint. A file of UTF-8
// bytes labelled CA[UTF-16] is still warned about.
func TestUTF16DeclaredCA(t *testing.T) {
	src := "(;FF[4]GM[1]CA[UTF-16]SZ[9]PB[李昌镐];B[ee])"
	u := utf16.Encode([]rune(src))
	le := []byte{0xff, 0xfe}
	var noBOM []byte
	for _, r := range u {
		le = append(le, byte(r), byte(r>>8))
		noBOM = append(noBOM, byte(r), byte(r>>8))
	}
	for _, data := range [][]byte{le, noBOM} {
		c, err := Parse(data)
		if err != nil {
			t.Fatal(err)
		}
		g := c.Games[0]
		if ca, _ := g.Get("CA"); len(c.Warnings) != 0 || ca != "UTF-8" || g.PlayerBlack() != "李昌镐" {
			t.Errorf("CA[UTF-16] in UTF-16: warnings %v, CA %q, PB %q; want none, UTF-8, 李昌镐", c.Warnings, ca, g.PlayerBlack())
		}
	}
	c := mustParse(t, src)
	if len(c.Warnings) != 1 || !strings.Contains(c.Warnings[0].Msg, "unknown charset CA[UTF-16]") {
		t.Errorf("CA[UTF-16] on UTF-8 bytes: warnings %v, want the unknown charset", c.Warnings)
	}
}

// TestUTF16LegacyCA: a record in a legacy charset that an editor saved as
// UTF-16 (Windows Notepad's "Unicode", with or without the byte-order
// mark) keeps its CA[GB2312] or CA[EUC-KR], but its text is the UTF-16
// that was written, and so, converted, UTF-8: the names read as the
// characters encoded below. The converted UTF-8 was read a second time
// in the CA's charset wherever it held no character of three bytes (the
// test that a tree declaring a double-byte charset is UTF-8): José Müller
// became "Jos茅 M眉ller", Иванов "袠胁邪薪芯胁".
func TestUTF16LegacyCA(t *testing.T) {
	for _, ca := range []string{"GB2312", "EUC-KR", "Shift_JIS", "Big5", "ISO-8859-1"} {
		src := "(;FF[4]GM[1]CA[" + ca + "]PB[José Müller]PW[Иванов];B[aa])"
		u := utf16.Encode([]rune(src))
		le := []byte{0xff, 0xfe}
		var be []byte // big-endian, without a byte-order mark
		for _, r := range u {
			le = append(le, byte(r), byte(r>>8))
			be = append(be, byte(r>>8), byte(r))
		}
		for _, data := range [][]byte{le, be} {
			c, err := Parse(data)
			if err != nil {
				t.Fatalf("CA[%s] in UTF-16: %v", ca, err)
			}
			g := c.Games[0]
			if ca2, _ := g.Get("CA"); g.PlayerBlack() != "José Müller" || g.PlayerWhite() != "Иванов" || ca2 != "UTF-8" || len(c.Warnings) != 0 {
				t.Errorf("CA[%s] in UTF-16: PB %q PW %q CA %q warnings %v; want José Müller, Иванов, UTF-8, none", ca, g.PlayerBlack(), g.PlayerWhite(), ca2, c.Warnings)
			}
		}
	}
}

// TestUnicodeSpaceBetweenTokens: the white space that FF[4] allows between
// tokens may be a Unicode space in a UTF-8 record (a no-break space pasted
// from a web page, the ideographic space of a CJK input method, the
// byte-order mark of a file joined to another), and the record reads as
// @sabaki/sgf reads the same bytes (its tokenizer skips JavaScript's \s):
// for the record below GM[1] SZ[9], then B[aa], then W[bb] with C[x][y];
// and for (;B[aa]<NBSP>!) "Unexpected token at 1:9", the column we give
// too. The parser stopped at them ("unexpected byte 0xc2 between nodes"),
// and took a '(' followed by one for text before a game tree, skipping
// the game's first nodes to the next "(;".
func TestUnicodeSpaceBetweenTokens(t *testing.T) {
	c := mustParse(t, "(\u3000;GM[1]\u2003SZ[9]\ufeff;B[aa]\u3000(;W[bb]\u00a0C[x]\u202f[y]))")
	g := c.Games[0]
	if len(g.Props) != 2 || len(g.Children) != 1 {
		t.Fatalf("root %v with %d children, want GM and SZ and one child", g.Props, len(g.Children))
	}
	b := g.Children[0]
	if v, _ := b.Get("B"); v != "aa" || len(b.Children) != 1 {
		t.Fatalf("second node %v", b.Props)
	}
	w := b.Children[0]
	if v, _ := w.Get("W"); v != "bb" || !slices.Equal(w.Values("C"), []string{"x", "y"}) {
		t.Errorf("third node %v, want W[bb] C[x][y]", w.Props)
	}
	_, err := Parse([]byte("(;B[aa]\u00a0!)"))
	var se *SyntaxError
	if !errors.As(err, &se) || se.Line != 1 || se.Col != 9 {
		t.Errorf("(;B[aa]<NBSP>!): %v, want an error at line 1, column 9", err)
	}
	// A byte that is no white space is still an error.
	if _, err := Parse([]byte("(;B[aa]\u00e9;W[bb])")); err == nil {
		t.Error("a letter between nodes: no error")
	}
}

// TestUnicodeSpaceInCharset: a Unicode space between tokens is read in the
// charset of its game tree, as @sabaki/sgf reads it, decoding the file in
// the CA's charset before its tokenizer skips JavaScript's \s: the
// ideographic space U+3000 of a CJK input method is A1 A1 in GB2312 and
// EUC-KR, 81 40 in Shift_JIS, A1 40 in Big5, the no-break space A0 in
// ISO-8859-1; Sabaki 3.4.7's parseBuffer reads each record below as three
// nodes, the name decoded. The parser looked for these spaces in UTF-8
// only, whatever the CA ("unexpected byte 0xa1 between nodes"). The other
// way round, the UTF-8 bytes of U+3000 (E3 80 80) in a GB2312 tree are no
// space but a GB2312 character and a stray byte, on which Sabaki fails
// ("Unexpected token at 1:23"); the parser skipped them.
func TestUnicodeSpaceInCharset(t *testing.T) {
	for _, tc := range []struct{ ca, pb, sp, want string }{
		{"GB2312", "\xc0\xee", "\xa1\xa1", "李"},
		{"EUC-KR", "\xb1\xe8", "\xa1\xa1", "김"},
		{"Shift_JIS", "\x8d\x95", "\x81\x40", "黒"},
		{"Big5", "\xa7\xf5", "\xa1\x40", "李"},
		{"ISO-8859-1", "Jos\xe9", "\xa0", "José"},
	} {
		src := "(;FF[4]CA[" + tc.ca + "]PB[" + tc.pb + "]" + tc.sp + ";B[aa]" + tc.sp + ";W[bb]" + tc.sp + ")"
		c, err := Parse([]byte(src))
		if err != nil {
			t.Errorf("CA[%s] with its spaces between tokens: %v", tc.ca, err)
			continue
		}
		g := c.Games[0]
		if pb, _ := g.Get("PB"); pb != tc.want || len(g.Children) != 1 || len(g.Children[0].Children) != 1 {
			t.Errorf("CA[%s]: PB %q and %d children, want %q and a line of three nodes", tc.ca, pb, len(g.Children), tc.want)
		}
	}
	// The same spaces in a tree without CA whose charset is guessed.
	c, err := Parse([]byte("(;FF[4]PB[\xc0\xee\xca\xc0\xca\xaf]\xa1\xa1;B[aa];W[bb])"))
	if err != nil {
		t.Fatalf("GB2312 without CA, A1 A1 between nodes: %v", err)
	}
	if pb, _ := c.Games[0].Get("PB"); pb != "李世石" {
		t.Errorf("GB2312 without CA: PB %q, want 李世石", pb)
	}
	if _, err := Parse([]byte("(;FF[4]CA[GB2312]PB[\xc0\xee]\xe3\x80\x80;B[aa];W[bb])")); err == nil {
		t.Error("UTF-8 bytes of U+3000 in a GB2312 tree: no error")
	}
}

// TestCharsetUndeclared: records without CA whose bytes are not UTF-8.
// Chinese sites' exports are GB2312/GBK without CA; old European records
// are Latin-1 (FF[4]'s default charset for CA is ISO-8859-1). Either must
// parse, with its text decoded, also when a double-byte character ends in
// ']' (乚 = 0x81 0x5d in GBK, 也 = 0xa4 0x5d in Big5, ゾ = 0x83 0x5d in
// Shift_JIS).
func TestCharsetUndeclared(t *testing.T) {
	gbk, _ := simplifiedchinese.GBK.NewEncoder().String("柯洁九段 黑中盘胜")
	gbkBracket, _ := simplifiedchinese.GBK.NewEncoder().String("芈昱廷 乚")
	big5, _ := traditionalchinese.Big5.NewEncoder().String("許家元 也")
	sjis, _ := japanese.ShiftJIS.NewEncoder().String("井山裕太 ゾ")
	for _, tc := range []struct {
		name, pb, want string
	}{
		{"GBK", gbk, "柯洁九段 黑中盘胜"},
		{"GBK with ']' trail", gbkBracket, "芈昱廷 乚"},
		{"Latin-1", "M\xfcller \xd8deg\xe5rd", "Müller Ødegård"},
		{"Big5 with ']' trail", big5, "許家元 也"},
		{"Shift_JIS with ']' trail", sjis, "井山裕太 ゾ"},
	} {
		for _, head := range []string{"(;FF[4]GM[1]", "(;FF[4]GM[1]CA[UTF-8]"} {
			src := head + "SZ[19]KM[7.5]PB[" + tc.pb + "]C[" + tc.pb + "];B[pd]C[" + tc.pb + "];W[dd])"
			c, err := Parse([]byte(src))
			if err != nil {
				t.Errorf("%s (%s): %v", tc.name, head, err)
				continue
			}
			root := c.Games[0]
			if tc.want != "" && root.PlayerBlack() != tc.want {
				t.Errorf("%s (%s): PB %q, want %q", tc.name, head, root.PlayerBlack(), tc.want)
			}
			if !utf8.ValidString(root.PlayerBlack()) {
				t.Errorf("%s (%s): PB not UTF-8: %q", tc.name, head, root.PlayerBlack())
			}
			if moves, err := root.MainLine(); err != nil || len(moves) != 2 {
				t.Errorf("%s (%s): main line %v, %v", tc.name, head, moves, err)
			}
			checkRoundTrip(t, c)
		}
	}
}

// TestShiftJISBackslashUndeclared: Shift_JIS text without CA (or with a
// wrong CA[UTF-8]) whose characters end in 0x5C, '\\' read byte-wise, which
// then escaped the ']' after it and swallowed a move (before: GB18030 or
// Windows-1252 was guessed, and 3 of the 4 moves were read). The bytes are
// written out by hand: 井山裕太 is 88 E4 8E 52 97 54 91 BE, 十段戦 is 8F 5C
// 92 69 90 ED, 表 is 95 5C (JIS X 0208 in Shift_JIS), and Big5 許功蓋 is
// B3 5C A5 5C BB 5C.
func TestShiftJISBackslashUndeclared(t *testing.T) {
	for _, head := range []string{"(;GM[1]FF[3]", "(;GM[1]FF[4]CA[UTF-8]"} {
		src := head + "SZ[19]PB[\x88\xe4\x8eR\x97T\x91\xbe]EV[\x8f\x5c\x92\x69\x90\xed]C[\x95\x5c];B[pd];W[dp];B[pp];W[dd])"
		c, err := Parse([]byte(src))
		if err != nil {
			t.Fatalf("%s: %v", head, err)
		}
		root := c.Games[0]
		ev, _ := root.Get("EV")
		cm, _ := root.Get("C")
		if root.PlayerBlack() != "井山裕太" || ev != "十段戦" || cm != "表" {
			t.Errorf("%s: PB %q EV %q C %q, want 井山裕太 十段戦 表", head, root.PlayerBlack(), ev, cm)
		}
		if moves, err := root.MainLine(); err != nil || len(moves) != 4 {
			t.Errorf("%s: %d moves, %v; want 4", head, len(moves), err)
		}
	}
	c := mustParse(t, "(;FF[4]SZ[19]PB[\xb3\x5c\xa5\x5c\xbb\x5c];B[pd];W[dd])")
	if pb := c.Games[0].PlayerBlack(); pb != "許功蓋" {
		t.Errorf("Big5 without CA: PB %q, want 許功蓋", pb)
	}
	// Hiragana pair up as GBK characters too (こ is 82 B1): kana-rich
	// text that reads cleanly as Shift_JIS is Japanese.
	kana, _ := japanese.ShiftJIS.NewEncoder().String("こんにちは")
	c = mustParse(t, "(;FF[4]SZ[19]C["+kana+"];B[pd])")
	if v, _ := c.Games[0].Get("C"); v != "こんにちは" {
		t.Errorf("kana without CA: C %q, want こんにちは", v)
	}
}

// TestShiftJISUndeclaredFewKana: Japanese text in Shift_JIS without CA
// whose characters are mostly kanji, with a kana or two, is read as
// Shift_JIS. Its bytes pair up as GBK characters too (黒中押し勝ち is 8D 95
// 92 86 89 9F 82 B5 8F 9F 82 BF, all high trail bytes), and only a
// kana-rich text was taken for Japanese: 黒中押し勝ち read as GB18030 gave
// 崟拞墴偟彑偪, 趙治勲 驸帯孧, and the Japanese result in RE could not be
// read. The expected text is the one encoded (golang.org/x/text's
// Shift_JIS encoder; iconv -t SHIFT_JIS gives the same bytes); GB2312
// names beside them stay GB18030.
func TestShiftJISUndeclaredFewKana(t *testing.T) {
	for _, tc := range []struct {
		enc  encoding.Encoding
		text string
	}{
		{japanese.ShiftJIS, "黒中押し勝ち"},
		{japanese.ShiftJIS, "井山裕太 張栩 黒中押し勝ち"},
		{japanese.ShiftJIS, "趙治勲 小林光一 白3目半勝"},
		{japanese.ShiftJIS, "第40期棋聖戦七番勝負第1局"},
		{japanese.ShiftJIS, "芝野虎丸"},
		{japanese.ShiftJIS, "黒1目半勝ち"},
		{simplifiedchinese.GBK, "古力 黑中盘胜"},
		{simplifiedchinese.GBK, "第22届三星杯世界围棋大师赛决赛"},
		{simplifiedchinese.GBK, "常昊 聂卫平 马晓春"},
		{simplifiedchinese.GBK, "本因坊秀策"},
	} {
		b, err := tc.enc.NewEncoder().String(tc.text)
		if err != nil {
			t.Fatal(err)
		}
		c := mustParse(t, "(;FF[4]GM[1]SZ[19]PB["+b+"];B[pd];W[dd])")
		if pb := c.Games[0].PlayerBlack(); pb != tc.text {
			t.Errorf("PB %q, want %q", pb, tc.text)
		}
	}
}

// TestKoreanUndeclared: Korean text in EUC-KR without CA (or with a wrong
// CA[UTF-8]) is read as EUC-KR. Its Hangul syllables (lead bytes B0 to C8)
// also pair up as GB2312 hanzi, and it was read as GB18030: 이세돌 became
// 捞技倒. jschardet, the detector of @sabaki/sgf (tests/clients), calls
// each of these records EUC-KR (confidence 0.99, 0.67, 0.67 and 0.5,
// with or without CA[UTF-8]).
// The expected text is the one encoded. Chinese text beside them, all of
// whose characters fall in those rows but for fewer than eight (古力 九段,
// B9C5 C1A6 BEC5 B6CE), or with a character outside them (柯洁, 白中盘胜),
// stays GB18030.
func TestKoreanUndeclared(t *testing.T) {
	for _, tc := range []struct {
		enc        encoding.Encoding
		pb, pw, re string
	}{
		{korean.EUCKR, "이세돌 9단", "박정환 9단", "백 불계승"},
		{korean.EUCKR, "이세돌", "박정환", "흑 2집반승"},
		{korean.EUCKR, "신진서", "박정환", "흑 불계승"},
		{korean.EUCKR, "이창호 9단", "조훈현 9단", "흑 반집승"},
		{simplifiedchinese.GBK, "古力 九段", "古力", "B+R"},
		{simplifiedchinese.GBK, "古力 九段", "柯洁 九段", "白中盘胜"},
	} {
		enc := func(s string) string {
			b, err := tc.enc.NewEncoder().String(s)
			if err != nil {
				t.Fatal(err)
			}
			return b
		}
		for _, head := range []string{"(;GM[1]FF[4]", "(;GM[1]FF[4]CA[UTF-8]"} {
			src := head + "SZ[19]PB[" + enc(tc.pb) + "]PW[" + enc(tc.pw) + "]RE[" + enc(tc.re) + "];B[pd];W[dd])"
			c, err := Parse([]byte(src))
			if err != nil {
				t.Fatalf("%s: %v", src, err)
			}
			root := c.Games[0]
			if pb, pw, re := root.PlayerBlack(), root.PlayerWhite(), root.Result(); pb != tc.pb || pw != tc.pw || re != tc.re {
				t.Errorf("%s: PB %q PW %q RE %q, want %q %q %q", head, pb, pw, re, tc.pb, tc.pw, tc.re)
			}
		}
	}
}

// TestKoreanUndeclaredShort: Korean names in EUC-KR without CA, fewer than
// the eight Hangul syllables from which any such text is read as Korean,
// were read as GB18030 (이세돌 박정환 became 捞技倒 冠沥券). Syllables
// common in Korean names are Korean from two on: jschardet, the detector
// of @sabaki/sgf (tests/clients), calls the first three records EUC-KR
// (confidence 0.99, 0.83 and 0.99). The expected text is the one encoded.
// Short Chinese names whose characters all fall in the rows of KS X 1001's
// Hangul read as syllables that few Korean names hold (古力, B9C5 C1A6,
// reads 뮴제; 柯洁 온썅; 孔杰 왝쌤; 李赫 쟀붐) and stay GB18030, as do names
// with a character outside those rows (檀啸, 陈耀烨).
func TestKoreanUndeclaredShort(t *testing.T) {
	for _, tc := range []struct {
		enc        encoding.Encoding
		pb, pw, re string
	}{
		{korean.EUCKR, "이세돌", "박정환", "B+R"},
		{korean.EUCKR, "이세돌", "조훈현", "W+R"},
		{korean.EUCKR, "최정", "오유진", "W+R"},
		{korean.EUCKR, "신진서", "", "B+R"},
		{korean.EUCKR, "김지석", "강동윤", "W+R"},
		{korean.EUCKR, "최정", "", ""},
		{simplifiedchinese.GBK, "古力", "", "B+R"},
		{simplifiedchinese.GBK, "古力", "柯洁", "B+R"},
		{simplifiedchinese.GBK, "孔杰", "李赫", ""},
		{simplifiedchinese.GBK, "檀啸", "古力", "W+R"},
		{simplifiedchinese.GBK, "陈耀烨", "", "B+R"},
	} {
		enc := func(s string) string {
			b, err := tc.enc.NewEncoder().String(s)
			if err != nil {
				t.Fatal(err)
			}
			return b
		}
		src := "(;GM[1]FF[4]SZ[19]PB[" + enc(tc.pb) + "]PW[" + enc(tc.pw) + "]RE[" + enc(tc.re) + "];B[pd];W[dd])"
		root := mustParse(t, src).Games[0]
		if pb, pw, re := root.PlayerBlack(), root.PlayerWhite(), root.Result(); pb != tc.pb || pw != tc.pw || re != tc.re {
			t.Errorf("PB %q PW %q RE %q, want %q %q %q", pb, pw, re, tc.pb, tc.pw, tc.re)
		}
	}
}

// TestDeclaredGB2312ValidUTF8: GB2312 text that happens to be valid UTF-8
// made of two-byte sequences keeps its declared charset (before: 时越 陆平
// read as ʱԽ ½ƽ). The bytes are hand-encoded GB2312: 时 is CA B1, 越
// D4 BD, 陆 C2 BD, 平 C6 BD. UTF-8 CJK text declared GB2312 is still read
// as UTF-8 (TestCharsets).
func TestDeclaredGB2312ValidUTF8(t *testing.T) {
	c := mustParse(t, "(;FF[4]CA[GB2312]GM[1]SZ[19]PB[\xca\xb1\xd4\xbd]PW[\xc2\xbd\xc6\xbd]RE[W+R];B[pd];W[dd])")
	if pb, pw := c.Games[0].PlayerBlack(), c.Games[0].PlayerWhite(); pb != "时越" || pw != "陆平" {
		t.Errorf("PB %q PW %q, want 时越 陆平", pb, pw)
	}
}

// TestCharsetRegistries: CA labels outside the built-in list are looked up
// in the WHATWG/IANA registries (before: read as UTF-8, or guessed as
// GB18030 or Windows-1252). The bytes are hand-encoded: ISO-8859-2 A3 is
// Ł, AF Ż, F3 ó, B3 ł, E6 ć; Windows-1251 C8 E2 E0 ED is Иван; KOI8-R E9
// D7 C1 CE is Иван; UHC 8C 63 is 똠 (outside EUC-KR), B9 E6 방, B0 A2 각,
// C7 CF 하. A label still unknown gives a warning naming the tree.
func TestCharsetRegistries(t *testing.T) {
	for _, tc := range []struct{ ca, pb, want string }{
		{"ISO-8859-2", "\xa3ukasz \xaf\xf3\xb3\xe6", "Łukasz Żółć"},
		{"windows-1251", "\xc8\xe2\xe0\xed", "Иван"},
		{"KOI8-R", "\xe9\xd7\xc1\xce", "Иван"},
		{"UHC", "\x8c\x63\xb9\xe6\xb0\xa2\xc7\xcf", "똠방각하"},
	} {
		c := mustParse(t, "(;FF[4]CA["+tc.ca+"]GM[1]SZ[19]PB["+tc.pb+"];B[pd])")
		if pb := c.Games[0].PlayerBlack(); pb != tc.want {
			t.Errorf("CA[%s]: PB %q, want %q", tc.ca, pb, tc.want)
		}
		if len(c.Warnings) != 0 {
			t.Errorf("CA[%s]: warnings %v", tc.ca, c.Warnings)
		}
	}
	c := mustParse(t, "(;FF[4]SZ[9];B[ee])\n(;FF[4]CA[X-NO-SUCH]SZ[9]PB[Ren];B[ee])")
	want := []string{"line 2, column 1: unknown charset CA[X-NO-SUCH]; read as UTF-8"}
	if got := c.GameWarnings(1); fmt.Sprint(got) != fmt.Sprint(want) || len(c.GameWarnings(0)) != 0 {
		t.Errorf("unknown CA: warnings %q / %q, want %q for the second tree", c.GameWarnings(0), got, want)
	}
}

// TestLenientValues: a pass written as the point just off the board's far
// corner ("jj" on 9x9, "fe" on 5x4; GoGui reads it as a pass with
// "Non-standard pass move encoding") and empty or "tt" setup values (on
// boards up to 19x19) are read leniently, each named by Node.Warnings;
// other points off the board stay errors (before: all were errors).
func TestLenientValues(t *testing.T) {
	c := mustParse(t, "(;SZ[9];B[ee];W[jj];B[cc])")
	moves, err := c.Games[0].MainLine()
	if err != nil || len(moves) != 3 || !moves[1].Pass || moves[1].Colour != White {
		t.Fatalf("9x9 W[jj]: %v, %v", moves, err)
	}
	w := c.Games[0].Children[0].Children[0].Warnings(9, 9)
	if len(w) != 1 || w[0].Error() != "line 1, column 14: W[jj]: non-standard pass move encoding; read as a pass" {
		t.Errorf("9x9 W[jj]: warnings %v", w)
	}
	c = mustParse(t, "(;SZ[5:4];B[fe])")
	if moves, err := c.Games[0].MainLine(); err != nil || !moves[0].Pass {
		t.Errorf("5x4 B[fe]: %v, %v", moves, err)
	}
	for _, bad := range []string{"(;SZ[9];B[kk])", "(;SZ[9];B[jb])", "(;SZ[9];B[ji])", "(;SZ[5:4];B[ef])"} {
		if _, err := mustParse(t, bad).Games[0].MainLine(); !errors.Is(err, ErrOffBoard) {
			t.Errorf("%s: %v, want a point off the board", bad, err)
		}
	}
	root := mustParse(t, "(;SZ[9]AB[][cc][tt]AW[tt][dd]AE[ ])").Games[0]
	black, white, empty, _, err := root.Setup(9, 9)
	if err != nil || fmt.Sprint(black) != "[{2 2}]" || fmt.Sprint(white) != "[{3 3}]" || len(empty) != 0 {
		t.Errorf("skipped setup: %v %v %v %v", black, white, empty, err)
	}
	var got []string
	for _, e := range root.Warnings(9, 9) {
		got = append(got, e.Error())
	}
	want := []string{
		"line 1, column 2: AB[]: no point; skipped",
		"line 1, column 2: AB[tt]: no point; skipped",
		"line 1, column 2: AW[tt]: no point; skipped",
		"line 1, column 2: AE[ ]: no point; skipped",
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("setup warnings %q, want %q", got, want)
	}
	// On a board larger than 19x19 tt is a point, and jj one on the board.
	if _, _, _, _, err := mustParse(t, "(;SZ[21]AB[tt])").Games[0].Setup(21, 21); err != nil {
		t.Errorf("21x21 AB[tt]: %v", err)
	}
	if w := mustParse(t, "(;SZ[19];B[tt])").Games[0].Children[0].Warnings(19, 19); len(w) != 0 {
		t.Errorf("19x19 B[tt]: warnings %v", w)
	}
}

// TestUnclosedGameTree: a game tree the input ends in, outside a value,
// is read as if closed, with a warning naming where the input ends (GoGui
// also reads such files); the positions are counted by hand.
func TestUnclosedGameTree(t *testing.T) {
	for _, tc := range []struct {
		in, warn string
		moves    int
	}{
		{"(;SZ[9];B[ee];W[cc]", "line 1, column 20: game tree not closed: input ends without ')' (tree opened on line 1)", 2},
		{"Record:\n(;B[aa]\n", "line 3, column 1: game tree not closed: input ends without ')' (tree opened on line 2)", 1},
		{"(;B[aa]\n(;W[bb])\n", "line 3, column 1: game tree not closed: input ends without ')' (tree opened on line 1)", 2},
		{"(;B[aa];W[bb](;B[cc]", "line 1, column 21: game tree not closed: input ends without ')' (tree opened on line 1)", 3},
	} {
		c, err := Parse([]byte(tc.in))
		if err != nil {
			t.Errorf("%q: %v", tc.in, err)
			continue
		}
		if got := c.GameWarnings(0); len(got) != 1 || got[0] != tc.warn {
			t.Errorf("%q: warnings %q, want %q", tc.in, got, tc.warn)
		}
		if moves, err := c.Games[0].MainLine(); err != nil || len(moves) != tc.moves {
			t.Errorf("%q: %d moves, %v; want %d", tc.in, len(moves), err, tc.moves)
		}
	}
	// A second tree that the input ends in keeps the first.
	c, err := Parse([]byte("(;B[aa])(;W[bb]"))
	if err != nil || len(c.Games) != 2 || len(c.GameWarnings(1)) != 1 || len(c.GameWarnings(0)) != 0 {
		t.Errorf("collection: %v, %v", c, err)
	}
	// A closed tree has no warning; the end of input inside a value
	// stays an error.
	if c := mustParse(t, "(;B[aa])"); len(c.Warnings) != 0 {
		t.Errorf("closed tree: %v", c.Warnings)
	}
	if _, err := Parse([]byte("(;B[aa];W[b")); err == nil {
		t.Error("end inside a value: no error")
	}
}

// TestNodesAfterVariation: a node after a variation, which FF[4]'s
// grammar forbids, was a syntax error that lost the record. The readings
// expected are those of Sabaki's reader (@sabaki/sgf 3.4.7, parse in
// tests/clients), which skips the nodes after a variation and keeps the
// variations after them as the node's before them, and for the main line
// of the first two also GNU Go 3.8's loadsgf (list_stones: black E5,
// white C7; it stops reading at the node, and exits on the nested one).
func TestNodesAfterVariation(t *testing.T) {
	for _, tc := range []struct {
		in   string
		tree string // each node's moves, its variations in parentheses
		warn []string
	}{
		{"(;GM[1]SZ[9];B[ee](;W[cc]);B[gg])", "; B[ee] W[cc]",
			[]string{"line 1, column 27: node after a variation skipped: FF[4] puts a node's variations after its sequence"}},
		{"(;GM[1]SZ[9];B[ee](;W[cc]);B[gg];W[hh]\n(;W[dd])(;W[aa]))", "; B[ee] (W[cc]) (W[dd]) (W[aa])",
			[]string{"line 1, column 27: node after a variation skipped: FF[4] puts a node's variations after its sequence"}},
		{"(;GM[1]SZ[9];B[ee](;W[cc](;B[dd]);C[a ) (;W[dd\\]];B[gg])\n(;W[ff]);B[hh])", "; B[ee] (W[cc] B[dd]) (W[ff])",
			[]string{"line 1, column 34: node after a variation skipped: FF[4] puts a node's variations after its sequence",
				"line 2, column 9: node after a variation skipped: FF[4] puts a node's variations after its sequence"}},
		// Properties after a variation, outside a node, are skipped too,
		// identifiers and values, as Sabaki skips them.
		{"(;GM[1]SZ[9];B[ee](;W[cc])C[end (;B[aa\\]) here]x\n(;W[dd]))", "; B[ee] (W[cc]) (W[dd])",
			[]string{"line 1, column 27: property after a variation skipped: FF[4] puts a node's properties before its variations"}},
		// A skipped node's properties are skipped as those outside a
		// node are, an identifier without a capital or without a value
		// too: Sabaki reads these as the case above, and GNU Go 3.8's
		// loadsgf plays B E5 and W C7. They lost the record.
		{"(;GM[1]SZ[9];B[ee](;W[cc]);x[1]B\n(;W[dd]))", "; B[ee] (W[cc]) (W[dd])",
			[]string{"line 1, column 27: node after a variation skipped: FF[4] puts a node's variations after its sequence"}},
	} {
		c, err := Parse([]byte(tc.in))
		if err != nil {
			t.Errorf("%q: %v", tc.in, err)
			continue
		}
		if got := treeString(c.Games[0]); got != tc.tree {
			t.Errorf("%q: tree %q, want %q", tc.in, got, tc.tree)
		}
		if got := c.GameWarnings(0); !slices.Equal(got, tc.warn) {
			t.Errorf("%q: warnings %q, want %q", tc.in, got, tc.warn)
		}
	}
	// A skipped value the input ends in is an error, which names the
	// value's identifier as any other does (the '[' is column 29).
	src := "(;GM[1]SZ[9];B[ee](;W[cc]);B[gg"
	want := "line 1, column 32: unexpected end of input inside property value B[ opened at line 1, column 29"
	if _, err := Parse([]byte(src)); err == nil || err.Error() != want {
		t.Errorf("%q: error %v, want %s", src, err, want)
	}
}

// treeString writes the moves of the tree at n, a node's variations after
// it in parentheses when it has more than one.
func treeString(n *Node) string {
	var b strings.Builder
	var walk func(n *Node)
	walk = func(n *Node) {
		for {
			mv := ";"
			for _, id := range []string{"B", "W"} {
				if v, ok := n.Get(id); ok {
					mv = id + "[" + v + "]"
				}
			}
			if b.Len() > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(mv)
			if len(n.Children) != 1 {
				break
			}
			n = n.Children[0]
		}
		for _, c := range n.Children {
			b.WriteString(" (")
			walk(c)
			b.WriteString(")")
		}
	}
	walk(n)
	return strings.ReplaceAll(b.String(), "( ", "(")
}

// TestLineBreaksInValues: CR LF and lone CR line breaks in values read as
// LF (the FF[4] spec counts all three as line breaks; Sabaki drops the CR
// of CR LF), also across a split by a soft line break; line numbers still
// count each break once (before: the CRs were kept).
func TestLineBreaksInValues(t *testing.T) {
	c := mustParse(t, "(;C[a\r\nb\rc\nd\\\r\ne]\r;B[aa]C[x\r\r\ny])")
	if v, _ := c.Games[0].Get("C"); v != "a\nb\nc\nde" {
		t.Errorf("root C %q, want %q", v, "a\nb\nc\nde")
	}
	n := c.Games[0].Children[0]
	if v, _ := n.Get("C"); v != "x\n\ny" || n.Line != 6 {
		t.Errorf("child C %q on line %d, want %q on line 6", v, n.Line, "x\n\ny")
	}
	checkRoundTrip(t, c)
}

// TestLineBreakLFCR: LF CR is one line break, as CR LF is (FF[4], 3.2
// Text: an application should deal with the line breaks LF, CR, LF CR and
// CR LF), taken greedily. The parser counted it as
// two lines (a lone LF, then a lone CR), so that the errors and node
// positions of a file written with LF CR were a line further down per line
// break, and kept it in a value as two LFs. The expected values are
// @sabaki/sgf's reading of the same bytes (tests/clients/node_modules):
// for "(;B[aa]\n\r;W[bb]\n\r;!)" it reports "Unexpected token at 3:3"
// (line 3; its column counts the CR, ours starts after the break: the '!'
// is the line's second character), and C[x\n\ry] reads "x\ny". A text
// of lone CRs (old Mac files) still counts each as a line, and CR LF CR LF
// as two.
func TestLineBreakLFCR(t *testing.T) {
	for _, tc := range []struct {
		in        string
		line, col int
	}{
		{"(;B[aa]\n\r;W[bb]\n\r;!)", 3, 2},
		{"(;B[aa]\n\r\n\r;W[bb]\n\r;!)", 4, 2}, // Sabaki: 4:3
		{"(;B[aa]\r\n\r\n;W[bb]\n\r;!)", 4, 2}, // Sabaki: 4:3
		{"(;C[x\n\ry\n\r]\n\r;!)", 4, 2},
		{"(;C[x\\\n\ry]\n\r;!)", 3, 2}, // a soft line break
		{"(;B[aa]\r;W[bb]\r;!)", 3, 2},
	} {
		_, err := Parse([]byte(tc.in))
		var se *SyntaxError
		if !errors.As(err, &se) || se.Line != tc.line || se.Col != tc.col {
			t.Errorf("%q: %v, want an error at line %d, column %d", tc.in, err, tc.line, tc.col)
		}
	}
	c := mustParse(t, "(;C[x\n\ry]GN[a\n\rb\r\nc]\n\r;B[aa]\n\r)")
	if v, _ := c.Games[0].Get("C"); v != "x\ny" {
		t.Errorf("C %q, want %q", v, "x\ny")
	}
	if v, _ := c.Games[0].Get("GN"); v != "a\nb\nc" {
		t.Errorf("GN %q, want %q", v, "a\nb\nc")
	}
	// Four line breaks before it, by hand: in C, twice in GN, after GN.
	if n := c.Games[0].Children[0]; n.Line != 5 || n.Col != 1 {
		t.Errorf("move node at line %d, column %d, want line 5, column 1", n.Line, n.Col)
	}
}

// TestEmptyPL: PL[] names no colour; it must not make the record
// unreadable (Sabaki ignores it too). The stones of the node are kept.
func TestEmptyPL(t *testing.T) {
	root := mustParse(t, "(;FF[4]SZ[19]PL[]AB[pd];W[dd])").Games[0]
	black, _, _, pl, err := root.Setup(19, 19)
	if err != nil || pl != None || len(black) != 1 {
		t.Errorf("PL[]: black %v, PL %v, %v", black, pl, err)
	}
	for _, v := range []string{" ", "w", "White", "2"} {
		root := mustParse(t, "(;PL["+v+"]AB[aa])").Games[0]
		if _, _, _, pl, err := root.Setup(19, 19); err != nil || (v != " " && pl != White) || (v == " " && pl != None) {
			t.Errorf("PL[%s]: %v %v", v, pl, err)
		}
	}
}

// TestTextAroundGameTrees: text before the first "(;" (a mail header, a
// title line) and after the last game tree (a site's footer, a stray ')')
// is not SGF and is skipped, as SGFC, the FF[4] reference checker, skips
// it; the game trees themselves are read in full.
func TestTextAroundGameTrees(t *testing.T) {
	for _, tc := range []struct {
		name, in string
		games    int
	}{
		{"text before", "Game record\nFrom: someone (a friend)\n\n(;SZ[19]KM[7.5];B[pd];W[dd])", 1},
		{"parenthesised title before", "(Game record)\r\n(;SZ[19]KM[7.5];B[pd];W[dd])", 1},
		{"text after", "(;SZ[19]KM[7.5];B[pd];W[dd])\nDownloaded from example.org\n", 1},
		{"extra )", "(;SZ[19]KM[7.5];B[pd];W[dd]))\n", 1},
		{"HTML around", "<html><body><pre>(;SZ[19]KM[7.5];B[pd];W[dd])</pre></body></html>", 1},
		{"text between trees", "(;SZ[19]KM[7.5];B[pd];W[dd])\n--\n(;SZ[19]KM[7.5];B[pd];W[dd])", 2},
	} {
		c, err := Parse([]byte(tc.in))
		if err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		if len(c.Games) != tc.games {
			t.Errorf("%s: %d games, want %d", tc.name, len(c.Games), tc.games)
		}
		for _, g := range c.Games {
			moves, err := g.MainLine()
			if k, _ := g.Komi(); err != nil || len(moves) != 2 || moves[1].Colour != White || moves[1].X != 3 || k != 7.5 {
				t.Errorf("%s: moves %v komi %v %v", tc.name, moves, k, err)
			}
		}
	}
}

// TestLargeCollection: a collection of a few thousand real-sized games in
// one file (a player's or a tournament's games, about 3 MB here) is read in
// full; the node limit must not reject it.
func TestLargeCollection(t *testing.T) {
	var b strings.Builder
	const games, pairs = 3000, 150
	for range games {
		b.WriteString("(;FF[4]GM[1]SZ[19]KM[7.5]PB[a]PW[b]RE[B+R]\n")
		for range pairs {
			b.WriteString(";B[pd];W[dd]")
		}
		b.WriteString(")\n")
	}
	c, err := Parse([]byte(b.String()))
	if err != nil {
		t.Fatalf("%d games of %d moves (%d bytes): %v", games, 2*pairs, b.Len(), err)
	}
	if len(c.Games) != games || len(c.Games[games-1].MainLineNodes()) != 2*pairs+1 {
		t.Fatalf("%d games", len(c.Games))
	}
}

// TestSecondRootWarning: a collection missing its first game tree's ')'
// reads the second game's root as a node of the first's main line, as
// @sabaki/sgf 3.4.7 (main line GM SZ; B[cc]; GM SZ; B[dd]; W[ee]) and GNU
// Go 3.8's loadsgf (black C7 D6, white E5, "= black") read it; that node's
// root properties, which FF[4] allows "only in root nodes", are named: the
// first of them, GM[1], at the node's ';' (line 2, column 2, by hand). The
// root's own are not, nor a node without them.
func TestSecondRootWarning(t *testing.T) {
	c := mustParse(t, "(;GM[1]SZ[9];B[cc]\n(;GM[1]SZ[9];B[dd];W[ee])")
	nodes := c.Games[0].MainLineNodes()
	if len(nodes) != 5 {
		t.Fatalf("%d main-line nodes, want 5", len(nodes))
	}
	for i, n := range nodes {
		var got []string
		for _, e := range n.Warnings(9, 9) {
			got = append(got, e.Error())
		}
		var want []string
		if i == 2 {
			want = []string{"line 2, column 2: GM[1]: a root property, which FF[4] allows only in a game's root node; ignored (another game's root, the game tree before it not closed?)"}
		}
		if !slices.Equal(got, want) {
			t.Errorf("node %d: warnings %q, want %q", i, got, want)
		}
	}
	if w := mustParse(t, "(;GM[1];B[cc]AP[x:1])").Games[0].Children[0].Warnings(19, 19); len(w) != 1 || w[0].Ident != "AP" {
		t.Errorf("AP in a move's node: %v, want one warning on AP", w)
	}
}

// TestMissingOpenParen: an input that starts with a node, its game tree's
// '(' missing, is read as if the '(' were there, with a warning at the
// node (after a line break and a space, line 2, column 2); the text up to the first '(' was skipped as a header, so that a
// variation was read as the game on 19x19, its root and first moves lost.
// @sabaki/sgf 3.4.7 reads it whole: root GM SZ[9] AB[cc] AW[ee], main line
// W[ff] B[gg] W[hh]; GNU Go 3.8's loadsgf reads B[gg] W[hh] on 19x19
// (list_stones black G13, white H12; query_boardsize 19). Columns after
// the missing '(' are the input's: W[dd]'s stray x on the first line at
// column 24, on the third after a BOM and blank lines at column 25 (by
// hand).
func TestMissingOpenParen(t *testing.T) {
	c := mustParse(t, "\n ;GM[1]SZ[9]AB[cc]AW[ee];W[ff](;B[gg];W[hh])(;B[hh]C[alt]))")
	if len(c.Games) != 1 {
		t.Fatalf("%d games, want 1", len(c.Games))
	}
	root := c.Games[0]
	if w, h, err := root.Size(); err != nil || w != 9 || h != 9 {
		t.Errorf("size %dx%d, %v; want 9x9", w, h, err)
	}
	var got []string
	for _, n := range root.MainLineNodes() {
		for _, id := range []string{"B", "W"} {
			if v, ok := n.Get(id); ok {
				got = append(got, id+v)
			}
		}
	}
	if want := []string{"Wff", "Bgg", "Whh"}; !slices.Equal(got, want) {
		t.Errorf("main line %v, want %v", got, want)
	}
	if len(c.Warnings) != 1 || c.Warnings[0].Line != 2 || c.Warnings[0].Col != 2 || !strings.Contains(c.Warnings[0].Msg, "without the '('") {
		t.Errorf("warnings %v, want one at line 2, column 2", c.Warnings)
	}
	// A node before a game tree that a ')' does not close is a header
	// (";FF[4]" written before the record), skipped as before: read as
	// the tree's start, it made the record's root a node (SZ[9] ignored,
	// 19x19), as Sabaki reads it. Without any '(' it is the tree.
	c = mustParse(t, ";FF[4] x\n(;GM[1]SZ[9];B[cc];W[dd])\n")
	if w, _, _ := c.Games[0].Size(); len(c.Games) != 1 || w != 9 || len(c.Warnings) != 0 {
		t.Errorf("a header node: %d games, size %d, warnings %v; want 1, 9, none", len(c.Games), w, c.Warnings)
	}
	c = mustParse(t, ";GM[1]SZ[9];B[cc]")
	if w, _, _ := c.Games[0].Size(); len(c.Games) != 1 || w != 9 || len(c.Warnings) != 2 {
		t.Errorf("no parenthesis: %d games, size %d, warnings %v; want 1, 9, the '(' and the ')' missing", len(c.Games), w, c.Warnings)
	}
	for src, want := range map[string]string{
		";GM[1]SZ[9];B[cc];W[dd]x[1];B[ee])":                    "line 1, column 24: ",
		"\xef\xbb\xbf  \n\n ;GM[1]SZ[9];B[cc];W[dd]x[1];B[ee])": "line 3, column 25: ",
	} {
		c, err := ParseAll([]byte(src))
		if err == nil || !strings.HasPrefix(err.Error(), want) || c == nil || len(c.Skipped) != 1 || c.Skipped[0].Partial == nil {
			t.Errorf("%q: %v; want an error at %q, the tree read up to it", src, err, want)
		}
	}
}

// TestMissingRootSemicolon: an input whose first game tree has no ';'
// before its root's properties is read as if it were there, with a
// warning at line 1, column 1; the tree was skipped up to the next '(', a
// variation read as the game on 19x19. @sabaki/sgf 3.4.7 reads it whole:
// root GM SZ[9] AB[cc] AW[ee], main line W[ff] B[gg] W[hh]; GNU Go 3.8's
// loadsgf reads B[gg] W[hh] on 19x19 (list_stones black G13, white H12).
// Columns are the input's: the stray x at column 31, and after a BOM, a
// line break and "( " at line 2, column 33 (by hand).
func TestMissingRootSemicolon(t *testing.T) {
	c := mustParse(t, "(GM[1]SZ[9]AB[cc]AW[ee];W[ff](;B[gg];W[hh])(;B[hh]C[alt]))")
	if len(c.Games) != 1 {
		t.Fatalf("%d games, want 1", len(c.Games))
	}
	if w, _, err := c.Games[0].Size(); err != nil || w != 9 {
		t.Errorf("size %d, %v; want 9", w, err)
	}
	var got []string
	for _, n := range c.Games[0].MainLineNodes() {
		for _, id := range []string{"B", "W"} {
			if v, ok := n.Get(id); ok {
				got = append(got, id+v)
			}
		}
	}
	if want := []string{"Wff", "Bgg", "Whh"}; !slices.Equal(got, want) {
		t.Errorf("main line %v, want %v", got, want)
	}
	if len(c.Warnings) != 1 || c.Warnings[0].Line != 1 || c.Warnings[0].Col != 1 || !strings.Contains(c.Warnings[0].Msg, "no ';' before its root's properties") {
		t.Errorf("warnings %v, want one at line 1, column 1", c.Warnings)
	}
	// A property in parentheses without a node after it is a header
	// before the game tree, skipped as before: read as a tree, it was a
	// first game without moves, which loadsgf would load.
	c = mustParse(t, "(C[notes])\n(;GM[1]SZ[9];B[cc])")
	if len(c.Games) != 1 || len(c.Warnings) != 0 {
		t.Errorf("a header in parentheses: %d games, warnings %v; want 1, none", len(c.Games), c.Warnings)
	}
	for src, want := range map[string]string{
		"(GM[1]SZ[9]CA[foo];B[cc];W[dd]x[1])":                  "line 1, column 31: ",
		"\xef\xbb\xbf \n ( GM[1]SZ[9]CA[foo];B[cc];W[dd]x[1])": "line 2, column 33: ",
	} {
		c, err := ParseAll([]byte(src))
		if err == nil || !strings.HasPrefix(err.Error(), want) || c == nil || len(c.Skipped) != 1 || c.Skipped[0].Partial == nil {
			t.Errorf("%q: %v; want an error at %q, the tree read up to it", src, err, want)
		}
	}
}

// TestHeaderNotRepaired: text before the game tree that repairStart took
// for a tree's start whose '(' or root ';' is missing, and which was read
// as a header before it (skipped), the record the tree after it. GNU Go
// 3.8 reads each so (loadsgf FILE, then query_boardsize and list_stones
// black: "= 9", "= C7"), skipping to the first '(' that a ';' follows:
//   - a header node before a game's root, an extra ')' after the game
//     (that ')' closes nothing: taken as evidence of the missing '(', the
//     header became the root, SZ[9] a child's, the game 19x19);
//   - a header in parentheses whose comment holds "; AB[dd]" (a node
//     found inside a value: the header read as a first game, the comment's
//     rest an error);
//   - a Shift_JIS header, in parentheses or not, whose comment ends in 表
//     (95 5C, its second byte '\'), read byte-wise as an escape of the
//     value's ']' (the header was a first game without moves), or a GBK
//     one whose comment holds 81 5D (its second byte ']') before ";B[aa]",
//     read byte-wise as a node (a first game, 19x19, B[aa], broken);
//   - a header node before two games in extra parentheses, an extra ')'
//     after them (read as one tree, an error at the second '(', line 2,
//     column 2: no game); GNU Go 3.8 loads the first, 9, C7, and the
//     games are read as without the header, two, B[cc] and B[dd].
func TestHeaderNotRepaired(t *testing.T) {
	for _, src := range []string{
		";FF[4]C[header]\n(;GM[1]SZ[9];B[cc]))\n",
		"(C[Kifu converted; AB[dd] marks the handicap])\n(;GM[1]SZ[9];B[cc])\n",
		"(C[\x95\x5c])\n(;GM[1]SZ[9]CA[Shift_JIS];B[cc])\n",
		";CA[Shift_JIS]C[\x95\x5c]\n(;GM[1]SZ[9];B[cc])\n",
		"(C[\x81\x5d;B[aa]])\n(;GM[1]SZ[9]CA[GBK];B[cc])\n",
	} {
		c, err := ParseAll([]byte(src))
		if err != nil || c == nil || len(c.Games) != 1 {
			t.Errorf("%q: %v, %v; want one game", src, c, err)
			continue
		}
		for _, w := range c.Warnings {
			if strings.Contains(w.Msg, "read as if it were there") {
				t.Errorf("%q: warning %v", src, w)
			}
		}
		if w, _, err := c.Games[0].Size(); err != nil || w != 9 {
			t.Errorf("%q: size %d, %v; want 9", src, w, err)
		}
		if v, _ := c.Games[0].MainLineNodes()[1].Get("B"); v != "cc" {
			t.Errorf("%q: first move %q, want B cc", src, v)
		}
	}
	src := ";FF[4]C[header]\n((;GM[1]SZ[9];B[cc])(;GM[1]SZ[9];B[dd])))\n"
	c, err := ParseAll([]byte(src))
	if err != nil || c == nil || len(c.Games) != 2 {
		t.Fatalf("%q: %v, %v; want two games", src, c, err)
	}
	for i, want := range []string{"cc", "dd"} {
		if v, _ := c.Games[i].MainLineNodes()[1].Get("B"); v != want {
			t.Errorf("%q: game %d's move %q, want B %s", src, i+1, v, want)
		}
	}
}

// TestRepairWarningPlace: repairStart's warning is at the node whose
// game tree's '(' is missing, or at the '(' whose root ';' is missing, in
// the input's text, after the blank lines and spaces before it; it was at
// line 1, column 1 (the input's start, or the byte after its BOM). By
// hand: two CR LF line breaks and two spaces put the ';' at line 3, column
// 3; a BOM, a line break and a space put the '(' at line 2, column 2.
func TestRepairWarningPlace(t *testing.T) {
	for src, want := range map[string]string{
		"\r\n\r\n  ;GM[1]SZ[9];B[cc](;W[dd])(;W[ee]))":        "line 3, column 3: ",
		"\xef\xbb\xbf\n (\tGM[1]SZ[9];B[cc](;W[dd])(;W[ee]))": "line 2, column 2: ",
		";GM[1]SZ[9];B[cc](;W[dd])(;W[ee]))":                  "line 1, column 1: ",
	} {
		c, err := ParseAll([]byte(src))
		if err != nil || c == nil || len(c.Games) != 1 || len(c.Warnings) != 1 || !strings.HasPrefix(c.Warnings[0].String(), want) {
			t.Errorf("%q: %v, %v; want one game, one warning at %q", src, c, err, want)
		}
	}
}

// TestWrappedTrees: game trees in one pair of extra parentheses, a
// collection written as "((;...)(;...))", are read as the collection's
// games, with a warning at the outer '(' (line 1, column 1); the reading
// broke at the second tree's '(' and lost it. @sabaki/sgf 3.4.7 reads the
// input as one tree whose root has no properties and whose variations are
// the trees, the first B[cc] then, after a line break, B[dd] W[ee]; GNU Go
// 3.8's loadsgf plays the first, black C7, "= white". A lone tree so
// wrapped, or one with an empty variation after it, is read as before.
func TestWrappedTrees(t *testing.T) {
	c, err := Parse([]byte("((;GM[1]SZ[9];B[cc])\n (;GM[1]SZ[9];B[dd];W[ee]))"))
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Games) != 2 {
		t.Fatalf("%d games, want 2", len(c.Games))
	}
	for i, want := range [][]string{{"cc"}, {"dd", "ee"}} {
		var got []string
		for _, n := range c.Games[i].MainLineNodes()[1:] {
			for _, id := range []string{"B", "W"} {
				if v, ok := n.Get(id); ok {
					got = append(got, v)
				}
			}
		}
		if !slices.Equal(got, want) {
			t.Errorf("game %d: moves %v, want %v", i+1, got, want)
		}
	}
	if len(c.Warnings) != 1 || c.Warnings[0].Line != 1 || c.Warnings[0].Col != 1 || c.Warnings[0].Game != 0 || !strings.Contains(c.Warnings[0].Msg, "extra parentheses") {
		t.Errorf("warnings %v, want one at line 1, column 1, game 0", c.Warnings)
	}
	// A broken first tree: the wrapper's ')' after the second is not a
	// stray ')' making it a variation of the first (it was dropped so,
	// by strayCloseAhead); the second tree, B[cc], is read (@sabaki/sgf
	// 3.4.7 refuses the input: "Unexpected token at 1:16").
	c, err = ParsePartial([]byte("((;B[aa]C[a]b c];W[bb])(;B[cc]))"))
	if err == nil || c == nil || len(c.Games) != 1 || len(c.Skipped) != 1 {
		t.Fatalf("broken first tree: %v, %v; want one game and one skipped", c, err)
	}
	if v, _ := c.Games[0].Get("B"); v != "cc" {
		t.Errorf("broken first tree: the game read is B[%s], want B[cc]", v)
	}
	for _, src := range []string{"((;GM[1]SZ[9];B[cc]))", "((;GM[1]SZ[9];B[cc]) ( ) )"} {
		c, err := Parse([]byte(src))
		if err != nil || len(c.Games) != 1 {
			t.Errorf("%s: %v, want one game", src, err)
		}
	}
}

// TestLeadingParens: a game tree wrapped in extra parentheses, "((;B[aa]))"
// as some files have it, is read, up to MaxLeadingParens of them; more are
// refused at the first one too many, with its position, so that an input
// of parentheses only costs bounded memory. Each '(' before the first
// node was a level of the parser's stack, which no node limit bounds: 30
// MB of '(' took 12 s and 1.2 GB to be refused at their end (measured with
// gtp-referee check), and 8 MiB allocated 705 MB.
func TestLeadingParens(t *testing.T) {
	for _, n := range []int{1, 2, MaxLeadingParens} {
		src := strings.Repeat("(", n) + ";SZ[9];B[ee]" + strings.Repeat(")", n)
		c, err := Parse([]byte(src))
		if err != nil {
			t.Errorf("%d parentheses: %v", n, err)
			continue
		}
		if moves, err := c.Games[0].MainLine(); err != nil || len(moves) != 1 {
			t.Errorf("%d parentheses: moves %v, %v", n, moves, err)
		}
	}
	src := strings.Repeat("(", MaxLeadingParens+1) + ";B[ee]" + strings.Repeat(")", MaxLeadingParens+1)
	want := fmt.Sprintf("line 1, column %d: too many '(' before the first node (limit %d)", MaxLeadingParens+1, MaxLeadingParens)
	if _, err := Parse([]byte(src)); err == nil || err.Error() != want {
		t.Errorf("%d parentheses: %v, want %q", MaxLeadingParens+1, err, want)
	}
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	if _, err := Parse(bytes.Repeat([]byte("("), 8<<20)); err == nil {
		t.Error("8 MiB of '(': no error")
	}
	runtime.ReadMemStats(&after)
	if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 16<<20 {
		t.Errorf("8 MiB of '(' allocated %d MB, want under 16", alloc>>20)
	}
}

// TestTreeNodeLimit: one game tree longer than MaxTreeNodes is refused with
// its position, however small the collection.
// TestNodeLimitFitsInput: a collection of compactly written real games
// that fills MaxInputSize, every move node ";B[pd]" (6 bytes) and a root
// of a few properties per game of 200 moves, stays within MaxNodes and
// MaxValues (before: a 31.9 MB collection of real games passed the 4
// million node limit).
func TestNodeLimitFitsInput(t *testing.T) {
	const root = "(;GM[1]FF[4]SZ[19]KM[7.5]PB[a]PW[b]RE[B+R]DT[2020-01-01])"
	const moves = 200
	game := len(root) + moves*len(";B[pd]")
	games := MaxInputSize / game
	if nodes := games * (moves + 1); nodes > MaxNodes {
		t.Errorf("%d games of %d moves: %d nodes, limit %d", games, moves, nodes, MaxNodes)
	}
	if values := games * (moves + 8); values > MaxValues {
		t.Errorf("%d games of %d moves: %d values, limit %d", games, moves, values, MaxValues)
	}
	if nodes := MaxInputSize / len(";B[pd]"); nodes > MaxNodes {
		t.Errorf("input of move nodes only: %d nodes, limit %d", nodes, MaxNodes)
	}
}

func TestTreeNodeLimit(t *testing.T) {
	in := "(;FF[4]" + strings.Repeat(";B[]", MaxTreeNodes) + ")"
	_, err := Parse([]byte(in))
	var se *SyntaxError
	if !errors.As(err, &se) || se.Line != 1 || se.Col != 8+4*(MaxTreeNodes-1) || !strings.Contains(se.Msg, "too many nodes in one game tree") {
		t.Fatalf("got %v", err)
	}
}

// TestSwallowedBracketStaysLinear: in a collection of many small trees
// whose text ends in a double-byte lead byte before ']', a reading with
// double-byte rules swallows every ']' to the end of the input. Such
// readings (looking for a late CA, or the declared charset's first try)
// must not be repeated for every tree. (Declared GBK, "\x81]" is a
// character and the values are unterminated: an error is then a right
// answer too.)
func TestSwallowedBracketStaysLinear(t *testing.T) {
	const trees = 200_000
	for _, tree := range []string{"(;C[\x81])", "(;CA[GBK]C[\x81])"} {
		in := strings.Repeat(tree, trees)
		start := time.Now()
		c, err := Parse([]byte(in))
		var se *SyntaxError
		switch {
		case err != nil && !errors.As(err, &se):
			t.Errorf("%q x %d: error of type %T", tree, trees, err)
		case err == nil && len(c.Games) != trees:
			t.Errorf("%q x %d: %d trees", tree, trees, len(c.Games))
		case err != nil && tree == "(;C[\x81])":
			// No charset declared: the bytes are read byte-wise and
			// form a valid collection.
			t.Errorf("%q x %d: %v", tree, trees, err)
		}
		if d := time.Since(start); d > 10*time.Second {
			t.Errorf("%q x %d: %v", tree, trees, d)
		}
	}
}

// TestWarningsOfManyTreesStayLinear: a collection written on one line
// whose every game tree has a warning (here an unknown charset) is parsed,
// and its warnings read game by game as record.ParseGames reads them, in
// time linear in its size. Each warning's column was counted from the
// start of the line, and GameWarnings looked through every warning for
// each game: 100,000 trees of 8 bytes took 38 s here, and check on such a
// file was interrupted after 60 s; 200,000 now take under a second. The
// columns are a hand count: tree i starts at byte 8i, column 8i+1.
// TestSkippedTreesStayLinear: a collection on one line whose every other
// game tree is broken, each with a warning, is read in linear time:
// ParsePartial skips each broken tree, whose error's column was counted
// from the start of the line and whose warnings were dropped by copying
// all those before them (80,000 pairs took a minute).
func TestSkippedTreesStayLinear(t *testing.T) {
	const pairs = 100_000
	start := time.Now()
	c, err := ParsePartial([]byte(strings.Repeat("(;CA[x]GM[1]B[aa]1)(;CA[y]GM[1];B[bb])", pairs)))
	if err == nil || c == nil || len(c.Games) != pairs || len(c.Skipped) != pairs || len(c.Warnings) != pairs {
		t.Fatalf("%v", err)
	}
	// The second broken tree's '1' is column 18 + 38 (counted by hand).
	if got := c.Skipped[1].Err.Error(); got != "line 1, column 56: unexpected '1' between nodes" {
		t.Errorf("second error %q", got)
	}
	if d := time.Since(start); d > 20*time.Second {
		t.Errorf("%d broken trees: %v", pairs, d)
	}
}

func TestWarningsOfManyTreesStayLinear(t *testing.T) {
	const trees = 200_000
	start := time.Now()
	c, err := Parse([]byte(strings.Repeat("(;CA[x])", trees)))
	if err != nil || len(c.Games) != trees {
		t.Fatalf("%v", err)
	}
	for i := 0; i < trees; i++ {
		ws := c.GameWarnings(i)
		want := fmt.Sprintf("line 1, column %d: unknown charset CA[x]; read as UTF-8", 8*i+1)
		if len(ws) != 1 || ws[0] != want {
			t.Fatalf("game %d: %q, want %q", i, ws, want)
		}
	}
	if d := time.Since(start); d > 20*time.Second {
		t.Errorf("%d trees with a warning each: %v", trees, d)
	}
}

// TestBig5UndeclaredPairsAsGBK: Big5 text without CA whose bytes also pair
// up as GBK characters was read as GB18030, which gives U+FFFD and stray
// kana and Greek letters for Chinese names and results (Sabaki's
// auto-detection reads it as Latin-1, no better). Where the GB18030
// reading does not decode cleanly and the Big5 one does, Big5 is meant.
// The bytes are the Big5 encoding (checked with iconv): 李世石 is A7 F5 A5
// 40 A5 DB, 朴廷桓 A6 B5 A7 CA AE D9, 黑勝 B6 C2 B3 D3, 子 A4 6C, 白 A5 D5,
// 目 A5 D8, 柯洁 AC 5F CF A1 (which read as GB18030 give 琠稀 and kana
// without U+FFFD: most pairs are in GB2312's kana and Greek rows, lead
// bytes A4 to A9, that Chinese text hardly uses). GB2312 text (柯洁 is BF C2 BD E0, 古力 B9 C5 C1 A6) stays
// GB18030.
func TestBig5UndeclaredPairsAsGBK(t *testing.T) {
	for _, tc := range []struct{ src, pb, pw, re string }{
		{"(;FF[4]SZ[19]PB[\xa7\xf5\xa5\x40\xa5\xdb]PW[\xa6\xb5\xa7\xca\xae\xd9]RE[\xb6\xc2\xb3\xd3\x31/4\xa4\x6c];B[pd];W[dd])",
			"李世石", "朴廷桓", "黑勝1/4子"},
		{"(;FF[4]SZ[19]PB[\xa7\xf5\xa5\x40\xa5\xdb]PW[\xa6\xb5\xa7\xca\xae\xd9]RE[\xa5\xd5\xb3\xd3\x37.5\xa5\xd8];B[pd];W[dd])",
			"李世石", "朴廷桓", "白勝7.5目"},
		{"(;FF[4]SZ[19]PB[\xac\x5f\xcf\xa1]RE[\xa5\xd5\xb3\xd3\x37.5\xa5\xd8];B[pd];W[dd])",
			"柯洁", "", "白勝7.5目"},
		{"(;FF[4]SZ[19]PB[\xbf\xc2\xbd\xe0]PW[\xb9\xc5\xc1\xa6]RE[W+R];B[pd];W[dd])",
			"柯洁", "古力", "W+R"},
	} {
		root := mustParse(t, tc.src).Games[0]
		if root.PlayerBlack() != tc.pb || root.PlayerWhite() != tc.pw || root.Result() != tc.re {
			t.Errorf("%q: PB %q PW %q RE %q, want %s %s %s", tc.src, root.PlayerBlack(), root.PlayerWhite(), root.Result(), tc.pb, tc.pw, tc.re)
		}
	}
}

// TestBig5UndeclaredHighTrails: Big5 text without CA whose trail bytes
// are all high (no ASCII trail byte) is read as Big5 when its GB18030
// reading has an unassigned code or a quarter of its pairs in GB2312's
// rows of kana, Greek, Cyrillic and pinyin (lead bytes A4 to A8, where
// Big5 has its commonest characters). Only text with an ASCII trail byte
// was tested so, and 10 of 40 ordinary Big5 names and titles tried came
// out as GB18030: 王立誠 as U+FFFD, ミ, 港; 天元戰 as ぱじ驹. The expected
// text is the one encoded (x/text's Big5 encoder, the same bytes as iconv
// -t BIG5); the GB2312 texts beside them, Greek letters, full-width
// letters and a row of box drawing included, stay GB18030.
func TestBig5UndeclaredHighTrails(t *testing.T) {
	for _, tc := range []struct {
		enc  encoding.Encoding
		text string
	}{
		{traditionalchinese.Big5, "王立誠"},
		{traditionalchinese.Big5, "朴廷桓"},
		{traditionalchinese.Big5, "天元戰"},
		{traditionalchinese.Big5, "國手戰"},
		{traditionalchinese.Big5, "李昌鎬"},
		{traditionalchinese.Big5, "聶衛平"},
		{traditionalchinese.Big5, "謝依旻"},
		{simplifiedchinese.GBK, "黑棋α位尖、β位跳均可"},
		{simplifiedchinese.GBK, "白棋在Ａ位扳"},
		{simplifiedchinese.GBK, "┌┬┐├┼┤└┴┘黑棋"},
		{simplifiedchinese.GBK, "聂卫平 马晓春"},
	} {
		b, err := tc.enc.NewEncoder().String(tc.text)
		if err != nil {
			t.Fatal(err)
		}
		c := mustParse(t, "(;FF[4]GM[1]SZ[19]C["+b+"];B[pd];W[dd])")
		if v, _ := c.Games[0].Get("C"); v != tc.text {
			t.Errorf("C %q, want %q", v, tc.text)
		}
	}
}

// TestParsePartial: a collection whose later game tree is malformed (here
// cut off inside a value, as a truncated download is) keeps the game trees
// before it: ParsePartial returns them with the error, which names the
// broken tree's line and column; Parse still returns no collection. The
// first tree is complete and valid SGF, so FF[4] gives it its moves
// whatever follows it.
func TestParsePartial(t *testing.T) {
	src := "(;GM[1]SZ[9]KM[7];B[ee];W[cc])\n(;GM[1]SZ[9]PB[x\\]y];B[dd])\n(;GM[1]SZ[9];B[gg"
	c, err := ParsePartial([]byte(src))
	var se *SyntaxError
	if !errors.As(err, &se) || se.Line != 3 || se.Col != 18 {
		t.Fatalf("error %v, want a syntax error at line 3, column 18 (the end of the input, inside B[)", err)
	}
	if c == nil || len(c.Games) != 2 {
		t.Fatalf("collection %v, want the two game trees before the broken one", c)
	}
	if moves, err := c.Games[0].MainLine(); err != nil || len(moves) != 2 {
		t.Errorf("first game: %v, %v; want 2 moves", moves, err)
	}
	if pb := c.Games[1].PlayerBlack(); pb != "x]y" {
		t.Errorf("second game: PB %q, want x]y", pb)
	}
	if c, err := Parse([]byte(src)); c != nil || err == nil {
		t.Errorf("Parse: %v, %v; want no collection and the error", c, err)
	}
	// Nothing before the error: no collection.
	if c, err := ParsePartial([]byte("(;B[")); c != nil || err == nil {
		t.Errorf("ParsePartial of a lone broken tree: %v, %v; want no collection and an error", c, err)
	}
}

// TestParsePartialBrokenFirst: a syntax error confined to one game tree,
// before the parenthesis that closes it, no longer loses the game trees
// after it (a collection of records one of which was edited by hand):
// each tree after it parses alone, so it is read, and every broken tree
// is listed with its error. Positions are counted by hand: the 'x' of the
// first tree is column 19 of line 1, the '1' of the third column 14 of
// line 3, the end of the input column 24 of line 5, after the W[ of
// column 21. An error that the input ends in still ends the reading, and a
// tree after a skipped one that has no root property (GM, SZ, PB, ...) and
// starts with a move is a variation of the broken tree that a stray ')' in
// it seemed to close: not a game; the game trees after it are read (they
// were lost: the reading stopped there, TestVariationAfterBrokenTree).
func TestParsePartialBrokenFirst(t *testing.T) {
	src := "(;GM[1]SZ[9];B[ee]x[1];W[cc])\n(;GM[1]SZ[9];B[dd])\n(;GM[1];B[cc]1)(;GM[1];B[aa];W[bb]\n(;B[cc]))\n(;GM[1]SZ[9];B[ee];W[gg"
	c, err := ParsePartial([]byte(src))
	if err == nil || err.Error() != `line 1, column 19: bad property ident "x": no upper-case letter` {
		t.Errorf("error %v, want the first tree's", err)
	}
	if c == nil || len(c.Games) != 2 {
		t.Fatalf("collection %v, want the second and fourth game trees", c)
	}
	for i, want := range []int{1, 3} {
		if moves, err := c.Games[i].MainLine(); err != nil || len(moves) != want {
			t.Errorf("game %d: %v, %v; want %d moves", i, moves, err, want)
		}
	}
	var got []string
	for _, sk := range c.Skipped {
		got = append(got, fmt.Sprintf("%d: %v", sk.Before, sk.Err))
	}
	want := []string{
		`0: line 1, column 19: bad property ident "x": no upper-case letter`,
		`1: line 3, column 14: unexpected '1' between nodes`,
		`2: line 5, column 24: unexpected end of input inside property value W[ opened at line 5, column 21`,
	}
	if !slices.Equal(got, want) {
		t.Errorf("skipped %q, want %q", got, want)
	}
	if c, err := Parse([]byte(src)); c != nil || err == nil {
		t.Errorf("Parse: %v, %v; want no collection and the error", c, err)
	}
	// A stray ')' in a value's text: the broken tree seems to close
	// before its variation, which is no game; the game after it is one.
	c, err = ParsePartial([]byte("(;GM[1]SZ[9]PB[a]b)c];B[ee](;W[cc]))\n(;GM[1]SZ[9];B[dd])"))
	if c == nil || len(c.Games) != 1 || c.Games[0].Line != 2 || len(c.Skipped) != 1 || err == nil {
		t.Errorf("stray ')': %v, %v; want the last game and the error", c, err)
	}
	c, err = ParsePartial([]byte("(;GM[1]SZ[9];B[dd])(;GM[1]SZ[9]PB[a]b)c];B[ee](;W[cc]))\n(;GM[1]SZ[9];B[dd])"))
	if c == nil || len(c.Games) != 2 || len(c.Skipped) != 1 || err == nil {
		t.Errorf("stray ')' in a later tree: %v, %v; want the first and last games and the error", c, err)
	}
}

// TestParsePartialBrokenTreeDoubleByte: the end of a broken game tree,
// after which ParsePartial reads on, is found by reading its values as the
// parser reads them, a double-byte character whole. A value ending in a
// Shift_JIS character whose second byte is '\\' (表 is 95 5C) escaped its
// ']' and ran on into the next tree, which was lost without an error; an
// ISO-2022-JP character whose second byte is ']' (保 is ESC $ B 4A 5D ESC
// ( B) ended its value early, and the '(' of the shift back to ASCII left
// the tree unclosed, so that no tree after it was read. The byte values
// are the charsets' (Python's shift_jis and iso2022_jp codecs agree); each
// collection is three game trees, the first broken by a word in lower
// case. @sabaki/sgf 3.4.7, which decodes the file before reading it, reads
// the Shift_JIS one's second and third trees as PB 能 and B[dd], and
// B[cc] (it knows no ISO-2022-JP; there the trees are the same, 本 for 能,
// once RFC 1468's shifts are read as text).
func TestParsePartialBrokenTreeDoubleByte(t *testing.T) {
	for _, tc := range []struct {
		ca, comment, pb, name string
		col                   int // of the 'x', by hand: 7 + len(CA[...]) + 5 + 6 + 1
	}{
		{"Shift_JIS", "\x95\x5c", "\x94\x5c", "能", 32},
		{"ISO-2022-JP", "\x1b$BJ]\x1b(B", "\x1b$BK\\\x1b(B", "本", 34},
	} {
		src := "(;GM[1]CA[" + tc.ca + "]SZ[9];B[ee]x[1];W[cc]C[" + tc.comment + "])\n" +
			"(;GM[1]CA[" + tc.ca + "]SZ[9]PB[" + tc.pb + "];B[dd])\n" +
			"(;GM[1]CA[" + tc.ca + "]SZ[9];B[cc])\n"
		c, err := ParsePartial([]byte(src))
		if want := fmt.Sprintf(`line 1, column %d: bad property ident "x": no upper-case letter`, tc.col); err == nil || err.Error() != want {
			t.Errorf("%s: error %v, want %s", tc.ca, err, want)
		}
		if c == nil || len(c.Games) != 2 || len(c.Skipped) != 1 {
			t.Errorf("%s: collection %+v, want the second and third trees and the first skipped", tc.ca, c)
			continue
		}
		if pb := c.Games[0].PlayerBlack(); pb != tc.name {
			t.Errorf("%s: second tree's PB %q, want %q", tc.ca, pb, tc.name)
		}
		for i, want := range []string{"; B[dd]", "; B[cc]"} {
			if got := treeString(c.Games[i]); got != want {
				t.Errorf("%s: game %d %q, want %q", tc.ca, i, got, want)
			}
		}
	}
}

// TestWriteCarriageReturn: a value holding a CR (an engine's message in a
// comment) is written with LF line breaks only, as the FF[4] drafts ask
// ("should be written as a single LF in all cases"). Parse reads CR LF and
// a lone CR as a line break, but Sabaki's reader (@sabaki/sgf) drops a
// lone CR: "cr\rhere" written raw read "crhere" there and "cr\nhere" here.
func TestWriteCarriageReturn(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"cr\rhere", "cr\nhere"},
		{"crlf\r\nx", "crlf\nx"},
		{"end\\\r\n", "end\\\n"},
		{"\r\r\n\r", "\n\n\n"},
		{"lfcr\n\rx", "lfcr\nx"}, // LF CR is one line break (TestLineBreakLFCR)
		{"\n\r\n\r", "\n\n"},     // two of them
		{"\r\n\r\n\r", "\n\n\n"}, // two CR LF, then a lone CR
	} {
		root, err := NewGame(19, 19)
		if err != nil {
			t.Fatal(err)
		}
		if err := root.SetProperty("C", tc.in); err != nil {
			t.Fatal(err)
		}
		data, err := NewCollection(root).Marshal()
		if err != nil {
			t.Fatal(err)
		}
		if bytes.IndexByte(data, '\r') >= 0 {
			t.Errorf("C[%q] written as %q: holds a CR", tc.in, data)
		}
		c, err := Parse(data)
		if err != nil {
			t.Fatalf("C[%q]: %v", tc.in, err)
		}
		if got, _ := c.Games[0].Get("C"); got != tc.want {
			t.Errorf("C[%q] read back as %q, want %q", tc.in, got, tc.want)
		}
	}
}

// TestSetupRepeatedPoints: a point listed again in a setup property (a
// repeated value, overlapping rectangles) is one stone. FF[4] says adding
// a stone overwrites the point, so the repeat adds nothing; by hand,
// AB[aa:yy] on 25x25 is the whole board, 625 points, however often it is
// repeated, and AB[aa:bb][ba:cb] is the 2x2 square and the 2x2 beside it
// overlapping in one column: 4 + 4 - 2 = 6 points. The expansion kept every
// repeat: a 210 KB record of 30,000 AB[aa:yy] expanded to 18.75 million
// points, and check took four gigabytes and a minute to read it.
func TestSetupRepeatedPoints(t *testing.T) {
	c := mustParse(t, "(;SZ[5]AB[aa:bb][ba:cb][aa]AW[dd][dd]AE[ee:ee][ee])")
	black, white, empty, _, err := c.Games[0].Setup(5, 5)
	if err != nil {
		t.Fatal(err)
	}
	wantB := []Point{{0, 0}, {1, 0}, {0, 1}, {1, 1}, {2, 0}, {2, 1}}
	if fmt.Sprint(black) != fmt.Sprint(wantB) || fmt.Sprint(white) != "[{3 3}]" || fmt.Sprint(empty) != "[{4 4}]" {
		t.Errorf("black %v white %v empty %v, want %v [{3 3}] [{4 4}]", black, white, empty, wantB)
	}

	const repeats = 30_000
	src := "(;SZ[25]AB" + strings.Repeat("[aa:yy]", repeats) + ")"
	root := mustParse(t, src).Games[0]
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	black, _, _, _, err = root.Setup(25, 25)
	runtime.ReadMemStats(&after)
	if err != nil {
		t.Fatal(err)
	}
	if len(black) != 625 {
		t.Errorf("%d x AB[aa:yy] on 25x25: %d points, want 625", repeats, len(black))
	}
	// 625 points of 16 bytes, a few times over for the slice's growth:
	// well under a megabyte (every repeat kept, 300 MB).
	if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 1<<20 {
		t.Errorf("%d x AB[aa:yy]: Setup allocated %d bytes, want under 1 MB", repeats, alloc)
	}
}

// TestMovesAsWritten: a node that writes several moves, which FF[4]
// forbids, gives them all in the order written, and a move of one
// character is a pass, with a warning each. The expected moves are GNU Go
// 3.8's reading: `loadsgf` of each record, then `showboard`, answered
// "= white" and Black C7 D6 E5, White G3 for the first (B[ee] and W[gg]
// both played); "= black" and Black C7 E5 F4, White D6 G3 for the second
// (both of B[ee][ff]); "= white" and Black C7 D6 for the third (W[e] a
// pass; Sabaki 3.4.7's parseVertex reads a value not two letters long as
// the pass too). They were errors ("node has both B and W", "a move has
// exactly one value", "invalid point"), which refused the records.
// TestMovesInterleaved: B[ee]W[gg]B[cc] in one node gives its moves in
// the order written, B E5, W G3, B C7, as GNU Go 3.8's loadsgf plays them
// (`loadsgf` answers "= white", `showboard` has Black C7 E5, White G3;
// of B[ee]W[gg]B[gg] it keeps White's G3, "Move at G3 ignored"), although
// the node's properties merge the two B into B[ee][cc]. Moves gave B E5,
// B C7, W G3.
func TestMovesInterleaved(t *testing.T) {
	root := mustParse(t, "(;GM[1]SZ[9];B[ee]W[gg]B[cc])").Games[0]
	moves, err := root.MainLine()
	want := []Move{{Colour: Black, X: 4, Y: 4}, {Colour: White, X: 6, Y: 6}, {Colour: Black, X: 2, Y: 2}}
	if err != nil || !reflect.DeepEqual(moves, want) {
		t.Errorf("moves %v %v, want %v", moves, err, want)
	}
	// A node changed in memory yields its properties' values.
	n := root.Children[0]
	if err := n.SetProperty("B", "ee"); err != nil {
		t.Fatal(err)
	}
	moves, err = n.Moves(9, 9)
	want = []Move{{Colour: Black, X: 4, Y: 4}, {Colour: White, X: 6, Y: 6}}
	if err != nil || !reflect.DeepEqual(moves, want) {
		t.Errorf("after SetProperty: moves %v %v, want %v", moves, err, want)
	}
}

func TestMovesAsWritten(t *testing.T) {
	for _, tc := range []struct {
		src   string
		moves []Move
		warn  string
	}{
		{"(;FF[4]GM[1]SZ[9];B[cc];B[ee]W[gg];B[dd])",
			[]Move{{Colour: Black, X: 2, Y: 2}, {Colour: Black, X: 4, Y: 4}, {Colour: White, X: 6, Y: 6}, {Colour: Black, X: 3, Y: 3}},
			"line 1, column 24: W[gg]: node has both B and W, which FF[4] forbids; both played, in the order written, as GNU Go 3.8 plays them"},
		{"(;FF[4]GM[1]SZ[9];B[cc];W[gg];B[ee][ff];W[dd])",
			[]Move{{Colour: Black, X: 2, Y: 2}, {Colour: White, X: 6, Y: 6}, {Colour: Black, X: 4, Y: 4}, {Colour: Black, X: 5, Y: 5}, {Colour: White, X: 3, Y: 3}},
			"line 1, column 30: B[ee][ff]: a move has one value in FF[4]; all 2 played, in order, as GNU Go 3.8 plays them"},
		// Written order, W first: GNU Go's loadsgf of (;SZ[9];W[cc]B[cc])
		// plays White's C7 and ignores Black's ("Move at C7 ignored"),
		// answering "= black"; of B[cc]W[cc], Black's C7 and "= white".
		{"(;FF[4]GM[1]SZ[9];W[gg]B[ee])",
			[]Move{{Colour: White, X: 6, Y: 6}, {Colour: Black, X: 4, Y: 4}},
			"line 1, column 18: W[gg]: node has both B and W, which FF[4] forbids; both played, in the order written, as GNU Go 3.8 plays them"},
		{"(;FF[4]GM[1]SZ[9];B[cc];W[e];B[dd])",
			[]Move{{Colour: Black, X: 2, Y: 2}, {Colour: White, Pass: true}, {Colour: Black, X: 3, Y: 3}},
			"line 1, column 24: W[e]: not a point; read as a pass, as GNU Go 3.8 and Sabaki read it"},
		// Three letters or more: @sabaki/sgf 3.4.7's parseVertex gives
		// [-1,-1] for "ddd" and "dddd" (a pass; GNU Go's loadsgf plays
		// D6 for W[ddd]). W[d4] stays an error (TestMoveNotAPoint).
		{"(;FF[4]GM[1]SZ[9];B[cc];W[ddd];B[dd])",
			[]Move{{Colour: Black, X: 2, Y: 2}, {Colour: White, Pass: true}, {Colour: Black, X: 3, Y: 3}},
			"line 1, column 24: W[ddd]: not a point; read as a pass, as Sabaki reads it (GNU Go 3.8 plays the point of its first two letters)"},
		{"(;FF[4]GM[1]SZ[9];B[cc];W[ dddd ];B[dd])",
			[]Move{{Colour: Black, X: 2, Y: 2}, {Colour: White, Pass: true}, {Colour: Black, X: 3, Y: 3}},
			"line 1, column 24: W[ dddd ]: not a point; read as a pass, as Sabaki reads it (GNU Go 3.8 plays the point of its first two letters)"},
	} {
		root := mustParse(t, tc.src).Games[0]
		moves, err := root.MainLine()
		if err != nil || !reflect.DeepEqual(moves, tc.moves) {
			t.Errorf("%s: moves %v %v, want %v", tc.src, moves, err, tc.moves)
		}
		var warns []string
		for _, n := range root.MainLineNodes() {
			for _, e := range n.Warnings(9, 9) {
				warns = append(warns, e.Error())
			}
		}
		if len(warns) != 1 || warns[0] != tc.warn {
			t.Errorf("%s: warnings %q, want %q", tc.src, warns, tc.warn)
		}
	}
}

// TestMoveNotAPoint: a move value with a character that is not a letter
// (W[d4], W[d5e], GTP's notation) is still an error, not a pass: a record
// written in another notation would otherwise replay as passes throughout.
func TestMoveNotAPoint(t *testing.T) {
	for _, v := range []string{"d4", "d5e", "4dd"} {
		root := mustParse(t, "(;FF[4]GM[1]SZ[9];B[cc];W["+v+"])").Games[0]
		if _, err := root.MainLine(); err == nil || !strings.Contains(err.Error(), "invalid point") {
			t.Errorf("W[%s]: %v, want invalid point", v, err)
		}
	}
}

// TestVariationAfterBrokenTree: after a broken game tree that a stray ')'
// seemed to close early, its variations are skipped with it, and the
// problems of the collection after them, trees of setup only, are read
// (the reading stopped at the first tree without a root or game-info
// property, so that they were lost without an error of their own). Each
// problem is read as Sabaki 3.4.7's parse reads it alone: AB aa, AW ba;
// AB ca, AW da. (Sabaki's parse of the whole file fails at the '1',
// "Unexpected token at 1:30"; GNU Go 3.8's loadsgf reads only a first
// tree.)
// TestGameAfterBrokenTree: a game without a game-info property, written
// as moves from its first node ((;B[pd];W[dd]), a GameTree of FF[4]'s
// Collection), after a broken game tree whose parentheses close it: no
// stray ')' follows it, so it is no variation cut off from the broken
// tree. ca251a0 skipped it as one, without an error of its own, and read
// the game after it. Expected: @sabaki/sgf 3.4.7 reads the three trees,
// the second B[pd] W[dd] (parseFile, each node's first child), and FF[4]'s
// grammar makes it a game tree.
func TestGameAfterBrokenTree(t *testing.T) {
	src := "(;GM[1]x[1];B[aa])(;B[pd];W[dd])(;GM[1];B[cc])"
	c, err := ParsePartial([]byte(src))
	if err == nil || len(c.Skipped) != 1 {
		t.Fatalf("collection %+v, error %v, want the first tree skipped", c, err)
	}
	if len(c.Games) != 2 {
		t.Fatalf("%d games, want 2", len(c.Games))
	}
	moves, err := c.Games[0].MainLine()
	want := []Move{{Colour: Black, X: 15, Y: 3}, {Colour: White, X: 3, Y: 3}}
	if err != nil || !slices.Equal(moves, want) {
		t.Errorf("game 1: %v %v, want %v", moves, err, want)
	}
}

func TestVariationAfterBrokenTree(t *testing.T) {
	src := "(;GM[1]FF[4]SZ[9];B[cc];W[gg]1);B[dd](;W[ee])(;W[ff]))\n(;AB[aa]AW[ba])\n(;AB[ca]AW[da])\n"
	c, err := ParsePartial([]byte(src))
	if err == nil || err.Error() != "line 1, column 30: unexpected '1' between nodes" {
		t.Errorf("error %v, want the first tree's", err)
	}
	if c == nil || len(c.Games) != 2 || len(c.Skipped) != 1 || c.Skipped[0].Before != 0 {
		t.Fatalf("collection %+v, want the two problems and the broken tree skipped", c)
	}
	for i, want := range [][2]string{{"aa", "ba"}, {"ca", "da"}} {
		g := c.Games[i]
		if ab, aw := g.Values("AB"), g.Values("AW"); !slices.Equal(ab, want[:1]) || !slices.Equal(aw, want[1:]) {
			t.Errorf("problem %d: AB %v AW %v, want %v", i+1, ab, aw, want)
		}
	}
}

// TestEmptyVariation: an empty variation "()", which FF[4]'s grammar has
// no place for, is skipped with a warning, as a variation without nodes:
// the expected main lines are Sabaki 3.4.7's parse of each (B[cc] W[gg]
// B[dd] for the first three; B[cc] alone for the last, whose nodes after
// "()" are nodes after a variation, which it skips). GNU Go 3.8's loadsgf
// refuses them all ("expected: ;"), and so did Parse ("empty game tree").
// The warning is at the ')' (column 15 of the first: 14 characters
// before it, "(;SZ[9];B[cc](", counted by hand).
func TestEmptyVariation(t *testing.T) {
	for _, tc := range []struct {
		src   string
		moves int
		warn  string
	}{
		{"(;SZ[9];B[cc]()(;W[gg];B[dd]))", 3, "line 1, column 15: empty variation skipped: FF[4] gives a variation a node"},
		{"(;SZ[9];B[cc];W[gg]()(;B[dd])(;B[ee]))", 3, "line 1, column 21: empty variation skipped: FF[4] gives a variation a node"},
		{"(;SZ[9];B[cc](;W[gg];B[dd])())", 3, "line 1, column 29: empty variation skipped: FF[4] gives a variation a node"},
		{"(;SZ[9];B[cc]();W[gg];B[dd])", 1, "line 1, column 15: empty variation skipped: FF[4] gives a variation a node"},
		// After a tree in extra parentheses, where no node stands:
		// Sabaki 3.4.7 reads B[cc] (under a root without properties),
		// GNU Go 3.8's loadsgf plays C7 ("= white"); it was "expected
		// ';' before a variation".
		{"((;SZ[9];B[cc]) ( ) )", 1, "line 1, column 19: empty variation skipped: FF[4] gives a variation a node"},
	} {
		c, err := Parse([]byte(tc.src))
		if err != nil {
			t.Errorf("%s: %v", tc.src, err)
			continue
		}
		moves, err := c.Games[0].MainLine()
		if err != nil || len(moves) != tc.moves || moves[0] != (Move{Colour: Black, X: 2, Y: 2}) {
			t.Errorf("%s: moves %v %v, want %d from B[cc]", tc.src, moves, err, tc.moves)
		}
		if len(c.Warnings) == 0 || c.Warnings[0].String() != tc.warn {
			t.Errorf("%s: warnings %v, want first %q", tc.src, c.Warnings, tc.warn)
		}
	}
}

// TestTextAfterVariation: a character that is not a letter after a
// variation, where FF[4] has only variations and ')', is skipped with a
// warning, and the main line read: Sabaki 3.4.7's parse and GNU Go 3.8's
// loadsgf (showboard: Black C7 D6, White G3, "= white") both read B[cc]
// W[gg] B[dd] from each. Parse refused them ("unexpected '1' between
// nodes"). An ideographic full stop, U+3002 (UTF-8 E3 80 82; Sabaki
// reads its main line alike), is named as that character, where the
// warning said "byte 0xe3".
func TestTextAfterVariation(t *testing.T) {
	for _, junk := range []string{"1", ".", "。"} {
		src := "(;FF[4]GM[1]SZ[9];B[cc](;W[gg];B[dd])" + junk + "(;W[ff]))"
		c, err := Parse([]byte(src))
		if err != nil {
			t.Errorf("%s: %v", src, err)
			continue
		}
		moves, err := c.Games[0].MainLine()
		want := []Move{{Colour: Black, X: 2, Y: 2}, {Colour: White, X: 6, Y: 6}, {Colour: Black, X: 3, Y: 3}}
		if err != nil || !reflect.DeepEqual(moves, want) {
			t.Errorf("%s: moves %v %v, want %v", src, moves, err, want)
		}
		w := fmt.Sprintf("line 1, column 38: text after a variation skipped: '%s' where FF[4] has a variation or ')'", junk)
		if len(c.Warnings) != 1 || c.Warnings[0].String() != w {
			t.Errorf("%s: warnings %v, want %q", src, c.Warnings, w)
		}
	}
}

// TestStrayWordBeforeNode: a word without a value just before a node's ';'
// (a hand edit's slip, B[cc]x;W[gg] or a bare C;) is skipped with a warning
// naming its line and column, where it was a syntax error that lost the
// record. @sabaki/sgf 3.4.7's parse reads both records as B[cc] W[gg]
// B[dd] (GNU Go 3.8's loadsgf stops at the word: B C7 alone for the first,
// the second refused). A word followed by another word, a value or a
// parenthesis, as the text after an unescaped ']' in a value runs on,
// stays an error: skipped before a ')', "b" would close the first tree
// inside PB's text (TestParsePartialBrokenFirst's stray ')').
func TestStrayWordBeforeNode(t *testing.T) {
	for _, tc := range []struct{ src, warning string }{
		{"(;GM[1]SZ[9];B[cc]x;W[gg];B[dd])", `line 1, column 19: stray word "x" skipped: a property identifier needs a value, and none follows before the next node's ';'`},
		{"(;GM[1]SZ[9];B[cc]C ;W[gg];B[dd])", `line 1, column 19: stray word "C" skipped: a property identifier needs a value, and none follows before the next node's ';'`},
		{"(;GM[1]SZ[9]\n;B[cc]\n  yes\n;W[gg];B[dd])", `line 3, column 3: stray word "yes" skipped: a property identifier needs a value, and none follows before the next node's ';'`},
	} {
		c, err := Parse([]byte(tc.src))
		if err != nil {
			t.Errorf("%q: %v", tc.src, err)
			continue
		}
		moves, err := c.Games[0].MainLine()
		want := []Move{{Colour: Black, X: 2, Y: 2}, {Colour: White, X: 6, Y: 6}, {Colour: Black, X: 3, Y: 3}}
		if err != nil || !reflect.DeepEqual(moves, want) {
			t.Errorf("%q: moves %v %v, want %v", tc.src, moves, err, want)
		}
		if len(c.Warnings) != 1 || c.Warnings[0].String() != tc.warning {
			t.Errorf("%q: warnings %v, want %q", tc.src, c.Warnings, tc.warning)
		}
	}
	for _, src := range []string{
		"(;GM[1]SZ[9];B[cc]C[see ] then play;B[aa]];W[gg])", // words after an unescaped ']'
		"(;GM[1]SZ[9];B[cc]C[a ]b(;B[aa]) c];W[gg])",        // a word before '('
		"(;GM[1]SZ[9];B[cc]C[a ]b);B[aa] c];W[gg])",         // a word before ')'
		"(;GM[1]SZ[9];B[cc]x[1];W[gg])",                     // a word with a value
	} {
		if _, err := Parse([]byte(src)); err == nil {
			t.Errorf("%q: no error", src)
		}
	}
}

// TestStrayWordBeforeBreak: in a game tree that breaks on its main line, a
// word before a ';' is not skipped: it was the text of a comment that an
// unescaped ']' ended early, and the ';' after it began a node of the
// comment's words. The reading stops at the word, as GNU Go 3.8's loadsgf
// stops there: for the first input "loadsgf FILE" answers "= white",
// list_stones black "C7", list_stones white "" (@sabaki/sgf 3.4.7 refuses
// both inputs: "Unexpected token"). The first reading skipped "first",
// read the comment's W[ee] as White's move and broke at "next" (column
// 43), the move W E5 in the partial reading that check and score count.
// The word's column, 30 and 24, is counted by hand.
func TestStrayWordBeforeBreak(t *testing.T) {
	for _, tc := range []struct{ src, err string }{
		{"(;GM[1]SZ[9];B[cc]C[try [dd] first; W[ee] next];W[gg];B[ee])", `line 1, column 30: bad property ident "first": no upper-case letter`},
		{"(;GM[1]SZ[9];B[cc]C[ok]x;W[gg];B[dd]C[a]b c];W[ee])", `line 1, column 24: bad property ident "x": no upper-case letter`},
	} {
		c, err := ParseAll([]byte(tc.src))
		if err == nil || err.Error() != tc.err || c == nil || len(c.Skipped) != 1 || c.Skipped[0].Partial == nil {
			t.Errorf("%s: %+v, %v; want a partial reading and %s", tc.src, c, err, tc.err)
			continue
		}
		sk := c.Skipped[0]
		moves, err := sk.Partial.MainLine()
		if want := []Move{{Colour: Black, X: 2, Y: 2}}; err != nil || !reflect.DeepEqual(moves, want) || sk.PastMainLine {
			t.Errorf("%s: main line %v %v, past it %v; want %v, false", tc.src, moves, err, sk.PastMainLine, want)
		}
		if len(sk.Warnings) != 0 {
			t.Errorf("%s: warnings %v, want none", tc.src, sk.Warnings)
		}
	}
}

// TestTextAfterTreeHoldsNode: text after a game tree's ')' that holds a
// node is skipped, as before, but with a warning, since the tree's moves
// may go on there: in the first input the comment's unescaped ']' let its
// ')' close the tree after B[cc], which @sabaki/sgf 3.4.7 reads alone
// (main line B[cc], comment "a") as GNU Go 3.8's loadsgf does ("= white",
// list_stones black "C7"), both silently, and W[gg] B[ee] are lost. The
// warning names the node's ';' (line 1, column 27, and in the second
// input line 2, column 2, counted by hand). Text without a node (a footer,
// a word and a bracket) is skipped silently, as before.
func TestTextAfterTreeHoldsNode(t *testing.T) {
	for _, tc := range []struct{ src, warning string }{
		{"(;GM[1]SZ[9];B[cc]C[a]) b];W[gg];B[ee])", "line 1, column 27: text after the game tree's ')' skipped, holding a node, \";W[gg]\", which is not read: the tree may have been closed early (by a ')' in a value that an unescaped ']' ended)"},
		{"(;GM[1]SZ[9];B[cc])\n ; B [ee])\n(;GM[1]SZ[9];B[dd])", "line 2, column 2: text after the game tree's ')' skipped, holding a node, \"; B [ee]\", which is not read: the tree may have been closed early (by a ')' in a value that an unescaped ']' ended)"},
		{"(;GM[1]SZ[9];B[cc]) end; ok] x", ""},
	} {
		c, err := Parse([]byte(tc.src))
		if err != nil {
			t.Errorf("%q: %v", tc.src, err)
			continue
		}
		moves, err := c.Games[0].MainLine()
		if want := []Move{{Colour: Black, X: 2, Y: 2}}; err != nil || !reflect.DeepEqual(moves, want) {
			t.Errorf("%q: main line %v %v, want %v", tc.src, moves, err, want)
		}
		var got []string
		for _, w := range c.Warnings {
			got = append(got, w.String())
		}
		if want := []string{tc.warning}; tc.warning == "" && len(got) != 0 || tc.warning != "" && !reflect.DeepEqual(got, want) {
			t.Errorf("%q: warnings %q, want %q", tc.src, got, tc.warning)
		}
		if g := c.GameWarnings(0); tc.warning != "" && len(g) != 1 {
			t.Errorf("%q: the first game's warnings %q, want the warning", tc.src, g)
		}
	}
}

// TestPastMainLine: SkippedTree.PastMainLine tells an error that lies past
// the end of the main line, in a variation after the first or after a
// node's variations, whose Partial holds the main line whole: that of
// @sabaki/sgf 3.4.7's parse of the first two (B[aa] W[bb] B[cc], and W[dd]
// after them; GNU Go 3.8's loadsgf refuses both, "expected: )"), from an
// error inside the main line or before its first variation's node.
func TestPastMainLine(t *testing.T) {
	for _, tc := range []struct {
		src   string
		past  bool
		moves int
	}{
		{"(;GM[1]SZ[9];B[aa](;W[bb];B[cc])(;W[dd]x[1];B[ee]))", true, 3},
		{"(;GM[1]SZ[9];B[aa](;W[bb];B[cc](;W[dd])(;W[ee]x[1]))(;W[ff]))", true, 4},
		{"(;GM[1]SZ[9];B[aa](;W[bb];B[cc](;W[dd])(;W[ee]))(;W[ff]x[1]))", true, 4},
		{"(;GM[1]SZ[9];B[aa](;W[bb];B[cc])(x))", true, 3},
		{"(;GM[1]SZ[9];B[aa](;W[bb]x[1];B[cc])(;W[dd]))", false, 2},
		{"(;GM[1]SZ[9];B[aa](x;W[bb]))", false, 1},
		{"(;GM[1]SZ[9];B[aa];W[bb]x[1])", false, 2},
	} {
		c, err := ParseAll([]byte(tc.src))
		if err == nil || c == nil || len(c.Skipped) != 1 || c.Skipped[0].Partial == nil {
			t.Errorf("%s: %+v, %v; want a partial reading", tc.src, c, err)
			continue
		}
		sk := c.Skipped[0]
		moves, err := sk.Partial.MainLine()
		if sk.PastMainLine != tc.past || err != nil || len(moves) != tc.moves {
			t.Errorf("%s: past the main line %v, main line %v %v; want %v, %d moves", tc.src, sk.PastMainLine, moves, err, tc.past, tc.moves)
		}
	}
}

// TestPartialWarnings: a broken tree's reading keeps the warnings of the
// text before its error, as a tree read whole keeps them: here the stray
// word "x" before the second node's ';' (line 1, column 24, counted by
// hand) and a node after a variation (column 47: the ';' of ";W[hh]"),
// both on the main line, whose reading ends whole before the error in the
// second variation of the last node. They were dropped with the tree.
func TestPartialWarnings(t *testing.T) {
	src := "(;GM[1]SZ[9];B[cc]C[ok]x;W[gg](;B[ee])(;B[ff]);W[hh](;B[dd]C[a]b c]))"
	c, err := ParseAll([]byte(src))
	if err == nil || c == nil || len(c.Skipped) != 1 || c.Skipped[0].Partial == nil {
		t.Fatalf("%+v, %v; want a partial reading", c, err)
	}
	var got []string
	for _, w := range c.Skipped[0].Warnings {
		got = append(got, fmt.Sprintf("%d:%d", w.Line, w.Col))
	}
	if want := []string{"1:24", "1:47"}; !reflect.DeepEqual(got, want) {
		t.Errorf("warnings at %v (%v), want %v", got, c.Skipped[0].Warnings, want)
	}
	if len(c.Warnings) != 0 {
		t.Errorf("collection warnings %v, want none (the tree is skipped)", c.Warnings)
	}
}

// TestParseAllPartial: ParseAll returns a collection for an input whose
// only game tree is broken, its Skipped holding the tree as read up to
// the error: the moves B[cc] W[gg] B[dd] before the stray 'x' (column 36,
// counted by hand), those GNU Go 3.8's loadsgf plays (showboard: Black C7
// D6, White G3). ParsePartial still returns none.
func TestParseAllPartial(t *testing.T) {
	src := []byte("(;FF[4]GM[1]SZ[9];B[cc];W[gg];B[dd]x[1];W[ee])")
	c, err := ParseAll(src)
	if err == nil || err.Error() != `line 1, column 36: bad property ident "x": no upper-case letter` {
		t.Errorf("error %v", err)
	}
	if c == nil || len(c.Games) != 0 || len(c.Skipped) != 1 || c.Skipped[0].Partial == nil {
		t.Fatalf("collection %+v, want the broken tree's reading in Skipped", c)
	}
	moves, err := c.Skipped[0].Partial.MainLine()
	want := []Move{{Colour: Black, X: 2, Y: 2}, {Colour: White, X: 6, Y: 6}, {Colour: Black, X: 3, Y: 3}}
	if err != nil || !reflect.DeepEqual(moves, want) {
		t.Errorf("partial main line %v %v, want %v", moves, err, want)
	}
	if c, err := ParsePartial(src); c != nil || err == nil {
		t.Errorf("ParsePartial: %v, %v; want no collection and the error", c, err)
	}
}

// TestTextAfterVariationRetried: a tree whose first reading, under a
// single-byte charset's rules, skips text after a variation is read again
// under the double-byte rules, as a tree whose reading fails is. Here the
// comment's bytes are 83 5D 29 78 (a double-byte character whose second
// byte is ']', then ")x"): read byte-wise, the value ends at the 5D, the
// ')' closes the variation and "x]" is skipped after it; the comment runs
// to the ']' after the x (its last two characters ")x", counted by hand),
// and the tree has its two variations. d47c6e8, which skipped the text
// without a second reading, read the comment as one character.
// TestEmptyVariationNotRetriedShorter: a Shift_JIS record (CA declared)
// with a comment of 表 (95 5C) before an empty variation. Read under
// Shift_JIS rules it skips the "()" with a warning; read byte-wise, 5C
// escapes the comment's ']', which then runs to "W[bb" (its ']' ends
// it), and the tree closes one ')' early. 65b49f7 took that second
// reading, since it skips nothing inside the tree: the comment became
// "評()(;W[bb" and the main line B[aa] B[cc], W[bb] lost, without a
// warning. Expected: @sabaki/sgf 3.4.7's parseFile of these bytes,
// which decodes by CA and reads B[aa] (C 表), W[bb], B[cc].
func TestEmptyVariationNotRetriedShorter(t *testing.T) {
	c := mustParse(t, "(;CA[Shift_JIS]GM[1];B[aa]C[\x95\x5c]()(;W[bb];B[cc]))")
	root := c.Games[0]
	moves, err := root.MainLine()
	want := []Move{{Colour: Black, X: 0, Y: 0}, {Colour: White, X: 1, Y: 1}, {Colour: Black, X: 2, Y: 2}}
	if err != nil || !slices.Equal(moves, want) {
		t.Errorf("main line %v %v, want %v", moves, err, want)
	}
	if v, _ := root.Children[0].Get("C"); v != "表" {
		t.Errorf("comment %q, want \"表\"", v)
	}
	if len(c.Warnings) != 1 || !strings.Contains(c.Warnings[0].Msg, "empty variation skipped") {
		t.Errorf("warnings %v, want the empty variation's", c.Warnings)
	}
}

// TestSingleByteNotRetriedAsBig5: a record in Windows-1252 (no CA; the
// charset guessed from its bytes) whose comment ends in "é]" (E9 5D,
// also a Big5 character), with an empty variation or a stray "1" after
// the variation. 65b49f7 read it again under Big5 rules, which run the
// comment on to the next ']' and skip nothing, and took that reading:
// the text decoded as Big5 ("Partie amicale \ufffd Paris, tr鋊 jolie")
// and the second variation lost, without a warning. Expected:
// @sabaki/sgf 3.4.7's parseFile of these bytes: root comment "Partie
// amicale à Paris, très jolie", two variations, the first B[aa] with
// the comment "Le café" (as ca251a0 read it).
func TestSingleByteNotRetriedAsBig5(t *testing.T) {
	for _, between := range []string{"()", "1"} {
		src := "(;GM[1]SZ[9]C[Partie amicale \xe0 Paris, tr\xe8s jolie](;B[aa]C[Le caf\xe9])" + between + "(;B[bb]C[x]))"
		c := mustParse(t, src)
		root := c.Games[0]
		if v, _ := root.Get("C"); v != "Partie amicale à Paris, très jolie" {
			t.Errorf("%q: root comment %q", between, v)
		}
		if len(root.Children) != 2 {
			t.Fatalf("%q: %d variations, want 2", between, len(root.Children))
		}
		if v, _ := root.Children[0].Get("C"); v != "Le café" {
			t.Errorf("%q: comment %q, want \"Le café\"", between, v)
		}
		if len(c.Warnings) != 1 {
			t.Errorf("%q: warnings %v, want the skipped text's", between, c.Warnings)
		}
	}
}

func TestTextAfterVariationRetried(t *testing.T) {
	c := mustParse(t, "(;GM[1](;B[aa]C[\x83\x5D)x])(;B[bb]))")
	root := c.Games[0]
	if len(root.Children) != 2 {
		t.Fatalf("%d variations, want 2", len(root.Children))
	}
	if v, _ := root.Children[0].Get("C"); !strings.HasSuffix(v, ")x") {
		t.Errorf("comment %q, want it to end with \")x\"", v)
	}
	if len(c.Warnings) != 0 {
		t.Errorf("warnings %v, want none", c.Warnings)
	}
}

// mainMoves returns the moves of root's main line as "B"+point strings.
func mainMoves(root *Node) []string {
	var got []string
	for _, n := range root.MainLineNodes() {
		for _, id := range []string{"B", "W"} {
			for _, v := range n.Values(id) {
				got = append(got, id+v)
			}
		}
	}
	return got
}

// TestVariationWithoutSemicolon: a variation whose first node lacks its
// ';' is read as if it were there, with a warning at its first property.
// @sabaki/sgf 3.4.7 (parseBuffer) reads
// "(;GM[1]SZ[9];B[aa](B[cc];W[ee])(;B[dd]))" as GM[1]SZ[9], B[aa] with two
// variations, the first B[cc] then W[ee]; GNU Go 3.8's loadsgf refuses the
// file ("expected: ;"). The ';' is missing at line 1, column 20 (by hand:
// "(;GM[1]SZ[9];B[aa](" is 19 bytes). Before the repair the tree broke
// there, its main line B[aa] alone. Where the tree breaks on its main line
// after the repair (x[1], an identifier without an upper-case letter), the
// text may be a comment's and it is read again without it: the error is
// then at the variation's B, the moves before it those read.
func TestVariationWithoutSemicolon(t *testing.T) {
	c := mustParse(t, "(;GM[1]SZ[9];B[aa](B[cc];W[ee])(;B[dd]))")
	root := c.Games[0]
	if got, want := mainMoves(root), []string{"Baa", "Bcc", "Wee"}; !slices.Equal(got, want) {
		t.Errorf("main line %v, want %v", got, want)
	}
	if n := len(root.Children[0].Children); n != 2 {
		t.Errorf("B[aa] has %d variations, want 2", n)
	}
	if len(c.Warnings) != 1 || c.Warnings[0].Line != 1 || c.Warnings[0].Col != 20 || !strings.Contains(c.Warnings[0].Msg, "variation without the ';'") {
		t.Errorf("warnings %v, want one at line 1, column 20", c.Warnings)
	}
	c, err := ParseAll([]byte("(;GM[1]SZ[9];B[aa](B[cc];W[ee]x[1]))"))
	if err == nil || err.Error() != "line 1, column 20: expected ';' to start a node, found 'B'" || c == nil || len(c.Skipped) != 1 || c.Skipped[0].Partial == nil {
		t.Fatalf("a tree broken after the repair: %v; want the error at line 1, column 20", err)
	}
	if got, want := mainMoves(c.Skipped[0].Partial), []string{"Baa"}; !slices.Equal(got, want) {
		t.Errorf("a tree broken after the repair: main line %v, want %v", got, want)
	}
}

// TestIdentSplitAcrossLines: a property identifier split by a line break,
// "A\nB[cc]", is read as one, AB[cc], with a warning at its first letter
// (line 1, column 13, by hand: "(;GM[1]SZ[9]" is 12 bytes). GNU Go 3.8 reads it so: loadsgf of
// "(;GM[1]SZ[9]A\nB[cc];B[ee])" then list_stones black answers "= C7 E5"
// and list_stones white "=" (C7 a setup stone, E5 the move; loadsgf's
// "= white" names the side to move after one Black move). Before, it was
// an error at line 2, column 1. The same words on one line, "A B[cc]", stay
// an error (TestSyntaxErrors' "ident without value"), as does a split
// identifier without a value after it.
func TestIdentSplitAcrossLines(t *testing.T) {
	c := mustParse(t, "(;GM[1]SZ[9]A\nB[cc];B[ee])")
	root := c.Games[0]
	if v := root.Values("AB"); !slices.Equal(v, []string{"cc"}) || root.Has("B") || root.Has("A") {
		t.Errorf("root %v, want AB[cc] and no B", root.Props)
	}
	if got, want := mainMoves(root), []string{"Bee"}; !slices.Equal(got, want) {
		t.Errorf("moves %v, want %v", got, want)
	}
	if len(c.Warnings) != 1 || c.Warnings[0].Line != 1 || c.Warnings[0].Col != 13 || !strings.Contains(c.Warnings[0].Msg, "split across a line break") {
		t.Errorf("warnings %v, want one at line 1, column 13", c.Warnings)
	}
	if _, err := Parse([]byte("(;GM[1]SZ[9]A\nB;B[ee])")); err == nil {
		t.Errorf("a split identifier without a value: no error")
	}
}

// TestValueWithoutIdent: a node's value without an identifier,
// ";[bb]W[cc]", is skipped with a warning that quotes it (line 1, column
// 20, by hand: "(;GM[1]SZ[9];B[aa];" is 19 bytes), the node's other
// properties read. GNU Go 3.8 stops there (loadsgf, then list_stones
// black "= A9", list_stones white "="), @sabaki/sgf 3.4.7 adds [bb] to the
// B before it (B[aa][bb]): neither keeps what the record writes after it.
// Before, the tree broke there, its main line B[aa] alone. Sabaki's
// reading is not followed on purpose: it makes the node before a move
// with two points, two stones of one colour from one node, which FF[4]'s
// B does not allow, where the identifier lost, in the node after a B, is
// more likely W's; the value is skipped, the warning naming both readers.
func TestValueWithoutIdent(t *testing.T) {
	c := mustParse(t, "(;GM[1]SZ[9];B[aa];[bb]W[cc])")
	if got, want := mainMoves(c.Games[0]), []string{"Baa", "Wcc"}; !slices.Equal(got, want) {
		t.Errorf("main line %v, want %v", got, want)
	}
	if len(c.Warnings) != 1 || c.Warnings[0].Line != 1 || c.Warnings[0].Col != 20 || !strings.Contains(c.Warnings[0].Msg, `value "[bb]" without a property identifier`) {
		t.Errorf("warnings %v, want one at line 1, column 20 naming [bb]", c.Warnings)
	}
}

// TestLoneRootWithoutSemicolon: an input whose only game tree is a root
// without its ';', "(GM[1]SZ[9]AB[cc]AW[dd])" (a problem's setup), is read
// as if the ';' were there, with a warning at the '(' (line 1, column 1),
// as @sabaki/sgf 3.4.7 reads it (one node, GM[1] SZ[9] AB[cc] AW[dd]); GNU
// Go 3.8's loadsgf answers "Empty file?". It was an error at line 1,
// column 2. A header in parentheses without a root, setup or move
// property, "(C[notes])", stays an error, and one before a game tree,
// "(FF[4]C[notes])", stays a header, skipped (TestMissingRootSemicolon).
func TestLoneRootWithoutSemicolon(t *testing.T) {
	c := mustParse(t, "(GM[1]SZ[9]AB[cc]AW[dd])")
	root := c.Games[0]
	if w, _, err := root.Size(); err != nil || w != 9 || !slices.Equal(root.Values("AB"), []string{"cc"}) || !slices.Equal(root.Values("AW"), []string{"dd"}) || len(root.Children) != 0 {
		t.Errorf("root %v, want SZ[9] AB[cc] AW[dd] alone", root.Props)
	}
	if len(c.Warnings) != 1 || c.Warnings[0].Line != 1 || c.Warnings[0].Col != 1 || !strings.Contains(c.Warnings[0].Msg, "no ';' before its root's properties") {
		t.Errorf("warnings %v, want one at line 1, column 1", c.Warnings)
	}
	if _, err := Parse([]byte("(C[notes])")); err == nil {
		t.Errorf("(C[notes]): no error")
	}
	c = mustParse(t, "(FF[4]C[notes])\n(;GM[1]SZ[9];B[cc])")
	if len(c.Games) != 1 || len(c.Warnings) != 0 || !slices.Equal(mainMoves(c.Games[0]), []string{"Bcc"}) {
		t.Errorf("a header before a tree: %d games, warnings %v; want the tree alone, none", len(c.Games), c.Warnings)
	}
}

// TestHeaderMoveWarning: a header holding a move before the first game
// tree, ";GM[1]SZ[9];B[cc]" before "(;GM[1]SZ[9];B[ee];W[gg])", is skipped
// as GNU Go 3.8 skips it (loadsgf, then printsgf: AB[ee] AW[gg], no C7),
// with a warning at its move (line 1, column 13, by hand: ";GM[1]SZ[9];"
// is 12 bytes), which it quotes; @sabaki/sgf 3.4.7 reads both as one tree
// (GM[1]SZ[9], B[cc], GM[1]SZ[9], B[ee], W[gg]). It was skipped without a
// warning. A header without a move, or whose move is a value's text under
// a double-byte reading (GBK 81 5D, its second byte ']'), is skipped
// without one.
func TestHeaderMoveWarning(t *testing.T) {
	c := mustParse(t, ";GM[1]SZ[9];B[cc]\n(;GM[1]SZ[9];B[ee];W[gg])")
	if len(c.Games) != 1 || !slices.Equal(mainMoves(c.Games[0]), []string{"Bee", "Wgg"}) {
		t.Fatalf("%d games; want one, B[ee] W[gg]", len(c.Games))
	}
	if len(c.Warnings) != 1 || c.Warnings[0].Line != 1 || c.Warnings[0].Col != 13 || !strings.Contains(c.Warnings[0].Msg, `"B[cc]"`) {
		t.Errorf("warnings %v, want one at line 1, column 13 naming B[cc]", c.Warnings)
	}
	// Before a tree skipped for its error ('&' between nodes), the
	// warning is that tree's, its move decoded in its charset (中 is GBK
	// D6 D0, as TestLegacyCharInMessages says); it quoted the bytes.
	src := ";GM[1];B[\xd6\xd0]\n(;CA[GBK]GM[1]SZ[9];B[aa];W[bb]&)\n(;GM[1];B[cc])"
	if c, err := ParsePartial([]byte(src)); err == nil || c == nil || len(c.Skipped) != 1 || len(c.Skipped[0].Warnings) != 1 || !strings.Contains(c.Skipped[0].Warnings[0].Msg, `"B[中]"`) {
		t.Errorf("%q: the skipped tree's warnings %v (error %v), want one naming B[中]", src, c, err)
	}
	for _, src := range []string{
		";FF[4]C[header]\n(;GM[1]SZ[9];B[cc])",
		"(C[\x81\x5d;B[aa]])\n(;GM[1]SZ[9]CA[GBK];B[cc])\n",
	} {
		if c := mustParse(t, src); len(c.Warnings) != 0 {
			t.Errorf("%q: warnings %v, want none", src, c.Warnings)
		}
	}
}

// TestLegacyCharInMessages: a character of a tree read in a legacy
// charset is named in a warning or an error as that character, where the
// message said "byte 0xd6" (its first byte), or, in the text after a
// tree's ')' or in a header's move before the first tree (decoded in
// that tree's charset), quoted its bytes ("\xd6\xd0"); in UTF-8 a syntax
// error's too, where only a warning's was. 中 is GBK D6 D0 and Shift_JIS 92 86
// (iconv -f GBK -t UTF-8 and iconv -f SHIFT_JIS -t UTF-8 print 中 for
// each), UTF-8 E4 B8 AD. Columns by hand: "(;CA[GBK]GM[1]SZ[9];B[aa](;W[bb])"
// is 33 bytes, "(;CA[Shift_JIS]GM[1]SZ[9];B[aa](;W[bb])" 39,
// "(;CA[GBK]GM[1]SZ[9];B[aa]C[x]" 29, the UTF-8 one's CA[UTF-8] two bytes
// longer.
func TestLegacyCharInMessages(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{"(;CA[GBK]GM[1]SZ[9];B[aa](;W[bb])\xd6\xd0(;W[cc]))", "line 1, column 34: text after a variation skipped: '中' where"},
		{"(;CA[Shift_JIS]GM[1]SZ[9];B[aa](;W[bb])\x92\x86(;W[cc]))", "line 1, column 40: text after a variation skipped: '中' where"},
		{"(;CA[GBK]GM[1]SZ[9];B[aa]C[x]\xd6\xd0;W[cc])", "line 1, column 30: unexpected '中' between nodes"},
		{"(;CA[UTF-8]GM[1]SZ[9];B[aa]C[x]中;W[cc])", "line 1, column 32: unexpected '中' between nodes"},
		// Text after a tree's ')', in the charset of that tree.
		{"(;CA[GBK]GM[1]SZ[9];B[aa];W[bb])\n;C[\xd6\xd0];B[cc]", `line 2, column 1: text after the game tree's ')' skipped, holding a node, ";C[中]", which`},
		// A header's move before the first tree, in that tree's
		// charset (";GM[1];" is 7 bytes: column 8).
		{";GM[1];B[\xd6\xd0]\n(;CA[GBK]GM[1]SZ[9];B[aa])", `line 1, column 8: text before the first game tree skipped, holding a move, "B[中]", which`},
		{";GM[1];B[\x92\x86]\n(;CA[Shift_JIS]GM[1]SZ[9];B[aa])", `line 1, column 8: text before the first game tree skipped, holding a move, "B[中]", which`},
	} {
		c, err := ParseAll([]byte(tc.src))
		got := ""
		switch {
		case err != nil:
			got = err.Error()
		case c != nil && len(c.Warnings) > 0:
			got = c.Warnings[0].String()
		}
		if !strings.HasPrefix(got, tc.want) {
			t.Errorf("%q: %q, want %q...", tc.src, got, tc.want)
		}
	}
}

// TestSemicolonBeforeValue: a ';' between a property identifier and its
// value, "W;[ff]", is skipped with a warning at the ';' (line 1, column
// 21, by hand: "(;GM[1]SZ[9];B[cc];W" is 20 bytes), the value the
// identifier's: @sabaki/sgf 3.4.7 reads the main line's nodes as GM[1]
// SZ[9], B[cc], W[ff], an empty node, B[gg] (its moves B[cc] W[ff]
// B[gg]); GNU Go 3.8's loadsgf refuses the file ("expected: ["). The
// word and the value were each skipped (a stray word, a value without an
// identifier), the move W[ff] lost.
func TestSemicolonBeforeValue(t *testing.T) {
	c := mustParse(t, "(;GM[1]SZ[9];B[cc];W;[ff];B[gg])")
	if got, want := mainMoves(c.Games[0]), []string{"Bcc", "Wff", "Bgg"}; !slices.Equal(got, want) {
		t.Errorf("main line %v, want %v", got, want)
	}
	if len(c.Warnings) != 1 || c.Warnings[0].Line != 1 || c.Warnings[0].Col != 21 || !strings.Contains(c.Warnings[0].Msg, "';' between property identifier W and its value") {
		t.Errorf("warnings %v, want one at line 1, column 21", c.Warnings)
	}
}

// TestVariationRepairCommentText: the words of a comment that an
// unescaped ']' ended early, "C[I prefer] (W[dd]) here]", are not read as
// a variation without its ';' (549714c's repair), which made W[dd] a move
// of the main line and skipped the rest, ";W[ee];B[ff]", as nodes after a
// variation: the record read whole, 2 moves, with no error. Text after such a
// variation that is neither '(' nor ')' breaks the reading, and the tree is
// read again without the repair, as after a stray word: the error at the W,
// line 1, column 37 (by hand: "(;GM[1]FF[4]SZ[9];" is 18 bytes, "B[cc]" 5,
// "C[I prefer]" 11, " (" 2), the main line B[cc] up to it. GNU Go 3.8's
// loadsgf refuses the file ("expected: ;").
func TestVariationRepairCommentText(t *testing.T) {
	for _, in := range []string{
		"(;GM[1]FF[4]SZ[9];B[cc]C[I prefer] (W[dd]) here];W[ee];B[ff])",
		"(;GM[1]FF[4]SZ[9];B[cc]C[I prefer] (W[dd])(W[de]) b];W[ee])",
		"(;GM[1]FF[4]SZ[9];B[cc]C[I prefer] (W[dd]) ;W[ee];B[ff])",
	} {
		c, err := ParseAll([]byte(in))
		if err == nil || err.Error() != "line 1, column 37: expected ';' to start a node, found 'W'" || c == nil || len(c.Skipped) != 1 || c.Skipped[0].Partial == nil {
			t.Errorf("%q: error %v, want it at line 1, column 37", in, err)
			continue
		}
		if got, want := mainMoves(c.Skipped[0].Partial), []string{"Bcc"}; !slices.Equal(got, want) {
			t.Errorf("%q: main line %v, want %v", in, got, want)
		}
	}
}

// TestIdentSplitLongJoin: a line break between a whole identifier and
// another property, "AB\n\n   W[dd]", is no split two-letter identifier,
// and stays an error, at the W: line 3, column 4 (by hand: three spaces
// before it). 549714c's join read it as ABW[dd], an unknown property, the
// stone or move lost, and said GNU Go 3.8 reads it so; GNU Go 3.8 keeps
// an identifier's first two upper-case letters and reads AB[dd]: loadsgf
// of this record, then list_stones black, answers "= C7 D6 E5" (D6 is dd)
// and list_stones white "=". Sabaki reads AB without a value, then W[dd].
func TestIdentSplitLongJoin(t *testing.T) {
	_, err := Parse([]byte("(;GM[1]SZ[9];B[cc]AB\n\n   W[dd];B[ee])"))
	if err == nil || !strings.HasPrefix(err.Error(), "line 3, column 4: bad property ident AB: expected '[' after it, found 'W'") {
		t.Errorf("error %v, want it at line 3, column 4", err)
	}
}

// TestVariationRepairBreakPastMain: a tree that breaks past its main line
// (x[1], a word without a capital, in the second variation) after a
// variation read without its ';' keeps that repair, its main line read
// whole: B[aa] B[cc] W[ee], as @sabaki/sgf 3.4.7 reads the tree up to
// the x (sgf.parse of "(;GM[1]SZ[9];B[aa](B[cc];W[ee])(;B[dd]))"); only
// text after such a variation undoes it (TestVariationRepairCommentText).
func TestVariationRepairBreakPastMain(t *testing.T) {
	c, err := ParseAll([]byte("(;GM[1]SZ[9];B[aa](B[cc];W[ee])(;B[dd]x[1]))"))
	if err == nil || c == nil || len(c.Skipped) != 1 || c.Skipped[0].Partial == nil || !c.Skipped[0].PastMainLine {
		t.Fatalf("error %v; want one past the main line", err)
	}
	if got, want := mainMoves(c.Skipped[0].Partial), []string{"Baa", "Bcc", "Wee"}; !slices.Equal(got, want) {
		t.Errorf("main line %v, want %v", got, want)
	}
}

// TestValueErrorOneLine: a value holding a line break (B[c, a line break,
// c]: FF[4] lets a value run over lines) is quoted in the error as Go
// quotes a string, so that the message stays on one line: a GTP failure
// reply (loadsgf) is read by GoGui and Sabaki as one message, and a log
// line is one line. The node ";B[c" is line 2, column 1 (hand count: the
// first line is "(;GM[1]SZ[9]"). It read "line 2, column 1: B[c" and
// "c]: invalid point" on a second line. A printable value is shown as it
// was (TestSize's W[an]).
func TestValueErrorOneLine(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"(;GM[1]SZ[9]\n;B[c\nc];W[dd])", `line 2, column 1: "B[c\nc]": invalid point`},
		// A blank line in the value: a GTP reply that an empty line
		// would end early.
		{"(;GM[1]SZ[9]\n;B[c\n\nc])", `line 2, column 1: "B[c\n\nc]": invalid point`},
	} {
		c := mustParse(t, tc.in)
		_, err := c.Games[0].MainLine()
		var ve *ValueError
		if !errors.As(err, &ve) {
			t.Fatalf("%q: %v, want a *ValueError", tc.in, err)
		}
		if err.Error() != tc.want {
			t.Errorf("%q: error %q, want %q", tc.in, err, tc.want)
		}
	}
}

// TestHeaderTreeWarning: a header in parentheses before the first game
// tree that holds a game's properties without the ';' of its root,
// "(GM[1]FF[4]SZ[9]PB[x]PW[y])" before "(;GM[1]FF[4]SZ[9];B[cc];W[ee])",
// is skipped as GNU Go 3.8 skips it (loadsgf, then list_stones black
// "= C7", list_stones white "= E5": the second tree's), with a warning at
// its '(' that quotes its start; @sabaki/sgf 3.4.7 reads it as a game of
// its own (two games, the first SZ[9] PB[x] PW[y] without moves). It was
// skipped without a warning. So too one holding a setup ("AB[aa]"), and
// one after other text (line 2, column 1); its text quoted in the charset
// of the tree after it (中 is GBK D6 D0, as TestLegacyCharInMessages
// says). A header holding no game-info, size, setup or move property,
// "(FF[4]C[notes])", stays a header skipped without one
// (TestLoneRootWithoutSemicolon).
func TestHeaderTreeWarning(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{"(GM[1]FF[4]SZ[9]PB[x]PW[y])\n(;GM[1]FF[4]SZ[9];B[cc];W[ee])", `line 1, column 1: text before the first game tree skipped, a game tree without the ';' before its root's properties, "(GM[1]FF[4]SZ[9]", which is not read`},
		{"(GM[1]FF[4]SZ[9]AB[aa])\n(;GM[1]FF[4]SZ[9];B[cc];W[ee])", `line 1, column 1: text before the first game tree skipped, a game tree without the ';' before its root's properties, "(GM[1]FF[4]SZ[9]", which`},
		{"saved by hand\n  (PB[x]PW[y]) (;GM[1]FF[4]SZ[9];B[cc];W[ee])", `line 2, column 3: text before the first game tree skipped, a game tree without the ';' before its root's properties, "(PB[x]PW[y]", which`},
		{"(SZ[9]PB[\xd6\xd0])\n(;CA[GBK]GM[1]FF[4]SZ[9];B[cc];W[ee])", `line 1, column 1: text before the first game tree skipped, a game tree without the ';' before its root's properties, "(SZ[9]PB[中]", which`},
	} {
		c := mustParse(t, tc.src)
		if len(c.Games) != 1 || !slices.Equal(mainMoves(c.Games[0]), []string{"Bcc", "Wee"}) {
			t.Errorf("%q: %d games; want one, B[cc] W[ee]", tc.src, len(c.Games))
		}
		if len(c.Warnings) != 1 || !strings.HasPrefix(c.Warnings[0].String(), tc.want) {
			t.Errorf("%q: warnings %v, want one: %s...", tc.src, c.Warnings, tc.want)
		}
	}
}

// TestHeaderTreeAfterTreeWarning: the same header in parentheses after a
// game tree, "(;GM[1]FF[4]SZ[9];B[cc];W[ee])" then
// "(GM[1]FF[4]SZ[9]PB[x]PW[y])", is skipped too (GNU Go 3.8's loadsgf
// reads the first tree: list_stones black "= C7", white "= E5"), and
// @sabaki/sgf 3.4.7 reads it as a second game (2 games, the second SZ[9]
// PB[x] PW[y] without moves); the warning is at its '(' (line 2, column 1),
// also between two trees (then 2 games read, its own skipped), and quotes
// its text in the charset of the tree before it (中 is GBK D6 D0; column
// 39 by hand: the tree is 37 bytes, a blank, then the '('). It was
// skipped without a warning. "(FF[4]C[notes])" after a tree stays
// without one, as before the first tree.
func TestHeaderTreeAfterTreeWarning(t *testing.T) {
	const tree = "(;GM[1]FF[4]SZ[9];B[cc];W[ee])\n"
	for _, tc := range []struct {
		src   string
		games int
		want  string
	}{
		{tree + "(GM[1]FF[4]SZ[9]PB[x]PW[y])\n", 1, `line 2, column 1: text after the game tree skipped, a game tree without the ';' before its root's properties, "(GM[1]FF[4]SZ[9]", which is not read (Sabaki reads it as a game of its own)`},
		{tree + "(GM[1]FF[4]SZ[9]PB[x]PW[y])\n(;GM[1]FF[4]SZ[9];B[dd])", 2, `line 2, column 1: text after the game tree skipped, a game tree without the ';' before its root's properties, "(GM[1]FF[4]SZ[9]", which`},
		{"(;CA[GBK]GM[1]FF[4]SZ[9];B[cc];W[ee]) (SZ[9]PB[\xd6\xd0])", 1, `line 1, column 39: text after the game tree skipped, a game tree without the ';' before its root's properties, "(SZ[9]PB[中]", which`},
		{tree + "(FF[4]C[notes])", 1, ""},
	} {
		c := mustParse(t, tc.src)
		if len(c.Games) != tc.games || !slices.Equal(mainMoves(c.Games[0]), []string{"Bcc", "Wee"}) {
			t.Errorf("%q: %d games; want %d, the first B[cc] W[ee]", tc.src, len(c.Games), tc.games)
		}
		var got string
		if len(c.Warnings) == 1 {
			got = c.Warnings[0].String()
		}
		if len(c.Warnings) > 1 || !strings.HasPrefix(got, tc.want) || tc.want == "" && got != "" {
			t.Errorf("%q: warnings %v, want %q...", tc.src, c.Warnings, tc.want)
		}
	}
}

// TestTextAfterSkippedTreeWarning: the text after a game tree skipped for
// a syntax error ("thanks", an identifier without an upper-case letter, at
// line 1, column 30: the tree is "(;GM[1]FF[4]SZ[9];B[cc];W[ee]", 29
// bytes) is warned as after a tree read whole: a game tree without its
// root's ';' at its '(' (line 2, column 1), a node at its ';' (line 2,
// column 27: "(GM[1]FF[4]SZ[9]PB[x]PW[y]" is 26 bytes), also where the
// broken tree is the first. GNU Go 3.8's loadsgf reads the first tree up
// to its error (list_stones black "= C7", white "= E5") and nothing after
// it; @sabaki/sgf 3.4.7 reads "thanks B[dd]" as properties of W[ee]'s
// node and "(GM[1]FF[4]SZ[9]PB[x]PW[y];B[dd])" as a game of its own (3
// games). Both were skipped without a warning; the warning goes with the
// game tree read after them, and a tree read before keeps none.
func TestTextAfterSkippedTreeWarning(t *testing.T) {
	const broken = "(;GM[1]FF[4]SZ[9];B[cc];W[ee]thanks B[dd])\n"
	const next = "(;GM[1]FF[4]SZ[9];B[gg];W[cg])"
	for _, tc := range []struct {
		src  string
		want string
	}{
		{broken + "(GM[1]FF[4]SZ[9]PB[x]PW[y])\n" + next, `line 2, column 1: text after the game tree skipped, a game tree without the ';' before its root's properties, "(GM[1]FF[4]SZ[9]", which is not read`},
		{broken + "(GM[1]FF[4]SZ[9]PB[x]PW[y];B[dd])\n" + next, `line 2, column 27: text after the game tree's ')' skipped, holding a node, ";B[dd]", which is not read`},
		{next + "\n" + broken + "(GM[1]FF[4]SZ[9]PB[x]PW[y])\n" + next, `line 3, column 1: text after the game tree skipped, a game tree without the ';' before its root's properties`},
	} {
		c, err := ParsePartial([]byte(tc.src))
		if c == nil || err == nil || !strings.Contains(err.Error(), `line 1, column 30`) && !strings.Contains(err.Error(), `line 2, column 30`) || len(c.Skipped) != 1 {
			t.Fatalf("%q: error %v, collection %v; want the broken tree's error, 1 tree skipped", tc.src, err, c)
		}
		last := c.Games[len(c.Games)-1]
		var got []string
		for _, w := range c.Warnings {
			if w.Game != len(c.Games)-1 {
				t.Errorf("%q: warning %v on game %d, want none but on the game after the text (%d)", tc.src, w, w.Game, len(c.Games)-1)
			}
			got = append(got, w.String())
		}
		if len(got) != 1 || !strings.HasPrefix(got[0], tc.want) || !slices.Equal(mainMoves(last), []string{"Bgg", "Wcg"}) {
			t.Errorf("%q: warnings %q, last game %v; want %q..., B[gg] W[cg]", tc.src, got, mainMoves(last), tc.want)
		}
	}
}

// TestControlCharWarning: a control character between a tree's tokens (a
// NUL, a DOS ^Z 0x1a), which marks a damaged file, is skipped as white
// space, as before, but now with a warning at the first (line 1, column
// 26, by hand: "(;GM[1]SZ[19];B[pd];W[dd]" is 25 bytes; line 2, column 1
// for the NULs that a crash leaves at a file's end) that counts them.
// GNU Go 3.8's loadsgf stops reading at it (list_stones black "= Q16",
// white "= D16": B[pq] and W[dp] lost, silently) and @sabaki/sgf 3.4.7
// refuses the file ("Unexpected token at 1:26"). It was read without a
// warning. A NUL in a value is the value's (TestParse's C[a\x00b]), the
// text-file spaces VT and FF are white space as for Sabaki and GNU Go
// (both read all four moves), and a ^Z after the last tree is text
// between trees: none warned.
func TestControlCharWarning(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{"(;GM[1]SZ[19];B[pd];W[dd]\x00;B[pq];W[dp])", "line 1, column 26: byte 0x00 between tokens skipped as white space: the file may be damaged"},
		{"(;GM[1]SZ[19];B[pd];W[dd]\x1a;B[pq]\x00\x00W[dp])", "line 1, column 26: byte 0x1a between tokens skipped as white space (3 in this game tree): the file"},
		{"(;GM[1]SZ[19];B[pd];W[dd];B[pq];W[dp]\n\x00\x00\x00\x00", "line 2, column 1: byte 0x00 between tokens skipped as white space (4 in this game tree)"},
		{"(;GM[1]SZ[19];B[pd]C[a\x00b];W[dd]\v;B[pq]\f;W[dp])\r\n\x1a", ""},
	} {
		c := mustParse(t, tc.src)
		if got := mainMoves(c.Games[0]); !slices.Equal(got, []string{"Bpd", "Wdd", "Bpq", "Wdp"}) {
			t.Errorf("%q: main line %v, want B[pd] W[dd] B[pq] W[dp]", tc.src, got)
		}
		var got string
		for _, w := range c.Warnings {
			if strings.Contains(w.Msg, "between tokens") {
				got = w.String()
			}
		}
		if tc.want == "" && got != "" || !strings.HasPrefix(got, tc.want) {
			t.Errorf("%q: warning %q, want %q...", tc.src, got, tc.want)
		}
	}
}

// TestSemicolonBeforeBadValue: a ';' between an identifier and a value
// that is then no point, "W;[gcC[]", is skipped as TestSemicolonBeforeValue
// says, and the main line's reading fails at the move's node (line 2,
// column 1) as for "W[gcC[]" without the ';' (at its node, line 1,
// column 24: "(;GM[1]FF[4]SZ[9];B[cc];" is 23 bytes): an invalid point.
// GNU Go 3.8's loadsgf refuses the first file ("expected: [") and reads
// the second as W[gc]; @sabaki/sgf 3.4.7 reads both as a pass (its vertex
// not two letters). Before the ';' was skipped the word and the value were
// each skipped with a warning, the move lost and the error hidden; kept
// so on purpose, the decision this test pins.
func TestSemicolonBeforeBadValue(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{"(;GM[1]FF[4]SZ[9];B[cc]\n;W;[gcC[];B[ee];W[gg])", "line 2, column 1: W[gcC[]: invalid point"},
		{"(;GM[1]FF[4]SZ[9];B[cc];W[gcC[];B[ee];W[gg])", "line 1, column 24: W[gcC[]: invalid point"},
	} {
		c := mustParse(t, tc.src)
		if _, err := c.Games[0].MainLine(); err == nil || err.Error() != tc.want {
			t.Errorf("%q: MainLine error %v, want %q", tc.src, err, tc.want)
		}
	}
}

// TestMisreadValue: a KM that a value hides where UTF-8 text was read as
// GBK. 礭 is GBK B5 5D and 娈 E6 AE (Python's '娈礭'.encode('gbk') is
// b'\xe6\xae\xb5]', the UTF-8 of "段]"), so "9娈礭\nKM[0" was "9段]\nKM[0".
// A "KM[" after an ASCII character or after a GBK character whose trail
// byte is not ']' (中, D6 D0) is not one, nor is one in a comment (C, GC),
// and a later occurrence in the same value is found after an earlier one
// that is not; the hidden value ends at the next ']'.
func TestMisreadValue(t *testing.T) {
	for _, tc := range []struct{ src, value, holder string }{
		{"(;GM[1]SZ[19]BR[9娈礭\nWR\\[9娈礭\nKM\\[0])", "0", "BR"},
		{"(;GM[1]SZ[19]PW[x KM\\[1 中 KM\\[2 礭 KM\\[7.5\\]HA\\[0])", "7.5", "PW"},
		{"(;GM[1]SZ[19]GN[see KM\\[7.5\\]])", "", ""},
		{"(;GM[1]SZ[19]GN[中 KM\\[7.5])", "", ""},
		{"(;GM[1]SZ[19]C[礭 KM\\[7.5]GC[礭 KM\\[6.5])", "", ""},
	} {
		root := mustParse(t, tc.src).Games[0]
		v, holder, ok := root.MisreadValue("KM")
		if v != tc.value || holder != tc.holder || ok != (tc.holder != "") {
			t.Errorf("%q: %q in %q (%v), want %q in %q", tc.src, v, holder, ok, tc.value, tc.holder)
		}
	}
}
