//go:build js

package store

import (
	"math/rand/v2"
	"strconv"
	"strings"
	"syscall/js"
	"time"
)

// Lock takes the game's storage for this tab and gives the function that lets go of
// it; ErrLocked when another tab of the same site holds it. The browser's Web Locks
// (navigator.locks) are used where the page has them: the browser lets go of a tab's
// lock when the tab closes or crashes. Elsewhere (a page not served over https or from
// localhost) a heartbeat in localStorage stands in: a tab renews its mark every
// beatEvery, and a mark older than beatStale is a tab gone.
func Lock(dir string) (func(), error) {
	name := "taktik2-lock:" + clean(dir)
	locks := js.Global().Get("navigator").Get("locks")
	if locks.IsUndefined() || locks.IsNull() {
		return heartbeat(name)
	}
	got := make(chan bool, 1)
	var release js.Value
	var held, hold js.Func
	hold = js.FuncOf(func(_ js.Value, args []js.Value) any {
		release = args[0] // the lock stays taken until this resolves
		return nil
	})
	held = js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) == 0 || args[0].IsNull() { // ifAvailable: another tab holds it
			got <- false
			return nil
		}
		got <- true
		return js.Global().Get("Promise").New(hold)
	})
	locks.Call("request", name, map[string]any{"ifAvailable": true}, held)
	if !<-got {
		return nil, ErrLocked
	}
	return func() {
		if release.Type() == js.TypeFunction {
			release.Invoke()
		}
	}, nil
}

const (
	beatEvery = 2 * time.Second
	beatStale = 8 * time.Second
)

// heartbeat is the lock of a page without Web Locks: a mark "TAB TIME" under name.
func heartbeat(name string) (func(), error) {
	s, err := storage()
	if err != nil {
		return nil, err
	}
	me := strconv.FormatUint(rand.Uint64(), 36)
	mark := func() { s.Call("setItem", name, me+" "+strconv.FormatInt(time.Now().UnixMilli(), 10)) }
	holder := func() (string, time.Time) {
		v := s.Call("getItem", name)
		if v.IsNull() {
			return "", time.Time{}
		}
		id, ms, _ := strings.Cut(v.String(), " ")
		t, _ := strconv.ParseInt(ms, 10, 64)
		return id, time.UnixMilli(t)
	}
	if id, at := holder(); id != "" && time.Since(at) < beatStale {
		return nil, ErrLocked
	}
	mark()
	time.Sleep(200 * time.Millisecond) // two tabs that came at once: the last mark wins
	if id, _ := holder(); id != me {
		return nil, ErrLocked
	}
	stop := make(chan struct{})
	go func() {
		t := time.NewTicker(beatEvery)
		defer t.Stop()
		for {
			select {
			case <-stop:
				if id, _ := holder(); id == me {
					s.Call("removeItem", name)
				}
				return
			case <-t.C:
				mark()
			}
		}
	}()
	return func() { close(stop) }, nil
}
