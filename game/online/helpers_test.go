//go:build !js

package online

import (
	"context"
	"io"
	"log"
	"net"
	"net/http"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"taktik/game/gametest"
	"taktik/maps"
	"taktik/server"
)

// continent is the game's board, shared (maps.Continent parses it once).
func continent(t testing.TB) *maps.Board { return gametest.Continent(t) }

// testServer is a real game server on 127.0.0.1 with its games in a SQLite file, that a
// test stops (every connection cut, the database closed) and starts again on the same
// address.
type testServer struct {
	t    testing.TB
	db   string
	addr string
	hs   *http.Server
	st   server.Store
	ln   *tracked
}

func startTestServer(t testing.TB) *testServer {
	s := &testServer{t: t, db: filepath.Join(t.TempDir(), "games.db"), addr: "127.0.0.1:0"}
	s.start()
	t.Cleanup(s.stop)
	return s
}

func (s *testServer) base() string { return "http://" + s.addr }

func (s *testServer) start() {
	st, err := server.OpenSQLite(s.db)
	if err != nil {
		s.t.Fatal(err)
	}
	srv := server.New(st, continent(s.t))
	srv.Log = log.New(io.Discard, "", 0)
	srv.Rate, srv.Burst = 1000, 2000
	ln, err := net.Listen("tcp", s.addr)
	if err != nil {
		s.t.Fatal(err)
	}
	s.addr = ln.Addr().String()
	s.st, s.ln = st, &tracked{Listener: ln}
	s.hs = &http.Server{Handler: srv.Handler()}
	go s.hs.Serve(s.ln)
}

// stop ends the server as a crash would for its clients: every connection cut.
func (s *testServer) stop() {
	if s.hs == nil {
		return
	}
	s.hs.Close()
	s.ln.closeAll()
	s.st.Close()
	s.hs = nil
}

// tracked is a listener that remembers its connections, so that stop cuts the
// WebSockets too (the HTTP server lets go of them once they are upgraded).
type tracked struct {
	net.Listener
	mu    sync.Mutex
	conns []net.Conn
}

func (l *tracked) Accept() (net.Conn, error) {
	c, err := l.Listener.Accept()
	if err == nil {
		l.mu.Lock()
		l.conns = append(l.conns, c)
		l.mu.Unlock()
	}
	return c, err
}

func (l *tracked) closeAll() {
	l.mu.Lock()
	defer l.mu.Unlock()
	for _, c := range l.conns {
		c.Close()
	}
	l.conns = nil
}

// seat is a client under test with every event it has told.
type seat struct {
	t      testing.TB
	c      *Client
	events []Event // told so far
	unread []Event // polled, not yet looked at
}

func openSeat(t testing.TB, l Link) *seat {
	c := New(continent(t), l)
	c.Backoff, c.MaxBackoff = 50*time.Millisecond, 400*time.Millisecond
	c.Start()
	t.Cleanup(c.Close)
	return &seat{t: t, c: c}
}

// bothSeats opens the red and the blue seat of a game made on the server and waits
// until both are connected.
func bothSeats(t testing.TB, made Created) (red, blue *seat) {
	t.Helper()
	red, blue = openSeat(t, made.Red), openSeat(t, made.Blue)
	red.await("red connects", is(Connected))
	blue.await("blue connects", is(Connected))
	return red, blue
}

// await reads events until one satisfies ok, and returns it.
func (s *seat) await(what string, ok func(Event) bool) Event {
	s.t.Helper()
	deadline := time.After(20 * time.Second)
	for {
		s.unread = append(s.unread, s.c.Poll()...)
		for len(s.unread) > 0 {
			e := s.unread[0]
			s.unread = s.unread[1:]
			s.events = append(s.events, e)
			if ok(e) {
				return e
			}
		}
		select {
		case <-s.c.Notify():
		case <-deadline:
			s.t.Fatalf("%s: not within 20 s (events: %v)", what, kinds(s.events))
		}
	}
}

func kinds(list []Event) []EventKind {
	var k []EventKind
	for _, e := range list {
		k = append(k, e.Kind)
	}
	return k
}

func is(k EventKind) func(Event) bool { return func(e Event) bool { return e.Kind == k } }

// actedTo waits until the seat's copy has n actions of the server's history.
func (s *seat) actedTo(n int) {
	s.t.Helper()
	s.await("the history's action "+itoa(n-1), func(e Event) bool { return e.Kind == Acted && e.Played.Index == n-1 })
}

func create(t testing.TB, s *testServer, options string) Created {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	c, err := Create(ctx, s.base(), options, "person", "person")
	if err != nil {
		t.Fatal(err)
	}
	return c
}
