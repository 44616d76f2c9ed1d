#!/usr/bin/env bash
# Checks what package.sh put in dist/ (see docs/INSTALL.md):
#   package-test.sh [linux] [windows]     (default: both)
# The .deb is really installed, run (--version, then in a real window
# through its desktop entry) and removed again; the machine is left with the
# same set of packages it had. Needs root (or sudo) for dpkg. The Windows
# build is run under Wine by tests/windows.sh (make windows).
set -euo pipefail
. "$(dirname "$0")/common.sh"

targets=${*:-linux windows}
need_debs dpkg-dev binutils file xz-utils p7zip-full desktop-file-utils util-linux
case " $targets " in *" linux "*)
	need_debs xvfb xdotool imagemagick x11-utils iproute2 libgl1-mesa-dri ;;
esac
SHOTS=$ROOT/build/screenshots

T=$WORK/test
rm -rf "$T" && mkdir -p "$T"
passed=0
failed=0
ok() { passed=$((passed + 1)); echo "ok   $*"; }
bad() { failed=$((failed + 1)); echo "FAIL $*"; }
# check DESCRIPTION COMMAND... counts one check.
check() {
	local what=$1
	shift
	if "$@" >"$T/out" 2>&1; then ok "$what"; else bad "$what"; sed 's/^/     /' "$T/out"; fi
}
has_line() { grep -qxF -- "$2" "$1"; }
# has_all FILE PATTERN...: every (basic regex) pattern occurs in FILE.
has_all() {
	local f=$1 p
	shift
	for p in "$@"; do grep -q -- "$p" "$f" || { echo "no \"$p\" in $f"; return 1; }; done
}
# file_is FILE REGEX: file(1)'s description of FILE matches.
file_is() { file -b "$1" | grep -q -- "$2" || { file -b "$1"; return 1; }; }
# grep_lines FILE TEXT...: every TEXT occurs in FILE (fixed strings).
grep_lines() {
	local f=$1 l
	shift
	for l in "$@"; do grep -qF -- "$l" "$f" || { echo "no line: $l"; return 1; }; done
}
# depends_on DEPENDS PKG: the Depends field names PKG.
depends_on() { echo ", $1," | grep -q -- "[ ,]$2[ ,(]"; }

sha() { sha256sum "$1" | cut -d' ' -f1; }

