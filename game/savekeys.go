package game

import (
	"bytes"
	"encoding/json"
	"reflect"
	"slices"
	"strings"
)

// PlayerWords are the words Options.Players may hold in a saved game: who commands a
// side ("" and "person" a person, the others the computer's strengths). A saved game
// naming anyone else is refused, rather than guessed at.
var PlayerWords = []string{"", "person", "random", "rekrut", "offizier", "general", "feldmarschall"}

// checkKeys refuses a saved game with an entry the format does not have. Go's JSON
// decoder matches keys regardless of case and, with DisallowUnknownFields, only refuses
// keys that match no field in any case; a saved game is read exactly: "Turn" is not
// "turn". The keys of every object are compared with the json names of the fields of
// the type it is read into, nested objects and lists of them too.
func checkKeys(data []byte, t reflect.Type, in string) *Error {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	data = bytes.TrimSpace(data)
	if len(data) == 0 || bytes.Equal(data, []byte("null")) {
		return nil
	}
	switch t.Kind() {
	case reflect.Slice:
		if data[0] != '[' {
			return nil // the decoder says what is wrong with the value
		}
		var items []json.RawMessage
		if json.Unmarshal(data, &items) != nil {
			return nil
		}
		for _, item := range items {
			if err := checkKeys(item, t.Elem(), in); err != nil {
				return err
			}
		}
	case reflect.Struct:
		if data[0] != '{' {
			return nil
		}
		var fields map[string]json.RawMessage
		if json.Unmarshal(data, &fields) != nil {
			return nil
		}
		keys := make([]string, 0, len(fields))
		for k := range fields {
			keys = append(keys, k)
		}
		slices.Sort(keys) // the same key named whatever the map's order
		for _, k := range keys {
			f, ok := fieldByKey(t, k)
			switch {
			case !ok && in == "":
				return refuse("rule.savekeys.entry.saved",
					Short(k))
			case !ok:
				return refuse("rule.savekeys.entry.saved.game",
					Short(k), in)
			}
			if err := checkKeys(fields[k], f.Type, k); err != nil {
				return err
			}
		}
	}
	return nil
}

// fieldByKey is the struct field whose json name is exactly key.
func fieldByKey(t reflect.Type, key string) (reflect.StructField, bool) {
	for i := range t.NumField() {
		f := t.Field(i)
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if name == key {
			return f, true
		}
	}
	return reflect.StructField{}, false
}
