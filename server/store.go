// Package server hosts TAKTIK II games for players apart (`taktik serve`): it keeps
// every game in a database as its options, a secret dice seed and the list of accepted
// actions, rolls every die itself, and lets each seat speak the engine's text protocol
// (game/engine, docs/protocol.md) over a WebSocket. It never imports Ebitengine.
package server

import (
	"context"
	"errors"
	"time"
)

// Record is a game as the database keeps it. The seats' tokens are kept only as their
// SHA-256 hashes (hex); a computer seat's player is its level, a person's "person".
type Record struct {
	ID       string
	Options  string // the options of `new`, without the seed
	Seed     uint64 // secret until the game has ended
	Red      string // "person" or a computer level
	Blue     string
	RedHash  string // sha256 of the seat's token; "" for a computer seat
	BlueHash string
	SpecHash string // the spectator's
	Created  time.Time
	Finished time.Time // zero while the game goes on
	Winner   string    // red, blue, draw or "" while the game goes on
}

// Action is one accepted command line of a game, as stored: Index counts from 0, Hash
// is the game's position hash after it (hex), Side the seat that gave it.
type Action struct {
	Index int
	Line  string
	Side  string
	Hash  string
	At    time.Time
	Dice  []int // the rolls it drew, worked out again on replay (not stored)
}

// Ending marks a game finished in the same transaction as its last action.
type Ending struct {
	Winner string
	At     time.Time
}

// Store keeps games and their actions. Append stores a batch of actions (and the end
// of the game, when it came) in one transaction, after which they are acknowledged;
// it fails when another writer took one of the indices first (two processes on one
// game), and then the caller reloads the game from Actions.
type Store interface {
	Create(ctx context.Context, r Record) error
	Load(ctx context.Context, id string) (Record, error)
	Actions(ctx context.Context, id string, from int) ([]Action, error)
	Append(ctx context.Context, id string, acts []Action, end *Ending) error
	// Watch calls fn for every batch another process stores, with the game and the
	// index of its last action; a store used by one process only never calls it.
	Watch(fn func(id string, last int))
	Close() error
}

// ErrNotFound is the answer for a game id the store does not know.
var ErrNotFound = errors.New("there is no game with this id (check the link)")

// Open opens the store a --db value names: a postgres:// or postgresql:// URL, or a
// SQLite file (created when missing).
func Open(ctx context.Context, db string) (Store, error) {
	if IsPostgres(db) {
		return OpenPostgres(ctx, db)
	}
	return OpenSQLite(db)
}
