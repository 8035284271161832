package server

import (
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"taktik/game"
	"taktik/game/ai"
	"taktik/game/engine"
)

// newGame is the body of POST /api/games: the options of the protocol's `new` (without
// a seed: the server draws it) and who plays each side, a person or a computer level.
type newGame struct {
	Options string `json:"options"`
	Red     string `json:"red"`
	Blue    string `json:"blue"`
}

// seatView is one seat in the answer to POST /api/games.
type seatView struct {
	Player string `json:"player"`
	Token  string `json:"token,omitempty"`
	Link   string `json:"link,omitempty"`
	WS     string `json:"ws,omitempty"`
}

func (s *Server) createGame(w http.ResponseWriter, r *http.Request) {
	if !s.mayCreate(r, time.Now()) {
		w.Header().Set("Retry-After", "60")
		apiError(w, http.StatusTooManyRequests, "too many new games from your address: wait a minute and try again")
		return
	}
	var req newGame
	r.Body = http.MaxBytesReader(w, r.Body, 16<<10)
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		apiError(w, http.StatusBadRequest, "the body must be JSON like {\"options\": \"mode=basic\", \"red\": \"person\", \"blue\": \"medium\"}: "+err.Error())
		return
	}
	opts, err := s.checkOptions(req.Options)
	if err != nil {
		apiError(w, http.StatusBadRequest, err.Error())
		return
	}
	rec := Record{ID: randomText(9), Options: opts, Seed: randomSeed(), Created: time.Now().UTC()}
	tokens := map[string]string{spectator: randomText(24)}
	for _, p := range []struct {
		side   string
		in     string
		player *string
		hash   *string
	}{{"red", req.Red, &rec.Red, &rec.RedHash}, {"blue", req.Blue, &rec.Blue, &rec.BlueHash}} {
		player, err := checkPlayer(p.in)
		if err != nil {
			apiError(w, http.StatusBadRequest, p.side+": "+err.Error())
			return
		}
		*p.player = player
		if player == person {
			tokens[p.side] = randomText(24)
			*p.hash = tokenHash(tokens[p.side])
		}
	}
	rec.SpecHash = tokenHash(tokens[spectator])
	if err := s.store.Create(r.Context(), rec); err != nil {
		apiError(w, http.StatusServiceUnavailable, "the game could not be stored: "+err.Error())
		return
	}
	base := s.base(r)
	seat := func(side, player string) seatView {
		v := seatView{Player: player}
		if t := tokens[side]; t != "" {
			q := "game=" + rec.ID + "&token=" + t
			v.Token, v.Link = t, base+"/?"+q
			v.WS = "ws" + strings.TrimPrefix(base, "http") + "/api/games/" + rec.ID + "/ws?token=" + t
		}
		return v
	}
	writeJSON(w, http.StatusCreated, map[string]any{"id": rec.ID, "options": rec.Options,
		"red": seat("red", rec.Red), "blue": seat("blue", rec.Blue), "spectator": seat(spectator, "")})
}

// checkOptions takes the options of `new` that an online game may have: every one but
// the seed, which the server draws and keeps secret.
func (s *Server) checkOptions(text string) (string, error) {
	words := strings.Fields(text)
	if len(text) > 1024 || len(words) > engine.NewWords-1 { // all of new's options but the seed

		return "", fmt.Errorf("the options are too long: they are a few words like mode=basic weather=on")
	}
	for _, w := range words {
		if k, _, _ := strings.Cut(strings.ToLower(w), "="); k == "seed" {
			return "", fmt.Errorf("an online game's dice seed is drawn by the server and kept secret until the end: leave seed= out")
		}
	}
	opts, err := game.ParseOptions(words)
	if err != nil {
		return "", err
	}
	opts.Seed = 1
	if _, err := game.New(s.board, opts); err != nil { // as it will start when a seat connects
		return "", err
	}
	return strings.Join(words, " "), nil
}

func checkPlayer(p string) (string, error) {
	if p == "" || strings.EqualFold(p, person) {
		return person, nil
	}
	l, err := ai.ParseLevel(p)
	if err != nil {
		return "", fmt.Errorf("a side is played by a person or a computer level (random, easy, medium, hard, expert): %v", err)
	}
	return l.String(), nil
}

