package match

import (
	"reflect"
	"strings"
	"testing"
)

// TestSplitCommand: the POSIX reading (splitCommand with windows false,
// which SplitCommand is everywhere but on Windows; called through
// SplitCommand, the backslash cases failed on Windows, where a\ b is two
// words), and the lines refused on every system.
func TestSplitCommand(t *testing.T) {
	for in, want := range map[string][]string{
		`gnugo --mode gtp --level 1`:    {"gnugo", "--mode", "gtp", "--level", "1"},
		`"/opt/my engine/bin" -x 'a b'`: {"/opt/my engine/bin", "-x", "a b"},
		`a\ b "c\"d" ''`:                {"a b", `c"d`, ""},
	} {
		got, err := splitCommand(in, false)
		if err != nil || !reflect.DeepEqual(got, want) {
			t.Errorf("splitCommand(%q, POSIX) = %q, %v; want %q", in, got, err, want)
		}
	}
	for _, bad := range []string{"", "  ", "\t\r\n"} {
		for _, windows := range []bool{false, true} {
			if _, err := splitCommand(bad, windows); err == nil {
				t.Errorf("splitCommand(%q, windows %v) accepted", bad, windows)
			}
		}
	}
	// An unterminated quote, refused the POSIX way (Windows reads it to
	// the end of the line: TestSplitCommandWindowsQuotes).
	for _, bad := range []string{`"open`, `'open`, `a 'b c`} {
		if _, err := splitCommand(bad, false); err == nil {
			t.Errorf("splitCommand(%q, POSIX) accepted", bad)
		}
	}
}

