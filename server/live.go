package server

import (
	"context"
	"encoding/json"
	"fmt"
	"strconv"
	"time"

	"taktik/game"
	"taktik/game/ai"
	"taktik/game/engine"
)

// live is a game being played in this process: one goroutine owns its engine session
// and runs, in order, everything its seats and its computer player ask (no locks around
// the engine). rows are the stored actions, which the session has replayed.
type live struct {
	srv      *Server
	id       string
	rec      Record
	sess     *engine.Session
	rows     []Action
	work     chan func()
	quit     chan struct{}
	clients  map[*client]bool
	pushed   int  // how many of rows went out to the connections
	thinking bool // the computer is choosing its next action
}

// load rebuilds a game from its record and its stored actions.
func (s *Server) load(ctx context.Context, id string) (*live, error) {
	rec, err := s.store.Load(ctx, id)
	if err != nil {
		return nil, err
	}
	l := &live{srv: s, id: id, rec: rec, work: make(chan func()), quit: make(chan struct{}), clients: map[*client]bool{}}
	if err := l.rebuild(ctx); err != nil {
		return nil, err
	}
	return l, nil
}

// rebuild starts the game anew from its options and secret seed, and replays every
// stored action, checking that each one reaches the position it reached when played.
func (l *live) rebuild(ctx context.Context) error {
	sess := engine.NewSession(l.srv.board)
	if reply, _ := sess.Exec("new " + l.rec.Options + " seed=" + strconv.FormatUint(l.rec.Seed, 10)); !accepted(reply) {
		return fmt.Errorf("game %s: its options no longer start a game: %s", l.id, reply)
	}
	rows, err := l.srv.store.Actions(ctx, l.id, 0)
	if err != nil {
		return err
	}
	for i, a := range rows {
		d := sess.Game().DiceNow()
		if reply, _ := sess.Exec(a.Line); !accepted(reply) {
			return fmt.Errorf("game %s: action %d (%s) no longer replays: %s", l.id, a.Index, a.Line, reply)
		}
		if h := hashOf(sess.Game()); h != a.Hash {
			return fmt.Errorf("game %s: action %d (%s) replays to position %s, stored %s", l.id, a.Index, a.Line, h, a.Hash)
		}
		rows[i].Dice = game.RollsBetween(d, sess.Game().DiceNow(), maxRollsPerAction)
	}
	l.sess, l.rows = sess, rows
	l.pushed = min(l.pushed, len(rows))
	return nil
}

// catchUp replays the actions another process stored after ours.
func (l *live) catchUp(ctx context.Context) error {
	rows, err := l.srv.store.Actions(ctx, l.id, len(l.rows))
	if err != nil || len(rows) == 0 {
		return err
	}
	for _, a := range rows {
		d := l.sess.Game().DiceNow()
		if reply, _ := l.sess.Exec(a.Line); !accepted(reply) || hashOf(l.sess.Game()) != a.Hash {
			return l.rebuild(ctx) // not what this process has: take the database's word
		}
		a.Dice = game.RollsBetween(d, l.sess.Game().DiceNow(), maxRollsPerAction)
		l.rows = append(l.rows, a)
	}
	if l.rec.Finished.IsZero() && l.sess.Game().Phase() == game.PhaseDone {
		// Only these two change: the tokens' hashes are read by requests meanwhile.
		if rec, err := l.srv.store.Load(ctx, l.id); err == nil {
			l.rec.Finished, l.rec.Winner = rec.Finished, rec.Winner
		}
	}
	l.publish()
	l.think()
	return nil
}

func (l *live) run() {
	for {
		select {
		case f := <-l.work:
			f()
		case <-l.quit:
			return
		}
	}
}

// do runs f on the game's goroutine and waits for it; false when the game has closed.
func (l *live) do(f func()) bool {
	done := make(chan struct{})
	select {
	case l.work <- func() { f(); close(done) }:
		<-done
		return true
	case <-l.quit:
		return false
	}
}

// post runs f on the game's goroutine without waiting.
func (l *live) post(f func()) {
	go func() {
		select {
		case l.work <- f:
		case <-l.quit:
		}
	}()
}

func hashOf(g *game.Game) string { return fmt.Sprintf("%016x", g.Hash()) }

func accepted(reply string) bool {
	var r struct {
		OK bool `json:"ok"`
	}
	return json.Unmarshal([]byte(reply), &r) == nil && r.OK
}

// act carries out a line that changes the game for side, stores what it did and only
// then answers (to c; nil for the computer), before the actions go out to every
// connection. A batch that another process stored first (the database refuses the
// same index twice) makes the game reload and try once more.
func (l *live) act(c *client, side, line string) {
	reply := l.tryAct(side, line)
	if c != nil {
		c.send(reply)
	}
	l.publish()
	l.think()
}

