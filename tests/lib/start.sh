# shellcheck shell=bash
# The start the real-window tests share (sourced, not run, from the
# repository's root): tests/real-window.sh, tests/lost-host.sh and
# tests/tutorial.sh build the commands they run and work in a temporary
# directory outside the tree.

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
