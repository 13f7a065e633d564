package gtpengine

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/gtp-referee/gtp-referee/areacount"
	"github.com/gtp-referee/gtp-referee/engine"
	"github.com/gtp-referee/gtp-referee/geom"
	"github.com/gtp-referee/gtp-referee/rules"
	"github.com/gtp-referee/gtp-referee/search"
)

// Rules commands.

// cmdKataGetRules answers the rules in KataGo's JSON form without the
// komi, as KataGo's kata-get-rules answers them (its toJsonStringNoKomi):
// the komi is get_komi's, and the answer is one kata-set-rules takes back.
func (e *Engine) cmdKataGetRules(_ context.Context, args []string) (string, error) {
	return e.game.Rules().KataGo(), nil
}

// setRules switches the preset, keeping the position, history, komi and
// colour to move (engine.Game.SetRules).
func (e *Engine) setRules(p rules.Preset) { e.game.SetRules(p) }

// errRulesKomi is kata-set-rules' failure for rules that carry a komi:
// KataGo's kata-set-rules reads its rules without one (its
// Rules::parseRulesWithoutKomi refuses a JSON komi key, "Unknown rules
// option: komi", and a legacy string's komi) and keeps the komi in force
// (CLIENTS.md section 2); the komi command sets it.
var errRulesKomi = errors.New("kata-set-rules takes no komi (komi sets it)")

// cmdKataSetRules is KataGo's kata-set-rules: a preset's name, KataGo's
// name of a rule set a preset plays, its JSON rules or its legacy rules
// string, without a komi (errRulesKomi); the komi stays.
func (e *Engine) cmdKataSetRules(_ context.Context, args []string) (string, error) {
	if len(args) == 0 {
		return "", syntaxf("usage: kata-set-rules PRESET|JSON")
	}
	arg := strings.Join(args, " ")
	if !strings.HasPrefix(arg, "{") {
		p, err := rules.FromKataGo(arg)
		if err != nil {
			// KataGo's legacy rules string (koPOSITIONALscoreAREAsui1...),
			// which its kata-set-rules reads too, where a preset plays
			// exactly those rules; not with a komi, which KataGo's
			// refuses there too.
			q, komi, ok := rules.FromKataGoString(arg)
			if !ok {
				return "", err
			}
			if komi != nil {
				return "", fmt.Errorf("unknown rules %q: %w", arg, errRulesKomi)
			}
			e.setRules(q)
			return "", nil
		}
		e.setRules(p)
		return "", nil
	}
	p, err := parseKataRules(arg, e.game.Rules())
	if err != nil {
		return "", err
	}
	e.setRules(p)
	return "", nil
}

// errNull is the failure of a rules key given as JSON null.
var errNull = errors.New("null is not a value")

