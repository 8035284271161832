package server

import (
	"context"
	"errors"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/coder/websocket"

	"taktik/game/engine"
)

// client is one WebSocket connection, bound to one seat. What goes out waits in a
// queue of its own, so a slow reader never holds up the game; one that lets the queue
// fill is dropped (it reconnects and resumes).
type client struct {
	side   string
	out    chan string
	cancel context.CancelFunc
	once   sync.Once
}

// outQueue is how many messages a connection may have waiting to be written.
const outQueue = 1024

func (c *client) send(msg string) {
	if c == nil {
		return
	}
	select {
	case c.out <- msg:
	default:
		c.once.Do(c.cancel)
	}
}

// seat is GET /api/games/{id}/ws?token=T[&after=N]: the WebSocket of one seat. It
// speaks the engine's protocol, one command a message and one reply each, and pushes
// every stored action as {"push":"action",…}. after is the last index the client
// knows: it receives what came after (resume); without it, the whole history.
func (s *Server) seat(w http.ResponseWriter, r *http.Request) {
	l, side, ok := s.authorize(w, r)
	if !ok {
		return
	}
	defer s.release(l)
	after := -1
	if a := r.URL.Query().Get("after"); a != "" {
		n, err := strconv.Atoi(a)
		if err != nil || n < -1 {
			apiError(w, http.StatusBadRequest, "after is the last action index the client knows: a number from -1")
			return
		}
		after = n
	}
	conn, err := websocket.Accept(w, r, nil)
	if err != nil {
		return // Accept has answered
	}
	defer conn.CloseNow()
	// A frame over the protocol's line bound (and a little for the framing) closes
	// the connection with "message too big"; the game never sees it.
	conn.SetReadLimit(engine.MaxLine + 1024)
	ctx, cancel := context.WithCancel(r.Context())
	defer cancel()
	c := &client{side: side, out: make(chan string, outQueue), cancel: cancel}
	written := make(chan struct{})
	go func() { c.write(ctx, conn); close(written) }()
	code, why := websocket.StatusGoingAway, "the game has closed"
	if l.do(func() { l.join(c, after) }) {
		code, why = c.read(ctx, conn, l, newRate(s.Rate, s.Burst))
		l.do(func() { delete(l.clients, c); l.presence() })
	}
	// Nothing sends to the connection any more: what is queued goes out, then the close.
	close(c.out)
	select {
	case <-written:
	case <-time.After(10 * time.Second):
	}
	conn.Close(code, why)
}

// join adds a connection and sends it the greeting and what it missed.
func (l *live) join(c *client, after int) {
	l.clients[c] = true
	hello := map[string]any{"push": "hello", "game": l.id, "seat": c.side, "red": l.rec.Red, "blue": l.rec.Blue,
		"options": l.rec.Options, "actions": l.pushed}
	if o := opening(l.srv.board, l.rec.Options, l.rec.Seed); o != nil {
		hello["opening"] = o
	}
	c.send(mustJSON(hello))
	for i := max(after+1, 0); i < l.pushed; i++ {
		c.send(actionPush(l.rows[i]))
	}
	if !l.rec.Finished.IsZero() && l.pushed == len(l.rows) {
		c.send(l.endPush())
	}
	l.presence()
}

func (c *client) write(ctx context.Context, conn *websocket.Conn) {
	for {
		select {
		case msg, ok := <-c.out:
			if !ok {
				return
			}
			wctx, cancel := context.WithTimeout(ctx, 10*time.Second)
			err := conn.Write(wctx, websocket.MessageText, []byte(msg))
			cancel()
			if err != nil {
				c.once.Do(c.cancel)
				return
			}
		case <-ctx.Done():
			return
		}
	}
}

// maxRefusedInRow is how many messages in a row may be refused for the rate before the
// connection is closed: a client that keeps on is not listening.
const maxRefusedInRow = 200

