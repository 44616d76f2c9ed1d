#!/usr/bin/env bash
# mdns-net.sh: Trick Party's mDNS on a two-host test network made here and
# nowhere else: two network namespaces (the host's and the client's) joined
# by a veth pair, so nothing leaves this machine. Needs root.
#
# Checks, each one a line PASS or FAIL:
#   firewall   the client behind a firewall like firewalld's public zone
#              (inbound dropped but for UDP port 5353 and established
#              flows) finds the table, 20 times in a row, each within 2 s,
#              and two bots join it through that firewall;
#   zeroconf   python3-zeroconf on the client browses the table with its
#              port and TXT;
#   avahi      avahi-browse on the client (its own avahi-daemon) does too;
#   late       avahi-daemon on the table's own host, browsing since before
#              the table started, lists it within 3 s of its start;
#   two        two tables the host's avahi-daemon publishes (it answers
#              a query for both in one packet, addresses with them) are
#              both listed by discover behind the firewall, each with its
#              port and address;
#   restart    the table stopped and started again on another port is
#              found on its new port by discover behind the firewall and
#              by the host's avahi within 3 s.
# TRICKCTL=path runs another trickctl build (an older one, to compare);
# RUNS=n sets the number of timed discoveries (default 20).
set -uo pipefail
SELF=$(realpath "$0")
cd "$(dirname "$SELF")/.." || exit 1
# The protocol version our tables advertise (TXT v=), as the code says.
PROTO=$(sed -n 's/^const ProtocolVersion = \([0-9]*\).*/\1/p' lan/msg.go)
[ "$(id -u)" = 0 ] || { echo "mdns-net.sh needs root (network namespaces)" >&2; exit 1; }
for tool in ip nft avahi-daemon avahi-browse dbus-daemon; do
	command -v "$tool" >/dev/null || { echo "mdns-net.sh needs $tool (make deps installs it)" >&2; exit 1; }
done
RUNS=${RUNS:-20}
work=$(mktemp -d /tmp/trickparty-mdnsnet.XXXXXX)
if [ -n "${TRICKCTL:-}" ]; then
	BIN=$TRICKCTL
else
	BIN=$work/trickctl
	go build -o "$BIN" ./cmd/trickctl || exit 1
fi
H=tph$$ C=tpc$$ # namespace and veth names: at most 15 characters
pids=()
# shellcheck disable=SC2317 # cleanup runs from the EXIT trap
cleanup() {
	for p in "${pids[@]}"; do kill "$p" 2>/dev/null; done
	sleep 0.2
	for p in "${pids[@]}"; do kill -9 "$p" 2>/dev/null; done
	ip netns del "$H" 2>/dev/null
	ip netns del "$C" 2>/dev/null
	rm -rf "$work"
}
trap cleanup EXIT
# bg runs a command (not a shell function: its pid must be the command's)
# in the background, ended by cleanup.
bg() { "$@" & pids+=($!); }

ip netns add "$H" && ip netns add "$C" || exit 1
ip link add "$H" type veth peer name "$C" || exit 1
ip link set "$H" netns "$H" && ip link set "$C" netns "$C" || exit 1
ip -n "$H" addr add 10.77.0.1/24 dev "$H"
ip -n "$C" addr add 10.77.0.2/24 dev "$C"
for n in "$H" "$C"; do
	ip -n "$n" link set lo up
	ip -n "$n" link set "$n" up
	ip -n "$n" route add 224.0.0.0/4 dev "$n"
done
# The client's firewall, as firewalld's public zone with mDNS allowed.
ip netns exec "$C" nft -f - <<'NFT' || exit 1
table inet fw {
	chain input {
		type filter hook input priority 0; policy drop;
		iif lo accept
		ct state established,related accept
		udp dport 5353 accept
		counter
	}
}
NFT
hx() { ip netns exec "$H" "$@"; }
cx() { ip netns exec "$C" "$@"; }

failed=0
pass() { echo "PASS $1: $2"; }
fail() { echo "FAIL $1: $2"; failed=1; }

