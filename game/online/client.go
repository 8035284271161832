package online

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"sync"
	"time"

	"github.com/coder/websocket"

	"taktik/game"
	"taktik/maps"
)

// EventKind says what an Event tells.
type EventKind uint8

const (
	Acted     EventKind = iota // an action of either side was stored: Played, Action
	Refused                    // an order of this player was refused: Err says why
	Connected                  // the connection to the server came (back)
	Lost                       // the connection to the server was lost; it comes back by itself
	Presence                   // the other side connected or left: Other
	Ended                      // the game is over: Winner, Seed
	Failed                     // the link is no good (Err): the client has stopped
)

// Event is something that happened to the game or the connection, in order.
type Event struct {
	Kind   EventKind
	Played Played      // Acted
	Action game.Action // Acted: the action as the copy carried it out (Undo: Kind 0 and Undo true)
	Undo   bool        // Acted: the line took back the last order
	Err    *Error      // Refused, Failed
	Other  bool        // Presence: the other side has a connection
	Winner string      // Ended
	Seed   string      // Ended: every roll followed from it
}

// Client is one seat (or a spectator) of a game on a server: it keeps the connection up,
// sends the player's orders one at a time, and keeps a copy of the game.
type Client struct {
	link  Link
	board *maps.Board

	mu      sync.Mutex
	copy    *game.Game
	options string
	opening *Opening
	history []Played
	seat    string // red, blue or spectator, from the server's greeting
	other   bool   // the other seat has a connection
	online  bool
	total   int      // the actions the server had when it greeted us: caught up at this
	waiting []string // orders not yet sent
	sent    *inFlight
	events  []Event
	ended   bool
	stopped *Error

	wake    chan struct{} // orders to send
	notify  chan struct{} // events to read
	onEvent func()        // called with each event (OnEvent)
	ctx     context.Context
	cancel  context.CancelFunc
	done    chan struct{}
	started bool

	// Backoff is the first wait before connecting again; it doubles up to MaxBackoff.
	Backoff, MaxBackoff time.Duration
}

// inFlight is an order sent and not yet answered, and how many actions the game had
// then: after a lost connection, an action of this seat beyond that is its answer.
type inFlight struct {
	line string
	at   int
}

// maxWaiting bounds the orders kept while the connection is down; more are refused.
const maxWaiting = 64

// Open connects to a seat and keeps the connection up until Close.
func Open(board *maps.Board, l Link) *Client {
	c := New(board, l)
	c.Start()
	return c
}

// New is a client of a seat that has not connected yet: Start connects it.
func New(board *maps.Board, l Link) *Client {
	ctx, cancel := context.WithCancel(context.Background())
	return &Client{link: l, board: board, wake: make(chan struct{}, 1), notify: make(chan struct{}, 1),
		ctx: ctx, cancel: cancel, done: make(chan struct{}), Backoff: 250 * time.Millisecond, MaxBackoff: 8 * time.Second}
}

// Start connects, and keeps the connection up until Close.
func (c *Client) Start() {
	c.started = true
	go c.run()
}

// Close ends the connection for good.
func (c *Client) Close() {
	c.cancel()
	if c.started {
		<-c.done
	}
}

// Link is the seat's link.
func (c *Client) Link() Link { return c.link }

// Seat is red, blue or spectator once the server has greeted the client, "" before.
func (c *Client) Seat() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.seat
}

// Online reports whether the connection to the server is up.
func (c *Client) Online() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.online
}

// OtherOnline reports whether the other side has a connection to the server.
func (c *Client) OtherOnline() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.other
}

// Game is a copy of the game as the client knows it (nil before the first greeting).
func (c *Client) Game() *game.Game {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.copy == nil {
		return nil
	}
	return c.copy.Clone()
}

// Copy is a copy of the game and the index of the next action it will be told of: a
// board started on the copy shows the Acted events from that index on (nil before the
// server's greeting).
func (c *Client) Copy() (*game.Game, int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.copy == nil {
		return nil, 0
	}
	return c.copy.Clone(), len(c.history)
}

// CaughtUp reports whether the client has the whole history the server had when it
// greeted it.
func (c *Client) CaughtUp() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.copy != nil && len(c.history) >= c.total
}

// History is the server's history as the client has received it.
func (c *Client) History() []Played {
	c.mu.Lock()
	defer c.mu.Unlock()
	return append([]Played(nil), c.history...)
}

// Waiting is how many orders wait to be sent or answered.
func (c *Client) Waiting() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	n := len(c.waiting) // an order whose answer was lost waits here too
	if c.sent != nil && c.sent.line != "" {
		n++
	}
	return n
}

// Poll takes the events that came since the last call, oldest first.
func (c *Client) Poll() []Event {
	c.mu.Lock()
	defer c.mu.Unlock()
	ev := c.events
	c.events = nil
	return ev
}

// Notify is signalled when events wait for Poll.
func (c *Client) Notify() <-chan struct{} { return c.notify }

// OnEvent has f called whenever an event comes, from the client's goroutine with its
// lock held: f must return at once and not call the client. A screen that rests while
// the other side thinks wakes by it (the game's ui.Wake).
func (c *Client) OnEvent(f func()) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.onEvent = f
}

