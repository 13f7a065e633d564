package sgf

import (
	"bytes"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/htmlindex"
	"golang.org/x/text/encoding/ianaindex"
	"golang.org/x/text/encoding/japanese"
	"golang.org/x/text/encoding/korean"
	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/traditionalchinese"
)

// Charset handling
//
// The CA property of a game tree's root names the charset of its text; the
// default is UTF-8. Parse recognises these labels (case-insensitive):
//
//	UTF-8, UTF8                                      UTF-8
//	GB2312, GBK, CP936, EUC-CN, GB_2312-80           GBK (a superset of GB2312)
//	GB18030                                          GB18030
//	Big5, Big-5, CP950, Big5-HKSCS                   Big5
//	Shift_JIS, Shift-JIS, SJIS, CP932, Windows-31J   Shift_JIS
//	EUC-JP                                           EUC-JP
//	ISO-2022-JP, csISO2022JP, JIS                    ISO-2022-JP
//	EUC-KR, CP949, KS_C_5601-1987                    EUC-KR
//	ISO-8859-1, Latin1, Latin-1                      ISO-8859-1
//	Windows-1252, CP1252                             Windows-1252
//
// Other labels are looked up in the WHATWG and IANA registries (KOI8-R,
// Windows-1251, ISO-8859-2, ... : any single-byte charset); labels still
// unknown are read as UTF-8, with a warning, and so is a tree without CA, unless its
// bytes are not UTF-8: then the charset is guessed (GB18030, EUC-KR,
// Shift_JIS, Big5 or Windows-1252, whichever reads the tree's bytes
// cleanly, see
// guessCharset; Big5 or Shift_JIS also if only their double-byte rules let
// the tree parse). Real records often declare a legacy
// charset while actually being written in UTF-8, so when a legacy charset is
// declared but the input looks like UTF-8 (at least two valid multi-byte
// UTF-8 sequences per invalid byte, looking at up to sniffLimit bytes of
// the tree itself), the tree is read as UTF-8; a declared double-byte
// charset only if the bytes also hold a UTF-8 sequence of three bytes or
// more or do not decode in it (pairs of GB2312 characters are often valid
// two-byte UTF-8). For double-byte charsets whose second
// byte may be `]` or `\` (GBK, GB18030, Big5, Shift_JIS), a lead byte and its
// trail byte are read as one unit, so an unescaped `]` inside a character
// does not end the value; if that reading fails, the tree is read byte-wise.
// ISO-2022-JP is 7-bit: its kanji are pairs of ASCII bytes, `]` and `\` among
// them (本 is 4B 5C, 保 4A 5D), between an escape sequence that shifts to a
// double-byte set and the one that shifts back, so within a value the bytes
// between those sequences are read as characters too; a tree that declares
// no charset and holds such a shift is read as ISO-2022-JP, and one that
// declares ISO-2022-JP but holds 8-bit bytes (a Shift_JIS record labelled
// CA[JIS]) as one that declares none.
// CA may stand anywhere in the root node, also after text in its charset.
// After decoding, a root CA naming another charset is replaced by UTF-8, the
// charset the values are now in. Invalid sequences become U+FFFD.

// sniffLimit bounds the bytes examined when guessing whether text is UTF-8.
const sniffLimit = 1 << 20

// charsetKind selects the lead/trail byte rules used while lexing values.
type charsetKind int

const (
	singleByte charsetKind = iota // every byte stands alone
	gbkBytes                      // GBK, GB18030
	big5Bytes                     // Big5
	sjisBytes                     // Shift_JIS
	jisBytes                      // ISO-2022-JP: see jisEscape
)

// jisEscape returns the length of the ISO-2022-JP escape sequence that b
// starts with (0 if none) and whether the bytes after it, up to the next
// escape sequence, are characters of a set other than ASCII, whose bytes
// may be ']' or '\': the double-byte sets JIS C 6226 (ESC $ @), JIS X 0208
// (ESC $ B) and JIS X 0212 (ESC $ ( D), and the katakana of JIS X 0201
// (ESC ( I). ESC ( B (ASCII) and ESC ( J (JIS-Roman) shift back.
func jisEscape(b []byte) (n int, shifted bool) {
	if len(b) < 3 || b[0] != 0x1b {
		return 0, false
	}
	switch string(b[1:3]) {
	case "$@", "$B", "(I":
		return 3, true
	case "(B", "(J":
		return 3, false
	case "$(":
		if len(b) >= 4 && b[3] == 'D' {
			return 4, true
		}
	}
	return 0, false
}

