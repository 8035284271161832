package main

import (
	"os"
	"os/exec"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// importRules are docs/architecture.md's rules of who may import whom: the layers point
// one way (render → server → game → maps → units), and below render nothing links
// Ebitengine, so the rules, the AI, the protocol and the server build, test and run with
// no display. Each line: the packages, and the only packages of this module they may
// import (besides themselves and the packages under them).
var importRules = []struct {
	pkgs  string
	may   []string
	notes string
}{
	{"./units/...", []string{"taktik/units", "taktik/assets"}, "the counters know nothing of the board"},
	{"./maps/...", []string{"taktik/maps", "taktik/units", "taktik/assets"}, "the board knows nothing of the rules"},
	{"./game/...", []string{"taktik/game", "taktik/maps", "taktik/units", "taktik/assets"}, "the rules, the AI and the protocol know nothing of the screen or the server"},
	{"./server/...", []string{"taktik/server", "taktik/game", "taktik/maps", "taktik/units", "taktik/assets"}, "the server knows nothing of the screen"},
}

// TestImportRules: every package of each layer imports, directly or through others, only
// what its layer may, and never Ebitengine.
func TestImportRules(t *testing.T) {
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("the go tool is not on PATH")
	}
	for _, r := range importRules {
		out, err := exec.Command("go", "list", "-deps", r.pkgs).CombinedOutput()
		if err != nil {
			t.Fatalf("go list %s: %v\n%s", r.pkgs, err, out)
		}
		for _, dep := range strings.Fields(string(out)) {
			if strings.Contains(dep, "hajimehoshi/ebiten") {
				t.Errorf("%s links Ebitengine (%s): %s", r.pkgs, dep, r.notes)
			}
			if !strings.HasPrefix(dep, "taktik") {
				continue
			}
			if !slices.ContainsFunc(r.may, func(p string) bool { return dep == p || strings.HasPrefix(dep, p+"/") }) {
				t.Errorf("%s imports %s: %s", r.pkgs, dep, r.notes)
			}
		}
	}
	// the parts of render that decide, keep a table or draw in plain Go: tested with
	// no display
	out, err := exec.Command("go", "list", "-deps", "./render/play", "./render/flow", "./render/info", "./render/hud/model",
		"./render/tutorial/lesson", "./render/keymap", "./render/palette", "./render/ui/scroll", "./render/paint/...",
		"./render/chart", "./render/lang").CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	if strings.Contains(string(out), "hajimehoshi/ebiten") {
		t.Error("a display-free part of render links Ebitengine")
	}
}

// layoutRow is a package named in the README's Layout table: `game/ai/`.
var layoutRow = regexp.MustCompile("`([a-z0-9_/]+)/`")

// TestLayoutCoversEveryPackage: the README's Layout table names every package of the
// module (go list ./...), and no folder that is not one.
func TestLayoutCoversEveryPackage(t *testing.T) {
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("the go tool is not on PATH")
	}
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	_, table, ok := strings.Cut(string(readme), "\n## Layout\n")
	if !ok {
		t.Fatal("the README has no Layout section")
	}
	table, _, _ = strings.Cut(table, "\n## ")
	named := map[string]bool{}
	for _, m := range layoutRow.FindAllStringSubmatch(table, -1) {
		named[m[1]] = true
	}
	out, err := exec.Command("go", "list", "-f", "{{.ImportPath}}", "./...").CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	packages := map[string]bool{}
	for _, p := range strings.Fields(string(out)) {
		if p == "taktik" {
			continue // the taktik command: main.go, named in the table's first line
		}
		p = strings.TrimPrefix(p, "taktik/")
		packages[p] = true
		if !named[p] {
			t.Errorf("the README's Layout table does not name the package %s/", p)
		}
	}
	for p := range named {
		if !packages[p] {
			t.Errorf("the README's Layout table names %s/, which is no package", p)
		}
	}
}
