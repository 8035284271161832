#!/usr/bin/env bash
# need-go.sh — makes sure a Go toolchain is there; prints the folder of its `go` command.
# When no Go is found (on the PATH or in /usr/local/go), it fetches the release that go.mod
# names from the Go module proxy (the same place `go` itself gets toolchains from, so it
# works where only the proxy is reachable) and unpacks it into /usr/local/go as root, or
# into ~/.local/go otherwise. Any Go of 1.21 or newer is enough: it fetches the toolchain
# go.mod asks for by itself.
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
for dir in "$(dirname "$(command -v go 2>/dev/null || echo /nonexistent/go)")" ${NEED_GO_DEST:+"$NEED_GO_DEST/bin"} /usr/local/go/bin "$HOME/.local/go/bin"; do
  if [ -x "$dir/go" ]; then
    echo "$dir"
    exit 0
  fi
done

version=$(sed -n 's/^go \([0-9.]*\)$/\1/p' "$here/go.mod")
# "go 1.26" names a language version; its first release is 1.26.0.
case "$version" in *.*.*) ;; *) version="$version.0" ;; esac
case "$(uname -m)" in
  x86_64) arch=amd64 ;;
  aarch64 | arm64) arch=arm64 ;;
  *) echo "need-go: please install Go $version for $(uname -m) from https://go.dev/dl" >&2; exit 1 ;;
esac
if [ -n "${NEED_GO_DEST:-}" ]; then dest=$NEED_GO_DEST; elif [ "$(id -u)" = 0 ]; then dest=/usr/local/go; else dest="$HOME/.local/go"; fi
proxy=${GOPROXY:-https://proxy.golang.org}
proxy=${proxy%%,*}
[ "$proxy" = direct ] || [ "$proxy" = off ] && proxy=https://proxy.golang.org
mod="v0.0.1-go$version.linux-$arch"
echo "need-go: fetching Go $version from $proxy …" >&2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
command -v curl >/dev/null || "$here/scripts/need-packages.sh" curl ca-certificates >&2
curl -fsSL --retry 3 -o "$tmp/go.zip" "$proxy/golang.org/toolchain/@v/$mod.zip" || {
  echo "need-go: could not download Go $version; please install it from https://go.dev/dl" >&2
  exit 1
}
# The module zip holds golang.org/toolchain@$mod/{bin,pkg,src,…}: a whole Go tree.
command -v unzip >/dev/null || "$here/scripts/need-packages.sh" unzip >&2
unzip -q "$tmp/go.zip" -d "$tmp/x"
src="$tmp/x/golang.org/toolchain@$mod"
[ -x "$src/bin/go" ] || { echo "need-go: the downloaded Go is incomplete" >&2; exit 1; }
rm -rf "$dest"
mkdir -p "$(dirname "$dest")"
mv "$src" "$dest"
echo "need-go: Go $version is in $dest" >&2
echo "$dest/bin"
