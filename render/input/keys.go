package input

import (
	"github.com/hajimehoshi/ebiten/v2"

	"taktik/render/keymap"
)

// keyByName finds an Ebitengine key by its name ("Z", "Tab", "BracketRight"), the names
// the keymap's table uses.
var keyByName = func() map[string]ebiten.Key {
	m := map[string]ebiten.Key{}
	for k := ebiten.Key(0); k <= ebiten.KeyMax; k++ {
		m[k.String()] = k
	}
	return m
}()

// allKeys are the keys a command may come from, in Ebitengine's order.
var allKeys = func() []ebiten.Key {
	var list []ebiten.Key
	for k := ebiten.Key(0); k <= ebiten.KeyMax; k++ {
		list = append(list, k)
	}
	return list
}()

// Layouter is a Source that knows what its keys type on the player's keyboard; Live
// asks the system (ebiten.KeyName), a Script is told.
type Layouter interface {
	Layout() keymap.Layout
}

// Layout is what each key types on the player's keyboard, as Ebitengine hears it from
// the system; where the system does not say (some browsers), the keymap takes the US
// letters.
func (Live) Layout() keymap.Layout {
	return func(pos string) string {
		if k, ok := keyByName[pos]; ok {
			return ebiten.KeyName(k)
		}
		return ""
	}
}

// LayoutOf is a source's layout, nil (US) when it does not know one.
func LayoutOf(s Source) keymap.Layout {
	if l, ok := s.(Layouter); ok {
		return l.Layout()
	}
	return nil
}

// Command reports whether a key went down in this tick that gives command c by the
// keymap's table (or repeats while held, for the commands that repeat). A letter command
// fires with no Control, Alt or Meta held; a Control one only with Control.
func Command(s Source, c keymap.Command) bool {
	l := LayoutOf(s)
	ctrl := Ctrl(s)
	if s.KeyDown(ebiten.KeyAlt) {
		return false // Alt+Enter is the full screen
	}
	for _, b := range keymap.For(c) {
		for _, k := range allKeys {
			d := s.KeyTicks(k)
			if d == 0 || !(d == 1 || b.Repeat && d > 24 && d%4 == 0) {
				continue
			}
			if b.Means(k.String(), ctrl, l) {
				return true
			}
		}
	}
	return false
}

// Holding reports whether a key that gives command c is held down (panning).
func Holding(s Source, c keymap.Command) bool {
	l := LayoutOf(s)
	for _, b := range keymap.For(c) {
		for _, k := range allKeys {
			if s.KeyDown(k) && b.Means(k.String(), false, l) {
				return true
			}
		}
	}
	return false
}
