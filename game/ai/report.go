package ai

import (
	"fmt"
	"io"
	"math"
	"slices"
	"strings"
	"time"

	"taktik/game"
	"taktik/units"
)

// Report prints a tournament's outcome: wins, losses and draws of each player with a
// 95% Wilson interval, whether the stronger result is significant, wins by side, the
// average game length, and the time per player turn of each level.
func (r Result) Report(w io.Writer) {
	cfg := r.Config
	n := len(r.Games)
	if cfg.Scenario != "" {
		r.scenarioReport(w)
		return
	}
	fmt.Fprintf(w, "selfplay: %s (A) vs %s (B), %d games, seeds %d..%d, turn limit %d\n",
		cfg.A.Name("en"), cfg.B.Name("en"), n, cfg.Seed, cfg.Seed+uint64(n)-1, cfg.TurnLimit)
	fmt.Fprintf(w, "rules: %s\n", RulesText(cfg.Rules))
	var winA, winB, draws, red, blue int
	var aRed, aRedWins, aBlueWins, firstWins, aFirst, aFirstWins, aSecondWins int
	turns, minT, maxT := 0, math.MaxInt, 0
	for _, g := range r.Games {
		aIsRed := g.Index%2 == 0
		if aIsRed {
			aRed++
		}
		if (g.Winner == game.RedWins && g.First == units.Red) || (g.Winner == game.BlueWins && g.First == units.Blue) {
			firstWins++
		}
		aMovesFirst := aIsRed == (g.First == units.Red)
		if aMovesFirst {
			aFirst++
		}
		if aWon := (g.Winner == game.RedWins) == aIsRed && g.Winner != game.Draw && g.Winner != game.NoWinner; aWon {
			if aMovesFirst {
				aFirstWins++
			} else {
				aSecondWins++
			}
		}
		switch g.Winner {
		case game.RedWins:
			red++
			if aIsRed {
				winA++
				aRedWins++
			} else {
				winB++
			}
		case game.BlueWins:
			blue++
			if aIsRed {
				winB++
			} else {
				winA++
				aBlueWins++
			}
		default:
			draws++
		}
		turns += g.Turns
		minT, maxT = min(minT, g.Turns), max(maxT, g.Turns)
	}
	fmt.Fprintf(w, "%-12s %5s %7s %6s %9s   %s\n", "player", "wins", "losses", "draws", "win rate", "95% interval (Wilson)")
	row := func(name string, wins, losses int) {
		lo, hi := wilson(wins, n)
		fmt.Fprintf(w, "%-12s %5d %7d %6d %8.1f%%   [%.1f%%, %.1f%%]\n", name, wins, losses, draws,
			100*float64(wins)/float64(n), 100*lo, 100*hi)
	}
	row("A "+cfg.A.Name("en"), winA, winB)
	row("B "+cfg.B.Name("en"), winB, winA)
	if decisive := winA + winB; decisive > 0 {
		lo, hi := wilson(winA, decisive)
		verdict := "not significant"
		switch {
		case lo > 0.5:
			verdict = "A is significantly stronger"
		case hi < 0.5:
			verdict = "B is significantly stronger"
		}
		fmt.Fprintf(w, "A's share of decisive games: %.1f%% [%.1f%%, %.1f%%]: %s (95%%)\n",
			100*float64(winA)/float64(decisive), 100*lo, 100*hi, verdict)
	}
	fmt.Fprintf(w, "by side: Red won %d (%.1f%%), Blue won %d (%.1f%%), draws %d (%.1f%%)\n",
		red, pct(red, n), blue, pct(blue, n), draws, pct(draws, n))
	fmt.Fprintf(w, "A as Red won %d of %d, A as Blue won %d of %d; the side moving first won %d (%.1f%%)\n",
		aRedWins, aRed, aBlueWins, n-aRed, firstWins, pct(firstWins, n))
	fmt.Fprintf(w, "A moving first won %d of %d, A moving second won %d of %d\n", aFirstWins, aFirst, aSecondWins, n-aFirst)
	ends := map[string]int{}
	for _, g := range r.Games {
		ends[g.End]++
	}
	fmt.Fprintf(w, "games ended by: all enemy cities held %d, annihilation %d, turn limit %d\n",
		ends["cities"], ends["annihilation"], ends["turn limit"])
	if n > 0 {
		fmt.Fprintf(w, "game length: average %.1f game turns (shortest %d, longest %d)\n", float64(turns)/float64(n), minT, maxT)
	}
	slow := 0
	for i, g := range r.Games {
		if g.Slowest > r.Games[slow].Slowest {
			slow = i
		}
	}
	if n > 0 {
		g := r.Games[slow]
		fmt.Fprintf(w, "slowest player turn: %v, game %d (seed %d), game turn %d\n", g.Slowest.Round(time.Millisecond), g.Index, g.Seed, g.SlowTurn)
	}
	r.reportTimes(w)
	if cfg.List {
		r.list(w)
	}
}

