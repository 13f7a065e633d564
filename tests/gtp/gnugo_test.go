package gtp_test

import (
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"
)

const gnugo = "/usr/games/gnugo"

// TestGNUGoOracle plays the same random legal sequences into gtp-referee
// (simple-ko preset "chinese", since GNU Go knows no superko) and GNU Go,
// and after every move compares all_legal for the side to move, captures
// and list_stones for both colours.
func TestGNUGoOracle(t *testing.T) {
	if _, err := os.Stat(gnugo); err != nil {
		t.Skip("GNU Go not installed at " + gnugo)
	}
	if testing.Short() {
		t.Skip("slow oracle test")
	}
	deadline := time.Now().Add(45 * time.Second)
	games := []struct{ size, moves, n int }{{9, 150, 12}, {19, 400, 2}}
	r := rand.New(rand.NewPCG(1, 2))
	played, captured := 0, 0
	for _, gm := range games {
		for i := 0; i < gm.n && time.Now().Before(deadline); i++ {
			caps := oracleGame(t, r, gm.size, gm.moves)
			played++
			captured += caps
		}
	}
	t.Logf("%d games agreed move by move; %d stones captured in all", played, captured)
}

func mustSend(t *testing.T, e *engineProc, who, cmd string) string {
	t.Helper()
	r, err := e.send(cmd)
	if err != nil {
		t.Fatalf("%s: %s: %v", who, cmd, err)
	}
	if !r.ok {
		t.Fatalf("%s: %s: ? %s", who, cmd, r.text)
	}
	return strings.TrimSpace(r.text)
}

func oracleGame(t *testing.T, r *rand.Rand, size, moves int) (captured int) {
	ours := startEngine(t, "--rules", "chinese")
	gg := startProc(t, gnugo, "--mode", "gtp", "--chinese-rules")
	both := func(cmd string) (string, string) {
		return mustSend(t, ours, "gtp-referee", cmd), mustSend(t, gg, "gnugo", cmd)
	}
	both("boardsize " + strconv.Itoa(size))
	both("clear_board")
	colour := "black"
	var history []string
	for m := 0; m < moves; m++ {
		a, b := both("all_legal " + colour)
		if a != b {
			t.Fatalf("%dx%d after %v: all_legal %s:\n gtp-referee %s\n gnugo       %s", size, size, history, colour, a, b)
		}
		legal := strings.Fields(a)
		move := "pass"
		if len(legal) > 0 && r.IntN(50) != 0 {
			move = legal[r.IntN(len(legal))]
		}
		history = append(history, colour[:1]+" "+move)
		both("play " + colour + " " + move)
		for _, c := range []string{"black", "white"} {
			if a, b := both("captures " + c); a != b {
				t.Fatalf("%dx%d after %v: captures %s: %s vs gnugo %s", size, size, history, c, a, b)
			}
			if a, b := both("list_stones " + c); a != b {
				t.Fatalf("%dx%d after %v: list_stones %s:\n gtp-referee %s\n gnugo       %s", size, size, history, c, a, b)
			}
		}
		if colour == "black" {
			colour = "white"
		} else {
			colour = "black"
		}
	}
	for _, c := range []string{"black", "white"} {
		n, _ := strconv.Atoi(mustSend(t, ours, "gtp-referee", "captures "+c))
		captured += n
	}
	return captured
}
