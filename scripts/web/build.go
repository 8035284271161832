package main

import (
	"bytes"
	"compress/gzip"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"html/template"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	_ "embed"
)

//go:embed index.html
var indexHTML string

//go:embed sw.js
var serviceWorker string

// Build writes the browser edition into out: index.html, wasm_exec.js (from the Go that
// builds it: the two must match), taktik.wasm.gz and favicon.ico (the game's icon: a
// browser asks for it on every load, and a missing one is an error in the console), and
// what makes it a web app a tablet puts on its home screen: manifest.webmanifest with
// the icons and sw.js, the service worker that keeps it for playing offline (webApp). It
// runs from the module's root.
func Build(out, version string) error {
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	goroot, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		return fmt.Errorf("go env GOROOT: %w", err)
	}
	root := strings.TrimSpace(string(goroot))
	wasm := filepath.Join(out, "taktik.wasm")
	cmd := exec.Command(filepath.Join(root, "bin", "go"), "build", "-trimpath", "-ldflags", "-s -w -X taktik/render.Version="+version, "-o", wasm, "./render/window")
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	cmd.Stdout, cmd.Stderr = os.Stdout, os.Stderr
	if err := cmd.Run(); err != nil {
		return err
	}
	defer os.Remove(wasm)
	if err := gzipFile(wasm, wasm+".gz"); err != nil {
		return err
	}
	js, err := os.ReadFile(filepath.Join(root, "lib", "wasm", "wasm_exec.js"))
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(out, "wasm_exec.js"), js, 0o644); err != nil {
		return err
	}
	ico, err := favicon()
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(out, "favicon.ico"), ico, 0o644); err != nil {
		return err
	}
	if err := webApp(out, version); err != nil {
		return err
	}
	page, err := index(version)
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(out, "index.html"), page, 0o644)
}

// AppFiles are the files of the browser edition, as the service worker keeps them (the
// page itself as "./" too: a home screen opens that).
var AppFiles = []string{"./", "index.html", "wasm_exec.js", "taktik.wasm.gz", "favicon.ico",
	"manifest.webmanifest", "icon-128.png", "icon-256.png"}

// appIcons are the icon's sizes the manifest names (a home screen's, a splash screen's).
var appIcons = []int{128, 256}

// webApp writes the manifest, its icons and the service worker.
func webApp(out, version string) error {
	type icon struct {
		Src     string `json:"src"`
		Sizes   string `json:"sizes"`
		Type    string `json:"type"`
		Purpose string `json:"purpose"`
	}
	manifest := struct {
		Name            string   `json:"name"`
		ShortName       string   `json:"short_name"`
		StartURL        string   `json:"start_url"`
		Scope           string   `json:"scope"`
		Display         string   `json:"display"`
		DisplayOverride []string `json:"display_override"`
		Orientation     string   `json:"orientation"`
		Background      string   `json:"background_color"`
		Theme           string   `json:"theme_color"`
		Icons           []icon   `json:"icons"`
	}{Name: "TAKTIK II", ShortName: "TAKTIK II", StartURL: "./", Scope: "./", Display: "fullscreen",
		DisplayOverride: []string{"fullscreen", "standalone"}, Orientation: "any",
		Background: "#1d2a1c", Theme: "#1d2a1c"}
	for _, n := range appIcons {
		name := fmt.Sprintf("icon-%d.png", n)
		data, err := os.ReadFile(filepath.Join("assets", "icon", name))
		if err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(out, name), data, 0o644); err != nil {
			return err
		}
		manifest.Icons = append(manifest.Icons, icon{Src: name, Sizes: fmt.Sprintf("%dx%d", n, n), Type: "image/png", Purpose: "any"})
	}
	data, err := json.MarshalIndent(manifest, "", "  ")
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(out, "manifest.webmanifest"), data, 0o644); err != nil {
		return err
	}
	files, err := json.Marshal(AppFiles)
	if err != nil {
		return err
	}
	sw := strings.NewReplacer("{{.Version}}", version, "{{.Files}}", string(files)).Replace(serviceWorker)
	return os.WriteFile(filepath.Join(out, "sw.js"), []byte(sw), 0o644)
}

// faviconSizes are the icon's sizes the favicon holds: a tab's, a bookmark's, a
// desktop shortcut's.
var faviconSizes = []int{16, 32, 48}

// favicon is an ICO file of the game's icon (assets/icon) in faviconSizes, each a PNG
// inside (as ICO files may hold them since Windows Vista, and every browser reads).
func favicon() ([]byte, error) {
	var pngs [][]byte
	for _, n := range faviconSizes {
		data, err := os.ReadFile(filepath.Join("assets", "icon", fmt.Sprintf("icon-%d.png", n)))
		if err != nil {
			return nil, err
		}
		pngs = append(pngs, data)
	}
	var buf bytes.Buffer
	le := func(v ...any) {
		for _, x := range v {
			_ = binary.Write(&buf, binary.LittleEndian, x)
		}
	}
	le(uint16(0), uint16(1), uint16(len(pngs))) // reserved, type 1 (icon), count
	offset := 6 + 16*len(pngs)
	for i, data := range pngs {
		n := uint8(faviconSizes[i]) // 256 would be written 0
		le(n, n, uint8(0), uint8(0), uint16(1), uint16(32), uint32(len(data)), uint32(offset))
		offset += len(data)
	}
	for _, data := range pngs {
		buf.Write(data)
	}
	return buf.Bytes(), nil
}

func gzipFile(from, to string) error {
	data, err := os.ReadFile(from)
	if err != nil {
		return err
	}
	var buf bytes.Buffer
	z, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	if _, err := z.Write(data); err != nil {
		return err
	}
	if err := z.Close(); err != nil {
		return err
	}
	return os.WriteFile(to, buf.Bytes(), 0o644)
}

// pageTexts are the page's own words, before the game draws its first frame, taken
// from the game's translations.
var pageTexts = []string{"web.loading", "web.old", "web.failed"}

func index(version string) ([]byte, error) {
	texts := map[string]map[string]string{}
	for _, code := range []string{"en", "de"} {
		data, err := os.ReadFile(filepath.Join("assets", "i18n", code+".json"))
		if err != nil {
			return nil, err
		}
		var all map[string]string
		if err := json.Unmarshal(data, &all); err != nil {
			return nil, err
		}
		texts[code] = map[string]string{}
		for _, k := range pageTexts {
			texts[code][strings.TrimPrefix(k, "web.")] = all[k]
		}
	}
	t, err := template.New("index").Parse(indexHTML)
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	err = t.Execute(&buf, map[string]any{"Version": version, "Texts": texts})
	return buf.Bytes(), err
}
