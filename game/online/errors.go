package online

import (
	"fmt"
	"strconv"
)

// Error is a failure a player can cause or meet (a broken link, a server out of
// reach, an order the server refused): a translation key for the screens with its
// arguments, and the sentence in English for logs and tests.
type Error struct {
	Key  string
	Args []any
	Text string
	Err  error // the rules' refusal (a *game.Error) when they refused, nil otherwise
}

func (e *Error) Error() string { return e.Text }

func (e *Error) Unwrap() error { return e.Err }

// errorf is an *Error whose English sentence is format with args.
func errorf(key, format string, args ...any) *Error {
	return &Error{Key: key, Args: args, Text: fmt.Sprintf(format, args...)}
}

func itoa(n int) string { return strconv.Itoa(n) }
