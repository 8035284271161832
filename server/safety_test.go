package server

import (
	"context"
	"encoding/json"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"
)

// battleGame is a game where red has fought a battle: the server rolled its die.
func battleGame(t *testing.T, hs string) (created, *wsClient, *wsClient) {
	g := createGame(t, hs, `{"options": "mode=basic setup=empty"}`)
	red, blue := dial(t, g.Red.WS), dial(t, g.Blue.WS)
	for _, l := range []string{"place red:inf1 20-27", "place blue:inf1 20-29", "start", "move red:inf1 20-28", "endmove",
		"battle red:inf1 vs blue:inf1"} {
		red.must(l)
	}
	return g, red, blue
}

// TestRefusedOnline: the commands that would break fairness or reach the server's
// files are refused with a sentence, and change nothing.
func TestRefusedOnline(t *testing.T) {
	_, hs := startServer(t, sqliteCase().open(t))
	g, red, blue := battleGame(t, hs.URL)
	for line, about := range map[string]string{
		"dice 6":                "secret seed",
		"seed":                  "secret",
		"load game.json":        "lives on the server",
		"new mode=basic seed=1": "one game",
		"save /tmp/x.json":      "server keeps the game",
		"state":                 "dice generator",
		"ai hard":               "other side's decisions",
	} {
		isRefusal(t, red.cmd(line), about)
	}
	// The die is the server's: resolve rolls it, and undo cannot take it back.
	r := red.must("resolve")
	if d, ok := r["die"].(float64); !ok || d < 1 || d > 6 {
		t.Fatalf("resolve: %v", r)
	}
	// The roll may leave a decision to either side (a retreat after AB2 is blue's):
	// whoever must act now cannot take the roll back.
	seat := map[string]*wsClient{"red": red, "blue": blue, "": red}[decider(red.must("status"))]
	isRefusal(t, seat.cmd("undo"), "the dice have spoken")
	if _, m := getStatus(t, hs.URL, g.ID, g.Red.Token); m["actions"] != 7.0 { // six and the resolve
		t.Fatalf("after the refusals the game holds %v actions, want 7", m["actions"])
	}
}

// TestUndoBeforeRoll: undo is an order like any other before a roll.
func TestUndoBeforeRoll(t *testing.T) {
	_, hs := startServer(t, sqliteCase().open(t))
	_, red, blue := battleGame(t, hs.URL)
	red.must("undo") // the battle's declaration
	var last map[string]any
	for range 7 {
		last = blue.push("action", 5*time.Second)
	}
	if last["line"] != "undo" || last["index"] != 6.0 {
		t.Fatalf("the undo reaches the other seat as action 6: %v", last)
	}
}

// TestOnlyTheSeatToAct: a seat acts only when the rules give it the move or the
// decision; the spectator never; questions are open to all.
func TestOnlyTheSeatToAct(t *testing.T) {
	_, hs := startServer(t, sqliteCase().open(t))
	g := createGame(t, hs.URL, `{"options": "mode=basic"}`)
	red, blue, watcher := dial(t, g.Red.WS), dial(t, g.Blue.WS), dial(t, g.Spectator.WS)
	isRefusal(t, blue.cmd("endmove"), "it is red's turn")
	isRefusal(t, watcher.cmd("endmove"), "spectator")
	for _, c := range []*wsClient{blue, watcher} {
		c.must("status")
		c.must("units blue")
	}
	red.must("endmove")
	isRefusal(t, blue.cmd("endturn"), "it is red's turn")
	red.must("endturn")
	blue.must("endmove")
	isRefusal(t, red.cmd("endturn"), "it is blue's turn")
	if _, m := getStatus(t, hs.URL, g.ID, g.Spectator.Token); m["actions"] != 3.0 {
		t.Fatalf("the game holds %v actions, want 3", m["actions"])
	}
}

// TestTokens: tokens are long and random, the database keeps only their hashes, and a
// wrong token opens nothing.
func TestTokens(t *testing.T) {
	st := sqliteCase().open(t)
	_, hs := startServer(t, st)
	g := createGame(t, hs.URL, `{"options": "mode=basic"}`)
	for _, tok := range []string{g.Red.Token, g.Blue.Token, g.Spectator.Token} {
		if len(tok) < 22 { // 128 bits in base64
			t.Errorf("token %q is shorter than 128 bits", tok)
		}
	}
	db := st.(*sqlStore).db
	var red, blue, spec string
	if err := db.QueryRow(`SELECT red_token, blue_token, spectator_token FROM games WHERE id = ?`, g.ID).Scan(&red, &blue, &spec); err != nil {
		t.Fatal(err)
	}
	if red != tokenHash(g.Red.Token) || blue != tokenHash(g.Blue.Token) || spec != tokenHash(g.Spectator.Token) {
		t.Errorf("the database keeps %s %s %s, not the tokens' hashes", red, blue, spec)
	}
	var n int
	db.QueryRow(`SELECT count(*) FROM games WHERE red_token = ? OR blue_token = ? OR spectator_token = ?`, g.Red.Token, g.Blue.Token, g.Spectator.Token).Scan(&n)
	if n != 0 {
		t.Error("a token is stored as it is")
	}
	for _, bad := range []string{"", "x", g.Red.Token + "x", strings.Repeat("a", 200), tokenHash(g.Red.Token)} {
		if code, _ := getStatus(t, hs.URL, g.ID, bad); code != http.StatusForbidden {
			t.Errorf("token %q: status %d, want 403", bad, code)
		}
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		_, resp, err := websocket.Dial(ctx, strings.Replace(g.Red.WS, g.Red.Token, bad, 1), nil)
		cancel()
		if err == nil || resp == nil || resp.StatusCode != http.StatusForbidden {
			t.Errorf("token %q opened a WebSocket (%v)", bad, err)
		}
	}
	if code, _ := getStatus(t, hs.URL, "nosuchgame", g.Red.Token); code != http.StatusNotFound {
		t.Errorf("an unknown game: %d", code)
	}
}

