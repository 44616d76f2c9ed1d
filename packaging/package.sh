#!/usr/bin/env bash
# Builds the native packages into dist/ (see docs/INSTALL.md):
#   package.sh [linux] [windows] [darwin]
# With no argument: linux and windows (cross-compiled) on Linux, darwin on
# macOS, windows on Windows. Version, name, ID and icon come from FyneApp.toml.
set -euo pipefail
. "$(dirname "$0")/common.sh"

# Debian packages of the libraries GLFW dlopens (libXcursor.so.1,
# libXrandr.so.2, libXinerama.so.1, libXi.so.6, libXxf86vm.so.1).
GLFW_DLOPEN_DEBS="libxcursor1, libxrandr2, libxinerama1, libxi6, libxxf86vm1"
MAINTAINER=${MAINTAINER:-Trick Party developers <trickparty@users.noreply.github.com>}

targets="$*"
if [ -z "$targets" ]; then
	case "$HOST" in
		linux) targets="linux windows" ;;
		*) targets=$HOST ;;
	esac
fi
for t in $targets; do
	case "$t" in
		linux|windows) ;;
		darwin) [ "$HOST" = darwin ] || die "darwin packages need macOS (Xcode tools, hdiutil): use the release workflow" ;;
		*) die "unknown target \"$t\" (linux, windows, darwin)" ;;
	esac
done

# System packages this script needs on Debian/Ubuntu, per target.
debs="ca-certificates"
case " $targets " in *" linux "*)
	debs="$debs gcc pkg-config libgl1-mesa-dev xorg-dev libxkbcommon-dev libasound2-dev dpkg-dev xz-utils imagemagick file" ;;
esac
case " $targets " in *" windows "*)
	[ "$HOST" = linux ] && debs="$debs gcc-mingw-w64-x86-64 nsis imagemagick file" ;;
esac
[ "$HOST" = linux ] && need_debs $debs