func (l *live) tryAct(side, line string) string {
	for try := 0; ; try++ {
		if why := l.mayAct(side); why != "" && !l.caughtUp(side) {
			return refusal(why)
		}
		g := l.sess.Game()
		n := g.Actions()
		before := g.Clone()
		undoOf := engine.Command(line) == "undo"
		reply, _ := l.sess.Exec(line)
		if !accepted(reply) {
			return reply
		}
		g = l.sess.Game()
		var lines []string
		if undoOf {
			lines = []string{"undo"}
		} else {
			for _, a := range g.History()[n:] {
				lines = append(lines, l.sess.ActionLine(a))
			}
		}
		if len(lines) == 0 {
			return reply // endturn after the end: the final status, nothing new
		}
		now := time.Now().UTC()
		from := len(l.rows)
		batch := make([]Action, len(lines))
		rolls := lineRolls(before, lines)
		for i, t := range lines {
			batch[i] = Action{Index: from + i, Line: t, Side: side, Hash: hashOf(g), At: now, Dice: rolls[i]}
		}
		var end *Ending
		if g.Phase() == game.PhaseDone && l.rec.Finished.IsZero() {
			end = &Ending{Winner: winnerWord(g.Winner()), At: now}
		}
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		err := l.srv.store.Append(ctx, l.id, batch, end)
		if err != nil {
			// Not stored, so not played: start again from what the database holds.
			rerr := l.rebuild(ctx)
			cancel()
			if rerr == nil && len(l.rows) > from && try == 0 {
				continue // another process played first; the line meets the new position
			}
			return refusal("the action could not be stored, so it was not played; please try again (" + err.Error() + ")")
		}
		cancel()
		l.rows = append(l.rows, batch...)
		if end != nil {
			l.rec.Finished, l.rec.Winner = end.At, end.Winner
		}
		return reply
	}
}

// caughtUp reads what other processes stored since this one last heard (a
// notification lost with a dropped connection), and says whether side may act then: a
// seat that the game here thinks must wait may be right.
func (l *live) caughtUp(side string) bool {
	if side == spectator {
		return false
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	return l.catchUp(ctx) == nil && l.mayAct(side) == ""
}

// mayAct says why side may not change the game now ("" when it may): only the seat the
// rules give the move or the pending decision acts.
func (l *live) mayAct(side string) string {
	g := l.sess.Game()
	switch {
	case side == spectator:
		return "a spectator watches the game and cannot play it (the seats' links play)"
	case g.Phase() == game.PhaseDone:
		return ""
	case g.Decider().String() != side:
		return fmt.Sprintf("it is %s's turn to act, not yours (you play %s): their action will come to you as it happens", g.Decider(), side)
	}
	return ""
}

// publish sends the stored actions the connections have not had yet to every one of
// them, and the game's end once it has come.
func (l *live) publish() {
	for ; l.pushed < len(l.rows); l.pushed++ {
		msg := actionPush(l.rows[l.pushed])
		for c := range l.clients {
			c.send(msg)
		}
		if l.pushed == len(l.rows)-1 && !l.rec.Finished.IsZero() {
			end := l.endPush()
			for c := range l.clients {
				c.send(end)
			}
		}
	}
}

func actionPush(a Action) string {
	m := map[string]any{"push": "action", "index": a.Index, "line": a.Line, "side": a.Side, "hash": a.Hash, "at": a.At.Format(time.RFC3339Nano)}
	if len(a.Dice) > 0 {
		m["dice"] = a.Dice
	}
	return mustJSON(m)
}

// presence tells every connection which seats have a connection now, so that a player
// sees whether the other is there (in this process: two processes on one database each
// tell of their own connections).
func (l *live) presence() {
	var here [2]bool
	for c := range l.clients {
		switch c.side {
		case "red":
			here[0] = true
		case "blue":
			here[1] = true
		}
	}
	msg := mustJSON(map[string]any{"push": "presence", "red": here[0], "blue": here[1]})
	for c := range l.clients {
		c.send(msg)
	}
}

// endPush tells the game's end, and shows the seed every roll came from: anyone can now
// replay the history with it and check each roll.
func (l *live) endPush() string {
	return mustJSON(map[string]any{"push": "end", "winner": l.rec.Winner, "seed": strconv.FormatUint(l.rec.Seed, 10),
		"options": l.rec.Options})
}

func mustJSON(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err) // only maps of plain values are written here
	}
	return string(b)
}

// refusal is the protocol's refused reply for a reason of the server.
func refusal(why string) string { return mustJSON(map[string]any{"ok": false, "error": why}) }

func winnerWord(w game.Winner) string {
	switch w {
	case game.RedWins:
		return "red"
	case game.BlueWins:
		return "blue"
	}
	return "draw"
}

// think lets the computer choose the next action when it holds the seat that must act.
// It thinks on a copy of the game, off the game's goroutine, so the seats' questions are
// answered meanwhile; its choice comes back as a line like a person's.
func (l *live) think() {
	g := l.sess.Game()
	if l.thinking || g.Phase() == game.PhaseDone {
		return
	}
	side := g.Decider().String()
	level, ok := l.computer(side)
	if !ok {
		return
	}
	l.thinking = true
	copyOf, at := g.Clone(), len(l.rows)
	go func() {
		a, err := ai.Decide(copyOf, level)
		l.post(func() {
			l.thinking = false
			if len(l.rows) != at { // the game moved meanwhile (an undo, another process)
				l.think()
				return
			}
			if err != nil {
				l.srv.logf("game %s: the computer (%s) found no action: %v", l.id, level, err)
				return
			}
			l.act(nil, side, l.sess.ActionLine(a))
		})
	}()
}

// computer is the level of the computer that plays side, if one does.
func (l *live) computer(side string) (ai.Level, bool) {
	player := l.rec.Red
	if side == "blue" {
		player = l.rec.Blue
	}
	if player == person {
		return 0, false
	}
	level, err := ai.ParseLevel(player)
	return level, err == nil
}