test_linux() {
	[ -f "$DEB_FILE" ] || { bad "missing $DEB_FILE (run make package)"; return; }
	[ -f "$TAR_FILE" ] || { bad "missing $TAR_FILE (run make package)"; return; }

	# Control fields.
	dpkg-deb --info "$DEB_FILE" >"$T/info"
	for kv in "Package=$PKG" "Version=$VERSION" "Architecture=$DEB_ARCH" "Section=games"; do
		check "deb field ${kv%%=*} is ${kv#*=}" test "$(dpkg-deb -f "$DEB_FILE" "${kv%%=*}")" = "${kv#*=}"
	done
	check "deb has a Maintainer and a Description" \
		test -n "$(dpkg-deb -f "$DEB_FILE" Maintainer)" -a -n "$(dpkg-deb -f "$DEB_FILE" Description)"
	local depends
	depends=$(dpkg-deb -f "$DEB_FILE" Depends)
	echo "     Depends: $depends"

	# Paths, modes and owners.
	dpkg-deb --contents "$DEB_FILE" >"$T/contents"
	awk '{print $1, $2, $6}' "$T/contents" >"$T/files"
	check "deb: /usr/bin/$PKG, 0755 root" has_line "$T/files" "-rwxr-xr-x root/root ./usr/bin/$PKG"
	check "deb: desktop entry" has_line "$T/files" "-rw-r--r-- root/root ./usr/share/applications/$APP_ID.desktop"
	local s
	for s in 48 64 128 256 512; do
		check "deb: ${s}x$s hicolor icon" has_line "$T/files" \
			"-rw-r--r-- root/root ./usr/share/icons/hicolor/${s}x$s/apps/$APP_ID.png"
	done
	check "deb: nothing outside /usr" test -z "$(awk '{print $6}' "$T/contents" | grep -v -e '^\./$' -e '^\./usr/' || true)"

	# Unpack once: the desktop entry, icons and binary themselves.
	local x=$T/deb
	mkdir -p "$x" && dpkg-deb -x "$DEB_FILE" "$x"
	check "desktop entry passes desktop-file-validate" desktop-file-validate "$x/usr/share/applications/$APP_ID.desktop"
	check "desktop entry runs $PKG with icon $APP_ID" has_all "$x/usr/share/applications/$APP_ID.desktop" \
		"^Exec=$PKG\$" "^Icon=$APP_ID\$" "^Name=$APP_NAME\$"
	for s in 48 512; do
		check "icon ${s}x$s is a $s x $s PNG" file_is "$x/usr/share/icons/hicolor/${s}x$s/apps/$APP_ID.png" \
			"PNG image data, $s x $s"
	done
	check "binary is an x86-64 ELF executable" file_is "$x/usr/bin/$PKG" "ELF 64-bit LSB.*x86-64"

	# Depends covers every shared library the binary loads: map each one
	# ldd resolves to its Debian package, independently of dpkg-shlibdeps.
	# Only the binary's own NEEDED entries: the rest are their libraries' deps.
	objdump -p "$x/usr/bin/$PKG" | awk '$1 == "NEEDED" {print $2}' >"$T/needed"
	ldd "$x/usr/bin/$PKG" | awk 'NR == FNR {need[$1]; next} ($1 in need) && $3 ~ /^\// {print $3}' \
		"$T/needed" - >"$T/libs"
	local lib real p missing=""
	while read -r lib; do
		real=$(readlink -f "$lib")
		p=$(dpkg -S "$lib" 2>/dev/null || dpkg -S "$real" 2>/dev/null || true)
		p=${p%%:*}
		[ -n "$p" ] || { missing="$missing $lib(no package)"; continue; }
		depends_on "$depends" "$p" || missing="$missing $p"
	done <"$T/libs"
	check "Depends lists the package of each of $(wc -l <"$T/libs") linked libraries ($(tr '\n' ' ' <"$T/needed"))" \
		test -z "$missing" -a -s "$T/libs"
	[ -z "$missing" ] || echo "     missing from Depends:$missing"
	# ... and each X11 library GLFW dlopens (named in the binary's strings).
	missing=""
	strings -a "$x/usr/bin/$PKG" >"$T/strings"
	for lib in libXcursor.so.1 libXrandr.so.2 libXinerama.so.1 libXi.so.6 libXxf86vm.so.1; do
		grep -qx "$lib" "$T/strings" || { missing="$missing $lib(not in binary)"; continue; }
		# awk reads to the end (no exit): ldconfig writing into a closed
		# pipe would end this script with SIGPIPE (141) under pipefail.
		real=$(ldconfig -p | awk -v l="$lib" '$1 == l && /x86-64/ && !found {print $NF; found = 1}')
		p=$(dpkg -S "$real" 2>/dev/null || dpkg -S "$(readlink -f "$real")" 2>/dev/null || true)
		p=${p%%:*}
		depends_on "$depends" "${p:-none}" || missing="$missing $lib(${p:-no package})"
	done
	check "Depends has the packages of the 5 libraries GLFW dlopens" test -z "$missing"
	[ -z "$missing" ] || echo "     missing:$missing"
	for p in libgl1 libx11-6 libc6 libasound2; do
		check "Depends has $p" depends_on "$depends" "$p"
	done

	# The archive holds the same binary, desktop file and icon.
	tar -tJf "$TAR_FILE" >"$T/tar"
	check "archive: bin/$PKG, desktop entry, icon, Makefile" has_all "$T/tar" \
		"^$PKG/usr/.*bin/$PKG\$" "^$PKG/usr/.*applications/.*\.desktop\$" "^$PKG/usr/.*pixmaps/.*\.png\$" "^$PKG/Makefile\$"
	mkdir -p "$T/tar-x" && tar -xJf "$TAR_FILE" -C "$T/tar-x"
	check "archive and .deb carry the same binary" test \
		"$(sha "$(find "$T/tar-x" -path "*/bin/$PKG" -type f | head -n 1)")" = "$(sha "$x/usr/bin/$PKG")"

	install_test
}

