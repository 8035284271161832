//go:build wine

package wine

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"archive/zip"
)

// The Windows programs from the zip, run under wine (Debian's wine 8) on a virtual
// display, with one wine prefix of their own for the whole run. Wine 8 lacks
// ProcessPrng, which Go 1.24 and newer call from bcryptprimitives.dll at their start:
// the stand-in built from bcryptprimitives.c goes into the prefix's system32 (Go's
// runtime loads it from there only), never into the zip.
//
//	WINDOWS_ZIP  the zip to test (make wine-test passes dist/taktik-VERSION-windows-amd64.zip)
//	TAKTIK_SHOTS a folder for the screenshot of the window (wine-title.png)

var (
	wine    string   // the wine64 program
	env     []string // the environment every wine program gets
	progDir string   // the zip's folder of programs, unpacked
	display string   // the virtual display
)

func TestMain(m *testing.M) {
	os.Exit(run(m))
}

func run(m *testing.M) int {
	zipPath := os.Getenv("WINDOWS_ZIP")
	for _, w := range []string{"/usr/lib/wine/wine64", "wine64", "wine"} {
		if p, err := exec.LookPath(w); err == nil {
			wine = p
			break
		}
	}
	for _, need := range []string{"x86_64-w64-mingw32-gcc", "Xvfb", "xwd", "xdotool"} {
		if _, err := exec.LookPath(need); err != nil {
			fmt.Printf("wine test skipped: %s is not installed (make wine-test installs it)\n", need)
			return 0
		}
	}
	if wine == "" || zipPath == "" {
		fmt.Println("wine test skipped: no wine, or WINDOWS_ZIP not set (make wine-test sets it)")
		return 0
	}
	tmp, err := os.MkdirTemp("", "taktik-wine")
	if err != nil {
		fmt.Println(err)
		return 1
	}
	defer os.RemoveAll(tmp)
	if progDir, err = unzip(zipPath, filepath.Join(tmp, "zip")); err != nil {
		fmt.Println("unpacking", zipPath, err)
		return 1
	}
	xvfb, disp, err := startDisplay()
	if err != nil {
		fmt.Println("Xvfb:", err)
		return 1
	}
	defer xvfb.Process.Kill()
	display = disp
	prefix := filepath.Join(tmp, "prefix")
	env = append(os.Environ(), "WINEPREFIX="+prefix, "WINEDEBUG=-all", "WINEARCH=win64",
		"DISPLAY="+display, "WINEDLLOVERRIDES=mscoree,mshtml=;bcryptprimitives=n,b")
	start := time.Now()
	if out, err := wineCmd("wineboot", "-i").CombinedOutput(); err != nil {
		fmt.Printf("wineboot -i: %v\n%s", err, out)
		return 1
	}
	dll := filepath.Join(prefix, "drive_c", "windows", "system32", "bcryptprimitives.dll")
	gcc := exec.Command("x86_64-w64-mingw32-gcc", "-shared", "-O2", "-s", "-o", dll,
		"testdata/bcryptprimitives.c", "testdata/bcryptprimitives.def", "-ladvapi32")
	if out, err := gcc.CombinedOutput(); err != nil {
		fmt.Printf("building the stand-in bcryptprimitives.dll: %v\n%s", err, out)
		return 1
	}
	fmt.Printf("wine prefix ready in %.1f s\n", time.Since(start).Seconds())
	code := m.Run()
	// end the prefix's wine server and wait for it, before its folder goes
	for _, arg := range []string{"-k", "-w"} {
		ws := exec.Command("wineserver", arg)
		ws.Env = env
		ws.Run()
	}
	return code
}

// wineCmd runs a Windows program (or one of wine's own) in the test's prefix.
func wineCmd(prog string, args ...string) *exec.Cmd {
	c := exec.Command(wine, append([]string{prog}, args...)...)
	c.Env = env
	c.Dir = progDir
	return c
}

func unzip(path, dir string) (string, error) {
	r, err := zip.OpenReader(path)
	if err != nil {
		return "", err
	}
	defer r.Close()
	top := ""
	for _, f := range r.File {
		if f.FileInfo().IsDir() {
			continue
		}
		out := filepath.Join(dir, filepath.FromSlash(f.Name))
		if strings.HasSuffix(f.Name, "/taktik.exe") {
			top = filepath.Dir(out)
		}
		if err := os.MkdirAll(filepath.Dir(out), 0o755); err != nil {
			return "", err
		}
		rc, err := f.Open()
		if err != nil {
			return "", err
		}
		data, err := io.ReadAll(rc)
		rc.Close()
		if err != nil {
			return "", err
		}
		if err := os.WriteFile(out, data, 0o755); err != nil {
			return "", err
		}
	}
	if top == "" {
		return "", fmt.Errorf("no taktik.exe in it")
	}
	return top, nil
}

