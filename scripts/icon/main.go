// Command icon draws the game's icon: a red and a blue counter, each with the
// infantry's crossed box, on the map's green with its square grid; written as PNGs of
// the usual sizes into assets/icon (go run ./scripts/icon). The pictures are kept in
// the repository; this is how they were made and how to make them again.
package main

import (
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"path/filepath"

	"golang.org/x/image/draw"
	"golang.org/x/image/vector"
)

// Sizes are the icon's sizes: what Windows, the Linux desktops and macOS ask for.
var Sizes = []int{16, 32, 48, 64, 128, 256}

var (
	green = color.NRGBA{0x5d, 0x7a, 0x3c, 0xff} // the map's woods, a little darker
	grid  = color.NRGBA{0x4c, 0x66, 0x30, 0xff}
	red   = color.NRGBA{0xb3, 0x1d, 0x22, 0xff} // render/ui's Red and Blue
	blue  = color.NRGBA{0x1d, 0x45, 0xa8, 0xff}
	cream = color.NRGBA{0xf4, 0xec, 0xd6, 0xff}
	shade = color.NRGBA{0x1e, 0x26, 0x14, 0x90}
)

const big = 1024 // drawn large, then scaled down to each size

func main() {
	out := "assets/icon"
	if len(os.Args) > 1 {
		out = os.Args[1]
	}
	master := draw1024()
	for _, n := range Sizes {
		img := image.NewNRGBA(image.Rect(0, 0, n, n))
		draw.CatmullRom.Scale(img, img.Bounds(), master, master.Bounds(), draw.Src, nil)
		if err := write(filepath.Join(out, fmt.Sprintf("icon-%d.png", n)), img); err != nil {
			fmt.Fprintln(os.Stderr, "icon:", err)
			os.Exit(1)
		}
	}
}

func write(path string, img image.Image) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

func draw1024() *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, big, big))
	// the board: a rounded square of green with a few grid lines (they cross its
	// edges where they are straight, clear of the rounded corners)
	fill(img, roundRect(24, 24, 1000, 1000, 150), green)
	for k := 1; k < 4; k++ {
		p := float32(24 + k*244)
		fill(img, rect(p-6, 24, p+6, 1000), grid)
		fill(img, rect(24, p-6, 1000, p+6), grid)
	}
	counter(img, 150, 170, red)
	counter(img, 410, 430, blue)
	return img
}

// counter draws a division counter at (x, y): a shadow, the side's colour with a
// cream edge, the infantry symbol (a box with its diagonals) in cream.
func counter(img *image.NRGBA, x, y float32, c color.NRGBA) {
	const s = 460
	fill(img, roundRect(x+28, y+34, x+s+28, y+s+34, 60), shade)
	fill(img, roundRect(x, y, x+s, y+s, 60), cream)
	fill(img, roundRect(x+22, y+22, x+s-22, y+s-22, 44), c)
	bx0, by0, bx1, by1 := x+95, y+130, x+s-95, y+s-130
	w := float32(26)
	fill(img, rect(bx0, by0, bx1, by0+w), cream)
	fill(img, rect(bx0, by1-w, bx1, by1), cream)
	fill(img, rect(bx0, by0, bx0+w, by1), cream)
	fill(img, rect(bx1-w, by0, bx1, by1), cream)
	fill(img, line(bx0, by0, bx1, by1, w), cream)
	fill(img, line(bx0, by1, bx1, by0, w), cream)
}

// A shape is a path for the rasterizer.
type shape func(r *vector.Rasterizer)

func fill(img *image.NRGBA, s shape, c color.NRGBA) {
	r := vector.NewRasterizer(big, big)
	s(r)
	r.Draw(img, img.Bounds(), image.NewUniform(c), image.Point{})
}

func rect(x0, y0, x1, y1 float32) shape {
	return func(r *vector.Rasterizer) {
		r.MoveTo(x0, y0)
		r.LineTo(x1, y0)
		r.LineTo(x1, y1)
		r.LineTo(x0, y1)
		r.ClosePath()
	}
}

func line(x0, y0, x1, y1, w float32) shape {
	return func(r *vector.Rasterizer) {
		dx, dy := x1-x0, y1-y0
		n := float32(math.Sqrt(float64(dx*dx + dy*dy)))
		px, py := -dy/n*w/2, dx/n*w/2
		r.MoveTo(x0+px, y0+py)
		r.LineTo(x1+px, y1+py)
		r.LineTo(x1-px, y1-py)
		r.LineTo(x0-px, y0-py)
		r.ClosePath()
	}
}

func roundRect(x0, y0, x1, y1, rad float32) shape {
	return func(r *vector.Rasterizer) {
		const k = 0.5523 // a quarter circle as a cubic
		r.MoveTo(x0+rad, y0)
		r.LineTo(x1-rad, y0)
		r.CubeTo(x1-rad+rad*k, y0, x1, y0+rad-rad*k, x1, y0+rad)
		r.LineTo(x1, y1-rad)
		r.CubeTo(x1, y1-rad+rad*k, x1-rad+rad*k, y1, x1-rad, y1)
		r.LineTo(x0+rad, y1)
		r.CubeTo(x0+rad-rad*k, y1, x0, y1-rad+rad*k, x0, y1-rad)
		r.LineTo(x0, y0+rad)
		r.CubeTo(x0, y0+rad-rad*k, x0+rad-rad*k, y0, x0+rad, y0)
		r.ClosePath()
	}
}