# install_test installs the .deb, runs it and removes it again.
install_test() {
	KEPT_DEB=""
	if dpkg-query -W -f='${Status}' "$PKG" 2>/dev/null | grep -q "install ok installed"; then
		# A player's own install (or one a killed run left): keep a copy,
		# test on a clean slate, put the copy back afterwards.
		need_debs dpkg-repack
		mkdir -p "$T/kept"
		if ! (cd "$T/kept" && $SUDO dpkg-repack "$PKG" >"$T/repack" 2>&1); then
			bad "$PKG is installed here and dpkg-repack could not keep a copy of it"
			sed 's/^/     /' "$T/repack"
			return
		fi
		KEPT_DEB=$(find "$T/kept" -name "${PKG}_*.deb" | head -n 1)
		echo "     $PKG $(dpkg-query -W -f='${Version}' "$PKG") is installed here: kept as $(basename "$KEPT_DEB"), put back after the test"
		$SUDO dpkg -r "$PKG" >/dev/null
	fi
	dpkg-query -W -f='${Package}:${Architecture}\n' | sort >"$T/before"
	# Whatever happens below, leave the machine as it was.
	trap 'uninstall_test_package; restore_kept_package' EXIT
	if $SUDO dpkg -i "$DEB_FILE" >"$T/dpkg-i" 2>&1; then
		ok "dpkg -i $(basename "$DEB_FILE")"
	else
		echo "     dpkg -i needs dependencies: apt-get -f install"
		$SUDO apt-get update -qq
		if $SUDO env DEBIAN_FRONTEND=noninteractive apt-get -f install -y -qq --no-install-recommends >"$T/apt-f" 2>&1; then
			ok "dpkg -i + apt-get -f install"
		else
			bad "dpkg -i + apt-get -f install"
			sed 's/^/     /' "$T/dpkg-i" "$T/apt-f"
		fi
	fi
	check "dpkg reports $PKG $VERSION installed" test "$(dpkg-query -W -f='${Status} ${Version}' "$PKG" 2>/dev/null)" = "install ok installed $VERSION"
	check "$PKG is /usr/bin/$PKG on PATH" test "$(command -v "$PKG")" = "/usr/bin/$PKG"
	check "icon and desktop entry installed" test -f "/usr/share/icons/hicolor/512x512/apps/$APP_ID.png" -a -f "/usr/share/applications/$APP_ID.desktop"
	# The app runs with no network (house rule for anything that starts it).
	local out="" nonet
	nonet=$(nonet_prefix)
	out=$($nonet "$PKG" --version 2>&1 </dev/null) || true
	echo "     $ $PKG --version -> $out"
	echo "$out" >"$T/version-out"
	# Only proves the -X stamp if the source default differs.
	if grep -q "Version = \"$VERSION\"" "$ROOT/app/version.go" 2>/dev/null; then
		echo "     note: app.Version's default in app/version.go is also $VERSION; make it \"dev\" so this check proves the stamp"
	fi
	check "$PKG --version prints $VERSION" grep -qw -- "$VERSION" "$T/version-out"
	desktop_window_test
	uninstall_test_package
	check "dpkg -r removed /usr/bin/$PKG" test ! -e "/usr/bin/$PKG"
	check "no file of the package is left" test ! -e "/usr/share/applications/$APP_ID.desktop" -a ! -e "/usr/share/icons/hicolor/512x512/apps/$APP_ID.png"
	dpkg-query -W -f='${Package}:${Architecture}\n' | sort >"$T/after"
	check "installed packages are the same as before the test" cmp -s "$T/before" "$T/after"
	if [ -n "$KEPT_DEB" ]; then
		restore_kept_package
		check "the $PKG that was installed before is back" test -x "/usr/bin/$PKG"
	fi
	trap - EXIT
}

# nonet_prefix prints the command that runs a program with no network: as
# root unshare -n; otherwise a user namespace if the kernel allows one, or
# sudo unshare -n (a CI runner); nothing if neither is possible.
nonet_prefix() {
	if [ "$(id -u)" = 0 ]; then
		echo "unshare -n"
	elif unshare -rn true 2>/dev/null; then
		echo "unshare -rn"
	elif sudo -n unshare -n true 2>/dev/null; then
		echo "sudo -n unshare -n"
	fi
}

