package play

import "taktik/render/lang"

// Msg is a text for the player as a catalog key and its arguments, put into words
// only when shown, in the language of the moment. A counted message picks its key's
// singular or plural form by Count (lang.Counted).
type Msg struct {
	Key     string
	Args    []any
	Count   int
	Counted bool
	said    string // a sentence made elsewhere (the battle builder's notes)
}

// T is a message without arguments, as lang.T would say it.
func T(key string) Msg { return Msg{Key: key} }

// Tf is a message with arguments, as lang.Tf would say it.
func Tf(key string, args ...any) Msg { return Msg{Key: key, Args: args} }

// Counted is a message whose words follow a count n (one unit, two units), as
// lang.Counted picks them; With gives it its arguments.
func Counted(n int, key string) Msg { return Msg{Key: key, Count: n, Counted: true} }

// With is the message with arguments.
func (m Msg) With(args ...any) Msg {
	m.Args = args
	return m
}

// said is a message already in words.
func said(s string) Msg { return Msg{said: s} }

// Empty reports whether there is no message.
func (m Msg) Empty() bool { return m.Key == "" && m.said == "" }

// Text is the message in the player's language.
func (m Msg) Text() string {
	switch {
	case m.said != "":
		return m.said
	case m.Key == "":
		return ""
	}
	key := m.Key
	if m.Counted {
		key = lang.Counted(m.Count, key)
	}
	if len(m.Args) == 0 {
		return lang.T(key)
	}
	return lang.Tf(key, m.Args...)
}
