package main

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
)

// licences writes the licence of Go (its runtime and standard library are in every
// program) and of every module the two programs link, on Linux, Windows and in the
// browser, each under its name and version.
func licences(w io.Writer) error {
	mods := map[string]string{} // "path version" → folder
	for _, goos := range []string{"linux", "windows", "js"} {
		// the browser edition is the window program alone (scripts/web); the engine
		// program, with its server and SQLite, is never built for js
		pkgs := []string{".", "./render/window"}
		if goos == "js" {
			pkgs = pkgs[1:]
		}
		args := append([]string{"list", "-deps", "-f", "{{with .Module}}{{if not .Main}}{{.Path}} {{.Version}}\t{{.Dir}}{{end}}{{end}}"}, pkgs...)
		cmd := exec.Command("go", args...)
		cmd.Env = append(os.Environ(), "GOOS="+goos, "CGO_ENABLED=0")
		if goos == "js" {
			cmd.Env = append(cmd.Env, "GOARCH=wasm")
		}
		out, err := cmd.Output()
		if err != nil {
			return fmt.Errorf("go list for %s: %w", goos, err)
		}
		sc := bufio.NewScanner(bytes.NewReader(out))
		for sc.Scan() {
			if name, dir, ok := strings.Cut(sc.Text(), "\t"); ok {
				mods[name] = dir
			}
		}
	}
	root, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		return err
	}
	names := make([]string, 0, len(mods))
	for n := range mods {
		names = append(names, n)
	}
	sort.Strings(names)
	fmt.Fprintln(w, "TAKTIK II is built with Go and the modules below; their licences follow.")
	entries := append([]string{"Go (runtime and standard library)"}, names...)
	dirs := map[string]string{entries[0]: strings.TrimSpace(string(root))}
	for _, n := range names {
		dirs[n] = mods[n]
	}
	for _, n := range entries {
		text, err := licenceText(dirs[n])
		if err != nil {
			return fmt.Errorf("%s: %w", n, err)
		}
		fmt.Fprintf(w, "\n%s\n%s\n\n%s\n", strings.Repeat("=", 78), n, strings.TrimSpace(text))
	}
	return nil
}

func licenceText(dir string) (string, error) {
	for _, name := range []string{"LICENSE", "LICENSE.md", "LICENSE.txt", "COPYING", "LICENCE"} {
		if b, err := os.ReadFile(filepath.Join(dir, name)); err == nil {
			return string(b), nil
		}
	}
	return "", fmt.Errorf("no licence file in %s", dir)
}
