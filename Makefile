# Trick Party - two commands for a newcomer on Debian/Ubuntu:
#   make run    install what is missing, build, start the app
#   make test   install what is missing, run the whole test suite
# Both install missing system packages with apt-get (as root, or via sudo).

GO        ?= go
BUILD     := build
VERSION   := $(shell sed -n 's/^ *Version *= *"\(.*\)"/\1/p' FyneApp.toml)
LDFLAGS   := -X github.com/trickparty/trickparty/app.Version=$(VERSION)
# Fyne needs cgo and OpenGL/X11 headers, the sound library ALSA's
# (libasound2-dev); the real-window test needs Xvfb,
# xdotool and ImageMagick; namespace tests need iproute2 and unshare.
SYSTEM_PACKAGES := gcc pkg-config libgl1-mesa-dev xorg-dev libxkbcommon-dev \
                   xvfb xdotool imagemagick x11-utils iproute2 util-linux \
                   libgl1-mesa-dri bc python3 libasound2-dev tesseract-ocr \
                   tesseract-ocr-jpn python3-zeroconf
# The mDNS test network (tests/mdns-net.sh): other implementations to
# browse and answer (avahi in private namespaces, with its own dbus), and
# the client's firewall.
SYSTEM_PACKAGES += avahi-daemon avahi-utils dbus nftables
# shellcheck: actionlint runs it on the workflows' run: scripts.
SYSTEM_PACKAGES += shellcheck
SUDO      := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
# Short fuzz runs in `make test`, counted in executions rather than seconds:
# Go 1.26's fuzz coordinator can report a spurious "context deadline
# exceeded" when a timed run ends while a worker is busy (golang/go#75804,
# fixed in Go 1.27), and a count never races that deadline. Run longer by
# hand with FUZZTIME=5m or FUZZTIME=2000000x.
# The targets are every Fuzz function of the module's test files, found
# afresh each run: engine/games fuzzes every registered game (High Card
# too: its tests register it), so a new game is fuzzed without naming it
# here.
FUZZTIME  ?= 40000x

# staticcheck at a pinned version, built into build/tools by `make lint`.
STATICCHECK_VERSION := v0.8.2
STATICCHECK := $(BUILD)/tools/staticcheck-$(STATICCHECK_VERSION)
# actionlint likewise, for .github/workflows (built by `make cross`).
ACTIONLINT_VERSION := v1.7.12
ACTIONLINT := $(BUILD)/tools/actionlint-$(ACTIONLINT_VERSION)
# What builds without cgo, so without a Mac: checked for macOS by `make cross`.
NOCGO_PACKAGES := ./engine/... ./app/... ./lan/... ./cmd/trickctl

export CGO_ENABLED := 1

.PHONY: all run build test lint fonts cross unit fuzz real-window highcard lost-host tutorial mdns adverts deps system-deps go-deps bench bench-lan package package-test windows clean

all: build

run: deps build
	$(BUILD)/trickparty

build: deps
	mkdir -p $(BUILD)
	$(GO) build -ldflags "$(LDFLAGS)" -o $(BUILD)/trickparty ./cmd/trickparty
	$(GO) build -ldflags "$(LDFLAGS)" -o $(BUILD)/trickctl ./cmd/trickctl

# package-test and windows build, check and run the installers too: about
# 11 minutes cold on 2 cores, plus Wine's apt install the first time; warm,
# package ~3 min, package-test ~0.5, windows ~1; cheap next to CI's 90.
# cross adds 3 minutes cold (darwin builds), under one warm.
test: deps lint cross unit fuzz mdns adverts real-window highcard lost-host tutorial package-test windows
	@echo "make test: all checks passed"

# go vet and staticcheck: no findings allowed. The games a build adds by
# a tag (High Card, Oh Hell) are registered only in tagged files of the
# programs and the ui's tests: those are checked with the tags on.
lint: deps $(STATICCHECK)
	$(GO) vet ./...
	$(STATICCHECK) ./...
	$(GO) vet -tags "highcard ohhell" ./cmd/... ./ui/...
	$(STATICCHECK) -tags "highcard ohhell" ./cmd/... ./ui/...

$(STATICCHECK):
	mkdir -p $(BUILD)/tools
	GOBIN=$(abspath $(BUILD)/tools) $(GO) install honnef.co/go/tools/cmd/staticcheck@$(STATICCHECK_VERSION)
	mv $(BUILD)/tools/staticcheck $@