// parseKataRules reads KataGo's JSON rules as KataGo reads them, a rule
// not given being KataGo's default for it (its Rules::parseRules starts
// from Rules::getTrompTaylorish: positional superko, area scoring,
// multi-stone suicide legal, no handicap compensation) and the tax, when
// not given, the scoring's (SEKI under territory scoring, NONE under area
// scoring), not the rules in force (cur), and names the result after the
// current preset where it plays them, else the first preset with the same
// ko, scoring, suicide, handicap and tax rules ("custom" when none
// matches, its other settings cur's, but neither every stone alive,
// which only tromp-taylor counts, nor the count in stones, the Chinese
// presets'). Of KataGo's tax rules, NONE and SEKI
// (eyes in seki are not territory) are known; ALL is refused. Keys KataGo
// does not know, the komi among them, and null values, are refused too;
// "score" is read as "scoring", as KataGo reads it.
func parseKataRules(s string, cur rules.Preset) (rules.Preset, error) {
	var raw map[string]json.RawMessage
	if err := json.Unmarshal([]byte(s), &raw); err != nil {
		return cur, fmt.Errorf("invalid rules JSON: %w", err)
	}
	// Only the keys KataGo knows: KataGo refuses any other ("Unknown
	// rules option"), so no client written for it sends one, and one
	// ignored here would be a rule kata-get-rules then denies.
	keys := make([]string, 0, len(raw))
	for k := range raw {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		switch k {
		case "ko", "scoring", "score", "tax", "suicide", "hasButton", "whiteHandicapBonus", "friendlyPassOk":
		case "komi":
			return cur, fmt.Errorf("unknown rules key %q: %w", k, errRulesKomi)
		default:
			return cur, fmt.Errorf("unknown rules key %q", k)
		}
	}
	p := cur
	p.Ko, p.Scoring, p.SuicideLegal, p.Handicap = rules.KoPositional, rules.Area, true, rules.HandicapNone
	// value returns the JSON value of key. null is refused (KataGo's
	// JSON reader throws on it): decoding it would leave the zero value
	// (suicide false) without a word.
	value := func(key string) (json.RawMessage, bool, error) {
		v, ok := raw[key]
		if !ok {
			return nil, false, nil
		}
		if string(bytes.TrimSpace(v)) == "null" {
			return nil, false, fmt.Errorf("rules key %q: %w", key, errNull)
		}
		return v, true, nil
	}
	str := func(key string) (string, bool, error) {
		v, ok, err := value(key)
		if !ok {
			return "", false, err
		}
		var out string
		if err := json.Unmarshal(v, &out); err != nil {
			return "", false, fmt.Errorf("rules key %q: %w", key, err)
		}
		// Lowered in ASCII case only: Unicode's case mapping would read
		// the capital I with a dot (U+0130) as "i", and strings.ToUpper
		// the long s (U+017F) as "S".
		return geom.LowerASCII(out), true, nil
	}
	scoring := "scoring"
	if _, ok := raw[scoring]; !ok {
		scoring = "score" // KataGo's other name for it
	}
	taxGiven := false
	for _, key := range []string{"ko", scoring, "whiteHandicapBonus", "tax"} {
		v, ok, err := str(key)
		if err != nil {
			return cur, err
		}
		if !ok {
			continue
		}
		if err := setKataRule(&p, key, v, v); err != nil {
			return cur, err
		}
		taxGiven = taxGiven || key == "tax"
	}
	if !taxGiven {
		// No tax: the scoring's, as KataGo derives it (its
		// Rules::parseRules: SEKI under territory scoring, NONE under
		// area scoring), not the tax of the rules before.
		p.SekiEyesUncounted = p.Scoring == rules.Territory
	}
	boolKey := func(key string) (bool, bool, error) {
		v, ok, err := value(key)
		if !ok {
			return false, false, err
		}
		var out bool
		if err := json.Unmarshal(v, &out); err != nil {
			return false, false, fmt.Errorf("rules key %q: %w", key, err)
		}
		return out, true, nil
	}
	if v, ok, err := boolKey("suicide"); err != nil {
		return cur, err
	} else if ok {
		p.SuicideLegal = v
	}
	if v, _, err := boolKey("hasButton"); err != nil {
		return cur, err
	} else if v {
		return cur, errors.New("button rules are not supported")
	}
	// friendlyPassOk (see withFriendlyPass): where it is not given, rules
	// a preset plays but for it are that preset, as before the key was
	// read (a client that writes a preset's rules leaves it out, and
	// means the preset's count); other rules get KataGo's default, false
	// (Tromp-Taylor's).
	fpok, given, err := boolKey("friendlyPassOk")
	if err != nil {
		return cur, err
	}
	p = withFriendlyPass(p, fpok)
	if !given {
		if q, ok := presetIgnoringCount(p, cur); ok {
			return q, nil
		}
	}
	return presetPlaying(p, cur), nil
}

// withFriendlyPass returns p with KataGo's friendlyPassOk set to fpok:
// under area scoring, true has the count judge the dead stones (a pass
// that leaves them on the board costs nothing), false has it take every
// stone on the board alive, as Tromp-Taylor's rules count (AllAlive: the
// dead stones must be captured before the game ends, and genmove's
// search, whose playouts count the board as it stands, does not pass
// before). Under territory scoring, whose count always judges the dead
// stones, the key changes nothing, and kata-get-rules reports false, as
// KataGo's japanese rules carry it.
func withFriendlyPass(p rules.Preset, fpok bool) rules.Preset {
	p.AllAlive = p.Scoring == rules.Area && !fpok
	return p
}

// presetIgnoringCount returns the preset presetPlaying would name for p
// were p's AllAlive that preset's own: cur where it plays p's other rules,
// else the first preset that does, with cur's komi.
func presetIgnoringCount(p, cur rules.Preset) (rules.Preset, bool) {
	return namedPreset(cur, func(q rules.Preset) bool { return sameKataRules(q, p) })
}

