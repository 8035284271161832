package lang

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"taktik/assets/i18n"
	"taktik/game"
)

// ruleTexts are the texts that state the rules: the rules pages, the terrain and results
// tables, the weather's effects, the lessons and the engine's refusals of a move, a
// battle or a weapon. The protocol's and the save file's refusals (rule.action,
// rule.options, rule.save) speak of the file and its syntax, not of the rules.
var ruleTexts = regexp.MustCompile(`^(rules\.|hud\.terrain\.|hud\.crt\.|weather\.effect\.|lesson\.|tut\.|scenario\.|play\.nuke|newgame\.optional|newgame\.balance\.even|rule\.(combat|drop|move|nuclear|replace|resolve|sea|setup|special|terrain|turn|why|deploy)\.)`)

// notFigures are the numbers a rule text may write as digits: the placeholders of its
// arguments, a square's name (its row has two digits, as on the board), the odds and
// sums of a lesson's own position, a ruling's number, a measured share, the results'
// names.
var notFigures = []*regexp.Regexp{
	regexp.MustCompile(`\d+ %%`),
	regexp.MustCompile(`%(\[\d+\])?[-+# 0-9.]*[a-zA-Z%]`),
	regexp.MustCompile(`\b\d{2}-\d{1,2}\b`),
	regexp.MustCompile(`\b\d+ \+ \d+ = \d+ (gegen|against) \d+`),
	regexp.MustCompile(`\b\d+ (gegen|zu|to|against) \d+\b`),
	regexp.MustCompile(`\(R\d+\)`),
	regexp.MustCompile(`\b[AD] zurück 2\b|\b(AB2|DB2)\b`),
}

// examples are the numbers a text may type because they are the example it works
// through, not a rule's value: each names its text and why.
var examples = map[string][]string{
	"rules.board.text":                {"15-5", "15", "5"}, // the square it names as an example
	"rules.combat.text":               {"2-1"},             // 5 against 2, worked out
	"tut.squares.text":                {"35", "34"},        // the lesson's square 35-34, row and column
	"tut.select.text":                 {"2-7", "2", "7"},   // the lesson's armour, as its counter reads
	"tut.contact.text":                {"4"},               // what the lesson's armour has left
	"tut.table.text":                  {"3-1"},             // the lesson's battle's column
	"tut.retreat.text":                {"3"},               // the lesson's die
	"tut.exchange.text":               {"2", "1"},          // the lesson's die and the defender's value
	"lesson.exchange.choose.text":     {"2"},               // the defenders' values, added up
	"rule.resolve.no.battle.declared": {"0"},               // the protocol counts battles from 0
}

var digits = regexp.MustCompile(`\d+(-\d+)?`)

// TestRuleTextsTakeTheirNumbersFromTheRules: a text that states a cost, a limit or a
// value writes it as one of the rules' figures ({cost.forest}), which game.Figures reads
// from the engine's own tables; a number typed into a rule text fails here (issue 35:
// "a forest costs 6" leaked the engine's thirds into a lesson).
func TestRuleTextsTakeTheirNumbersFromTheRules(t *testing.T) {
	all, err := Tables()
	if err != nil {
		t.Fatal(err)
	}
	figures := game.Figures()
	checked := 0
	for code, table := range all {
		for k, v := range table {
			for _, m := range i18n.Figure.FindAllStringSubmatch(v, -1) {
				if _, ok := figures[m[1]]; !ok {
					t.Errorf("%s %s writes {%s}, which is none of the rules' figures", code, k, m[1])
				}
			}
			if got, want := figureNames(v), figureNames(all[Fallback][k]); got != want {
				t.Errorf("%s %s states the figures %q, %s.json %q", code, k, got, Fallback, want)
			}
			if !ruleTexts.MatchString(k) {
				continue
			}
			checked++
			s := strings.ReplaceAll(v, "\u00a0", " ")
			s = i18n.Figure.ReplaceAllString(s, "")
			for _, re := range notFigures {
				s = re.ReplaceAllString(s, "")
			}
			for _, n := range digits.FindAllString(s, -1) {
				if !slices.Contains(examples[strings.Replace(k, ".touch.text", ".text", 1)], n) { // fingers' words, the same examples
					t.Errorf("%s %s types the number %s: take it from the rules' figures ({name}, game.Figures)", code, k, n)
				}
			}
		}
	}
	if checked < 200 {
		t.Errorf("only %d rule texts checked; is the pattern right?", checked)
	}
}

// figureNames lists the figures a text states, sorted, so both languages can be compared.
func figureNames(s string) string {
	var names []string
	for _, m := range i18n.Figure.FindAllStringSubmatch(s, -1) {
		names = append(names, m[1])
	}
	slices.Sort(names)
	return strings.Join(slices.Compact(names), " ")
}

// TestRuleTextsStateTheEnginesRules: the three texts that stated a rule wrongly (issue
// 35), read as the player reads them, now state the engine's rule: the basic game's
// move costs one point a land square, roads and cities included (R13); the terrain
// lesson's forest and river cost what the engine charges, in points (R11, R25); and the
// mountain ruling says who may attack whom (R24).
func TestRuleTextsStateTheEnginesRules(t *testing.T) {
	var clear, forest, river int
	for _, row := range game.TerrainTable() {
		switch row.Key {
		case "clear":
			clear = row.Basic[0]
			for i, c := range row.Basic {
				if c != clear {
					t.Fatalf("the engine prices a basic-game %s step (case %d) at %d thirds, a clear one at %d", row.Key, i, c, clear)
				}
			}
		case "forest":
			forest = row.Foot[0]
		case "river":
			river = row.Foot[0]
		}
	}
	for _, row := range game.TerrainTable() {
		for _, c := range row.Basic {
			if c >= 0 && c != clear && !row.Extra {
				t.Errorf("the basic game prices %s at %d thirds, clear ground at %d: R13 says alike", row.Key, c, clear)
			}
		}
	}
	cases := []struct {
		lang, key string
		want      []string
		not       []string
	}{
		{"de", "rules.move.text", []string{"jedes Landfeld gleich viel, " + itoa(clear/3) + " Bewegungspunkt"}, []string{"Drittel"}},
		{"en", "rules.move.text", []string{"every land square costs the same, " + itoa(clear/3) + " movement point"}, []string{"third"}},
		{"de", "lesson.terrain.intro.text", []string{"Waldfeld kostet " + itoa(forest/3) + " Punkte", "kostet " + itoa(river/3) + " Punkt mehr"}, nil},
		{"en", "lesson.terrain.intro.text", []string{"forest square costs " + itoa(forest/3) + " points", "costs " + itoa(river/3) + " point more"}, nil},
		{"de", "hud.terrain.mountain.combat", []string{"können nur von Gebirgsjägern angegriffen werden, die selbst im Gebirge stehen"}, []string{"greifen nur Gebirgsjäger an"}},
		{"en", "hud.terrain.mountain.combat", []string{"is attacked only by mountain infantry in mountains"}, nil},
	}
	for _, c := range cases {
		got := i18n.Text(c.lang, c.key)
		for _, w := range c.want {
			if !strings.Contains(got, w) {
				t.Errorf("%s %s reads %q: want %q", c.lang, c.key, got, w)
			}
		}
		for _, w := range c.not {
			if strings.Contains(got, w) {
				t.Errorf("%s %s reads %q: it still says %q", c.lang, c.key, got, w)
			}
		}
	}
}

func itoa(n int) string { return strconv.Itoa(n) }
