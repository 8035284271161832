package main

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"compress/gzip"
	"fmt"
	"image/png"
	"io"
	"os"
	"path/filepath"
	"strings"
	"unicode/utf16"
)

// entry is a file in an archive: its contents and whether it is marked executable.
type entry struct {
	data []byte
	exec bool
}

// check opens the three packages of a version in dir and lists what is missing or
// wrong in them.
func check(dir, version string) ([]string, error) {
	var problems []string
	bad := func(format string, a ...any) { problems = append(problems, fmt.Sprintf(format, a...)) }

	lin, err := readTarGz(filepath.Join(dir, "taktik-"+version+"-linux-amd64.tar.gz"))
	if err != nil {
		return nil, err
	}
	top := "taktik-" + version + "-linux-amd64/"
	for _, prog := range []string{"taktik", "taktik-window"} {
		e, ok := lin[top+prog]
		switch {
		case !ok:
			bad("linux: no %s", prog)
		case !bytes.HasPrefix(e.data, []byte("\x7fELF")) || !e.exec:
			bad("linux: %s is no executable ELF program", prog)
		case !bytes.Contains(e.data, []byte(version)):
			bad("linux: %s does not carry the version %s", prog, version)
		}
	}
	desk := string(lin[top+"taktik.desktop"].data)
	for _, line := range []string{"[Desktop Entry]", "Exec=taktik-window", "Icon=taktik", "Name=TAKTIK II"} {
		if !strings.Contains(desk, line+"\n") {
			bad("linux: taktik.desktop lacks %q", line)
		}
	}
	for _, n := range []int{16, 32, 48, 64, 128, 256} {
		name := fmt.Sprintf("%sicons/hicolor/%dx%d/apps/taktik.png", top, n, n)
		img, err := png.Decode(bytes.NewReader(lin[name].data))
		if err != nil || img.Bounds().Dx() != n || img.Bounds().Dy() != n {
			bad("linux: %s is no %d-pixel PNG (%v)", name, n, err)
		}
	}
	notes(lin, top, "linux", bad)
	hostsForBrowsers(lin, top, "linux", bad)

	win, err := readZip(filepath.Join(dir, "taktik-"+version+"-windows-amd64.zip"))
	if err != nil {
		return nil, err
	}
	top = "taktik-" + version + "-windows-amd64/"
	for _, prog := range []string{"taktik.exe", "taktik-window.exe"} {
		data := win[top+prog].data
		switch {
		case !bytes.HasPrefix(data, []byte("MZ")):
			bad("windows: %s is no Windows program", prog)
		case !bytes.Contains(data, wide("TAKTIK II")) || !bytes.Contains(data, wide(version)):
			bad("windows: %s has no name and version %s in its resources", prog, version)
		case !bytes.Contains(data, []byte("\x89PNG")):
			bad("windows: %s has no icon", prog)
		}
	}
	notes(win, top, "windows", bad)
	hostsForBrowsers(win, top, "windows", bad)

	web, err := readZip(filepath.Join(dir, "taktik-"+version+"-web.zip"))
	if err != nil {
		return nil, err
	}
	top = "taktik-" + version + "-web/"
	game := web[top+"taktik.wasm.gz"].data
	switch {
	case !bytes.HasPrefix(game, []byte{0x1f, 0x8b}):
		bad("web: taktik.wasm.gz is no gzip file")
	case len(game) > 8<<20:
		bad("web: the game is %.1f MB to download, more than 8", float64(len(game))/(1<<20))
	}
	if !bytes.Contains(web[top+"index.html"].data, []byte(`content="`+version+`"`)) {
		bad("web: index.html does not name the version %s", version)
	}
	if !bytes.Contains(web[top+"wasm_exec.js"].data, []byte("globalThis.Go = class")) {
		bad("web: no wasm_exec.js")
	}
	if len(web[top+"README.txt"].data) == 0 {
		bad("web: no README.txt")
	}
	if !bytes.HasPrefix(web[top+"favicon.ico"].data, []byte{0, 0, 1, 0}) {
		bad("web: no favicon.ico")
	}
	// the web app: its manifest and icons, and the service worker of this version
	if m := web[top+"manifest.webmanifest"].data; !bytes.Contains(m, []byte(`"display": "fullscreen"`)) || !bytes.Contains(m, []byte("icon-256.png")) {
		bad("web: no manifest.webmanifest for a full-screen app with its icon")
	}
	for _, icon := range []string{"icon-128.png", "icon-256.png"} {
		if !bytes.HasPrefix(web[top+icon].data, []byte("\x89PNG")) {
			bad("web: no %s", icon)
		}
	}
	if !bytes.Contains(web[top+"sw.js"].data, []byte(`"`+version+`"`)) {
		bad("web: sw.js does not name the version %s", version)
	}
	return problems, nil
}

// notes: the README and the licences are in a package.
func notes(files map[string]entry, top, pkg string, bad func(string, ...any)) {
	if !bytes.Contains(files[top+"README.md"].data, []byte("# TAKTIK II")) {
		bad("%s: no README.md", pkg)
	}
	if !bytes.Contains(files[top+"LICENCES.txt"].data, []byte("hajimehoshi/ebiten")) {
		bad("%s: LICENCES.txt does not list the modules", pkg)
	}
}

// wide is a text as Windows keeps it in a program's resources: UTF-16, little end first.
func wide(s string) []byte {
	var b []byte
	for _, u := range utf16.Encode([]rune(s)) {
		b = append(b, byte(u), byte(u>>8))
	}
	return b
}

func readTarGz(path string) (map[string]entry, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	gz, err := gzip.NewReader(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	files := map[string]entry{}
	t := tar.NewReader(gz)
	for {
		h, err := t.Next()
		if err == io.EOF {
			return files, nil
		}
		if err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		data, err := io.ReadAll(t)
		if err != nil {
			return nil, err
		}
		files[h.Name] = entry{data, h.Mode&0o111 != 0}
	}
}

func readZip(path string) (map[string]entry, error) {
	z, err := zip.OpenReader(path)
	if err != nil {
		return nil, err
	}
	defer z.Close()
	files := map[string]entry{}
	for _, f := range z.File {
		r, err := f.Open()
		if err != nil {
			return nil, err
		}
		data, err := io.ReadAll(r)
		r.Close()
		if err != nil {
			return nil, err
		}
		files[f.Name] = entry{data, f.Mode()&0o111 != 0}
	}
	return files, nil
}

// hostsForBrowsers: a desktop package carries the browser edition in a folder web beside
// the programs, where the game's own server (Host here) finds it for the links it gives.
func hostsForBrowsers(files map[string]entry, top, pkg string, bad func(string, ...any)) {
	if game := files[top+"web/taktik.wasm.gz"].data; !bytes.HasPrefix(game, []byte{0x1f, 0x8b}) || !bytes.Contains(files[top+"web/index.html"].data, []byte("taktik-version")) {
		bad("%s: no browser edition in web/ beside the programs: Host here's links would open no game in a browser", pkg)
	}
}
