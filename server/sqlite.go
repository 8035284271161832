package server

import (
	"context"
	"database/sql"
	"fmt"
	"net/url"
	"os"
	"path/filepath"

	// modernc.org/sqlite is SQLite translated to Go: no cgo, so taktik still builds
	// for every system with a plain go build.
	_ "modernc.org/sqlite"
)

// OpenSQLite opens (or creates) the games file. Write-ahead logging lets readers go on
// while a batch is written; a committed batch survives the process being killed.
func OpenSQLite(path string) (Store, error) {
	if dir := filepath.Dir(path); dir != "" {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return nil, fmt.Errorf("could not create the folder of the games file: %v", err)
		}
	}
	dsn := "file:" + (&url.URL{Path: path}).EscapedPath() +
		"?_pragma=journal_mode(WAL)&_pragma=busy_timeout(10000)&_pragma=synchronous(NORMAL)&_pragma=foreign_keys(ON)&_txlock=immediate"
	db, err := sql.Open("sqlite", dsn)
	if err != nil {
		return nil, err
	}
	// Readers go on side by side (write-ahead log); writers take turns, each waiting
	// for the lock (busy_timeout) from the start of its transaction (_txlock=immediate).
	db.SetMaxOpenConns(4)
	s := &sqlStore{db: db, bigint: "INTEGER"}
	if err := s.migrate(context.Background()); err != nil {
		db.Close()
		return nil, fmt.Errorf("games file %s: %v", path, err)
	}
	return s, nil
}

// Watch: one process owns a SQLite file, so no other process ever writes to it.
func (s *sqlStore) Watch(func(id string, last int)) {}
