package game

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"taktik/game/store"
	"taktik/maps"
	"taktik/units"
)

// The saved-game format. A file names its format and version and the map it was played
// on; the position is written out in full for people and tools to read, and the history
// lets the loader prove the position by replaying it. What the replay cannot prove (the
// squares a move passed through, when another way of the same cost was open; who
// commands each side) the hash covers: from version 2 it fingerprints everything the
// file says (fileHash). Version 1 files, whose hash is the position's alone, still load.
const (
	SaveFormat  = "taktik-save"
	SaveVersion = 2
	// savePositionHash is the version whose hash covers the position alone.
	savePositionHash = 1
)

type saveFile struct {
	Format  string       `json:"format"`
	Version int          `json:"version"`
	Map     string       `json:"map"`
	Options saveOptions  `json:"options"`
	Turn    int          `json:"turn"`
	Side    string       `json:"side"`
	Phase   string       `json:"phase"`
	Winner  *string      `json:"winner"`
	Pending *savePending `json:"pending"`
	Units   []saveUnit   `json:"units"`
	Cities  []saveCity   `json:"cities"`
	Battles []saveBattle `json:"battles"`
	HoldAll []string     `json:"holdsAllEnemyCities"`
	Marine  []string     `json:"marinePorts,omitempty"` // advanced game: port squares marines reached by sea this turn (R27)
	// The optional rules, left out when empty so that other games' files stay as they were:
	Month    int      `json:"month,omitempty"`             // R30, R31: this game turn's month, 1–12
	Weather  string   `json:"weather,omitempty"`           // R30: this month's weather
	Points   []int    `json:"replacementPoints,omitempty"` // R31: points left to Red and Blue in this period
	Refilled []string `json:"refilledCities,omitempty"`    // R31: cities that took a rebuilt unit in this period
	Dice     saveDice `json:"dice"`
	History  []string `json:"history"`
	Hash     string   `json:"hash"`
}

type saveOptions struct {
	Mode         string   `json:"mode"`
	Seed         uint64   `json:"seed"`
	First        string   `json:"first"`
	Setup        string   `json:"setup"`
	Weather      bool     `json:"weather"`
	Supply       bool     `json:"supply"`
	Replacements bool     `json:"replacements"`
	Nuclear      bool     `json:"nuclear"`
	TurnLimit    int      `json:"turnlimit"`
	Players      []string `json:"players,omitempty"`           // who commands Red and Blue; not a rule
	ShortRepl    bool     `json:"shortreplacements,omitempty"` // R34
	ShortCorps   int      `json:"shortcorps,omitempty"`        // R34
	EvenRepl     bool     `json:"evenreplacements,omitempty"`  // house rule beside R31
	Scenario     string   `json:"scenario,omitempty"`          // a scenario (FindScenario)
	// ScenarioFile is a player's own scenario's file, so that the game loads where the
	// file is not in the scenarios folder (another computer, a renamed file).
	// It is kept as text: a save is indented, which would re-indent the file's own JSON.
	ScenarioFile string `json:"scenario_file,omitempty"`
}

type savePending struct {
	Side   string   `json:"side"`
	Kind   string   `json:"kind"`
	Units  []string `json:"units"`
	Battle int      `json:"battle"`
	Need   int      `json:"need,omitempty"`
}

type saveUnit struct {
	ID       string   `json:"id"`
	Square   *string  `json:"square"`
	Status   string   `json:"status"`
	Left     int      `json:"left"`
	Moved    bool     `json:"moved"`
	Attacked bool     `json:"attacked"`
	Defended bool     `json:"defended"`
	Ops      []string `json:"ops,omitempty"`    // advanced game: special operations still open (R26–R28)
	Beach    *string  `json:"beach,omitempty"`  // advanced game: the beach square a marine landed on this turn (R27)
	Spare    int      `json:"spare,omitempty"`  // advanced game: its allowance left since that landing, stop on contact not counted (R27)
	Cut      int      `json:"cutoff,omitempty"` // supply rule: own turns in a row begun cut off (R32)
	Fired    bool     `json:"fired,omitempty"`  // nuclear rule: the HQ has fired its weapon (R33)
}

type saveCity struct {
	Name  string `json:"name"`
	Owner string `json:"owner"`
}

