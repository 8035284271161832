// Command web builds the browser edition of TAKTIK II and serves it.
//
//	go run ./scripts/web build [-out dist/web] [-version V]   the page, wasm_exec.js and the gzipped game
//	go run ./scripts/web serve [-dir dist/web] [-addr localhost:8080]
//
// The game is the window program (render/window) compiled for js/wasm and kept gzipped
// (taktik.wasm.gz); the page unpacks it itself (DecompressionStream), so any static file
// server can host the folder, this one included.
package main

import (
	"flag"
	"fmt"
	"mime"
	"net/http"
	"os"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: web build|serve [flags]")
		os.Exit(2)
	}
	var err error
	switch fs := flag.NewFlagSet(os.Args[1], flag.ExitOnError); os.Args[1] {
	case "build":
		out := fs.String("out", "dist/web", "the folder to write the page into")
		version := fs.String("version", "dev", "the version the game shows")
		_ = fs.Parse(os.Args[2:])
		err = Build(*out, *version)
	case "serve":
		dir := fs.String("dir", "dist/web", "the folder to serve")
		addr := fs.String("addr", "localhost:8080", "where to listen")
		_ = fs.Parse(os.Args[2:])
		fmt.Printf("TAKTIK II in the browser: http://%s/\n", *addr)
		err = http.ListenAndServe(*addr, Handler(*dir))
	default:
		err = fmt.Errorf("unknown command %q", os.Args[1])
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "web:", err)
		os.Exit(1)
	}
}

// Handler serves the folder with no caching, so a rebuilt game is loaded at the next
// reload.
func Handler(dir string) http.Handler {
	_ = mime.AddExtensionType(".webmanifest", "application/manifest+json") // a web app's manifest
	files := http.FileServer(http.Dir(dir))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-cache")
		files.ServeHTTP(w, r)
	})
}
