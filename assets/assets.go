// Package assets holds the files the game embeds: the continent map, fonts, sounds and
// translations. It is data only, with no Ebitengine import, so the rules and tools can
// use it on a machine with no display.
package assets

import _ "embed"

// ContinentMap is the TAKTIK II continent in the format of docs/map-format.md.
//
//go:embed continent.map
var ContinentMap []byte
