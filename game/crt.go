package game

import (
	"fmt"
	"strings"

	"taktik/assets/i18n"
)

// Result is an outcome of the combat results table (R17).
type Result uint8

const (
	NoResult Result = iota
	AE              // attackers eliminated
	DE              // defenders eliminated
	AB2             // attackers retreat two squares
	DB2             // defenders retreat two squares
	EX              // exchange (R18)
)

// Results lists the outcomes in table order.
var Results = []Result{AE, AB2, EX, DB2, DE}

var resultNames = [...]string{"", "AE", "DE", "AB2", "DB2", "EX"}

func (r Result) String() string { return resultNames[r] }

// ParseResult reads a result of the results table by its name (AE, DE, AB2, DB2, EX).
func ParseResult(name string) (Result, bool) {
	for _, r := range Results {
		if r.String() == strings.ToUpper(name) {
			return r, true
		}
	}
	return 0, false
}

// resultWords are the results' names a lesson file may write, in table order.
func resultWords() string {
	var w []string
	for _, r := range Results {
		w = append(w, r.String())
	}
	return strings.Join(w, ", ")
}

// Name is the result's name in a language ("de" or "en").
func (r Result) Name(lang string) string {
	if r == 0 {
		return ""
	}
	return i18n.Text(lang, "crt."+strings.ToLower(r.String()))
}

// Odds is a column of the table, rounded in the defender's favour (R16): 0 is 1-1,
// 1…5 are 2-1…6-1, -1…-5 are 1-2…1-6; OddsAutoDE (7-1 or better) and OddsAutoAE (1-7 or
// worse) decide without a roll.
type Odds int8

const (
	OddsAutoAE Odds = -6
	OddsAutoDE Odds = 6
)

// ComputeOdds rounds attack against defence for the defender (R16): A ≥ D gives
// floor(A/D) to 1, A < D gives 1 to ceil(D/A).
func ComputeOdds(attack, defend int) Odds {
	if defend <= 0 {
		return OddsAutoDE
	}
	if attack <= 0 {
		return OddsAutoAE
	}
	if attack >= defend {
		return Odds(min(attack/defend-1, int(OddsAutoDE)))
	}
	return Odds(-min((defend+attack-1)/attack-1, -int(OddsAutoAE)))
}

// Auto reports whether the odds decide without a die (R16).
func (o Odds) Auto() bool { return o == OddsAutoAE || o == OddsAutoDE }

// String is "3-1", "1-2", "auto-DE" or "auto-AE".
func (o Odds) String() string {
	switch {
	case o >= OddsAutoDE:
		return "auto-DE"
	case o <= OddsAutoAE:
		return "auto-AE"
	case o >= 0:
		return fmt.Sprintf("%d-1", int(o)+1)
	}
	return fmt.Sprintf("1-%d", 1-int(o))
}

// crt is the combat results table exactly as R17 reads it: one row per die, one column
// per odds from 1-6 to 6-1. This is the only copy; help screens read it through CRT.
var crt = [6][11]Result{
	//     1-6  1-5  1-4  1-3  1-2  1-1  2-1  3-1  4-1  5-1  6-1
	/*1*/ {AE, AE, AB2, AB2, DE, DE, DE, DE, DE, DE, DE},
	/*2*/ {AE, AE, AE, AE, AB2, EX, EX, EX, EX, EX, DB2},
	/*3*/ {AB2, AB2, AB2, AB2, AB2, AB2, DB2, DB2, DB2, DE, DE},
	/*4*/ {AE, AB2, DB2, DB2, DB2, DE, DE, DE, DE, DE, DE},
	/*5*/ {AE, AE, AE, AE, AE, AE, AE, EX, EX, DB2, DE},
	/*6*/ {AE, AE, AE, AE, AE, AE, AE, AE, DE, DE, DE},
}

// TableOdds lists the table's columns in order, 1-6 to 6-1.
var TableOdds = []Odds{-5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5}

// CRT is the result of a battle at some odds with a die roll from 1 to 6 (R17). The auto
// odds give their result whatever the die.
func CRT(o Odds, die int) Result {
	switch {
	case o >= OddsAutoDE:
		return DE
	case o <= OddsAutoAE:
		return AE
	case die < 1 || die > 6:
		panic(fmt.Sprintf("game: die roll %d", die))
	}
	return crt[die-1][int(o)+5]
}

// Outcomes is the chance of each result at some odds: the share of the six die faces
// that give it.
func Outcomes(o Odds) map[Result]float64 {
	m := map[Result]float64{}
	for die := 1; die <= 6; die++ {
		m[CRT(o, die)] += 1.0 / 6
	}
	if o.Auto() {
		for r := range m {
			m[r] = 1
		}
	}
	return m
}