// startDisplay starts a virtual display on a number Xvfb finds free itself
// (-displayfd): a lock file left by a display killed earlier made a search of our own
// over :90 to :109 find none.
func startDisplay() (*exec.Cmd, string, error) {
	r, w, err := os.Pipe()
	if err != nil {
		return nil, "", err
	}
	defer r.Close()
	c := exec.Command("Xvfb", "-displayfd", "3", "-screen", "0", "1366x768x24", "-nolisten", "tcp")
	c.ExtraFiles = []*os.File{w} // its descriptor 3
	err = c.Start()
	w.Close()
	if err != nil {
		return nil, "", err
	}
	got := make(chan string, 1)
	go func() {
		line, _ := bufio.NewReader(r).ReadString('\n')
		got <- strings.TrimSpace(line)
	}()
	select {
	case n := <-got:
		if n != "" {
			return c, ":" + n, nil
		}
	case <-time.After(10 * time.Second):
	}
	c.Process.Kill()
	return nil, "", fmt.Errorf("Xvfb named no display")
}

// The engine from the zip plays a game over the protocol: a new game, two player turns
// of the computer, the status and the units.
func TestEngineUnderWine(t *testing.T) {
	c := wineCmd("taktik.exe", "engine")
	c.Stdin = strings.NewReader("new mode=basic seed=7\nai easy\nai easy\nstatus\nunits red\nmove red:nosuch 1-1\nquit\n")
	var out bytes.Buffer
	c.Stdout = &out
	c.Stderr = os.Stderr
	if err := c.Run(); err != nil {
		t.Fatalf("taktik.exe engine: %v\n%s", err, out.String())
	}
	var replies []map[string]any
	sc := bufio.NewScanner(&out)
	sc.Buffer(nil, 1<<22)
	for sc.Scan() {
		var r map[string]any
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			t.Fatalf("a reply that is no JSON: %q", sc.Text())
		}
		replies = append(replies, r)
	}
	if len(replies) != 7 {
		t.Fatalf("%d replies to 7 commands: %v", len(replies), replies)
	}
	for i, want := range []struct {
		ok   bool
		side string
		turn float64
	}{{true, "red", 1}, {true, "blue", 1}, {true, "red", 2}, {true, "red", 2}} {
		r := replies[i]
		if r["ok"] != want.ok || r["side"] != want.side || r["turn"] != want.turn || r["phase"] != "movement" {
			t.Errorf("reply %d: %v; want ok, %s to move in turn %v", i+1, r, want.side, want.turn)
		}
	}
	for i := 1; i <= 2; i++ {
		if acts, _ := replies[i]["actions"].([]any); len(acts) == 0 {
			t.Errorf("the computer's turn %d did nothing: %v", i, replies[i])
		}
	}
	units, _ := replies[4]["units"].([]any)
	if len(units) < 10 {
		t.Errorf("red has %d units: %v", len(units), replies[4])
	}
	if replies[5]["ok"] != false || replies[5]["error"] == "" {
		t.Errorf("moving a unit that does not exist: %v, want a refusal with a sentence", replies[5])
	}
}

// The window from the zip opens on the virtual display and draws its title screen (a
// picture of many colours, not a black or blank one), then quits with Ctrl+Q with
// exit status 0.
func TestWindowUnderWine(t *testing.T) {
	c := wineCmd("taktik-window.exe")
	var out bytes.Buffer
	c.Stdout, c.Stderr = &out, &out
	if err := c.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- c.Wait() }()
	defer func() {
		select {
		case <-done:
		default:
			c.Process.Kill()
		}
	}()
	var colours int
	var shot image.Image
	deadline := time.Now().Add(90 * time.Second)
	for time.Now().Before(deadline) && colours < 500 {
		select {
		case err := <-done:
			t.Fatalf("the window ended before drawing: %v\n%s", err, out.String())
		case <-time.After(3 * time.Second):
		}
		img, err := screenshot()
		if err != nil {
			t.Fatal(err)
		}
		shot, colours = img, countColours(img)
	}
	if dir := os.Getenv("TAKTIK_SHOTS"); dir != "" && shot != nil {
		os.MkdirAll(dir, 0o755)
		if f, err := os.Create(filepath.Join(dir, "wine-title.png")); err == nil {
			png.Encode(f, shot)
			f.Close()
		}
	}
	if colours < 500 {
		t.Fatalf("after 90 s the screen has %d colours, want a drawn title (500 or more)\n%s", colours, out.String())
	}
	t.Logf("the screen has %d colours", colours)
	search := exec.Command("xdotool", "search", "--name", "TAKTIK")
	search.Env = env
	win, err := search.Output()
	if err != nil {
		t.Fatalf("no window named TAKTIK on the display: %v", err)
	}
	id := strings.Fields(string(win))[0]
	key := exec.Command("xdotool", "windowfocus", "--sync", id, "key", "ctrl+q")
	key.Env = env
	if out, err := key.CombinedOutput(); err != nil {
		t.Fatalf("xdotool: %v %s", err, out)
	}
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("the window quit with %v\n%s", err, out.String())
		}
	case <-time.After(30 * time.Second):
		t.Errorf("the window is still open 30 s after Ctrl+Q\n%s", out.String())
	}
}

