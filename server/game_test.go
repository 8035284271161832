package server

import (
	"strings"
	"testing"
	"time"

	"taktik/game/engine"
)

// script plays a short game the simple way: a decision as soon as one is pending, a
// few moves, then the end of the phase; a battle only when one is owed.
type script struct{ moves int }

func (s *script) choose(legal []string) string {
	pick := func(prefix string) string {
		for _, l := range legal {
			if strings.HasPrefix(l, prefix) {
				return l
			}
		}
		return ""
	}
	for _, p := range []string{"resolve", "retreat", "lose", "replace"} {
		if l := pick(p); l != "" {
			return l
		}
	}
	if l := pick("move "); l != "" && s.moves < 3 {
		s.moves++
		return l
	}
	for _, p := range []string{"endmove", "endturn", "battle"} {
		if l := pick(p); l != "" {
			s.moves = 0
			return l
		}
	}
	return legal[0]
}

// decider is who must act now, from a status reply ("" when the game is over).
func decider(st map[string]any) string {
	if st["winner"] != nil {
		return ""
	}
	if p, ok := st["pending"].(map[string]any); ok {
		return p["side"].(string)
	}
	return st["side"].(string)
}

func legalOf(t testing.TB, c *wsClient) []string {
	r := c.must("legal")
	var list []string
	for _, l := range r["legal"].([]any) {
		list = append(list, l.(string))
	}
	if len(list) == 0 {
		t.Fatalf("nothing is legal: %v", r)
	}
	return list
}

// playOut plays the game to its end through both seats, and returns how many actions
// were acknowledged.
func playOut(t testing.TB, seats map[string]*wsClient) int {
	var s script
	acked := 0
	for range 2000 {
		side := decider(seats["red"].must("status"))
		if side == "" {
			return acked
		}
		c := seats[side]
		c.must(s.choose(legalOf(t, c)))
		acked++
	}
	t.Fatal("the game did not end in 2000 actions")
	return 0
}

// TestWholeGame: two seats play a whole game over WebSockets; each sees every action
// as it happens, in the same order, and the end shows the seed, from which the history
// replays to the same position: every roll followed from it.
func TestWholeGame(t *testing.T) {
	eachStore(t, func(t *testing.T, st Store) {
		_, hs := startServer(t, st)
		g := createGame(t, hs.URL, `{"options": "mode=basic turnlimit=2"}`)
		if code, m := getStatus(t, hs.URL, g.ID, g.Spectator.Token); code != 200 || m["seed"] != nil {
			t.Fatalf("status before the end: %d %v (the seed must stay secret)", code, m)
		}
		red, blue := dial(t, g.Red.WS), dial(t, g.Blue.WS)
		watcher := dial(t, g.Spectator.WS)
		for _, c := range []*wsClient{red, blue, watcher} {
			if h := c.push("hello", 5*time.Second); h["actions"] != 0.0 {
				t.Fatalf("hello: %v", h)
			}
		}
		acked := playOut(t, map[string]*wsClient{"red": red, "blue": blue})
		if acked < 6 {
			t.Fatalf("only %d actions in a game of two turns", acked)
		}
		var lines []string
		var hash string
		for i := range acked {
			a, b, w := red.push("action", 5*time.Second), blue.push("action", 5*time.Second), watcher.push("action", 5*time.Second)
			if a["index"] != float64(i) || a["line"] != b["line"] || a["line"] != w["line"] || a["hash"] != b["hash"] {
				t.Fatalf("action %d: red saw %v, blue %v, the spectator %v", i, a, b, w)
			}
			lines = append(lines, a["line"].(string))
			hash = a["hash"].(string)
		}
		end := blue.push("end", 5*time.Second)
		seed, _ := end["seed"].(string)
		if seed == "" {
			t.Fatalf("the end shows no seed: %v", end)
		}
		code, m := getStatus(t, hs.URL, g.ID, g.Red.Token)
		if code != 200 || m["finished"] != true || m["seed"] != seed || m["actions"] != float64(acked) {
			t.Fatalf("status after the end: %d %v", code, m)
		}
		// Anyone can check the rolls: the options and the seed, then the history.
		sess := engine.NewSession(continent(t))
		sess.Exec("new mode=basic turnlimit=2 seed=" + seed)
		for _, l := range lines {
			if r, _ := sess.Exec(l); !accepted(r) {
				t.Fatalf("replaying %q: %s", l, r)
			}
		}
		if got := hashOf(sess.Game()); got != hash {
			t.Fatalf("the history replayed with the seed reaches %s, the server's game %s", got, hash)
		}
	})
}

// TestComputerSeat: a computer plays blue, on the server, while red plays by hand.
func TestComputerSeat(t *testing.T) {
	st := sqliteCase().open(t)
	_, hs := startServer(t, st)
	g := createGame(t, hs.URL, `{"options": "mode=basic turnlimit=1", "blue": "random"}`)
	if g.Blue.Token != "" || g.Blue.Player != "random" {
		t.Fatalf("a computer seat has no link: %+v", g.Blue)
	}
	red := dial(t, g.Red.WS)
	red.must("endmove")
	red.must("endturn")
	deadline := time.Now().Add(3 * time.Minute) // a bound, not a speed goal: a crowded machine runs every package's tests at once
	for time.Now().Before(deadline) {
		if decider(red.must("status")) == "" {
			sides := map[string]int{}
			for i := 0; ; i++ {
				select {
				case p := <-red.pushes:
					if p["push"] == "action" {
						sides[p["side"].(string)]++
					}
					continue
				default:
				}
				break
			}
			if sides["blue"] == 0 || sides["red"] != 2 {
				t.Fatalf("actions by side: %v", sides)
			}
			return
		}
		time.Sleep(250 * time.Millisecond) // within the server's rate of messages (a few a second)
	}
	t.Fatal("the computer did not finish its turn in three minutes")
}

// TestResume: a client that reconnects with the last index it knows receives only what
// came after it.
func TestResume(t *testing.T) {
	st := sqliteCase().open(t)
	_, hs := startServer(t, st)
	g := createGame(t, hs.URL, `{"options": "mode=basic"}`)
	red := dial(t, g.Red.WS)
	legal := legalOf(t, red)
	red.must(legal[0])
	red.must("endmove")
	red.must("endturn")
	again := dial(t, g.Red.WS+"&after=0")
	if h := again.push("hello", 5*time.Second); h["actions"] != 3.0 {
		t.Fatalf("hello: %v", h)
	}
	for _, want := range []int{1, 2} {
		if p := again.push("action", 5*time.Second); p["index"] != float64(want) {
			t.Fatalf("resumed after 0: got %v, want index %d", p, want)
		}
	}
	for quiet := time.After(100 * time.Millisecond); ; {
		select {
		case p := <-again.pushes:
			if p["push"] != "presence" { // who is connected comes with every arrival
				t.Fatalf("more than was missed: %v", p)
			}
			continue
		case <-quiet:
		}
		break
	}
	if r := again.must("status"); r["side"] != "blue" {
		t.Fatalf("status after resuming: %v", r)
	}
}
