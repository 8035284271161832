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

// Build writes the browser edition into out: index.html, wasm_exec.js (from the Go that
// builds it: the two must match), taktik.wasm.gz and favicon.ico (the game's icon: a
// browser asks for it on every load, and a missing one is an error in the console). It
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
	page, err := index(version)
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(out, "index.html"), page, 0o644)
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
