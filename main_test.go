package main

import (
	"bytes"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// The rules, the map, the counters, the AI, the protocol and the taktik command itself
// must build and run with no display: none of them may link Ebitengine, whose start-up
// opens the display (engineering rule; see window.go).
func TestNoGraphicsOutsideRender(t *testing.T) {
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("the go tool is not on PATH")
	}
	for _, pkg := range []string{".", "./game/...", "./maps/...", "./units/...", "./render/paint/..."} {
		out, err := exec.Command("go", "list", "-deps", pkg).CombinedOutput()
		if err != nil {
			t.Fatalf("go list %s: %v\n%s", pkg, err, out)
		}
		if strings.Contains(string(out), "hajimehoshi/ebiten") {
			t.Errorf("%s depends on Ebitengine", pkg)
		}
	}
}

func TestEngineCommand(t *testing.T) {
	var out, errOut bytes.Buffer
	in := strings.NewReader("new mode=basic seed=7 setup=empty\nplace red:inf1 20-27\nstatus\nquit\n")
	if code := run([]string{"engine"}, in, &out, &errOut); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 4 || !strings.Contains(lines[2], `"phase":"setup"`) {
		t.Errorf("replies: %q", lines)
	}
}

func TestMapCommand(t *testing.T) {
	path := filepath.Join(t.TempDir(), "board.png")
	var out, errOut bytes.Buffer
	if code := run([]string{"map", "--png", path, "--square", "12"}, nil, &out, &errOut); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	if w := img.Bounds().Dx(); w < 56*12 {
		t.Errorf("board picture is %d px wide, want at least %d", w, 56*12)
	}
	errOut.Reset()
	if code := run([]string{"map", "--png", path, "--square", "80"}, nil, &out, &errOut); code != 1 || !strings.Contains(errOut.String(), "12 to 64") {
		t.Errorf("square 80: exit %d, %q", code, errOut.String())
	}
	errOut.Reset()
	if code := run([]string{"map"}, nil, &out, &errOut); code != 1 || !strings.Contains(errOut.String(), "--png") {
		t.Errorf("no file: exit %d, %q", code, errOut.String())
	}
}

func TestUnknownCommand(t *testing.T) {
	var out, errOut bytes.Buffer
	if code := run([]string{"fly"}, nil, &out, &errOut); code != 2 || !strings.Contains(errOut.String(), `unknown command "fly"`) {
		t.Errorf("exit %d, %q", code, errOut.String())
	}
}

// TestVersionCommand: taktik version prints the version the build set (make sets it
// from git describe; a plain go build says dev).
func TestVersionCommand(t *testing.T) {
	defer func(v string) { version = v }(version)
	version = "v1.2.3-4-gabcdef"
	var out, errOut bytes.Buffer
	if code := run([]string{"version"}, nil, &out, &errOut); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	if got := out.String(); got != "TAKTIK II v1.2.3-4-gabcdef\n" {
		t.Errorf("taktik version printed %q", got)
	}
}