// jisText reports whether b reads as text in ISO-2022-JP: 7-bit bytes
// only, among them an escape sequence that shifts to a set other than
// ASCII. Byte by byte, such text reads as ASCII, and so as UTF-8.
func jisText(b []byte) bool {
	shift := false
	for i, c := range b {
		if c >= utf8.RuneSelf {
			return false
		}
		if _, shifted := jisEscape(b[i:]); shifted {
			shift = true
		}
	}
	return shift
}

// lead reports whether b starts a double-byte character.
func (k charsetKind) lead(b byte) bool {
	switch k {
	case gbkBytes, big5Bytes:
		return b >= 0x81 && b <= 0xfe
	case sjisBytes:
		return b >= 0x81 && b <= 0x9f || b >= 0xe0 && b <= 0xfc
	}
	return false
}

// trail reports whether b can be the second byte of a double-byte
// character.
func (k charsetKind) trail(b byte) bool {
	switch k {
	case gbkBytes:
		return b >= 0x40 && b <= 0xfe && b != 0x7f
	case big5Bytes:
		return b >= 0x40 && b <= 0x7e || b >= 0xa1 && b <= 0xfe
	case sjisBytes:
		return b >= 0x40 && b <= 0xfc && b != 0x7f
	}
	return false
}

// lookupCharset maps a CA label to its encoding; nil means UTF-8.
func lookupCharset(label string) (encoding.Encoding, charsetKind) {
	switch strings.ToLower(strings.TrimSpace(label)) {
	case "gb2312", "gbk", "cp936", "euc-cn", "euccn", "gb_2312-80", "x-gbk", "windows-936":
		return simplifiedchinese.GBK, gbkBytes
	case "gb18030":
		return simplifiedchinese.GB18030, gbkBytes
	case "big5", "big-5", "cp950", "big5-hkscs", "x-x-big5":
		return traditionalchinese.Big5, big5Bytes
	case "shift_jis", "shift-jis", "sjis", "cp932", "windows-31j", "x-sjis", "ms_kanji":
		return japanese.ShiftJIS, sjisBytes
	case "euc-jp", "eucjp":
		return japanese.EUCJP, singleByte
	case "iso-2022-jp", "iso2022jp", "csiso2022jp", "jis":
		return japanese.ISO2022JP, jisBytes
	case "euc-kr", "euckr", "cp949", "ks_c_5601-1987", "windows-949", "uhc", "x-windows-949":
		return korean.EUCKR, singleByte
	case "iso-8859-1", "iso8859-1", "iso_8859-1", "latin1", "latin-1", "l1":
		return charmap.ISO8859_1, singleByte
	case "windows-1252", "cp1252":
		return charmap.Windows1252, singleByte
	case "utf-8", "utf8":
		return nil, singleByte
	}
	enc, ok := lookupIndex(label)
	if !ok {
		return nil, unknownCharset
	}
	if enc == japanese.ISO2022JP {
		return enc, jisBytes
	}
	return enc, singleByte
}

// unknownCharset is the charsetKind lookupCharset returns, with a nil
// encoding, for a label it does not know.
const unknownCharset charsetKind = -1

// lookupIndex looks a label up in the WHATWG and IANA registries of
// golang.org/x/text, for the charsets the list of lookupCharset leaves out
// (KOI8-R, Windows-1251, ISO-8859-2, ...). Only charsets whose bytes below
// 0x80 are ASCII and that need no double-byte rules are taken: a
// single-byte charset, EUC-JP, EUC-KR, or ISO-2022-JP (whose shifted ASCII
// bytes jisBytes reads). ok is false for an unknown label and for UTF-16
// and the like.
func lookupIndex(label string) (enc encoding.Encoding, ok bool) {
	label = strings.TrimSpace(label)
	enc, err := htmlindex.Get(label)
	if err != nil || enc == nil {
		enc, err = ianaindex.IANA.Encoding(label)
		if err != nil || enc == nil {
			return nil, false
		}
	}
	if _, single := enc.(*charmap.Charmap); single {
		return enc, true
	}
	switch enc {
	case japanese.EUCJP, japanese.ISO2022JP, korean.EUCKR:
		return enc, true
	}
	return nil, false
}

