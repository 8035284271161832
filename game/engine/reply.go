package engine

import (
	"bytes"
	"encoding/json"

	"taktik/game"
)

// reply is one answer line: a JSON object whose fields keep the order they were added
// in, so that "ok" comes first and a person reading the stream finds it at once.
type reply struct {
	keys []string
	vals []any
}

// okReply starts a successful answer.
func okReply() *reply { return (&reply{}).set("ok", true) }

// fail is a refused command: ok false and a sentence saying what to do. A refusal of
// the rules (*game.Error) adds its message key and arguments, for a script to match on.
func fail(err error) *reply {
	r := (&reply{}).set("ok", false).set("error", err.Error())
	if e, ok := err.(*game.Error); ok {
		r.set("key", e.Key).set("args", e.Data())
	}
	return r
}

// ok reports whether the reply accepts the command: its first field, as okReply and
// fail write it.
func (r *reply) ok() bool { return len(r.vals) > 0 && r.vals[0] == true }

// set adds a field, or replaces it when the key is already there.
func (r *reply) set(key string, val any) *reply {
	for i, k := range r.keys {
		if k == key {
			r.vals[i] = val
			return r
		}
	}
	r.keys = append(r.keys, key)
	r.vals = append(r.vals, val)
	return r
}

// MarshalJSON writes the object with its fields in order.
func (r *reply) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	b.WriteByte('{')
	for i, k := range r.keys {
		if i > 0 {
			b.WriteByte(',')
		}
		kb, _ := json.Marshal(k)
		b.Write(kb)
		b.WriteByte(':')
		vb, err := json.Marshal(r.vals[i])
		if err != nil {
			return nil, err
		}
		b.Write(vb)
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// line is the reply as one line of text, without the newline. JSON never holds a raw
// newline, so a reply is always exactly one line.
func (r *reply) line() string {
	data, err := json.Marshal(r)
	if err != nil {
		// Only a value the session built wrongly can fail to encode: a bug, but the
		// protocol still owes one well-formed line.
		data, _ = json.Marshal(map[string]any{"ok": false, "error": "internal error: the reply could not be written as JSON: " + err.Error()})
	}
	return string(data)
}
