package server

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"
)

// loadGames is how many games the load benchmark plays at once; thinking is the pause
// of each client between its commands.
const (
	loadGames = 200
	thinking  = 50 * time.Millisecond
)

// BenchmarkLoad plays 200 games at once, each a game turn long, by scripted clients
// (every action after a status and a legal, as a careful client would) against real
// taktik serve processes on the loopback address: one on SQLite, and two sharing
// PostgreSQL with red on one and blue on the other. It reports the 99th percentile of
// the reply time, the actions stored a second and each server's peak memory (VmHWM).
//
//	go test ./server -run '^$' -bench Load -benchtime 1x
func BenchmarkLoad(b *testing.B) {
	bin := taktikBinary(b)
	b.Run("sqlite", func(b *testing.B) {
		benchLoad(b, bin, filepath.Join(b.TempDir(), "games.db"), 1)
	})
	b.Run("postgres-two-servers", func(b *testing.B) {
		benchLoad(b, bin, postgresURL(b), 2)
	})
}

func benchLoad(b *testing.B, bin, db string, servers int) {
	var procs []*exec.Cmd
	var bases []string
	for range servers {
		cmd, base := serveProcess(b, bin, db, "--rate", "1000", "--new-games", "0")
		procs = append(procs, cmd)
		bases = append(bases, base)
	}
	defer func() {
		for _, p := range procs {
			p.Process.Kill()
			p.Wait()
		}
	}()
	for range b.N {
		games := make([]created, loadGames)
		for i := range games {
			games[i] = createGame(b, bases[i%servers], `{"options": "mode=basic turnlimit=1"}`)
		}
		var mu sync.Mutex
		var times []time.Duration
		actions, failed := 0, 0
		var wg sync.WaitGroup
		start := time.Now()
		for i, g := range games {
			wg.Add(1)
			go func() {
				defer wg.Done()
				n, ts, err := loadGame(bases[i%servers], bases[(i+1)%servers], g)
				mu.Lock()
				if err != nil {
					b.Log(err)
					failed++
				}
				actions += n
				times = append(times, ts...)
				mu.Unlock()
			}()
		}
		wg.Wait()
		elapsed := time.Since(start)
		sort.Slice(times, func(i, j int) bool { return times[i] < times[j] })
		if len(times) == 0 {
			b.Fatal("no replies")
		}
		p99 := times[len(times)*99/100]
		b.ReportMetric(float64(p99.Microseconds())/1000, "p99-ms")
		b.ReportMetric(float64(actions)/elapsed.Seconds(), "actions/s")
		b.ReportMetric(float64(len(times))/elapsed.Seconds(), "replies/s")
		b.ReportMetric(float64(actions), "actions")
		b.ReportMetric(float64(failed), "games-failed")
	}
	for k, p := range procs {
		b.ReportMetric(peakMB(p.Process.Pid), "server"+strconv.Itoa(k+1)+"-MB")
	}
}

// loadGame plays one game out, red through one server and blue through another (or the
// same), and gives the acknowledged actions and every reply's time.
func loadGame(redBase, blueBase string, g created) (int, []time.Duration, error) {
	seats := map[string]seatConn{}
	for side, base := range map[string]string{"red": redBase, "blue": blueBase} {
		token := g.Red.Token
		if side == "blue" {
			token = g.Blue.Token
		}
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		conn, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(base, "http")+"/api/games/"+g.ID+"/ws?token="+token, nil)
		cancel()
		if err != nil {
			return 0, nil, err
		}
		defer conn.CloseNow()
		conn.SetReadLimit(16 << 20)
		seats[side] = seatConn{conn: conn, wait: 2 * time.Minute}
	}
	var s script
	var times []time.Duration
	timed := func(c seatConn, line string) (map[string]any, error) {
		start := time.Now()
		r, err := c.cmd(line)
		times = append(times, time.Since(start))
		return r, err
	}
	n := 0
	for range 500 {
		time.Sleep(thinking) // a client's own work between commands
		// Ask the side to move: after the other's action, its process may need a moment to
		// hear of it, as a real client waits for the push.
		var side string
		for _, who := range []string{"red", "blue"} {
			st, err := timed(seats[who], "status")
			if err != nil {
				return n, times, err
			}
			if side = decider(st); side == "" {
				return n, times, nil
			}
			if side == who {
				break
			}
		}
		// The whole list of legal moves is long (about 120 KB at the start): a client asks
		// for it when it must, and otherwise ends the phase.
		line := "endmove"
		if s.moves == 0 || s.moves > 1 {
			s.moves = 0
			r, err := timed(seats[side], "legal")
			if err != nil {
				return n, times, err
			}
			var legal []string
			for _, l := range r["legal"].([]any) {
				legal = append(legal, l.(string))
			}
			line = s.choose(legal)
		} else {
			s.moves++
		}
		r, err := timed(seats[side], line)
		if err != nil {
			return n, times, err
		}
		if r["ok"] == true {
			n++
		} else if !strings.Contains(fmt.Sprint(r["error"]), "turn to act") {
			return n, times, fmt.Errorf("game %s: %v", g.ID, r["error"])
		}
	}
	return n, times, fmt.Errorf("game %s did not end", g.ID)
}

// peakMB is a process's peak resident memory, from /proc (0 where there is none).
func peakMB(pid int) float64 {
	data, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/status")
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(data), "\n") {
		if f := strings.Fields(line); len(f) >= 2 && f[0] == "VmHWM:" {
			kb, _ := strconv.ParseFloat(f[1], 64)
			return kb / 1024
		}
	}
	return 0
}
