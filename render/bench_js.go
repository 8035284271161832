package render

import (
	"encoding/json"
	"syscall/js"
	"time"

	"taktik/game"
	"taktik/game/ai"
	"taktik/game/pace"
)

// taktikBench(level) starts, in the web build, the turns of BenchmarkGeneralTurn in
// game/ai (basic game, seeds 21 and 22, every player turn of the first eight game turns)
// played by the level (the General when none is given; another level plays each
// position on a copy, and the General's turn leads on) on a goroutine beside the game, as the computer's thinking runs in a game;
// taktikBenchResult() returns as JSON, once they are done (null before), for each turn
// its time, the longest slice the thinking held the page's thread and the time it
// waited for frames, in milliseconds. The browser test (scripts/web, -run Bench) measures with them how long
// a General turn takes in the browser and how long the page goes without a frame.
func exposeBench(a *app) {
	var result js.Value = js.Null()
	js.Global().Set("taktikBenchResult", js.FuncOf(func(js.Value, []js.Value) any { return result }))
	js.Global().Set("taktikBench", js.FuncOf(func(_ js.Value, args []js.Value) any {
		result = js.Null()
		level := ai.General
		if len(args) > 0 && args[0].Type() == js.TypeString {
			if l, err := ai.ParseLevel(args[0].String()); err == nil {
				level = l
			}
		}
		go func() {
			var ms, slices, waits []float64
			pace.Stats()
			for _, seed := range []uint64{21, 22} {
				g, err := game.New(a.board, game.Options{Mode: game.Basic, Seed: seed})
				if err != nil {
					panic(err)
				}
				for g.Turn() <= 8 && g.Phase() != game.PhaseDone {
					timed := g
					if level != ai.General {
						timed = g.Clone()
					}
					t0 := time.Now()
					if _, err := ai.PlayTurn(timed, level); err != nil {
						panic(err)
					}
					ms = append(ms, float64(time.Since(t0).Microseconds())/1000)
					l, w := pace.Stats()
					slices, waits = append(slices, float64(l.Microseconds())/1000), append(waits, float64(w.Microseconds())/1000)
					if timed != g {
						pace.Stats() // the General's turn that leads on is not measured
						if _, err := ai.PlayTurn(g, ai.General); err != nil {
							panic(err)
						}
						pace.Stats()
					}
				}
			}
			b, _ := json.Marshal(map[string][]float64{"turns": ms, "slices": slices, "waits": waits})
			result = js.ValueOf(string(b))
		}()
		return nil
	}))
}