[ -d "$MAIN_SRC" ] && ls "$MAIN_SRC"/*.go >/dev/null 2>&1 || die "no Go files in $MAIN_SRC (the app's main package)"
[ -f "$APP_ICON" ] || die "icon $APP_ICON (FyneApp.toml Icon) is missing"
FYNE=$("$(dirname "$0")/install-fyne.sh")

mkdir -p "$DIST" "$WORK"
# fyne builds in the directory of the main package and writes files there
# (metadata init, Windows resources, FyneApp.toml's Build+1), so it works on a
# copy. The copy sits inside the module (it imports our packages) under a
# "_" directory, which `go build/test ./...` skip.
# One copy per target, so that two targets may be built at once.
STAGE_ROOT=$ROOT/build/_pkgsrc
STAGE=""
STAGED=""
cleanup() {
	for d in $STAGED; do rm -rf "${STAGE_ROOT:?}/$d"; done
	rmdir "$STAGE_ROOT" 2>/dev/null || true
}
trap cleanup EXIT

# stage TARGET copies the main package to build/_pkgsrc/TARGET/trickparty.
stage() {
	STAGE=$STAGE_ROOT/$1/$PKG
	STAGED="$STAGED $1"
	rm -rf "$(dirname "$STAGE")"
	mkdir -p "$STAGE"
	cp -R "$MAIN_SRC"/. "$STAGE"/
	# Same metadata, icon made absolute because the copy lives elsewhere.
	sed "s|^\([[:space:]]*Icon[[:space:]]*=[[:space:]]*\).*|\1\"$(native_path "$APP_ICON" | sed 's|\\|/|g')\"|" \
		"$ROOT/FyneApp.toml" >"$STAGE/FyneApp.toml"
}

# fyne passes -ldflags from GOFLAGS to its go build: set the version there.
# Its deprecation note (see docs/INSTALL.md) is left out of the log.
fyne_package() {
	local rc=0
	(cd "$STAGE" && GOFLAGS="${GOFLAGS:+$GOFLAGS }-ldflags=-X=$VERSION_VAR=$VERSION" \
		"$FYNE" package --release "$@") >"$STAGE.log" 2>&1 || rc=$?
	grep -v -e '^NOTE: This tool is deprecated' -e 'new tool can be installed' \
		-e 'go install fyne.io/tools' "$STAGE.log" || true
	[ "$rc" = 0 ] || die "fyne package $* failed (exit $rc)"
}

# resize_png SRC SIZE OUT writes a SIZExSIZE copy of the icon.
resize_png() {
	convert "$1" -resize "$2x$2" -strip "$3"
}

package_linux() {
	note "linux: fyne package -os linux"
	stage linux
	rm -f "$STAGE/$APP_NAME.tar.xz"
	GOOS=linux GOARCH=amd64 fyne_package -os linux
	[ -f "$STAGE/$APP_NAME.tar.xz" ] || die "fyne package -os linux made no archive"
	mv "$STAGE/$APP_NAME.tar.xz" "$TAR_FILE"

	note "linux: .deb"
	local x=$WORK/linux-archive tree=$WORK/deb/${PKG}_${VERSION}_$DEB_ARCH
	rm -rf "$x" "$tree" && mkdir -p "$x" "$tree/DEBIAN"
	tar -xJf "$TAR_FILE" -C "$x"
	# The .deb carries the very binary and desktop entry of the archive.
	local bin desktop
	bin=$(find "$x" -path "*/bin/$PKG" -type f | head -n 1)
	desktop=$(find "$x" -name '*.desktop' -type f | head -n 1)
	[ -n "$bin" ] && [ -n "$desktop" ] || die "archive lacks bin/$PKG or a .desktop file"

	umask 022
	install -D -m 0755 "$bin" "$tree/usr/bin/$PKG"
	# Desktop entry named after the app ID (freedesktop convention) and
	# pointing at the themed icon rather than fyne's pixmaps name.
	mkdir -p "$tree/usr/share/applications"
	sed -e "s|^Icon=.*|Icon=$APP_ID|" -e "s|^Exec=.*|Exec=$PKG|" "$desktop" \
		>"$tree/usr/share/applications/$APP_ID.desktop"
	chmod 0644 "$tree/usr/share/applications/$APP_ID.desktop"
	local s
	for s in 48 64 128 256 512; do
		mkdir -p "$tree/usr/share/icons/hicolor/${s}x$s/apps"
		resize_png "$APP_ICON" "$s" "$tree/usr/share/icons/hicolor/${s}x$s/apps/$APP_ID.png"
		chmod 0644 "$tree/usr/share/icons/hicolor/${s}x$s/apps/$APP_ID.png"
	done

	# Depends from the libraries the binary really links (dpkg-shlibdeps
	# wants a debian/control beside it).
	local sd=$WORK/shlibdeps depends
	rm -rf "$sd" && mkdir -p "$sd/debian"
	printf 'Source: %s\n\nPackage: %s\nArchitecture: any\n' "$PKG" "$PKG" >"$sd/debian/control"
	depends=$(cd "$sd" && dpkg-shlibdeps -O -e "$tree/usr/bin/$PKG" 2>/dev/null | sed -n 's/^shlibs:Depends=//p')
	[ -n "$depends" ] || die "dpkg-shlibdeps found no dependencies for $tree/usr/bin/$PKG"
	# GLFW loads these X11 extension libraries with dlopen, so no linker
	# tool sees them; without them cursors, monitors and input degrade.
	depends="$depends, $GLFW_DLOPEN_DEBS"

	local size
	size=$(du -sk "$tree/usr" | cut -f1)
	sed -e "s|@PKG@|$PKG|" -e "s|@VERSION@|$VERSION|" -e "s|@ARCH@|$DEB_ARCH|" \
		-e "s|@MAINTAINER@|$MAINTAINER|" -e "s|@SIZE@|$size|" -e "s|@DEPENDS@|$depends|" \
		-e "s|@HOMEPAGE@|$APP_WEBSITE|" -e "s|@NAME@|$APP_NAME|" \
		"$ROOT/packaging/linux/control.in" >"$tree/DEBIAN/control"
	chmod -R u=rwX,go=rX "$tree"
	dpkg-deb --root-owner-group -Zxz --build "$tree" "$DEB_FILE" >/dev/null
	echo "   $TAR_FILE"
	echo "   $DEB_FILE"
}

