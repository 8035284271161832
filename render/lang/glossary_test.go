package lang

import (
	"os"
	"regexp"
	"strings"
	"testing"
)

// term is a row of docs/glossary.md: the word each catalog uses for a thing, and the
// variants it refuses.
type term struct {
	thing  string
	de, en string
	refuse map[string][]string // language → variants as the glossary writes them
}

func glossary(t *testing.T) []term {
	t.Helper()
	data, err := os.ReadFile("../../docs/glossary.md")
	if err != nil {
		t.Fatal(err)
	}
	var terms []term
	for _, line := range strings.Split(string(data), "\n") {
		cells := strings.Split(strings.TrimSuffix(strings.TrimPrefix(strings.TrimSpace(line), "|"), "|"), "|")
		if !strings.HasPrefix(line, "|") || len(cells) != 6 || strings.HasPrefix(cells[0], "---") || strings.TrimSpace(cells[0]) == "Thing" {
			continue
		}
		for i := range cells {
			cells[i] = strings.TrimSpace(cells[i])
		}
		terms = append(terms, term{thing: cells[0], de: cells[1], en: cells[3],
			refuse: map[string][]string{"de": variants(cells[4]), "en": variants(cells[5])}})
	}
	if len(terms) < 25 {
		t.Fatalf("docs/glossary.md has %d terms: is its table still there?", len(terms))
	}
	return terms
}

// variants reads a cell of refused variants: `Gefecht*`, `*Biwak*`, `auf dem Plan`.
func variants(cell string) []string {
	var out []string
	for _, m := range regexp.MustCompile("`([^`]+)`").FindAllStringSubmatch(cell, -1) {
		out = append(out, m[1])
	}
	return out
}

// pattern is a variant as a regular expression: a star is any letters, and the variant
// stands as whole words (letters in any alphabet, so "Spielstärke" is not "Stärke").
func pattern(v string) *regexp.Regexp {
	parts := strings.Split(v, "*")
	for i, p := range parts {
		parts[i] = regexp.QuoteMeta(p)
	}
	return regexp.MustCompile(`(^|[^\p{L}\p{N}])` + strings.Join(parts, `[\p{L}]*`) + `($|[^\p{L}\p{N}])`)
}

// TestCatalogKeepsTheGlossary: each catalog calls each thing by the glossary's word (it
// appears in the catalog) and by no variant the glossary refuses, the rulebook's words
// among them (issue 35: Bivakgebiet, Kernwaffen, Brücke, Spiel für Fortgeschrittene,
// the results as the rulebook's table writes them).
func TestCatalogKeepsTheGlossary(t *testing.T) {
	all, err := Tables()
	if err != nil {
		t.Fatal(err)
	}
	terms := glossary(t)
	refused := map[string]bool{}
	for _, tm := range terms {
		for code, word := range map[string]string{"de": tm.de, "en": tm.en} {
			for _, w := range strings.Split(word, ", ") {
				w = strings.TrimSpace(strings.Split(w, " (")[0])
				if !anyText(all[code], func(s string) bool { return strings.Contains(s, w) || strings.Contains(s, upperFirst(w)) }) {
					t.Errorf("the glossary's %s word for %s, %q, is in no text of %s.json", code, tm.thing, w, code)
				}
			}
			for _, v := range tm.refuse[code] {
				refused[code+" "+v] = true
				re := pattern(v)
				for k, s := range all[code] {
					if m := re.FindString(s); m != "" {
						t.Errorf("%s %s says %q: the glossary's word for %s is %q", code, k, strings.TrimSpace(m), tm.thing, map[string]string{"de": tm.de, "en": tm.en}[code])
					}
				}
			}
		}
	}
	// the variants issue 35 names are among the refused, so a row dropped from the
	// glossary cannot let them back in
	for _, v := range []string{"AE", "DE", "AB2", "DB2", "EX", "A z 2", "Aust.", "*Biwak*", "Bereitstellungsr*", "Atomwaffe*",
		"Seebrücke*", "Aufbauspiel*", "Fortgeschrittenes Spiel", "Gefecht*", "Schlacht*", "Kontakt*", "erklär*", "Karte",
		"auf dem Plan", "Brett", "Kampfkraft", "Stärke*", "Kampfpunkt*", "Stärkepunkt*", "Zeile*", "Wettertafel", "Infanterien"} {
		if !refused["de "+v] {
			t.Errorf("docs/glossary.md no longer refuses %q in German", v)
		}
	}
}

