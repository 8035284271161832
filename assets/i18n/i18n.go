// Package i18n embeds the game's translation files: one flat JSON object per language
// (de.json, en.json) from a dotted key to the text a player reads. render/lang looks
// the texts up; the files are kept apart so a translator edits data, not Go.
package i18n

import "embed"

// Files holds <language>.json for every language the game ships.
//
//go:embed *.json
var Files embed.FS