# avahi N starts a private dbus and avahi-daemon in namespace N (its own
# config, bus, pid directory and services: the *.service files of
# $work/avahi-N/services); bus N is the address of that dbus.
avahi() {
	local n=$1 d=$work/avahi-$1
	mkdir -p "$d/services"
	cat >"$d/bus.conf" <<EOF
<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN" "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>system</type>
  <listen>unix:path=$d/bus</listen>
  <auth>EXTERNAL</auth>
  <policy context="default">
    <allow user="*"/><allow own="*"/><allow send_destination="*"/><allow receive_sender="*"/>
  </policy>
</busconfig>
EOF
	cat >"$d/avahi.conf" <<EOF
[server]
host-name=$n
use-ipv4=yes
use-ipv6=no
allow-interfaces=$n
enable-dbus=yes
[wide-area]
enable-wide-area=no
[publish]
publish-hinfo=no
publish-workstation=no
EOF
	bg ip netns exec "$n" dbus-daemon --config-file="$d/bus.conf" --nofork --nopidfile 2>"$d/bus.log"
	for _ in $(seq 50); do [ -S "$d/bus" ] && break; sleep 0.1; done
	# avahi's pid file lives in /run/avahi-daemon: a private one per
	# namespace (ip netns exec gives each command its own mounts).
	bg ip netns exec "$n" env DBUS_SYSTEM_BUS_ADDRESS="unix:path=$d/bus" sh -c \
		"mkdir -p /run/avahi-daemon && mount -t tmpfs tmpfs /run/avahi-daemon && mount --bind '$d/services' /etc/avahi/services && exec avahi-daemon --no-drop-root --no-chroot --no-rlimits -f '$d/avahi.conf'" \
		>"$d/daemon.log" 2>&1
	for _ in $(seq 50); do
		DBUS_SYSTEM_BUS_ADDRESS="unix:path=$d/bus" avahi-browse -a -t -p >/dev/null 2>&1 && return 0
		sleep 0.2
	done
	echo "avahi-daemon in $n did not start: $(cat "$d/daemon.log")"
	return 1
}
bus() { echo "unix:path=$work/avahi-$1/bus"; }

# serve PORT starts the table on the host's side at PORT.
serve() {
	bg ip netns exec "$H" "$BIN" serve --game gummi --players 4 --bots 2 --name Friday --code ABCD23 --seed 42 --grace 2s --port "$1" \
		>"$work/serve-$1.out" 2>"$work/serve-$1.err"
	serve_pid=$!
	for _ in $(seq 50); do grep -q "join code" "$work/serve-$1.out" && return 0; sleep 0.1; done
	echo "serve did not start: $(cat "$work/serve-$1.err")"
	return 1
}

# The host's avahi publishes two tables of its own (the shape of avahi's
# answers is what counts), and browses before our table starts
# (avahi-browse -r resolves each service it lists: "=" lines).
mkdir -p "$work/avahi-$H/services"
for t in Kitchen:42001 Garden:42002; do
	cat >"$work/avahi-$H/services/${t%:*}.service" <<EOF
<?xml version="1.0" standalone='no'?>
<!DOCTYPE service-group SYSTEM "avahi-service.dtd">
<service-group>
  <name>${t%:*}</name>
  <service>
    <type>_trickparty._tcp</type>
    <port>${t#*:}</port>
    <txt-record>v=$PROTO</txt-record><txt-record>game=gummi</txt-record><txt-record>players=4</txt-record>
    <txt-record>free=2</txt-record><txt-record>name=${t%:*}</txt-record>
  </service>
</service-group>
EOF
done
avahi "$H" || exit 1
bg ip netns exec "$H" env DBUS_SYSTEM_BUS_ADDRESS="$(bus "$H")" avahi-browse -p -r _trickparty._tcp >"$work/host-browse.txt" 2>&1
sleep 4 # past avahi's first queries: from now on only announcements tell it
serve 41001 || exit 1
started=$(date +%s.%N)

# late: the host's avahi lists the table from its announcement.
late() {
	local file=$1 port=$2 since=$3
	for _ in $(seq 30); do
		if grep -q "^=;.*;IPv4;friday-$port;_trickparty._tcp;local;.*;$port;" "$file"; then
			echo "$(date +%s.%N) - $since" | bc
			return 0
		fi
		sleep 0.1
	done
	return 1
}
if took=$(late "$work/host-browse.txt" 41001 "$started"); then
	pass late "the host's avahi-daemon, browsing since before, lists the table ${took}s after it started"
else
	fail late "the host's avahi-daemon did not list the table within 3 s; it saw: $(cat "$work/host-browse.txt")"
fi

# firewall: RUNS discoveries behind the firewall, each timed from its
# start to the table's line.
# A build that can end the search at the first table does (an older one
# prints its list only when the timeout ends).
stop=()
"$BIN" discover -h 2>&1 | grep -q stop-after && stop=(--stop-after 3)
times=() found=0
for _ in $(seq "$RUNS"); do
	start=$(date +%s%N)
	t=$(cx "$BIN" discover --timeout 2s "${stop[@]}" | while read -r line; do
		case $line in *'"Friday"'*10.77.0.1:41001*) echo $((($(date +%s%N) - start) / 1000000)) ;; esac
	done | head -1)
	if [ -n "$t" ]; then found=$((found + 1)); times+=("$t"); fi
done
echo "discovery behind the firewall: found $found of $RUNS, ms to the table's line: ${times[*]:-none}"
slow=$(printf '%s\n' "${times[@]:-}" | awk '$1 > 2000' | wc -l)
if [ "$found" = "$RUNS" ] && [ "$slow" = 0 ]; then
	pass firewall "found in all $RUNS runs within 2 s (max $(printf '%s\n' "${times[@]}" | sort -n | tail -1) ms)"