# desktop_window_test starts the installed app the way a desktop does, from
# its desktop entry's Exec line, in a real window on Xvfb inside a private
# network namespace; saves build/screenshots/deb-home.png and closes it.
desktop_window_test() {
	local entry=/usr/share/applications/$APP_ID.desktop exec_line nonet start shot=$SHOTS/deb-home.png
	# Field codes (%f, %U, ...) are what a launcher fills in with files or
	# URLs to open: none here, so they go; %% is a literal %.
	exec_line=$(sed -n 's/^Exec=//p' "$entry" | head -n 1 | sed -e 's/%[a-zA-Z]//g' -e 's/%%/%/g')
	nonet=$(nonet_prefix)
	if [ -z "$nonet" ]; then
		echo "     note: no network namespace available here (not root, no user namespaces, no sudo): the window test is skipped"
		return
	fi
	mkdir -p "$SHOTS" "$T/window"
	rm -f "$shot"
	cat >"$T/window/run.sh" <<'EOF'
set -uo pipefail
ip link set lo up
. "$ROOT/tests/lib/xwindow.sh"
xw_start "$WIN_DIR" 1600x1000 || exit 1
# Desktop entries quote arguments with "..."; ours has none, so words do.
read -ra argv <<<"$EXEC_LINE"
echo "\$ ${argv[*]}"
"${argv[@]}" >"$WIN_DIR/app.log" 2>&1 &
app=$!
XW_PIDS+=("$app")
xw_wait_window "$app" 120 || { tail -20 "$WIN_DIR/app.log"; exit 1; }
sleep 2 # first frame
import -window "$XW_WIN" "$SHOT" || { echo "import failed"; exit 1; }
# A window that drew nothing is one or two flat colours; the home screen
# has text, buttons and the logo (hundreds, antialiased).
colours=$(identify -format '%k' "$SHOT")
echo "screenshot $SHOT: $(identify -format '%wx%h' "$SHOT"), $colours colours"
[ "$colours" -gt 50 ] || { echo "the window looks empty"; exit 1; }
xw_stop "$app" "the installed app" "$WIN_DIR/app.log"
EOF
	start=$(date +%s)
	# shellcheck disable=SC2086 # $nonet is a command and its options
	check "desktop entry's Exec line ($exec_line) opens a window, screenshot $shot" \
		$nonet env ROOT="$ROOT" WIN_DIR="$T/window" SHOT="$shot" EXEC_LINE="$exec_line" \
		timeout 300 bash "$T/window/run.sh"
	echo "     window step: $(($(date +%s) - start)) s"
}

# restore_kept_package reinstalls the copy install_test kept, once.
restore_kept_package() {
	if [ -n "${KEPT_DEB:-}" ]; then
		$SUDO dpkg -i "$KEPT_DEB" >/dev/null 2>&1 || echo "     could not put back $KEPT_DEB: install it with dpkg -i"
		KEPT_DEB=""
	fi
}

uninstall_test_package() {
	if dpkg-query -W -f='${Status}' "$PKG" 2>/dev/null | grep -q "installed"; then
		$SUDO dpkg -P "$PKG" >/dev/null 2>&1 || $SUDO dpkg -r "$PKG" >/dev/null 2>&1 || true
	fi
	# Remove what apt-get -f install pulled in for the test, and only that.
	local extra
	extra=$(dpkg-query -W -f='${Package}:${Architecture}\n' | sort | comm -13 "$T/before" - | tr '\n' ' ')
	if [ -n "$extra" ]; then
		echo "     removing packages the test installed: $extra"
		# shellcheck disable=SC2086
		$SUDO env DEBIAN_FRONTEND=noninteractive apt-get purge -y -qq $extra >/dev/null 2>&1 || true
	fi
}

