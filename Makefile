# TAKTIK II — build, run and test.
#   make run    install what is missing, build, start the game
#   make test   install what is missing, check formatting and vet, run every test
#               (plain tests, the race detector over them at their short sizes and over the
#               window's goroutines, then the graphics tests under a virtual display)

# Go: the one on the PATH or in /usr/local/go, else fetched (scripts/need-go.sh).
ifeq ($(origin GO),undefined)
GO          := $(shell scripts/need-go.sh)/go
endif
GOFMT       := $(dir $(GO))gofmt
BIN         := bin/taktik
STATICCHECK := $(shell $(GO) env GOPATH)/bin/staticcheck
STATICCHECK_VERSION := v0.8.2
# The version every build carries (taktik version, the title's corner, the packages' names).
VERSION     := $(shell git describe --tags --always --dirty 2>/dev/null || echo dev)
LDFLAGS     := -X main.version=$(VERSION) -X taktik/render.Version=$(VERSION)

# Debian/Ubuntu packages Ebitengine needs to build (cgo: OpenGL, X11, ALSA) and the
# virtual display the graphics tests run under.
BUILD_PKGS := gcc pkg-config libgl1-mesa-dev libx11-dev libxrandr-dev libxcursor-dev \
              libxinerama-dev libxi-dev libxxf86vm-dev libasound2-dev
TEST_PKGS  := xvfb xauth chromium

.PHONY: run build test deps test-deps check unit gfx bench clean race fuzz

run: build
	./$(BIN)

# Two programs: taktik (engine, map, selfplay; no graphics, runs anywhere) and the game
# window taktik-window, which taktik starts when called with no arguments.
build: deps
	$(GO) build -ldflags '$(LDFLAGS)' -o $(BIN) .
	$(GO) build -ldflags '$(LDFLAGS)' -o bin/taktik-window ./render/window

# Installs the missing system packages (as root, or through sudo when it is there).
deps:
	@scripts/need-packages.sh $(BUILD_PKGS)
	@test -x $(GO) || { echo "Go 1.26 or newer is needed: see https://go.dev/dl"; exit 1; }

test-deps: deps
	@scripts/need-packages.sh $(TEST_PKGS)

# Not windows: dist builds both programs for Windows without cgo, as it does.
test: test-deps check unit race gfx web-test dist-check wine-test

# The packages with a file behind the build tag $(1): vet and staticcheck look at these
# again with the tag, the others have no file it adds or takes away (and a tag of its
# own in the build's cache key made them vetted twice over, on a fresh machine).
tagged = $(shell grep -rl --include='*.go' '^//go:build.*\b$(1)\b' . | xargs -r -n1 dirname | sort -u)

check:
	@test -z "$$($(GOFMT) -l .)" || { echo "gofmt would change:"; $(GOFMT) -l .; exit 1; }
	$(GO) vet ./...
	$(GO) vet -tags gfx $(call tagged,gfx)
	@test -x $(STATICCHECK) || $(GO) install honnef.co/go/tools/cmd/staticcheck@$(STATICCHECK_VERSION)
	$(STATICCHECK) ./...
	$(STATICCHECK) -tags gfx $(call tagged,gfx)
	GOOS=js GOARCH=wasm $(GO) vet ./render/... ./game/... ./audio/...
	GOOS=js GOARCH=wasm $(STATICCHECK) ./render/... ./game/... ./audio/...
	$(GO) vet -tags web $(call tagged,web)
	$(STATICCHECK) -tags web $(call tagged,web)
	$(GO) vet -tags wine ./scripts/wine
	$(STATICCHECK) -tags wine ./scripts/wine

# scripts/test-postgres.sh starts a PostgreSQL in a temporary folder for the server's
# tests (package server runs against it besides SQLite) and stops it afterwards; the
# server's kill test builds taktik with the go on the PATH.
unit:
	PATH="$(dir $(GO)):$$PATH" scripts/test-postgres.sh $(GO) test ./...