// gameStatus is GET /api/games/{id}: for a seat's or the spectator's token, the game's
// players, how many actions it has, the engine's status and, once it has ended, the seed.
func (s *Server) gameStatus(w http.ResponseWriter, r *http.Request) {
	l, side, ok := s.authorize(w, r)
	if !ok {
		return
	}
	defer s.release(l)
	var out map[string]any
	l.do(func() {
		reply, _ := l.sess.Exec("status")
		out = map[string]any{"id": l.id, "seat": side, "options": l.rec.Options, "red": l.rec.Red, "blue": l.rec.Blue,
			"actions": len(l.rows), "created": l.rec.Created, "finished": !l.rec.Finished.IsZero(),
			"status": json.RawMessage(reply)}
		if n := len(l.rows); n > 0 { // for a player's list of games: what happened last, and when
			a := l.rows[n-1]
			out["last"] = map[string]any{"line": a.Line, "side": a.Side, "at": a.At}
		}
		if !l.rec.Finished.IsZero() {
			out["winner"], out["seed"], out["ended"] = l.rec.Winner, strconv.FormatUint(l.rec.Seed, 10), l.rec.Finished
		}
	})
	writeJSON(w, http.StatusOK, out)
}

// authorize finds the game and the seat a request's token opens: from ?token= or an
// Authorization: Bearer header. It answers the request itself when it fails.
func (s *Server) authorize(w http.ResponseWriter, r *http.Request) (*live, string, bool) {
	token := r.URL.Query().Get("token")
	if b, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer "); ok {
		token = b
	}
	id := r.PathValue("id")
	if len(id) > 64 || token == "" || len(token) > 128 {
		apiError(w, http.StatusForbidden, "this link has no valid token: use the link the game's creator received")
		return nil, "", false
	}
	l, err := s.acquire(r.Context(), id)
	if err == ErrNotFound {
		apiError(w, http.StatusNotFound, err.Error())
		return nil, "", false
	}
	if err != nil {
		apiError(w, http.StatusServiceUnavailable, "the game could not be loaded: "+err.Error())
		return nil, "", false
	}
	side := l.rec.seatOf(token)
	if side == "" {
		s.release(l)
		apiError(w, http.StatusForbidden, "wrong token for this game: use the link the game's creator received")
		return nil, "", false
	}
	return l, side, true
}

// seatOf is the seat a token opens ("" for none), compared as hashes in constant time.
func (r Record) seatOf(token string) string {
	h := []byte(tokenHash(token))
	for _, s := range []struct{ side, hash string }{{"red", r.RedHash}, {"blue", r.BlueHash}, {spectator, r.SpecHash}} {
		if s.hash != "" && subtle.ConstantTimeCompare(h, []byte(s.hash)) == 1 {
			return s.side
		}
	}
	return ""
}

// base is the address links start with.
func (s *Server) base(r *http.Request) string {
	if s.URL != "" {
		return strings.TrimRight(s.URL, "/")
	}
	scheme := "http"
	if r.TLS != nil {
		scheme = "https"
	}
	return (&url.URL{Scheme: scheme, Host: r.Host}).String()
}

func tokenHash(token string) string {
	h := sha256.Sum256([]byte(token))
	return hex.EncodeToString(h[:])
}

// randomText is n random bytes (n ≥ 16 for a token: 128 bits) written for a URL.
func randomText(n int) string {
	b := make([]byte, n)
	rand.Read(b) // never fails (crypto/rand)
	return base64.RawURLEncoding.EncodeToString(b)
}

func randomSeed() uint64 {
	var b [8]byte
	rand.Read(b[:])
	return binary.LittleEndian.Uint64(b[:])
}

func writeJSON(w http.ResponseWriter, code int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(code)
	json.NewEncoder(w).Encode(v)
}

func apiError(w http.ResponseWriter, code int, why string) {
	writeJSON(w, code, map[string]any{"ok": false, "error": why})
}
