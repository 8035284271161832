//go:build gfx

package render

import (
	"errors"
	"fmt"
	"testing"

	"taktik/game/store"
	"taktik/render/lang"
)

// TestExplainFullStorage: a save refused for want of room (a full disk, or the
// browser's quota for the page) is told in the player's language; another error as it
// is.
func TestExplainFullStorage(t *testing.T) {
	defer lang.Set(lang.Code())
	full := fmt.Errorf("%w (QuotaExceededError)", store.ErrFull)
	for _, code := range []string{"en", "de"} {
		lang.Set(code)
		if got, want := lang.Explain(full), lang.T("store.full"); got != want {
			t.Errorf("%s: a full storage is explained as %q, want %q", code, got, want)
		}
	}
	if got := lang.Explain(errors.New("permission denied")); got != "permission denied" {
		t.Errorf("another error became %q", got)
	}
}
