package game

import (
	"bytes"
	"strings"
	"testing"
)

// TestSaveHashCoversEveryPath: a saved move's path, changed to another way of the same
// cost, still replays to the same position, so only the hash can tell; from format
// version 2 it covers everything the file says, and such a file is refused. The probe
// of issue 33 found four damaged files of 12,282 that loaded with another history.
// A version 1 file, whose hash covered the position alone, still loads, and is written
// back as version 2.
func TestSaveHashCoversEveryPath(t *testing.T) {
	g := midGame(t)
	data, err := g.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	const line = `"move red:inf9 12-2 12-3"` // basic game: every square costs the same (R11)
	if !bytes.Contains(data, []byte(line)) {
		t.Fatalf("the saved history has no %s", line)
	}
	replays := 0
	for _, other := range []string{"11-2", "13-2"} {
		flipped := strings.Replace(line, "12-2", other, 1)
		if !sameEnd(t, g, strings.Trim(line, `"`), strings.Trim(flipped, `"`)) {
			continue
		}
		replays++
		_, err := Unmarshal(g.Board(), bytes.Replace(data, []byte(line), []byte(flipped), 1))
		if err == nil || !strings.Contains(err.Error(), "does not follow from the saved history") {
			t.Errorf("the file with %s instead of %s: %v, want it refused as changed", flipped, line, err)
		}
	}
	if replays == 0 {
		t.Fatal("no other way of the same cost replays: the test does not test what it should")
	}

	old := asVersion1(t, g, data)
	h, err := Unmarshal(g.Board(), old)
	if err != nil {
		t.Fatalf("a version 1 file does not load: %v", err)
	}
	if h.Hash() != g.Hash() {
		t.Error("the version 1 file loads as another game")
	}
	again, _ := h.MarshalJSON()
	if !bytes.Equal(again, data) {
		t.Errorf("the version 1 file is not written back as version 2:\n%s", again)
	}
	damaged := bytes.Replace(old, []byte(`"turn": 1`), []byte(`"turn": 2`), 1)
	if _, err := Unmarshal(g.Board(), damaged); err == nil {
		t.Error("a damaged version 1 file loads")
	}
}

// sameEnd reports whether the game's history, with one action's text replaced, replays
// from the options to the same position.
func sameEnd(t *testing.T, g *Game, was, now string) bool {
	t.Helper()
	r, err := New(g.Board(), g.Options())
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range g.History() {
		text := a.String()
		if text == was {
			text = now
		}
		b, err := ParseAction(g.Board(), text)
		if err != nil {
			return false
		}
		if err := r.Apply(b); err != nil {
			return false
		}
	}
	return r.Hash() == g.Hash()
}
