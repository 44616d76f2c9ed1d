"""Browse one mDNS service type with python3-zeroconf, an implementation
independent of ours, and print what it resolved as JSON: one object per
instance with its name, port, addresses and TXT. Usage:
zeroconf_browse.py TYPE SECONDS [INTERFACE-ADDRESS (default 127.0.0.1)]"""
import json
import sys
import time

from zeroconf import ServiceBrowser, ServiceListener, Zeroconf


class Seen(ServiceListener):
    def __init__(self):
        self.names = set()

    def add_service(self, zc, type_, name):
        self.names.add(name)

    def update_service(self, zc, type_, name):
        self.names.add(name)

    def remove_service(self, zc, type_, name):
        self.names.discard(name)


def main():
    type_, seconds = sys.argv[1], float(sys.argv[2])
    iface = sys.argv[3] if len(sys.argv) > 3 else "127.0.0.1"
    zc = Zeroconf(interfaces=[iface])
    seen = Seen()
    ServiceBrowser(zc, type_, seen)
    time.sleep(seconds)
    out = []
    for name in sorted(seen.names):
        info = zc.get_service_info(type_, name, timeout=2000)
        if info is None:
            continue
        txt = {k.decode(): (v or b"").decode() for k, v in info.properties.items()}
        out.append({"name": name, "port": info.port, "addresses": info.parsed_addresses(), "txt": txt})
    zc.close()
    print(json.dumps(out))


main()
