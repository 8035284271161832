package game

import (
	"fmt"
	"slices"
	"strings"

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

// Text tells the event in a language ("de" or "en").
func (e Event) Text(lang string) string {
	text := e.text(lang)
	if strings.HasSuffix(text, "..") { // a short name ("3rd Inf.") ends the sentence
		text = text[:len(text)-1]
	}
	return text
}

func (e Event) text(lang string) string {
	de := lang == "de"
	pick := func(en, ger string) string {
		if de {
			return ger
		}
		return en
	}
	side := sideName(e.Side, lang)
	names := func(list []int) string { return UnitNames(list, lang, false) }
	subject := func(list []int) string { return UnitNames(list, lang, true) } // at the start of a sentence
	squares := func(p []maps.Square) string {
		s := make([]string, len(p))
		for i, q := range p {
			s[i] = q.String()
		}
		return strings.Join(s, " → ")
	}
	switch e.Kind {
	case EvStart:
		return pick("The game begins; "+side+" moves first.", "Das Spiel beginnt; "+side+" zieht zuerst.")
	case EvPlace:
		return fmt.Sprintf(pick("%s set up on %s.", "%s aufgestellt auf %s."), subject(e.Units), squares(e.Path))
	case EvRemove:
		return fmt.Sprintf(pick("%s taken off the board.", "%s vom Spielplan genommen."), subject(e.Units))
	case EvOwn:
		return fmt.Sprintf(pick("%s now belongs to %s.", "%s gehört jetzt %s."), e.City, sideName(e.Owner, lang))
	case EvTurn:
		return fmt.Sprintf(pick("Turn %d: %s to move.", "Zug %d: %s ist am Zug."), e.Turn, side)
	case EvMove:
		return fmt.Sprintf(pick("%s moves %s (%s).", "%s zieht %s (%s)."), subject(e.Units), squares(e.Path), movement(e.Cost).in(lang))
	case EvEndMove:
		if e.Count == 0 {
			return pick(side+" ends movement; no unit is in contact.", side+" beendet die Bewegung; keine Einheit hat Feindberührung.")
		}
		if e.Count == 1 {
			return pick(side+" ends movement; 1 contact must be fought.", side+" beendet die Bewegung; 1 Berührung muss ausgekämpft werden.")
		}
		return fmt.Sprintf(pick("%s ends movement; %d contacts must be fought.", "%s beendet die Bewegung; %d Berührungen müssen ausgekämpft werden."), side, e.Count)
	case EvBattle:
		att, def := battleSides(e.Units)
		return fmt.Sprintf(pick("Battle %d declared: %s (%d) against %s (%d), odds %s.",
			"Kampf %d angesagt: %s (%d) gegen %s (%d), Verhältnis %s."), e.Battle+1, names(att), e.Attack, names(def), e.Defend, e.Odds)
	case EvRoll:
		if e.Die == 0 {
			return fmt.Sprintf(pick("Battle %d at %s needs no die: %s.", "Kampf %d bei %s braucht keinen Wurf: %s."),
				e.Battle+1, e.Odds, e.Result.Name(lang))
		}
		return fmt.Sprintf(pick("Battle %d at %s: die %d, %s.", "Kampf %d bei %s: Wurf %d, %s."), e.Battle+1, e.Odds, e.Die, e.Result.Name(lang))
	case EvEliminated:
		return fmt.Sprintf(pick("Eliminated: %s.", "Vernichtet: %s."), names(e.Units))
	case EvRetreat:
		return fmt.Sprintf(pick("%s retreats %s.", "%s geht zurück: %s."), subject(e.Units), squares(e.Path))
	case EvHQLost:
		if len(e.Units) > 1 {
			return fmt.Sprintf(pick("%s could not get away from the enemy and are lost.", // R20
				"%s konnten sich nicht vom Feind lösen und sind verloren."), subject(e.Units))
		}
		return fmt.Sprintf(pick("%s could not get away from the enemy and is lost.", // R20
			"%s konnte sich nicht vom Feind lösen und ist verloren."), subject(e.Units))
	case EvForced:
		return pick("Only one choice was possible; the game made it.", "Es gab nur eine Wahl; das Spiel hat sie getroffen.")
	case EvCapture:
		return fmt.Sprintf(pick("%s takes %s.", "%s nimmt %s ein."), side, e.City)
	case EvDrop, EvLanding, EvInvasion, EvWithdrawal:
		var from, to maps.Square // Path: the square left and the square reached
		if len(e.Path) == 2 {
			from, to = e.Path[0], e.Path[1]
		}
		t := journeyTexts[e.Kind]
		return fmt.Sprintf(pick(t[0], t[1]), subject(e.Units), from, to)
	case EvForestLoss:
		return fmt.Sprintf(pick("%s could only fall back into forest and is lost.", // R23
			"%s konnte nur in den Wald ausweichen und ist verloren."), subject(e.Units))
	case EvMonth, EvReplacements, EvRebuilt, EvReplaceEnd, EvCutOff, EvResupplied, EvSupplyLoss, EvNuke:
		return e.optionalText(lang)
	case EvVictory:
		switch e.Winner {
		case Draw:
			return pick("The game ends in a draw.", "Das Spiel endet unentschieden.")
		case RedWins:
			return pick("Red wins.", "Rot gewinnt.")
		}
		return pick("Blue wins.", "Blau gewinnt.")
	}
	return e.Kind.String()
}

// UnitNames names units for a sentence in a language ("de" or "en"): each side's units
// after the side, by their short labels (units.Unit.Label), the last joined by "and":
// "Red 10th Inf., 3rd Arm. and 4th Inf.", German "rote 10. Inf., 3. Pz. und 4. Inf." (the
// adjective agrees with the first unit: "rotes HQ I. Korps"). start capitalises it for
// the beginning of a sentence. Units are named in the order given.
func UnitNames(list []int, lang string, start bool) string {
	de := lang == "de"
	and := " and "
	if de {
		and = " und "
	}
	join := func(items []string) string {
		if len(items) < 2 {
			return strings.Join(items, "")
		}
		return strings.Join(items[:len(items)-1], ", ") + and + items[len(items)-1]
	}
	var runs []string
	for k := 0; k < len(list); {
		side := catalog[list[k]].Side
		var labels []string
		first := list[k]
		for ; k < len(list) && catalog[list[k]].Side == side; k++ {
			labels = append(labels, catalog[list[k]].Label(lang))
		}
		adj := sideName(side, lang)
		if de {
			adj = map[units.Side]string{units.Red: "rote", units.Blue: "blaue"}[side]
			if catalog[first].Kind == units.HQ {
				adj += "s" // das Hauptquartier
			}
		}
		runs = append(runs, adj+" "+join(labels))
	}
	text := join(runs)
	if start && text != "" {
		text = strings.ToUpper(text[:1]) + text[1:]
	}
	return text
}

// journeyTexts tell the special operations of the advanced game, in English and German:
// the unit, the square it left, the square it reached.
var journeyTexts = map[EventKind][2]string{
	EvDrop:       {"%s is flown from %s and drops on %s.", "%s wird von %s ausgeflogen und springt über %s ab."},
	EvLanding:    {"%s sails from %s and lands on %s.", "%s fährt von %s über See und landet auf %s."},
	EvInvasion:   {"%s is shipped from the port %s to the port %s.", "%s wird vom Hafen %s zum Hafen %s verschifft."},
	EvWithdrawal: {"%s leaves %s by sea and returns to the port %s.", "%s verlässt %s über See und kehrt in den Hafen %s zurück."},
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
