# shellcheck shell=bash
# The start the real-window tests share (sourced, not run, from the
# repository's root): tests/real-window.sh, tests/lost-host.sh and
# tests/tutorial.sh build the commands they run and work in a temporary
# directory outside the tree; they and tests/highcard.sh run their window
# in in_window.

# start_test NAME CMD... sets ROOT (the repository), OUT (build/) and SHOTS
# (build/screenshots/, made), builds each cmd/CMD into OUT and makes WORK, a
# fresh /tmp/trickparty-NAME.XXXXXX removed when the script exits.
start_test() {
	local name=$1 cmd
	shift
	ROOT=$(pwd)
	OUT="$ROOT/build"
	SHOTS="$OUT/screenshots"
	mkdir -p "$SHOTS"
	for cmd in "$@"; do
		echo "building cmd/$cmd..."
		go build -o "$OUT/$cmd" "./cmd/$cmd"
	done
	WORK=$(mktemp -d "/tmp/trickparty-$name.XXXXXX")
	trap 'rm -rf "$WORK"' EXIT
}

# in_window SECONDS WIDTHxHEIGHT WHAT runs the script on its stdin (a
# quoted here-document) in a fresh network namespace with only loopback
# up, on its own X display of that size (xw_start, in WORK), for at most
# SECONDS. status is its exit status; a run out of time says so, naming
# WHAT. The script sees what the caller exported (ROOT and WORK at least).
in_window() {
	local secs=$1 size=$2 what=$3
	status=0
	# The script comes through a process substitution, not a pipe, so that
	# status is the script's alone (the callers set -o pipefail).
	timeout "$secs" unshare -n bash -s < <(
		# shellcheck disable=SC2016 # ROOT and WORK are the inner shell's
		printf 'set -uo pipefail\nip link set lo up\n. "$ROOT/tests/lib/xwindow.sh"\nxw_start "$WORK" %s || exit 1\n' "$size"
		cat
	) || status=$?
	if [ "$status" = 124 ]; then
		echo "FAIL: $what ran out of its $secs s"
	fi
}
