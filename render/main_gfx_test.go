//go:build gfx

package render

import (
	"testing"

	"taktik/render/gfxtest"
)

// TestMain runs the tests inside Ebitengine's game loop (gfxtest.Main).
func TestMain(m *testing.M) { gfxtest.Main(m, "taktik render tests") }
