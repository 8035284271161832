package main

import (
	"bytes"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"taktik/game"
	"taktik/game/ai"
	"taktik/render/window/display"
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

// The selfplay flags as the command reads them: the players, the games, the rule level,
// the optional rules one by one and all at once, the short game and the setup.
func TestParseSelfplay(t *testing.T) {
	cfg, err := parseSelfplay(strings.Fields("--a hard --b easy --games 40 --seed 7 --mode basic --turnlimit 30"))
	if err != nil {
		t.Fatal(err)
	}
	want := ai.TournamentConfig{A: ai.General, B: ai.Recruit, Games: 40, Seed: 7, Rules: game.Options{Mode: game.Basic}, TurnLimit: 30, Workers: 2}
	if cfg != want {
		t.Errorf("got %+v, want %+v", cfg, want)
	}
	// the optional rules one by one, all at once, the short game and the setup
	for _, c := range []struct {
		args string
		want game.Options
		text string
	}{
		{"--mode advanced --weather --nuclear", game.Options{Mode: game.Advanced, Weather: true, Nuclear: true},
			"advanced, weather, nuclear; setup auto"},
		{"--mode advanced --optional", game.Options{Mode: game.Advanced, Weather: true, Supply: true, Replacements: true, Nuclear: true},
			"advanced, weather, supply, replacements, nuclear; setup auto"},
		{"--supply --replacements --setup empty", game.Options{Supply: true, Replacements: true, Setup: game.SetupEmpty},
			"basic, supply, replacements; setup empty"},
		{"--shortreplacements --shortcorps 3", game.Options{ShortReplacements: true, ShortCorps: 3},
			"basic, short game without replacement units, short game with 3 divisions fewer per corps; setup auto"},
		{"--mode advanced --optional --evenreplacements", game.Options{Mode: game.Advanced, Weather: true, Supply: true, Replacements: true,
			Nuclear: true, EvenReplacements: true}, "advanced, weather, supply, replacements, nuclear, house rule: even replacements; setup auto"},
	} {
		cfg, err := parseSelfplay(strings.Fields(c.args))
		if err != nil {
			t.Errorf("%s: %v", c.args, err)
			continue
		}
		if cfg.Rules != c.want {
			t.Errorf("%s: rules %+v, want %+v", c.args, cfg.Rules, c.want)
		}
		if got := ai.RulesText(cfg.Rules); got != c.text {
			t.Errorf("%s: %q, want %q", c.args, got, c.text)
		}
	}
	if cfg, err := parseSelfplay([]string{"--list"}); err != nil || !cfg.List {
		t.Errorf("--list: %+v, %v", cfg, err)
	}
	for _, bad := range []string{"--a boss", "--mode expert", "--games 0", "--b", "extra", "--setup nowhere", "--shortcorps 6"} {
		if _, err := parseSelfplay(strings.Fields(bad)); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

// TestNoDisplayOneSentence: started with no display, taktik says in one sentence that the
// window needs one, instead of the graphics library's panic trace.
func TestNoDisplayOneSentence(t *testing.T) {
	t.Setenv("DISPLAY", "")
	t.Setenv("WAYLAND_DISPLAY", "")
	t.Setenv("LC_ALL", "")
	t.Setenv("LC_MESSAGES", "")
	t.Setenv("LANG", "C.UTF-8")
	if !display.Missing(os.Getenv, "linux") {
		t.Skip("no X11 or Wayland on this system")
	}
	var out, errOut bytes.Buffer
	code := run(nil, strings.NewReader(""), &out, &errOut)
	msg := errOut.String()
	if code != 1 || strings.Count(msg, "\n") != 1 || !strings.Contains(msg, "needs a graphical display") || strings.Contains(msg, "panic") {
		t.Errorf("exit %d, said %q; want one sentence that a display is needed", code, msg)
	}
	if display.Missing(func(string) string { return ":0" }, "linux") || display.Missing(os.Getenv, "windows") {
		t.Error("a display was there, or the system needs none, yet noDisplay says there is none")
	}
	if got := display.Language(func(v string) string { return map[string]string{"LANG": "de_DE.UTF-8"}[v] }); got != "de" {
		t.Errorf("LANG=de_DE.UTF-8: language %q, want de", got)
	}
}

// TestWindowWithoutDisplayOneSentence: the game window program itself, started with no
// display, ends with the one sentence too, not the graphics library's panic trace (its
// package display/required runs before Ebitengine's start-up).
func TestWindowWithoutDisplayOneSentence(t *testing.T) {
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("the go tool is not on PATH")
	}
	if !display.Missing(func(string) string { return "" }, runtime.GOOS) {
		t.Skip("this system needs no X11 or Wayland display")
	}
	bin := filepath.Join(t.TempDir(), "taktik-window")
	if out, err := exec.Command("go", "build", "-o", bin, "./render/window").CombinedOutput(); err != nil {
		t.Skipf("the window program does not build here (graphics libraries): %v\n%s", err, out)
	}
	cmd := exec.Command(bin)
	cmd.Env = []string{"LANG=de_DE.UTF-8", "HOME=" + t.TempDir()}
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	err := cmd.Run()
	msg := out.String()
	want := "taktik: " + display.Sentence(func(v string) string { return map[string]string{"LANG": "de"}[v] }) + "\n"
	if code := cmd.ProcessState.ExitCode(); code != 1 || msg != want {
		t.Errorf("exit %d (%v), said %q; want %q", code, err, msg, want)
	}
}

// TestNeedPackagesWaitsForTheLock: while another apt holds the lock, need-packages.sh
// waits and tries again instead of failing at once. A stand-in apt-get on the PATH says
// the lock is held twice, then installs; dpkg-query says nothing is installed.
func TestNeedPackagesWaitsForTheLock(t *testing.T) {
	if _, err := exec.LookPath("bash"); err != nil {
		t.Skip("no bash")
	}
	dir := t.TempDir()
	count := filepath.Join(dir, "count")
	write := func(name, body string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte("#!/bin/sh\n"+body), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	write("dpkg-query", "exit 1\n")
	write("sudo", `exec "$@"`+"\n")
	write("id", "echo 0\n")
	write("apt-get", `n=$(cat `+count+` 2>/dev/null || echo 0); echo $((n+1)) > `+count+`
if [ "$n" -lt 2 ]; then echo "E: Could not get lock /var/lib/apt/lists/lock. It is held by process 42 (apt-get)" >&2; exit 100; fi
echo "apt-get $*" >> `+filepath.Join(dir, "calls")+"\n")
	cmd := exec.Command("bash", "scripts/need-packages.sh", "somepackage")
	cmd.Env = append(os.Environ(), "PATH="+dir+":/usr/bin:/bin", "APT_LOCK_POLL=0")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("need-packages.sh failed: %v\n%s", err, out)
	}
	calls, _ := os.ReadFile(filepath.Join(dir, "calls"))
	if !strings.Contains(string(out), "waiting") || !strings.Contains(string(calls), "install") {
		t.Errorf("said %q, ran %q; want a wait, then the install", out, calls)
	}
	// a failure that is not the lock still fails at once
	write("apt-get", "echo 'E: Unable to locate package somepackage' >&2; exit 100\n")
	cmd = exec.Command("bash", "scripts/need-packages.sh", "somepackage")
	cmd.Env = append(os.Environ(), "PATH="+dir+":/usr/bin:/bin", "APT_LOCK_POLL=0")
	if out, err := cmd.CombinedOutput(); err == nil || !strings.Contains(string(out), "Unable to locate") {
		t.Errorf("a missing package: err %v, said %q; want the failure passed on", err, out)
	}
}

// TestScenarioCheckCommand: `taktik scenario check` says each file's faults in the
// game's sentences, "fine" for a good one, and exits 1 when any is faulty.
func TestScenarioCheckCommand(t *testing.T) {
	var out, errb strings.Builder
	code := run([]string{"scenario", "check", "game/testdata/scenarios/good.json", "game/testdata/scenarios/unit-twice.json"},
		strings.NewReader(""), &out, &errb)
	want := "game/testdata/scenarios/good.json: fine\ngame/testdata/scenarios/unit-twice.json: red:arm1 stands in the file twice\n"
	if code != 1 || out.String() != want {
		t.Errorf("exit %d, output %q (%s), want 1 and %q", code, out.String(), errb.String(), want)
	}
}
