// Package scroll is a view onto content taller than its window (the log, the Load list,
// the rules pages): plain arithmetic with no graphics, so its tests run without a
// display; render/ui and the screens draw from it.
package scroll

import "math"

// Scroll is a window onto content (the log's lines, a list): how far down the window
// starts, and whether it follows the newest line. New content keeps a following view at
// the bottom and leaves a view the player scrolled up where it is; reaching the bottom
// again follows again.
type Scroll struct {
	Content float64 // height of everything, pixels
	View    float64 // height of the window onto it
	Offset  float64 // content pixels above the view's top
	Follow  bool
}

// New is a view that follows from the start.
func New() Scroll { return Scroll{Follow: true} }

// Max is the largest offset: the view showing the last line.
func (s *Scroll) Max() float64 { return math.Max(0, s.Content-s.View) }

// Resize sets the content's and the view's heights, keeping a following view at the
// bottom and any other one within bounds.
func (s *Scroll) Resize(content, view float64) {
	s.Content, s.View = content, view
	if s.Follow {
		s.Offset = s.Max()
	}
	s.clamp()
}

// By moves the view down by d pixels (up when negative). Moving up stops following;
// arriving at the bottom starts it again.
func (s *Scroll) By(d float64) {
	s.To(s.Offset + d)
}

// To puts the view's top at an offset.
func (s *Scroll) To(offset float64) {
	s.Offset = offset
	s.clamp()
	s.Follow = s.Offset >= s.Max()-0.5
}

// End jumps to the newest line and follows.
func (s *Scroll) End() { s.To(s.Max()) }

func (s *Scroll) clamp() { s.Offset = math.Min(math.Max(0, s.Offset), s.Max()) }

// Thumb is the scrollbar thumb's top and height within a track of a height, or ok false
// when everything fits and no scrollbar is needed.
func (s *Scroll) Thumb(track, minThumb float64) (top, height float64, ok bool) {
	if s.Content <= s.View || s.View <= 0 {
		return 0, track, false
	}
	height = math.Max(minThumb, track*s.View/s.Content)
	if m := s.Max(); m > 0 {
		top = (track - height) * s.Offset / m
	}
	return top, height, true
}

// FromThumb is the offset that puts the thumb's top at a point of the track.
func (s *Scroll) FromThumb(top, track, minThumb float64) float64 {
	_, h, ok := s.Thumb(track, minThumb)
	if !ok || track <= h {
		return 0
	}
	return top / (track - h) * s.Max()
}