package_windows() {
	note "windows: fyne package -os windows (icon, manifest, version info)"
	stage windows
	local exe="$STAGE/$APP_NAME.exe"
	rm -f "$exe"
	if [ "$HOST" = windows ]; then
		GOOS=windows GOARCH=amd64 CGO_ENABLED=1 fyne_package -os windows
	else
		command -v x86_64-w64-mingw32-gcc >/dev/null || die "x86_64-w64-mingw32-gcc missing (gcc-mingw-w64-x86-64)"
		CC=x86_64-w64-mingw32-gcc CXX=x86_64-w64-mingw32-g++ GOOS=windows GOARCH=amd64 CGO_ENABLED=1 \
			fyne_package -os windows
	fi
	[ -f "$exe" ] || die "fyne package -os windows made no $APP_NAME.exe"
	mv "$exe" "$WIN_EXE"

	note "windows: NSIS installer"
	local w=$WORK/windows makensis nsisdir
	rm -rf "$w" && mkdir -p "$w"
	makensis=$(command -v makensis || true)
	if [ -z "$makensis" ] && [ "$HOST" = windows ]; then
		for c in "/c/Program Files (x86)/NSIS/makensis.exe" "/c/Program Files/NSIS/makensis.exe"; do
			[ -x "$c" ] && makensis=$c && break
		done
	fi
	[ -n "$makensis" ] || die "makensis not found (Debian package nsis)"
	local defs=()
	# Installer icon: ImageMagick makes a multi-size .ico from our PNG.
	local im=""
	if command -v magick >/dev/null; then im=magick; elif [ "$HOST" != windows ] && command -v convert >/dev/null; then im=convert; fi
	if [ -n "$im" ]; then
		"$im" "$APP_ICON" -define icon:auto-resize=256,64,48,32,16 "$w/app.ico"
		defs+=("-DICON=$(native_path "$w/app.ico")")
	else
		echo "warning: no ImageMagick: the installer keeps NSIS's default icon" >&2
	fi
	# A 64-bit installer needs NSIS's amd64 stubs (Debian ships them; the
	# official Windows build does not): use them when they are there.
	nsisdir=$("$makensis" -HDRINFO 2>/dev/null | sed -n 's/.*NSISDIR=\"\{0,1\}\([^\" ]*\).*/\1/p' | head -n 1)
	for d in "$nsisdir" /usr/share/nsis; do
		[ -n "$d" ] && [ -f "$d/Stubs/zlib-amd64-unicode" ] && defs+=(-DAMD64_STUBS) && break
	done
	# The full log (every command as compiled) is kept for package-test.sh.
	local log=$w/makensis.log
	"$makensis" -V4 "-O$(native_path "$log")" -INPUTCHARSET UTF8 \
		-DAPP_NAME="$APP_NAME" -DAPP_ID="$APP_ID" -DVERSION="$VERSION" -DBUILD="$APP_BUILD" \
		-DWEBSITE="$APP_WEBSITE" -DEXE="$(native_path "$WIN_EXE")" \
		-DOUTFILE="$(native_path "$WIN_SETUP")" ${defs[@]+"${defs[@]}"} \
		"$(native_path "$ROOT/packaging/windows/installer.nsi")" || {
		tail -n 30 "$log" >&2
		die "makensis failed (log: $log)"
	}
	grep -i -e '^warning' -e ' warning' "$log" | grep -v MUI_ABORTWARNING >&2 || true
	echo "   $WIN_EXE"
	echo "   $WIN_SETUP"
}

package_darwin() {
	note "darwin: fyne package -os darwin"
	stage darwin
	local app="$STAGE/$APP_NAME.app"
	rm -rf "$app"
	fyne_package -os darwin
	[ -d "$app" ] || die "fyne package -os darwin made no $APP_NAME.app"
	rm -rf "$DIST/$APP_NAME.app" && mv "$app" "$DIST/"
	local d=$WORK/dmg
	rm -rf "$d" && mkdir -p "$d"
	cp -R "$DIST/$APP_NAME.app" "$d/"
	ln -s /Applications "$d/Applications"
	rm -f "$MAC_DMG"
	hdiutil create -volname "$APP_NAME" -srcfolder "$d" -ov -format UDZO "$MAC_DMG" >/dev/null
	echo "   $MAC_DMG"
}

for t in $targets; do
	"package_$t"
done
