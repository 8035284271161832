// Package record writes the record of a game: its log as text, the same sentences the
// log panel shows, and its final board as a PNG, painted by the board painter with the
// counters on it. It needs no display.
package record

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"path/filepath"
	"strings"

	"taktik/assets/i18n"
	"taktik/game"
	"taktik/game/store"
	"taktik/render/counter"
	"taktik/render/hud/model"
	"taktik/render/paint"
)

// Square is the square size, in pixels, of the exported board picture.
const Square = 24

// LogText is the game's log in a language ("de", "en"): one line per entry, a line
// naming each new game turn before its first entry, as in the log panel.
func LogText(g *game.Game, code string) string {
	entries, _ := model.Entries(g.Events(), code, 0, nil)
	var b strings.Builder
	for _, en := range entries {
		if en.Turn > 0 {
			if b.Len() > 0 {
				b.WriteByte('\n')
			}
			fmt.Fprintf(&b, "— %s —\n", i18n.Format(code, "hud.log.turn", en.Turn))
		}
		b.WriteString(en.Text)
		b.WriteByte('\n')
	}
	return b.String()
}

// Board is the game's board as it stands, with the counters, at a square size.
func Board(g *game.Game, square int) (*image.RGBA, error) {
	img, err := paint.Board(g.Board(), square)
	if err != nil {
		return nil, err
	}
	l := paint.NewLayout(g.Board(), square)
	size := counter.SizeFor(square)
	faces := counter.NewFaces()
	for u := 0; u < game.NumUnits; u++ {
		st := g.Unit(u)
		if st.Status != game.OnBoard {
			continue
		}
		c := l.Center(st.Square)
		cell := image.Rect(c.X-size/2, c.Y-size/2, c.X-size/2+size, c.Y-size/2+size)
		counter.Draw(img, cell, game.UnitInfo(u), faces)
	}
	return img, nil
}

// Write puts the record of a game into a folder as name.txt and name.png, and gives
// the two paths.
func Write(dir, name string, g *game.Game, code string) (text, picture string, err error) {
	if err := store.MakeDir(dir); err != nil {
		return "", "", err
	}
	text, picture = filepath.Join(dir, name+".txt"), filepath.Join(dir, name+".png")
	if err := store.Write(text, []byte(LogText(g, code))); err != nil {
		return "", "", err
	}
	img, err := Board(g, Square)
	if err != nil {
		return "", "", err
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return "", "", err
	}
	if err := store.Write(picture, buf.Bytes()); err != nil {
		return "", "", err
	}
	return text, picture, nil
}