// sameKataRules reports whether q plays p's rules as KataGo's rules name
// them: ko, scoring, suicide, handicap compensation and tax.
func sameKataRules(q, p rules.Preset) bool {
	return q.Ko == p.Ko && q.Scoring == p.Scoring && q.SuicideLegal == p.SuicideLegal && q.Handicap == p.Handicap &&
		q.SekiEyesUncounted == p.SekiEyesUncounted
}

// namedPreset returns cur where same holds for it, else the first preset
// for which it holds, with cur's komi; false where none does.
func namedPreset(cur rules.Preset, same func(rules.Preset) bool) (rules.Preset, bool) {
	if same(cur) {
		// Rules that the current preset already plays keep its name
		// (chinese-kgs stays chinese-kgs, korean korean), not the
		// first preset of the same settings.
		return cur, true
	}
	for _, n := range rules.Names() {
		q := rules.MustLookup(n)
		if same(q) {
			q.Komi = cur.Komi
			return q, true
		}
	}
	return rules.Preset{}, false
}

// presetPlaying names the rules p, cur's with KataGo's rules changed: cur
// where it plays p's ko, scoring, suicide, handicap and tax rules, else
// the first preset that plays them, with cur's komi, else p as "custom".
func presetPlaying(p, cur rules.Preset) rules.Preset {
	if q, ok := namedPreset(cur, func(q rules.Preset) bool { return sameKataRules(q, p) && q.AllAlive == p.AllAlive }); ok {
		return q
	}
	p.Name = "custom"
	// The count in stones is the Chinese presets' (RULES.md section 5),
	// which no JSON key says: rules that no preset plays give the result
	// in points, whichever preset was in force before, as the same JSON
	// always gives the same count. Whether every stone counts alive is
	// friendlyPassOk's (withFriendlyPass), set before.
	p.ChineseCount = false
	return p
}

// cmdKataSetRule is KataGo's kata-set-rule KEY VALUE: one rule of the
// rules in force changed (updateKataRule), the others and the komi kept.
func (e *Engine) cmdKataSetRule(_ context.Context, args []string) (string, error) {
	if err := wantArgs(args, 2, "kata-set-rule KEY VALUE"); err != nil {
		return "", err
	}
	p, err := updateKataRule(args[0], args[1], e.game.Rules())
	if err != nil {
		return "", err
	}
	e.setRules(p)
	return "", nil
}

// updateKataRule changes one rule of cur as KataGo's kata-set-rule does
// (its Rules::updateRules): the key spelt as in KataGo's JSON rules
// ("ko", "scoring" or "score", "tax", "suicide", "hasButton",
// "whiteHandicapBonus", "friendlyPassOk"), the value in any case; every
// other rule stays, the tax too when the scoring changes (unlike a JSON,
// whose tax follows its scoring). The result is named by presetPlaying. A
// value a preset cannot play (ko SPIGHT, tax ALL, hasButton true) is
// refused, cur unchanged, as is an unknown key or value.
func updateKataRule(key, value string, cur rules.Preset) (rules.Preset, error) {
	p := cur
	fpok := cur.Scoring == rules.Area && !cur.AllAlive // as kata-get-rules reports it
	v := geom.LowerASCII(value)
	boolValue := func() (bool, error) {
		switch v {
		case "true":
			return true, nil
		case "false":
			return false, nil
		}
		return false, fmt.Errorf("rules key %q: %q is neither true nor false", key, value)
	}
	switch key {
	case "ko", "scoring", "score", "tax", "whiteHandicapBonus":
		if err := setKataRule(&p, key, v, value); err != nil {
			return cur, err
		}
	case "suicide":
		b, err := boolValue()
		if err != nil {
			return cur, err
		}
		p.SuicideLegal = b
	case "hasButton":
		b, err := boolValue()
		if err != nil {
			return cur, err
		}
		if b {
			return cur, errors.New("button rules are not supported")
		}
	case "friendlyPassOk":
		b, err := boolValue()
		if err != nil {
			return cur, err
		}
		fpok = b
	case "komi":
		return cur, fmt.Errorf("unknown rules key %q: %w", key, errRulesKomi)
	default:
		return cur, fmt.Errorf("unknown rules key %q", key)
	}
	return presetPlaying(withFriendlyPass(p, fpok), cur), nil
}