// utf8Like reports whether b reads as UTF-8: either it has no invalid
// sequence, or valid multi-byte sequences outnumber invalid bytes two to
// one (truncated UTF-8 names occur in real records).
func utf8Like(b []byte) bool {
	if utf8.Valid(b) {
		return true
	}
	valid, invalid := 0, 0
	for i := 0; i < len(b); {
		if b[i] < utf8.RuneSelf {
			i++
			continue
		}
		r, size := utf8.DecodeRune(b[i:])
		if r == utf8.RuneError && size == 1 {
			invalid++
		} else {
			valid++
		}
		i += size
	}
	return invalid == 0 || valid >= 2*invalid
}

// guessCharset chooses the charset of a game tree that declares none (or
// UTF-8) although its bytes b are not UTF-8, comparing the readings of its
// non-ASCII bytes as GBK, Shift_JIS and Big5 characters:
//
//   - Text whose non-ASCII bytes all pair up as GBK characters, at most one
//     in four with an ASCII trail byte (GB2312 text has none; Latin-1 text,
//     an accented letter before a plain one, has nearly only those), is read
//     as GB18030, the superset of the GB2312 and GBK of Chinese sites'
//     exports, unless it reads cleanly as Shift_JIS and most of its pairs
//     lie outside GB2312 (a lead or trail byte below A1: Shift_JIS puts its
//     kana and its first level of kanji on lead bytes 81 to 9F, which
//     GB2312 never uses, so that Japanese text such as 黒中押し勝ち also
//     pairs up as GBK, though as characters outside GB2312, while GB2312
//     text, whose common characters have lead bytes B0 to D7, the
//     half-width katakana of Shift_JIS, never reads cleanly as Shift_JIS),
//     or some pair is no GB18030 character (an unassigned or private-use
//     code) or a quarter of the pairs are in GB2312's rows of kana, Greek,
//     Cyrillic, pinyin and box drawing (lead bytes A4 to A9; where no pair
//     has an ASCII trail byte, which Big5 often has and GB2312 never, the
//     rows of kana to pinyin, A4 to A8, only: GB2312 text may draw a
//     diagram in box drawing), and it reads cleanly as Big5 (Big5 names
//     such as 李世石, A7 F5 A5 40 A5 DB, and 王立誠, A4 FD A5 DF B8 DB,
//     also pair up as GBK, and Big5 has its commonest characters on lead
//     bytes A4 to A9).
//   - Otherwise text that reads cleanly as Shift_JIS (every non-ASCII byte
//     part of a double-byte character that decodes to an assigned,
//     non-private character; no half-width katakana, the reading that
//     GB2312 and Big5 text would take) is read as Shift_JIS, and else text
//     that reads cleanly as Big5 as Big5, provided some character has a
//     non-ASCII trail byte or a '\' one (Latin-1 text has neither: its
//     accented letters stand between plain ones).
//   - Anything else is read as Windows-1252, the superset of FF[4]'s
//     default charset ISO-8859-1.
//
// A double-byte character whose trail byte is '\' (0x5C, as in Shift_JIS
// 表 and 十, Big5 許) is thereby read as one character, not as an escape
// that would swallow the ']' after it. Korean text in EUC-KR, whose bytes
// also pair up as GBK characters, is told from Chinese by hangulText; a
// Korean text with Hanja, and EUC-JP text, are misread as Chinese.
func guessCharset(b []byte) (encoding.Encoding, charsetKind) {
	pairs, asciiTrail, symbolRows, letterRows, outsideGB2312 := 0, 0, 0, 0, 0
	gbk := true
	for i := 0; i < len(b); i++ {
		c := b[i]
		if c < utf8.RuneSelf {
			continue
		}
		if !gbkBytes.lead(c) || i+1 >= len(b) || !gbkBytes.trail(b[i+1]) {
			gbk = false
			break
		}
		if b[i+1] < utf8.RuneSelf {
			asciiTrail++
		}
		if c >= 0xa4 && c <= 0xa9 {
			symbolRows++
		}
		if c >= 0xa4 && c <= 0xa8 {
			letterRows++
		}
		if c < 0xa1 || b[i+1] < 0xa1 {
			outsideGB2312++
		}
		pairs++
		i++
	}
	sjis := readDBCS(b, sjisBytes, japanese.ShiftJIS)
	if gbk && pairs > 0 && 4*asciiTrail <= pairs {
		if sjis.clean && 2*outsideGB2312 > pairs {
			return japanese.ShiftJIS, sjisBytes
		}
		if hangulText(b) {
			return korean.EUCKR, singleByte
		}
		odd := symbolRows
		if asciiTrail == 0 {
			odd = letterRows // GB2312's box drawing may be a diagram
		}
		if 4*odd < pairs && readDBCS(b, gbkBytes, simplifiedchinese.GB18030).clean {
			return simplifiedchinese.GB18030, gbkBytes
		}
		// Some pair is no GB18030 character, or a quarter of them are
		// in GB2312's rows of kana, Greek, Cyrillic, pinyin (and box
		// drawing, where some pair has an ASCII trail byte, which
		// GB2312 never has and Big5 often has): lead bytes A4 to A9,
		// where Big5 has its commonest characters. Big5, if it reads
		// cleanly.
		if big5 := readDBCS(b, big5Bytes, traditionalchinese.Big5); big5.clean && big5.telling() {
			return traditionalchinese.Big5, big5Bytes
		}
		return simplifiedchinese.GB18030, gbkBytes
	}
	if sjis.clean && sjis.telling() {
		return japanese.ShiftJIS, sjisBytes
	}
	if big5 := readDBCS(b, big5Bytes, traditionalchinese.Big5); big5.clean && big5.telling() {
		return traditionalchinese.Big5, big5Bytes
	}
	return charmap.Windows1252, singleByte
}

