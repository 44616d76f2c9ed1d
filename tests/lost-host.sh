#!/usr/bin/env bash
# A lost host is said, in a real window: `trickctl serve` hosts a Gummi
# table, the app joins it straight away (trickparty --join), a bot
# (trickctl join) takes the other seat, and once the game is under way the
# host is killed with SIGKILL. The guest's window must say "Connection to
# the host lost" - read off the screen by OCR (tesseract) - within 5 s;
# the time of the first screenshot that says so is printed.
# Then the host resumes from its save on the same port, and the message
# must go: the guest is back at the table by itself. Screenshots:
# build/screenshots/lost-host-{before,lost,back}.png.
#
# Needs what tests/real-window.sh needs, plus tesseract-ocr. Must run as
# root (unshare -n): nothing leaves the private network namespace.
set -euo pipefail

cd "$(dirname "$0")/.."
. tests/lib/start.sh
start_test lost trickparty trickctl
export BIN="$OUT/trickparty" CTL="$OUT/trickctl" SHOTS WORK ROOT

in_window 180 1280x800 "the lost-host test" <<'INNER'

PORT=47123
SAVE="$WORK/table.json"
serve() {
	"$CTL" serve --game gummi --players 2 --listen 127.0.0.1 --port $PORT --advertise=false \
		--turn-timer off "$@" >>"$WORK/serve.log" 2>&1 &
	SERVE=$!
	XW_PIDS+=("$SERVE")
	for _ in $(seq 100); do
		grep -q "listening on" "$WORK/serve.log" 2>/dev/null && return 0
		sleep 0.1
	done
	echo "FAIL: trickctl serve did not start"; cat "$WORK/serve.log"; exit 1
}
# says TEXT: the window shows TEXT, as tesseract reads it (into $WORK/ocr.txt).
says() {
	import -window root "$WORK/now.png" 2>/dev/null || return 1
	tesseract "$WORK/now.png" "$WORK/ocr" >/dev/null 2>&1 || return 1
	grep -qi "$1" "$WORK/ocr.txt"
}

serve --code ABCD23 --save "$SAVE"
"$BIN" --join 127.0.0.1:$PORT --code ABCD23 --name Zoe >"$WORK/app.log" 2>&1 &
APP=$!
XW_PIDS+=("$APP")
xw_wait_window "$APP" 20 || { cat "$WORK/app.log"; exit 1; }
xdotool windowmove "$XW_WIN" 0 0 windowsize "$XW_WIN" 1280 800
"$CTL" join 127.0.0.1:$PORT --code ABCD23 --bot normal >"$WORK/join.log" 2>&1 &
XW_PIDS+=("$!")
for _ in $(seq 100); do
	[ -s "$SAVE" ] && break
	sleep 0.1
done
sleep 2
import -window root "$SHOTS/lost-host-before.png"
if says "host lost"; then
	echo "FAIL: the table says the host is lost while it is there"; exit 1
fi
if [ ! -s "$SAVE" ]; then
	echo "FAIL: the table never started (no save)"; cat "$WORK/serve.log" "$WORK/join.log"; exit 1
fi

kill -9 "$SERVE"
t0=$(date +%s%N)
# Screenshots as fast as they come for 6 s, each with its time since the
# kill; read afterwards, so OCR's own time does not blur the measure.
: >"$WORK/times"
while [ $(( ($(date +%s%N) - t0) / 1000000 )) -lt 6000 ]; do
	n=$(wc -l <"$WORK/times")
	ms=$(( ($(date +%s%N) - t0) / 1000000 ))
	import -window root "$WORK/after-$n.png" 2>/dev/null && echo "$n $ms" >>"$WORK/times"
done
seen=""
while read -r n ms; do
	tesseract "$WORK/after-$n.png" "$WORK/ocr" >/dev/null 2>&1
	if grep -qi "Connection to the host lost" "$WORK/ocr.txt"; then
		seen=$ms
		cp "$WORK/after-$n.png" "$SHOTS/lost-host-lost.png"
		break
	fi
done <"$WORK/times"
if [ -z "$seen" ]; then
	echo "FAIL: 6 s after the host was killed the guest's window does not say so; it reads:"
	cat "$WORK/ocr.txt"; exit 1
fi
echo "measure: the guest's window said the host was lost within ${seen} ms of SIGKILL ($(wc -l <"$WORK/times") screenshots in 6 s)"
if [ "$seen" -gt 5000 ]; then
	echo "FAIL: the lost host was said after ${seen} ms, want within 5 s"; exit 1
fi

serve --resume "$SAVE" --save "$SAVE"
t0=$(date +%s%N)
back=""
for _ in $(seq 40); do
	if ! says "host lost"; then
		back=$(( ($(date +%s%N) - t0) / 1000000 ))
		break
	fi
	sleep 0.5
done
cp "$WORK/now.png" "$SHOTS/lost-host-back.png"
if [ -z "$back" ]; then
	echo "FAIL: the host resumed on the same port, the guest still says it is lost"; cat "$WORK/app.log"; exit 1
fi
echo "OK: the guest was back at the table ${back} ms after the host resumed"
xw_stop "$APP" "the guest" "$WORK/app.log" || exit 1
INNER
[ "$status" = 0 ] || exit "$status"
echo "screenshots: $SHOTS/lost-host-*.png"
