package game

import "fmt"

// Error is a refusal a player or a file can cause: the same sentence in English and
// German. Error() gives the English one.
type Error struct {
	en, de string
}

func (e *Error) Error() string { return e.en }

// Text is the sentence in a language ("de" or "en").
func (e *Error) Text(lang string) string {
	if lang == "de" {
		return e.de
	}
	return e.en
}

// refuse builds an Error from an English and a German format taking the same arguments.
func refuse(en, de string, args ...any) *Error {
	return &Error{en: fmt.Sprintf(en, args...), de: fmt.Sprintf(de, args...)}
}

// say builds an Error whose sentences need more than shared arguments (side names).
func say(sentence func(lang string) string) *Error {
	return &Error{en: sentence("en"), de: sentence("de")}
}
