#!/usr/bin/env bash
# bench-laptop.sh — the laptop benchmark (make bench-laptop): runs the real game window
# under a virtual display, the way a player uses it, and prints one line per figure:
#
#   idle CPU at the title and at a still board (share of one core over 20 s), RSS at the
#   title, at the board, after zooming through every zoom level (and the peak), after 5
#   and 20 minutes of the computer playing itself (LONG=1 only), and the times launch →
#   window on screen, window → first frame, window → title drawn, Continue → board
#   drawn, quit → exit.
#
#   scripts/bench-laptop.sh                    # the build in bin/
#   BASE=/tmp/base/bin scripts/bench-laptop.sh # and an older build beside it, with the ratio
#   LONG=1 ...                                 # also the 20-minute game (22 minutes more)
#
# A build directory holds taktik-window (and taktik). The frame times come from the
# window's TAKTIK_TRACE file (render/trace.go); a build without it shows n/a there. The
# saved games it continues are written by scripts/benchsave. Needs Xvfb and xdotool.
set -u
cd "$(dirname "$0")/.."
NEW=${NEW:-bin}
BASE=${BASE:-}
LONG=${LONG:-0}
IDLE=${IDLE:-20}  # seconds each idle CPU figure is measured over
SIZE=${SIZE:-1366x768}
GO=${GO:-go}

for tool in Xvfb xdotool xdpyinfo; do
  command -v $tool >/dev/null || { echo "bench-laptop: $tool is missing (apt-get install xvfb xdotool x11-utils)" >&2; exit 2; }
done
work=$(mktemp -d /tmp/bench-laptop.XXXXXX)
$GO run ./scripts/benchsave -o "$work/still.json" -players person,offizier || exit 1
$GO run ./scripts/benchsave -o "$work/cvc.json" -players rekrut,rekrut || exit 1
hz=$(getconf CLK_TCK)

now() { date +%s.%N; }
sub() { awk -v a="$1" -v b="$2" 'BEGIN { if (a == "" || b == "") print "n/a"; else printf "%.2f", a - b }'; }
rss() { awk '/^VmRSS/ { printf "%d", $2 / 1024 }' "/proc/$1/status" 2>/dev/null; }
peak() { awk '/^VmHWM/ { printf "%d", $2 / 1024 }' "/proc/$1/status" 2>/dev/null; }
ticks() { awk '{ print $14 + $15 }' "/proc/$1/stat" 2>/dev/null; }
# cpu PID SECONDS: the share of one core the process used, in percent
cpu() {
  local a b
  a=$(ticks "$1"); sleep "$2"; b=$(ticks "$1")
  awk -v a="$a" -v b="$b" -v s="$2" -v hz="$hz" 'BEGIN { printf "%.1f", (b - a) * 100 / hz / s }'
}
# moment TRACE NAME: the wall clock of a traced moment, empty when there is none
moment() { awk -v m="$2" '{ t = $1; $1 = ""; sub(/^ /, ""); if ($0 == m) { printf "%.3f", t / 1e9; exit } }' "$1" 2>/dev/null; }
# waitfor TRACE NAME SECONDS: wait until a moment is traced (or the time is up)
waitfor() {
  local end=$(( $(date +%s) + $3 ))
  while [[ -z $(moment "$1" "$2") && $(date +%s) -lt $end ]]; do sleep 0.05; done
}

# start DIR SAVE TAG: a fresh virtual display and a fresh player (no settings, the saved
# game as the autosave); the window's pid in $pid, its launch time in $t_launch
start() {
  local dir=$1 save=$2 tag=$3
  for n in $(seq 140 190); do [[ -e /tmp/.X$n-lock ]] || { disp=:$n; break; }; done
  Xvfb "$disp" -screen 0 "${SIZE}x24" -nolisten tcp >/dev/null 2>&1 &
  xpid=$!
  for _ in $(seq 400); do xdpyinfo -display "$disp" >/dev/null 2>&1 && break; sleep 0.05; done
  home=$work/$tag
  mkdir -p "$home/data/taktik2" "$home/config"
  cp "$save" "$home/data/taktik2/autosave.json"
  trace=$home/trace
  : >"$trace"
  mkdir -p "$home/profile" # heap profiles and memory maps, one a minute (render/trace.go)
  t_launch=$(now)
  DISPLAY=$disp XDG_DATA_HOME=$home/data XDG_CONFIG_HOME=$home/config TAKTIK_TRACE=$trace TAKTIK_PROFILE=$home/profile \
    ALSA_CONFIG_PATH=$PWD/scripts/alsa-null.conf "$dir/taktik-window" >"$home/log" 2>&1 &
  pid=$!
}
stop() {
  kill "$pid" 2>/dev/null; wait "$pid" 2>/dev/null
  kill "$xpid" 2>/dev/null; wait "$xpid" 2>/dev/null
}
x() { DISPLAY=$disp xdotool "$@"; }
# rest: the pointer still, inside the window at its top left corner (no button, no map
# there); with no window manager the keyboard goes to the window under the pointer
rest() { x search --onlyvisible --name 'TAKTIK II' mousemove --window %1 2 2 >/dev/null 2>&1; }
# press: a key held as a person holds it (a press and release sent together can fall
# between two frames of a resting game, which reads the keys' state, not their events)
press() { x keydown "$1"; sleep 0.25; x keyup "$1"; sleep 0.3; }
continue_game() { rest; press Down; press Down; press Return; }

