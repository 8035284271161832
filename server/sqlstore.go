package server

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"
)

// sqlStore is the Store both databases share: the same tables and statements through
// database/sql, with the placeholders written for each.
type sqlStore struct {
	db       *sql.DB
	dollar   bool // PostgreSQL's $1 placeholders instead of SQLite's ?
	notify   bool // NOTIFY the other processes after each batch (PostgreSQL)
	bigint   string
	closeExt func() error
}

// schema is the same for both databases; times are Unix milliseconds so that they
// read alike in both. "index" is quoted: it is a keyword.
func (s *sqlStore) schema() []string {
	return []string{
		`CREATE TABLE IF NOT EXISTS games (
			id TEXT PRIMARY KEY,
			options TEXT NOT NULL,
			seed TEXT NOT NULL,
			red TEXT NOT NULL,
			blue TEXT NOT NULL,
			red_token TEXT NOT NULL,
			blue_token TEXT NOT NULL,
			spectator_token TEXT NOT NULL,
			created ` + s.bigint + ` NOT NULL,
			finished ` + s.bigint + ` NOT NULL DEFAULT 0,
			winner TEXT NOT NULL DEFAULT ''
		)`,
		`CREATE TABLE IF NOT EXISTS actions (
			game_id TEXT NOT NULL REFERENCES games(id),
			"index" INTEGER NOT NULL,
			line TEXT NOT NULL,
			side TEXT NOT NULL,
			hash TEXT NOT NULL,
			at ` + s.bigint + ` NOT NULL,
			PRIMARY KEY (game_id, "index")
		)`,
	}
}

func (s *sqlStore) migrate(ctx context.Context) error {
	for _, q := range s.schema() {
		if _, err := s.db.ExecContext(ctx, q); err != nil {
			return fmt.Errorf("could not create the tables: %v", err)
		}
	}
	return nil
}

// q writes a statement's ? placeholders as the database wants them.
func (s *sqlStore) q(query string) string {
	if !s.dollar {
		return query
	}
	var b strings.Builder
	n := 0
	for _, r := range query {
		if r == '?' {
			n++
			b.WriteString("$" + strconv.Itoa(n))
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

func millis(t time.Time) int64 {
	if t.IsZero() {
		return 0
	}
	return t.UnixMilli()
}

func fromMillis(ms int64) time.Time {
	if ms == 0 {
		return time.Time{}
	}
	return time.UnixMilli(ms).UTC()
}

func (s *sqlStore) Create(ctx context.Context, r Record) error {
	_, err := s.db.ExecContext(ctx, s.q(`INSERT INTO games (id, options, seed, red, blue, red_token, blue_token, spectator_token, created)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`),
		r.ID, r.Options, strconv.FormatUint(r.Seed, 10), r.Red, r.Blue, r.RedHash, r.BlueHash, r.SpecHash, millis(r.Created))
	return err
}

func (s *sqlStore) Load(ctx context.Context, id string) (Record, error) {
	var r Record
	var seed string
	var created, finished int64
	err := s.db.QueryRowContext(ctx, s.q(`SELECT id, options, seed, red, blue, red_token, blue_token, spectator_token, created, finished, winner
		FROM games WHERE id = ?`), id).
		Scan(&r.ID, &r.Options, &seed, &r.Red, &r.Blue, &r.RedHash, &r.BlueHash, &r.SpecHash, &created, &finished, &r.Winner)
	if errors.Is(err, sql.ErrNoRows) {
		return r, ErrNotFound
	}
	if err != nil {
		return r, err
	}
	r.Seed, err = strconv.ParseUint(seed, 10, 64)
	r.Created, r.Finished = fromMillis(created), fromMillis(finished)
	return r, err
}

func (s *sqlStore) Actions(ctx context.Context, id string, from int) ([]Action, error) {
	rows, err := s.db.QueryContext(ctx, s.q(`SELECT "index", line, side, hash, at FROM actions
		WHERE game_id = ? AND "index" >= ? ORDER BY "index"`), id, from)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var list []Action
	for rows.Next() {
		var a Action
		var at int64
		if err := rows.Scan(&a.Index, &a.Line, &a.Side, &a.Hash, &at); err != nil {
			return nil, err
		}
		a.At = fromMillis(at)
		list = append(list, a)
	}
	return list, rows.Err()
}

func (s *sqlStore) Append(ctx context.Context, id string, acts []Action, end *Ending) error {
	if len(acts) == 0 && end == nil {
		return nil
	}
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	for _, a := range acts {
		if _, err := tx.ExecContext(ctx, s.q(`INSERT INTO actions (game_id, "index", line, side, hash, at) VALUES (?, ?, ?, ?, ?, ?)`),
			id, a.Index, a.Line, a.Side, a.Hash, millis(a.At)); err != nil {
			return err
		}
	}
	if end != nil {
		if _, err := tx.ExecContext(ctx, s.q(`UPDATE games SET finished = ?, winner = ? WHERE id = ?`), millis(end.At), end.Winner, id); err != nil {
			return err
		}
	}
	if s.notify && len(acts) > 0 {
		// Delivered to the listeners only when the transaction commits.
		payload := id + " " + strconv.Itoa(acts[len(acts)-1].Index)
		if _, err := tx.ExecContext(ctx, `SELECT pg_notify('taktik_actions', $1)`, payload); err != nil {
			return err
		}
	}
	return tx.Commit()
}

func (s *sqlStore) Close() error {
	err := s.db.Close()
	if s.closeExt != nil {
		err = errors.Join(s.closeExt(), err)
	}
	return err
}
