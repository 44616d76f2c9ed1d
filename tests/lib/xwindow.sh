# shellcheck shell=bash
# The app in a real window, shared by tests/real-window.sh, lost-host.sh,
# tutorial.sh, highcard.sh, windows.sh and packaging/package-test.sh
# (sourced, not run): a private home and X display, the app's window found
# by its title, and a card dragged from the hand onto the table with the
# real X pointer.
# Callers run inside `unshare -n` and begin with xw_start (or xw_display
# with their own xw_cleanup on exit); in_window (tests/lib/start.sh) does
# both for the scripts under tests/. Needs xvfb, x11-utils, xdotool and
# imagemagick.

XW_PIDS=()
XW_DISPLAY_FILE=""

# xw_start DIR WIDTHxHEIGHT is how every caller begins: DIR/home is the
# home of everything started from here on (HOME and the XDG config and
# data directories, so the player's own settings and saves stay out of the
# test), xw_cleanup runs on exit, and xw_display starts the display.
xw_start() {
	export HOME="$1/home" XDG_CONFIG_HOME="$1/home/.config" XDG_DATA_HOME="$1/home/.local/share"
	mkdir -p "$HOME"
	trap xw_cleanup EXIT
	xw_display "$2" "$1"
}

# xw_cleanup stops every process the caller registered in XW_PIDS.
xw_cleanup() {
	local p
	for p in ${XW_PIDS[@]+"${XW_PIDS[@]}"}; do kill "$p" 2>/dev/null || true; done
	sleep 0.5
	for p in ${XW_PIDS[@]+"${XW_PIDS[@]}"}; do kill -9 "$p" 2>/dev/null || true; done
	[ -z "$XW_DISPLAY_FILE" ] || rm -f "$XW_DISPLAY_FILE"
}

# xw_stop PID NAME LOG asks the app to quit the way a desktop session does
# (SIGTERM, which Fyne turns into Quit) and waits up to 15 s. An app still
# running then is a bug a player would meet at logout, so it fails, after
# SIGQUIT has made the Go runtime write every goroutine's stack to LOG,
# which it prints: a hang must say where it hangs. (trickparty's own
# watchdog exits 5 s after a quit request, so this is the last resort.)
xw_stop() {
	local pid=$1 name=$2 log=$3 t0
	t0=$(date +%s%N)
	kill "$pid" 2>/dev/null || return 0
	for _ in $(seq 150); do
		if ! kill -0 "$pid" 2>/dev/null; then
			wait "$pid" 2>/dev/null
			# The app's own watchdog (cmd/trickparty/quit.go) ended a quit
			# that hung: the player saw it quit, but say where it hung.
			if grep -q 'after being asked to quit' "$log" 2>/dev/null; then
				echo "NOTE: $name needed its quit watchdog:"
				sed -n '/after being asked to quit/,$p' "$log" | head -300
			fi
			return 0
		fi
		sleep 0.1
	done
	echo "FAIL: $name did not quit within 15 s of SIGTERM; its goroutines:"
	kill -QUIT "$pid" 2>/dev/null
	sleep 2
	kill -9 "$pid" 2>/dev/null
	grep -n -A12 -E '^goroutine [0-9]+ ' "$log" | head -400
	echo "(after $(( ($(date +%s%N) - t0) / 1000000 )) ms)"
	return 1
}

# xw_display WIDTHxHEIGHT DIR starts Xvfb on a free display and exports
# DISPLAY. -displayfd reports the display once the server is ready;
# -noreset keeps the server from resetting whenever its last client (a
# probe, xdotool) disconnects, which would refuse the app's connection.
xw_display() {
	local size=$1 dir=$2 display
	XW_DISPLAY_FILE=$dir/display
	rm -f "$XW_DISPLAY_FILE"
	Xvfb -displayfd 3 -noreset -screen 0 "${size}x24" -nolisten tcp 3>"$XW_DISPLAY_FILE" >"$dir/xvfb.log" 2>&1 &
	XW_PIDS+=("$!")
	for _ in $(seq 300); do
		[ -s "$XW_DISPLAY_FILE" ] && break
		sleep 0.1
	done
	[ -s "$XW_DISPLAY_FILE" ] || { echo "Xvfb did not start within 30 s:"; cat "$dir/xvfb.log"; return 1; }
	display=$(head -1 "$XW_DISPLAY_FILE")
	export DISPLAY=":$display"
	xdpyinfo >/dev/null 2>&1 || { echo "cannot reach Xvfb on $DISPLAY:"; cat "$dir/xvfb.log"; return 1; }
}

# xw_wait_window PID SECONDS waits for the app's visible window ("Trick
# Party") and sets XW_WIN. Fails if PID exits first or time runs out.
xw_wait_window() {
	local pid=$1 seconds=$2
	XW_WIN=""
	for _ in $(seq $((seconds * 10))); do
		XW_WIN=$(xdotool search --onlyvisible --name '^Trick Party$' 2>/dev/null | head -1 || true)
		[ -n "$XW_WIN" ] && return 0
		kill -0 "$pid" 2>/dev/null || { echo "the app exited before its window appeared"; return 1; }
		sleep 0.1
	done
	echo "no window appeared within $seconds s"
	return 1
}

# xw_drag X0 Y0 X1 Y1 presses the left button at the first point, moves in
# small steps (Fyne sees a drag, not a jump) and releases at the second.
xw_drag() {
	local s steps=12
	xdotool mousemove "$1" "$2"; sleep 0.15
	xdotool mousedown 1; sleep 0.1
	for s in $(seq $steps); do
		xdotool mousemove $(($1 + ($3 - $1) * s / steps)) $(($2 + ($4 - $2) * s / steps))
		sleep 0.03
	done
	sleep 0.1
	xdotool mouseup 1
}

# xw_play_card WIN TRACE SECONDS drags cards of a Gummi Trick hand onto the
# table until the human seat's play (seat 0) shows up in the --trace file,
# and sets XW_PLAYED to that trace line. Fails when time runs out.
xw_play_card() {
	# shellcheck disable=SC2034 # all set by getwindowgeometry --shell
	local win=$1 trace=$2 seconds=$3 X Y WIDTH HEIGHT SCREEN
	eval "$(xdotool getwindowgeometry --shell "$win")"
	# Where things are (ui/table/geometry.go): the felt is the window minus the
	# sidebar (a fifth of the width); the hand's cards rest 16 px above
	# the bottom, medium cards 118 px tall, face-down ones 94 px.
	local tw=$((WIDTH - WIDTH / 5))
	local drop_x=$((X + tw / 2)) drop_y=$((Y + HEIGHT * 45 / 100))
	local card_y=$((Y + HEIGHT - 16 - 59)) fd_y=$((Y + HEIGHT - 16 - 47))
	local candidates=() cx c deadline
	for cx in $(seq 300 70 $((tw - 60))); do candidates+=("$((X + cx)) $card_y"); done
	candidates+=("$((X + 57)) $fd_y") # a face-down card: always playable in Gummi
	XW_PLAYED=""
	deadline=$(($(date +%s) + seconds))
	while [ "$(date +%s)" -lt "$deadline" ]; do
		for c in "${candidates[@]}"; do
			# shellcheck disable=SC2086 # "x y"
			xw_drag $c "$drop_x" "$drop_y"
			sleep 0.6
			XW_PLAYED=$(grep -m 1 '"seat":0,' "$trace" 2>/dev/null || true)
			[ -n "$XW_PLAYED" ] && return 0
		done
		sleep 1
	done
	echo "the human seat's play never reached $trace within $seconds s"
	return 1
}
