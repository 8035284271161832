package server

import "time"

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
