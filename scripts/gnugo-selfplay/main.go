// Command gnugo-selfplay plays GNU Go against itself over GTP and records
// each finished game, with GNU Go's own verdict, as one JSON object per
// line. The games are the reference set for package judge's agreement test.
//
// Every game starts with a few random legal moves for variety, then GNU Go
// (Chinese rules, a random level from the size's range) plays both sides
// until two consecutive passes. At the end the program asks GNU Go for
// final_score and final_status_list dead.
//
// Usage:
//
//	go run ./scripts/gnugo-selfplay -out judge/testdata/gnugo -n9 150 -n13 100 -n19 60 -procs 2
//
// Output: <out>/games.jsonl, appended to; each line is a Game.
//
// With -sgf FILE..., the program instead loads each record (loadsgf, no
// handicap games), lets GNU Go play on from its last move to two passes
// (at -level, 1 by default) and records the whole game: a way to get
// realistic 19x19 final positions from recorded games that ended by
// resignation. Do not commit games made from records you may not copy.
//
// With -sgf -estimate FILE..., it plays nothing: it loads each record into
// a GNU Go process of its own and writes GNU Go's estimate_score of the
// record's last position (komi 7.5, at -level) to <out>/estimates.jsonl,
// one Estimate a line, appended to.
package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"log"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"time"
)

// Game is one recorded game.
type Game struct {
	Size       int      `json:"size"`
	Komi       float64  `json:"komi"`
	Level      int      `json:"level"`
	Moves      []string `json:"moves"` // "B D4", "W pass", alternating from Black
	FinalScore string   `json:"final_score"`
	Dead       []string `json:"dead"`
	// Record names the SGF record a -sgf game was played on from (its
	// file name), empty for self-play.
	Record string `json:"record,omitempty"`
}

// Estimate is GNU Go's estimate_score of an SGF record's last position.
type Estimate struct {
	Record string  `json:"record"` // the record's file name
	Komi   float64 `json:"komi"`
	Level  int     `json:"level"`
	// Estimate is estimate_score's answer, such as
	// "W+74.9 (upper bound: 164.8, lower: -15.1)".
	Estimate string `json:"estimate"`
}

type gtp struct {
	cmd *exec.Cmd
	in  io.WriteCloser
	out *bufio.Reader
}

func start(bin string, seed int) (*gtp, error) {
	cmd := exec.Command(bin, "--mode", "gtp", "--chinese-rules", "--never-resign", "--seed", fmt.Sprint(seed))
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	return &gtp{cmd: cmd, in: in, out: bufio.NewReader(out)}, nil
}

// send issues one command and returns the answer text and whether it
// succeeded ("=" rather than "?").
func (g *gtp) send(format string, args ...any) (string, bool, error) {
	if _, err := fmt.Fprintf(g.in, format+"\n", args...); err != nil {
		return "", false, err
	}
	var sb strings.Builder
	for {
		line, err := g.out.ReadString('\n')
		if err != nil {
			return "", false, err
		}
		if strings.TrimSpace(line) == "" {
			if sb.Len() > 0 {
				break
			}
			continue
		}
		sb.WriteString(line)
	}
	s := strings.TrimSpace(sb.String())
	ok := strings.HasPrefix(s, "=")
	return strings.TrimSpace(s[1:]), ok, nil
}

func (g *gtp) must(format string, args ...any) string {
	s, ok, err := g.send(format, args...)
	if err != nil || !ok {
		log.Fatalf("gtp %q: %v %s", fmt.Sprintf(format, args...), err, s)
	}
	return s
}

const cols = "ABCDEFGHJKLMNOPQRST"

func playGame(g *gtp, r *rand.Rand, size, level int, komi float64) Game {
	gm := Game{Size: size, Komi: komi, Level: level}
	g.must("boardsize %d", size)
	g.must("clear_board")
	g.must("komi %g", komi)
	g.must("level %d", level)
	turn := 0
	// A few random legal opening moves, kept away from the first line.
	nRandom := 1 + r.IntN(2+size/4)
	for i := 0; i < nRandom; i++ {
		for try := 0; try < 50; try++ {
			x, y := 1+r.IntN(size-2), 1+r.IntN(size-2)
			v := fmt.Sprintf("%c%d", cols[x], y+1)
			if _, ok, err := g.send("play %s %s", colour(turn), v); err == nil && ok {
				gm.Moves = append(gm.Moves, colour(turn)+" "+v)
				turn ^= 1
				break
			}
		}
	}
	playToEnd(g, &gm, turn, size*size*3-len(gm.Moves))
	return gm
}