// reportTimes prints the time per player turn of each level.
func (r Result) reportTimes(w io.Writer) {
	for _, l := range append(slices.Clone(Levels), trialGeneral) {
		list := slices.Clone(r.Times[l])
		if len(list) == 0 {
			continue
		}
		slices.Sort(list)
		fmt.Fprintf(w, "time per player turn, %s: median %v, 95th percentile %v, longest %v (%d turns)\n", l.Name("en"),
			list[len(list)/2].Round(time.Microsecond), list[len(list)*95/100].Round(time.Microsecond),
			list[len(list)-1].Round(time.Microsecond), len(list))
	}
}

// list prints a line for every game: its seed, A's side, who moved first, the winner and
// how and when the game ended.
func (r Result) list(w io.Writer) {
	name := map[units.Side]string{units.Red: "Red", units.Blue: "Blue"}
	fmt.Fprintln(w, "every game:")
	for _, g := range r.Games {
		side := units.Red // A plays Red in even games
		if g.Index%2 == 1 {
			side = units.Blue
		}
		result := "a draw"
		switch g.Winner {
		case game.RedWins, game.BlueWins:
			winner := units.Red
			if g.Winner == game.BlueWins {
				winner = units.Blue
			}
			result = name[winner] + " won, A lost"
			if winner == side {
				result = name[winner] + " won, A won"
			}
		case game.NoWinner:
			result = "unfinished"
		}
		fmt.Fprintf(w, "game %d: seed %d, A %s, %s first, %s, game turn %d, %s; enemy cities held: Red %d, Blue %d\n",
			g.Index, g.Seed, name[side], name[g.First], result, g.Turns, g.End, g.Cities[units.Red], g.Cities[units.Blue])
	}
}

func pct(k, n int) float64 {
	if n == 0 {
		return 0
	}
	return 100 * float64(k) / float64(n)
}

// wilson is the 95% Wilson score interval of a proportion k/n.
func wilson(k, n int) (lo, hi float64) {
	if n == 0 {
		return 0, 1
	}
	const z = 1.959964
	p := float64(k) / float64(n)
	nn := float64(n)
	d := 1 + z*z/nn
	c := (p + z*z/(2*nn)) / d
	h := z / d * math.Sqrt(p*(1-p)/nn+z*z/(4*nn*nn))
	return max(0, c-h), min(1, c+h)
}

// RulesText names the rules a game is played with: the rule level, each optional rule
// in play (R30–R34) and the setup, e.g. "advanced, weather, supply, replacements,
// nuclear; setup auto".
func RulesText(o game.Options) string {
	parts := []string{o.Mode.String()}
	for _, r := range []struct {
		on   bool
		name string
	}{{o.Weather, "weather"}, {o.Supply, "supply"}, {o.Replacements, "replacements"}, {o.Nuclear, "nuclear"},
		{o.ShortReplacements, "short game without replacement units"},
		{o.Replacements && o.EvenReplacements, "house rule: even replacements"}} {
		if r.on {
			parts = append(parts, r.name)
		}
	}
	if o.ShortCorps > 0 {
		parts = append(parts, fmt.Sprintf("short game with %d divisions fewer per corps", o.ShortCorps))
	}
	return strings.Join(parts, ", ") + "; setup " + o.Setup.String()
}

// scenarioReport prints A's chance to win a scenario as its player side against B.
func (r Result) scenarioReport(w io.Writer) {
	cfg, n := r.Config, len(r.Games)
	sc, _ := game.FindScenario(cfg.Scenario)
	wins, turns := 0, 0
	for _, g := range r.Games {
		if g.Winner == winnerOf(sc.Player) {
			wins++
			turns += g.Turns
		}
	}
	lo, hi := wilson(wins, n)
	fmt.Fprintf(w, "scenario %s: %s (A) as %s against %s (B), %d games, seeds %d..%d\n", sc.ID, cfg.A.Name("en"),
		sc.Player, cfg.B.Name("en"), n, cfg.Seed, cfg.Seed+uint64(n)-1)
	avg := 0.0
	if wins > 0 {
		avg = float64(turns) / float64(wins)
	}
	fmt.Fprintf(w, "A wins %d of %d: %.0f%% [%.0f%%, %.0f%%] (95%% Wilson), won in %.1f turns on average\n",
		wins, n, 100*float64(wins)/float64(n), 100*lo, 100*hi, avg)
	r.reportTimes(w)
}

func winnerOf(s units.Side) game.Winner {
	if s == units.Red {
		return game.RedWins
	}
	return game.BlueWins
}
