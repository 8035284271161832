package model

import "strings"

// Wrap breaks a text into lines no wider than width, at spaces, as measure gives widths.
// A word wider than the line stands alone on its line (squares and unit ids are never
// split). Newlines in the text start new lines.
func Wrap(s string, width float64, measure func(string) float64) []string {
	var lines []string
	for _, para := range strings.Split(s, "\n") {
		line := ""
		for _, word := range strings.Fields(para) {
			try := word
			if line != "" {
				try = line + " " + word
			}
			if line != "" && measure(try) > width {
				lines = append(lines, line)
				line = word
				continue
			}
			line = try
		}
		lines = append(lines, line)
	}
	return lines
}

// WrapWords is Wrap for long texts laid out often (the log): a line's width is the sum
// of its words' widths and its spaces', so that each word is measured once (word may
// remember its answers) instead of every line again at each word. Kerning across a
// space is ignored; the fonts have none there.
func WrapWords(s string, width, indent, space float64, word func(string) float64) []string {
	var lines []string
	line, w, limit := "", 0.0, width
	for _, wd := range strings.Fields(s) {
		ww := word(wd)
		if line != "" && w+space+ww > limit {
			lines = append(lines, line)
			line, w, limit = wd, ww, width-indent
			continue
		}
		if line != "" {
			line += " "
			w += space
		}
		line += wd
		w += ww
	}
	return append(lines, line)
}

// FitPath is a sentence naming a file (say gives it for a path) no wider than width as
// measure gives widths: the path whole where it fits, else with its first folders put
// as "…" ("…/taktik2/exports/taktik-2026-11-28-2130"), the file's own name kept longest;
// a name too long even alone is cut at its end.
func FitPath(say func(path string) string, path string, width float64, measure func(string) float64) string {
	s := say(path)
	if measure(s) <= width {
		return s
	}
	sep := "/"
	if !strings.Contains(path, sep) && strings.Contains(path, `\`) {
		sep = `\`
	}
	parts := strings.Split(path, sep)
	for k := 1; k < len(parts); k++ {
		if s = say("…" + sep + strings.Join(parts[k:], sep)); measure(s) <= width {
			return s
		}
	}
	r := []rune(s)
	for len(r) > 1 && measure(string(r)+"…") > width {
		r = r[:len(r)-1]
	}
	return string(r) + "…"
}