// minHangul is the number of Hangul syllables from which hangulText takes
// a text for Korean. A Chinese text in GB2312 whose characters all lie in
// the rows that hold KS X 1001's Hangul (GB2312's hanzi read b- to s-, lead
// bytes B0 to C8, some seven in ten of the characters of Chinese names and
// results) is rare from eight characters on: of the 4,193 records with
// Chinese text and no Hangul in our test corpus, encoded in GB2312, 271
// have all their characters in those rows, none more than seven of them.
const minHangul = 8

// hangulText reports whether b, whose non-ASCII bytes pair up as GBK
// characters, reads as Korean text in EUC-KR: each pair is a Hangul
// syllable of KS X 1001 (lead byte B0 to C8, trail byte A1 to FE) or one
// of its symbols (lead byte A1 to AC), and there are at least minHangul
// syllables, or at least minCommonHangul of which three in four are
// commonHangulSyllables (이세돌 박정환: of the 430 distinct Chinese values
// of PB, PW, GN, EV, RE and PC in our test corpus, encoded in GBK, alone
// or in pairs, none is read as Korean so). Hanja (lead bytes CA to FD, the rows where GB2312 has hanzi
// read s- to z- and its second level) do not count as Korean: such text
// stays Chinese.
func hangulText(b []byte) bool {
	syllables := 0
	for i := 0; i < len(b); i++ {
		c := b[i]
		if c < utf8.RuneSelf {
			continue
		}
		if i+1 >= len(b) || b[i+1] < 0xa1 || b[i+1] > 0xfe {
			return false
		}
		switch {
		case c >= 0xb0 && c <= 0xc8:
			syllables++
		case c >= 0xa1 && c <= 0xac:
		default:
			return false
		}
		i++
	}
	if syllables >= minHangul {
		return decodesCleanly(b, korean.EUCKR)
	}
	return syllables >= minCommonHangul && commonHangul(b, syllables)
}

