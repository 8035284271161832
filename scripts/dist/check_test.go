package main

import (
	"bytes"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// fakePackages writes the three packages of version v into dir from small stand-ins for
// the programs, holding what check looks for; spoil may change a file first.
func fakePackages(t *testing.T, dir, v string, spoil func(name string, data []byte) []byte) {
	t.Helper()
	files := map[string]map[string][]byte{
		"linux-amd64": {
			"taktik":         []byte("\x7fELF " + v),
			"taktik-window":  []byte("\x7fELF " + v),
			"taktik.desktop": []byte("[Desktop Entry]\nName=TAKTIK II\nExec=taktik-window\nIcon=taktik\n"),
		},
		"windows-amd64": {
			"taktik.exe":        append(append([]byte("MZ\x89PNG"), wide("TAKTIK II")...), wide(v)...),
			"taktik-window.exe": append(append([]byte("MZ\x89PNG"), wide("TAKTIK II")...), wide(v)...),
		},
		"web": {
			"index.html":           []byte(`<meta name="taktik-version" content="` + v + `">`),
			"wasm_exec.js":         []byte("globalThis.Go = class {"),
			"taktik.wasm.gz":       {0x1f, 0x8b, 8},
			"README.txt":           []byte("serve it"),
			"favicon.ico":          {0, 0, 1, 0, 1, 0},
			"manifest.webmanifest": []byte(`{"display": "fullscreen", "icons": [{"src": "icon-256.png"}]}`),
			"icon-128.png":         []byte("\x89PNG"),
			"icon-256.png":         []byte("\x89PNG"),
			"sw.js":                []byte(`const version = "` + v + `";`),
		},
	}
	for _, n := range []int{16, 32, 48, 64, 128, 256} {
		var buf bytes.Buffer
		if err := png.Encode(&buf, image.NewNRGBA(image.Rect(0, 0, n, n))); err != nil {
			t.Fatal(err)
		}
		files["linux-amd64"]["icons/hicolor/"+strconv.Itoa(n)+"x"+strconv.Itoa(n)+"/apps/taktik.png"] = buf.Bytes()
	}
	for _, pkg := range []string{"linux-amd64", "windows-amd64"} {
		files[pkg]["web/index.html"] = files["web"]["index.html"]
		files[pkg]["web/taktik.wasm.gz"] = files["web"]["taktik.wasm.gz"]
		files[pkg]["README.md"] = []byte("# TAKTIK II\n")
		files[pkg]["LICENCES.txt"] = []byte("github.com/hajimehoshi/ebiten/v2 v2.8.8\n")
	}
	for pkg, list := range files {
		folder := filepath.Join(t.TempDir(), "taktik-"+v+"-"+pkg)
		for name, data := range list {
			p := filepath.Join(folder, name)
			if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
				t.Fatal(err)
			}
			mode := os.FileMode(0o644)
			if name == "taktik" || name == "taktik-window" {
				mode = 0o755
			}
			if err := os.WriteFile(p, spoil(pkg+"/"+name, data), mode); err != nil {
				t.Fatal(err)
			}
		}
		out := filepath.Join(dir, "taktik-"+v+"-"+pkg+".zip")
		if pkg == "linux-amd64" {
			out = strings.TrimSuffix(out, ".zip") + ".tar.gz"
		}
		if err := pack(folder, out); err != nil {
			t.Fatal(err)
		}
	}
}

// TestCheckFindsWhatIsMissing: packages with everything pass; each spoiled file is
// named among the problems.
func TestCheckFindsWhatIsMissing(t *testing.T) {
	const v = "v1.0.0-3-gabc1234"
	for _, c := range []struct{ file, want string }{
		{"", ""},
		{"linux-amd64/taktik-window", "taktik-window is no executable ELF"},
		{"linux-amd64/taktik.desktop", `lacks "Exec=taktik-window"`},
		{"linux-amd64/icons/hicolor/48x48/apps/taktik.png", "48-pixel PNG"},
		{"linux-amd64/LICENCES.txt", "linux: LICENCES.txt"},
		{"windows-amd64/taktik.exe", "taktik.exe is no Windows program"},
		{"windows-amd64/README.md", "windows: no README.md"},
		{"linux-amd64/web/taktik.wasm.gz", "linux: no browser edition in web/"},
		{"windows-amd64/web/index.html", "windows: no browser edition in web/"},
		{"web/taktik.wasm.gz", "no gzip file"},
		{"web/index.html", "does not name the version"},
		{"web/favicon.ico", "no favicon.ico"},
		{"web/manifest.webmanifest", "no manifest.webmanifest"},
		{"web/sw.js", "sw.js does not name the version"},
	} {
		dir := t.TempDir()
		fakePackages(t, dir, v, func(name string, data []byte) []byte {
			if name == c.file {
				return []byte("spoilt")
			}
			return data
		})
		problems, err := check(dir, v)
		if err != nil {
			t.Fatal(err)
		}
		got := strings.Join(problems, "; ")
		if c.want == "" && got != "" || c.want != "" && !strings.Contains(got, c.want) {
			t.Errorf("%s spoilt: problems %q, want one saying %q", c.file, got, c.want)
		}
	}
}
