//go:build gfx

package render

import (
	"testing"
	"time"

	"taktik/render/board"
	"taktik/render/camera"
)

// zoomPeak is the most the board pictures may hold at any tick of a zoom in to the
// closest level (board.Footprint: the pictures on the GPU, the paintings in Go memory,
// the pixels Ebitengine keeps a copy of until the frame ends). With the closest level
// sent to the GPU in one tick and the level before last kept until it was up, they
// held 147 MB in this zoom: 67 on the GPU, the painting's 40 and Ebitengine's 40 MB
// copy of it (issue 34, item 8); now 111.
const zoomPeak = 125 << 20

// Zooming in level by level to the closest, the board pictures never hold more than
// zoomPeak: the closest level goes to the GPU a few tiles a tick, and the level
// before last goes as soon as the view waits for the closest level's picture.
func TestZoomingInHoldsLittleBesideThePictures(t *testing.T) {
	s := newScripted(t, 1366, 768)
	handMade(t, s, "red:inf1 20-13", "blue:inf1 20-20")
	s.sharpBoard()
	s.in.Move(600, 400)
	closest := camera.Levels[len(camera.Levels)-1]
	peak, at, worst := 0, 0, board.Footprint{}
	deadline := time.Now().Add(2 * time.Minute)
	for cam := s.view().Camera(); cam.Level < closest || !s.view().Sharp(); {
		if time.Now().After(deadline) {
			t.Fatalf("the board never showed sharp at the closest level (at %d)", cam.Level)
		}
		if s.view().Sharp() {
			s.in.Scroll(1) // the next level once this one shows, as a player looks at each
		}
		s.tick()
		if f := s.a.pics.Footprint(); f.Total() > peak {
			peak, at, worst = f.Total(), cam.Level, f
		}
		time.Sleep(5 * time.Millisecond)
	}
	t.Logf("peak %.1f MB at level %d: %.1f MB on the GPU, %.1f MB of paintings, %.1f MB sent in the tick",
		mb(peak), at, mb(worst.GPU), mb(worst.Paintings), mb(worst.Sent))
	if peak > zoomPeak {
		t.Errorf("the board pictures held %.1f MB at level %d (%.1f on the GPU, %.1f of paintings, %.1f sent in one tick), more than %d MB",
			mb(peak), at, mb(worst.GPU), mb(worst.Paintings), mb(worst.Sent), zoomPeak>>20)
	}
}

func mb(n int) float64 { return float64(n) / (1 << 20) }