// TestSplitCommandBackslashEnd: the POSIX reading of a backslash before a
// newline or at the end of the line. POSIX sh (XCU 2.2.1, and 2.2.3 in
// double quotes) removes a backslash and the newline after it, a line
// continuation: dash's sh -c 'printf "[%s]" a\<LF>b "c\<LF>d"' prints
// [ab][cd]; in single quotes both stay (2.2.2). The backslash was kept
// with a newline in double quotes and the newline taken as a character
// outside them (a<LF>b one word). A backslash that ends the line escapes
// nothing: a shell reading it waits for the next line, Python's
// shlex.split refuses it ("No escaped character"); it became an empty
// last argument, so that --black 'engine \' ran engine with the argument
// "", and a lone \ was a command named "". It is refused (dash's sh -c
// keeps it as a character: not followed).
func TestSplitCommandBackslashEnd(t *testing.T) {
	for in, want := range map[string][]string{
		"gnugo \\\n--mode gtp": {"gnugo", "--mode", "gtp"},
		"a\\\nb":               {"ab"},
		"\"c\\\nd\" x":         {"cd", "x"},
		"'e\\\nf'":             {"e\\\nf"},
	} {
		got, err := splitCommand(in, false)
		if err != nil || !reflect.DeepEqual(got, want) {
			t.Errorf("splitCommand(%q, POSIX) = %q, %v; want %q", in, got, err, want)
		}
	}
	for _, bad := range []string{`engine \`, `\`, `a\ b \`} {
		if got, err := splitCommand(bad, false); err == nil {
			t.Errorf("splitCommand(%q, POSIX) = %q; want an error (a backslash escaping nothing)", bad, got)
		}
	}
}

// TestSplitCommandWindows: on Windows a backslash separates the parts of
// a path, as in the command lines GoGui's and gogui-twogtp's Windows users
// write (C:\engines\gnugo.exe --mode gtp); it escapes only a double quote,
// as the Windows command-line convention has it. Read the POSIX way, the
// path lost its backslashes (C:enginesgnugo.exe) and the program was
// refused as not runnable.
func TestSplitCommandWindows(t *testing.T) {
	for in, want := range map[string][]string{
		`C:\engines\gnugo.exe --mode gtp`:               {`C:\engines\gnugo.exe`, "--mode", "gtp"},
		`"C:\Program Files\GNU Go\gnugo.exe" --level 1`: {`C:\Program Files\GNU Go\gnugo.exe`, "--level", "1"},
		`"D:\my engine\run.exe" -x`:                     {`D:\my engine\run.exe`, "-x"},
		`engine.exe --name "say \"hi\"" \"q`:            {"engine.exe", "--name", `say "hi"`, `"q`},
		`a\\b \`:                                        {`a\\b`, `\`},
	} {
		got, err := splitCommand(in, true)
		if err != nil || !reflect.DeepEqual(got, want) {
			t.Errorf("splitCommand(%q, windows) = %q, %v; want %q", in, got, err, want)
		}
	}
	// Elsewhere the backslash escapes as a POSIX shell's does.
	if got, _ := splitCommand(`C:\engines\gnugo.exe`, false); !reflect.DeepEqual(got, []string{"C:enginesgnugo.exe"}) {
		t.Errorf("splitCommand POSIX: %q", got)
	}
}

// TestSplitCommandWindowsBackslashRuns: on Windows a run of backslashes
// before a double quote is read as the Microsoft C runtime reads a
// program's command line (the rules and examples of Microsoft's "Parsing
// C command-line arguments"): 2n backslashes and a quote are n backslashes
// and a quote that opens or closes a quoted part, 2n+1 and a quote are n
// backslashes and a literal quote, and a run before anything else is kept.
// The first three cases are that page's examples; the last is a directory
// argument written as that rule wants a quoted one that ends in a
// backslash. Each backslash before a quote escaped only the quote, so
// "\\" left a quoted part open ("unterminated quote") and a\\\"b gave a\\"b.
func TestSplitCommandWindowsBackslashRuns(t *testing.T) {
	for in, want := range map[string][]string{
		`"ab\"c" "\\" d`:                     {`ab"c`, `\`, "d"},
		`a\\\"b c d`:                         {`a\"b`, "c", "d"},
		`a\\\\"b c" d e`:                     {`a\\b c`, "d", "e"},
		`leelaz.exe -w "C:\my weights\\" -g`: {"leelaz.exe", "-w", `C:\my weights\`, "-g"},
	} {
		got, err := splitCommand(in, true)
		if err != nil || !reflect.DeepEqual(got, want) {
			t.Errorf("splitCommand(%q, windows) = %q, %v; want %q", in, got, err, want)
		}
	}
}

// FuzzSplitCommand checks the POSIX reading against two oracles, on every
// system (through SplitCommand, the second failed on Windows, whose
// reading keeps the backslash of the requoted \' as it is). A line with no quote or backslash
// splits exactly at the blanks (space, tab, CR, LF), as strings.FieldsFunc
// splits it, the Windows way alike, and is refused only when it has no
// word. And any split it accepts comes back unchanged from the line that
// quotes each argument the POSIX shell way: in single quotes, a single
// quote inside it closing the quotes, escaped by a backslash, then
// reopening them.
func FuzzSplitCommand(f *testing.F) {
	for _, s := range []string{
		`gnugo --mode gtp --level 1`, `"/opt/my engine/bin" -x 'a b'`, `a\ b "c\"d" ''`,
		"", "  ", `"open`, `'open`, "a\tb\r\nc", `"\\" "\$" '\'`, `x\`,
	} {
		f.Add(s)
	}
	blank := func(r rune) bool { return r == ' ' || r == '\t' || r == '\r' || r == '\n' }
	f.Fuzz(func(t *testing.T, s string) {
		// The POSIX reading, whatever the system (its requoting
		// oracle is the POSIX shell's), and the no-quote oracle for
		// the Windows reading too.
		args, err := splitCommand(s, false)
		if !strings.ContainsAny(s, `'"\`) {
			if wargs, werr := splitCommand(s, true); !reflect.DeepEqual(wargs, args) || (werr == nil) != (err == nil) {
				t.Fatalf("splitCommand(%q): Windows %q, %v; POSIX %q, %v", s, wargs, werr, args, err)
			}
			want := strings.FieldsFunc(s, blank)
			if len(want) == 0 {
				if err == nil {
					t.Fatalf("SplitCommand(%q) = %q, want an error (no word)", s, args)
				}
				return
			}
			if err != nil || !reflect.DeepEqual(args, want) {
				t.Fatalf("SplitCommand(%q) = %q, %v; want %q", s, args, err, want)
			}
		}
		if err != nil {
			return
		}
		quoted := make([]string, len(args))
		for i, a := range args {
			quoted[i] = "'" + strings.ReplaceAll(a, "'", `'\''`) + "'"
		}
		line := strings.Join(quoted, " ")
		back, err := splitCommand(line, false)
		if err != nil || !reflect.DeepEqual(back, args) {
			t.Fatalf("SplitCommand(%q) = %q; requoted as %q it gives %q, %v", s, args, line, back, err)
		}
	})
}

// TestSplitCommandWindowsDoubledQuotes: on Windows, inside a quoted part,
// a pair of double quotes is one literal double quote and the quoted part
// goes on, as Microsoft's "Parsing C command-line arguments" states for
// the C runtime that Windows programs are built with (its table reads
// a"b"" c d as the one argument ab" c d: the part opened before b is
// still open at the end of the line, which ends it; the same line closed
// by a last quote gives the same). Two other rows of that table are
// checked too. The pair closed the quoted part and opened another, so
// "say ""hi""" and a"b"" c d" lost their inner quotes (say hi, ab c d).
func TestSplitCommandWindowsDoubledQuotes(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want []string
	}{
		{`a"b"" c d"`, []string{`ab" c d`}},
		{`a"b"" c d`, []string{`ab" c d`}},
		{`"a b c" d e`, []string{"a b c", "d", "e"}},
		{`a\\\b d"e f"g h`, []string{`a\\\b`, "de fg", "h"}},
		{`engine.exe --name "say ""hi""" -x`, []string{"engine.exe", "--name", `say "hi"`, "-x"}},
		{`"" """"`, []string{"", `"`}},
	} {
		got, err := splitCommand(tc.in, true)
		if err != nil || !reflect.DeepEqual(got, tc.want) {
			t.Errorf("splitCommand(%q, windows) = %q, %v; want %q", tc.in, got, err, tc.want)
		}
	}
}

// TestSplitCommandWindowsQuotes: the two other ways in which Microsoft's
// documented reading of a command line (CommandLineToArgvW and the C
// runtime's argv, "Parsing C command-line arguments") differs from a POSIX
// shell's. Its rules know the double quote as the only quoting character,
// so a single quote is an ordinary character of a word: 'a b' is the two
// words 'a and b', and an apostrophe in a path needs no quoting. And when
// the line ends inside a double-quoted part, everything read so far is the
// last argument; the page's example is the row a"b"" c d, one argument
// ab" c d, whose quoted part is never closed. Here: an engine path quoted
// in single quotes is two words with their quotes; a path with an
// apostrophe is one word, in double quotes or out; a directory argument
// whose closing quote was forgotten runs to the end of the line; a lone
// opening quote at the end is an empty last argument (the quote starts an
// argument, the end of the line ends it). Single quotes used to quote on
// Windows too, and an unterminated quote was refused.
func TestSplitCommandWindowsQuotes(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want []string
	}{
		{`'D:\my engine\run.exe' -x`, []string{`'D:\my`, `engine\run.exe'`, "-x"}},
		{`C:\bots\o'neil.exe --gtp 'x'`, []string{`C:\bots\o'neil.exe`, "--gtp", "'x'"}},
		{`"C:\it's mine\e.exe" -x`, []string{`C:\it's mine\e.exe`, "-x"}},
		{`engine.exe -w "C:\my weights\w.gz`, []string{"engine.exe", "-w", `C:\my weights\w.gz`}},
		{`"C:\Program Files\e.exe`, []string{`C:\Program Files\e.exe`}},
		{`engine.exe "`, []string{"engine.exe", ""}},
		{`engine.exe x"a \"b`, []string{"engine.exe", `xa "b`}},
	} {
		got, err := splitCommand(tc.in, true)
		if err != nil || !reflect.DeepEqual(got, tc.want) {
			t.Errorf("splitCommand(%q, windows) = %q, %v; want %q", tc.in, got, err, tc.want)
		}
	}
}
