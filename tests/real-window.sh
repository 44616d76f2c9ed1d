#!/usr/bin/env bash
# Real-window test: build trickparty, run it on a virtual X display inside
# a fresh network namespace (nothing it does can reach the network), drag a
# card with the real X pointer from the hand onto the table, and check that
# the human seat's play reached the --trace file. Saves a screenshot to
# build/screenshots/gummi.png. Exits non-zero if the move did not happen.
# Then opens every game's table at 800x600, 1280x800 and 2560x1440 and
# screenshots each window (build/screenshots/GAME-WxH.png), so a reviewer
# can look at every table at a small, a usual and a large size.
#
# Needs (Debian/Ubuntu packages): xvfb (Xvfb), xdotool, imagemagick (import),
# x11-utils (xdpyinfo), iproute2 (ip), util-linux (unshare), coreutils
# (timeout); plus the Go toolchain and Fyne's build deps (gcc,
# libgl1-mesa-dev, xorg-dev) and Mesa's software GL (libgl1-mesa-dri) at
# run time. Must run as root (unshare -n).
set -euo pipefail

cd "$(dirname "$0")/.."
. tests/lib/start.sh
start_test rw trickparty
export TRACE="$WORK/trace.jsonl" BIN="$OUT/trickparty" SHOT="$SHOTS/gummi.png" SHOTS WORK ROOT

# Everything below runs in its own network namespace; the inner script
# cleans up its own processes whatever happens.
in_window 240 2560x1440 "the real-window test" <<'INNER'

# phase WHAT prints the seconds since the start, so a slow run says where
# its time went.
begin=$(date +%s)
phase() { echo "[$(( $(date +%s) - begin )) s] $1"; }

start=$(date +%s%N)
"$BIN" --game gummi --players 4 --seed 7 --trace "$TRACE" >"$WORK/app.log" 2>&1 &
XW_PIDS+=("$!")
app=$!
xw_wait_window "$app" 20 || { cat "$WORK/app.log"; exit 1; }
echo "window $XW_WIN visible after $(( ($(date +%s%N) - start) / 1000000 )) ms"
phase "first window"
sleep 1.5   # first frame

played=""
xw_play_card "$XW_WIN" "$TRACE" 90 && played=$XW_PLAYED
sleep 0.5
import -window root "$SHOT" || echo "screenshot failed"
if [ -z "$played" ]; then
	echo "FAIL: the human seat's play never reached the trace"
	echo "--- trace"; cat "$TRACE" 2>/dev/null || true
	echo "--- app log"; tail -20 "$WORK/app.log"
	exit 1
fi
echo "OK: dragged a card onto the table: $played"
# Numbers for the notes, never pass/fail (machines are noisy): memory, and
# CPU while the table waits for the player (a busy redraw loop shows here).
sleep 6
ticks() { awk '{print $14 + $15}' "/proc/$app/stat"; }
t0=$(ticks); sleep 5; t1=$(ticks)
rss=$(awk '/^VmRSS/ {print int($2 / 1024)}' "/proc/$app/status")
echo "measure: RSS $rss MB; CPU while waiting for the player $(echo "scale=2; 100 * ($t1 - $t0) / $(getconf CLK_TCK) / 5" | bc)% of a core over 5 s"
xw_stop "$app" "the first table" "$WORK/app.log" || exit 1
phase "dragged and measured"

# shoot NAME ARGS...: start the app with ARGS, wait for its window, let the
# bots play for a moment, then save the window at each size as
# build/screenshots/NAME-WxH.png, and close it.
shoot() {
	local name=$1 pid w=""
	shift
	"$BIN" "$@" >"$WORK/$name.log" 2>&1 &
	pid=$!
	XW_PIDS+=("$pid")
	xw_wait_window "$pid" 20 || { echo "FAIL: no window for $name"; cat "$WORK/$name.log"; exit 1; }
	w=$XW_WIN
	sleep 3
	for size in 800x600 1280x800 2560x1440; do
		xdotool windowmove "$w" 0 0 windowsize "$w" "${size%x*}" "${size#*x}"
		sleep 2
		import -window "$w" "$SHOTS/$name-$size.png" || echo "screenshot $name-$size failed"
		echo "screenshot: $SHOTS/$name-$size.png ($(identify -format '%wx%h' "$SHOTS/$name-$size.png" 2>/dev/null))"
	done
	xw_stop "$pid" "the $name table" "$WORK/$name.log" || exit 1
	phase "$name shot"
}
shoot gummi --game gummi --players 5 --seed 7 --levels normal,normal,normal,normal
shoot gudetama --game gudetama --players 7 --seed 3 --levels normal,normal,normal,normal,normal,normal
shoot trip --game trip --players 4 --seed 5 --levels normal,normal,normal
INNER
if [ "$status" = 124 ]; then
	echo "(the last [N s] line above says how far it got)"
fi
[ "$status" = 0 ] || exit "$status"
echo "screenshot: $SHOT"