// screenshot reads the whole virtual screen through xwd (a 24-bit TrueColor display,
// each pixel in 4 bytes).
func screenshot() (image.Image, error) {
	c := exec.Command("xwd", "-root", "-silent")
	c.Env = env
	data, err := c.Output()
	if err != nil {
		return nil, fmt.Errorf("xwd: %v", err)
	}
	if len(data) < 100 {
		return nil, fmt.Errorf("xwd gave %d bytes", len(data))
	}
	h := func(i int) uint32 { return binary.BigEndian.Uint32(data[4*i:]) }
	size, w, ht, order, bpp, line, ncolors := h(0), int(h(4)), int(h(5)), h(7), h(11), int(h(12)), int(h(19))
	rm, gm, bm := h(14), h(15), h(16)
	// xwd writes 24 bits a pixel for a 24-bit screen whose pixels take 32 bits each
	bytes := line / max(w, 1)
	if bpp != 24 && bpp != 32 || bytes != 4 {
		return nil, fmt.Errorf("xwd: %d bits a pixel in %d bytes, want 24 or 32 in 4", bpp, bytes)
	}
	pix := data[int(size)+12*ncolors:]
	if len(pix) < line*ht {
		return nil, fmt.Errorf("xwd: %d bytes of pixels, want %d", len(pix), line*ht)
	}
	shift := func(m uint32) uint32 {
		s := uint32(0)
		for m != 0 && m&1 == 0 {
			m >>= 1
			s++
		}
		return s
	}
	img := image.NewRGBA(image.Rect(0, 0, w, ht))
	for y := range ht {
		for x := range w {
			p := pix[y*line+4*x:]
			var v uint32
			if order == 0 {
				v = binary.LittleEndian.Uint32(p)
			} else {
				v = binary.BigEndian.Uint32(p)
			}
			img.SetRGBA(x, y, color.RGBA{uint8(v & rm >> shift(rm)), uint8(v & gm >> shift(gm)), uint8(v & bm >> shift(bm)), 255})
		}
	}
	return img, nil
}

func countColours(img image.Image) int {
	seen := map[color.Color]bool{}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y += 2 {
		for x := b.Min.X; x < b.Max.X; x += 2 {
			seen[img.At(x, y)] = true
		}
	}
	return len(seen)
}

// The tests of the settings' folders and the save names that only Windows runs
// (render/settings/paths_windows_test.go, render/play/saves_windows_test.go),
// cross-compiled and run under wine: the folders in %APPDATA% below a user folder
// "Jürgen Müller", the save names typed with characters Windows refuses.
func TestWindowsPackagesUnderWine(t *testing.T) {
	dir := t.TempDir()
	for _, pkg := range []string{"settings", "play"} {
		exe := filepath.Join(dir, pkg+".test.exe")
		build := exec.Command("go", "test", "-c", "-trimpath", "-o", exe, "taktik/render/"+pkg) // -trimpath: dist compiled the packages so
		build.Env = append(os.Environ(), "GOOS=windows", "GOARCH=amd64", "CGO_ENABLED=0")
		if out, err := build.CombinedOutput(); err != nil {
			t.Fatalf("building the %s tests for Windows: %v\n%s", pkg, err, out)
		}
		run := wineCmd(exe, "-test.run", "^TestWindows", "-test.v")
		out, err := run.CombinedOutput()
		if err != nil || !bytes.Contains(out, []byte("--- PASS: TestWindows")) {
			t.Errorf("render/%s's Windows tests under wine: %v\n%s", pkg, err, out)
		}
	}
}
