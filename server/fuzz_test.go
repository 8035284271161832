package server

import (
	"context"
	"encoding/json"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"
)

// FuzzSeat feeds random frames to a seat's connection: the server answers each line
// with one JSON object or closes that connection, never tells the secret seed, and the
// game stays whole (it still loads and answers).
func FuzzSeat(f *testing.F) {
	for _, s := range []string{"status", "move red:inf1 20-28", "endmove\nendturn", "dice 6 6 6", "state", "undo",
		"battle red:inf1 vs blue:inf1", "new seed=1", "\x00\xff", "legal # comment", "goto 0", strings.Repeat("status\n", 50)} {
		f.Add([]byte(s))
	}
	st := sqliteCase().open(f)
	srv, hs := startServer(f, st)
	srv.Rate, srv.Burst = 1e6, 1e6 // every line reaches the game
	g := createGame(f, hs.URL, `{"options": "mode=basic"}`)
	keep := dial(f, g.Spectator.WS) // keeps the game loaded between inputs
	keep.push("hello", 5*time.Second)
	rec, err := st.Load(context.Background(), g.ID)
	if err != nil {
		f.Fatal(err)
	}
	seed := strconv.FormatUint(rec.Seed, 10)
	f.Fuzz(func(t *testing.T, frame []byte) {
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		defer cancel()
		conn, _, err := websocket.Dial(ctx, g.Red.WS, nil)
		if err != nil {
			t.Fatal(err)
		}
		defer conn.CloseNow()
		conn.SetReadLimit(16 << 20)
		conn.Write(ctx, websocket.MessageText, frame)
		conn.Write(ctx, websocket.MessageText, []byte("status # the end of the input"))
		for {
			_, data, err := conn.Read(ctx)
			if err != nil {
				if websocket.CloseStatus(err) == -1 && ctx.Err() != nil {
					t.Fatalf("no answer to status after the frame %q", short(string(frame)))
				}
				break // the server closed this connection: allowed
			}
			var m map[string]any
			if err := json.Unmarshal(data, &m); err != nil {
				t.Fatalf("not one JSON object: %q", short(string(data)))
			}
			if strings.Contains(string(data), seed) {
				t.Fatalf("a reply tells the secret seed: %q", short(string(data)))
			}
			if _, push := m["push"]; !push && m["turn"] != nil && m["ok"] == true && len(m) == 8 {
				break // the reply to the final status
			}
		}
		if code, m := getStatus(t, hs.URL, g.ID, g.Spectator.Token); code != 200 {
			t.Fatalf("the game no longer answers: %d %v", code, m)
		}
	})
}
