package game

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"taktik/maps"
)

// midGame is a game on the test map with moves, a battle, a retreat and queued dice
// behind it, in the middle of a decision.
func midGame(t testing.TB) *Game {
	g := position(t, "red", "red:arm1 5-4", "blue:inf1 4-4", "red:inf9 12-1", "blue:inf9 1-16")
	do(t, g, "move red:inf9 12-3")
	do(t, g, "endmove")
	do(t, g, "battle red:arm1 vs blue:inf1")
	do(t, g, "dice 3 4 5")
	do(t, g, "resolve")
	return g
}

// TestSaveLoadRoundTrip: a saved game loads as the same game, and replaying its history
// from its options gives the same position.
func TestSaveLoadRoundTrip(t *testing.T) {
	g := midGame(t)
	path := filepath.Join(t.TempDir(), "game.json")
	if err := g.Save(path); err != nil {
		t.Fatal(err)
	}
	h, err := Load(g.Board(), path)
	if err != nil {
		t.Fatal(err)
	}
	if h.Hash() != g.Hash() || len(h.Events()) != len(g.Events()) {
		t.Fatal("the loaded game differs")
	}
	do(t, h, "retreat blue:inf1 2-4")
	do(t, g, "retreat blue:inf1 2-4")
	if h.Hash() != g.Hash() {
		t.Error("the loaded game plays on differently")
	}
	r, _ := New(g.Board(), g.Options())
	for _, a := range g.History() {
		if err := r.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	if r.Hash() != g.Hash() {
		t.Error("replaying the history gives another position")
	}
	// Saving again over the old file replaces it whole, and leaves no temporary file.
	if err := g.Save(path); err != nil {
		t.Fatal(err)
	}
	entries, _ := os.ReadDir(filepath.Dir(path))
	if len(entries) != 1 {
		t.Errorf("the save folder holds %d files, want 1", len(entries))
	}
	if fi, err := os.Stat(path); err != nil || fi.Mode().Perm() != 0o644 {
		t.Errorf("the saved file's mode: %v %v, want 0644 like any document", fi.Mode(), err)
	}
	bad := filepath.Join(t.TempDir(), "missing", "game.json")
	if err := g.Save(bad); err == nil || strings.Count(err.Error(), "missing") != 1 || !strings.HasPrefix(err.Error(), "could not save the game to "+bad+": ") {
		t.Errorf("saving into a folder that does not exist: %v, want one sentence naming the file once", err)
	}
}

// TestLoadKeepsWhatCanBeUndone: a game saved in the middle of a turn loads with the
// same moves and declarations to take back as it had, and none past a die roll.
func TestLoadKeepsWhatCanBeUndone(t *testing.T) {
	g := position(t, "red", "red:arm1 5-4", "blue:inf1 4-4", "red:inf9 12-1", "blue:inf9 1-16")
	do(t, g, "move red:inf9 12-3")
	h := roundTrip(t, g)
	if !h.CanUndo() {
		t.Fatal("the loaded game has nothing to take back; the move to 12-3 was made this turn")
	}
	if err := h.Undo(); err != nil {
		t.Fatal(err)
	}
	if err := g.Undo(); err != nil {
		t.Fatal(err)
	}
	if h.Hash() != g.Hash() {
		t.Error("undo in the loaded game gives another position than in the game that was saved")
	}
	if got := h.Unit(num("red:inf9")).Square; got != sq("12-1") {
		t.Errorf("after undo red:inf9 stands on %v, want 12-1", got)
	}
	// a die roll clears what can be taken back, in the loaded game too (R18)
	do(t, g, "move red:inf9 12-3")
	do(t, g, "endmove")
	do(t, g, "battle red:arm1 vs blue:inf1")
	do(t, g, "dice 3 4 5")
	do(t, g, "resolve")
	if h := roundTrip(t, g); h.CanUndo() {
		t.Error("the loaded game can take back moves made before the die roll")
	}
}

// roundTrip saves a game to text and loads it again.
func roundTrip(t *testing.T, g *Game) *Game {
	t.Helper()
	data, err := json.Marshal(g)
	if err != nil {
		t.Fatal(err)
	}
	h, err := Unmarshal(g.Board(), data)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// TestLoadRefusesDamage: each kind of bad file is refused with a sentence that says
// what is wrong.
func TestLoadRefusesDamage(t *testing.T) {
	g := midGame(t)
	good, err := g.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	edit := func(f func(m map[string]any)) []byte {
		var m map[string]any
		if err := json.Unmarshal(good, &m); err != nil {
			t.Fatal(err)
		}
		f(m)
		data, _ := json.Marshal(m)
		return data
	}
	unit := func(m map[string]any, k int) map[string]any { return m["units"].([]any)[k].(map[string]any) }
	other := testBoard(t, worldMap())
	cases := []struct {
		name     string
		data     []byte
		want, de string
	}{
		{"empty", nil, "this is not a readable TAKTIK II saved game: the file is empty", "die Datei ist leer"},
		{"not json", []byte("taktik-map 1\nsize 12 16\n"), "this is not a readable TAKTIK II saved game: its text is not in the saved-game format",
			"sein Text hat nicht das Format eines Spielstands"},
		{"truncated", good[:len(good)/2], "this is not a readable TAKTIK II saved game: it breaks off before its end; the file was cut short",
			"er bricht vor seinem Ende ab; die Datei wurde gekürzt"},
		{"foreign json", []byte(`{"name": "chess", "moves": []}`), `it has an entry "name" that a saved game does not have`,
			`er hat einen Eintrag "name", den ein Spielstand nicht hat`},
		{"wrong kind of value", edit(func(m map[string]any) { unit(m, num("red:inf9"))["left"] = "five" }), `its entry "units.left" holds a value of the wrong kind`,
			`sein Eintrag "units.left" hat einen Wert der falschen Art`},
		{"other format", edit(func(m map[string]any) { m["format"] = "chess-save" }), "not a TAKTIK II saved game", "kein TAKTIK-II-Spielstand"},
		{"newer version", edit(func(m map[string]any) { m["version"] = 3 }), "format version 3; this program reads versions 1 to 2", "Formatversion 3"},
		{"other map", edit(func(m map[string]any) { m["map"] = "0123456789abcdef" }), "another board", "anderen Spielplan"},
		{"two units on a square", edit(func(m map[string]any) { unit(m, num("red:inf9"))["square"] = "5-4" }),
			"the saved game puts two units on 5-4: ", "der Spielstand stellt zwei Einheiten auf 5-4: "},
		{"unit on water", edit(func(m map[string]any) { unit(m, num("red:inf9"))["square"] = "7-1" }),
			"the saved game puts Red 9th Inf. on 7-1, which is water", "der Spielstand stellt die rote 9. Inf. auf 7-1, und dort ist Wasser"},
		{"off the board", edit(func(m map[string]any) { unit(m, num("red:inf9"))["square"] = "99-99" }),
			"the saved game puts Red 9th Inf. on 99-99, off the board: the board has rows 1 to 12 and columns 1 to 16",
			"der Spielstand stellt die rote 9. Inf. auf 99-99, außerhalb des Spielplans: Der Spielplan hat die Reihen 1 bis 12 und die Spalten 1 bis 16"},
		{"not a square", edit(func(m map[string]any) { unit(m, num("red:inf9"))["square"] = "x7" }),
			`the saved game puts Red 9th Inf. on "x7", which is not a square: squares are written row-column`,
			`der Spielstand stellt die rote 9. Inf. auf "x7", und das ist kein Feld`},
		{"square but no status", edit(func(m map[string]any) { unit(m, num("red:inf9"))["status"] = "eliminated" }),
			"the saved game puts Red 9th Inf. on ", "der Spielstand stellt die rote 9. Inf. auf "},
		{"status but no square", edit(func(m map[string]any) { delete(unit(m, num("red:inf9")), "square") }),
			"the saved game says Red 9th Inf. is on the board, yet gives it no square", "der Spielstand sagt, die rote 9. Inf. sei auf dem Spielplan, nennt aber kein Feld"},
		{"another unit", edit(func(m map[string]any) { unit(m, num("red:inf9"))["id"] = "red:inf99" }),
			`the saved game's list of units is damaged: where Red 9th Inf. belongs it has "red:inf99"`, "die Liste der Einheiten im Spielstand ist beschädigt"},
		{"missing unit", edit(func(m map[string]any) { m["units"] = m["units"].([]any)[1:] }), "lists 87 units", "nennt 87 Einheiten"},
		{"moved unit", edit(func(m map[string]any) { unit(m, num("red:inf9"))["square"] = "11-1" }), "does not follow", "folgt nicht"},
		{"bad history", edit(func(m map[string]any) { m["history"] = []any{"start", "move red:inf1 1-1"} }),
			"action 2 of the saved history cannot be replayed: the game is over", "Aktion 2 des gespeicherten Spielverlaufs lässt sich nicht nachspielen: das Spiel ist zu Ende"},
		{"changed dice", edit(func(m map[string]any) { m["dice"].(map[string]any)["queue"] = []any{6.0} }), "does not follow", "folgt nicht"},
		// keys are read exactly, not in any case as Go's decoder would
		{"key in capitals", edit(func(m map[string]any) { m["Turn"] = m["turn"]; delete(m, "turn") }),
			`it has an entry "Turn" that a saved game does not have`, `er hat einen Eintrag "Turn", den ein Spielstand nicht hat`},
		{"nested key in capitals", edit(func(m map[string]any) { u := unit(m, 0); u["Left"] = u["left"]; delete(u, "left") }),
			`it has an entry "Left" in "units" that a saved game does not have`, `er hat einen Eintrag "Left" in "units"`},
		{"option key in capitals", edit(func(m map[string]any) { o := m["options"].(map[string]any); o["SEED"] = o["seed"]; delete(o, "seed") }),
			`it has an entry "SEED" in "options"`, `er hat einen Eintrag "SEED" in "options"`},
		{"made-up player", edit(func(m map[string]any) { m["options"].(map[string]any)["players"] = []any{"person", "kasparov"} }),
			`the saved game names a player "kasparov"`, `der Spielstand nennt einen Spieler "kasparov"`},
	}
	for _, c := range cases {
		_, err := Unmarshal(g.Board(), c.data)
		if err == nil {
			t.Errorf("%s: loaded", c.name)
			continue
		}
		var e *Error
		if !errors.As(err, &e) {
			t.Errorf("%s: %v is not a *game.Error", c.name, err)
			continue
		}
		en, de := e.Text("en"), e.Text("de")
		if !strings.Contains(en, c.want) || !strings.Contains(de, c.de) {
			t.Errorf("%s: %q / %q, want sentences containing %q / %q", c.name, en, de, c.want, c.de)
		}
		for _, raw := range []string{"json", "Go struct", "saveFile", "invalid character", "unexpected EOF", "red:inf9"} {
			if c.name == "another unit" && raw == "red:inf9" {
				continue // the file's own word for the stranger is quoted
			}
			if strings.Contains(en, raw) || strings.Contains(de, raw) {
				t.Errorf("%s: %q / %q shows the program's words %q", c.name, en, de, raw)
			}
		}
	}
	if _, err := Unmarshal(other, good); err == nil || !strings.Contains(err.Error(), "another board") {
		t.Errorf("a save loaded on another board: %v", err)
	}
	none := filepath.Join(t.TempDir(), "none.json")
	if _, err := Load(g.Board(), none); err == nil || err.Error() != "could not load "+none+": no such file or directory" {
		t.Errorf("a missing file: %v, want the file named once and the reason", err)
	}
	damaged := filepath.Join(t.TempDir(), "damaged.json")
	os.WriteFile(damaged, good[:len(good)/2], 0o644)
	if _, err := Load(g.Board(), damaged); err == nil || strings.Count(err.Error(), damaged) != 1 || !strings.HasPrefix(err.Error(), "could not load "+damaged+": this is not a readable") {
		t.Errorf("a damaged file: %v, want the file named once and the reason", err)
	}
	var e *Error
	if _, err := Load(g.Board(), damaged); !errors.As(err, &e) || e.Text("de") != damaged+" konnte nicht geladen werden: das ist kein lesbarer TAKTIK-II-Spielstand: er bricht vor seinem Ende ab; die Datei wurde gekürzt, vielleicht beim Schreiben oder Kopieren" {
		t.Errorf("a damaged file in German: %v", err)
	}
}

// TestActionText: every action written as protocol text reads back as the same action.
func TestActionText(t *testing.T) {
	g := midGame(t)
	texts := []string{"place red:inf1 5-5", "remove blue:hq-ag", "own 2 blue", "start", "move red:inf1 4-4",
		"move red:inf1 4-4 4-5 4-6", "endmove", "battle red:inf1,red:arm2 vs blue:inf3", "resolve", "resolve 2",
		"retreat blue:inf1 3-3 2-2", "retreat blue:inf1 none", "lose red:inf1,red:inf2", "endturn", "dice 1 2 6",
		"drop red:para1 3-3", "sail red:mar2 4-4", "nuke red:hq-1a 5-5", "replace red:arm1 10-3", "replace done"}
	for _, text := range texts {
		a, err := ParseAction(g.Board(), text)
		if err != nil {
			t.Errorf("%s: %v", text, err)
			continue
		}
		if a.String() != text {
			t.Errorf("%q reads back as %q", text, a.String())
		}
	}
	for _, bad := range []string{"", "fly red:inf1 3-3", "move red:inf99 3-3", "move red:inf1 3-x", "move red:inf1 99-3",
		"battle red:inf1 blue:inf1", "dice 7", "resolve -1", "own Atlantis red", "own Rotdorf green", "endmove now",
		"replace", "replace red:inf1", "replace finished", "replace done now"} {
		if _, err := ParseAction(g.Board(), bad); err == nil {
			t.Errorf("%q parsed", bad)
		}
	}
}

// FuzzDecode damages one place of a saved game and loads it: where is a path into the
// file (keys and list positions joined by dots: "units.3.square", "history.2"), value the
// JSON text put there, a key or list entry added when the path names none; the empty
// path puts value in place of the whole file. The loader must refuse with a sentence in
// both languages or load, never panic, and a game it loads must save back to the same
// position. The two saved games (the basic game, and the optional rules' fields) are a
// few actions long, and an input is only the damage, never a whole file: a run is cheap,
// and so is the fuzzer's shrinking of what it finds (FuzzReplay plays longer histories).
func FuzzDecode(f *testing.F) {
	var files [2]any // the saved games as JSON trees, numbers kept as written
	var boards [2]*maps.Board
	for k, g := range []*Game{midGame(f), replacementGame(f)} {
		data, _ := g.MarshalJSON()
		dec := json.NewDecoder(bytes.NewReader(data))
		dec.UseNumber()
		if err := dec.Decode(&files[k]); err != nil {
			f.Fatal(err)
		}
		boards[k] = g.Board()
	}
	good := files[0].(map[string]any)
	for _, seed := range []struct {
		optional     bool
		where, value string
	}{
		{false, "hash", `"` + good["hash"].(string) + `"`}, // the file as saved
		{true, "turn", "2"},
		{false, "units.41.square", `"4-4"`},
		{false, "units.0", `{"id":"red:inf1","square":"1-1","status":"onboard"}`},
		{false, "history.9", `"resolve 9"`},
		{false, "history.10", `"endturn"`},
		{false, "Turn", "1"},
		{false, "options.players", `["general","x"]`},
		{false, "options.seed", "18446744073709551616"},
		{false, "dice.state", `"zz"`},
		{false, "pending", `{"side":"red","kind":"retreat","units":["blue:inf1"],"battle":7}`},
		{true, "units.3.cutoff", "-1"},
		{true, "replacementPoints", "[99,0,1]"},
		{true, "refilledCities.0", `"Atlantis"`},
		{false, "battles", `[{"attackers":[],"defenders":null}]`},
		{false, "", `{"format":"taktik-save","version":1}`},
		{false, "", "[]"},
		{false, "", `{"format":"taktik-save","version":1,"map":`},
	} {
		f.Add(seed.optional, seed.where, []byte(seed.value))
	}
	f.Fuzz(func(t *testing.T, optional bool, where string, value []byte) {
		k := 0
		if optional {
			k = 1
		}
		data := value
		if where != "" {
			var err error
			if data, err = json.Marshal(putHole(files[k], strings.Split(where, "."))); err != nil {
				t.Fatal(err)
			}
			data = bytes.Replace(data, []byte(`"\u0000hole"`), value, 1)
		}
		h, err := Unmarshal(boards[k], data)
		if err != nil {
			var e *Error
			if !errors.As(err, &e) || e.Text("en") == "" || e.Text("de") == "" {
				t.Fatalf("refused without a sentence in both languages: %#v", err)
			}
			return
		}
		again, err := h.MarshalJSON()
		if err != nil {
			t.Fatal(err)
		}
		h2, err := Unmarshal(h.Board(), again)
		if err != nil || h2.Hash() != h.Hash() {
			t.Fatalf("a loaded game does not reload: %v", err)
		}
	})
}

// putHole copies a JSON tree with the node at path replaced by a string that marshals as
// "\u0000hole", for FuzzDecode to put its text in; only the objects and lists along the
// path are copied. A path through a value that is neither makes an object there.
func putHole(node any, path []string) any {
	if len(path) == 0 {
		return "\x00hole"
	}
	if list, ok := node.([]any); ok {
		if k, err := strconv.Atoi(path[0]); err == nil && k >= 0 && k <= len(list) {
			c := append(slices.Clone(list), nil)[:max(len(list), k+1)]
			c[k] = putHole(c[k], path[1:])
			return c
		}
	}
	obj, _ := node.(map[string]any)
	c := make(map[string]any, len(obj)+1)
	for key, v := range obj {
		c[key] = v
	}
	c[path[0]] = putHole(obj[path[0]], path[1:])
	return c
}

// FuzzReplay plays a few actions, as a saved history holds them, on a small basic game
// and on a small advanced game with every optional rule: a refused action changes
// nothing, and whatever position they reach saves, loads as the same game (position,
// event log and history) and saves again to the same text. At most maxReplay lines of an
// input are played.
func FuzzReplay(f *testing.F) {
	for _, seed := range []struct {
		optional bool
		lines    string
	}{
		{false, "move red:inf9 12-3\nendmove\nbattle red:arm1 vs blue:inf1\ndice 3 4 5\nresolve\nretreat blue:inf1 2-4\nendturn"},
		{false, "endmove\nbattle red:arm1 vs blue:inf1\ndice 1\nresolve\nendturn\nendmove\nendturn"},
		{false, "move red:arm1 5-8\nmove red:arm1 5-9\nendmove\nendturn\nmove blue:inf9 2-16\nendmove"},
		{true, "move red:hq-1c 5-10\nendmove\nbattle red:inf1 vs blue:inf1\ndice 6\nresolve\nendturn\nendmove\nendturn"},
		{true, "endmove\nbattle red:inf1 vs blue:inf1\ndice 2\nresolve\nendturn\nendmove\nendturn\nendmove\nnuke red:hq-1c 9-12"},
		{true, "drop red:para1 5-15\nendmove\nbattle red:inf1 vs blue:inf1\ndice 4\nresolve\nendturn"},
		{true, "endmove\nendturn\nendmove\nendturn\nendmove\nendturn\nendmove\nendturn"},
	} {
		f.Add(seed.optional, seed.lines)
	}
	games := [2]*Game{position(f, "red", "red:arm1 5-4", "blue:inf1 4-4", "red:inf9 12-1", "blue:inf9 1-16"),
		optionalGame(f, provinces, []string{"mode=advanced", "weather=on", "supply=on", "replacements=on", "nuclear=on"}, "",
			"red:inf1 7-3", "blue:inf1 7-4", "red:hq-1c 5-12", "red:para1 2-9", "blue:inf2 9-12", "red:inf2 11-2")}
	for _, g := range games {
		if g.CanUndo() {
			f.Fatal("the game as set up has something to undo: copies of it would not be the same game")
		}
		if data, _ := g.MarshalJSON(); !reloads(g, data) {
			f.Fatal("the game as set up does not save and load as itself")
		}
	}
	f.Fuzz(func(t *testing.T, optional bool, input string) {
		start := games[0]
		if optional {
			start = games[1]
		}
		g := start.Clone()
		lines := strings.Split(input, "\n")
		for _, line := range lines[:min(len(lines), maxReplay)] {
			a, err := ParseAction(g.Board(), line)
			if err != nil {
				continue
			}
			hash, n, e := g.Hash(), len(g.History()), len(g.Events())
			if err := g.Apply(a); err != nil && (g.Hash() != hash || len(g.History()) != n || len(g.Events()) != e) {
				t.Fatalf("%q was refused (%v) but changed the game", line, err)
			}
		}
		if len(g.History()) == len(start.History()) {
			return // nothing was played: the game as set up, whose round trip was checked once
		}
		data, err := g.MarshalJSON()
		if err != nil {
			t.Fatal(err)
		}
		if !reloads(g, data) {
			t.Fatalf("the game after %q does not load as the same game, or saves again differently", input)
		}
	})
}

// reloads tells whether a game's save loads as the same game (position, event log and
// history) and saves again to the same text.
func reloads(g *Game, data []byte) bool {
	h, err := Unmarshal(g.Board(), data)
	if err != nil || h.Hash() != g.Hash() || len(h.Events()) != len(g.Events()) ||
		!slices.EqualFunc(h.History(), g.History(), func(a, b Action) bool { return a.String() == b.String() }) {
		return false
	}
	again, _ := h.MarshalJSON()
	return bytes.Equal(again, data)
}

// maxReplay is how many lines of a FuzzReplay input are played.
const maxReplay = 10

// TestSaveOptionalRules: a game with the optional rules saves and loads in the middle of
// a replacement decision (R31), keeping the calendar and weather (R30), the supply counts
// (R32), the fired weapons (R33) and the units left out (R34); a game without them writes
// none of their fields.
func TestSaveOptionalRules(t *testing.T) {
	g := replacementGame(t)
	data, err := g.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`"month": 12`, `"replacementPoints": [`, `"kind": "replace"`, `"need": 3`} {
		if !strings.Contains(string(data), want) {
			t.Errorf("the save lacks %s", want)
		}
	}
	h, err := Unmarshal(g.Board(), data)
	if err != nil {
		t.Fatal(err)
	}
	do(t, h, "replace red:arm1 2-2")
	do(t, g, "replace red:arm1 2-2")
	if h.Hash() != g.Hash() {
		t.Error("the loaded game plays on differently")
	}
	again, _ := h.MarshalJSON()
	if !strings.Contains(string(again), `"refilledCities": [`) {
		t.Error("the save lacks the cities refilled in this period")
	}

	all := []string{"mode=advanced", "weather=on", "supply=on", "nuclear=on", "shortcorps=2"}
	o := optionalGame(t, corridor, all, "1 5", "blue:inf1 3-5", "red:inf1 3-9", "red:hq-1c 3-2", "blue:inf2 3-14")
	endTurns(t, o, 2)
	do(t, o, "endmove")
	do(t, o, "nuke red:hq-1c 3-5")
	data, _ = o.MarshalJSON()
	for _, want := range []string{`"weather": "`, `"cutoff": 2`, `"fired": true`, `"shortcorps": 2`, `"status": "absent"`} {
		if !strings.Contains(string(data), want) {
			t.Errorf("the save lacks %s", want)
		}
	}
	if h, err := Unmarshal(o.Board(), data); err != nil || h.Hash() != o.Hash() {
		t.Errorf("reloading: %v", err)
	}

	data, _ = midGame(t).MarshalJSON()
	for _, key := range []string{`"month"`, `"weather": "`, "replacementPoints", "refilledCities", "cutoff", "fired",
		"shortcorps", "shortreplacements", "absent"} {
		if strings.Contains(string(data), key) {
			t.Errorf("a game without the optional rules writes %q", key)
		}
	}
}