# The graphics tests need a display: a virtual one, and ALSA pointed at a null device so
# that sound has nowhere to go (the game must run silently then).
# Only the packages that have graphics tests run again here; the rest ran in unit.
# The render package draws every screen in software under Xvfb: on a loaded machine that
# took over go test's default 10 minutes, so the graphics tests get 30.
GFX_PKGS = $(shell grep -rl --include='*_test.go' '^//go:build gfx' . | xargs -r -n1 dirname | sort -u)

# PATH: the browser edition's side of TestBrowserJoinsDesktopHost is built with go run.
# GOMEMLIMIT: the render package's tests run in one process and leave many images to the
# garbage collector; a soft limit has it collect (and free their pixels) before the
# process grows past the machine's memory. Since each test's app ends Ebitengine's frame
# first (gfxtest.EndFrame) the process peaks near 2.5 GB, where it reached 14 GB.
gfx:
	@test -n "$(GFX_PKGS)" || { echo "no graphics tests found"; exit 1; }
	GOMEMLIMIT=12GiB PATH="$(dir $(GO)):$$PATH" ALSA_CONFIG_PATH=$(CURDIR)/scripts/alsa-null.conf xvfb-run -a -s "-screen 0 1920x1080x24" $(GO) test -tags gfx -timeout 30m $(GFX_PKGS)

bench:
	$(GO) test -run '^$$' -bench . -benchtime 20x ./...

clean:
	rm -rf bin

# The race detector over the packages without graphics, with the tests' short sizes
# (testing.Short): game's random games on pinned seeds, one of which cuts a unit off
# (R32); the AI's short games one game turn long. Not render/paint: it paints whole
# boards on one goroutine, minutes under the race detector for nothing it could find.
RACE_PKGS = $(shell $(GO) list ./... | grep -v '/render/paint$$')

# The window's goroutines (the worker that reads a saved game or keeps the previous one,
# the Load screen's descriptions, the computer thinking, the storage swapped for a
# second window) live in packages whose tests need a display: the few graphics tests
# that drive them run under the race detector too, under the virtual display (about a
# minute and a half on two cores).
RACE_GFX = OffTheUIThread|TestNewGameSetsAsideAHostileAutosave|TestSecondWindowOnlyReads|TestQuickSaveNamesTheFile

race:
	PATH="$(dir $(GO)):$$PATH" scripts/test-postgres.sh $(GO) test -race -short $(RACE_PKGS)
	ALSA_CONFIG_PATH=$(CURDIR)/scripts/alsa-null.conf xvfb-run -a -s "-screen 0 1920x1080x24" $(GO) test -race -tags gfx -run '$(RACE_GFX)' ./render

# Every fuzz target for FUZZTIME each (go test fuzzes one target at a time). A new
# input that widens the coverage is shrunk for at most FUZZMINIMIZE: go's default minute
# stops all fuzzing meanwhile, and early in a run most of the time went to it.
FUZZTIME ?= 1m
FUZZMINIMIZE ?= 5s
FUZZ_TARGETS = ./game:FuzzDecode ./game:FuzzReplay ./game/engine:FuzzSession ./game/engine:FuzzSessionAdvanced ./maps:FuzzParse ./server:FuzzSeat

