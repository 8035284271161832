package online

import (
	"strconv"

	"taktik/assets/i18n"
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

// Catalog is the sentence's key and arguments, for the screens (render/lang.Explain).
func (e *Error) Catalog() (string, []any) { return e.Key, e.Args }

// NewError is the *Error of a catalog key: its English sentence is the catalog's, and
// the screens write it in the player's language from Key and Args.
func NewError(key string, args ...any) *Error {
	return &Error{Key: key, Args: args, Text: i18n.Format("en", key, args...)}
}

func itoa(n int) string { return strconv.Itoa(n) }

var errorf = NewError
