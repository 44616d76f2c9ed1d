#!/usr/bin/env bash
# Installs the pinned fyne packaging tool into build/tools/ (project-local,
# nothing global) and prints its path. Re-runs are free once it is there.
set -euo pipefail
. "$(dirname "$0")/common.sh"

exe=fyne
[ "$HOST" = windows ] && exe=fyne.exe
FYNE=$TOOLS/$exe
if [ -x "$FYNE" ] && "$FYNE" version 2>/dev/null | grep -q "version: $FYNE_TOOL_VERSION\$"; then
	echo "$FYNE"
	exit 0
fi
command -v go >/dev/null || die "Go is missing (see README)"
mkdir -p "$TOOLS"
note "installing fyne.io/fyne/v2/cmd/fyne@$FYNE_TOOL_VERSION into $TOOLS" >&2
# The tool is its own module build: keep it out of this module's go.mod.
(cd "$TOOLS" && GOFLAGS='' GOBIN="$(native_path "$TOOLS")" go install "fyne.io/fyne/v2/cmd/fyne@$FYNE_TOOL_VERSION") >&2
"$FYNE" version 2>/dev/null | grep -q "version: $FYNE_TOOL_VERSION\$" ||
	die "installed fyne tool does not report $FYNE_TOOL_VERSION"
echo "$FYNE"