// TestOversizedFrame: a frame over the protocol's 64 KB line closes that connection
// ("message too big"); the game and the server go on.
func TestOversizedFrame(t *testing.T) {
	_, hs := startServer(t, sqliteCase().open(t))
	g := createGame(t, hs.URL, `{"options": "mode=basic"}`)
	red := dial(t, g.Red.WS)
	red.must("endmove")
	// Just under the frame limit but over the line bound: refused, connection kept.
	isRefusal(t, red.cmd("status "+strings.Repeat("x", 64<<10+100)), "64 KB")
	red.conn.Write(context.Background(), websocket.MessageText, []byte("move "+strings.Repeat("x", 200<<10)))
	select {
	case err := <-red.closed:
		if websocket.CloseStatus(err) != websocket.StatusMessageTooBig {
			t.Fatalf("closed with %v, want message too big", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("an oversized frame did not close the connection")
	}
	again := dial(t, g.Red.WS)
	if r := again.must("status"); r["phase"] != "combat" {
		t.Fatalf("after the oversized frame: %v", r)
	}
}

// TestFlood: a connection that sends faster than its rate has the surplus refused and,
// if it keeps on, is closed; the other seat is served as before.
func TestFlood(t *testing.T) {
	srv, hs := startServer(t, sqliteCase().open(t))
	srv.Rate, srv.Burst = 5, 10
	g := createGame(t, hs.URL, `{"options": "mode=basic"}`)
	red, blue := dial(t, g.Red.WS), dial(t, g.Blue.WS)
	// One frame of 300 lines: each is a message of its own for the rate.
	red.conn.Write(context.Background(), websocket.MessageText, []byte(strings.Repeat("status\n", 300)))
	ok, tooMany := 0, 0
	for r := range red.replies {
		if r["ok"] == true {
			ok++
		} else if strings.Contains(r["error"].(string), "too many messages") {
			tooMany++
		}
	}
	if err := <-red.closed; websocket.CloseStatus(err) != websocket.StatusPolicyViolation {
		t.Errorf("the flood ended with %v, want a policy violation", err)
	}
	if ok > 12 || tooMany < maxRefusedInRow {
		t.Errorf("of 300 at once %d were answered and %d refused for the rate", ok, tooMany)
	}
	blue.must("status")
	again := dial(t, g.Red.WS)
	again.must("endmove")
}

// TestEveryOptionOnline: a game created with every option of `new` but the seed starts
// when a seat connects; one word more is refused when the game is created, with a
// sentence, and not stored to fail later (HTTP 503 on joining, before engine.NewWords).
func TestEveryOptionOnline(t *testing.T) {
	_, hs := startServer(t, sqliteCase().open(t))
	all := "mode=advanced first=blue setup=auto weather=on supply=on replacements=on nuclear=on shortreplacements=on shortcorps=2 evenreplacements=on turnlimit=10"
	g := createGame(t, hs.URL, `{"options": "`+all+`"}`)
	blue := dial(t, g.Blue.WS)
	if st := blue.must("status"); st["side"] != "blue" {
		t.Fatalf("the game with every option: %v", st)
	}
	resp, err := http.Post(hs.URL+"/api/games", "application/json", strings.NewReader(`{"options": "`+all+` weather=on"}`))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusBadRequest {
		t.Fatalf("one option word too many: HTTP %d, want 400", resp.StatusCode)
	}
}

// TestNewGamesBounded: one address creates NewGames a minute, twice as many at once; the
// next is refused with a sentence and a Retry-After, while another address (127.0.0.2,
// on the loopback too) still creates its games.
func TestNewGamesBounded(t *testing.T) {
	srv, hs := startServer(t, sqliteCase().open(t))
	srv.NewGames = 3
	post := func(from string) (int, map[string]any, string) {
		t.Helper()
		c := &http.Client{Transport: &http.Transport{DialContext: (&net.Dialer{
			LocalAddr: &net.TCPAddr{IP: net.ParseIP(from)}}).DialContext}}
		resp, err := c.Post(hs.URL+"/api/games", "application/json", strings.NewReader(`{"options": "mode=basic"}`))
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		var m map[string]any
		json.NewDecoder(resp.Body).Decode(&m)
		return resp.StatusCode, m, resp.Header.Get("Retry-After")
	}
	for i := range 6 {
		if code, m, _ := post("127.0.0.1"); code != http.StatusCreated {
			t.Fatalf("game %d of the first six: %d %v", i+1, code, m)
		}
	}
	code, m, retry := post("127.0.0.1")
	if msg, _ := m["error"].(string); code != http.StatusTooManyRequests || !strings.Contains(msg, "too many new games") || retry == "" {
		t.Errorf("the seventh game at once: %d %v (Retry-After %q), want refused with a sentence", code, m, retry)
	}
	if code, m, _ := post("127.0.0.2"); code != http.StatusCreated {
		t.Errorf("another address's game: %d %v", code, m)
	}
}
