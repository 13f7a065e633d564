package match

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/gtp-referee/gtp-referee/gtp"
	"github.com/gtp-referee/gtp-referee/match/results"
	"github.com/gtp-referee/gtp-referee/rules"
)

// kataRulesEngine answers kata-set-rules as KataGo's does
// (cpp/command/gtp.cpp calls Rules::parseRulesWithoutKomi, whose JSON
// reader throws "Unknown rules option: komi" for a komi key) and passes
// on every move; it lists kata-set-rules and logs its commands.
type kataRulesEngine struct{ listingEngine }

func (e *kataRulesEngine) Send(ctx context.Context, d time.Duration, cmd string, args ...string) (string, error) {
	if cmd == "kata-set-rules" {
		e.mu.Lock()
		e.log = append(e.log, strings.Join(append([]string{cmd}, args...), " "))
		e.mu.Unlock()
		var keys map[string]json.RawMessage
		if err := json.Unmarshal([]byte(strings.Join(args, " ")), &keys); err != nil {
			return "", &gtp.EngineError{Command: cmd, Msg: "Unknown rules"}
		}
		if _, ok := keys["komi"]; ok {
			return "", &gtp.EngineError{Command: cmd, Msg: "Unknown rules option: komi"}
		}
		return "", nil
	}
	return e.listingEngine.Send(ctx, d, cmd, args...)
}

// TestKataSetRulesWithoutKomi: the referee sets the rules of an engine
// that lists kata-set-rules with KataGo's JSON, then the komi with komi.
// It sent the JSON with a "komi" key, which KataGo's kata-set-rules
// refuses (Rules::parseRulesWithoutKomi: "Unknown rules option: komi"):
// the refusal was tolerated with an event, and KataGo played the game
// under the rules of its own configuration. The JSON now has no komi key
// (KataGo's kata-get-rules form, toJsonStringNoKomi) and is accepted;
// the komi follows with komi. Both engines pass at once.
func TestKataSetRulesWithoutKomi(t *testing.T) {
	pass := func(context.Context) string { return "pass" }
	black := &kataRulesEngine{listingEngine{scriptedEngine: scriptedEngine{move: pass}, known: map[string]bool{"kata-set-rules": true}}}
	white := &kataRulesEngine{listingEngine{scriptedEngine: scriptedEngine{move: pass}, known: map[string]bool{"kata-set-rules": true}}}
	start := func(_ context.Context, argv []string) (Engine, error) {
		if argv[0] == "white" {
			return white, nil
		}
		return black, nil
	}
	cfg := Config{Black: []string{"black"}, White: []string{"white"}, BlackCmd: "black", WhiteCmd: "white",
		Games: 1, Size: 9, Rules: rules.MustLookup("japanese"), Komi: 7.5, Out: t.TempDir(), Start: start}
	r := runOneGame(t, cfg)
	for _, ev := range r.Events {
		if strings.Contains(ev, "kata-set-rules") {
			t.Errorf("event %q", ev)
		}
	}
	for _, e := range []*kataRulesEngine{black, white} {
		var sets []string
		komi := false
		for _, l := range e.log {
			switch {
			case strings.HasPrefix(l, "kata-set-rules "):
				sets = append(sets, l)
			case l == "komi 7.5":
				komi = len(sets) > 0
			}
		}
		if len(sets) != 1 || !strings.Contains(sets[0], `"scoring":"TERRITORY"`) || strings.Contains(sets[0], "komi") {
			t.Errorf("kata-set-rules sent: %q, want the japanese rules once, without a komi", sets)
		}
		if !komi {
			t.Errorf("no komi 7.5 after kata-set-rules: %q", e.log)
		}
	}
}

// runOneGame runs the match of cfg, one game, within a minute and returns
// its record; it fails t on an error or another number of records.
func runOneGame(t *testing.T, cfg Config) results.Record {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	sum, err := Run(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	if len(sum.Records) != 1 {
		t.Fatalf("%d records", len(sum.Records))
	}
	return sum.Records[0]
}
