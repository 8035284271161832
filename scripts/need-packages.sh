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
# apt runs apt-get and, while another apt or an unattended upgrade holds the lock, waits
# for it (up to ten minutes) instead of failing at once: DPkg::Lock::Timeout covers the
# dpkg lock, the loop the package lists' lock that older apt versions do not wait for.
apt() {
  local err waited=0
  err=$(mktemp)
  while true; do
    if DEBIAN_FRONTEND=noninteractive $sudo apt-get -o DPkg::Lock::Timeout=600 "$@" 2>"$err"; then
      rm -f "$err"; return 0
    fi
    if ! grep -qi "could not get lock\|unable to acquire\|is another process using it" "$err" || ((waited >= 600)); then
      cat "$err" >&2; rm -f "$err"; return 1
    fi
    ((waited == 0)) && echo "Another package manager is running; waiting for it to finish …" >&2
    sleep "${APT_LOCK_POLL:-5}"; waited=$((waited + 5))
  done
}
echo "Installing ${missing[*]} …"
apt update -qq
apt install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
