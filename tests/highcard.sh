#!/usr/bin/env bash
# The fourth game in a real window: build trickparty with -tags highcard
# (cmd/trickparty/highcard.go registers engine/highcard, nothing else
# changes), run it on a virtual X display inside a fresh network namespace,
# check by OCR that the home screen lists High Card, then open a High Card
# table against a Normal bot and drag a card of the hand onto the table with
# the real X pointer until the human seat's play reaches the --trace file.
# Screenshots: build/screenshots/highcard-home.png, highcard-table.png
# (the first card played) and highcard-later.png (the bot answered).
#
# Needs what tests/real-window.sh needs, plus tesseract-ocr. Must run as
# root (unshare -n).
set -euo pipefail

cd "$(dirname "$0")/.."
ROOT=$(pwd)
OUT="$ROOT/build"
SHOTS="$OUT/screenshots"
mkdir -p "$SHOTS"

echo "building cmd/trickparty with -tags highcard..."
go build -tags highcard -o "$OUT/trickparty-highcard" ./cmd/trickparty

WORK=$(mktemp -d /tmp/trickparty-hc.XXXXXX)
export BIN="$OUT/trickparty-highcard" TRACE="$WORK/trace.jsonl" SHOTS WORK ROOT
trap 'rm -rf "$WORK"' EXIT

. tests/lib/start.sh
in_window 120 1280x800 "the High Card window test" <<'INNER'

# The home screen lists the game the build added.
"$BIN" --lang en >"$WORK/home.log" 2>&1 &
XW_PIDS+=("$!")
app=$!
xw_wait_window "$app" 20 || { cat "$WORK/home.log"; exit 1; }
listed=""
for _ in $(seq 20); do
	sleep 1
	import -window "$XW_WIN" "$SHOTS/highcard-home.png" 2>/dev/null || continue
	convert "$SHOTS/highcard-home.png" -colorspace Gray -negate -resize 200% "$WORK/ocr-in.png"
	tesseract "$WORK/ocr-in.png" "$WORK/ocr" -l eng >/dev/null 2>&1 || continue
	if grep -qi "High Card" "$WORK/ocr.txt"; then listed=yes; break; fi
done
if [ -z "$listed" ]; then
	echo "FAIL: the home screen does not list High Card; it reads:"; cat "$WORK/ocr.txt"
	exit 1
fi
echo "OK: the home screen lists High Card ($SHOTS/highcard-home.png)"
xw_stop "$app" "the home screen" "$WORK/home.log" || exit 1

# A High Card table against a Normal bot, played with the real pointer.
"$BIN" --game highcard --seed 3 --levels normal --trace "$TRACE" >"$WORK/app.log" 2>&1 &
XW_PIDS+=("$!")
app=$!
xw_wait_window "$app" 20 || { cat "$WORK/app.log"; exit 1; }
sleep 2
import -window "$XW_WIN" "$SHOTS/highcard-table.png" || echo "screenshot failed"
xw_play_card "$XW_WIN" "$TRACE" 60 || { tail -20 "$WORK/app.log"; exit 1; }
echo "OK: dragged a High Card card onto the table: $XW_PLAYED"
sleep 3
import -window "$XW_WIN" "$SHOTS/highcard-later.png" || echo "screenshot failed"
echo "screenshots: $SHOTS/highcard-table.png $SHOTS/highcard-later.png"
xw_stop "$app" "the High Card table" "$WORK/app.log" || exit 1
INNER
exit "$status"