// read takes the client's messages until it leaves, and says how to close.
func (c *client) read(ctx context.Context, conn *websocket.Conn, l *live, lim *rate) (websocket.StatusCode, string) {
	refused := 0
	for {
		typ, data, err := conn.Read(ctx)
		if err != nil {
			if code := websocket.CloseStatus(err); code != -1 {
				return code, ""
			}
			if errors.Is(err, websocket.ErrMessageTooBig) || strings.Contains(err.Error(), "read limited") {
				return websocket.StatusMessageTooBig, "a message is at most 64 KB"
			}
			return websocket.StatusGoingAway, ""
		}
		if typ != websocket.MessageText {
			c.send(refusal("send commands as text messages, one command each"))
			continue
		}
		for _, line := range strings.Split(string(data), "\n") {
			line = strings.TrimSuffix(line, "\r")
			if strings.TrimSpace(line) == "" {
				continue
			}
			if !lim.allow(time.Now()) {
				if refused++; refused > maxRefusedInRow {
					return websocket.StatusPolicyViolation, "too many messages"
				}
				c.send(refusal("too many messages: this one was not read; send at most a few commands a second"))
				continue
			}
			refused = 0
			quit := false
			if !l.do(func() { quit = l.handle(c, line) }) {
				return websocket.StatusGoingAway, "the game has closed"
			}
			if quit {
				return websocket.StatusNormalClosure, ""
			}
		}
	}
}

// handle answers one line of a seat; quit is true after `quit`.
func (l *live) handle(c *client, line string) (quit bool) {
	if len(line) > engine.MaxLine {
		c.send(refusal("the line is longer than 64 KB and was not read: commands are short"))
		return false
	}
	name := engine.Command(line)
	switch kinds[name] {
	case reads:
		reply, _ := l.sess.Exec(line)
		c.send(reply)
	case acts:
		if name == "undo" && !l.sess.Game().CanUndo() && l.mayAct(c.side) == "" {
			c.send(refusal("nothing to take back: undo takes back moves and declarations only since the last die roll, and the dice have spoken since"))
			return false
		}
		l.act(c, c.side, line)
	case quits:
		c.send(`{"ok":true}`)
		return true
	default:
		if why, ok := refused[name]; ok {
			c.send(refusal(why))
		} else {
			c.send(refusal("unknown command " + strconv.Quote(short(name)) + " or one an online game does not take: help lists them"))
		}
	}
	return false
}

func short(s string) string {
	if len(s) > 40 {
		return s[:40] + "…"
	}
	return s
}

type kind uint8

const (
	refusedKind kind = iota
	reads
	acts
	quits
)

// kinds sorts the protocol's commands for an online game: questions any seat (and the
// spectator) may ask, and actions only the seat the rules call on may take.
var kinds = map[string]kind{
	"status": reads, "units": reads, "board": reads, "square": reads, "reach": reads, "odds": reads,
	"legal": reads, "history": reads, "goto": reads, "help": reads,
	"place": acts, "remove": acts, "own": acts, "start": acts, "move": acts, "drop": acts, "sail": acts,
	"endmove": acts, "battle": acts, "nuke": acts, "replace": acts, "resolve": acts, "retreat": acts,
	"lose": acts, "auto": acts, "endturn": acts, "undo": acts,
	"quit": quits,
}

// refused are the commands that would break fairness or reach the server's files.
var refused = map[string]string{
	"dice":  "dice is refused online: the server rolls every die from a secret seed, shown when the game ends",
	"seed":  "the dice seed is the server's secret until the game ends; then GET /api/games/ID shows it",
	"new":   "new is refused online: this connection plays one game; start another with POST /api/games",
	"load":  "load is refused online: the game lives on the server; start another with POST /api/games",
	"save":  "save is refused online: the server keeps the game; history and the seed at the end let you rebuild it",
	"state": "state is refused online: it holds the dice generator, which must stay secret until the game ends; ask status, units or history",
	"ai":    "ai is refused online for a person's seat: it would answer the other side's decisions too; auto answers your own pending decision",
}
