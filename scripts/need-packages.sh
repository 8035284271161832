#!/usr/bin/env bash
# need-packages.sh PKG… — installs the Debian/Ubuntu packages of the list that are not
# installed yet, as root or through sudo. Prints nothing when all are there.
set -eu
missing=()
for p in "$@"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
((${#missing[@]})) || exit 0
if ! command -v apt-get >/dev/null; then
  echo "Please install these packages with your system's package manager: ${missing[*]}" >&2
  exit 1
fi
sudo=""
if [ "$(id -u)" != 0 ]; then
  command -v sudo >/dev/null || { echo "Please install as root: apt-get install ${missing[*]}" >&2; exit 1; }
  sudo="sudo"
fi
echo "Installing ${missing[*]} …"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
