package engine

import (
	"encoding/json"
	"strings"
	"testing"

	"taktik/maps"
)

// sketch is a small board for the tests that do not need the continent: land inside a
// ring of water, columns 1–7 Red's country and 8–14 Blue's, a road across row 5, a river
// on the east edge of 3-7 and the south edge of 6-3, a forest and a mountain (which the
// basic game ignores, R13), one city each with a port, a beach, and a bivouac each.
const sketch = `taktik-map 1
size 10 14
terrain
~~~~~~~~~~~~~~
~............~
~............~
~............~
~....ff......~
~............~
~......m.....~
~............~
~............~
~~~~~~~~~~~~~~
rivers
..............
..............
......|.......
..............
..............
.._...........
..............
..............
..............
..............
road R-1 5-2..5-13
city Rotstadt red capital 2-2* 2-3
city "Blau Hafen" blue capital 2-12 2-13*
beach Sued 9-6..9-8
bivouac red "I C" 8-2..8-5
bivouac blue "I C" 8-10..8-13
`

func sketchBoard(t testing.TB) *maps.Board {
	t.Helper()
	b, err := maps.ParseSketch([]byte(sketch))
	if err != nil {
		t.Fatalf("the test sketch does not load: %v", err)
	}
	return b
}

// continent is the shipped board; tests that need it wait while it is being drawn.
func continent(t testing.TB) *maps.Board {
	t.Helper()
	b, err := maps.Continent()
	if err != nil {
		t.Skipf("the continent does not load yet, so this test waits for it: %v", err)
	}
	return b
}

// answer is one reply, decoded.
type answer map[string]any

// exec runs one line and checks the framing: exactly one line of valid JSON that holds
// "ok" as a boolean, and, on a refusal, an error sentence.
func exec(t testing.TB, s *Session, line string) answer {
	t.Helper()
	text, _ := s.Exec(line)
	if text == "" {
		t.Fatalf("%q: no reply", line)
	}
	if strings.ContainsAny(text, "\n\r") {
		t.Fatalf("%q: the reply spans several lines: %q", line, text)
	}
	var a answer
	if err := json.Unmarshal([]byte(text), &a); err != nil {
		t.Fatalf("%q: the reply is not JSON (%v): %s", line, err, text)
	}
	ok, isBool := a["ok"].(bool)
	if !isBool {
		t.Fatalf("%q: the reply has no boolean ok: %s", line, text)
	}
	if !ok {
		if msg, _ := a["error"].(string); msg == "" {
			t.Fatalf("%q: a refusal without an error sentence: %s", line, text)
		}
	}
	return a
}

// mustOK runs a line that must succeed.
func mustOK(t testing.TB, s *Session, line string) answer {
	t.Helper()
	a := exec(t, s, line)
	if a["ok"] != true {
		t.Fatalf("%q refused: %v", line, a["error"])
	}
	return a
}

// mustFail runs a line that must be refused with an error containing want, and checks
// that the refusal changed nothing (R: "a refused command changes nothing").
func mustFail(t testing.TB, s *Session, line, want string) answer {
	t.Helper()
	before := snapshot(s)
	a := exec(t, s, line)
	if a["ok"] != false {
		t.Fatalf("%q should be refused (want %q), got %v", line, want, a)
	}
	if msg := a["error"].(string); !strings.Contains(msg, want) {
		t.Fatalf("%q: error %q does not say %q", line, msg, want)
	}
	if after := snapshot(s); after != before {
		t.Fatalf("%q was refused but changed the game:\nbefore %s\nafter  %s", line, before, after)
	}
	return a
}

// snapshot is the session's whole game as the `state` command writes it ("" with no game).
func snapshot(s *Session) string {
	if s.g == nil {
		return ""
	}
	text, _ := s.Exec("state")
	return text
}

// sketchSession starts a session on the sketch board with a few units placed.
func sketchSession(t testing.TB, lines ...string) *Session {
	t.Helper()
	s := NewSession(sketchBoard(t))
	for _, l := range lines {
		mustOK(t, s, l)
	}
	return s
}

// str, num, list read reply fields.
func str(a answer, key string) string { v, _ := a[key].(string); return v }

func num(a answer, key string) int { v, _ := a[key].(float64); return int(v) }

func strs(t testing.TB, a answer, key string) []string {
	t.Helper()
	raw, ok := a[key].([]any)
	if !ok {
		t.Fatalf("field %q is not a list: %v", key, a[key])
	}
	out := make([]string, len(raw))
	for i, v := range raw {
		out[i], _ = v.(string)
	}
	return out
}