// minCommonHangul is the fewest Hangul syllables from which hangulText
// reads a text shorter than minHangul syllables as Korean, if they are
// nearly all commonHangulSyllables: two, a two-syllable name (최정).
const minCommonHangul = 2

// commonHangulSyllables are Hangul syllables common in the text of Korean
// Go records: family names, the syllables of given names, and the words of
// ranks and results (단, 흑, 백, 불계승, 집, 반, 시간승). Read as EUC-KR,
// the Chinese text that pairs up in the same rows gives mostly syllables
// that no name or result holds (段 reads 뙈, 金 쏜, 毛 챘, 棋 펙), as its
// characters and these syllables fall in those rows independently: one
// alphabet's order against the other's.
const commonHangulSyllables = "" +
	// Family names.
	"김이박최정강조윤장임한오서신권황안송류유전홍고문양손배백허남심노하곽성차주우구민진나지엄채원천방공현함변염여추도소석선설마길연위표명기반왕금옥육인맹제모탁국어은편용예목" +
	// Syllables of given names.
	"준영수호훈철재동상희경혜미환규태창세돌승일광종형병섭식열욱중근찬혁범택덕만봉순숙자화보아애란령진빈율효건웅필학헌익완엽의춘래솔슬람다라린해휘흠갑곤관교균극낙녕대돈두득락량렬록룡륜무묵배벽복부사삼생실안언역온요운을응직청초충치칠탄판평항행향협회후흥" +
	// Ranks and results: 9단, 흑 불계승, 백 2집반승, 시간승, 무승부.
	"흑불계집간"

// commonHangul reports whether b, read as EUC-KR, decodes cleanly and
// three in four of its Hangul syllables, syllables of them, or more are
// commonHangulSyllables.
func commonHangul(b []byte, syllables int) bool {
	out, err := korean.EUCKR.NewDecoder().Bytes(b)
	if err != nil || bytes.ContainsRune(out, utf8.RuneError) && !bytes.ContainsRune(b, utf8.RuneError) {
		return false
	}
	common := 0
	for _, r := range string(out) {
		if r >= 0xac00 && r <= 0xd7a3 && strings.ContainsRune(commonHangulSyllables, r) {
			common++
		}
	}
	return 4*common >= 3*syllables
}

// dbcsReading describes the non-ASCII bytes of a text read as double-byte
// characters of one charset.
type dbcsReading struct {
	// clean: every non-ASCII byte is the lead byte of a character, or its
	// trail byte, that decodes to an assigned character outside the
	// private use area.
	clean bool
	// pairs counts the characters, highTrail those whose trail byte is
	// not ASCII, slashTrail those whose trail byte is '\'.
	pairs, highTrail, slashTrail int
}

// telling reports whether the reading is more than a Latin-1 text read as
// double-byte characters: some character has a non-ASCII or '\' trail.
func (r dbcsReading) telling() bool {
	return r.pairs > 0 && (r.highTrail > 0 || r.slashTrail > 0)
}

// readDBCS reads the non-ASCII bytes of b as the double-byte characters of
// enc, whose lead and trail bytes k tells. Only the first failure is
// looked for: the reading stops being clean there.
func readDBCS(b []byte, k charsetKind, enc encoding.Encoding) dbcsReading {
	var r dbcsReading
	dec := enc.NewDecoder()
	var out [8]byte
	for i := 0; i < len(b); i++ {
		c := b[i]
		if c < utf8.RuneSelf {
			continue
		}
		if !k.lead(c) || i+1 >= len(b) || !k.trail(b[i+1]) {
			return r
		}
		nDst, _, err := dec.Transform(out[:], b[i:i+2], true)
		dec.Reset()
		ch, size := utf8.DecodeRune(out[:nDst])
		if err != nil || size != nDst || ch == utf8.RuneError || ch >= 0xe000 && ch <= 0xf8ff {
			return r
		}
		t := b[i+1]
		switch {
		case t >= utf8.RuneSelf:
			r.highTrail++
		case t == '\\':
			r.slashTrail++
		}
		r.pairs++
		i++
	}
	r.clean = true
	return r
}