func anyText(table map[string]string, f func(string) bool) bool {
	for _, s := range table {
		if f(s) {
			return true
		}
	}
	return false
}

func upperFirst(s string) string {
	if s == "" {
		return s
	}
	r := []rune(s)
	return strings.ToUpper(string(r[0])) + string(r[1:])
}

// TestGermanSaysSie: every German text addresses the player as Sie, as the rulebook and
// the menus do (issue 35: the later lessons, tut.squares, tut.end and scenario.goal said
// du).
func TestGermanSaysSie(t *testing.T) {
	all, err := Tables()
	if err != nil {
		t.Fatal(err)
	}
	du := regexp.MustCompile(`(^|[^\p{L}])(du|Du|dich|Dich|dir|Dir|dein|deine|deiner|deinen|deinem|deines|Dein|Deine|Deinen|Deiner|` +
		`Klicke|Ziehe|Nimm|Würfle|Halte|Sperre|Behalte|Gib|gib|Fang|mach|Plane|Nutze|Drücke|drücke|Wähle|Erkläre|erkläre|spiel|Spiel mit|[a-zäöü]+st du)($|[^\p{L}])`)
	for k, s := range all["de"] {
		if m := du.FindString(s); m != "" {
			t.Errorf("de %s says %q: German says Sie", k, strings.TrimSpace(m))
		}
	}
}

// TestGermanGrammarMends: the German sentences issue 35 found broken stay mended; each
// row is a key and what it must no longer say.
func TestGermanGrammarMends(t *testing.T) {
	all, err := Tables()
	if err != nil {
		t.Fatal(err)
	}
	de := all["de"]
	cases := []struct{ key, not string }{
		{"play.move.detail", "um hinzuziehen"},                          // "hinzuziehen" is to consult
		{"play.retreat.detail", "Klicken Sie ein grünes Feld für %s ("}, // anklicken needs its an
		{"play.battle.withdraw", "Hafenfeld, um"},
		{"tut.contact.text", "ein Feld von Indigau"},
		{"play.threat.unit", "mit %s"},                        // a nominative name after mit
		{"rule.nuclear.out.of.range", "von %s ist"},           // "von Atomgeschütz"
		{"info.cutoff.once", "wenn es "},                      // die Einheit: sie
		{"rule.move.cannot.step", "Wasserfeldern hindurch\""}, // no verb
		{"newgame.optional.note", "Gedacht für"},              // an English construction
		{"play.advice.after", "Wie der General riet;"},        // no verb
		{"player.human", "eine Person"},                       // "Rot spielt: eine Person"
		{"lesson.cities.endturn.text", "wird dein"},
		{"rule.special.started.turn", "diesseits des Flusses"}, // names no river
		{"rule.sea.started.turn", "diesseits des Flusses"},
		{"ai.advice.room", "aus der Gefahr"},
		{"figures.luck.better", "zu erwarten"}, // mehr als erwartet
		{"figures.luck.even", "zu erwarten"},
	}
	for _, c := range cases {
		s, ok := de[c.key]
		if !ok {
			t.Errorf("no key %s", c.key)
		}
		if strings.Contains(s+"\"", c.not) {
			t.Errorf("de %s reads %q: it still says %q", c.key, s, c.not)
		}
	}
	if !strings.Contains(de["play.battle.withdraw"], "Hafenfeld an,") || !strings.Contains(de["play.retreat.detail"], "für %s an") {
		t.Error("anklicken lost its an")
	}
}