// setKataRule sets on p the rule that KataGo's string-valued rules key
// names ("ko", "scoring" or "score", "tax", "whiteHandicapBonus"): v, in
// ASCII lower case, is the value, and shown the value as the client wrote
// it, for the error that refuses a value we do not play.
func setKataRule(p *rules.Preset, key, v, shown string) error {
	switch key {
	case "ko":
		switch v {
		case "simple":
			p.Ko = rules.KoSimple
		case "positional":
			p.Ko = rules.KoPositional
		case "situational":
			p.Ko = rules.KoSituational
		default:
			return fmt.Errorf("unsupported ko rule %q", shown)
		}
	case "scoring", "score":
		switch v {
		case "area":
			p.Scoring = rules.Area
		case "territory":
			p.Scoring = rules.Territory
		default:
			return fmt.Errorf("unsupported scoring rule %q", shown)
		}
	case "tax":
		switch v {
		case "none":
			p.SekiEyesUncounted = false
		case "seki":
			p.SekiEyesUncounted = true
		default:
			return fmt.Errorf("unsupported tax rule %q", shown)
		}
	case "whiteHandicapBonus":
		switch v {
		case "0":
			p.Handicap = rules.HandicapNone
		case "n":
			p.Handicap = rules.HandicapN
		case "n-1":
			p.Handicap = rules.HandicapNMinus
		default:
			return fmt.Errorf("unsupported whiteHandicapBonus %q", shown)
		}
	default:
		return fmt.Errorf("unknown rules key %q", key)
	}
	return nil
}

func (e *Engine) cmdKGSRules(_ context.Context, args []string) (string, error) {
	if err := wantArgs(args, 1, "kgs-rules chinese|aga|japanese|new_zealand"); err != nil {
		return "", err
	}
	p, err := rules.FromKGS(args[0])
	if err != nil {
		return "", err
	}
	e.setRules(p)
	return "", nil
}

// cmdKGSGameOver acknowledges kgsGtp's kgs-game_over, which it sends at the
// end of a game to an engine that lists the command: an empty success. The
// position, the rules and the clock are kept (kgsGtp may still ask about
// the game, or start the next with clear_board) and the engine does not
// quit; arguments, which kgsGtp does not send, are ignored.
func (e *Engine) cmdKGSGameOver(context.Context, []string) (string, error) {
	return "", nil
}

// cmdStop is KataGo's stop: it ends a running analysis stream, which the
// server has already ended when the line arrived (any input line ends
// one), and is otherwise an empty success that changes nothing, so that a
// client written for KataGo may send it between analyses.
func (e *Engine) cmdStop(context.Context, []string) (string, error) {
	return "", nil
}

// cmdTopMoves lists the candidates of the last generated move with their
// share of the search's playouts, most visited first (GNU Go's "move
// value" pairs); the light policy, which has no evaluation, gives its move
// with 1.00.
func (e *Engine) cmdTopMoves(_ context.Context, args []string) (string, error) {
	if !e.hasGen {
		return "", nil
	}
	if e.lastSearch == nil {
		if e.lastGen == geom.Pass {
			return "", nil
		}
		return e.vertex(e.lastGen) + " 1.00", nil
	}
	return e.shares(e.lastSearch), nil
}

// shares lists the candidates of s with their share of the visits, most
// visited first, at most ten, passes left out: GNU Go's "move value" pairs
// of top_moves.
func (e *Engine) shares(s *search.Search) string {
	var parts []string
	cands := s.Candidates()
	total := 0.0
	for _, c := range cands {
		total += float64(c.Visits)
	}
	for _, c := range cands {
		if c.Move == geom.Pass || len(parts) >= 10 {
			continue
		}
		parts = append(parts, fmt.Sprintf("%s %.2f", e.vertex(c.Move), float64(c.Visits)/total))
	}
	return strings.Join(parts, " ")
}

// cmdTopMovesColour is GNU Go's top_moves_black and top_moves_white (Kigo's
// hint): a search of genmove's budget for the colour, answered as
// top_moves does; nothing is played, and the clock account and the tree
// kept for the next genmove are left alone.
func (e *Engine) cmdTopMovesColour(c geom.Colour) handler {
	return func(ctx context.Context, args []string) (string, error) {
		if err := wantArgs(args, 0, "top_moves_"+c.Name()); err != nil {
			return "", err
		}
		if e.randomPolicy {
			if p := e.generate(c, nil); p != geom.Pass {
				return e.vertex(p) + " 1.00", nil
			}
			return "", nil
		}
		return e.shares(e.think(ctx, c, nil, nil)), nil
	}
}

