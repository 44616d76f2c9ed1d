#!/usr/bin/env bash
# The Windows build, run for real under Wine (make windows, part of make
# test; needs root for unshare -n and apt-get):
#   1. builds the test's ProcessPrng stand-in (tests/windows/, see there
#      why) with mingw-w64 into a throw-away Wine prefix in build/;
#   2. installs dist/'s NSIS installer silently (/S) and checks the files,
#      the Start menu shortcut and the uninstall entry;
#   3. checks the installed exe's --version is FyneApp.toml's Version;
#   4. starts the installed exe in a real window on Xvfb, drags a card onto
#      the table with xdotool, checks the play in the --trace file and saves
#      build/screenshots/windows-gummi.png;
#   5. uninstalls silently and checks nothing of it is left.
# Everything from step 1 on runs in a private network namespace (only
# loopback): nothing can reach the network.
set -euo pipefail
SELF=$(realpath "$0")
. "$(dirname "$SELF")/../packaging/common.sh" # ROOT, PKG, APP_*, VERSION, WIN_SETUP, need_debs
T=$ROOT/build/windows-test
SHOTS=$ROOT/build/screenshots

if [ "${IN_NETNS:-}" != 1 ]; then
	[ "$(id -u)" = 0 ] || die "tests/windows.sh needs root (unshare -n): run it with sudo"
	[ -f "$WIN_SETUP" ] || die "missing $WIN_SETUP (run make package)"
	need_debs wine wine64 gcc-mingw-w64-x86-64 xvfb xdotool imagemagick x11-utils iproute2 util-linux
	rm -rf "$T" && mkdir -p "$T" "$SHOTS"
	exec timeout 900 unshare -n env IN_NETNS=1 bash "$SELF"
fi

ip link set lo up
t0=$(date +%s)
step() { echo "==> $* ($(($(date +%s) - t0)) s)"; }
ok() { echo "ok   $*"; }
fail() {
	echo "FAIL $*"
	exit 1
}

# The prefix is ours alone; mono and gecko are not needed (and would be
# downloaded); bcryptprimitives is the stand-in below, never Wine's.
export WINEPREFIX=$T/prefix WINEARCH=win64 WINEDEBUG=-all
export WINEDLLOVERRIDES="mscoree,mshtml=;bcryptprimitives=n"
# Wine draws OpenGL through the host's libGL: Mesa's software renderer.
export LIBGL_ALWAYS_SOFTWARE=1

. "$ROOT/tests/lib/xwindow.sh"
cleanup() {
	timeout 60 wineserver -k 2>/dev/null || true
	xw_cleanup
}
trap cleanup EXIT
xw_display 1600x1000 "$T" || fail "no X display"

step "Wine prefix"
timeout 300 wineboot -i >"$T/wineboot.log" 2>&1 || { cat "$T/wineboot.log"; fail "wineboot -i"; }
timeout 300 wineserver -w || true
sys32=$WINEPREFIX/drive_c/windows/system32
[ -d "$sys32" ] || fail "wineboot made no $sys32"
x86_64-w64-mingw32-gcc -shared -O2 -Wall -Wextra -Werror -o "$sys32/bcryptprimitives.dll" \
	"$ROOT/tests/windows/bcryptprimitives.c" -ladvapi32 || fail "building the ProcessPrng stand-in"
ok "ProcessPrng stand-in in $sys32"

step "silent install"
user=$(id -un)
dir="$WINEPREFIX/drive_c/users/$user/AppData/Local/Programs/$APP_NAME"
lnk="$WINEPREFIX/drive_c/users/$user/AppData/Roaming/Microsoft/Windows/Start Menu/Programs/$APP_NAME.lnk"
key="HKCU\\Software\\Microsoft\\Windows\\CurrentVersion\\Uninstall\\$APP_ID"
exe=$dir/$PKG.exe
timeout 300 wine "$WIN_SETUP" /S >"$T/install.log" 2>&1 || true
for _ in $(seq 600); do [ -f "$dir/Uninstall.exe" ] && break; sleep 0.1; done
if [ ! -f "$exe" ] || [ ! -f "$dir/Uninstall.exe" ]; then
	cat "$T/install.log"
	fail "/S did not install $exe and Uninstall.exe"
fi
ok "installed into $dir"
cmp -s "$exe" "$WIN_EXE" || fail "the installed $PKG.exe differs from $WIN_EXE"
ok "the installed $PKG.exe is $WIN_EXE"
[ -f "$lnk" ] || fail "no Start menu shortcut $lnk"
ok "Start menu shortcut"
timeout 120 wine reg query "$key" 2>/dev/null | tr -d '\r' >"$T/reg" || true
for want in "DisplayName    REG_SZ    $APP_NAME" "DisplayVersion    REG_SZ    $VERSION" "UninstallString    REG_SZ"; do
	grep -qF -- "$want" "$T/reg" || { cat "$T/reg"; fail "uninstall entry lacks \"$want\""; }
done
ok "uninstall entry $key, version $VERSION"

step "$PKG.exe --version"
out=$(timeout 120 wine "$exe" --version 2>"$T/version.err" | tr -d '\r') || true
[ "$out" = "$PKG $VERSION" ] || { cat "$T/version.err"; fail "--version printed \"$out\", want \"$PKG $VERSION\" (FyneApp.toml)"; }
ok "--version prints \"$out\""

step "a game in a real window"
trace=$T/trace.jsonl
wtrace=$(winepath -w "$trace")
start=$(date +%s)
# In Japanese: Wine has no Japanese system font, so the screenshot shows
# whether the font we ship draws every character (no boxes, no "�").
wine "$exe" --game gummi --players 4 --seed 7 --lang ja --trace "$wtrace" >"$T/app.log" 2>&1 &
app=$!
XW_PIDS+=("$app")
xw_wait_window "$app" 180 || { tail -20 "$T/app.log"; fail "the installed $PKG.exe showed no window"; }
ok "window after $(($(date +%s) - start)) s"
sleep 1.5 # first frame
played=""
xw_play_card "$XW_WIN" "$trace" 120 && played=$XW_PLAYED
sleep 1 # the card lands on the table
shot=$SHOTS/windows-gummi.png
import -window "$XW_WIN" "$shot" || echo "screenshot failed"
echo "screenshot: $shot"
if [ -z "$played" ]; then
	echo "--- trace"; cat "$trace" 2>/dev/null || true
	echo "--- app log"; tail -20 "$T/app.log"
	fail "dragging a card did not play it"
fi
ok "dragged a card onto the table: $played"
kill "$app" 2>/dev/null || true
for _ in $(seq 300); do kill -0 "$app" 2>/dev/null || break; sleep 0.1; done

step "silent uninstall"
# The uninstaller copies itself to %TEMP%, starts the copy and returns: poll.
timeout 300 wine "$dir/Uninstall.exe" /S >"$T/uninstall.log" 2>&1 || true
for _ in $(seq 1200); do [ -e "$dir" ] || break; sleep 0.1; done
[ ! -e "$dir" ] || { ls -la "$dir"; fail "uninstall left $dir"; }
[ ! -e "$lnk" ] || fail "uninstall left $lnk"
out=$(timeout 120 wine reg query "$key" 2>&1 | tr -d '\r' || true)
! echo "$out" | grep -q DisplayName || fail "uninstall left the registry key $key"
ok "uninstall removed the program, shortcut and registry entry"
timeout 60 wineserver -k 2>/dev/null || true
rm -rf "$WINEPREFIX"
step "windows: all checks passed"
