package server

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"taktik/game/gametest"
	"taktik/maps"
)

// postgresEnv names the database the tests use besides SQLite; make test (through
// scripts/test-postgres.sh) starts one and sets it.
const postgresEnv = "TAKTIK_TEST_POSTGRES"

// continent is the game's board, shared (maps.Continent parses it once).
func continent(t testing.TB) *maps.Board { return gametest.Continent(t) }

// storeCase is a database the tests run against.
type storeCase struct {
	name string
	open func(t testing.TB) Store
}

func sqliteCase() storeCase {
	return storeCase{"sqlite", func(t testing.TB) Store {
		s, err := OpenSQLite(filepath.Join(t.TempDir(), "games.db"))
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { s.Close() })
		return s
	}}
}

func postgresCase() storeCase {
	return storeCase{"postgres", func(t testing.TB) Store {
		url := postgresURL(t)
		s, err := OpenPostgres(context.Background(), url)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { s.Close() })
		return s
	}}
}

// postgresURL is the test database's address; without one the test is skipped, saying
// how to get it.
func postgresURL(t testing.TB) string {
	url := os.Getenv(postgresEnv)
	if url == "" {
		t.Skip(postgresEnv + " is not set: the PostgreSQL half of this test runs under make test (scripts/test-postgres.sh starts a database)")
	}
	return url
}

var storeCases = []storeCase{sqliteCase(), postgresCase()}

// eachStore runs the test against SQLite and PostgreSQL.
func eachStore(t *testing.T, f func(t *testing.T, st Store)) {
	for _, c := range storeCases {
		t.Run(c.name, func(t *testing.T) { f(t, c.open(t)) })
	}
}

func startServer(t testing.TB, st Store) (*Server, *httptest.Server) {
	srv := New(st, continent(t))
	srv.Log.SetOutput(testWriter{t})
	hs := httptest.NewServer(srv.Handler())
	t.Cleanup(hs.Close)
	return srv, hs
}

type testWriter struct{ t testing.TB }

func (w testWriter) Write(p []byte) (int, error) {
	w.t.Log(strings.TrimSpace(string(p)))
	return len(p), nil
}

// created is the answer to POST /api/games.
type created struct {
	ID        string   `json:"id"`
	Red       seatView `json:"red"`
	Blue      seatView `json:"blue"`
	Spectator seatView `json:"spectator"`
}

func createGame(t testing.TB, base, body string) created {
	t.Helper()
	resp, err := http.Post(base+"/api/games", "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var c created
	if resp.StatusCode != http.StatusCreated {
		var e map[string]any
		json.NewDecoder(resp.Body).Decode(&e)
		t.Fatalf("POST /api/games %s: %d %v", body, resp.StatusCode, e)
	}
	if err := json.NewDecoder(resp.Body).Decode(&c); err != nil {
		t.Fatal(err)
	}
	return c
}

func getStatus(t testing.TB, base, id, token string) (int, map[string]any) {
	t.Helper()
	resp, err := http.Get(base + "/api/games/" + id + "?token=" + token)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var m map[string]any
	json.NewDecoder(resp.Body).Decode(&m)
	return resp.StatusCode, m
}

// wsClient is a scripted seat: replies and pushes arrive on channels of their own.
type wsClient struct {
	t       testing.TB
	conn    *websocket.Conn
	replies chan map[string]any
	pushes  chan map[string]any
	closed  chan error
}

func dial(t testing.TB, url string) *wsClient {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	conn, _, err := websocket.Dial(ctx, url, nil)
	if err != nil {
		t.Fatalf("dial %s: %v", url, err)
	}
	conn.SetReadLimit(16 << 20)
	c := &wsClient{t: t, conn: conn, replies: make(chan map[string]any, 1024), pushes: make(chan map[string]any, 1<<16), closed: make(chan error, 1)}
	go func() {
		for {
			_, data, err := conn.Read(context.Background())
			if err != nil {
				c.closed <- err
				close(c.replies)
				return
			}
			var m map[string]any
			if err := json.Unmarshal(data, &m); err != nil {
				c.closed <- err
				close(c.replies)
				return
			}
			if _, ok := m["push"]; ok {
				c.pushes <- m
			} else {
				c.replies <- m
			}
		}
	}()
	t.Cleanup(func() { conn.CloseNow() })
	return c
}

// cmd sends a line and waits for its reply.
func (c *wsClient) cmd(line string) map[string]any {
	c.t.Helper()
	if err := c.conn.Write(context.Background(), websocket.MessageText, []byte(line)); err != nil {
		c.t.Fatalf("send %q: %v", short(line), err)
	}
	select {
	case r, ok := <-c.replies:
		if !ok {
			c.t.Fatalf("%q: the connection closed", short(line))
		}
		return r
	case <-time.After(30 * time.Second):
		c.t.Fatalf("%q: no reply in 30 s", short(line))
	}
	return nil
}

// must sends a line that must be accepted.
func (c *wsClient) must(line string) map[string]any {
	c.t.Helper()
	r := c.cmd(line)
	if r["ok"] != true {
		c.t.Fatalf("%q refused: %v", short(line), r["error"])
	}
	return r
}

// push waits for the next push of the given kind, skipping others.
func (c *wsClient) push(kind string, within time.Duration) map[string]any {
	c.t.Helper()
	deadline := time.After(within)
	for {
		select {
		case p := <-c.pushes:
			if p["push"] == kind {
				return p
			}
		case <-deadline:
			c.t.Fatalf("no %s push within %v", kind, within)
			return nil
		}
	}
}

// refused checks that a reply refuses, with a sentence that says why.
func isRefusal(t testing.TB, r map[string]any, about string) {
	t.Helper()
	msg, _ := r["error"].(string)
	if r["ok"] != false || !strings.Contains(msg, about) {
		t.Errorf("want a refusal about %q, got %v", about, r)
	}
}
