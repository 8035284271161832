module taktik

go 1.26.0

require (
	github.com/chromedp/chromedp v0.23.0
	github.com/ebitengine/oto/v3 v3.4.0
	github.com/hajimehoshi/ebiten/v2 v2.8.8
	golang.org/x/image v0.47.0
	golang.org/x/sys v0.49.0
)

require (
	github.com/chromedp/cdproto v0.159.0 // indirect
	github.com/ebitengine/gomobile v0.0.0-20240911145611-4856209ac325 // indirect
	github.com/ebitengine/hideconsole v1.0.0 // indirect
	github.com/ebitengine/purego v0.9.0 // indirect
	github.com/go-json-experiment/json v0.0.0-20260213210345-44df1a37e875 // indirect
	github.com/go-text/typesetting v0.2.0 // indirect
	github.com/jezek/xgb v1.1.1 // indirect
	golang.org/x/sync v0.24.0 // indirect
	golang.org/x/text v0.43.0 // indirect
)