else
	fail firewall "found in $found of $RUNS runs; dropped by the firewall: $(cx nft list chain inet fw input | grep -o 'counter packets [0-9]*')"
fi

# For comparison only: the same from the table's own host, no firewall.
times=() found=0
for _ in $(seq "$RUNS"); do
	start=$(date +%s%N)
	t=$(hx "$BIN" discover --timeout 2s "${stop[@]}" | while read -r line; do
		case $line in *'"Friday"'*10.77.0.1:41001*) echo $((($(date +%s%N) - start) / 1000000)) ;; esac
	done | head -1)
	if [ -n "$t" ]; then found=$((found + 1)); times+=("$t"); fi
done
echo "discovery on the table's host: found $found of $RUNS, ms to the table's line: ${times[*]:-none}"

# two: avahi's two tables, listed both with their addresses.
cx "$BIN" discover --timeout 2s --json >"$work/two.json"
if python3 - "$work/two.json" <<'PY'; then
import json, sys
found = {t["name"]: t["addr"] for t in json.load(open(sys.argv[1]))}
assert found.get("Kitchen") == "10.77.0.1:42001" and found.get("Garden") == "10.77.0.1:42002", found
PY
	pass two "both tables of the host's avahi-daemon listed: $(cat "$work/two.json")"
else
	fail two "discover listed $(cat "$work/two.json")"
fi

# zeroconf: python3-zeroconf on the client, through its firewall.
if cx /usr/bin/python3 tests/lib/zeroconf_browse.py _trickparty._tcp.local. 3 10.77.0.2 >"$work/zc.json" 2>&1 &&
	python3 - "$work/zc.json" "$PROTO" <<'PY'; then
import json, sys
found = json.load(open(sys.argv[1]))
t = [f for f in found if f["txt"].get("name") == "Friday"]
assert len(t) == 1, found
t = t[0]
assert t["port"] == 41001 and "10.77.0.1" in t["addresses"], t
assert t["txt"]["v"] == sys.argv[-1] and t["txt"]["game"] == "gummi" and t["txt"]["players"] == "4" and t["txt"]["free"] == "2" and len(t["txt"]["key"]) == 22, t
PY
	pass zeroconf "python3-zeroconf sees $(cat "$work/zc.json")"
else
	fail zeroconf "python3-zeroconf: $(cat "$work/zc.json")"
fi

# avahi: avahi-browse on the client, with its own avahi-daemon.
if avahi "$C" && timeout 10 ip netns exec "$C" env DBUS_SYSTEM_BUS_ADDRESS="$(bus "$C")" avahi-browse -p -r -t _trickparty._tcp >"$work/client-browse.txt" 2>&1 &&
	grep "^=;.*;friday-41001;" "$work/client-browse.txt" | grep -q ';10.77.0.1;41001;"key=.*" "name=Friday" "free=2" "players=4" "game=gummi" "v='"$PROTO"'"$'; then
	pass avahi "avahi-browse sees $(grep '^=' "$work/client-browse.txt")"
else
	fail avahi "avahi-browse: $(cat "$work/client-browse.txt")"
fi

# restart: the table stopped (SIGTERM) and started again on another port.
kill "$serve_pid" 2>/dev/null
wait "$serve_pid" 2>/dev/null
serve 41002 || exit 1
restarted=$(date +%s.%N)
if took=$(late "$work/host-browse.txt" 41002 "$restarted"); then
	again="the host's avahi lists it on its new port ${took}s after the restart"
else
	again=""
	fail restart "the host's avahi did not list the table on its new port within 3 s: $(cat "$work/host-browse.txt")"
fi
cx "$BIN" discover --timeout 2s --json >"$work/again.json"
if python3 -c 'import json,sys; f=[t for t in json.load(open(sys.argv[1])) if t["name"]=="Friday"]; assert [t["addr"] for t in f]==["10.77.0.1:41002"], f' "$work/again.json"; then
	[ -n "$again" ] && pass restart "discover behind the firewall finds 10.77.0.1:41002; $again"
else
	fail restart "discover after the restart: $(cat "$work/again.json")"
fi

# Two bots join through the firewall (TCP out, replies established) and
# finish the game.
cx "$BIN" join 10.77.0.1:41002 --code ABCD23 --bot normal --json >"$work/j1.json" 2>&1 &
j1=$!
cx "$BIN" join 10.77.0.1:41002 --code ABCD23 --bot hard --budget 50ms --json >"$work/j2.json" 2>&1 &
j2=$!
if wait $j1 && wait $j2 && wait "$serve_pid"; then
	pass join "two bots played the game through the firewall: $(cat "$work/j1.json")"
else
	fail join "$(cat "$work/j1.json" "$work/j2.json" "$work/serve-41002.err")"
fi

[ "$failed" = 0 ] && echo "PASS: mDNS on the test network" || echo "FAIL: mDNS on the test network"
exit "$failed"
