//go:build gfx

package hud

import (
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"taktik/game"
	"taktik/game/ai"
	"taktik/maps"
	"taktik/render/lang"
	"taktik/render/ui"
)

// screen is an offscreen image the size of a screen, with the widget kit told so.
func screen(w, h int, scale float64) *ebiten.Image {
	ui.SetScale(scale)
	ui.SetScreenSize(w, h)
	img := ebiten.NewImage(w, h)
	img.Fill(ui.OliveDark)
	return img
}

func rgba(c color.Color) color.RGBA { return color.RGBAModel.Convert(c).(color.RGBA) }

func alike(a color.RGBA, b color.NRGBA, tol int) bool {
	d := func(x, y uint8) bool { return int(x)-int(y) <= tol && int(y)-int(x) <= tol }
	return d(a.R, b.R) && d(a.G, b.G) && d(a.B, b.B)
}

// count is how many pixels of a rectangle are near a colour.
func count(img *ebiten.Image, r image.Rectangle, c color.NRGBA, tol int) int {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if alike(rgba(img.At(x, y)), c, tol) {
				n++
			}
		}
	}
	return n
}

// save writes an image as a PNG.
func save(t *testing.T, img *ebiten.Image, path string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
}

func continent(t testing.TB) *maps.Board {
	t.Helper()
	b, err := maps.Continent()
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// newGame starts a game on the continent with options as protocol words.
func newGame(t testing.TB, words string) *game.Game {
	t.Helper()
	opts, err := game.ParseOptions(strings.Fields(words))
	if err != nil {
		t.Fatal(err)
	}
	g, err := game.New(continent(t), opts)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func play(t testing.TB, g *game.Game, lines ...string) {
	t.Helper()
	for _, line := range lines {
		a, err := game.ParseAction(g.Board(), line)
		if err != nil {
			t.Fatalf("%s: %v", line, err)
		}
		if err := g.Apply(a); err != nil {
			t.Fatalf("%s: %v", line, err)
		}
	}
}

// aiGame is a whole game played by the computer on both sides, to a turn limit.
func aiGame(t testing.TB, seed, limit int, level ai.Level) *game.Game {
	t.Helper()
	g := newGame(t, fmt.Sprintf("mode=basic seed=%d turnlimit=%d", seed, limit))
	for g.Winner() == game.NoWinner {
		if _, err := ai.PlayTurn(g, level); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

// inLanguage runs f with the language set, and back to English after.
func inLanguage(code string, f func()) {
	lang.Set(code)
	defer lang.Set("en")
	f()
}

// ids are units' numbers by protocol id.
func ids(t testing.TB, list ...string) []int {
	t.Helper()
	var out []int
	for _, id := range list {
		n, ok := game.UnitNumber(id)
		if !ok {
			t.Fatalf("no unit %s", id)
		}
		out = append(out, n)
	}
	return out
}
