package server

import (
	"net"
	"net/http"
	"time"
)

// rate is a token bucket: burst messages at once, then perSecond on average.
type rate struct {
	perSecond float64
	burst     float64
	tokens    float64
	last      time.Time
}

func newRate(perSecond float64, burst int) *rate {
	return &rate{perSecond: perSecond, burst: float64(burst), tokens: float64(burst)}
}

func (r *rate) allow(now time.Time) bool {
	if !r.last.IsZero() {
		r.tokens = min(r.burst, r.tokens+now.Sub(r.last).Seconds()*r.perSecond)
	}
	r.last = now
	if r.tokens < 1 {
		return false
	}
	r.tokens--
	return true
}

// mayCreate reports whether the address a request came from may create a game now
// (Server.NewGames): a host is not to be flooded with games.
func (s *Server) mayCreate(r *http.Request, now time.Time) bool {
	if s.NewGames <= 0 {
		return true
	}
	addr, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		addr = r.RemoteAddr
	}
	s.createMu.Lock()
	defer s.createMu.Unlock()
	if len(s.creators) > 4096 { // forget the addresses whose bucket is full again
		full := time.Duration(2 * 60 / s.NewGames * float64(time.Second))
		for a, b := range s.creators {
			if now.Sub(b.last) > full {
				delete(s.creators, a)
			}
		}
	}
	b := s.creators[addr]
	if b == nil {
		b = newRate(s.NewGames/60, max(1, int(2*s.NewGames)))
		s.creators[addr] = b
	}
	return b.allow(now)
}
