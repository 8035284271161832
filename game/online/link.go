package online

import (
	"net/url"
	"strings"
)

// Link is a seat of a game on a server: what a player's link (`BASE/?game=ID&token=T`)
// holds.
type Link struct {
	Base  string // the server, e.g. http://192.168.1.20:8080 (no slash at the end)
	Game  string
	Token string
}

// String is the link a player opens or pastes.
func (l Link) String() string {
	return l.Base + "/?game=" + url.QueryEscape(l.Game) + "&token=" + url.QueryEscape(l.Token)
}

// ws is the seat's WebSocket address, resuming after the action index after.
func (l Link) ws(after int) string {
	base := l.Base
	switch {
	case strings.HasPrefix(base, "https://"):
		base = "wss://" + strings.TrimPrefix(base, "https://")
	case strings.HasPrefix(base, "http://"):
		base = "ws://" + strings.TrimPrefix(base, "http://")
	}
	q := url.Values{"token": {l.Token}}
	if after >= 0 {
		q.Set("after", itoa(after))
	}
	return base + "/api/games/" + url.PathEscape(l.Game) + "/ws?" + q.Encode()
}

// ParseLink reads a link as a player pastes it: with or without http:// (a bare address
// is taken as http), spaces around it, the page's path. A text that is no game link is
// an *Error with a sentence (key online.link.*).
func ParseLink(text string) (Link, error) {
	text = strings.TrimSpace(text)
	if text == "" {
		return Link{}, errorf("online.link.empty")
	}
	if !strings.Contains(text, "://") {
		text = "http://" + text
	}
	u, err := url.Parse(text)
	if err != nil || u.Host == "" || (u.Scheme != "http" && u.Scheme != "https") {
		return Link{}, errorf("online.link.broken")
	}
	q := u.Query()
	l := Link{Base: u.Scheme + "://" + u.Host, Game: q.Get("game"), Token: q.Get("token")}
	if l.Game == "" || l.Token == "" {
		return Link{}, errorf("online.link.partial")
	}
	return l, nil
}

// ServerBase reads a server's address as a player types it ("host:8080", with or
// without http://) into the base links start with.
func ServerBase(text string) (string, error) {
	text = strings.TrimSpace(text)
	if !strings.Contains(text, "://") {
		text = "http://" + text
	}
	u, err := url.Parse(text)
	if err != nil || u.Host == "" || (u.Scheme != "http" && u.Scheme != "https") {
		return "", errorf("online.server.broken")
	}
	return u.Scheme + "://" + u.Host, nil
}