func (c *Client) emit(e Event) {
	c.events = append(c.events, e)
	select {
	case c.notify <- struct{}{}:
	default:
	}
	if c.onEvent != nil {
		c.onEvent()
	}
}

// Submit sends an order of this player's side. It is checked on the copy first: one
// the rules refuse, a spectator's, one given when it is the other side's turn, is
// refused at once (an event with the sentence), never dropped silently. While the
// connection is down it waits, and goes out when the connection is back.
func (c *Client) Submit(a game.Action) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if err := c.check(a); err != nil {
		c.emit(Event{Kind: Refused, Err: err})
		return
	}
	c.queue(a.String())
}

// Undo takes back this player's last order, as in a local game until a die is rolled.
func (c *Client) Undo() {
	c.mu.Lock()
	defer c.mu.Unlock()
	switch {
	case c.seat == "spectator":
		c.emit(Event{Kind: Refused, Err: errorf("online.refused.spectator")})
	case c.copy == nil || !c.copy.CanUndo() || c.copy.Decider().String() != c.seat:
		c.emit(Event{Kind: Refused, Err: errorf("online.refused.undo")})
	default:
		c.queue("undo")
	}
}

func (c *Client) queue(line string) {
	if len(c.waiting) >= maxWaiting {
		c.emit(Event{Kind: Refused, Err: errorf("online.refused.full")})
		return
	}
	c.waiting = append(c.waiting, line)
	select {
	case c.wake <- struct{}{}:
	default:
	}
}

// check refuses an order the server would refuse for certain; nil when it may go.
func (c *Client) check(a game.Action) *Error {
	switch {
	case c.stopped != nil:
		return c.stopped
	case c.seat == "spectator":
		return errorf("online.refused.spectator")
	case c.copy == nil:
		return errorf("online.refused.notyet")
	case c.ended || c.copy.Phase() == game.PhaseDone:
		return errorf("online.refused.over")
	case len(c.waiting) == 0 && c.sent == nil && c.copy.Decider().String() != c.seat:
		return errorf("online.refused.notyours")
	}
	if len(c.waiting) == 0 && c.sent == nil {
		if err := c.copy.Clone().Apply(a); err != nil {
			return &Error{Key: "online.refused.server", Args: []any{err.Error()}, Text: err.Error(), Err: err}
		}
	}
	return nil
}

// run keeps a connection up until Close, waiting longer after each failed try.
func (c *Client) run() {
	defer close(c.done)
	wait := c.Backoff
	for c.ctx.Err() == nil {
		greeted, err := c.connect()
		c.mu.Lock()
		if c.online {
			c.online = false
			c.emit(Event{Kind: Lost})
		}
		var perm *Error
		if errors.As(err, &perm) {
			c.stopped = perm
			c.emit(Event{Kind: Failed, Err: perm})
			c.mu.Unlock()
			return
		}
		c.mu.Unlock()
		if greeted {
			wait = c.Backoff
		}
		select {
		case <-c.ctx.Done():
			return
		case <-time.After(wait):
		}
		wait = min(2*wait, c.MaxBackoff)
	}
}

// connect speaks to the server until the connection ends. greeted says whether the
// server got as far as its greeting; an *Error is a link that will never work.
func (c *Client) connect() (greeted bool, err error) {
	c.mu.Lock()
	after := len(c.history) - 1
	c.mu.Unlock()
	dctx, cancel := context.WithTimeout(c.ctx, 15*time.Second)
	conn, resp, err := websocket.Dial(dctx, c.link.ws(after), nil)
	cancel()
	if err != nil {
		if resp != nil && (resp.StatusCode == http.StatusNotFound || resp.StatusCode == http.StatusForbidden) {
			return false, errorf("online.link.unknown")
		}
		return false, err
	}
	defer conn.CloseNow()
	conn.SetReadLimit(1 << 24)
	ctx, stop := context.WithCancel(c.ctx)
	defer stop()
	go c.write(ctx, conn)
	for {
		_, data, err := conn.Read(ctx)
		if err != nil {
			c.mu.Lock()
			if c.sent != nil && c.sent.line != "" {
				// No answer: it waits again, and the history after the next greeting
				// tells whether it was played (its answer lost) or must go out again.
				c.waiting = append([]string{c.sent.line}, c.waiting...)
				c.sent.line = ""
			}
			c.mu.Unlock()
			return greeted, err
		}
		var m message
		if json.Unmarshal(data, &m) != nil {
			continue
		}
		c.mu.Lock()
		if m.Push == "hello" {
			greeted = true
		}
		c.take(m)
		c.mu.Unlock()
		select {
		case c.wake <- struct{}{}:
		default:
		}
	}
}

