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
// paths in the history changed, the positions after every action did not; and again
// when it came to be the one with the fewest turns (TestStraightWayTurnsLeast), for the
// same reason. Since format version 2 the file's hash covers the whole file (fileHash);
// the file is compared as version 1 wrote it, with the position's hash, so that the
// values show that nothing else in it changed.
func TestUnchangedWithoutOptionalRules(t *testing.T) {
	want := map[string]string{
		"basic 1":    "bb385b43450ca329 1ae7aeeb46aefb93ac57be1bf8660f8190abe8dbf87f4876229271edf4f11579",
		"basic 2":    "8d9c7446a36465c7 96a45006ec6b1649a624a0e13113bf73d23cf5c12aff51231caecacbda028b7a",
		"basic 3":    "27d490322e1df37 f3e783a831ac0b0599a53d437793d0ba3ae47aa549caf93567bfaff2709407d5",
		"advanced 1": "75b72d6bb4eb59d4 acccc7a1467485506322aa755b95b23358b22897c4b48a0ba3c473112e649810",
		"advanced 2": "115dd034fd9e9fa0 9c525e28b6f5a0167c5912193cca41142dace7b653558e13015ae127c4d444b5",
		"advanced 3": "b01340061ec7b402 51d4e51bd2fa6a89063579db20f9e9d86a7aa690c1b2141358ca618691cef866",
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
