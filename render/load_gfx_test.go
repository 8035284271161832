//go:build gfx

package render

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"taktik/game"
	"taktik/render/lang"
	"taktik/render/menu"
	"taktik/render/settings"
	"taktik/render/ui"
	"taktik/units"
)

func overlaps(a, b ui.Rect) bool {
	return a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H
}

// TestLoadScreenTellsGamesAndDamage: the Load screen lists a sound saved game with its
// turn, the side to move, its rules and its month; a file of garbage and one whose
// position was edited by hand (a unit on a square that does not exist) are marked as
// damaged; picking one says in a sentence, in the player's language, which file cannot
// be loaded and why — without its folder — beside the Back button, not under it.
func TestLoadScreenTellsGamesAndDamage(t *testing.T) {
	defer lang.Set("en")
	for _, size := range [][2]int{{1366, 768}, {1229, 652}} {
		for _, code := range []string{"en", "de"} {
			s := lazily(t, size[0], size[1])
			s.speak(code)
			dir, err := settings.SavesDir()
			if err != nil {
				t.Fatal(err)
			}
			if err := os.MkdirAll(dir, 0o755); err != nil {
				t.Fatal(err)
			}
			g, err := game.New(s.a.board, game.Options{Mode: game.Advanced, Seed: 5, Setup: game.SetupAuto, Weather: true})
			if err != nil {
				t.Fatal(err)
			}
			advance(t, g, func(g *game.Game) bool { return g.Turn() == 2 && g.Side() == units.Blue })
			good := filepath.Join(dir, "campaign.json")
			if err := g.Save(good); err != nil {
				t.Fatal(err)
			}
			data, _ := os.ReadFile(good)
			var f map[string]any
			if err := json.Unmarshal(data, &f); err != nil {
				t.Fatal(err)
			}
			f["units"].([]any)[0].(map[string]any)["square"] = "99-99"
			tampered, _ := json.Marshal(f)
			files := map[string][]byte{"garbage.json": []byte("garbage {"), "tampered.json": tampered}
			now := time.Now()
			for i, n := range []string{"garbage.json", "tampered.json"} {
				p := filepath.Join(dir, n)
				if err := os.WriteFile(p, files[n], 0o644); err != nil {
					t.Fatal(err)
				}
				os.Chtimes(p, now.Add(time.Duration(i+1)*time.Minute), now.Add(time.Duration(i+1)*time.Minute))
			}
			d := menu.NewLoad(s.a)
			s.a.GoTo(d)
			s.play(20)
			s.until("the saved games read", d.Ready)
			idx := map[string]int{}
			for i, sg := range d.Games() {
				idx[sg.Name] = i
			}
			info, bad := d.Info(idx["campaign"])
			if bad != nil || info.Turn != 2 || info.Side != units.Blue || info.Mode != game.Advanced || info.Month == 0 {
				t.Errorf("%v %s: the sound game reads %+v, %v", size, code, info, bad)
			}
			for _, n := range []string{"garbage", "tampered"} {
				if _, bad := d.Info(idx[n]); bad == nil {
					t.Errorf("%v %s: %s is not marked as damaged", size, code, n)
				}
				x, y := d.Entry(idx[n])
				s.clickAt(x, y, 2)
				on[*menu.Load](s)
				msg := d.Message()
				if !strings.Contains(msg, n) || strings.Contains(msg, dir) || strings.Contains(msg, ".json") {
					t.Errorf("%v %s: picking %s says %q", size, code, n, msg)
				}
				if m := d.MessageRect(); overlaps(m, d.BackRect()) {
					t.Errorf("%v %s: the message %+v runs under Back %+v", size, code, m, d.BackRect())
				} else if m.Y+m.H > float64(size[1]) {
					t.Errorf("%v %s: the message runs off the screen", size, code)
				}
				for i := range d.Games() {
					if x, y := d.Entry(i); y != 0 && d.MessageRect().Contains(x, y) {
						t.Errorf("%v %s: the message covers entry %d", size, code, i)
					}
				}
			}
			if code == "de" && !strings.Contains(d.Message(), "lässt sich nicht laden") {
				t.Errorf("the German message reads %q", d.Message())
			}
		}
	}
}

// TestFailedContinueLeavesQuitFree: a truncated autosave, Continue on the title: the
// message names the autosave and stands clear of every entry, Quit among them.
func TestFailedContinueLeavesQuitFree(t *testing.T) {
	defer lang.Set("en")
	for _, size := range [][2]int{{1366, 768}, {1229, 652}, {800, 560}} {
		for _, code := range []string{"en", "de"} {
			s := lazily(t, size[0], size[1])
			s.speak(code)
			g := newBasic(t, s, 3)
			path := autosave(t)
			os.MkdirAll(filepath.Dir(path), 0o755)
			if err := g.Save(path); err != nil {
				t.Fatal(err)
			}
			data, _ := os.ReadFile(path)
			os.WriteFile(path, data[:len(data)/2], 0o644)
			s.play(2)
			title := on[*menu.Title](s)
			x, y, _ := title.Entry(menu.EntryContinue)
			s.clickAt(x, y, 2)
			title = on[*menu.Title](s)
			r, ok := title.NoticeRect()
			if !ok {
				t.Fatalf("%v %s: no message after a failed Continue", size, code)
			}
			for i := menu.EntryNew; i <= menu.EntryQuit; i++ {
				x, y, label := title.Entry(i)
				if r.Contains(x, y) || r.Contains(x-ui.S(100), y) || r.Contains(x+ui.S(100), y) {
					t.Errorf("%v %s: the message %+v covers %q", size, code, r, label)
				}
			}
			if r.X < 0 || r.Y < 0 || r.X+r.W > float64(size[0]) || r.Y+r.H > float64(size[1]) {
				t.Errorf("%v %s: the message %+v leaves the screen", size, code, r)
			}
		}
	}
}
