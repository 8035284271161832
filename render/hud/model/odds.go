package model

import (
	"math"
	"sort"

	"taktik/game"
)

// Percentages turns a battle's chances into whole percentages, one per result in
// game.Results order (AE, AB2, EX, DB2, DE), that add up to exactly 100: each gets its
// share rounded down, and the points still missing go to the largest remainders (so
// three sixths and three sixths read 50 and 50, and one, one and four sixths 17, 17 and
// 66, not 17, 17 and 67). Automatic odds have one certain result: 100.
func Percentages(outcomes map[game.Result]float64) []int {
	n := len(game.Results)
	pct := make([]int, n)
	total := 0.0
	for _, r := range game.Results {
		total += outcomes[r]
	}
	if total <= 0 {
		return pct
	}
	type rest struct {
		i int
		r float64
	}
	var rests []rest
	sum := 0
	for i, r := range game.Results {
		exact := outcomes[r] / total * 100
		pct[i] = int(math.Floor(exact + 1e-9))
		sum += pct[i]
		rests = append(rests, rest{i, exact - float64(pct[i])})
	}
	sort.SliceStable(rests, func(a, b int) bool { return rests[a].r > rests[b].r })
	for k := 0; sum < 100 && k < len(rests); k++ {
		pct[rests[k].i]++
		sum++
	}
	return pct
}
