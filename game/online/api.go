package online

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"strings"
	"time"

	"taktik/game"
)

// Created is a new game on a server: the links of its seats and of its spectators. A
// computer's seat has none.
type Created struct {
	ID                   string
	Red, Blue, Spectator Link
}

// Seat is the link of a side ("red" or "blue").
func (c Created) Seat(side string) Link {
	if side == "blue" {
		return c.Blue
	}
	return c.Red
}

// At are the same seats on a server reached at base: same game, same tokens. A
// computer's seat stays without a link.
func (c Created) At(base string) Created {
	for _, l := range []*Link{&c.Red, &c.Blue, &c.Spectator} {
		if l.Token != "" {
			l.Base = base
		}
	}
	return c
}

// Create starts a game on the server at base (ServerBase): options are the protocol's
// options of `new` (no seed), red and blue "person" or a computer level. A server out of
// reach or a refusal is an *Error with a sentence.
func Create(ctx context.Context, base, options, red, blue string) (Created, error) {
	body, _ := json.Marshal(map[string]string{"options": options, "red": red, "blue": blue})
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, base+"/api/games", bytes.NewReader(body))
	if err != nil {
		return Created{}, errorf("online.server.broken")
	}
	req.Header.Set("Content-Type", "application/json")
	var out struct {
		ID                   string
		Red, Blue, Spectator struct{ Token string }
	}
	if err := call(req, http.StatusCreated, &out); err != nil {
		return Created{}, err
	}
	seat := func(token string) Link {
		if token == "" {
			return Link{}
		}
		return Link{Base: base, Game: out.ID, Token: token}
	}
	return Created{ID: out.ID, Red: seat(out.Red.Token), Blue: seat(out.Blue.Token), Spectator: seat(out.Spectator.Token)}, nil
}

// OptionsOf are the options of a game to host as the server takes them (Create): those
// that differ from a missing word's (the basic game, Red first, the setup the server's
// seed makes, no optional rule), and never the seed, which the server draws and keeps
// secret. The protocol's new, which the server starts the game with, takes eleven
// words with its seed: every option written out would be more.
func OptionsOf(o game.Options) string {
	o.Setup = game.SetupAuto
	plain := map[string]bool{}
	for _, w := range (game.Options{}).Words() {
		plain[w] = true
	}
	var words []string
	for _, w := range o.Words() {
		if !plain[w] && !strings.HasPrefix(w, "seed=") {
			words = append(words, w)
		}
	}
	return strings.Join(words, " ")
}

// Status is a game as GET /api/games/{id} tells it to one of its links.
type Status struct {
	Seat     string // red, blue or spectator
	Red      string // person or a computer level
	Blue     string
	Actions  int
	Finished bool
	Winner   string
	Decider  string // the side that must act now
	Turn     int
	Phase    string
	Weather  string // "" without the weather rule (R30)
	Last     *Last  // the last action, nil before the first
}

// Last is a game's last action: its line, who gave it and when.
type Last struct {
	Line, Side string
	At         time.Time
}

// Look asks the server how a game stands, for the list of the player's games.
func Look(ctx context.Context, l Link) (Status, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, l.Base+"/api/games/"+l.Game+"?token="+l.Token, nil)
	if err != nil {
		return Status{}, errorf("online.link.broken")
	}
	var out struct {
		Seat, Red, Blue, Winner string
		Actions                 int
		Finished                bool
		Last                    *Last
		Status                  struct {
			Turn           int
			Pending        *struct{ Side string }
			Side           string
			Phase, Weather string
		}
	}
	if err := call(req, http.StatusOK, &out); err != nil {
		return Status{}, err
	}
	s := Status{Seat: out.Seat, Red: out.Red, Blue: out.Blue, Actions: out.Actions, Finished: out.Finished,
		Winner: out.Winner, Turn: out.Status.Turn, Decider: out.Status.Side, Phase: out.Status.Phase, Weather: out.Status.Weather, Last: out.Last}
	if p := out.Status.Pending; p != nil && p.Side != "" {
		s.Decider = p.Side
	}
	return s, nil
}

// call sends a request and reads its JSON answer into out; any other answer than want is
// an *Error that says what went wrong in a player's words.
func call(req *http.Request, want int, out any) error {
	client := &http.Client{Timeout: 15 * time.Second}
	resp, err := client.Do(req)
	if err != nil {
		if errors.Is(err, context.Canceled) {
			return err
		}
		return errorf("online.server.unreachable", req.URL.Host)
	}
	defer resp.Body.Close()
	data, _ := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	if resp.StatusCode != want {
		var e struct{ Error string }
		json.Unmarshal(data, &e)
		switch resp.StatusCode {
		case http.StatusNotFound, http.StatusForbidden:
			return errorf("online.link.unknown")
		case http.StatusTooManyRequests: // the server's bound on new games
			return errorf("online.server.busy")
		}
		if e.Error == "" {
			return errorf("online.server.notserver", resp.Status)
		}
		return errorf("online.server.refused", e.Error)
	}
	if err := json.Unmarshal(data, out); err != nil {
		return errorf("online.server.notserver", resp.Status)
	}
	return nil
}
