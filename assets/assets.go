// Package assets holds the files the game embeds: the continent map, fonts, sounds and
// translations. It is data only, with no Ebitengine import, so the rules and tools can
// use it on a machine with no display.
package assets

import "embed"

// ContinentMap is the TAKTIK II continent in the format of docs/map-format.md.
//
//go:embed continent.map
var ContinentMap []byte

// Icon holds the game's icon as PNGs, icon/icon-N.png for N of 16, 32, 48, 64, 128 and
// 256 pixels (drawn by scripts/icon).
//
//go:embed icon/*.png
var Icon embed.FS

// Scenarios holds the built-in scenarios and lessons, scenarios/ID.json, in the format of
// docs/scenarios.md: the same files a player or a teacher writes.
//
//go:embed scenarios/*.json
var Scenarios embed.FS
