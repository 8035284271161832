package server

import (
	"context"
	"database/sql"
	"fmt"
	"log"
	"strconv"
	"strings"
	"sync"
	"time"

	// pgx is the standard PostgreSQL driver for Go, pure Go and well kept; its own
	// connection type gives LISTEN/NOTIFY, which database/sql has no words for.
	"github.com/jackc/pgx/v5"
	_ "github.com/jackc/pgx/v5/stdlib"
)

// pgStore keeps games in PostgreSQL, shared by several taktik serve processes: the
// primary key (game_id, index) makes two processes that race on one game fail cleanly,
// and a NOTIFY after each batch tells the others to push it to their players.
type pgStore struct {
	*sqlStore
	url    string
	ctx    context.Context
	cancel context.CancelFunc
	once   sync.Once
	wg     sync.WaitGroup
}

// IsPostgres tells a --db value that names PostgreSQL from a SQLite file.
func IsPostgres(db string) bool {
	return strings.HasPrefix(db, "postgres://") || strings.HasPrefix(db, "postgresql://")
}

// OpenPostgres connects to the database at url and creates the tables when missing.
func OpenPostgres(ctx context.Context, url string) (Store, error) {
	db, err := sql.Open("pgx", url)
	if err != nil {
		return nil, err
	}
	db.SetMaxOpenConns(20)
	s := &pgStore{sqlStore: &sqlStore{db: db, dollar: true, notify: true, bigint: "BIGINT"}, url: url}
	// Two processes starting at once may both create the tables: a lock keeps that
	// from failing one of them.
	mctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	conn, err := db.Conn(mctx)
	if err != nil {
		db.Close()
		return nil, fmt.Errorf("could not connect to PostgreSQL: %v", err)
	}
	defer conn.Close()
	if _, err := conn.ExecContext(mctx, `SELECT pg_advisory_lock(7237)`); err != nil {
		db.Close()
		return nil, fmt.Errorf("could not connect to PostgreSQL: %v", err)
	}
	for _, q := range s.schema() {
		if _, err := conn.ExecContext(mctx, q); err != nil {
			db.Close()
			return nil, fmt.Errorf("could not create the tables: %v", err)
		}
	}
	conn.ExecContext(mctx, `SELECT pg_advisory_unlock(7237)`)
	s.ctx, s.cancel = context.WithCancel(context.Background())
	s.closeExt = func() error { s.cancel(); s.wg.Wait(); return nil }
	return s, nil
}

// Watch starts listening (once) on a connection of its own, and calls fn for every
// batch stored, by this process too (the caller skips what it already has). It returns
// once the first LISTEN is in place, so that no batch stored after it is missed; a lost
// connection is opened again after a second (a game that missed a batch meanwhile
// is caught up: fn hears "" and -1 then, for every game).
func (s *pgStore) Watch(fn func(id string, last int)) {
	s.once.Do(func() {
		conn, err := s.listen()
		if err != nil {
			log.Printf("taktik serve: listening to PostgreSQL: %v (trying again)", err)
		}
		s.wg.Add(1)
		go func() {
			defer s.wg.Done()
			for s.ctx.Err() == nil {
				if conn != nil {
					err = s.wait(conn, fn)
					conn.Close(context.Background())
					conn = nil
				}
				if s.ctx.Err() != nil {
					return
				}
				if err != nil {
					log.Printf("taktik serve: listening to PostgreSQL: %v (trying again)", err)
				}
				select {
				case <-time.After(time.Second):
				case <-s.ctx.Done():
					return
				}
				if conn, err = s.listen(); err == nil {
					fn("", -1) // batches may have gone by meanwhile
				}
			}
		}()
	})
}

func (s *pgStore) listen() (*pgx.Conn, error) {
	conn, err := pgx.Connect(s.ctx, s.url)
	if err != nil {
		return nil, err
	}
	if _, err := conn.Exec(s.ctx, "LISTEN taktik_actions"); err != nil {
		conn.Close(context.Background())
		return nil, err
	}
	return conn, nil
}

func (s *pgStore) wait(conn *pgx.Conn, fn func(id string, last int)) error {
	for {
		n, err := conn.WaitForNotification(s.ctx)
		if err != nil {
			return err
		}
		id, last, ok := strings.Cut(n.Payload, " ")
		if k, err := strconv.Atoi(last); ok && err == nil {
			fn(id, k)
		}
	}
}