fuzz:
	@for t in $(FUZZ_TARGETS); do \
		pkg=$${t%%:*}; name=$${t##*:}; \
		echo "fuzz $$name ($$pkg) for $(FUZZTIME)"; \
		$(GO) test $$pkg -run '^$$' -fuzz "^$$name$$" -fuzztime $(FUZZTIME) -fuzzminimizetime $(FUZZMINIMIZE) || exit 1; \
	done

# The browser edition: dist/web holds index.html, wasm_exec.js and the gzipped game;
# make serve shows it on http://localhost:8080/.
.PHONY: web serve web-test windows dist dist-check dist-macos
web:
	@test -x $(GO) || { echo "Go 1.26 or newer is needed: see https://go.dev/dl"; exit 1; }
	PATH="$(dir $(GO)):$$PATH" $(GO) run ./scripts/web build -out dist/web -version $(VERSION)

serve: web
	$(GO) run ./scripts/web serve -dir dist/web -addr localhost:8080

# The browser edition played in headless Chromium (scripts/web/web_test.go): the title,
# a new game against the Recruit, a move, a reload and Continue; a second tab that finds
# the game open in the first. Skipped, saying so, where there is no Chromium.
web-test:
	PATH="$(dir $(GO)):$$PATH" $(GO) test -tags web -count 1 ./scripts/web

# Both programs build for Windows without cgo (make test has dist build them; -trimpath
# as there, so that the two share their compiled packages).
windows:
	GOOS=windows GOARCH=amd64 CGO_ENABLED=0 $(GO) build -trimpath -o /dev/null .
	GOOS=windows GOARCH=amd64 CGO_ENABLED=0 $(GO) build -trimpath -o /dev/null ./render/window

# The downloads, with the version in each name (scripts/dist.sh): Linux (tar.gz),
# Windows (zip) and the browser edition (zip), in dist/.
dist: deps web
	PATH="$(dir $(GO)):$$PATH" GO=$(GO) scripts/dist.sh $(VERSION)

# dist, then a look inside the packages: the programs, the icon, the desktop entry,
# the resources of the Windows programs, README and licences.
dist-check: dist
	PATH="$(dir $(GO)):$$PATH" $(GO) run ./scripts/dist check dist $(VERSION)

# The Windows zip's programs run under wine on a virtual display (scripts/wine/wine_test.go):
# taktik.exe engine plays computer turns, taktik-window.exe draws its title and quits on
# Ctrl+Q, and the Windows-only tests of the folders and save names run cross-compiled.
# One wine prefix of its own, with a stand-in bcryptprimitives.dll (wine 8 lacks ProcessPrng).
.PHONY: wine-test
wine-test: dist
	@scripts/need-packages.sh wine64 gcc-mingw-w64-x86-64-win32 xvfb xdotool x11-apps
	WINDOWS_ZIP=$(CURDIR)/dist/taktik-$(VERSION)-windows-amd64.zip PATH="$(dir $(GO)):$$PATH" $(GO) test -tags wine -count 1 -timeout 10m ./scripts/wine

# macOS, on a Mac with Go and the Xcode command line tools (cgo): dist/TAKTIK II.app.
# Not run here: this project builds and tests on Linux only.
APP := dist/TAKTIK II.app
dist-macos:
	rm -rf "$(APP)" && mkdir -p "$(APP)/Contents/MacOS" "$(APP)/Contents/Resources" dist/taktik.iconset
	$(GO) build -ldflags '$(LDFLAGS)' -o "$(APP)/Contents/MacOS/taktik" .
	$(GO) build -ldflags '$(LDFLAGS)' -o "$(APP)/Contents/MacOS/taktik-window" ./render/window
	for n in 16 32 128 256; do cp assets/icon/icon-$$n.png dist/taktik.iconset/icon_$${n}x$$n.png; done
	cp assets/icon/icon-32.png dist/taktik.iconset/icon_16x16@2x.png
	cp assets/icon/icon-64.png dist/taktik.iconset/icon_32x32@2x.png
	cp assets/icon/icon-256.png dist/taktik.iconset/icon_128x128@2x.png
	iconutil -c icns -o "$(APP)/Contents/Resources/taktik.icns" dist/taktik.iconset
	sed 's/@VERSION@/$(VERSION)/g' scripts/Info.plist > "$(APP)/Contents/Info.plist"
	@echo "$(APP): open it from the Finder (unsigned: right-click, Open, the first time)"

# The laptop benchmark: the real window under Xvfb — idle CPU at the title and at a still
# board, RSS at the title, the board and after every zoom level, and the times to the
# window, the first frame, the title, the board after Continue and out after quitting.
# BASE=dir/with/an/older/build prints both side by side; LONG=1 adds 20 minutes of the
# computer playing itself (scripts/bench-laptop.sh).
.PHONY: bench-laptop
bench-laptop: build
	@scripts/need-packages.sh xvfb xdotool x11-utils
	GO=$(GO) BASE=$(BASE) LONG=$(LONG) scripts/bench-laptop.sh
