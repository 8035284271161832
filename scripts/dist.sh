#!/usr/bin/env bash
# dist.sh VERSION — the packages a player downloads, written into dist/:
#   taktik-VERSION-linux-amd64.tar.gz   both programs, a .desktop file, the icon (16–256 px),
#                                       README and licence notes
#   taktik-VERSION-windows-amd64.zip    both programs (no cgo) with the icon and the
#                                       version in their resources (go-winres)
#   taktik-VERSION-web.zip              the browser edition (make web)
# Run through make dist, which passes the version from git describe and builds dist/web.
set -euo pipefail
cd "$(dirname "$0")/.."
version=${1:?usage: dist.sh VERSION}
go=${GO:-go}
winres=github.com/tc-hib/go-winres@v0.3.3
ldflags="-s -w -X main.version=$version -X taktik/render.Version=$version"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"; rm -f rsrc_windows_amd64.syso render/window/rsrc_windows_amd64.syso' EXIT

# what every package carries beside the programs
notes() {
  cp README.md "$1/README.md"
  "$go" run ./scripts/dist licences > "$1/LICENCES.txt"
}

# Linux
lin="$tmp/taktik-$version-linux-amd64"
mkdir -p "$lin"
"$go" build -trimpath -ldflags "$ldflags" -o "$lin/taktik" .
"$go" build -trimpath -ldflags "$ldflags" -o "$lin/taktik-window" ./render/window
for n in 16 32 48 64 128 256; do
  mkdir -p "$lin/icons/hicolor/${n}x$n/apps"
  cp "assets/icon/icon-$n.png" "$lin/icons/hicolor/${n}x$n/apps/taktik.png"
done
cat > "$lin/taktik.desktop" <<DESKTOP
[Desktop Entry]
Type=Application
Version=1.0
Name=TAKTIK II
GenericName=Board wargame
GenericName[de]=Brettkriegsspiel
Comment=The classic game of strategy (Tactics II, 1958), digital edition
Comment[de]=Das klassische Strategiespiel (Tactics II, 1958), digitale Ausgabe
Exec=taktik-window
Icon=taktik
Terminal=false
Categories=Game;StrategyGame;BoardGame;
DESKTOP
cat > "$lin/install.sh" <<'INSTALL'
#!/bin/sh
# Installs TAKTIK II for this user: the programs into ~/.local/bin, the menu entry and
# the icon into ~/.local/share. Run it from the unpacked folder.
set -e
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$HOME/.local/bin" "$HOME/.local/share/applications"
cp "$here/taktik" "$here/taktik-window" "$HOME/.local/bin/"
cp -r "$here/icons" "$HOME/.local/share/"
cp "$here/taktik.desktop" "$HOME/.local/share/applications/"
echo "TAKTIK II is in your menu; ~/.local/bin/taktik-window starts it."
INSTALL
chmod +x "$lin/install.sh"
notes "$lin"

# Windows: the resources (icon, version, manifest) go in through a .syso file beside
# each main package, which go build links for windows/amd64 only
win="$tmp/taktik-$version-windows-amd64"
mkdir -p "$win"
res() { # res MANIFEST DESCRIPTION OUTDIR
  "$go" run "$winres" simply --arch amd64 --out "$3/rsrc" --manifest "$1" \
    --product-name "TAKTIK II" --file-description "$2" --product-version "$version" \
    --file-version "$version" --icon assets/icon/icon-256.png
}
res cli "TAKTIK II (engine, map, selfplay; starts the game window)" .
res gui "TAKTIK II" render/window
GOOS=windows GOARCH=amd64 CGO_ENABLED=0 "$go" build -trimpath -ldflags "$ldflags" -o "$win/taktik.exe" .
GOOS=windows GOARCH=amd64 CGO_ENABLED=0 "$go" build -trimpath -ldflags "$ldflags -H windowsgui" -o "$win/taktik-window.exe" ./render/window
rm -f rsrc_windows_amd64.syso render/window/rsrc_windows_amd64.syso
notes "$win"

# the browser edition, as make web built it
web="$tmp/taktik-$version-web"
mkdir -p "$web"
cp dist/web/index.html dist/web/wasm_exec.js dist/web/taktik.wasm.gz dist/web/favicon.ico \
   dist/web/manifest.webmanifest dist/web/sw.js dist/web/icon-128.png dist/web/icon-256.png "$web/"
cat > "$web/README.txt" <<'WEB'
TAKTIK II in the browser

Put this folder on any web server and open index.html through it (a page loaded
straight from the disk, file://, may not fetch the game). To try it at home:

    python3 -m http.server 8080      (in this folder), then http://localhost:8080/

The game keeps its settings, the autosave and saved games in the browser's storage
for this site.
WEB

# the desktop game's Play online, Host here serves the browser edition from a folder web
# beside the program, so that the links it gives open the game in a browser
cp -r "$web" "$lin/web"
cp -r "$web" "$win/web"
rm "$lin/web/README.txt" "$win/web/README.txt"

mkdir -p dist
"$go" run ./scripts/dist pack "$lin" "dist/taktik-$version-linux-amd64.tar.gz"
"$go" run ./scripts/dist pack "$win" "dist/taktik-$version-windows-amd64.zip"
"$go" run ./scripts/dist pack "$web" "dist/taktik-$version-web.zip"
ls -l dist/taktik-"$version"-*