// kindEncoding returns the charset read with the double-byte rules k, for
// text that declares none.
func kindEncoding(k charsetKind) encoding.Encoding {
	switch k {
	case gbkBytes:
		return simplifiedchinese.GB18030
	case big5Bytes:
		return traditionalchinese.Big5
	case sjisBytes:
		return japanese.ShiftJIS
	case jisBytes:
		return japanese.ISO2022JP
	}
	return charmap.Windows1252
}

// decodeTree converts every value of the tree rooted at root from enc to
// UTF-8, iteratively.
func decodeTree(root *Node, enc encoding.Encoding) {
	dec := enc.NewDecoder()
	stack := []*Node{root}
	for len(stack) > 0 {
		n := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for i := range n.Props {
			vs := n.Props[i].Values
			for j, v := range vs {
				vs[j] = decodeValue(dec, v)
			}
		}
		stack = append(stack, n.Children...)
	}
}

// decodeValue decodes one value, replacing anything undecodable. A value
// of ASCII bytes is kept as it is, unless it holds an escape character: in
// ISO-2022-JP, ASCII bytes after an escape sequence are kanji.
func decodeValue(dec *encoding.Decoder, v string) string {
	ascii := true
	for i := 0; i < len(v); i++ {
		if v[i] >= utf8.RuneSelf || v[i] == 0x1b {
			ascii = false
			break
		}
	}
	if ascii {
		return v
	}
	s, err := dec.String(v)
	if err != nil {
		s = v
	}
	return strings.ToValidUTF8(s, "\uFFFD")
}

// decodesCleanly reports whether b decodes in enc without an invalid or
// unassigned sequence (no U+FFFD that b does not hold itself).
func decodesCleanly(b []byte, enc encoding.Encoding) bool {
	out, err := enc.NewDecoder().Bytes(b)
	if err != nil {
		return false
	}
	return bytes.Count(out, []byte("\uFFFD")) == bytes.Count(b, []byte("\uFFFD"))
}

// setCharsetUTF8 records on a root whose text was decoded that its values
// are now UTF-8.
func (n *Node) setCharsetUTF8() {
	for i := range n.Props {
		if n.Props[i].Ident == "CA" {
			n.Props[i].Values = []string{"UTF-8"}
		}
	}
}

// MisreadValue returns the value of property ident that a value of n, a
// game's root, hides, and the identifier of the property holding it: text
// read as GBK while it was UTF-8, a ']' taken into a GBK character as its
// trail byte, so that the properties after it became the value's text and
// were written back so. Fox records of 2017 hold "BR[9娈礭\nWR[9娈礭\nKM[0]"
// (corpus record 4eabc891a7b537dc): "9娈礭" encoded in GBK is the UTF-8 of
// "9段]", and the text reads "BR[9段]\nWR[9段]\nKM[0]". It looks only at
// values holding ident followed by '[' (C and GC aside), and reports one
// only where the character before ident (white space aside) is a GBK
// character whose trail byte is ']' (礭, B5 5D); the hidden value ends at
// the next ']' or with the holding value. ok is false for n without such a
// value.
func (n *Node) MisreadValue(ident string) (value, holder string, ok bool) {
	key := ident + "["
	for _, p := range n.Props {
		if p.Ident == "C" || p.Ident == "GC" || p.Ident == ident {
			continue
		}
		for _, v := range p.Values {
			for off := 0; ; {
				i := strings.Index(v[off:], key)
				if i < 0 {
					break
				}
				i += off
				off = i + 1
				before := strings.TrimRightFunc(v[:i], unicode.IsSpace)
				r, _ := utf8.DecodeLastRuneInString(before)
				if r < utf8.RuneSelf {
					continue
				}
				b, err := simplifiedchinese.GBK.NewEncoder().Bytes([]byte(string(r)))
				if err != nil || len(b) != 2 || b[1] != ']' {
					continue
				}
				rest := v[i+len(key):]
				if j := strings.IndexByte(rest, ']'); j >= 0 {
					rest = rest[:j]
				}
				return rest, p.Ident, true
			}
		}
	}
	return "", "", false
}