test_windows() {
	[ -f "$WIN_EXE" ] || { bad "missing $WIN_EXE (run make package)"; return; }
	[ -f "$WIN_SETUP" ] || { bad "missing $WIN_SETUP (run make package)"; return; }
	echo "     $(file -b "$WIN_EXE")"
	echo "     $(file -b "$WIN_SETUP")"
	check "$PKG.exe is a PE32+ x86-64 GUI program" file_is "$WIN_EXE" "^PE32+ executable (GUI) x86-64"
	check "installer is a PE32+ x86-64 GUI program" file_is "$WIN_SETUP" "^PE32+ executable (GUI) x86-64"
	# fyne package embeds icon, manifest and version info as resources.
	7z l "$WIN_EXE" >"$T/exe-list"
	check "$PKG.exe has icon, manifest and version resources" has_all "$T/exe-list" \
		'\.rsrc/ICON/' '\.rsrc/MANIFEST/' '\.rsrc/version\.txt' "FileVersion: $VERSION\.$APP_BUILD\$"

	# 7-Zip opens NSIS installers: list, then unpack and compare.
	7z l "$WIN_SETUP" >"$T/setup-list"
	check "7-Zip sees an NSIS installer" has_all "$T/setup-list" '^Type = Nsis$'
	check "installer lists $PKG.exe and Uninstall.exe" has_all "$T/setup-list" " $PKG\.exe\$" " Uninstall\.exe\$"
	# RequestExecutionLevel user = manifest level asInvoker: no UAC prompt.
	7z e -tPE -so "$WIN_SETUP" .rsrc/MANIFEST/1 >"$T/setup-manifest" 2>/dev/null || true
	check "installer asks for no administrator rights (asInvoker)" grep_lines "$T/setup-manifest" \
		'requestedExecutionLevel level="asInvoker"'
	local u=$T/setup
	mkdir -p "$u" && 7z x -y -o"$u" "$WIN_SETUP" >/dev/null
	local inner
	inner=$(find "$u" -name "$PKG.exe" -type f | head -n 1)
	check "installer carries exactly dist/$PKG.exe" test -n "$inner" -a "$(sha "${inner:-/dev/null}")" = "$(sha "$WIN_EXE")"
	local uninst
	uninst=$(find "$u" -name Uninstall.exe -type f | head -n 1)
	check "uninstaller is a Windows program" file_is "${uninst:-/dev/null}" "^PE32"
	# What the installer does, from makensis's log of the compiled script
	# (7-Zip does not give the script back); the release workflow also
	# installs and uninstalls it for real on Windows.
	local log=$WORK/windows/makensis.log key
	key="HKCU\\Software\\Microsoft\\Windows\\CurrentVersion\\Uninstall\\$APP_ID"
	if [ -f "$log" ]; then
		check "64-bit installer into \$LOCALAPPDATA\\Programs\\$APP_NAME" grep_lines "$log" \
			"Target: amd64-unicode" "InstallDir: \"\$LOCALAPPDATA\\Programs\\$APP_NAME\""
		check "installs $PKG.exe, the uninstaller and a Start menu shortcut" grep_lines "$log" \
			"File: \"$PKG.exe\"->\"$PKG.exe\"" "WriteUninstaller: \"\$INSTDIR\\Uninstall.exe\"" \
			"CreateShortcut: \"\$SMPROGRAMS\\$APP_NAME.lnk\"->\"\$INSTDIR\\$PKG.exe\""
		check "registers the uninstaller under $key" grep_lines "$log" \
			"WriteRegStr: $key\\DisplayName=$APP_NAME" "WriteRegStr: $key\\DisplayVersion=$VERSION" \
			"WriteRegStr: $key\\UninstallString=\"\$INSTDIR\\Uninstall.exe\""
		check "uninstaller removes program, uninstaller, folder, shortcut, key" grep_lines "$log" \
			"Delete: \"\$INSTDIR\\$PKG.exe\"" "Delete: \"\$INSTDIR\\Uninstall.exe\"" "RMDir: \"\$INSTDIR\"" \
			"Delete: \"\$SMPROGRAMS\\$APP_NAME.lnk\"" "DeleteRegKey: $key"
	else
		bad "no makensis log $log (run make package)"
	fi
}

for t in $targets; do
	case "$t" in
		linux|windows) "test_$t" ;;
		*) die "unknown target \"$t\" (linux, windows)" ;;
	esac
done
echo "package-test: $passed passed, $failed failed"
[ "$failed" = 0 ]