type saveBattle struct {
	Attackers []string `json:"attackers"`
	Defenders []string `json:"defenders"`
	Attack    int      `json:"attack"`
	Defend    int      `json:"defend"`
	Odds      string   `json:"odds"`
	Resolved  bool     `json:"resolved"`
	Die       int      `json:"die"`
	Result    string   `json:"result"`
}

type saveDice struct {
	State string `json:"state"` // hexadecimal: JSON numbers lose 64-bit precision elsewhere
	Queue []int  `json:"queue"`
}

// record turns the game into its saved form.
func (g *Game) record() saveFile {
	s := &g.st
	o := s.Options
	f := saveFile{Format: SaveFormat, Version: SaveVersion, Map: g.mapID,
		Options: saveOptions{Mode: o.Mode.String(), Seed: o.Seed, First: o.First.String(), Setup: o.Setup.String(),
			Weather: o.Weather, Supply: o.Supply, Replacements: o.Replacements, Nuclear: o.Nuclear, TurnLimit: o.TurnLimit,
			ShortRepl: o.ShortReplacements, ShortCorps: o.ShortCorps, EvenRepl: o.EvenReplacements, Scenario: o.Scenario,
			ScenarioFile: ownScenarioFile(o.Scenario)},
		Month: g.Month(), Weather: s.Weather.String(),
		Turn: s.Turn, Side: s.Side.String(), Phase: s.Phase.String(),
		Units: []saveUnit{}, Cities: []saveCity{}, Battles: []saveBattle{}, HoldAll: []string{}, History: []string{},
		Dice: saveDice{State: strconv.FormatUint(s.Dice.State, 16), Queue: append([]int{}, s.Dice.Queue...)},
		Hash: fmt.Sprintf("%016x", g.fileHash())}
	if o.Players != [2]string{} {
		f.Options.Players = o.Players[:]
	}
	if s.Winner != NoWinner {
		w := s.Winner.String()
		f.Winner = &w
	}
	ids := func(list []int) []string {
		out := make([]string, len(list))
		for k, u := range list {
			out[k] = unitID(u)
		}
		return out
	}
	if p := s.Pending; p.Kind != NoDecision {
		f.Pending = &savePending{Side: p.Side.String(), Kind: p.Kind.String(), Units: ids(p.Units), Battle: p.Battle, Need: p.Need}
	}
	for u, us := range s.Units {
		su := saveUnit{ID: catalog[u].ID, Status: us.Status.String(), Left: us.Left, Moved: us.Moved, Attacked: us.Attacked,
			Defended: us.Defended, Ops: us.Ops.Words(), Spare: us.Spare, Cut: us.Cut, Fired: us.Fired}
		if us.Status == OnBoard {
			sq := us.Square.String()
			su.Square = &sq
		}
		if us.Beach != (maps.Square{}) {
			b := us.Beach.String()
			su.Beach = &b
		}
		f.Units = append(f.Units, su)
	}
	for k, c := range g.board.Cities {
		f.Cities = append(f.Cities, saveCity{Name: c.Name, Owner: s.Owners[k].String()})
	}
	for _, b := range s.Battles {
		sb := saveBattle{Attackers: ids(b.Attackers), Defenders: ids(b.Defenders), Attack: b.Attack, Defend: b.Defend,
			Odds: b.Odds.String(), Resolved: b.Resolved, Die: b.Die}
		if b.Result != NoResult {
			sb.Result = b.Result.String()
		}
		f.Battles = append(f.Battles, sb)
	}
	for _, p := range s.MarinePorts {
		f.Marine = append(f.Marine, p.String())
	}
	if s.Points != [2]int{} {
		f.Points = []int{s.Points[0], s.Points[1]}
	}
	for _, k := range s.Refilled {
		f.Refilled = append(f.Refilled, g.board.Cities[k].Name)
	}
	for _, side := range units.Sides {
		if s.HoldAll[side] {
			f.HoldAll = append(f.HoldAll, side.String())
		}
	}
	for _, a := range s.History {
		f.History = append(f.History, a.String())
	}
	return f
}

