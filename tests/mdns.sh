#!/usr/bin/env bash
# mdns.sh: trickctl serve / discover / join over mDNS inside a private network
# namespace (only loopback, multicast routed to it), so nothing leaves this
# machine. Checks that discover finds the table within 2 s, that two bots can
# join it by the discovered address and finish the game, and that the table
# disappears once the host stops, and that python3-zeroconf (another
# implementation) browses it too. Exits non-zero on any failure. Needs root.
set -euo pipefail
SELF=$(realpath "$0")
cd "$(dirname "$SELF")/.."
# The protocol version our tables advertise (TXT v=), as the code says.
PROTO=$(sed -n 's/^const ProtocolVersion = \([0-9]*\).*/\1/p' lan/msg.go)
if [ "${IN_NETNS:-}" != 1 ]; then
	BIN=$(mktemp -d)/trickctl
	go build -o "$BIN" ./cmd/trickctl
	exec unshare -n env IN_NETNS=1 BIN="$BIN" bash -c 'ip link set lo up && ip route add 224.0.0.0/4 dev lo && exec bash "$0"' "$SELF"
fi
fail() { echo "FAIL: $*" >&2; exit 1; }
work=$(mktemp -d)
"$BIN" serve --game gummi --players 4 --bots 2 --name "Friday" --code ABCD23 --seed 42 --grace 2s >"$work/serve.out" 2>"$work/serve.err" &
host=$!
trap 'kill $host 2>/dev/null || true' EXIT
for _ in $(seq 50); do grep -q "join code" "$work/serve.out" && break; sleep 0.1; done
grep -q "join code: ABCD23" "$work/serve.out" || fail "serve did not start: $(cat "$work/serve.err")"

start=$(date +%s.%N)
"$BIN" discover --timeout 2s --stop-after 1 --json >"$work/found.json"
took=$(echo "$(date +%s.%N) - $start" | bc)
echo "discover took ${took}s: $(cat "$work/found.json")"
python3 - "$work/found.json" <<'PY' || fail "table not found or wrong"
import json, sys
found = json.load(open(sys.argv[1]))
t = [f for f in found if f["name"] == "Friday"]
assert len(t) == 1, found
t = t[0]
assert t["game"] == "gummi" and t["players"] == 4 and t["free"] == 2 and t["compatible"], t
open(sys.argv[1] + ".addr", "w").write(t["addr"])
PY
addr=$(cat "$work/found.json.addr")
"$BIN" discover --timeout 2s | grep -q '"Friday"' || fail "plain discover output lacks the table"

# An independent mDNS implementation (python3-zeroconf, Debian's, so
# /usr/bin/python3) browses the table too, with its address and TXT.
/usr/bin/python3 tests/lib/zeroconf_browse.py _trickparty._tcp.local. 3 >"$work/zc.json" || fail "python3-zeroconf failed: $(cat "$work/zc.json")"
python3 - "$work/zc.json" "$addr" "$PROTO" <<'PY' || fail "python3-zeroconf did not see the table as discover did"
import json, sys
found = json.load(open(sys.argv[1]))
t = [f for f in found if f["txt"].get("name") == "Friday"]
assert len(t) == 1, found
t = t[0]
host, port = sys.argv[2].rsplit(":", 1)
assert t["port"] == int(port) and host in t["addresses"], (t, sys.argv[2])
assert t["txt"]["v"] == sys.argv[-1] and t["txt"]["game"] == "gummi" and t["txt"]["players"] == "4" and len(t["txt"]["key"]) == 22, t
PY
echo "python3-zeroconf sees: $(cat "$work/zc.json")"

# A wrong code is refused clearly.
if "$BIN" join "$addr" --code WRONG9 --bot random 2>"$work/wrong.err"; then fail "wrong code accepted"; fi
grep -q "wrong join code" "$work/wrong.err" || fail "unclear wrong-code error: $(cat "$work/wrong.err")"

"$BIN" join "$addr" --code ABCD23 --bot normal --json >"$work/j1.json" &
j1=$!
"$BIN" join "$addr" --code abcd-23 --bot hard --budget 50ms --json >"$work/j2.json" &
j2=$!
wait $j1 || fail "join 1 failed"
wait $j2 || fail "join 2 failed"
wait $host || fail "serve failed"
trap - EXIT
echo "results: $(cat "$work/j1.json") $(cat "$work/j2.json")"
python3 - "$work/j1.json" "$work/j2.json" <<'PY' || fail "results differ or are malformed"
import json, sys
a, b = (json.load(open(p)) for p in sys.argv[1:])
assert a["scores"] == b["scores"] and a["winners"] == b["winners"] and len(a["scores"]) == 4 and a["winners"], (a, b)
PY
grep -q "game over" "$work/serve.out" || fail "serve did not report the end"

"$BIN" discover --timeout 2s --json >"$work/after.json"
python3 -c 'import json,sys; f=json.load(open(sys.argv[1])); assert not [t for t in f if t["name"]=="Friday"], f' "$work/after.json" || fail "table still listed after the host stopped"
echo "PASS: mdns discovery, join, play and disappearance"