// message is any message of the server: a reply (Push empty) or a push.
type message struct {
	Push    string   `json:"push"`
	OK      *bool    `json:"ok"`
	Error   string   `json:"error"`
	Seat    string   `json:"seat"`
	Options string   `json:"options"`
	Actions int      `json:"actions"`
	Opening *Opening `json:"opening"`
	Index   int      `json:"index"`
	Line    string   `json:"line"`
	Side    string   `json:"side"`
	Dice    []int    `json:"dice"`
	At      string   `json:"at"`
	Red     any      `json:"red"`
	Blue    any      `json:"blue"`
	Winner  string   `json:"winner"`
	Seed    string   `json:"seed"`
}

// take handles one message, under the lock.
func (c *Client) take(m message) {
	switch m.Push {
	case "":
		c.answered(m)
	case "hello":
		c.seat, c.total = m.Seat, m.Actions
		if c.copy == nil {
			g, err := StartCopy(c.board, m.Options, m.Opening)
			if err != nil {
				c.stopped = errorf("online.copy.broken", err)
				c.emit(Event{Kind: Failed, Err: c.stopped})
				c.cancel()
				return
			}
			c.copy, c.options, c.opening = g, m.Options, m.Opening
		}
		c.online = true
		c.emit(Event{Kind: Connected})
	case "action":
		c.played(Played{Index: m.Index, Line: m.Line, Side: m.Side, Dice: m.Dice, At: m.At})
	case "presence":
		other := m.Blue == true
		if c.seat == "blue" {
			other = m.Red == true
		}
		if c.seat == "spectator" {
			other = m.Red == true && m.Blue == true
		}
		if other != c.other {
			c.other = other
			c.emit(Event{Kind: Presence, Other: other})
		}
	case "end":
		if !c.ended {
			c.ended = true
			c.emit(Event{Kind: Ended, Winner: m.Winner, Seed: m.Seed})
		}
	}
}

// answered takes the reply to the order in flight.
func (c *Client) answered(m message) {
	if c.sent == nil {
		return
	}
	c.sent = nil
	if m.OK != nil && !*m.OK { // the server speaks English: the sentence as it is
		c.emit(Event{Kind: Refused, Err: &Error{Key: "online.refused.server", Args: []any{m.Error}, Text: m.Error}})
	}
}

// played takes an action of the history: the next one is replayed on the copy.
func (c *Client) played(p Played) {
	if p.Index != len(c.history) || c.copy == nil {
		return // one we have (a resumed connection); a gap cannot come from one connection
	}
	a, ok, _ := p.Action(c.copy)
	if err := p.Replay(c.copy); err != nil {
		c.stopped = errorf("online.copy.broken", err)
		c.emit(Event{Kind: Failed, Err: c.stopped})
		c.cancel()
		return
	}
	if ok {
		a = c.copy.History()[len(c.copy.History())-1] // as carried out: a move with its path
	}
	c.history = append(c.history, p)
	c.emit(Event{Kind: Acted, Played: p, Action: a, Undo: !ok})
}

// write sends the waiting orders one at a time, each once the last is answered and the
// client has caught up with the server's history.
func (c *Client) write(ctx context.Context, conn *websocket.Conn) {
	for {
		select {
		case <-ctx.Done():
			return
		case <-c.wake:
		}
		c.mu.Lock()
		line := c.next()
		c.mu.Unlock()
		if line == "" {
			continue
		}
		wctx, cancel := context.WithTimeout(ctx, 10*time.Second)
		err := conn.Write(wctx, websocket.MessageText, []byte(line))
		cancel()
		if err != nil {
			conn.CloseNow() // the reader sees it and the order waits for the next connection
			return
		}
	}
}

// next is the order to send now, "" for none; under the lock.
func (c *Client) next() string {
	if c.sent != nil && c.sent.line == "" { // sent before the connection was lost
		if len(c.history) < c.total {
			return "" // what the server did meanwhile is still coming
		}
		for _, p := range c.history[c.sent.at:] {
			if p.Side == c.seat { // it was played: its answer was lost, not the order
				c.waiting = c.waiting[1:]
				break
			}
		}
		c.sent = nil
	}
	if c.sent != nil || len(c.waiting) == 0 || !c.online || len(c.history) < c.total {
		return ""
	}
	line := c.waiting[0]
	c.waiting = c.waiting[1:]
	c.sent = &inFlight{line: line, at: len(c.history)}
	return line
}

// Await waits until the client has the whole history the server had when it greeted
// it: a link that will never work is its *Error, a server silent until ctx ends is
// said to be out of reach.
func (c *Client) Await(ctx context.Context) error {
	for !c.CaughtUp() {
		for _, e := range c.Poll() {
			if e.Kind == Failed {
				return e.Err
			}
		}
		select {
		case <-ctx.Done():
			return errorf("online.server.unreachable", c.link.Base)
		case <-c.notify:
		case <-time.After(20 * time.Millisecond):
		}
	}
	return nil
}

// Fetch is a game of a server as its history stands, for the replay viewer: a copy
// made from every action so far (review.FromGame replays it), the connection closed
// once it has come.
func Fetch(ctx context.Context, board *maps.Board, l Link) (*game.Game, error) {
	c := Open(board, l)
	defer c.Close()
	if err := c.Await(ctx); err != nil {
		return nil, err
	}
	return c.Game(), nil
}
