//go:build js

package store

import (
	"errors"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strconv"
	"strings"
	"syscall/js"
	"time"
)

func platform() FS { return Browser{} }

// CleanTemp has nothing to do in a browser: a write there is one step.
func CleanTemp(string) {}

// Browser keeps the files in the browser's localStorage, one entry a file under
// "taktik2:" and its path, with the time and size beside it under "taktik2-info:".
// localStorage holds strings: a saved game is JSON text, so it is kept as it is.
type Browser struct{}

const (
	dataKey = "taktik2:"
	infoKey = "taktik2-info:"
)

func storage() (js.Value, error) {
	s := js.Global().Get("localStorage")
	if s.IsUndefined() || s.IsNull() {
		return js.Value{}, errors.New("this browser keeps no local storage for the game")
	}
	return s, nil
}

func clean(p string) string { return path.Clean("/" + strings.ReplaceAll(p, "\\", "/")) }

func (Browser) Read(p string) ([]byte, error) {
	s, err := storage()
	if err != nil {
		return nil, err
	}
	v := s.Call("getItem", dataKey+clean(p))
	if v.IsNull() {
		return nil, &fs.PathError{Op: "read", Path: p, Err: fs.ErrNotExist}
	}
	text := v.String() // a JS string: it has no Length to ask before (only arrays do)
	if len(text) > MaxFile {
		return nil, &fs.PathError{Op: "read", Path: p, Err: ErrTooLarge}
	}
	return []byte(text), nil
}

// Write sets both entries; a browser that refuses (its quota is used up, or storage is
// switched off for the page) throws, which comes back as ErrFull.
func (Browser) Write(p string, data []byte) (err error) {
	s, err := storage()
	if err != nil {
		return err
	}
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%w (%v)", ErrFull, r)
		}
	}()
	key := clean(p)
	s.Call("setItem", dataKey+key, string(data))
	s.Call("setItem", infoKey+key, strconv.FormatInt(time.Now().UnixMilli(), 10)+" "+strconv.Itoa(len(data)))
	return nil
}

// MakeDir has nothing to make: a path in the browser's storage is only a name.
func (Browser) MakeDir(string) error { return nil }

func (Browser) Remove(p string) error {
	s, err := storage()
	if err != nil {
		return err
	}
	s.Call("removeItem", dataKey+clean(p))
	s.Call("removeItem", infoKey+clean(p))
	return nil
}

// Rename copies both entries under the new name and removes the old ones.
func (b Browser) Rename(from, to string) (err error) {
	s, err := storage()
	if err != nil {
		return err
	}
	if !s.Call("getItem", dataKey+clean(to)).IsNull() {
		return &fs.PathError{Op: "rename", Path: to, Err: fs.ErrExist}
	}
	v := s.Call("getItem", dataKey+clean(from))
	if v.IsNull() {
		return &fs.PathError{Op: "rename", Path: from, Err: fs.ErrNotExist}
	}
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%w (%v)", ErrFull, r)
		}
	}()
	s.Call("setItem", dataKey+clean(to), v)
	if info := s.Call("getItem", infoKey+clean(from)); !info.IsNull() {
		s.Call("setItem", infoKey+clean(to), info)
	}
	return b.Remove(from)
}

func (Browser) Stat(p string) (Info, error) {
	s, err := storage()
	if err != nil {
		return Info{}, err
	}
	v := s.Call("getItem", infoKey+clean(p))
	if v.IsNull() {
		return Info{}, &fs.PathError{Op: "stat", Path: p, Err: fs.ErrNotExist}
	}
	return info(clean(p), v.String()), nil
}

// Lstat is Stat: the browser's storage has no links.
func (b Browser) Lstat(p string) (Info, error) { return b.Stat(p) }

func info(key, v string) Info {
	ms, size, _ := strings.Cut(v, " ")
	t, _ := strconv.ParseInt(ms, 10, 64)
	n, _ := strconv.ParseInt(size, 10, 64)
	return Info{Name: path.Base(key), Path: key, Time: time.UnixMilli(t), Size: n, Ordinary: true}
}

func (Browser) List(dir string) ([]Info, error) {
	s, err := storage()
	if err != nil {
		return nil, err
	}
	prefix := infoKey + strings.TrimSuffix(clean(dir), "/") + "/"
	var list []Info
	for i, n := 0, s.Get("length").Int(); i < n; i++ {
		k := s.Call("key", i).String()
		if !strings.HasPrefix(k, prefix) || strings.Contains(k[len(prefix):], "/") {
			continue
		}
		list = append(list, info(k[len(infoKey):], s.Call("getItem", k).String()))
	}
	sort.Slice(list, func(i, j int) bool { return list[i].Name < list[j].Name })
	return list, nil
}
