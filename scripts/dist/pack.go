package main

import (
	"archive/tar"
	"archive/zip"
	"compress/gzip"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"
	"time"
)

// pack writes the folder's files into one archive, each under the folder's name, in a
// fixed order and with one time, so the same files make the same archive. Programs
// (an executable bit, or .exe) are marked executable.
func pack(folder, out string) error {
	root := filepath.Base(folder)
	var files []string
	err := filepath.WalkDir(folder, func(p string, d fs.DirEntry, err error) error {
		if err == nil && d.Type().IsRegular() {
			files = append(files, p)
		}
		return err
	})
	if err != nil {
		return err
	}
	f, err := os.Create(out)
	if err != nil {
		return err
	}
	defer f.Close()
	stamp := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	each := func(put func(name string, mode int64, size int64, r io.Reader) error) error {
		for _, p := range files {
			rel, _ := filepath.Rel(folder, p)
			fi, err := os.Stat(p)
			if err != nil {
				return err
			}
			mode := int64(0o644)
			if fi.Mode()&0o111 != 0 || strings.HasSuffix(p, ".exe") {
				mode = 0o755
			}
			r, err := os.Open(p)
			if err != nil {
				return err
			}
			err = put(path.Join(root, filepath.ToSlash(rel)), mode, fi.Size(), r)
			r.Close()
			if err != nil {
				return err
			}
		}
		return nil
	}
	if strings.HasSuffix(out, ".zip") {
		z := zip.NewWriter(f)
		err = each(func(name string, mode, _ int64, r io.Reader) error {
			h := &zip.FileHeader{Name: name, Method: zip.Deflate, Modified: stamp}
			h.SetMode(fs.FileMode(mode))
			w, err := z.CreateHeader(h)
			if err == nil {
				_, err = io.Copy(w, r)
			}
			return err
		})
		if err != nil {
			return err
		}
		if err := z.Close(); err != nil {
			return err
		}
		return f.Close()
	}
	gz, _ := gzip.NewWriterLevel(f, gzip.BestCompression)
	t := tar.NewWriter(gz)
	err = each(func(name string, mode, size int64, r io.Reader) error {
		h := &tar.Header{Name: name, Mode: mode, Size: size, ModTime: stamp, Typeflag: tar.TypeReg, Format: tar.FormatPAX}
		if err := t.WriteHeader(h); err != nil {
			return err
		}
		_, err := io.Copy(t, r)
		return err
	})
	if err != nil {
		return err
	}
	if err := t.Close(); err != nil {
		return err
	}
	if err := gz.Close(); err != nil {
		return err
	}
	return f.Close()
}
