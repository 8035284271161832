// Package board is the board view: the painted continent at the zoom the player picks,
// the counters on it, coordinate rulers that stay in view, and a tooltip for any square.
// A game scene builds on it: it holds the *game.Game and shows its position.
package board

import (
	"image"
	"log"
	"math"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"taktik/maps"
	"taktik/render/camera"
	"taktik/render/counter"
	"taktik/render/paint"
	"taktik/render/ui"
)

// job is a picture to paint in the background: the board at a square size, or the
// counter sheet at a counter size.
type job struct {
	sheet bool
	size  int
}

// Pictures paints the board at each zoom level, and the counters at each size, on
// first request, one at a time in the background (a level takes up to half a second).
// It keeps the pictures the view needs, its level and those next to it as far as
// keepBytes allows (Focus), and lets the others go: the closest level alone is 42 MB,
// every level together 107 MB, and a laptop's memory is not the pictures' alone.
type Pictures struct {
	board *maps.Board

	mu      sync.Mutex
	queue   []job                  // asked for, not painted, newest first
	busy    bool                   // the painter goroutine runs
	now     *job                   // the job it paints now, nil between jobs
	painted map[job]*image.RGBA    // done, waiting for the game loop to upload
	sheets  map[int]*counter.Sheet // the geometry of each sheet painted

	images  map[job]*ebiten.Image  // counter sheets uploaded; touched by the game loop only
	boards  map[int]*Picture       // board pictures uploaded, by square size; the same
	going   map[int]*pictureUpload // board pictures being uploaded, by square size; the same
	sent    int                    // the bytes uploaded in the tick sentAt
	dropped int                    // the bytes of the paintings all sent in that tick
	sentAt  int                    // the tick sent and dropped count for
	gone    []let                  // the board pictures let go lately (Footprint)

	// Released, when set, is called after pictures were let go (Focus) or handed to
	// the GPU, once Ebitengine has let go of them too (Settle): then their memory may
	// go back to the system.
	Released func()
	ticks    int // Settle's calls: the game loop's ticks
	due      int // the tick from which Settle calls Released, 0 for none
}

// NewPictures prepares the pictures of a board; nothing is painted until asked for.
func NewPictures(b *maps.Board) *Pictures {
	return &Pictures{board: b, painted: map[job]*image.RGBA{}, sheets: map[int]*counter.Sheet{},
		images: map[job]*ebiten.Image{}, boards: map[int]*Picture{}, going: map[int]*pictureUpload{}}
}

// Board is the board painted at a square size, or nil while it is being painted.
func (p *Pictures) Board(square int) *Picture {
	p.upload()
	if pic := p.boards[square]; pic != nil {
		return pic
	}
	p.ask(job{size: square}, true)
	return nil
}

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
func (p *Pictures) BestBoard(square float64) (*Picture, int) {
	p.upload()
	best, bestSize := (*Picture)(nil), 0
	score := func(size int) float64 {
		r := float64(size) / square
		if r < 1 {
			return 1/r + 1 // enlarging: worse than any shrinking
		}
		return r
	}
	for size, pic := range p.boards {
		if best == nil || score(size) < score(bestSize) {
			best, bestSize = pic, size
		}
	}
	return best, bestSize
}

// keepBytes is how much GPU memory the board pictures kept beside the one in view may
// take together with it (Focus): the three middle levels together, but at the closest
// two only the one in view and the farther one.
const keepBytes = 56 << 20

// Focus is called while the board shows at a level: it asks for the levels next to it
// (the farther one first) as far as keepBytes allows, so the next zoom step is ready,
// and lets go of the boards and counter sheets of every other level (painted again
// when the view comes back to them; meanwhile the view shows a kept level scaled).
func (p *Pictures) Focus(level int) {
	i := slices.Index(camera.Levels, level)
	if i < 0 {
		return
	}
	keep := map[job]bool{{size: level}: true, {sheet: true, size: counter.SizeFor(level)}: true}
	bytes := p.bytes(level)
	for _, n := range []int{i - 1, i + 1} {
		if n < 0 || n >= len(camera.Levels) {
			continue
		}
		l := camera.Levels[n]
		if bytes+p.bytes(l) > keepBytes {
			continue
		}
		bytes += p.bytes(l)
		keep[job{size: l}] = true
		keep[job{sheet: true, size: counter.SizeFor(l)}] = true
		p.ask(job{size: l}, false)
	}
	p.release(keep)
}

