package online

import (
	"encoding/json"
	"errors"
	"io/fs"
	"path/filepath"
	"slices"
	"time"

	"taktik/game/store"
)

// Kept is an online game the player has a seat in (or watches), as the list of his
// games keeps it: a game waits for days, and the list brings him back to it.
type Kept struct {
	Link  string    `json:"link"`
	Here  bool      `json:"here,omitempty"` // hosted by this computer: the host must run to play it
	Added time.Time `json:"added"`
	// A game this player hosted keeps the links he hands out, his side's and the
	// spectators', so that the list can show them again (Links).
	Side  string `json:"side,omitempty"` // "red" or "blue": the side the host plays
	Other string `json:"other,omitempty"`
	Watch string `json:"watch,omitempty"`
}

// Links are the links of a game the player hosted, as they were made: his side's seat,
// the other's and the spectators'; ok is false for a game he joined (or a list written
// before the links were kept).
func (k Kept) Links() (c Created, side string, ok bool) {
	mine, err1 := ParseLink(k.Link)
	other, err2 := ParseLink(k.Other)
	watch, err3 := ParseLink(k.Watch)
	if err1 != nil || err2 != nil || err3 != nil || (k.Side != "red" && k.Side != "blue") {
		return Created{}, "", false
	}
	c = Created{ID: mine.Game, Red: mine, Blue: other, Spectator: watch}
	if k.Side == "blue" {
		c.Red, c.Blue = other, mine
	}
	return c, k.Side, true
}

// Hosting is what the list keeps of a game just hosted: the host's seat on the side he
// plays, and the links he hands out.
func Hosting(c Created, side string, here bool, at time.Time) Kept {
	other := "blue"
	if side == "blue" {
		other = "red"
	}
	return Kept{Link: c.Seat(side).String(), Here: here, Added: at, Side: side, Other: c.Seat(other).String(), Watch: c.Spectator.String()}
}

// KeptGames reads the list of the player's online games; a missing file is an empty list.
func KeptGames(path string) ([]Kept, error) {
	data, err := store.Read(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var list []Kept
	if err := json.Unmarshal(data, &list); err != nil {
		return nil, err
	}
	return list, nil
}

// KeepGame adds a game to the player's list (once: a link already there stays where it
// is) and writes the list. A damaged list starts again with this game; the damaged file
// is put aside (path.broken) first, for its links are the only copy of the ones the
// player handed out.
func KeepGame(path string, k Kept) ([]Kept, error) {
	list, err := KeptGames(path)
	if err != nil {
		if err := store.Rename(path, path+".broken"); err != nil {
			return nil, err
		}
		list = nil
	}
	if slices.ContainsFunc(list, func(o Kept) bool { return o.Link == k.Link }) {
		return list, nil
	}
	list = append(list, k)
	data, _ := json.MarshalIndent(list, "", " ")
	if err := store.MakeDir(filepath.Dir(path)); err != nil {
		return list, err
	}
	return list, store.Write(path, append(data, '\n'))
}

// Seen is a kept game as its server tells it now, for the list of the player's games.
type Seen struct {
	Kept
	Link   Link
	Status Status
	Err    error // the server did not answer, or no longer knows the game
}

// YourTurn reports whether the player must act in the game.
func (s Seen) YourTurn() bool {
	return s.Err == nil && !s.Status.Finished && s.Status.Seat != "spectator" && s.Status.Decider == s.Status.Seat
}

// Order sorts the player's games: those where it is his turn first, then those waiting for
// the other side, the finished and the unreachable last; the newest first within each.
func Order(list []Seen) {
	rank := func(s Seen) int {
		switch {
		case s.YourTurn():
			return 0
		case s.Err == nil && !s.Status.Finished:
			return 1
		case s.Err == nil:
			return 2
		}
		return 3
	}
	slices.SortStableFunc(list, func(a, b Seen) int {
		if ra, rb := rank(a), rank(b); ra != rb {
			return ra - rb
		}
		return b.Added.Compare(a.Added)
	})
}
