package info

import "testing"

func TestThirdsWritesFractions(t *testing.T) {
	for _, c := range []struct {
		n    int
		want string
	}{{0, "0"}, {1, "⅓"}, {2, "⅔"}, {3, "1"}, {7, "2⅓"}, {14, "4⅔"}, {21, "7"}, {-4, "−1⅓"}} {
		if got := Thirds(c.n); got != c.want {
			t.Errorf("Thirds(%d) = %q, want %q", c.n, got, c.want)
		}
	}
}