// cmdQueryBoardsize is GNU Go's query_boardsize: the board's side (Kigo
// reads the size of a loaded record with it).
func (e *Engine) cmdQueryBoardsize(_ context.Context, args []string) (string, error) {
	return e.boardSide()
}

// ErrNotSquare is the failure of query_boardsize and gogui-rules_board_size
// on a rectangular board, which has no side to answer.
var ErrNotSquare = errors.New("not a square board")

// boardSide is the answer of query_boardsize and gogui-rules_board_size:
// the side of a square board, one integer, and ErrNotSquare for a
// rectangle. Both commands' clients read one integer and know square
// boards only: GoGui's rules-program interface parses the reply with
// Integer.parseInt (its manual: "a string containing an integer that
// specifies the board size"), so "W H" threw a NumberFormatException its
// callers do not catch, where a GTP error is a GtpError they handle; Kigo
// reads query_boardsize after loadsgf with QString::toInt, which gives 0
// for "W H" and keeps its board size on an error.
func (e *Engine) boardSide() (string, error) {
	g := e.game.Geometry()
	if g.W != g.H {
		return "", fmt.Errorf("%w: %dx%d, and the reply is a single side", ErrNotSquare, g.W, g.H)
	}
	return fmt.Sprint(g.W), nil
}

// cmdGetHandicap is GNU Go's get_handicap: the number of handicap stones
// placed by fixed_handicap, place_free_handicap or set_free_handicap (or
// read from a record), 0 in an even game.
func (e *Engine) cmdGetHandicap(_ context.Context, args []string) (string, error) {
	return fmt.Sprint(e.game.Handicap()), nil
}

// GoGui rules program.

func (e *Engine) cmdRulesBoard(_ context.Context, args []string) (string, error) {
	b := e.game.Board()
	return grid(e.game.Geometry(), func(p geom.Point) string {
		return cellText(b.At(p), "X", "O", ".")
	}), nil
}

// grid writes one field per point, top row first, fields separated by a
// space and rows by a newline, as GoGui's board responses are laid out.
func grid(g *geom.Geometry, cell func(p geom.Point) string) string {
	var sb strings.Builder
	for y := g.H - 1; y >= 0; y-- {
		for x := 0; x < g.W; x++ {
			if x > 0 {
				sb.WriteByte(' ')
			}
			sb.WriteString(cell(g.Point(x, y)))
		}
		if y > 0 {
			sb.WriteByte('\n')
		}
	}
	return sb.String()
}

// cellText names a colour: black, white, or anything else.
func cellText(c geom.Colour, black, white, other string) string {
	switch c {
	case geom.Black:
		return black
	case geom.White:
		return white
	}
	return other
}

func (e *Engine) cmdRulesBoardSize(_ context.Context, args []string) (string, error) {
	return e.boardSide()
}

func (e *Engine) cmdRulesLegalMoves(_ context.Context, args []string) (string, error) {
	if e.game.Over() {
		return "", nil
	}
	return strings.Join(append(e.legalList(e.game.ToMove()), "pass"), " "), nil
}

func (e *Engine) cmdRulesSideToMove(_ context.Context, args []string) (string, error) {
	return e.game.ToMove().Name(), nil
}

func (e *Engine) cmdRulesCapturedCount(_ context.Context, args []string) (string, error) {
	// GoGui reads the white stones captured (by Black) first, then the
	// black stones captured (by White).
	b := e.game.Board()
	return fmt.Sprintf("%d %d", b.Captured(geom.Black), b.Captured(geom.White)), nil
}

// GoGui analyze commands.

func (e *Engine) cmdAnalyzeCommands(_ context.Context, args []string) (string, error) {
	return strings.Join([]string{
		"plist/Legal Moves/all_legal %c",
		"plist/Chains in Atari/referee-atari",
		"gfx/Area Map/referee-area",
		"bwboard/Area Board/referee-area_board",
		"string/Chinese Count/referee-count",
		"string/Final Result/gogui-rules_final_result",
		"dboard/Ownership/referee-ownership",
		"plist/Dead Stones/final_status_list dead",
		"plist/Seki Stones/final_status_list seki",
		"plist/Unsettled Stones/referee-unsettled",
		"string/Final Score/final_score",
		"pspairs/Search Candidates/referee-candidates %c",
	}, "\n"), nil
}

