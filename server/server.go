package server

import (
	"context"
	"log"
	"net/http"
	"os"
	"path/filepath"
	"sync"
	"time"

	"taktik/maps"
)

const (
	person    = "person"
	spectator = "spectator"
)

// Server hosts games: the HTTP API, a WebSocket per seat and the browser edition. It
// holds no game that the store does not: a game is loaded when a seat connects and
// dropped when the last one leaves.
type Server struct {
	store Store
	board *maps.Board
	// URL is the address players reach the server at (links are built from it); empty
	// takes the address each request came to.
	URL string
	// WebDir is the browser edition's folder (make web: dist/web); empty or missing
	// serves a page that says how to build it.
	WebDir string
	// Rate and Burst bound the messages a connection sends: Rate a second on average,
	// Burst at once; more are refused.
	Rate  float64
	Burst int
	// NewGames bounds the games one address creates: NewGames a minute on average,
	// twice as many at once; more are refused with a sentence (0: no bound).
	NewGames float64
	Log      *log.Logger

	mu    sync.Mutex
	games map[string]*entry

	createMu sync.Mutex
	creators map[string]*rate // by the client's address
}

// entry is a game of the hub, loaded once however many seats connect at the same time.
type entry struct {
	l     *live
	err   error
	ready chan struct{}
	refs  int // connections and callers holding the game; guarded by Server.mu
}

// New is a server keeping its games in store, on the given board (the continent).
func New(store Store, board *maps.Board) *Server {
	s := &Server{store: store, board: board, Rate: 20, Burst: 40, NewGames: 10, Log: log.New(os.Stderr, "", log.LstdFlags),
		games: map[string]*entry{}, creators: map[string]*rate{}}
	store.Watch(s.stored)
	return s
}

func (s *Server) logf(format string, args ...any) { s.Log.Printf(format, args...) }

// acquire gives the live game id, loading it when no one holds it; release gives it back.
func (s *Server) acquire(ctx context.Context, id string) (*live, error) {
	s.mu.Lock()
	e := s.games[id]
	loading := e == nil
	if loading {
		e = &entry{ready: make(chan struct{})}
		s.games[id] = e
	}
	e.refs++
	s.mu.Unlock()
	if loading {
		e.l, e.err = s.load(ctx, id)
		if e.err != nil {
			s.mu.Lock()
			delete(s.games, id)
			s.mu.Unlock()
		} else {
			go e.l.run()
			e.l.post(e.l.think) // a computer to move plays as soon as anyone looks
		}
		close(e.ready)
	}
	<-e.ready
	return e.l, e.err
}

func (s *Server) release(l *live) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if e := s.games[l.id]; e != nil && e.l == l {
		e.refs--
		if e.refs == 0 {
			delete(s.games, l.id)
			close(l.quit)
		}
	}
}

// stored hears of a batch another process stored: a game live here catches up.
func (s *Server) stored(id string, last int) {
	if id == "" { // every game may have missed some
		s.mu.Lock()
		ids := make([]string, 0, len(s.games))
		for k := range s.games {
			ids = append(ids, k)
		}
		s.mu.Unlock()
		for _, k := range ids {
			s.stored(k, 1<<30)
		}
		return
	}
	s.mu.Lock()
	e := s.games[id]
	s.mu.Unlock()
	if e == nil {
		return
	}
	<-e.ready
	if e.err != nil {
		return
	}
	l := e.l
	l.post(func() {
		if last >= len(l.rows) {
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
			defer cancel()
			if err := l.catchUp(ctx); err != nil {
				s.logf("game %s: could not read the actions another process stored: %v", id, err)
			}
		}
	})
}

// Handler is the whole site: the API, the seats' WebSockets and the browser edition.
func (s *Server) Handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("POST /api/games", s.createGame)
	mux.HandleFunc("GET /api/games/{id}", s.gameStatus)
	mux.HandleFunc("GET /api/games/{id}/ws", s.seat)
	mux.Handle("/", s.web())
	return mux
}

// web serves the browser edition's folder, or a page that says how to get one.
func (s *Server) web() http.Handler {
	if s.WebDir != "" {
		if _, err := os.Stat(filepath.Join(s.WebDir, "index.html")); err == nil {
			files := http.FileServer(http.Dir(s.WebDir))
			return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				w.Header().Set("Cache-Control", "no-cache")
				files.ServeHTTP(w, r)
			})
		}
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.WriteHeader(http.StatusNotFound)
		w.Write([]byte(noWebPage))
	})
}

const noWebPage = `<!doctype html><meta charset="utf-8"><title>TAKTIK II server</title>
<h1>TAKTIK II</h1>
<p>This server hosts games, but the browser edition is not installed beside it, so there is
nothing to play in the browser here yet. Build it with <code>make web</code> and start the
server with <code>--web dist/web</code> (or put the folder <code>web</code> next to the
program). Programs can play through the API meanwhile: see docs/online.md.</p>
`

// WebDirNear finds the browser edition next to the program (a folder web beside it) or
// in dist/web under the working folder, where make web puts it; "" when neither has it.
func WebDirNear() string {
	var dirs []string
	if exe, err := os.Executable(); err == nil {
		dirs = append(dirs, filepath.Join(filepath.Dir(exe), "web"))
	}
	dirs = append(dirs, filepath.Join("dist", "web"))
	for _, d := range dirs {
		if _, err := os.Stat(filepath.Join(d, "index.html")); err == nil {
			return d
		}
	}
	return ""
}
