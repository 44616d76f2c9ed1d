# Shared settings for package.sh and package-test.sh (sourced, not run).
# Everything about the app comes from FyneApp.toml, the single source of the
# name, ID, version and icon. Written for bash 3.2 too: macOS runs it.

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
DIST=${DIST:-$ROOT/dist}
WORK=$ROOT/build/package
# Pinned packaging tool: fyne.io/tools is not reachable from every module
# proxy we use, the fyne v2.7.1 command (same release as go.mod) is.
FYNE_TOOL_VERSION=${FYNE_TOOL_VERSION:-v2.7.1}
TOOLS=$ROOT/build/tools
# The desktop app's main package; the version variable it prints.
MAIN_SRC=${MAIN_SRC:-$ROOT/cmd/trickparty}
VERSION_VAR=${VERSION_VAR:-github.com/trickparty/trickparty/app.Version}
PKG=trickparty

die() { echo "packaging: $*" >&2; exit 1; }
note() { echo "==> $*"; }

# toml_value KEY prints the first `KEY = value` of FyneApp.toml, quotes
# stripped (enough for the flat keys we read; arrays are left to fyne).
toml_value() {
	sed -n "s/^[[:space:]]*$1[[:space:]]*=[[:space:]]*\"\{0,1\}\([^\"]*\)\"\{0,1\}[[:space:]]*\$/\1/p" \
		"$ROOT/FyneApp.toml" | head -n 1
}

[ -f "$ROOT/FyneApp.toml" ] || die "FyneApp.toml not found in $ROOT"
APP_NAME=$(toml_value Name)
APP_ID=$(toml_value ID)
APP_BUILD=$(toml_value Build)
APP_WEBSITE=$(toml_value Website)
APP_ICON=${APP_ICON:-$ROOT/$(toml_value Icon)}
VERSION=$(toml_value Version)
case "$VERSION" in
	[0-9]*.[0-9]*.[0-9]*) ;;
	*) die "FyneApp.toml Version \"$VERSION\" is not x.y.z" ;;
esac
case "$APP_BUILD" in
	''|*[!0-9]*) die "FyneApp.toml Build \"$APP_BUILD\" is not a number" ;;
esac
[ -n "$APP_NAME" ] && [ -n "$APP_ID" ] || die "FyneApp.toml needs Name and ID"

# Artifact names (Debian's own convention for the .deb).
DEB_ARCH=amd64
DEB_FILE=$DIST/${PKG}_${VERSION}_${DEB_ARCH}.deb
TAR_FILE=$DIST/$PKG-$VERSION-linux-amd64.tar.xz
WIN_EXE=$DIST/$PKG.exe
WIN_SETUP=$DIST/$PKG-$VERSION-windows-amd64-setup.exe
MAC_ARCH=$(uname -m 2>/dev/null | sed 's/x86_64/amd64/')
MAC_DMG=$DIST/$PKG-$VERSION-macos-$MAC_ARCH.dmg

# HOST is linux, darwin or windows (Git Bash/MSYS on a Windows runner).
case "$(uname -s)" in
	Linux) HOST=linux ;;
	Darwin) HOST=darwin ;;
	MINGW*|MSYS*|CYGWIN*) HOST=windows ;;
	*) HOST=unknown ;;
esac

# native_path PATH: the form native Windows programs (go, makensis, fyne)
# understand when running under Git Bash; unchanged elsewhere.
native_path() {
	if [ "$HOST" = windows ]; then cygpath -w "$1"; else printf '%s\n' "$1"; fi
}

SUDO=""
if [ "$HOST" = linux ] && [ "$(id -u)" != 0 ]; then SUDO=sudo; fi

# need_debs PKG... installs the Debian packages that are missing, the same
# way the Makefile's system-deps does; it does nothing off Debian/Ubuntu.
need_debs() {
	command -v dpkg-query >/dev/null 2>&1 || return 0
	missing=""
	for p in "$@"; do
		dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" ||
			missing="$missing $p"
	done
	[ -z "$missing" ] && return 0
	note "installing system packages:$missing"
	$SUDO apt-get update -qq
	# shellcheck disable=SC2086 # one word per package
	$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing
}