// fileHash fingerprints everything a saved file says: the position's hash (the options,
// and every field of the position), the map, who commands each side, and the history
// action by action, every square of every path included. The loader replays the history
// and compares the whole record, hash too, so a file changed anywhere is refused.
func (g *Game) fileHash() uint64 {
	h := newHasher()
	h.int(int(g.Hash()))
	h.text(g.mapID)
	for _, p := range g.st.Options.Players {
		h.text(p)
	}
	h.int(len(g.st.History))
	for _, a := range g.st.History {
		h.text(a.String())
	}
	return h.sum
}

// MarshalJSON is the game in the saved-game format (the protocol's `state`).
func (g *Game) MarshalJSON() ([]byte, error) {
	return json.MarshalIndent(g.record(), "", " ")
}

// Save writes the game to a file atomically (store.Write), so a crash while saving
// never damages the previous save.
func (g *Game) Save(path string) error {
	data, err := g.MarshalJSON()
	if err != nil {
		panic("game: a state that cannot be written as JSON: " + err.Error())
	}
	if err := store.Write(path, append(data, '\n')); err != nil {
		return refuse("rule.save.could.not", ShortPath(path), osReason(err))
	}
	return nil
}

// Load reads a saved game for a board. A file that is not a saved game, belongs to
// another version or map, is damaged, or holds a position that does not follow from its
// own history is refused with a sentence.
func Load(board *maps.Board, path string) (*Game, error) {
	data, err := store.Read(path)
	if err != nil {
		return nil, refuse("rule.save.could.not.load", ShortPath(path), osReason(err))
	}
	g, err := Unmarshal(board, data)
	if err != nil {
		var e *Error
		if errors.As(err, &e) {
			return nil, refuse("rule.save.could.not.load", ShortPath(path), e)
		}
		return nil, err
	}
	return g, nil
}

// osReason is what went wrong with a file, without the file names that a *fs.PathError
// or an *os.LinkError (a rename's: the temporary file and the target) repeats: the
// sentence around it names the file once.
func osReason(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	var le *os.LinkError
	if errors.As(err, &le) {
		return le.Err
	}
	return err
}

// unreadable says in a player's words why the JSON decoder could not read a saved game:
// no parser text, no names of the program's types.
func unreadable(err error) localized {
	var syntax *json.SyntaxError
	var kind *json.UnmarshalTypeError
	switch {
	case errors.Is(err, io.EOF):
		return refuse("rule.save.file.empty")
	case errors.Is(err, io.ErrUnexpectedEOF):
		return refuse("rule.save.breaks.off")
	case errors.As(err, &syntax):
		return refuse("rule.save.text.not")
	case errors.As(err, &kind) && kind.Field != "":
		return refuse("rule.save.entry.holds", kind.Field)
	case errors.As(err, &kind):
		return refuse("rule.save.value.wrong")
	}
	if field, ok := strings.CutPrefix(err.Error(), "json: unknown field "); ok {
		return refuse("rule.save.entry.saved", Short(field))
	}
	return refuse("rule.save.text.not.saved")
}

