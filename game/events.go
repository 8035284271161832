package game

import (
	"slices"
	"strings"

	"taktik/assets/i18n"
	"taktik/maps"
	"taktik/units"
)

// EventKind is what happened.
type EventKind uint8

const (
	EvStart        EventKind = iota // play begins
	EvPlace                         // setup: a unit put on the board
	EvRemove                        // setup: a unit taken off
	EvOwn                           // setup: a city given to a side
	EvTurn                          // a player turn begins
	EvMove                          // a unit moved (Path from its start, Cost)
	EvEndMove                       // movement over; Count obliged contacts
	EvBattle                        // a battle declared (Units: attackers then defenders)
	EvRoll                          // a battle resolved: Odds, Die, Result
	EvEliminated                    // units removed from the board
	EvRetreat                       // a unit retreated (Path from its start)
	EvHQLost                        // HQs that could not get away from the enemy (R20)
	EvForced                        // the next decision had only one answer and was taken
	EvCapture                       // a city changed hands (R21)
	EvVictory                       // the game ended
	EvDrop                          // a paratroop unit flown (Path: from, to; R26)
	EvLanding                       // a marine put ashore from the sea (Path: from, to; R27)
	EvInvasion                      // a unit shipped from port to port (Path: from, to; R28)
	EvWithdrawal                    // a marine gone back to sea after its attack (Path: from, to; R27)
	EvForestLoss                    // armour lost because its only retreats led into forest (R19, R23)
	EvMonth                         // a month begins: Month, and Weather when the weather rule is played (R30)
	EvReplacements                  // a replacement period: Owner gets Count points (R31)
	EvRebuilt                       // an eliminated unit rebuilt (Units, Path: [square], Owner, Cost in points; R31)
	EvReplaceEnd                    // Owner's replacements are over; Count points unspent are lost (R31)
	EvCutOff                        // units of the moving side found cut off from supply (Units; R32)
	EvResupplied                    // units of the moving side in supply again (Units; R32)
	EvSupplyLoss                    // units lost for want of supply (Units; R32); an EvEliminated follows
	EvNuke                          // a nuclear strike: Units [the HQ], Path the squares hit (R33); EvEliminated follows
)

var eventNames = [...]string{"start", "place", "remove", "own", "turn", "move", "endmove", "battle", "roll",
	"eliminated", "retreat", "hqlost", "forced", "capture", "victory", "drop", "landing", "invasion",
	"withdrawal", "forestloss", "month", "replacements", "rebuilt", "replaceend", "cutoff", "resupplied",
	"supplyloss", "nuke"}

func (k EventKind) String() string { return eventNames[k] }

// Event is one entry of the game's log. Turn and Side are the game turn and the side
// whose player turn it was.
type Event struct {
	Kind    EventKind
	Turn    int
	Side    units.Side
	Units   []int
	Path    []maps.Square
	Cost    int
	Count   int
	Battle  int
	Attack  int
	Defend  int
	Odds    Odds
	Die     int
	Result  Result
	City    string
	Owner   units.Side // EvOwn: the city's new owner; replacement events: the side rebuilding (R31)
	Winner  Winner
	Month   int     // EvMonth: the month, 1 January … 12 December (R30)
	Weather Weather // EvMonth: its weather; NoWeather without the weather rule (R30)
}

func (e Event) clone() Event {
	e.Units = slices.Clone(e.Units)
	e.Path = slices.Clone(e.Path)
	return e
}

// Text tells the event in a language ("de" or "en"), from the catalogs (Message).
func (e Event) Text(lang string) string {
	text := e.Message().Text(lang)
	if strings.HasSuffix(text, "..") { // a short name ("3rd Inf.") ends the sentence
		text = text[:len(text)-1]
	}
	return text
}