# measure DIR TAG: every figure of one build into $work/TAG.txt, one "name value" a line
measure() {
  local dir=$1 tag=$2 out=$work/$2.txt t_window=""
  start "$dir" "$work/still.json" "$tag"
  for _ in $(seq 1000); do
    if x search --onlyvisible --name 'TAKTIK II' >/dev/null 2>&1; then t_window=$(now); break; fi
    sleep 0.01
  done
  waitfor "$trace" "title drawn" 15
  sleep 3 # the window settles, the background painting ends
  rest
  sleep 1
  {
    echo "launch_window $(sub "$t_window" "$t_launch")"
    echo "window_first $(sub "$(moment "$trace" "first frame")" "$t_window")"
    echo "window_title $(sub "$(moment "$trace" "title drawn")" "$t_window")"
    echo "rss_title $(rss "$pid")"
    echo "cpu_title $(cpu "$pid" "$IDLE")"
  } >"$out"
  continue_game
  waitfor "$trace" "continue" 3
  if [[ -s $trace && -z $(moment "$trace" "continue") ]]; then
    continue_game # the keys went astray (a loaded machine): once more
  fi
  waitfor "$trace" "board drawn" 15
  sleep 4 # the computer's preparation, the autosave, the neighbouring levels painted
  rest
  sleep 1
  {
    echo "continue_board $(sub "$(moment "$trace" "board drawn")" "$(moment "$trace" "continue")")"
    echo "rss_board $(rss "$pid")"
    echo "cpu_board $(cpu "$pid" "$IDLE")"
  } >>"$out"
  # every zoom level: in to the closest, out to the farthest, back to the first
  local w h
  read -r w h < <(DISPLAY=$disp xdpyinfo | awk '/dimensions/ { split($2, d, "x"); print d[1], d[2] }')
  x mousemove $((w * 2 / 5)) $((h / 2))
  # (the wheel's button in its own name: the build directory is $dir)
  for wheel in 4 4 4 4 4 4 4 4 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 4 4 4 4 4 4 4 4; do
    x click $wheel; sleep 1.5
  done
  sleep 3
  {
    echo "rss_zoomed $(rss "$pid")"
    echo "rss_peak $(peak "$pid")"
  } >>"$out"
  local t_quit t_exit
  t_quit=$(now)
  rest
  x keydown ctrl keydown q; sleep 0.08; x keyup q keyup ctrl
  local end=$(( $(date +%s) + 20 ))
  while kill -0 "$pid" 2>/dev/null && [[ $(date +%s) -lt $end ]]; do
    [[ $(awk '{ print $3 }' "/proc/$pid/stat" 2>/dev/null) == Z ]] && break # gone, not yet waited for
    sleep 0.01
  done
  t_exit=$(now)
  echo "quit_exit $(sub "$t_exit" "$t_quit")" >>"$out"
  stop
  if [[ $LONG == 1 ]]; then
    start "$dir" "$work/cvc.json" "$tag-long"
    waitfor "$trace" "title drawn" 15
    sleep 2
    continue_game
    waitfor "$trace" "continue" 3
    if [[ -z $(moment "$trace" "continue") ]]; then
      continue_game # as above: without it the twenty minutes were spent at the title
    fi
    sleep 1
    rest
    local m5=""
    for minute in $(seq 20); do
      sleep 60
      kill -0 "$pid" 2>/dev/null || break
      [[ $minute == 5 ]] && m5=$(rss "$pid")
      echo "minute $minute: $(rss "$pid") MB" >>"$work/$tag-long.minutes"
    done
    local m20
    m20=$(rss "$pid")
    {
      echo "rss_cvc5 $m5"
      echo "rss_cvc20 $m20"
      echo "cvc_growth $(awk -v a="$m5" -v b="$m20" 'BEGIN { if (a > 0 && b > 0) printf "%.1f", (b - a) * 100 / a; else print "n/a" }')"
    } >>"$out"
    stop
  fi
}

measure "$NEW" new
[[ -n $BASE ]] && measure "$BASE" base

value() { awk -v k="$2" '$1 == k { print $2 }' "$work/$1.txt" 2>/dev/null; }
row() {
  local name=$1 key=$2 unit=$3 n b r
  n=$(value new "$key"); n=${n:-n/a}
  if [[ -n $BASE ]]; then
    b=$(value base "$key"); b=${b:-n/a}
    r=$(awk -v n="$n" -v b="$b" 'BEGIN { if (n ~ /^-?[0-9.]+$/ && b ~ /^-?[0-9.]+$/ && b + 0 != 0) printf "%.2f", n / b; else print "n/a" }')
    printf "%-38s %10s %10s %7s  %s\n" "$name" "$n" "$b" "$r" "$unit"
  else
    printf "%-38s %10s  %s\n" "$name" "$n" "$unit"
  fi
}
if [[ -n $BASE ]]; then
  printf "%-38s %10s %10s %7s\n" "" "new" "base" "ratio"
fi
row "idle CPU, title" cpu_title "% of one core"
row "idle CPU, still board" cpu_board "% of one core"
row "RSS, title" rss_title MB
row "RSS, board" rss_board MB
row "RSS, after every zoom level" rss_zoomed MB
row "RSS, peak" rss_peak MB
if [[ $LONG == 1 ]]; then
  row "RSS, computer v computer, minute 5" rss_cvc5 MB
  row "RSS, computer v computer, minute 20" rss_cvc20 MB
  row "RSS growth, minute 5 to 20" cvc_growth %
fi
row "launch -> window on screen" launch_window s
row "window -> first frame" window_first s
row "window -> title drawn" window_title s
row "Continue -> board drawn" continue_board s
row "quit -> exit" quit_exit s
echo "(details: $work)"
