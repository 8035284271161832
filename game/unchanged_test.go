package game

import (
	"bytes"
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
// came to depend on the beach it landed on (R27: UnitState.Beach and Spare). The saved
// files' values (the second of each pair) were recorded again when the way a move takes
// among ways of equal cost came to keep nearest the straight line (TestStraightWay): the
// paths in the history changed, the positions after every action did not. Since format
// version 2 the file's hash covers the whole file (fileHash); the file is compared as
// version 1 wrote it, with the position's hash, so that the values show that nothing
// else in it changed.
func TestUnchangedWithoutOptionalRules(t *testing.T) {
	want := map[string]string{
		"basic 1":    "bb385b43450ca329 9bc0b06f15541bcc9f27cb2bd610b2936708a501e0478afa99b0c4ed3527ee7e",
		"basic 2":    "8d9c7446a36465c7 ea46b2a087518d1c99a1ef03e0486cb6d4cb933e4823133fac5382a343469c5a",
		"basic 3":    "27d490322e1df37 8ae0a920bdea252618f125d9a5ce0d3cefc6fefd96f5f5e8e873d8b145f6f1f1",
		"advanced 1": "75b72d6bb4eb59d4 ecc40386e7463483ab3e91a1320ab3c24c433d45e4c99bd0e7cb8bce7c9986b3",
		"advanced 2": "115dd034fd9e9fa0 76592c81387cc9241dbfda138d64513a1a6553f327ad492e8fad9c8005bb3900",
		"advanced 3": "b01340061ec7b402 93e291c3ef94a93df9ece309f03853ddf25260ec94426f231c548352bdc6f27b",
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
			data = asVersion1(t, g, data)
			key := fmt.Sprintf("%s %d", mode, seed)
			if got := fmt.Sprintf("%x %x", hashes, sha256.Sum256(data)); got != want[key] {
				t.Errorf("%s: %s, want %s", key, got, want[key])
			}
		}
	}
}

// asVersion1 is a saved file as format version 1 wrote it: the same but for the version
// and the hash, which covered the position alone.
func asVersion1(t *testing.T, g *Game, data []byte) []byte {
	t.Helper()
	v2 := fmt.Sprintf("\"version\": %d,", SaveVersion)
	h2 := fmt.Sprintf("\"hash\": \"%016x\"", g.fileHash())
	if !bytes.Contains(data, []byte(v2)) || !bytes.Contains(data, []byte(h2)) {
		t.Fatalf("the saved file has no %s or no %s", v2, h2)
	}
	data = bytes.Replace(data, []byte(v2), []byte(`"version": 1,`), 1)
	return bytes.Replace(data, []byte(h2), []byte(fmt.Sprintf("\"hash\": \"%016x\"", g.Hash())), 1)
}