func (e *Engine) cmdAtari(_ context.Context, args []string) (string, error) {
	b := e.game.Board()
	var pts []geom.Point
	topFirst(e.game.Geometry(), func(p geom.Point) {
		if b.At(p) != geom.Empty && b.InAtari(p) {
			pts = append(pts, p)
		}
	})
	return e.vertexList(pts), nil
}

// areaOwner returns, per point, Black, White or Empty (dame) as the area
// count has it, with the stones final_status_list lists dead removed (the
// judged dead ones and those the count takes as captured,
// judge.Result.Lost): the empty points the count gives each colour
// (judge.Result.BlackPoints and WhitePoints, which in a game not passed
// out include the open areas it settles), and the points of the stones it
// takes as captured by the colour alone reaching them.
func (e *Engine) areaOwner(ctx context.Context) func(p geom.Point) geom.Colour {
	g := e.game.Geometry()
	b := e.game.Board()
	_, res := e.final(ctx)
	gone := res.Dead()
	bs, ws := b.Stones(geom.Black).AndNot(gone), b.Stones(geom.White).AndNot(gone)
	rb, rw := areacount.Reach(g, &bs, &ws)
	return func(p geom.Point) geom.Colour {
		switch {
		case bs.Has(p) || res.BlackPoints.Has(p):
			return geom.Black
		case ws.Has(p) || res.WhitePoints.Has(p):
			return geom.White
		case res.Lost.Has(p) && rb.Has(p) && !rw.Has(p):
			return geom.Black
		case res.Lost.Has(p) && rw.Has(p) && !rb.Has(p):
			return geom.White
		}
		return geom.Empty
	}
}

func (e *Engine) cmdAreaGfx(ctx context.Context, args []string) (string, error) {
	g := e.game.Geometry()
	owner := e.areaOwner(ctx)
	var sb strings.Builder
	sb.WriteString("INFLUENCE")
	topFirst(g, func(p geom.Point) {
		switch owner(p) {
		case geom.Black:
			sb.WriteString(" " + g.Vertex(p) + " 1")
		case geom.White:
			sb.WriteString(" " + g.Vertex(p) + " -1")
		}
	})
	_, res := e.final(ctx)
	result := res.String()
	if e.game.NoResult() {
		result = "Void" // the game has no result (RULES.md section 3)
	}
	fmt.Fprintf(&sb, "\nTEXT %s", result)
	return sb.String(), nil
}

func (e *Engine) cmdAreaBoard(ctx context.Context, args []string) (string, error) {
	owner := e.areaOwner(ctx)
	return grid(e.game.Geometry(), func(p geom.Point) string {
		return cellText(owner(p), "B", "W", "E")
	}), nil
}

func (e *Engine) cmdCount(ctx context.Context, args []string) (string, error) {
	_, res := e.final(ctx)
	s := res.Area
	b := e.game.Board()
	// The stones left once those final_status_list lists dead are off.
	gone := res.Dead()
	bs, ws := b.Stones(geom.Black).AndNot(gone), b.Stones(geom.White).AndNot(gone)
	// The last line is the game's result: none where a cycle voided the
	// game, as gogui-rules_final_result answers; the count above it is
	// the board's.
	result := res.Chinese()
	if e.game.NoResult() {
		result = "Void: " + engine.NoResultReason
	}
	return fmt.Sprintf("Black area %d (%s), White area %d (%s), dame %d\n"+
		"Black count %s against a baseline of %s\n"+
		"Komi %s points, handicap compensation %s points\n%s",
		s.Black, stonesOf(float64(bs.Count())), s.White, stonesOf(float64(ws.Count())), s.Dame,
		stonesOf(s.BlackStones()), areacount.Stones(s.Baseline()),
		formatFloat(s.Komi), formatFloat(s.Compensation), result), nil
}

// stonesOf writes a number of stones with its noun: "1 stone", "1/2
// stone", "0 stones", "184 1/2 stones" (areacount.Stones for the number).
func stonesOf(v float64) string {
	if v > 0 && v <= 1 {
		return areacount.Stones(v) + " stone"
	}
	return areacount.Stones(v) + " stones"
}
