package render

import (
	"context"
	"path/filepath"
	"sync"
	"time"

	"taktik/game/online"
	"taktik/render/board"
	"taktik/render/flow"
	"taktik/render/menu"
	"taktik/render/settings"
	"taktik/render/ui"
	"taktik/units"
)

// The program's side of online play (menu.OnlineApp): hosting, joining, the list of the
// player's online games, and the board on an online game.

// joinWait is how long joining waits for the game to come from the server.
const joinWait = 20 * time.Second

// onlineState is the program's online games.
type onlineState struct {
	mu   sync.Mutex
	seen []online.Seen
	host *hosting // the server this program runs, nil until the player hosts (desktop)
}

// hosting is a server running inside this program: the address it is reached at from
// here and, as the computer's network is now, from the local network (lan, the first one
// base, this computer's own when it has none), and how to start a game on it.
type hosting struct {
	local  string
	lan    func() []string
	base   func() string
	web    bool // the browser edition is served: the links open in a browser
	create func(ctx context.Context, options, red, blue string) (online.Created, error)
	close  func() error
}

// seats are the links of a game hosted here as they lead here now: the other player's
// and the spectators' at the address the computer has on its network now (a laptop
// moved since brings its links along), the host's own seat at this computer's own
// address, which he plays through.
func (h *hosting) seats(c online.Created, side string) online.Created {
	c = c.At(h.base())
	if side == "blue" {
		c.Blue.Base = h.local
	} else {
		c.Red.Base = h.local
	}
	return c
}

func keptPath() (string, error) {
	dir, err := settings.DataDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(dir, "online.json"), nil
}

// CanHostHere: only the desktop game runs a server (hostServer).
func (a *app) CanHostHere() bool { return canHost }

func (a *app) HostHere(choice menu.HostChoice, done func(menu.Hosted), failed func(error)) {
	a.startWork(quickWork, func() (func(), error) {
		h, err := a.hostServer()
		if err != nil {
			return nil, err
		}
		ctx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
		defer cancel()
		c, err := h.create(ctx, online.OptionsOf(choice.Options), "person", "person")
		if err != nil {
			return nil, err
		}
		c = h.seats(c, choice.Side.String())
		keep(online.Hosting(c, choice.Side.String(), true, time.Now()))
		return func() { done(menu.Hosted{Created: c, Side: choice.Side, Here: true, LAN: h.lan(), NoWeb: !h.web}) }, nil
	}, failed)
}

func (a *app) HostOn(server string, choice menu.HostChoice, done func(menu.Hosted), failed func(error)) {
	base, err := online.ServerBase(server)
	if err != nil {
		failed(err)
		return
	}
	a.startWork(quickWork, func() (func(), error) {
		ctx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
		defer cancel()
		c, err := online.Create(ctx, base, online.OptionsOf(choice.Options), "person", "person")
		if err != nil {
			return nil, err
		}
		keep(online.Hosting(c, choice.Side.String(), false, time.Now()))
		return func() { done(menu.Hosted{Created: c, Side: choice.Side}) }, nil
	}, failed)
}

// HostedAgain shows the links of a game the player hosted once more (the Links button of
// My online games). A game hosted here starts this computer's server, and its links
// are made again from the addresses the computer has now (the kept ones carry the
// network it was on when it hosted); a game on a taktik serve keeps its server's.
func (a *app) HostedAgain(k online.Kept, done func(menu.Hosted), failed func(error)) {
	c, side, ok := k.Links()
	if !ok {
		failed(online.NewError("online.mine.nolinks"))
		return
	}
	h := menu.Hosted{Created: c, Side: units.Red, Here: k.Here}
	if side == "blue" {
		h.Side = units.Blue
	}
	if !k.Here {
		done(h)
		return
	}
	a.startWork(quickWork, func() (func(), error) {
		host, err := a.hostServer()
		if err != nil {
			return nil, err
		}
		h.Created = host.seats(h.Created, side)
		h.LAN, h.NoWeb = host.lan(), !host.web
		return func() { done(h) }, nil
	}, failed)
}

// keep adds a game to the player's list; a list that cannot be written costs the list,
// not the game.
func keep(k online.Kept) {
	if path, err := keptPath(); err == nil {
		online.KeepGame(path, k)
	}
}

