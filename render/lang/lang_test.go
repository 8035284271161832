package lang

import (
	"bytes"
	"encoding/json"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"taktik/assets/i18n"
)

func TestEveryLanguageHasExactlyTheSameKeys(t *testing.T) {
	all, err := Tables()
	if err != nil {
		t.Fatal(err)
	}
	if len(all) < 2 || all["de"] == nil || all["en"] == nil {
		t.Fatalf("languages %v, want at least de and en", keys(all))
	}
	for code, table := range all {
		for other, ref := range all {
			for k := range ref {
				if _, ok := table[k]; !ok {
					t.Errorf("%s.json lacks %q (it is in %s.json)", code, k, other)
				}
			}
		}
		for k, v := range table {
			if strings.TrimSpace(v) == "" {
				t.Errorf("%s.json: %q is empty", code, k)
			}
		}
	}
}

var verb = regexp.MustCompile(`%(\[\d+\])?[-+# 0-9.]*([a-zA-Z%])`)

// arguments lists what a text does with its arguments, in argument order ("1s 2d"):
// a translation may put them in another order with explicit indexes (%[2]s), as
// fmt.Sprintf allows, but it must use each one as the English does.
func arguments(text string) string {
	used := map[int]string{}
	next, top := 1, 0
	for _, m := range verb.FindAllStringSubmatch(text, -1) {
		if m[2] == "%" {
			continue
		}
		if m[1] != "" {
			next, _ = strconv.Atoi(m[1][1 : len(m[1])-1])
		}
		used[next] = m[2]
		top = max(top, next)
		next++
	}
	var list []string
	for i := 1; i <= top; i++ {
		if v, ok := used[i]; ok {
			list = append(list, strconv.Itoa(i)+v)
		}
	}
	return strings.Join(list, " ")
}

func TestTranslationsTakeTheSameArguments(t *testing.T) {
	all, err := Tables()
	if err != nil {
		t.Fatal(err)
	}
	for k, en := range all[Fallback] {
		want := arguments(en)
		for code, table := range all {
			if got := arguments(table[k]); got != want {
				t.Errorf("%s: %s.json uses its arguments as %q, %s.json as %q", k, code, got, Fallback, want)
			}
		}
	}
	if got := arguments("%[3]s mit %[1]s (%[2]s): %[4]d"); got != "1s 2s 3s 4d" {
		t.Errorf("explicit indexes read as %q", got)
	}
	if got := arguments("%d%% of %s"); got != "1d 2s" {
		t.Errorf("%%d%%%% of %%s reads as %q", got)
	}
}

func TestEveryKeyUsedInTheCodeExists(t *testing.T) {
	all, err := Tables()
	if err != nil {
		t.Fatal(err)
	}
	// the literal keys passed to T and Tf anywhere in the display code
	pattern := regexp.MustCompile(`\bTf?\(\s*"([^"]+)"\s*[,)]`)
	// and the keys counted (Counted): the key for many and key.one for one
	counted := regexp.MustCompile(`\bCounted\([^,]+,\s*"([^"]+)"\)`)
	used, countedUsed := 0, 0
	err = filepath.WalkDir("..", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return err
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		for _, m := range pattern.FindAllStringSubmatch(string(src), -1) {
			used++
			if _, ok := all[Fallback][m[1]]; !ok {
				t.Errorf("%s uses %q, which no translation file has", path, m[1])
			}
		}
		for _, m := range counted.FindAllStringSubmatch(string(src), -1) {
			countedUsed++
			for _, k := range []string{m[1], m[1] + ".one"} {
				if _, ok := all[Fallback][k]; !ok {
					t.Errorf("%s counts with %q, but no translation file has %q", path, m[1], k)
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if countedUsed < 10 {
		t.Errorf("found only %d uses of Counted; is the search looking in the right place?", countedUsed)
	}
	if used < 20 {
		t.Errorf("found only %d uses of T and Tf; is the search looking in the right place?", used)
	}
}

func TestLookupFallsBack(t *testing.T) {
	defer Set(Fallback)
	Set("de")
	if got := T("menu.quit"); got != "Beenden" {
		t.Errorf("T(menu.quit) in German = %q", got)
	}
	if got := T("no.such.key"); got != "no.such.key" {
		t.Errorf("a missing key gives %q, want the key itself", got)
	}
	Set("xx")
	if Code() != Fallback || T("menu.quit") != "Quit" {
		t.Errorf("an unknown language gives %q and %q; want English", Code(), T("menu.quit"))
	}
	if got := Tf("info.city", "Azurburg", "Blue"); got != "City: Azurburg, Blue" {
		t.Errorf("Tf = %q", got)
	}
}

func keys[V any](m map[string]V) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// TestNoKeyTwice: a key written twice in a file would keep only its last text, silently.
func TestNoKeyTwice(t *testing.T) {
	entries, err := i18n.Files.ReadDir(".")
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		data, _ := i18n.Files.ReadFile(e.Name())
		dec := json.NewDecoder(bytes.NewReader(data))
		seen := map[string]bool{}
		dec.Token() // {
		for dec.More() {
			k, _ := dec.Token()
			var v string
			if err := dec.Decode(&v); err != nil {
				t.Fatalf("%s: %v", e.Name(), err)
			}
			if seen[k.(string)] {
				t.Errorf("%s holds %q twice", e.Name(), k)
			}
			seen[k.(string)] = true
		}
	}
}
