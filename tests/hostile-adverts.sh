#!/usr/bin/env bash
# Hostile adverts on the Join screen, in a real window: inside a private
# network namespace (only loopback, multicast routed to it) fake hosts
# (tests/hostileadverts) announce tables whose mDNS TXT records carry
# terminal escapes, bells, bidi overrides, zero-width characters, line
# breaks, absurd counts, a 200-letter name and an unknown game. The app's
# Join screen must list them clean: read off the screen by OCR
# (tesseract), it shows the unknown games as such and not the table of
# absurd counts. Screenshots: build/screenshots/join-hostile.png (the
# list) and join-hostile-picked.png (an unknown game picked, the list
# scrolled to its end).
#
# Needs what tests/real-window.sh needs, plus tesseract-ocr. Must run as
# root (unshare -n): nothing leaves the private network namespace.
set -euo pipefail

cd "$(dirname "$0")/.."
. tests/lib/start.sh
start_test adverts trickparty
echo "building tests/hostileadverts..."
go build -o "$OUT/hostileadverts" ./tests/hostileadverts
export BIN="$OUT/trickparty" ADVERTS="$OUT/hostileadverts" SHOTS WORK ROOT

in_window 120 1280x800 "the hostile-adverts test" <<'INNER'
ip route add 224.0.0.0/4 dev lo
"$ADVERTS" >"$WORK/adverts.log" 2>&1 &
XW_PIDS+=("$!")
"$BIN" >"$WORK/app.log" 2>&1 &
APP=$!
XW_PIDS+=("$APP")
xw_wait_window "$APP" 20 || { cat "$WORK/app.log"; exit 1; }
xdotool windowmove "$XW_WIN" 0 0 windowsize "$XW_WIN" 1280 800
sleep 2
# Join game, on the home screen of a fresh home (no saved game, no kept
# seat above it) at 1280x800: the right half of the row below "Learn by
# playing".
xdotool mousemove 781 651 click 1
# The browser asks every 2.5 s; the hosts answer the first query.
sleep 6
SHOT="$SHOTS/join-hostile.png"
import -window root "$SHOT"
echo "screenshot: $SHOT"
tesseract "$SHOT" "$WORK/ocr" >/dev/null 2>&1
echo "--- the Join screen reads:"; cat "$WORK/ocr.txt"
fail=0
for want in "Tables on your network" "unknown game" "Injected line" "Friday night" "2 seats free"; do
	grep -qi "$want" "$WORK/ocr.txt" || { echo "FAIL: the Join screen does not say \"$want\""; fail=1; }
done
for bad in "ABSURD" "99999"; do
	if grep -qi "$bad" "$WORK/ocr.txt"; then echo "FAIL: the Join screen says \"$bad\""; fail=1; fi
done
# Pick the first row (an unknown game: the list is sorted by name), then
# scroll the list to its end.
xdotool mousemove 640 271 click 1
sleep 1
xdotool mousemove 640 340 click 5 click 5 click 5 click 5
sleep 1
import -window root "$SHOTS/join-hostile-picked.png"
echo "screenshot: $SHOTS/join-hostile-picked.png"
tesseract "$SHOTS/join-hostile-picked.png" "$WORK/ocr" >/dev/null 2>&1
grep -qi "does not have" "$WORK/ocr.txt" || { echo "FAIL: picking a table of an unknown game does not say why it cannot be joined:"; cat "$WORK/ocr.txt"; fail=1; }
xw_stop "$APP" "the app" "$WORK/app.log" || exit 1
[ "$fail" = 0 ] || exit 1
echo "PASS: hostile adverts are listed clean"
INNER
exit "$status"
