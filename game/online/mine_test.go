package online

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// TestMyGames: the list keeps a game once, survives a restart (the file), and puts the
// games where it is the player's turn first, the unreachable last.
func TestMyGames(t *testing.T) {
	path := filepath.Join(t.TempDir(), "online.json")
	t0 := time.Date(2026, 11, 1, 20, 0, 0, 0, time.UTC)
	for i, l := range []string{"http://a:8080/?game=1&token=r", "http://a:8080/?game=2&token=b", "http://a:8080/?game=1&token=r"} {
		if _, err := KeepGame(path, Kept{Link: l, Added: t0.Add(time.Duration(i) * time.Hour)}); err != nil {
			t.Fatal(err)
		}
	}
	list, err := KeptGames(path)
	if err != nil || len(list) != 2 {
		t.Fatalf("kept %d games (%v), want 2", len(list), err)
	}

	waiting := Seen{Kept: Kept{Added: t0.Add(3 * time.Hour)}, Status: Status{Seat: "red", Decider: "blue"}}
	yours := Seen{Kept: Kept{Added: t0}, Status: Status{Seat: "blue", Decider: "blue"}}
	over := Seen{Kept: Kept{Added: t0.Add(5 * time.Hour)}, Status: Status{Seat: "blue", Decider: "blue", Finished: true}}
	away := Seen{Kept: Kept{Added: t0.Add(9 * time.Hour)}, Err: errors.New("no answer")}
	watched := Seen{Kept: Kept{Added: t0.Add(time.Hour)}, Status: Status{Seat: "spectator", Decider: "red"}}
	got := []Seen{away, over, waiting, watched, yours}
	Order(got)
	want := []Seen{yours, waiting, watched, over, away}
	for i := range want {
		if got[i].Added != want[i].Added {
			t.Fatalf("order %d: added %v, want %v", i, got[i].Added, want[i].Added)
		}
	}
}

// TestHostedLinksKept: a game the player hosted keeps the other seat's and the
// spectators' links, so that My online games can show them again after Back (issue 38);
// joining it afterwards by his own link keeps them, a joined game has none, and a
// damaged list is put aside rather than overwritten.
func TestHostedLinksKept(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "online.json")
	link := func(token string) Link { return Link{Base: "http://10.0.0.5:41234", Game: "g7", Token: token} }
	c := Created{ID: "g7", Red: link("r"), Blue: link("b"), Spectator: link("s")}
	t0 := time.Date(2026, 11, 1, 20, 0, 0, 0, time.UTC)
	if _, err := KeepGame(path, Hosting(c, "blue", true, t0)); err != nil {
		t.Fatal(err)
	}
	// Play as Blue joins by the host's own link: the list keeps what it had
	if _, err := KeepGame(path, Kept{Link: link("b").String(), Here: true, Added: t0.Add(time.Minute)}); err != nil {
		t.Fatal(err)
	}
	if _, err := KeepGame(path, Kept{Link: "http://b:8080/?game=9&token=x", Added: t0}); err != nil {
		t.Fatal(err)
	}
	list, err := KeptGames(path)
	if err != nil || len(list) != 2 {
		t.Fatalf("kept %d games (%v), want 2", len(list), err)
	}
	got, side, ok := list[0].Links()
	if !ok || side != "blue" || got != c {
		t.Errorf("the hosted game's links: %+v as %q (%v), want %+v as blue", got, side, ok, c)
	}
	if _, _, ok := list[1].Links(); ok {
		t.Errorf("a joined game has links to show: %+v", list[1])
	}

	// a damaged list: the new game is kept, the damaged file put aside
	if err := os.WriteFile(path, []byte(`[{"link":`), 0o644); err != nil {
		t.Fatal(err)
	}
	list, err = KeepGame(path, Hosting(c, "red", true, t0))
	if err != nil || len(list) != 1 {
		t.Fatalf("after a damaged list: %d games (%v), want 1", len(list), err)
	}
	if got, side, ok := list[0].Links(); !ok || side != "red" || got != c {
		t.Errorf("hosted as Red: %+v as %q (%v)", got, side, ok)
	}
	if b, err := os.ReadFile(path + ".broken"); err != nil || string(b) != `[{"link":` {
		t.Errorf("the damaged list put aside: %q (%v)", b, err)
	}
}