// bytes is the GPU memory of the board picture at a level.
func (p *Pictures) bytes(level int) int {
	s := paint.NewLayout(p.board, level).Size()
	return pictureBytes(s.X, s.Y)
}

// release lets go of every picture not kept: the uploaded ones are deallocated, the
// painted ones and those waiting in the queue dropped.
func (p *Pictures) release(keep map[job]bool) {
	freed := false
	for j, img := range p.images {
		if !keep[j] {
			img.Deallocate()
			delete(p.images, j)
			freed = true
		}
	}
	if p.dropBoards(func(size int) bool { return keep[job{size: size}] }) || freed {
		p.settleLater()
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	for j := range p.painted {
		if !keep[j] {
			delete(p.painted, j)
		}
	}
	queue := p.queue[:0]
	for _, j := range p.queue {
		if keep[j] {
			queue = append(queue, j)
		}
	}
	p.queue = queue
}

// dropBoards deallocates the board pictures, uploaded or on their way, of every size
// not kept, and reports whether there were any.
func (p *Pictures) dropBoards(kept func(size int) bool) bool {
	freed := false
	for size, pic := range p.boards {
		if !kept(size) {
			p.gone = append(p.gone, let{tick: p.ticks, bytes: pictureBytes(pic.w, pic.h)})
			pic.Deallocate()
			delete(p.boards, size)
			freed = true
		}
	}
	for size, u := range p.going {
		if !kept(size) {
			p.gone = append(p.gone, let{tick: p.ticks, bytes: pictureBytes(u.pic.w, u.pic.h)})
			u.pic.Deallocate()
			delete(p.going, size)
			uploads.Add(-1)
			freed = true
		}
	}
	return freed
}

// let is a board picture let go: its GPU memory, and the tick it was let go in.
type let struct{ tick, bytes int }

// Wait is called while the board shows the picture of level shown scaled, the one of
// its own level still being painted or uploaded: it lets go of every other board
// picture now rather than once the level's own is up (Focus). Zoomed in to the closest
// level, the level before last (19 MB on the GPU) so goes before the closest level's
// painting and upload (40 and 45 MB) come, not after.
func (p *Pictures) Wait(level, shown int) {
	if p.dropBoards(func(size int) bool { return size == level || size == shown }) {
		p.settleLater()
	}
}

// Footprint is what the board pictures hold at a moment, in bytes.
type Footprint struct {
	GPU       int // the board pictures on the GPU, on their way, or let go in the last settleTicks ticks
	Paintings int // the paintings in Go memory: waiting to go to the GPU, going, or sent whole in this tick
	Sent      int // the pixels sent to the GPU in this tick: Ebitengine keeps a copy until the frame ends
}

// Total is the sum of the three.
func (f Footprint) Total() int { return f.GPU + f.Paintings + f.Sent }

// Footprint is what the board pictures hold now (the tests follow it through a zoom).
func (p *Pictures) Footprint() Footprint {
	var f Footprint
	for _, pic := range p.boards {
		f.GPU += pictureBytes(pic.w, pic.h)
	}
	for _, u := range p.going {
		f.GPU += pictureBytes(u.pic.w, u.pic.h)
		if u.src != nil {
			f.Paintings += len(u.src.Pix)
		}
	}
	p.mu.Lock()
	for j, img := range p.painted {
		if !j.sheet {
			f.Paintings += len(img.Pix)
		}
	}
	p.mu.Unlock()
	for _, g := range p.gone {
		f.GPU += g.bytes
	}
	if p.sentAt == p.ticks {
		f.Sent = p.sent
		f.Paintings += p.dropped
	}
	return f
}

// settleTicks is how many ticks of the game loop Ebitengine takes to let go of a
// texture deallocated, or of the pixels sent to one: the next frame's start hands the
// deallocation on, its end carries it out.
const settleTicks = 3

// settleLater asks Settle to call Released a few ticks from now.
func (p *Pictures) settleLater() { p.due = p.ticks + settleTicks }

// Settle calls Released once the pictures let go or uploaded are gone from Ebitengine
// too; the game loop calls it every tick, drawn or not.
func (p *Pictures) Settle() {
	p.ticks++
	gone := p.gone[:0]
	for _, g := range p.gone {
		if p.ticks-g.tick < settleTicks {
			gone = append(gone, g)
		}
	}
	p.gone = gone
	p.upload() // the pictures on their way go on
	if p.due > 0 && p.ticks >= p.due {
		p.due = 0
		if p.Released != nil {
			p.Released()
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
	// asked again while it is painted (every frame that wants it does), it is not queued
	// again: the closest level was painted twice, 40 MB more for a moment
	if p.images[j] != nil || (!j.sheet && (p.boards[j.size] != nil || p.going[j.size] != nil)) || p.painted[j] != nil ||
		(p.now != nil && *p.now == j) {
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
		painters.Add(1)
		go p.paintAll()
	}
}

// painters counts the painter goroutines at work, those of every Pictures; uploads the
// board pictures on their way to the GPU, and lastStep when a part of one was last sent
// (unix nanoseconds).
var (
	painters atomic.Int32
	uploads  atomic.Int32
	lastStep atomic.Int64
)

// uploadStill is how long after its last step an upload counts as under way: one whose
// Pictures no game loop asks for any more (a scene, or a test's app, gone) goes no
// further, and must not count for ever.
const uploadStill = 250 * time.Millisecond

// Painting reports whether a painter of any Pictures is at work or a board picture is
// still being uploaded: until both are done, a painting may finish and wake the game
// loop (ui.Wake).
func Painting() bool {
	return painters.Load() > 0 || uploads.Load() > 0 && time.Since(time.Unix(0, lastStep.Load())) < uploadStill
}

// paintAll works through the queue in the background.
func (p *Pictures) paintAll() {
	for {
		p.mu.Lock()
		if len(p.queue) == 0 {
			p.busy = false
			p.mu.Unlock()
			painters.Add(-1)
			return
		}
		j := p.queue[0]
		p.queue = p.queue[1:]
		p.now = &j
		p.mu.Unlock()

		var img *image.RGBA
		var sheet *counter.Sheet
		if j.sheet {
			sheet = counter.NewSheet(j.size)
			img = sheet.Image
		} else {
			// the garbage of what came before (the last painting, uploaded; Ebitengine's
			// copies of it) is collected first, so that this painting takes its room
			// instead of growing the heap by its size: 40 MB at the closest level
			runtime.GC()
			var err error
			img, err = paint.Board(p.board, j.size)
			if err != nil {
				// the map was checked on load; a painter error is a bug worth a log line,
				// and the view keeps showing the nearest level it has
				log.Printf("board: cannot paint the map at %d px: %v", j.size, err)
				p.mu.Lock()
				p.now = nil
				p.mu.Unlock()
				continue
			}
		}
		p.mu.Lock()
		p.now = nil
		p.painted[j] = img
		if sheet != nil {
			p.sheets[j.size] = sheet
		}
		p.mu.Unlock()
		ui.Wake() // the game loop may rest: the new picture is for its next frame
	}
}

// upload turns finished paintings into GPU images; only the game loop calls it. A
// board goes up a few tiles a tick, tickBytes of pixels at most (see pictureUpload),
// and shows once it is all up; the first, with no other to show scaled meanwhile,
// and any of wholeBytes or less go up at once.
func (p *Pictures) upload() {
	p.mu.Lock()
	// the map is taken only when it holds something; an empty one stays the painter's,
	// and this goroutine must not read it once the lock is let go (the race detector
	// saw the painter's write meet the loop below over an empty map)
	var done map[job]*image.RGBA
	if len(p.painted) > 0 {
		done, p.painted = p.painted, map[job]*image.RGBA{}
	}
	p.mu.Unlock()
	if p.sentAt != p.ticks {
		p.sent, p.dropped, p.sentAt = 0, 0, p.ticks
	}
	sheets := false
	for j, img := range done {
		if j.sheet {
			p.images[j] = uploadImage(img)
			p.sent += len(img.Pix)
			sheets = true
		} else if p.boards[j.size] == nil && p.going[j.size] == nil { // not painted twice (asked again while painted)
			p.going[j.size] = newPictureUpload(img)
			uploads.Add(1)
		}
	}
	if sheets {
		p.settleLater() // the painted sheets are garbage now
	}
	for size, u := range p.going {
		limit := tickBytes
		if len(p.boards) == 0 || 4*u.pic.w*u.pic.h <= wholeBytes {
			limit = math.MaxInt // nothing to show scaled meanwhile, or a small picture (the title's): all at once
		}
		if p.sent >= limit {
			continue
		}
		painting := len(u.src.Pix)
		all := false
		p.sent, all = u.step(p.sent, limit)
		lastStep.Store(time.Now().UnixNano())
		if all {
			p.dropped += painting
			p.boards[size] = u.pic
			delete(p.going, size)
			uploads.Add(-1)
			p.settleLater() // the painting is garbage now
		}
	}
	if len(p.going) > 0 {
		ui.Wake() // the next tick sends more, and ends its frame: Ebitengine lets go of this one's copies
	}
}

// tickBytes is how many bytes of board pictures go to the GPU in a tick of the game
// loop: three tiles, the closest level in 16 ticks. Ebitengine keeps a copy of the
// pixels sent in a frame until the frame ends (its command queue's finalizers), so the
// closest level sent in one tick held a copy of itself beside its painting, 40 MB (the
// peak of issue 34, item 8; heap profile: graphics.(*bytesPool).get under WritePixels).
const tickBytes = 3 << 20

// wholeBytes is the largest picture that goes up in one tick: the title's backdrop and
// the middle levels, not the two closest (24 and 42 MB).
const wholeBytes = 16 << 20

// uploadBytes is how much of a picture goes to the GPU at once. Ebitengine copies each
// upload into a buffer and keeps the last 31 buffers for reuse once the frame is over;
// the others are garbage. A tick's strips, tickBytes in strips of 128 kB, are 24 or a
// few more: from the second tick on, an upload reuses the buffers of the one before
// instead of leaving garbage behind, and the buffers kept are 4 MB at most.
const uploadBytes = 128 << 10

// flushed is where an uploaded picture is drawn one pixel of, at once: Ebitengine
// holds a picture's uploads in Go memory until the picture is first drawn, and the
// neighbouring levels painted ahead may wait minutes for that. (Reading it back would
// carry the uploads out at once, but a read waits for the GPU: with a software
// renderer, seconds in a tick.)
var flushed = ebiten.NewImage(1, 1)

// uploadImage makes a GPU image of a picture, in strips. The image is a texture of its
// own (Unmanaged), not a place on a shared atlas: deallocated, its memory goes back.
func uploadImage(src *image.RGBA) *ebiten.Image {
	b := src.Bounds()
	w, h := b.Dx(), b.Dy()
	dst := ebiten.NewImageWithOptions(image.Rect(0, 0, w, h), &ebiten.NewImageOptions{Unmanaged: true})
	var buf []byte
	strip := max(1, uploadBytes/(4*w))
	for y := 0; y < h; y += strip {
		rows := min(strip, h-y)
		buf = buf[:0]
		for r := range rows {
			at := src.PixOffset(b.Min.X, b.Min.Y+y+r)
			buf = append(buf, src.Pix[at:at+4*w]...)
		}
		dst.SubImage(image.Rect(0, y, w, y+rows)).(*ebiten.Image).WritePixels(buf)
	}
	flushed.DrawImage(dst.SubImage(image.Rect(0, 0, 1, 1)).(*ebiten.Image), nil)
	return dst
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

// PaintCover starts painting the picture DrawCover draws on a screen of w × h pixels.
func (p *Pictures) PaintCover(w, h int) { p.ask(job{size: CoverLevel(p.board, w, h)}, true) }

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
	img.Draw(dst, op)
	return true
}

// Prepare paints in the background what a board opened on a screen of w × h pixels
// shows first, the map and the counters at its opening zoom level, so that Continue
// or a new game finds them ready. The title asks for it once it is drawn.
func (p *Pictures) Prepare(w, h int) {
	v := withParts(&View{board: p.board, screenW: w, screenH: h})
	cam := &camera.Camera{Rows: p.board.Rows, Cols: p.board.Cols, View: v.viewRect(), Pad: v.pad, MinLevel: minLevel()}
	cam.Fit()
	if chosenZoom > 0 {
		cam.ZoomTo(chosenZoom)
	}
	p.ask(job{size: cam.Level}, false)
	p.ask(job{sheet: true, size: counter.SizeFor(cam.Level)}, false)
}
