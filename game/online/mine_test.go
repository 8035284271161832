package online

import (
	"errors"
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
