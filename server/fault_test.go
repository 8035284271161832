package server

import (
	"bufio"
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/coder/websocket"
)

// kills is how many times TestKillServe kills the server, for each database.
const kills = 50

var (
	buildOnce sync.Once
	built     string
	buildErr  error
)

// taktikBinary builds the taktik program once for the tests that run it.
func taktikBinary(t testing.TB) string {
	buildOnce.Do(func() {
		dir, err := os.MkdirTemp("", "taktik-serve-test")
		if err != nil {
			buildErr = err
			return
		}
		built = filepath.Join(dir, "taktik")
		out, err := exec.Command("go", "build", "-o", built, "taktik").CombinedOutput()
		if err != nil {
			buildErr = fmt.Errorf("go build: %v\n%s", err, out)
		}
	})
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	return built
}

var listening = regexp.MustCompile(`listening on (\S+)`)

// serveProcess starts `taktik serve` on a free loopback port and gives its address.
func serveProcess(t testing.TB, bin, db string, flags ...string) (*exec.Cmd, string) {
	t.Helper()
	cmd := exec.Command(bin, append([]string{"serve", "--addr", "127.0.0.1:0", "--db", db}, flags...)...)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	line, err := bufio.NewReader(out).ReadString('\n')
	m := listening.FindStringSubmatch(line)
	if err != nil || m == nil {
		cmd.Process.Kill()
		cmd.Wait()
		t.Fatalf("taktik serve did not say where it listens: %q %v", line, err)
	}
	return cmd, "http://" + m[1]
}

// seatConn is a seat that may lose its server at any moment: errors, not failures.
type seatConn struct {
	conn *websocket.Conn
	wait time.Duration // for a reply; 10 s when 0
}

func (s seatConn) cmd(line string) (map[string]any, error) {
	ctx, cancel := context.WithTimeout(context.Background(), cmp.Or(s.wait, 10*time.Second))
	defer cancel()
	if err := s.conn.Write(ctx, websocket.MessageText, []byte(line)); err != nil {
		return nil, err
	}
	for {
		_, data, err := s.conn.Read(ctx)
		if err != nil {
			return nil, err
		}
		var m map[string]any
		if err := json.Unmarshal(data, &m); err != nil {
			return nil, err
		}
		if _, push := m["push"]; !push {
			return m, nil
		}
	}
}

// TestKillServe kills a real taktik serve with SIGKILL 50 times while two seats play,
// for each database: after every restart each acknowledged action is there (a game
// holds at least as many actions as were acknowledged, and its stored positions
// replay to the same hashes, or it would not load), and no game is lost.
func TestKillServe(t *testing.T) {
	if testing.Short() {
		t.Skip("the kill test runs a real server a hundred times; it runs without -short (make test's unit step)")
	}
	bin := taktikBinary(t)
	dbs := map[string]func(t *testing.T) string{
		"sqlite":   func(t *testing.T) string { return filepath.Join(t.TempDir(), "games.db") },
		"postgres": func(t *testing.T) string { return postgresURL(t) },
	}
	for _, name := range []string{"sqlite", "postgres"} {
		t.Run(name, func(t *testing.T) { killLoop(t, bin, dbs[name](t)) })
	}
}

type killedGame struct {
	created
	acked int
}

func killLoop(t *testing.T, bin, db string) {
	rng := rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 37))
	var games []*killedGame
	var current *killedGame
	check := func(base string) {
		for _, g := range games {
			code, m := getStatus(t, base, g.ID, g.Spectator.Token)
			if code != http.StatusOK {
				t.Fatalf("game %s is lost: %d %v", g.ID, code, m)
			}
			if n, _ := m["actions"].(float64); int(n) < g.acked {
				t.Fatalf("game %s holds %d actions, %d were acknowledged", g.ID, int(n), g.acked)
			}
			if st, _ := m["status"].(map[string]any); st["winner"] != nil && g == current {
				current = nil
			}
		}
	}
	total := 0
	for round := 0; round < kills; round++ {
		cmd, base := serveProcess(t, bin, db)
		check(base)
		// A game created and acknowledged must never be lost, played or not.
		extra := &killedGame{created: createGame(t, base, `{"options": "mode=basic"}`)}
		games = append(games, extra)
		if current == nil {
			current = &killedGame{created: createGame(t, base, `{"options": "mode=basic turnlimit=2"}`)}
			games = append(games, current)
		}
		killAt := time.Duration(30+rng.IntN(250)) * time.Millisecond
		timer := time.AfterFunc(killAt, func() { cmd.Process.Signal(syscall.SIGKILL) })
		total += playUntilKilled(base, current)
		timer.Stop()
		cmd.Process.Signal(syscall.SIGKILL)
		if err := cmd.Wait(); err == nil || !strings.Contains(err.Error(), "killed") {
			t.Fatalf("round %d: the server ended by itself: %v", round, err)
		}
	}
	cmd, base := serveProcess(t, bin, db)
	defer func() { cmd.Process.Kill(); cmd.Wait() }()
	check(base)
	t.Logf("%d kills, %d games, %d actions acknowledged", kills, len(games), total)
	if total < kills {
		t.Errorf("only %d actions were played between %d kills: the test did not test", total, kills)
	}
}

// playUntilKilled plays the game through both seats until the server goes away or the
// game ends, counting the acknowledged actions.
func playUntilKilled(base string, g *killedGame) int {
	seats := map[string]seatConn{}
	for side, token := range map[string]string{"red": g.Red.Token, "blue": g.Blue.Token} {
		// Each process listens on a port of its own.
		ws := "ws" + strings.TrimPrefix(base, "http") + "/api/games/" + g.ID + "/ws?token=" + token
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		conn, _, err := websocket.Dial(ctx, ws, nil)
		cancel()
		if err != nil {
			return 0
		}
		defer conn.CloseNow()
		conn.SetReadLimit(16 << 20) // legal lists every move
		seats[side] = seatConn{conn: conn}
	}
	var s script
	n := 0
	for {
		st, err := seats["red"].cmd("status")
		if err != nil {
			return n
		}
		side := decider(st)
		if side == "" {
			return n
		}
		r, err := seats[side].cmd("legal")
		if err != nil {
			return n
		}
		var legal []string
		for _, l := range r["legal"].([]any) {
			legal = append(legal, l.(string))
		}
		r, err = seats[side].cmd(s.choose(legal))
		if err != nil {
			return n
		}
		if r["ok"] == true {
			g.acked++
			n++
		}
	}
}
