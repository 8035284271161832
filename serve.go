package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"
	"time"

	"taktik/maps"
	"taktik/render/settings"
	"taktik/server"
)

// serve is `taktik serve`: the game server (package server) on an address, keeping its
// games in a SQLite file (by default in the game's data folder) or in PostgreSQL.
func serve(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	fs.SetOutput(stderr)
	addr := fs.String("addr", ":8080", "the address to listen on, host:port")
	db := fs.String("db", "", "the games: a SQLite file, or postgres://user:password@host/database (default: games.db in the game's data folder)")
	cert := fs.String("cert", "", "TLS certificate file (with --key): serve https and wss")
	key := fs.String("key", "", "TLS key file")
	web := fs.String("web", "", "the browser edition's folder (make web: dist/web); default: web beside the program, or dist/web")
	public := fs.String("url", "", "the address players reach the server at, for the links (behind a proxy); default: the address each request came to")
	rate := fs.Float64("rate", 20, "the messages a connection may send a second (twice as many at once); more are refused")
	newGames := fs.Float64("new-games", 10, "the games one address may create a minute (twice as many at once); more are refused (0: no bound)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if (*cert == "") != (*key == "") {
		return errors.New("serve: --cert and --key go together")
	}
	if *db == "" {
		dir, err := settings.DataDir()
		if err != nil {
			return err
		}
		*db = filepath.Join(dir, "games.db")
	}
	board, err := maps.Continent()
	if err != nil {
		return err
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	store, err := server.Open(ctx, *db)
	if err != nil {
		return err
	}
	defer store.Close()
	srv := server.New(store, board)
	srv.URL = *public
	srv.Rate, srv.Burst = *rate, max(1, int(2**rate))
	srv.NewGames = *newGames
	srv.WebDir = *web
	if srv.WebDir == "" {
		srv.WebDir = server.WebDirNear()
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return err
	}
	scheme := "http"
	if *cert != "" {
		scheme = "https"
	}
	link := *public
	if link == "" {
		link = scheme + "://" + linkHost(ln.Addr().(*net.TCPAddr)) + "/"
	}
	where := "games in " + *db
	if server.IsPostgres(*db) {
		where = "games in PostgreSQL"
	}
	webNote := "browser edition from " + srv.WebDir
	if srv.WebDir == "" {
		webNote = "no browser edition found (make web, then --web dist/web)"
	}
	fmt.Fprintf(stdout, "taktik serve: listening on %s (%s; %s). Give players %s — new games: POST %sapi/games (docs/online.md)\n",
		ln.Addr(), where, webNote, link, link)
	hs := &http.Server{Handler: srv.Handler(), ReadHeaderTimeout: 10 * time.Second}
	go func() {
		<-ctx.Done()
		sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		hs.Shutdown(sctx)
	}()
	if *cert != "" {
		err = hs.ServeTLS(ln, *cert, *key)
	} else {
		err = hs.Serve(ln)
	}
	if errors.Is(err, http.ErrServerClosed) {
		return nil
	}
	return err
}

// linkHost is the host:port to give players: the machine's name when the server
// listens on every address.
func linkHost(a *net.TCPAddr) string {
	host := a.IP.String()
	if a.IP.IsUnspecified() {
		host, _ = os.Hostname()
		if host == "" {
			host = "localhost"
		}
	}
	return net.JoinHostPort(host, fmt.Sprint(a.Port))
}