# macOS cannot be built here (cgo for Fyne needs Apple's SDK): build, link
# and vet for darwin/amd64 and darwin/arm64 what needs no cgo, and lint the
# release workflow that builds the Mac app on its own runner.
cross: deps $(ACTIONLINT)
	@set -e; for arch in amd64 arm64; do \
		echo "darwin/$$arch (CGO_ENABLED=0): go build, go vet $(NOCGO_PACKAGES)"; \
		CGO_ENABLED=0 GOOS=darwin GOARCH=$$arch $(GO) build -o $(BUILD)/darwin-$$arch/ $(NOCGO_PACKAGES); \
		CGO_ENABLED=0 GOOS=darwin GOARCH=$$arch $(GO) vet $(NOCGO_PACKAGES); \
		file -b $(BUILD)/darwin-$$arch/trickctl | grep -q "^Mach-O 64-bit.*$$(echo $$arch | sed 's/amd64/x86_64/')" || \
			{ echo "$(BUILD)/darwin-$$arch/trickctl is not a darwin/$$arch program: $$(file -b $(BUILD)/darwin-$$arch/trickctl)"; exit 1; }; \
	done
	$(ACTIONLINT) .github/workflows/*.yml

$(ACTIONLINT):
	mkdir -p $(BUILD)/tools
	GOBIN=$(abspath $(BUILD)/tools) $(GO) install github.com/rhysd/actionlint/cmd/actionlint@$(ACTIONLINT_VERSION)
	mv $(BUILD)/tools/actionlint $@

# The ui package's tests play whole games in many windows: under -race on
# two cores they take longer than go test's default 10 minutes a package.
unit:
	$(GO) test -race -count=1 -timeout 30m ./...

fuzz:
	@set -e; $(GO) list -f '{{.ImportPath}} {{.Dir}}' ./... | while read -r pkg dir; do \
		for name in $$(sed -n 's/^func \(Fuzz[A-Za-z0-9_]*\)(.*/\1/p' $$dir/*_test.go 2>/dev/null); do \
			echo "fuzz $$name in $$pkg for $(FUZZTIME)"; \
			$(GO) test -run='^$$' -fuzz="^$$name\$$" -fuzztime=$(FUZZTIME) $$pkg; \
		done; \
	done

# The app in a real window on Xvfb, driven by the real X pointer (xdotool),
# inside a private network namespace; screenshots land in build/screenshots.
real-window:
	$(SUDO) env "PATH=$$PATH" bash tests/real-window.sh

# The fourth game a build adds with one file per program
# (cmd/trickparty/highcard.go, cmd/trickctl/highcard.go, -tags highcard):
# the ui's headless test of it and trickctl's scenario, arena and serve of
# it, then a real window that lists it on the home screen (OCR) and plays a
# card of it with the real pointer; screenshots build/screenshots/highcard-*.png.
highcard:
	$(GO) test -tags highcard -run HighCard ./ui ./ui/table ./cmd/trickctl
	$(SUDO) env "PATH=$$PATH" bash tests/highcard.sh

# A host killed mid-game (SIGKILL) is said on the guest's real window
# within 5 s (read by OCR), and the guest is back when the host resumes.
lost-host:
	$(SUDO) env "PATH=$$PATH" bash tests/lost-host.sh

# Each game's guided game opens in a real window in English and Japanese,
# the coach's steps read off the screen by OCR; screenshots at 800x600 and
# 1920x1080 land in build/screenshots.
tutorial:
	$(SUDO) env "PATH=$$PATH" bash tests/tutorial.sh

# mDNS serve/discover/join end to end, inside a private network namespace,
# then on a two-host test network of namespaces joined by a veth pair: the
# client behind a firewall, avahi-daemon and python3-zeroconf on either
# side (needs root, as in CI; a developer runs it with sudo).
mdns:
	$(SUDO) env "PATH=$$PATH" bash tests/mdns.sh
	$(SUDO) env "PATH=$$PATH" bash tests/mdns-net.sh

# Hostile mDNS adverts (escapes, bidi overrides, absurd counts, unknown
# games) listed clean on the Join screen of a real window, read by OCR,
# inside a private network namespace; screenshots
# build/screenshots/join-hostile*.png.
adverts:
	$(SUDO) env "PATH=$$PATH" bash tests/hostile-adverts.sh

# Native packages into dist/ (docs/INSTALL.md): the Linux archive, the .deb,
# trickparty.exe and its NSIS installer. The script installs what it needs
# (mingw-w64, nsis, the pinned fyne tool in build/tools).
package: deps
	bash packaging/package.sh linux windows

# Checks dist/: .deb fields and contents, installs it with dpkg, runs
# `trickparty --version`, starts it through its desktop entry's Exec line in
# a real window (screenshot build/screenshots/deb-home.png), removes it; PE
# and installer contents for Windows.
package-test: package
	bash packaging/package-test.sh linux windows

# The Windows build for real under Wine (tests/windows.sh): silent install
# into a throw-away prefix, --version, a card dragged in a real window
# (screenshot build/screenshots/windows-gummi.png), silent uninstall.
windows: package
	$(SUDO) env "PATH=$$PATH" bash tests/windows.sh

bench:
	$(GO) test -run='^$$' -bench=. -benchmem ./engine/...

# LAN latency benchmarks and the load run (LAN_LOAD_TABLES tables, default
# 500, for LAN_LOAD_SECONDS; LAN_LOAD_CLIENT=raw to measure the host alone).
bench-lan:
	$(GO) test -run='^$$' -bench=. -benchmem ./lan

deps: system-deps go-deps

system-deps:
	@missing=""; for p in $(SYSTEM_PACKAGES); do \
		dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
		echo "installing system packages:$$missing"; \
		$(SUDO) apt-get update -qq && \
		$(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing; \
	fi

go-deps:
	@command -v $(GO) >/dev/null || { echo "Go is missing: install Go 1.21 or newer (https://go.dev/doc/install); it fetches the toolchain go.mod names"; exit 1; }
	$(GO) mod download

# Cuts ui/internal/widgets/fonts/TrickPartyJP-*.otf again from Debian's Noto Sans CJK after
# new Japanese text (TestEveryCharacterIsInTheShippedFonts says when).
fonts:
	@for p in fonts-noto-cjk python3-fonttools; do \
		dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || \
		{ $(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$p; }; \
	done
	/usr/bin/python3 ui/internal/widgets/fonts/subset.py ui "$$($(GO) list -m -f '{{.Dir}}' fyne.io/fyne/v2)/theme/font" /usr/share/fonts/opentype/noto

clean:
	rm -rf $(BUILD) dist
