package game

import (
	"crypto/sha256"
	"fmt"
	"math/rand/v2"
	"testing"

	"taktik/units"
)

// TestUnchangedWithoutOptionalRules: the optional rules (R30–R34) changed nothing for
// games played without them. Random games on the test world, basic and advanced, give
// the same hashes after every action and the same saved file as before the optional
// rules were built (values recorded from the engine of that time). If a deliberate change
// to the rules moves these values, record the new ones here and say why in the change.
// The advanced values were recorded again when the army-group HQ was pinned to its own
// square of the FIRST ARMY GROUP area (R9), and again when a marine's way back to sea
// came to depend on the beach it landed on (R27: UnitState.Beach and Spare).
func TestUnchangedWithoutOptionalRules(t *testing.T) {
	want := map[string]string{
		"basic 1":    "bb385b43450ca329 c751d43bc6d0acf76df7afd5e99ecba3d18b2b8563b6c7a1eaff2d777698d278",
		"basic 2":    "8d9c7446a36465c7 9b4b73087cf09459c3f02a0d2fcc414736218e0c447701a74278bb20d5f792e2",
		"basic 3":    "27d490322e1df37 29e8b7150976dce955579348c47826ff1fc6affa0b59baa6eafbb3c148ef1559",
		"advanced 1": "75b72d6bb4eb59d4 984418eb553a24b6b197ec5d0bcacd00ce73a5ae9127cae63b1f2b4bee8abcf6",
		"advanced 2": "115dd034fd9e9fa0 c440b712e0160514397622cdfb37934f4e14fbb4732db17fe818ea2d1a14a118",
		"advanced 3": "b01340061ec7b402 b476f053c76fa8552f9222e34229d7df5318c196f7f86dfd5f0646a60edb3398",
	}
	b := testBoard(t, advancedWorldMap())
	for _, mode := range []Mode{Basic, Advanced} {
		for seed := uint64(1); seed <= 3; seed++ {
			g, err := New(b, Options{Mode: mode, Seed: seed, First: units.Side(seed % 2), TurnLimit: 6})
			if err != nil {
				t.Fatal(err)
			}
			rng := rand.New(rand.NewPCG(seed, 7))
			var hashes uint64
			for g.Phase() != PhaseDone {
				randomTurn(t, g, rng, func(Action) { hashes = hashes*31 + g.Hash() })
			}
			data, _ := g.MarshalJSON()
			key := fmt.Sprintf("%s %d", mode, seed)
			if got := fmt.Sprintf("%x %x", hashes, sha256.Sum256(data)); got != want[key] {
				t.Errorf("%s: %s, want %s", key, got, want[key])
			}
		}
	}
}