// Unmarshal reads a game in the saved-game format for a board (see Load).
func Unmarshal(board *maps.Board, data []byte) (*Game, error) {
	var f saveFile
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		return nil, refuse("rule.save.not.readable", unreadable(err))
	}
	if dec.More() {
		return nil, refuse("rule.save.saved.game")
	}
	if err := checkKeys(data, reflect.TypeOf(f), ""); err != nil {
		return nil, refuse("rule.save.not.readable", err)
	}
	switch {
	case f.Format != SaveFormat:
		return nil, refuse("rule.save.not.taktik")
	case f.Version != SaveVersion && f.Version != savePositionHash:
		return nil, refuse("rule.save.saved.game.format",
			f.Version, SaveVersion)
	case f.Map != MapID(board):
		return nil, refuse("rule.save.saved.game.was",
			Short(f.Map), MapID(board))
	}
	if err := f.checkPosition(board); err != nil {
		return nil, err
	}
	opts, err := ParseOptions([]string{"mode=" + f.Options.Mode, "seed=" + strconv.FormatUint(f.Options.Seed, 10),
		"first=" + f.Options.First, "setup=" + f.Options.Setup, "turnlimit=" + strconv.Itoa(f.Options.TurnLimit)})
	if err != nil {
		var e *Error
		if errors.As(err, &e) {
			return nil, refuse("rule.save.saved.game.options", e)
		}
		return nil, err
	}
	opts.Weather, opts.Supply, opts.Replacements, opts.Nuclear = f.Options.Weather, f.Options.Supply, f.Options.Replacements, f.Options.Nuclear
	opts.ShortReplacements, opts.ShortCorps = f.Options.ShortRepl, f.Options.ShortCorps
	opts.EvenReplacements = f.Options.EvenRepl
	if f.Options.Scenario != "" {
		if _, ok := FindScenario(f.Options.Scenario); !ok && len(f.Options.ScenarioFile) > 0 {
			sc, err := LoadScenario(board, []byte(f.Options.ScenarioFile))
			if err == nil && sc.ID == f.Options.Scenario && sc.Lesson == nil {
				err = AddScenario(sc)
			}
			if err != nil {
				return nil, err
			}
		}
		if _, ok := FindScenario(f.Options.Scenario); !ok {
			return nil, refuse("rule.options.no.scenario", Short(f.Options.Scenario))
		}
		opts.Scenario = f.Options.Scenario
	}
	if len(f.Options.Players) > 2 {
		return nil, refuse("rule.save.saved.game.names", len(f.Options.Players))
	}
	for _, w := range f.Options.Players {
		if !slices.Contains(PlayerWords, w) {
			return nil, refuse("rule.save.saved.game.names.player",
				Short(w), strings.Join(PlayerWords[1:], ", "))
		}
	}
	copy(opts.Players[:], f.Options.Players)
	g, err := New(board, opts)
	if err != nil {
		return nil, err
	}
	for k, line := range f.History {
		a, err := ParseAction(board, line)
		if err == nil {
			err = g.Apply(a)
		}
		if err != nil {
			var e *Error
			if errors.As(err, &e) {
				// The action's protocol text (line) stays out of the sentence: the reason
				// names the units.
				return nil, refuse("rule.save.action.saved",
					k+1, e)
			}
			return nil, err
		}
	}
	// The replay leaves the undo stack as the game had it: moves and declarations made
	// since the last die roll can still be taken back after a restart (Continue).
	want := g.record()
	if f.Version == savePositionHash { // an older file: its hash covers the position alone
		want.Version, want.Hash = savePositionHash, fmt.Sprintf("%016x", g.Hash())
	}
	if !reflect.DeepEqual(want, f) {
		return nil, refuse("rule.save.saved.position")
	}
	return g, nil
}

// checkPosition looks at the saved position itself, so that a damaged file is refused
// with a sentence about what is wrong before the history is replayed.
func (f *saveFile) checkPosition(board *maps.Board) error {
	if len(f.Units) != NumUnits {
		return refuse("rule.save.saved.game.lists", len(f.Units), NumUnits)
	}
	held := map[maps.Square]int{}
	for u, su := range f.Units {
		if su.ID != catalog[u].ID {
			return refuse("rule.save.saved.game.list",
				whom(u), Short(su.ID))
		}
		switch {
		case su.Square != nil && su.Status != OnBoard.String():
			return refuse("rule.save.saved.game.puts", whom(u), Short(*su.Square))
		case su.Square == nil && su.Status == OnBoard.String():
			return refuse("rule.save.saved.game.says", whom(u))
		case su.Square == nil:
			continue
		}
		s, err := maps.ParseSquare(*su.Square)
		switch {
		case err != nil:
			return refuse("rule.save.saved.game.puts.which",
				whom(u), Short(*su.Square))
		case !board.In(s):
			return refuse("rule.save.saved.game.puts.off",
				whom(u), s, board.Rows, board.Cols)
		case !board.Terrain(s).Land():
			return refuse("rule.save.saved.game.puts.which.water", whom(u), s)
		}
		if other, ok := held[s]; ok {
			return refuse("rule.save.saved.game.puts.two", s, whom(other), whom(u))
		}
		held[s] = u
	}
	if len(f.Cities) != len(board.Cities) {
		return refuse("rule.save.saved.game.lists.cities", len(f.Cities), len(board.Cities))
	}
	return nil
}

// ownScenarioFile is a player's own scenario's file, for its saved games; nil for a
// built-in one, which every copy of the game has.
func ownScenarioFile(id string) string {
	sc, ok := FindScenario(id)
	if !ok || sc.Builtin {
		return ""
	}
	return string(sc.Source)
}
