package model

import (
	"reflect"
	"strings"
	"testing"
	"unicode/utf8"
)

// runes measures a text as one unit per character.
func runes(s string) float64 { return float64(utf8.RuneCountInString(s)) }

func TestWrapBreaksAtSpacesWithinTheWidth(t *testing.T) {
	cases := []struct {
		text  string
		width float64
		want  []string
	}{
		{"red:inf1 moves 20-27 → 20-28", 40, []string{"red:inf1 moves 20-27 → 20-28"}},
		{"red:inf1 moves 20-27 → 20-28", 16, []string{"red:inf1 moves", "20-27 → 20-28"}},
		{"aaa bbb ccc", 7, []string{"aaa bbb", "ccc"}},
		{"aaa bbb ccc", 6, []string{"aaa", "bbb", "ccc"}},
		{"a verylongwordhere b", 8, []string{"a", "verylongwordhere", "b"}}, // never split a word
		{"two\nlines", 20, []string{"two", "lines"}},
		{"", 10, []string{""}},
	}
	for _, c := range cases {
		if got := Wrap(c.text, c.width, runes); !reflect.DeepEqual(got, c.want) {
			t.Errorf("Wrap(%q, %v) = %q, want %q", c.text, c.width, got, c.want)
		}
	}
}

func TestWrapWordsIndentsTheFollowingLines(t *testing.T) {
	cases := []struct {
		text          string
		width, indent float64
		want          []string
	}{
		// 10 wide, the following lines 3 narrower: 9 characters fit first, then 7
		{"aaaa bbbb cccc dddd eeee", 10, 3, []string{"aaaa bbbb", "cccc", "dddd", "eeee"}},
		{"aa bb cc dd ee ff gg", 8, 2, []string{"aa bb cc", "dd ee", "ff gg"}},
		{"red:inf4 moves 12-26 → 13-25 (6 thirds).", 20, 2, []string{"red:inf4 moves 12-26", "→ 13-25 (6", "thirds)."}},
		{"a verylongwordhere b", 8, 2, []string{"a", "verylongwordhere", "b"}}, // never split a word
		{"short", 10, 3, []string{"short"}},
		{"", 10, 3, []string{""}},
	}
	for _, c := range cases {
		got := WrapWords(c.text, c.width, c.indent, 1, runes)
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("WrapWords(%q, %v, %v) = %q, want %q", c.text, c.width, c.indent, got, c.want)
		}
		for i, l := range got {
			if limit := c.width - c.indent; i > 0 && runes(l) > limit && strings.Contains(l, " ") {
				t.Errorf("%q: line %d %q is wider than the indented width %v", c.text, i, l, limit)
			}
		}
	}
}

// TestFitPathKeepsTheSentenceInItsRoom: Export's "Written: /path (.txt and .png)" ran past
// the viewer's strip into the log; the folders nearest the root give way first, the
// file's own name last. Widths here are characters.
func TestFitPathKeepsTheSentenceInItsRoom(t *testing.T) {
	say := func(p string) string { return "Written: " + p + " (.txt and .png)" }
	chars := func(s string) float64 { return float64(len([]rune(s))) }
	path := "/home/player/.local/share/taktik2/exports/taktik-2026-11-28-213005"
	cases := []struct {
		width float64
		want  string
	}{
		{200, say(path)},
		{70, say("…/taktik2/exports/taktik-2026-11-28-213005")},
		{66, say("…/exports/taktik-2026-11-28-213005")},
		{80, say("…/.local/share/taktik2/exports/taktik-2026-11-28-213005")},
		{55, say("…/taktik-2026-11-28-213005")},
		{20, "Written: …/taktik-2…"},
	}
	for _, c := range cases {
		got := FitPath(say, path, c.width, chars)
		if got != c.want || chars(got) > c.width {
			t.Errorf("in %v: %q (%v wide), want %q", c.width, got, chars(got), c.want)
		}
	}
}
