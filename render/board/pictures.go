// Package board is the board view: the painted continent at the zoom the player picks,
// the counters on it, coordinate rulers that stay in view, and a tooltip for any square.
// A game scene builds on it: it holds the *game.Game and shows its position.
package board

import (
	"image"
	"log"
	"math"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"

	"taktik/maps"
	"taktik/render/camera"
	"taktik/render/counter"
	"taktik/render/paint"
)

// job is a picture to paint in the background: the board at a square size, or the
// counter sheet at a counter size.
type job struct {
	sheet bool
	size  int
}

// Pictures paints the board at each zoom level, and the counters at each size, on
// first request, one at a time in the background (a level takes up to half a second),
// and keeps them: a handful of levels fit easily in memory.
type Pictures struct {
	board *maps.Board

	mu      sync.Mutex
	queue   []job                  // asked for, not painted, newest first
	busy    bool                   // the painter goroutine runs
	painted map[job]*image.RGBA    // done, waiting for the game loop to upload
	sheets  map[int]*counter.Sheet // the geometry of each sheet painted

	images map[job]*ebiten.Image // uploaded; touched by the game loop only
}

// NewPictures prepares the pictures of a board; nothing is painted until asked for.
func NewPictures(b *maps.Board) *Pictures {
	return &Pictures{board: b, painted: map[job]*image.RGBA{}, sheets: map[int]*counter.Sheet{},
		images: map[job]*ebiten.Image{}}
}

// Board is the board painted at a square size, or nil while it is being painted.
func (p *Pictures) Board(square int) *ebiten.Image { return p.get(job{size: square}) }

// Counters is the sheet of every counter at a size (see counter.Sheet), or nil while
// it is being painted.
func (p *Pictures) Counters(size int) (*ebiten.Image, *counter.Sheet) {
	img := p.get(job{sheet: true, size: size})
	if img == nil {
		return nil, nil
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	return img, p.sheets[size]
}

// NearestCounters is the painted counter sheet closest to a size, without asking for
// any; nil when none is painted yet.
func (p *Pictures) NearestCounters(size int) (*ebiten.Image, *counter.Sheet) {
	p.upload()
	best := 0
	for j := range p.images {
		if j.sheet && (best == 0 || abs(j.size-size) < abs(best-size)) {
			best = j.size
		}
	}
	if best == 0 {
		return nil, nil
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.images[job{sheet: true, size: best}], p.sheets[best]
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// BestBoard is the painted board closest in size to a square size (a larger one when it
// can, since shrinking looks better than enlarging), and the size it was painted at.
func (p *Pictures) BestBoard(square float64) (*ebiten.Image, int) {
	p.upload()
	best, bestSize := (*ebiten.Image)(nil), 0
	score := func(size int) float64 {
		r := float64(size) / square
		if r < 1 {
			return 1/r + 1 // enlarging: worse than any shrinking
		}
		return r
	}
	for j, img := range p.images {
		if !j.sheet && (best == nil || score(j.size) < score(bestSize)) {
			best, bestSize = img, j.size
		}
	}
	return best, bestSize
}

// Prefetch asks for the levels next to one, so the next zoom step is ready.
func (p *Pictures) Prefetch(level int) {
	for i, l := range camera.Levels {
		if l == level {
			if i+1 < len(camera.Levels) {
				p.ask(job{size: camera.Levels[i+1]}, false)
			}
			if i > 0 {
				p.ask(job{size: camera.Levels[i-1]}, false)
			}
		}
	}
}

func (p *Pictures) get(j job) *ebiten.Image {
	p.upload()
	if img := p.images[j]; img != nil {
		return img
	}
	p.ask(j, true)
	return nil
}

// ask queues a job (first in line when urgent) and starts the painter if idle.
func (p *Pictures) ask(j job, urgent bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.images[j] != nil || p.painted[j] != nil {
		return
	}
	for i, q := range p.queue {
		if q == j {
			if !urgent {
				return
			}
			p.queue = append(p.queue[:i], p.queue[i+1:]...)
			break
		}
	}
	if urgent {
		p.queue = append([]job{j}, p.queue...)
	} else {
		p.queue = append(p.queue, j)
	}
	if !p.busy {
		p.busy = true
		go p.paintAll()
	}
}

// paintAll works through the queue in the background.
func (p *Pictures) paintAll() {
	for {
		p.mu.Lock()
		if len(p.queue) == 0 {
			p.busy = false
			p.mu.Unlock()
			return
		}
		j := p.queue[0]
		p.queue = p.queue[1:]
		p.mu.Unlock()

		var img *image.RGBA
		var sheet *counter.Sheet
		if j.sheet {
			sheet = counter.NewSheet(j.size)
			img = sheet.Image
		} else {
			var err error
			img, err = paint.Board(p.board, j.size)
			if err != nil {
				// the map was checked on load; a painter error is a bug worth a log line,
				// and the view keeps showing the nearest level it has
				log.Printf("board: cannot paint the map at %d px: %v", j.size, err)
				continue
			}
		}
		p.mu.Lock()
		p.painted[j] = img
		if sheet != nil {
			p.sheets[j.size] = sheet
		}
		p.mu.Unlock()
	}
}

// upload turns finished paintings into GPU images; only the game loop calls it.
func (p *Pictures) upload() {
	p.mu.Lock()
	done := p.painted
	if len(done) > 0 {
		p.painted = map[job]*image.RGBA{}
	}
	p.mu.Unlock()
	for j, img := range done {
		p.images[j] = ebiten.NewImageFromImage(img)
	}
}

// CoverLevel is the smallest level whose picture covers a screen of w × h pixels (the
// title's backdrop), or the largest level there is.
func CoverLevel(b *maps.Board, w, h int) int {
	for _, l := range camera.Levels {
		s := paint.NewLayout(b, l).Size()
		if s.X >= w && s.Y >= h {
			return l
		}
	}
	return camera.Levels[len(camera.Levels)-1]
}

// DrawCover draws the board picture scaled to cover the whole of dst, centred, and
// reports whether there was a picture to draw.
func (p *Pictures) DrawCover(dst *ebiten.Image) bool {
	b := dst.Bounds()
	level := CoverLevel(p.board, b.Dx(), b.Dy())
	img := p.Board(level)
	if img == nil {
		img, _ = p.BestBoard(float64(level))
	}
	if img == nil {
		return false
	}
	iw, ih := float64(img.Bounds().Dx()), float64(img.Bounds().Dy())
	k := math.Max(float64(b.Dx())/iw, float64(b.Dy())/ih)
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Scale(k, k)
	op.GeoM.Translate((float64(b.Dx())-iw*k)/2, (float64(b.Dy())-ih*k)/2)
	dst.DrawImage(img, op)
	return true
}