// finishRecord loads an SGF record and lets GNU Go play it out.
func finishRecord(g *gtp, path string, level int, komi float64) (Game, error) {
	if _, ok, err := g.send("loadsgf %s", path); err != nil || !ok {
		return Game{}, fmt.Errorf("loadsgf %s failed", path)
	}
	if h, _, _ := g.send("get_handicap"); strings.TrimSpace(h) != "0" {
		return Game{}, fmt.Errorf("%s: handicap game", path)
	}
	size, _, _ := g.send("query_boardsize")
	gm := Game{Komi: komi, Level: level, Record: filepath.Base(path)}
	fmt.Sscan(size, &gm.Size)
	g.must("komi %g", komi)
	g.must("level %d", level)
	hist := strings.Split(g.must("move_history"), "\n")
	for i := len(hist) - 1; i >= 0; i-- {
		f := strings.Fields(hist[i])
		if len(f) != 2 {
			continue
		}
		c := "B"
		if strings.EqualFold(f[0], "white") {
			c = "W"
		}
		gm.Moves = append(gm.Moves, c+" "+strings.ToUpper(f[1]))
	}
	if len(gm.Moves) == 0 {
		return Game{}, fmt.Errorf("%s: no moves", path)
	}
	turn := 0
	if strings.HasPrefix(gm.Moves[len(gm.Moves)-1], "B") {
		turn = 1
	}
	playToEnd(g, &gm, turn, 2*gm.Size*gm.Size)
	return gm, nil
}

// estimateRecord loads an SGF record and asks GNU Go for its
// estimate_score.
func estimateRecord(g *gtp, path string, level int, komi float64) (Estimate, error) {
	if _, ok, err := g.send("loadsgf %s", path); err != nil || !ok {
		return Estimate{}, fmt.Errorf("loadsgf %s failed", path)
	}
	if h, _, _ := g.send("get_handicap"); strings.TrimSpace(h) != "0" {
		return Estimate{}, fmt.Errorf("%s: handicap game", path)
	}
	g.must("komi %g", komi)
	g.must("level %d", level)
	return Estimate{Record: filepath.Base(path), Komi: komi, Level: level, Estimate: g.must("estimate_score")}, nil
}

// colour names the player of a turn (0 Black, 1 White).
func colour(turn int) string { return "BW"[turn : turn+1] }

// playToEnd lets GNU Go play gm on from colour(turn) on until two passes or
// maxMoves more moves, then records its final_score and dead stones.
// Resignation is not a counted end: genmove placed nothing, so a pass is
// recorded instead and the game still ends by counting.
func playToEnd(g *gtp, gm *Game, turn, maxMoves int) {
	passes := 0
	for n := 0; n < maxMoves && passes < 2; n++ {
		v := strings.ToUpper(g.must("genmove %s", colour(turn)))
		if v == "RESIGN" {
			v = "PASS"
			g.must("play %s pass", colour(turn))
		}
		if v == "PASS" {
			passes++
			v = "pass"
		} else {
			passes = 0
		}
		gm.Moves = append(gm.Moves, colour(turn)+" "+v)
		turn ^= 1
	}
	gm.FinalScore = g.must("final_score")
	gm.Dead = strings.Fields(g.must("final_status_list dead"))
}

