package record

import (
	"image/color"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"taktik/game"
	"taktik/maps"
	"taktik/render/counter"
	"taktik/render/paint"
)

// smallGame: Red's 1st Inf. attacks Blue's 1st Inf. at 1-1 and rolls 1 (DE): Blue's
// last unit on the board is gone and Red wins (R17, R22).
func smallGame(t *testing.T) *game.Game {
	t.Helper()
	b, err := maps.Continent()
	if err != nil {
		t.Fatal(err)
	}
	g, err := game.New(b, game.Options{Seed: 7, Setup: game.SetupEmpty})
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range []string{"place red:inf1 20-27", "place blue:inf1 20-29", "start", "move red:inf1 20-28",
		"endmove", "battle red:inf1 vs blue:inf1", "dice 1", "resolve"} {
		a, err := game.ParseAction(b, line)
		if err == nil {
			err = g.Apply(a)
		}
		if err != nil {
			t.Fatalf("%s: %v", line, err)
		}
	}
	return g
}

// The log text has the panel's sentences in order under the turn's line, in either
// language; the picture has the board painted and Red's counter on its square.
func TestRecordWritesLogAndBoard(t *testing.T) {
	g := smallGame(t)
	en := LogText(g, "en")
	for _, want := range []string{"— Turn 1 —", "Red 1st Inf. moves 20-27 → 20-28", "Battle 1 at 1-1: die 1", "Eliminated: Blue 1st Inf.", "Red wins"} {
		if !strings.Contains(en, want) {
			t.Errorf("the log text lacks %q:\n%s", want, en)
		}
	}
	if strings.Index(en, "moves") > strings.Index(en, "Eliminated") {
		t.Error("the log text is out of order")
	}
	if de := LogText(g, "de"); !strings.Contains(de, "— Zug 1 —") || strings.Contains(de, "Eliminated") {
		t.Errorf("the German log text:\n%s", de)
	}
	dir := t.TempDir()
	text, pic, err := Write(filepath.Join(dir, "records"), "game", g, "en")
	if err != nil {
		t.Fatal(err)
	}
	if filepath.Dir(text) != filepath.Dir(pic) || filepath.Base(text) != "game.txt" || filepath.Base(pic) != "game.png" {
		t.Fatalf("written to %s and %s", text, pic)
	}
	if data, _ := os.ReadFile(text); string(data) != en {
		t.Error("the file is not the log text")
	}
	img, err := Board(g, Square)
	if err != nil {
		t.Fatal(err)
	}
	c := paint.NewLayout(g.Board(), Square).Center(maps.Square{Row: 20, Col: 28})
	off := counter.SizeFor(Square)/2 - 2 // the counter's left edge, in its side's colour
	got := img.RGBAAt(c.X-off, c.Y)
	if !near(got, counter.RedBody) {
		t.Errorf("the counter's edge on 20-28 is %v, want Red's %v", got, counter.RedBody)
	}
	if c := paint.NewLayout(g.Board(), Square).Center(maps.Square{Row: 20, Col: 29}); near(img.RGBAAt(c.X-off, c.Y), counter.BlueBody) {
		t.Error("the eliminated Blue unit is drawn")
	}
}

func near(c color.RGBA, want color.NRGBA) bool {
	d := func(a, b uint8) int { return max(int(a), int(b)) - min(int(a), int(b)) }
	return d(c.R, want.R) < 24 && d(c.G, want.G) < 24 && d(c.B, want.B) < 24
}