// Message is the event as a message of the catalogs: its key (event.<kind>, with a
// variant where the sentence changes with a count or an outcome) and its arguments.
func (e Event) Message() Message {
	msg := func(key string, args ...any) Message { return Message{Key: key, Args: args} }
	side := sideWord(e.Side)
	subject := func(list []int) unitsNamed { return unitsNamed{list, true} } // at the start of a sentence
	names := func(list []int) unitsNamed { return unitsNamed{list, false} }
	switch e.Kind {
	case EvStart:
		return msg("event.start", side)
	case EvPlace:
		return msg("event.place", subject(e.Units), path(e.Path))
	case EvRemove:
		return msg("event.remove", subject(e.Units))
	case EvOwn:
		return msg("event.own", e.City, sideWord(e.Owner))
	case EvTurn:
		return msg("event.turn", e.Turn, side)
	case EvMove:
		return msg("event.move", subject(e.Units), path(e.Path), movement(e.Cost))
	case EvEndMove:
		if e.Count == 0 {
			return msg("event.endmove.none", side)
		}
		return msg(i18n.Counted(e.Count, "event.endmove"), side, e.Count)
	case EvBattle:
		att, def := battleSides(e.Units)
		return msg("event.battle", e.Battle+1, names(att), e.Attack, names(def), e.Defend, e.Odds)
	case EvRoll:
		if e.Die == 0 {
			return msg("event.roll.nodie", e.Battle+1, e.Odds, named{e.Result})
		}
		return msg("event.roll", e.Battle+1, e.Odds, e.Die, named{e.Result})
	case EvEliminated:
		return msg("event.eliminated", names(e.Units))
	case EvRetreat:
		return msg("event.retreat", subject(e.Units), path(e.Path))
	case EvHQLost: // R20
		return msg(i18n.Counted(max(1, len(e.Units)), "event.hqlost"), subject(e.Units))
	case EvForced:
		return msg("event.forced")
	case EvCapture:
		return msg("event.capture", side, e.City)
	case EvDrop, EvLanding, EvInvasion, EvWithdrawal:
		var from, to maps.Square // Path: the square left and the square reached
		if len(e.Path) == 2 {
			from, to = e.Path[0], e.Path[1]
		}
		return msg(journeys[e.Kind], subject(e.Units), from, to)
	case EvForestLoss: // R23
		return msg("event.forestloss", subject(e.Units))
	case EvMonth, EvReplacements, EvRebuilt, EvReplaceEnd, EvCutOff, EvResupplied, EvSupplyLoss, EvNuke:
		return e.optionalMessage()
	case EvVictory:
		switch e.Winner {
		case Draw:
			return msg("event.victory.draw")
		case RedWins:
			return msg("event.victory.red")
		}
		return msg("event.victory.blue")
	}
	return Message{Key: e.Kind.String()}
}

// journeys are the keys of the special operations of the advanced game (R26–R28): the
// unit, the square it left, the square it reached.
var journeys = map[EventKind]string{EvDrop: "event.drop", EvLanding: "event.landing", EvInvasion: "event.invasion",
	EvWithdrawal: "event.withdrawal"}

// path is squares in a sentence, in the order taken: "20-27 → 20-28".
type path []maps.Square

func (p path) in(string) string { return strings.Join(squareNames(p), " → ") }

// UnitNames names units for a sentence in a language ("de" or "en"): each side's units
// after the side, by their short labels (units.Unit.Label), the last joined by "and":
// "Red 10th Inf., 3rd Arm. and 4th Inf.", German "rote 10. Inf., 3. Pz. und 4. Inf." (the
// adjective agrees with the first unit: "rotes HQ I. Korps"; names.<side> in the
// catalogs). start capitalises it for the beginning of a sentence. Units are named in
// the order given.
func UnitNames(list []int, lang string, start bool) string {
	var runs []string
	for k := 0; k < len(list); {
		side := catalog[list[k]].Side
		var labels []string
		first := list[k]
		for ; k < len(list) && catalog[list[k]].Side == side; k++ {
			labels = append(labels, catalog[list[k]].Label(lang))
		}
		runs = append(runs, i18n.Format(lang, "names."+sideKey(first), joinAnd(labels, lang)))
	}
	text := joinAnd(runs, lang)
	if start && text != "" {
		text = strings.ToUpper(text[:1]) + text[1:]
	}
	return text
}

// UnitNamesOf is UnitNames of units given by protocol id (a scenario's units to
// destroy); an id of no unit is left out.
func UnitNamesOf(ids []string, lang string) string {
	var list []int
	for _, id := range ids {
		if n, ok := UnitNumber(id); ok {
			list = append(list, n)
		}
	}
	return UnitNames(list, lang, false)
}

// joinAnd joins items as a list in a sentence: "a, b and c" (list.comma, list.and).
func joinAnd(items []string, lang string) string {
	if len(items) < 2 {
		return strings.Join(items, "")
	}
	text := items[0]
	for _, it := range items[1 : len(items)-1] {
		text = i18n.Format(lang, "list.comma", text, it)
	}
	return i18n.Format(lang, "list.and", text, items[len(items)-1])
}

// battleSides splits a battle event's units into attackers and defenders by side.
func battleSides(list []int) (att, def []int) {
	if len(list) == 0 {
		return nil, nil
	}
	first := catalog[list[0]].Side
	for _, u := range list {
		if catalog[u].Side == first {
			att = append(att, u)
		} else {
			def = append(def, u)
		}
	}
	return att, def
}