func (a *app) Join(text string, failed func(error)) {
	link, err := online.ParseLink(text)
	if err != nil {
		failed(err)
		return
	}
	keepPrevious := a.keeping()
	a.startWork(quickWork, func() (func(), error) {
		if _, err := keepPrevious(); err != nil {
			return nil, err
		}
		link, here := a.hereLink(link)
		if here {
			if _, err := a.hostServer(); err != nil {
				return nil, err
			}
		}
		ctx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
		defer cancel()
		st, err := online.Look(ctx, link)
		if err != nil {
			return nil, err
		}
		c := online.Open(a.board, link)
		c.OnEvent(ui.Wake) // the board rests while the other side is awaited (flow.Online.Tick)
		wctx, wcancel := context.WithTimeout(context.Background(), joinWait)
		defer wcancel()
		if err := c.Await(wctx); err != nil {
			c.Close()
			return nil, err
		}
		m, err := onlineFlow(c, st.Seat)
		if err != nil {
			c.Close()
			return nil, err
		}
		keep(online.Kept{Link: text, Here: here, Added: time.Now()})
		return func() { a.play(board.NewMatchView(a, m, a.pics)) }, nil
	}, failed)
}

// ReplayOnline opens the replay viewer on an online game of the player's list, finished
// or running: its history is fetched from the server (online.Fetch), on a worker.
func (a *app) ReplayOnline(text string, failed func(error)) {
	link, err := online.ParseLink(text)
	if err != nil {
		failed(err)
		return
	}
	prev := a.scenes.Current()
	a.startWork(quickWork, func() (func(), error) {
		link, _ := a.hereLink(link) // a game hosted here: this computer's server, started
		ctx, cancel := context.WithTimeout(context.Background(), joinWait)
		defer cancel()
		g, err := online.Fetch(ctx, a.board, link)
		if err != nil {
			return nil, err
		}
		return func() { a.reviewFrom(prev, g, failed) }, nil
	}, failed)
}

// hereLink points a link of a game hosted here at this computer's own server, wherever
// it listens now; here reports whether the player's list says it was hosted here.
func (a *app) hereLink(l online.Link) (online.Link, bool) {
	path, err := keptPath()
	if err != nil {
		return l, false
	}
	list, _ := online.KeptGames(path)
	for _, k := range list {
		if k.Here && k.Link == l.String() {
			h, err := a.hostServer()
			if err == nil {
				l.Base = h.local
			}
			return l, true
		}
	}
	return l, false
}

// onlineFlow is the flow of an online game for a seat: the player commands his seat's
// side; the other side's orders come from the server, as a computer's would. There is
// no autosave: an online game is the server's, and the local autosave stays the
// player's own game.
func onlineFlow(c *online.Client, seat string) (*flow.Online, error) {
	side := units.Red
	if seat == "blue" {
		side = units.Blue
	}
	return flow.NewOnline(c, side, seat == "spectator")
}

// stopHosting stops this program's server, when it runs, as the program ends: the
// players' connections close at once, and its games wait in the database for the next
// start.
func (a *app) stopHosting() {
	a.net.mu.Lock()
	h := a.net.host
	a.net.host = nil
	a.net.mu.Unlock()
	if h != nil {
		h.close()
	}
}

// leaveOnline ends the connection of the online game on the board when another takes
// its place.
func (a *app) leaveOnline(next *board.View) {
	if a.view != nil && a.view != next {
		if r := a.view.Online(); r != nil {
			go r.Close()
		}
	}
}

func (a *app) OnlineGames() []online.Seen {
	a.net.mu.Lock()
	defer a.net.mu.Unlock()
	return append([]online.Seen(nil), a.net.seen...)
}

// RefreshOnlineGames asks the server of each of the player's games how it stands, all at
// once in the background; the list shows the answers as they come.
func (a *app) RefreshOnlineGames() {
	path, err := keptPath()
	if err != nil {
		return
	}
	go func() {
		list, _ := online.KeptGames(path)
		seen := make([]online.Seen, len(list))
		var wg sync.WaitGroup
		for i, k := range list {
			l, err := online.ParseLink(k.Link)
			seen[i] = online.Seen{Kept: k, Link: l, Err: err}
			if err != nil {
				continue
			}
			wg.Add(1)
			go func() {
				defer wg.Done()
				if k.Here {
					l, _ = a.hereLink(l)
				}
				ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
				defer cancel()
				seen[i].Status, seen[i].Err = online.Look(ctx, l)
			}()
		}
		wg.Wait()
		online.Order(seen)
		a.net.mu.Lock()
		a.net.seen = seen
		a.net.mu.Unlock()
		ui.Wake()
	}()
}
