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
func TestUnchangedWithoutOptionalRules(t *testing.T) {
	want := map[string]string{
		"basic 1":    "bb385b43450ca329 c751d43bc6d0acf76df7afd5e99ecba3d18b2b8563b6c7a1eaff2d777698d278",
		"basic 2":    "8d9c7446a36465c7 9b4b73087cf09459c3f02a0d2fcc414736218e0c447701a74278bb20d5f792e2",
		"basic 3":    "27d490322e1df37 29e8b7150976dce955579348c47826ff1fc6affa0b59baa6eafbb3c148ef1559",
		"advanced 1": "a5a5a8c6b0cbd8a 433ddf5cbc07692088ab5aa13ace7e90ee7ed5756fb3c4950d078bd8ceeaa46a",
		"advanced 2": "f93de31a97cf4aa9 3ee800bef60497da37f7ec2a9cc12ba61b19db81eaea1f43a73d146f460c7704",
		"advanced 3": "b82b9927bf002348 6c98ea20a207972f9c3cd9159962097979b65715b3705077bc7e9740ba748322",
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
