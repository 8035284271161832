package engine

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestLongInputIsRefusedShort: a line above MaxLine is refused unread (the next command
// is answered), an argument of any length, in any command, is quoted by its first 40
// characters at most, and the dice queue stops at MaxDice.
func TestLongInputIsRefusedShort(t *testing.T) {
	long := strings.Repeat("x", 50000)
	s := NewSession(continent(t))
	mustOK(t, s, "new mode=basic seed=7 setup=auto")
	for _, line := range []string{
		long,
		"help " + long,
		"move red:inf1 " + long,
		"own " + strings.Repeat("Berlin ", 8000) + "red",
		"load " + strings.Repeat("d/", 3000) + "x.json",
		"save " + strings.Repeat("d/", 3000) + "x.json",
		"new seed=" + strings.Repeat("9", 50000),
		"dice " + strings.Repeat("1 ", MaxDice+1),
		strings.Repeat("x", MaxLine+1),
	} {
		a := exec(t, s, line)
		msg, _ := a["error"].(string)
		if a["ok"] != false || len(msg) > 300 {
			t.Errorf("%.30q…: ok %v, an error of %d bytes: %.200s", line, a["ok"], len(msg), msg)
		}
	}
	// Every command, with a long word in each place a word can stand: the reply
	// quotes at most its start, whatever part of the engine reads it.
	word := strings.Repeat("w", 5000)
	for _, c := range commands {
		for _, line := range []string{
			c.name + " " + word,
			c.name + " red:inf1 " + word,
			c.name + " " + word + " red",
			c.name + " " + word + "=on",
			c.name + " seed=" + word,
			c.name + " red:inf1 vs " + word,
			c.name + " red:inf1," + word + " vs blue:inf1",
		} {
			text, _ := s.Exec(line)
			if len(text) > 600 {
				t.Errorf("%.40q…: a reply of %d bytes: %.200s", line, len(text), text)
			}
		}
	}
	mustOK(t, s, "dice "+strings.Repeat("1 ", MaxDice))
	if a := exec(t, s, "dice 1"); a["ok"] != false {
		t.Errorf("the dice queue took a roll beyond %d", MaxDice)
	}

	var out bytes.Buffer
	in := strings.Repeat("y", 10<<20) + "\nhelp move\n"
	if err := Run(strings.NewReader(in), &out); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 2 || len(lines[0]) > 300 || !strings.Contains(lines[0], "longer than") || !strings.HasPrefix(lines[1], `{"ok":true`) {
		t.Errorf("a 10 MB line then help: %d replies, the first %.200s", len(lines), lines[0])
	}
}

// BenchmarkLongLine is the reply time to a 10 MB line of garbage through Run: the goal
// is under 10 ms a line.
func BenchmarkLongLine(b *testing.B) {
	in := strings.Repeat("y", 10<<20) + "\n"
	var out bytes.Buffer
	for b.Loop() {
		out.Reset()
		if err := Run(strings.NewReader(in), &out); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkLongestLine is the reply time to an unknown command just under MaxLine.
func BenchmarkLongestLine(b *testing.B) {
	s := NewSession(nil)
	line := strings.Repeat("z", MaxLine-1)
	for b.Loop() {
		s.Exec(line)
	}
}

// TestFileRepliesAreShort: save and load name a file once, and a long name by its two
// ends (its folder and its own name); what a damaged file says is quoted by its start.
// A reply once held the path twice, 8 KB for a long one.
func TestFileRepliesAreShort(t *testing.T) {
	dir := t.TempDir()
	deep := dir
	for range 3 { // a real path of over 700 bytes that save and load can reach
		deep = filepath.Join(deep, strings.Repeat("long folder name ", 14))
	}
	if err := os.MkdirAll(deep, 0o755); err != nil {
		t.Skipf("this system does not take a path that long: %v", err)
	}
	missing := filepath.Join(dir, strings.Repeat("d", 200), strings.Repeat("x/", 1900)+"lost game.json")
	s := NewSession(continent(t))
	mustOK(t, s, "new seed=7")
	file := filepath.Join(deep, "my game.json")
	short := func(line string, a answer, want ...string) {
		t.Helper()
		text, _ := json.Marshal(a)
		if len(text) > 600 {
			t.Errorf("%.60q…: a reply of %d bytes: %.300s", line, len(text), text)
		}
		for _, w := range want {
			if !strings.Contains(string(text), w) {
				t.Errorf("%.60q…: the reply does not say %q: %.300s", line, w, text)
			}
		}
	}
	for _, line := range []string{"save " + file, "load " + file} {
		a := mustOK(t, s, line)
		short(line, a, `my game.json"`, dir[:20])
	}
	for _, line := range []string{"save " + missing, "load " + missing} {
		short(line, exec(t, s, line), `lost game.json:`, dir[:20])
	}

	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	long := strings.Repeat("z", 5000)
	for name, damage := range map[string][2]string{
		"unknown entry": {`"turn":`, `"` + long + `":1,"turn":`},
		"other map":     {`"map": "`, `"map": "` + long},
		"unit id":       {`"id": "red:inf1"`, `"id": "` + long + `"`},
		"square":        {`"square": "`, `"square": "` + long},
		"history line":  {`"history": []`, `"history": ["move red:inf1 ` + long + `"]`},
	} {
		path := filepath.Join(dir, name+".json")
		text := strings.Replace(string(data), damage[0], damage[1], 1)
		if text == string(data) {
			t.Fatalf("%s: the file has no %s", name, damage[0])
		}
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		short("load "+path, exec(t, s, "load "+path), "could not load", "zzz…")
	}
}
