package engine

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strings"

	"taktik/game"
	"taktik/game/review"
	"taktik/maps"
)

// Session is one protocol conversation: a board and, once `new` or `load` has run, a
// game on it. It is not safe for concurrent use.
type Session struct {
	board    *maps.Board
	boardErr error          // why there is no board, when the map failed to load
	g        *game.Game     // nil until a game is started or loaded
	view     *boardView     // the `board` reply, built once: the board never changes
	rev      *review.Review // the history laid out for `history` and `goto`, of the game revOf
	revOf    *game.Game
}

// NewSession starts a conversation about games on a board (the continent, or a small
// sketch in tests). A nil board gives a session that answers every command that needs
// the map with an error.
func NewSession(board *maps.Board) *Session {
	s := &Session{board: board}
	if board == nil {
		s.boardErr = errors.New("no board is loaded")
	}
	return s
}

// Exec carries out one input line and gives its reply: one line of JSON, without the
// newline. Blank and comment-only lines give the empty string. quit is true after an
// accepted `quit`. A refused command leaves the session as it was, and going on is part
// of that: `quit now` is refused and the session answers the next line.
func (s *Session) Exec(line string) (reply string, quit bool) {
	if len(line) > MaxLine {
		return fail(errLineTooLong).line(), false
	}
	if i := strings.IndexByte(line, '#'); i >= 0 {
		line = line[:i]
	}
	words := strings.Fields(line)
	if len(words) == 0 {
		return "", false
	}
	rest := strings.TrimSpace(line[strings.Index(line, words[0])+len(words[0]):])
	name := strings.ToLower(words[0])
	cmd := lookup(name)
	if cmd == nil {
		return fail(unknownCommand(words[0])).line(), false
	}
	r := s.run(cmd, call{args: words[1:], rest: rest})
	return r.line(), cmd.name == "quit" && r.ok()
}

// call is a command's arguments: the words after the name, and the raw rest of the line
// (a file name may hold spaces and capitals).
type call struct {
	args []string
	rest string
}

// run checks what every command needs before its own handler looks at the arguments.
func (s *Session) run(cmd *command, c call) *reply {
	if err := cmd.checkCount(len(c.args)); err != nil {
		return fail(err)
	}
	if cmd.needs >= needBoard && s.board == nil {
		return fail(fmt.Errorf("the map could not be loaded, so there is no game to play: %v", s.boardErr))
	}
	if cmd.needs >= needGame && s.g == nil {
		return fail(errors.New("no game: start one with new (e.g. new mode=basic seed=7) or load a saved one"))
	}
	return cmd.run(s, c)
}

// Run reads commands from in, one per line, and writes one reply line for each to out,
// until `quit` or the end of the input. The board is the shipped continent; when it does
// not load, every command that needs it says why. Only a failure to read or write is an
// error.
func Run(in io.Reader, out io.Writer) error {
	board, err := maps.Continent()
	s := NewSession(board)
	if err != nil {
		s.board, s.boardErr = nil, err
	}
	r := bufio.NewReader(in)
	w := bufio.NewWriter(out)
	for {
		line, long, rerr := readLine(r)
		if rerr != nil && rerr != io.EOF {
			return rerr
		}
		if line != "" || long {
			text, quit := s.safeExec(line)
			if long {
				text, quit = fail(errLineTooLong).line(), false
			}
			if text != "" {
				w.WriteString(text)
				w.WriteByte('\n')
				// Flush every reply: the program on the other end waits for it before
				// it sends the next command.
				if err := w.Flush(); err != nil {
					return err
				}
			}
			if quit {
				return nil
			}
		}
		if rerr == io.EOF {
			return nil
		}
	}
}

// safeExec is Exec for a running process: a bug in the rules must not end a tournament
// without a word, so a panic becomes an error reply. Tests call Exec, where a panic
// fails the test.
func (s *Session) safeExec(line string) (text string, quit bool) {
	defer func() {
		if p := recover(); p != nil {
			text = fail(fmt.Errorf("internal error, a bug in taktik (please report it with the commands that led here): %v", p)).line()
			quit = false
		}
	}()
	return s.Exec(line)
}
