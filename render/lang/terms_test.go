package lang

import (
	"strings"
	"testing"

	"taktik/units"
)

// TestGermanUndoIsNotBack: Undo is "Rückgängig", never the "Zurück" that means Back,
// and the losses table heads its HQ column HQ. The words for the game's things are held
// to docs/glossary.md (TestCatalogKeepsTheGlossary).
func TestGermanUndoIsNotBack(t *testing.T) {
	all, err := Tables()
	if err != nil {
		t.Fatal(err)
	}
	de := all["de"]
	if got := de["play.undo"]; !strings.HasPrefix(got, "Rückgängig") {
		t.Errorf("Undo reads %q in German, want Rückgängig", got)
	}
	if de["play.undo"] == de["play.confirm.back"] || de["play.undo"] == de["button.back"] {
		t.Error("Undo and Back read alike in German")
	}
	if got := de["hud.kind.hq"]; got != "HQ" {
		t.Errorf("the losses table's HQ column reads %q", got)
	}
}

// TestOrderButtonsNameTheirKeys: every order button under the map names the key that
// does the same, in both languages, as the help overlay lists them (the nuclear
// strike's F was missing).
func TestOrderButtonsNameTheirKeys(t *testing.T) {
	all, err := Tables()
	if err != nil {
		t.Fatal(err)
	}
	keys := map[string]string{"play.undo": "(U)", "play.advice": "(H)", "play.advice.do": "(Enter)", "play.endmove": "(E)", "play.declare": "(Enter)",
		"play.plan": "(P)", "play.roll": "(R)", "play.endturn": "(E)", "play.nuke": "(F)"}
	for _, code := range []string{"de", "en"} {
		for k, want := range keys {
			if got := all[code][k]; !strings.HasSuffix(got, " "+want) {
				t.Errorf("%s %s reads %q: the button does not name its key %s", code, k, got, want)
			}
		}
	}
}

// TestLossColumnsUseTheUnitsAbbreviations: the losses table heads its columns with the
// abbreviations the log and the lists use for the units ("FJ", not "Fsj", beside
// "1. FJ"), in both languages.
func TestLossColumnsUseTheUnitsAbbreviations(t *testing.T) {
	all, err := Tables()
	if err != nil {
		t.Fatal(err)
	}
	column := map[units.Kind]string{units.Infantry: "hud.kind.inf", units.Armour: "hud.kind.arm",
		units.Paratroop: "hud.kind.para", units.Mountain: "hud.kind.mtn", units.Marine: "hud.kind.mar"}
	for _, code := range []string{"de", "en"} {
		for _, u := range units.All() {
			key, ok := column[u.Kind]
			if !ok {
				continue
			}
			label := u.Label(code) // "1. FJ", "1st Para."
			abbr := strings.TrimSuffix(label[strings.LastIndex(label, " ")+1:], ".")
			if got := all[code][key]; got != abbr {
				t.Errorf("%s: the losses column %s reads %q, the units say %q (%s)", code, key, got, abbr, label)
			}
		}
	}
}

// TestGermanResultsUseTheRulebooksWords: the German die, odds and table name the results
// as the rulebook's table does (D elim, A elim, D zurück 2, A zurück 2, Austausch); a
// cell that abbreviates its word has the whole word in the legend below the table.
func TestGermanResultsUseTheRulebooksWords(t *testing.T) {
	all, err := Tables()
	if err != nil {
		t.Fatal(err)
	}
	de := all["de"]
	words := map[string]string{"AE": "A elim", "DE": "D elim", "AB2": "A zurück 2", "DB2": "D zurück 2", "EX": "Austausch"}
	for r, want := range words {
		if got := de["hud.result."+r]; got != want {
			t.Errorf("the German die names %s %q, want the rulebook's %q", r, got, want)
		}
		if !strings.HasPrefix(de["rules.crt."+r], want) {
			t.Errorf("the German rules page explains %s as %q, want it to begin with %q", r, de["rules.crt."+r], want)
		}
		if cell := de["hud.crt.cell."+r]; cell != want && !strings.HasPrefix(de["hud.crt.legend."+r], want) {
			t.Errorf("the German cell %q abbreviates %q, but the legend %q does not say it", cell, want, de["hud.crt.legend."+r])
		}
	}
}
