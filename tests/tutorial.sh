#!/usr/bin/env bash
# Guided games in a real window: for each game and language, open
# `trickparty --tutorial GAME --lang LANG` on a virtual X display inside a
# fresh network namespace, check by OCR (tesseract) that the coach's panel
# shows its first step, press Enter (the coach's Next) and check that the
# second step is shown, then save the window at 800x600 and 1920x1080 as
# build/screenshots/tutorial-GAME-LANG-WxH.png for a reviewer to look at.
#
# Needs what tests/real-window.sh needs, plus tesseract-ocr and
# tesseract-ocr-jpn. Must run as root (unshare -n).
set -euo pipefail

cd "$(dirname "$0")/.."
. tests/lib/start.sh
start_test tut trickparty
export BIN="$OUT/trickparty" SHOTS WORK ROOT

in_window 300 1920x1080 "the guided-game window test" <<'INNER'

# says LANG TEXT...: the sidebar shows one of the TEXTs, as tesseract reads
# it in that language (spaces ignored: Japanese is read with spaces between
# characters). The sidebar (the right 35%) is cut out, turned grey, light on
# dark made dark on light and doubled: the coach's grey step count is read
# reliably only so.
says() {
	local l=$1 t
	shift
	import -window root "$WORK/now.png" 2>/dev/null || return 1
	convert "$WORK/now.png" -gravity East -crop 35%x100%+0+0 +repage -colorspace Gray -negate -resize 200% "$WORK/ocr-in.png" || return 1
	case $l in ja) l=jpn+eng ;; *) l=eng ;; esac
	tesseract "$WORK/ocr-in.png" "$WORK/ocr" -l "$l" >/dev/null 2>&1 || return 1
	tr -d ' ' <"$WORK/ocr.txt" >"$WORK/ocr-flat.txt"
	for t in "$@"; do
		grep -qi -- "$(echo "$t" | tr -d ' ')" "$WORK/ocr-flat.txt" && return 0
	done
	return 1
}

# waits LANG SECONDS TEXT...: says, tried until it holds or time runs out.
waits() {
	local l=$1 n=$2
	shift 2
	for _ in $(seq "$n"); do
		says "$l" "$@" && return 0
		sleep 1
	done
	return 1
}

fail=0
for game in gummi gudetama trip; do
	for l in en ja; do
		name="tutorial-$game-$l"
		"$BIN" --tutorial "$game" --lang "$l" --name Kim >"$WORK/$name.log" 2>&1 &
		pid=$!
		XW_PIDS+=("$pid")
		xw_wait_window "$pid" 20 || { echo "FAIL: no window for $name"; cat "$WORK/$name.log"; exit 1; }
		w=$XW_WIN
		xdotool windowmove "$w" 0 0 windowsize "$w" 1920 1080
		# The step counter in Japanese reads "ステップ2／21"; tesseract
		# sometimes misreads the katakana ("ATFVI2/21"), so its number over
		# the count is taken as well.
		if [ "$l" = en ]; then first=("Step 1 of"); second=("Step 2 of"); else first=("ステップ1" "[^0-9/]1[/／][0-9]"); second=("ステップ2" "[^0-9/]2[/／][0-9]"); fi
		if waits "$l" 15 "${first[@]}"; then
			echo "OK: $name shows the coach's first step"
		else
			echo "FAIL: $name: no coach's first step on screen; OCR read:"; cat "$WORK/ocr.txt"; fail=1
		fi
		import -window "$w" "$SHOTS/$name-1920x1080.png"
		xdotool key --window "$w" Return
		if waits "$l" 10 "${second[@]}"; then
			echo "OK: $name: Enter went on to the second step"
		else
			echo "FAIL: $name: Enter did not show the second step; OCR read:"; cat "$WORK/ocr.txt"; fail=1
		fi
		xdotool windowsize "$w" 800 600
		sleep 2
		import -window "$w" "$SHOTS/$name-800x600.png"
		echo "screenshots: $SHOTS/$name-{1920x1080,800x600}.png"
		xw_stop "$pid" "$name" "$WORK/$name.log" || exit 1
	done
done
exit $fail
INNER
exit "$status"
