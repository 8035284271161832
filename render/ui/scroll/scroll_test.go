package scroll

import "testing"

// The log's scroll rules, step by step: following keeps the newest line in view, the
// wheel up stops following, new lines then leave the view alone, and coming back to the
// bottom (or End) follows again.
func TestScrollFollowsUntilThePlayerScrollsUp(t *testing.T) {
	s := New()
	type step struct {
		name   string
		do     func()
		offset float64
		follow bool
	}
	steps := []step{
		{"content fits", func() { s.Resize(100, 200) }, 0, true},
		{"content grows past the view", func() { s.Resize(500, 200) }, 300, true},
		{"more lines arrive", func() { s.Resize(600, 200) }, 400, true},
		{"wheel up", func() { s.By(-57) }, 343, false},
		{"more lines while scrolled up", func() { s.Resize(700, 200) }, 343, false},
		{"wheel down, not yet at the bottom", func() { s.By(100) }, 443, false},
		{"wheel down past the bottom", func() { s.By(1000) }, 500, true},
		{"follows again", func() { s.Resize(760, 200) }, 560, true},
		{"to the top", func() { s.To(-50) }, 0, false},
		{"the view grows", func() { s.Resize(760, 300) }, 0, false},
		{"End", func() { s.End() }, 460, true},
		{"the view grows past the content", func() { s.Resize(760, 900) }, 0, true},
	}
	for _, st := range steps {
		st.do()
		if s.Offset != st.offset || s.Follow != st.follow {
			t.Fatalf("%s: offset %v follow %v, want %v %v", st.name, s.Offset, s.Follow, st.offset, st.follow)
		}
	}
}

func TestScrollThumbMapsBothWays(t *testing.T) {
	s := New()
	s.Resize(1000, 250)
	if _, _, ok := (&Scroll{Content: 100, View: 200}).Thumb(200, 20); ok {
		t.Error("a scrollbar although everything fits")
	}
	top, h, ok := s.Thumb(200, 20)
	if !ok || h != 50 || top != 150 { // a quarter of the content shows; at the bottom
		t.Errorf("thumb top %v height %v, want 150 and 50", top, h)
	}
	s.To(s.FromThumb(75, 200, 20)) // the thumb halfway down the free track
	if s.Offset != 375 || s.Follow {
		t.Errorf("offset %v follow %v, want 375 and not following", s.Offset, s.Follow)
	}
}
