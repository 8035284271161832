package server

import (
	"strings"
	"testing"
	"time"
)

// TestTwoProcessesOnPostgres: two servers, each with its own pool, share one
// PostgreSQL; red plays through one and blue through the other, and each sees the
// other's action within a second (LISTEN/NOTIFY). A process whose game fell behind
// meets the other's batch in the database, catches up and plays on.
func TestTwoProcessesOnPostgres(t *testing.T) {
	one, two := postgresCase().open(t), postgresCase().open(t)
	_, a := startServer(t, one)
	_, b := startServer(t, two)
	g := createGame(t, a.URL, `{"options": "mode=basic"}`)
	onB := func(ws string) string { // the same seat through the other process
		return strings.Replace(ws, strings.TrimPrefix(a.URL, "http"), strings.TrimPrefix(b.URL, "http"), 1)
	}
	red := dial(t, g.Red.WS)
	blue := dial(t, onB(g.Blue.WS))
	blue.push("hello", 5*time.Second)
	for _, step := range []struct {
		by, other *wsClient
		line      string
	}{{red, blue, legalOf(t, red)[0]}, {red, blue, "endmove"}, {red, blue, "endturn"}, {blue, red, "endmove"}} {
		start := time.Now()
		step.by.must(step.line)
		p := step.other.push("action", time.Second)
		if p == nil || time.Since(start) > time.Second {
			t.Fatalf("%s reached the other process after %v", step.line, time.Since(start))
		}
	}
	// The spectator on B asks: B's game has every action.
	watcher := dial(t, onB(g.Spectator.WS))
	if h := watcher.push("hello", 5*time.Second); h["actions"] != 4.0 {
		t.Fatalf("B's game: %v", h)
	}
	if r := watcher.must("status"); r["side"] != "blue" || r["phase"] != "combat" {
		t.Fatalf("status on B: %v", r)
	}
}

// deaf is a store that hears nothing of the other processes, as one whose notifications
// were lost with a dropped connection.
type deaf struct{ Store }

func (deaf) Watch(func(string, int)) {}

// TestStaleProcessCatchesUp: a process that missed the other's notifications still lets
// the seat whose turn it is act: it reads what it missed first.
func TestStaleProcessCatchesUp(t *testing.T) {
	_, a := startServer(t, postgresCase().open(t))
	_, b := startServer(t, deaf{postgresCase().open(t)})
	g := createGame(t, a.URL, `{"options": "mode=basic"}`)
	red := dial(t, g.Red.WS)
	blue := dial(t, strings.Replace(g.Blue.WS, strings.TrimPrefix(a.URL, "http"), strings.TrimPrefix(b.URL, "http"), 1))
	blue.push("hello", 5*time.Second)
	red.must("endmove")
	red.must("endturn")
	blue.must("endmove") // B still thinks red is to move until it looks
	if p := red.push("action", 5*time.Second); p["index"] != 0.0 {
		t.Fatalf("red's first push: %v", p)
	}
	for _, want := range []float64{1, 2} {
		if p := red.push("action", 5*time.Second); p["index"] != want {
			t.Fatalf("red's pushes: %v, want index %v", p, want)
		}
	}
}
