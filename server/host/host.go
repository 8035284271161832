//go:build !js

// Package host runs a game server (package server) inside the desktop game, so that a
// player hosts games on this computer for others on the same network: the games are
// kept in a SQLite file in the player's data folder, and the links given out carry this
// computer's addresses on the local network. The browser edition cannot host.
package host

import (
	"context"
	"errors"
	"io"
	"log"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"taktik/game/online"
	"taktik/game/store"
	"taktik/maps"
	"taktik/server"
)

// Port is the port a host listens on when it is free; else any free one.
const Port = 8080

// Host is a game server running in this program.
type Host struct {
	Port  int
	Local string // the address this computer reaches it at: http://127.0.0.1:PORT
	Web   bool   // it serves the browser edition (found beside the program): links open in a browser
	hs    *http.Server
	st    server.Store
	ln    *tracked
}

// Start runs a server on port (0: the port it had last time, else Port, else any free
// one; -1: any free one), keeping its games in games.db in dir. A folder that cannot hold
// the database is an error with a sentence.
func Start(dir string, port int, board *maps.Board) (*Host, error) {
	st, err := server.OpenSQLite(filepath.Join(dir, "games.db"))
	if err != nil {
		return nil, &online.Error{Key: "online.host.nodb", Args: []any{err.Error()}, Text: "the games cannot be kept in the data folder: " + err.Error()}
	}
	portFile := filepath.Join(dir, "host-port")
	ln, err := listen(port, lastPort(portFile))
	if err != nil {
		st.Close()
		return nil, &online.Error{Key: "online.host.nolisten", Args: []any{err.Error()}, Text: "this computer cannot take connections: " + err.Error()}
	}
	if port == 0 {
		// The links given out carry the port: the next start takes it again, so that
		// they still lead here after the game was quit, when Port was taken.
		store.Write(portFile, []byte(strconv.Itoa(ln.Addr().(*net.TCPAddr).Port)))
	}
	srv := server.New(st, board)
	srv.Log = log.New(io.Discard, "", 0)
	srv.WebDir = server.WebDirNear()
	h := &Host{Port: ln.Addr().(*net.TCPAddr).Port, Web: srv.WebDir != "", st: st, ln: &tracked{Listener: ln}}
	h.Local = "http://127.0.0.1:" + strconv.Itoa(h.Port)
	h.hs = &http.Server{Handler: srv.Handler(), ReadHeaderTimeout: 10 * time.Second}
	go h.hs.Serve(h.ln)
	return h, nil
}

// ListenOn is the address the server listens on: every one ("") so that the local network
// reaches it; tests set the loopback address.
var ListenOn = ""

func listen(port, last int) (net.Listener, error) {
	at := func(p int) string { return net.JoinHostPort(ListenOn, strconv.Itoa(p)) }
	if port != 0 {
		return net.Listen("tcp", at(max(port, 0)))
	}
	for _, p := range []int{last, Port} {
		if p <= 0 {
			continue
		}
		if ln, err := net.Listen("tcp", at(p)); err == nil {
			return ln, nil
		}
	}
	return net.Listen("tcp", at(0))
}

// lastPort is the port written in path, 0 when none is.
func lastPort(path string) int {
	data, err := os.ReadFile(path)
	if err != nil {
		return 0
	}
	p, err := strconv.Atoi(strings.TrimSpace(string(data)))
	if err != nil || p < 1 || p > 65535 {
		return 0
	}
	return p
}

// LAN are the addresses others on the local network reach the server at, best first:
// the ones the computer has now, for a laptop moves from one network to another while
// its server keeps its port.
func (h *Host) LAN() []string {
	var list []string
	for _, ip := range LANAddresses() {
		list = append(list, "http://"+net.JoinHostPort(ip.String(), strconv.Itoa(h.Port)))
	}
	return list
}

// Base is the address to put into the links given to others: the first address on the
// local network now, or this computer's own when it has none.
func (h *Host) Base() string {
	if lan := h.LAN(); len(lan) > 0 {
		return lan[0]
	}
	return h.Local
}

// Create starts a game on this host: the links carry Base, so that they work from other
// computers; the host's own player connects through Local.
func (h *Host) Create(ctx context.Context, options, red, blue string) (online.Created, error) {
	c, err := online.Create(ctx, h.Local, options, red, blue)
	if err != nil {
		return c, err
	}
	return c.At(h.Base()), nil
}

// Close stops the server; the games stay in the database for the next time.
func (h *Host) Close() error {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	err := h.hs.Shutdown(ctx)
	if errors.Is(err, context.DeadlineExceeded) {
		err = h.hs.Close()
	}
	h.ln.closeAll() // the players' WebSockets, which the HTTP server let go of
	return errors.Join(err, h.st.Close())
}

// tracked is a listener that remembers its connections, so that Close ends the
// WebSockets too: the players see the server gone and connect again when it is back.
type tracked struct {
	net.Listener
	mu    sync.Mutex
	conns map[net.Conn]bool
}

func (l *tracked) Accept() (net.Conn, error) {
	c, err := l.Listener.Accept()
	if err != nil {
		return nil, err
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.conns == nil {
		l.conns = map[net.Conn]bool{}
	}
	tc := &trackedConn{Conn: c, l: l}
	l.conns[tc] = true
	return tc, nil
}

// trackedConn leaves its listener's list when it is closed.
type trackedConn struct {
	net.Conn
	l *tracked
}

func (c *trackedConn) Close() error {
	c.l.mu.Lock()
	delete(c.l.conns, c)
	c.l.mu.Unlock()
	return c.Conn.Close()
}

func (l *tracked) closeAll() {
	l.mu.Lock()
	list := make([]net.Conn, 0, len(l.conns))
	for c := range l.conns {
		list = append(list, c)
	}
	l.mu.Unlock()
	for _, c := range list {
		c.Close()
	}
}

// LANAddresses are this computer's IPv4 addresses on its networks as they are now
// (interfaceAddresses); tests set a stand-in, as for a laptop that changed networks.
var LANAddresses = interfaceAddresses

// interfaceAddresses are this computer's IPv4 addresses on its networks, private ones (a
// home or a school network) first; no loopback, no link-local.
func interfaceAddresses() []net.IP {
	addrs, err := net.InterfaceAddrs()
	if err != nil {
		return nil
	}
	var ips []net.IP
	for _, a := range addrs {
		n, ok := a.(*net.IPNet)
		if !ok {
			continue
		}
		ip := n.IP.To4()
		if ip == nil || ip.IsLoopback() || ip.IsLinkLocalUnicast() || ip.IsUnspecified() {
			continue
		}
		ips = append(ips, ip)
	}
	slices.SortStableFunc(ips, func(a, b net.IP) int {
		switch {
		case a.IsPrivate() && !b.IsPrivate():
			return -1
		case !a.IsPrivate() && b.IsPrivate():
			return 1
		}
		return 0
	})
	return ips
}