func main() {
	out := flag.String("out", "judge/testdata/gnugo", "output directory")
	bin := flag.String("gnugo", "/usr/games/gnugo", "GNU Go binary")
	n9 := flag.Int("n9", 150, "9x9 games")
	n13 := flag.Int("n13", 100, "13x13 games")
	n19 := flag.Int("n19", 60, "19x19 games")
	min19 := flag.Int("min19", 1, "lowest level of the 19x19 games")
	max19 := flag.Int("max19", 3, "highest level of the 19x19 games")
	n6 := flag.Int("n6", 0, "6x6 games (levels 1-10)")
	n7 := flag.Int("n7", 0, "7x7 games (levels 1-10)")
	procs := flag.Int("procs", 2, "parallel GNU Go processes")
	seed := flag.Uint64("seed", 1, "random seed")
	budget := flag.Duration("budget", 40*time.Minute, "stop starting new games after this long")
	sgfMode := flag.Bool("sgf", false, "finish the SGF records named as arguments instead of self-play")
	sgfLevel := flag.Int("level", 1, "GNU Go's level when finishing records (-sgf)")
	estimate := flag.Bool("estimate", false, "with -sgf: write each record's estimate_score to estimates.jsonl instead of playing on")
	flag.Parse()
	if *min19 < 1 || *max19 > 10 || *min19 > *max19 {
		log.Fatalf("-min19 %d -max19 %d: want 1 <= min19 <= max19 <= 10", *min19, *max19)
	}

	if err := os.MkdirAll(*out, 0o755); err != nil {
		log.Fatal(err)
	}
	name := "games.jsonl"
	if *sgfMode && *estimate {
		name = "estimates.jsonl"
	}
	f, err := os.OpenFile(filepath.Join(*out, name), os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
	if err != nil {
		log.Fatal(err)
	}
	defer f.Close()

	if *sgfMode {
		runRecords(f, *bin, *procs, *seed, *sgfLevel, *budget, *estimate, flag.Args())
		return
	}
	// Jobs: the small boards interleaved first, 19x19 (slowest, levels
	// -min19 to -max19, 1-3 by default) last, so that a time budget still leaves many games.
	type job struct{ size, level int }
	var jobs []job
	r := rand.New(rand.NewPCG(*seed, 7))
	counts := map[int]int{9: *n9, 13: *n13, 19: *n19, 6: *n6, 7: *n7}
	for len(jobs) < *n9+*n13+*n19+*n6+*n7 {
		// 6 and 7 come last in the round, so that without them the
		// jobs (and the committed set) are those of before.
		for _, s := range []int{9, 13, 9, 9, 19, 7, 6} {
			if counts[s] == 0 {
				continue
			}
			counts[s]--
			lvl := 1 + r.IntN(10)
			if s == 19 && counts[9]+counts[13]+counts[6]+counts[7] > 0 {
				// 19x19 games wait until the small boards are done.
				counts[s]++
				continue
			}
			if s == 19 {
				lvl = *min19 + r.IntN(*max19-*min19+1)
			} else if s == 13 {
				lvl = 1 + r.IntN(6)
			}
			jobs = append(jobs, job{s, lvl})
		}
	}
	ch := make(chan int)
	var mu sync.Mutex
	var wg sync.WaitGroup
	t0 := time.Now()
	done := 0
	for w := 0; w < *procs; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			g, err := start(*bin, int(*seed)*100+w)
			if err != nil {
				log.Fatal(err)
			}
			defer g.cmd.Process.Kill()
			rr := rand.New(rand.NewPCG(*seed, uint64(w)+100))
			for i := range ch {
				j := jobs[i]
				komi := []float64{7.5, 6.5, 5.5, 0.5, 7}[rr.IntN(5)]
				gm := playGame(g, rr, j.size, j.level, komi)
				line, _ := json.Marshal(gm)
				mu.Lock()
				f.Write(append(line, '\n'))
				done++
				log.Printf("%d/%d size %d level %d moves %d %s (%.0fs)", done, len(jobs), j.size, j.level, len(gm.Moves), gm.FinalScore, time.Since(t0).Seconds())
				mu.Unlock()
			}
		}(w)
	}
	for i := range jobs {
		if time.Since(t0) > *budget {
			break
		}
		ch <- i
	}
	close(ch)
	wg.Wait()
}

// runRecords finishes SGF records in parallel GNU Go processes, or with
// estimate only asks for their estimate_score.
func runRecords(f *os.File, bin string, procs int, seed uint64, level int, budget time.Duration, estimate bool, paths []string) {
	ch := make(chan string)
	var mu sync.Mutex
	var wg sync.WaitGroup
	t0 := time.Now()
	done := 0
	for w := 0; w < procs; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			var g *gtp
			if !estimate {
				var err error
				if g, err = start(bin, int(seed)*100+w); err != nil {
					log.Fatal(err)
				}
				defer g.cmd.Process.Kill()
			}
			for p := range ch {
				if estimate {
					// A fresh GNU Go per record: in one process the
					// estimate depends on the records read before it
					// (53f7918c's was W+143.4 there, W+74.9 alone).
					eg, err := start(bin, int(seed)*100+w)
					if err != nil {
						log.Fatal(err)
					}
					e, err := estimateRecord(eg, p, level, 7.5)
					eg.cmd.Process.Kill()
					eg.cmd.Wait()
					mu.Lock()
					if err != nil {
						log.Print(err)
					} else {
						line, _ := json.Marshal(e)
						f.Write(append(line, '\n'))
						done++
						log.Printf("%d %s %s (%.0fs)", done, e.Record, e.Estimate, time.Since(t0).Seconds())
					}
					mu.Unlock()
					continue
				}
				gm, err := finishRecord(g, p, level, 7.5)
				mu.Lock()
				if err != nil {
					log.Print(err)
				} else {
					line, _ := json.Marshal(gm)
					f.Write(append(line, '\n'))
					done++
					log.Printf("%d %s moves %d %s (%.0fs)", done, filepath.Base(p), len(gm.Moves), gm.FinalScore, time.Since(t0).Seconds())
				}
				mu.Unlock()
			}
		}(w)
	}
	for _, p := range paths {
		if time.Since(t0) > budget {
			break
		}
		ch <- p
	}
	close(ch)
	wg.Wait()
}
