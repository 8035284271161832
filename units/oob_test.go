package units

import "testing"

// R8: each side has 44 units in the stated formations, with unique protocol ids.
func TestOrderOfBattleR8(t *testing.T) {
	for _, side := range Sides {
		list := OrderOfBattle(side)
		if len(list) != PerSide {
			t.Fatalf("%s has %d units, want %d", side, len(list), PerSide)
		}
		count := map[Formation]int{}
		kinds := map[Kind]int{}
		seen := map[string]bool{}
		for _, u := range list {
			if seen[u.ID] {
				t.Errorf("duplicate id %s", u.ID)
			}
			seen[u.ID] = true
			count[u.Formation]++
			kinds[u.Kind]++
			if u.Side != side {
				t.Errorf("%s has side %s", u.ID, u.Side)
			}
		}
		wantF := map[Formation]int{Corps1: 7, Corps2: 7, Corps3: 7, Corps4: 7, Army1: 4, Army2: 4, Replacement: 7, ArmyGroup: 1}
		for f, n := range wantF {
			if count[f] != n {
				t.Errorf("%s %s: %d units, want %d", side, f, count[f], n)
			}
			if f.MinSquares() != n {
				t.Errorf("%s needs %d bivouac squares, formation has %d units", f, f.MinSquares(), n)
			}
		}
		wantK := map[Kind]int{Infantry: 25, Armour: 6, Paratroop: 2, Mountain: 2, Marine: 2, HQ: 7}
		for k, n := range wantK {
			if kinds[k] != n {
				t.Errorf("%s %s: %d, want %d", side, k, kinds[k], n)
			}
		}
	}
	for _, id := range []string{"red:inf7", "blue:arm2", "red:para1", "red:mtn2", "red:mar1", "red:hq-1c", "red:hq-4c", "red:hq-1a", "red:hq-2a", "red:hq-ag", "blue:inf25", "blue:arm6"} {
		if _, ok := ByID(id); !ok {
			t.Errorf("id %s missing", id)
		}
	}
	if u, _ := ByID("red:inf7"); u.Formation != Corps2 {
		t.Errorf("inf7 is in %s, want II C", u.Formation)
	}
}

// R7: printed values.
func TestCounterValuesR7(t *testing.T) {
	cases := []struct {
		id           string
		combat, move int
		defence      int
		footsoldier  bool
	}{
		{"red:inf1", 1, 5, 1, true},
		{"red:arm1", 2, 7, 2, false},
		{"blue:para2", 1, 5, 1, true},
		{"blue:mtn1", 1, 5, 1, true},
		{"blue:mar1", 1, 5, 1, true},
		{"red:hq-ag", 0, 5, 1, false},
	}
	for _, c := range cases {
		u, ok := ByID(c.id)
		if !ok {
			t.Fatalf("no %s", c.id)
		}
		if u.Combat() != c.combat || u.Move() != c.move || u.DefenceValue() != c.defence || u.Kind.Footsoldier() != c.footsoldier {
			t.Errorf("%s: got %d-%d def %d foot %v", c.id, u.Combat(), u.Move(), u.DefenceValue(), u.Kind.Footsoldier())
		}
	}
}

func TestNames(t *testing.T) {
	u, _ := ByID("red:inf7")
	if u.Name("en") != "7th Infantry Division" || u.Name("de") != "7. Infanteriedivision" {
		t.Errorf("names: %q %q", u.Name("en"), u.Name("de"))
	}
	h, _ := ByID("blue:hq-3c")
	if h.Short() != "III" || h.Name("en") != "III Corps HQ" {
		t.Errorf("hq: %q %q", h.Short(), h.Name("en"))
	}
	labels := map[string][2]string{
		"red:inf10": {"10th Inf.", "10. Inf."}, "blue:arm2": {"2nd Arm.", "2. Pz."}, "red:para1": {"1st Para.", "1. FJ"},
		"blue:mtn2": {"2nd Mtn.", "2. Geb."}, "red:mar1": {"1st Mar.", "1. Mar."}, "blue:inf23": {"23rd Inf.", "23. Inf."},
		"red:hq-3c": {"III Corps HQ", "HQ III. Korps"}, "blue:hq-1a": {"1st Army HQ", "HQ 1. Armee"},
		"red:hq-ag": {"Army Group HQ", "HQ Heeresgruppe"},
	}
	for id, want := range labels {
		u, _ := ByID(id)
		if u.Label("en") != want[0] || u.Label("de") != want[1] {
			t.Errorf("%s: labels %q / %q, want %q / %q", id, u.Label("en"), u.Label("de"), want[0], want[1])
		}
	}
	for _, n := range []int{1, 2, 3, 11, 12, 13, 21, 22, 23} {
		_ = ordinal(n, "en")
	}
	if ordinal(11, "en") != "11th" || ordinal(22, "en") != "22nd" || ordinal(23, "en") != "23rd" {
		t.Error("ordinals")
	}
}
