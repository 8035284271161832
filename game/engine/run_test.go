package engine

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"
	"testing"
)

// runLines feeds Run an input and gives its reply lines.
func runLines(t *testing.T, input string) []string {
	t.Helper()
	var out bytes.Buffer
	if err := Run(strings.NewReader(input), &out); err != nil {
		t.Fatalf("Run: %v", err)
	}
	text := out.String()
	if text == "" {
		return nil
	}
	if !strings.HasSuffix(text, "\n") {
		t.Fatalf("the last reply has no newline: %q", text)
	}
	lines := strings.Split(strings.TrimSuffix(text, "\n"), "\n")
	for _, l := range lines {
		if !json.Valid([]byte(l)) {
			t.Fatalf("reply is not JSON: %q", l)
		}
	}
	return lines
}

// TestRun: one reply per command, none for blank and comment lines, and the end at
// quit (nothing after it is read) or at the end of the input, with or without a final
// newline or Windows line ends. Whether the continent loads or not, the framing holds.
func TestRun(t *testing.T) {
	for _, c := range []struct {
		name, input string
		want        int
		last        string
	}{
		{"quit stops reading", "help\n\n# note\nhelp move\nquit\nhelp\nstatus\n", 3, `{"ok":true}`},
		{"end of input", "help\nstatus\n", 2, `{"ok":false,"error":"no game: start one with new`},
		{"no final newline", "help\nhelp", 2, `{"ok":true,"commands":`},
		{"windows line ends", "help\r\n\r\nquit\r\n", 2, `{"ok":true}`},
		{"empty input", "", 0, ""},
		{"only comments", "# a\n\n  # b\n", 0, ""},
		{"a long line", "help " + strings.Repeat("x", 200000) + "\nquit\n", 2, `{"ok":true}`},
		{"a refused quit goes on", "quit now\nhelp quit\nQUIT 1 2\nquit\nhelp\n", 4, `{"ok":true}`},
	} {
		t.Run(c.name, func(t *testing.T) {
			lines := runLines(t, c.input)
			if len(lines) != c.want {
				t.Fatalf("%d replies, want %d: %q", len(lines), c.want, lines)
			}
			if c.want > 0 && !strings.HasPrefix(lines[len(lines)-1], c.last) {
				t.Errorf("last reply %q, want it to start %q", lines[len(lines)-1], c.last)
			}
		})
	}
}

// TestRunExample: the docs/protocol.md example through Run, one reply per command.
func TestRunExample(t *testing.T) {
	continent(t)
	lines := runLines(t, "new mode=basic seed=7 setup=empty\nplace red:inf1 20-27\nplace blue:inf1 20-29\nstart\n"+
		"move red:inf1 20-28\nendmove\nbattle red:inf1 vs blue:inf1\ndice 1\nresolve\nendturn\n")
	if len(lines) != 10 {
		t.Fatalf("%d replies, want 10", len(lines))
	}
	if !strings.Contains(lines[8], `"result":"DE"`) {
		t.Errorf("resolve: %s", lines[8])
	}
}

type brokenWriter struct{}

func (brokenWriter) Write([]byte) (int, error) { return 0, errors.New("pipe closed") }

// TestRunWriteError: when the other end goes away, Run says so instead of carrying on.
func TestRunWriteError(t *testing.T) {
	if err := Run(strings.NewReader("help\nhelp\n"), brokenWriter{}); err == nil {
		t.Fatal("Run wrote into a closed pipe without an error")
	}
}

// TestRunSurvivesPanic: a bug that panics in one command becomes an error reply, and the
// engine answers the next command (a tournament must not lose the process silently).
func TestRunSurvivesPanic(t *testing.T) {
	saved := commands
	defer func() { commands = saved }()
	commands = append(append([]command(nil), saved...), command{name: "boom", max: 0,
		run: func(*Session, call) *reply { panic("a test bug") }})
	lines := runLines(t, "boom\nhelp\n")
	if len(lines) != 2 || !strings.Contains(lines[0], "internal error") || !strings.Contains(lines[0], "a test bug") ||
		!strings.HasPrefix(lines[1], `{"ok":true`) {
		t.Errorf("replies: %q", lines)
	}
}
