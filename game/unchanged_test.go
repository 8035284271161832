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
// square of the FIRST ARMY GROUP area (R9).
func TestUnchangedWithoutOptionalRules(t *testing.T) {
	want := map[string]string{
		"basic 1":    "bb385b43450ca329 c751d43bc6d0acf76df7afd5e99ecba3d18b2b8563b6c7a1eaff2d777698d278",
		"basic 2":    "8d9c7446a36465c7 9b4b73087cf09459c3f02a0d2fcc414736218e0c447701a74278bb20d5f792e2",
		"basic 3":    "27d490322e1df37 29e8b7150976dce955579348c47826ff1fc6affa0b59baa6eafbb3c148ef1559",
		"advanced 1": "6a6059ac9e1b3e44 566952e36596ef1e5bee2c5a5fc1dafce6f8714b61a58a6fdd8db535cf6a49b3",
		"advanced 2": "972ba3b61a267920 b59baf636b383507ecd70c0bba3ec79c2ff0e31a57940f8521b2e6826a0dd936",
		"advanced 3": "882bd7f55307d2a1 904c96b5e97958ff89724bc50a2b2668a42949dfa3fc2a8b7c99366c4fcc6517",
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
