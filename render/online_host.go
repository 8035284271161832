//go:build !js

package render

import (
	"taktik/render/settings"
	"taktik/server/host"
)

const canHost = true

// hostServer starts this program's server the first time it is needed, keeping its games
// in the player's data folder; it runs until the program ends.
func (a *app) hostServer() (*hosting, error) {
	a.net.mu.Lock()
	defer a.net.mu.Unlock()
	if a.net.host != nil {
		return a.net.host, nil
	}
	dir, err := settings.DataDir()
	if err != nil {
		return nil, err
	}
	h, err := host.Start(dir, 0, a.board)
	if err != nil {
		return nil, err
	}
	a.net.host = &hosting{local: h.Local, lan: h.LAN, base: h.Base, web: h.Web, create: h.Create, close: h.Close}
	return a.net.host, nil
}
